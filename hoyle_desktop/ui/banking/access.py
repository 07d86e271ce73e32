"""What the banking table says to a screen reader (ui/table/accessibility.py): the person's cards
are those of their boxes (hands) face up to them; the decisions are the side panel's buttons; F2
tells the table as the felt shows it (who holds the bank, the pools, each hand that can be seen,
the person's stake and purse)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine.cards import Card
from ..table import access_words
from . import wording


class Words(access_words.Words):
    cards_played = False

    def hand(self) -> list[Card]:
        view = self.table._view()
        boxes = view.boxes[self.human] if self.human < len(view.boxes) else ()
        return [card for box in boxes for card in box.cards if card is not None]

    def refusal(self, code: str) -> str:
        return wording.refusal(code)

    def table_words(self) -> str:
        model = getattr(getattr(self.table, "felt", None), "model", None)
        if model is None:
            return ""
        names = self.table.names
        said = QCoreApplication.translate("Accessibility", "%1: %2.")
        role = wording.dealer_role(model.game)
        parts = [said.replace("%1", role[:1].upper() + role[1:]).replace("%2", names[model.dealer])]
        parts += [
            said.replace("%1", wording.pool_title(n)).replace("%2", str(c)) for n, c in model.pools.items()
        ]
        for seat, boxes in enumerate(model.boxes):
            for box in boxes:
                seen = [self.card_name(c) for c in box.cards if c is not None]
                if not seen and not box.stake:
                    continue
                hidden = sum(1 for c in box.cards if c is None)
                if seen and hidden:  # "Computer 1: eight of spades" was heard for three cards
                    down = QCoreApplication.translate("Accessibility", "%1 face down")
                    seen.insert(0, down.replace("%1", access_words.cards_text(hidden)))
                words = (
                    ", ".join(seen)
                    if seen
                    else QCoreApplication.translate("Accessibility", "cards face down")
                )
                extra = [wording.status_text(box.status).replace("\n", " ")] if box.status else []
                if box.total is not None:
                    extra.append(
                        QCoreApplication.translate("Accessibility", "total %1").replace("%1", str(box.total))
                    )
                if box.stake:
                    extra.append(
                        QCoreApplication.translate("Accessibility", "stake %1").replace("%1", str(box.stake))
                    )
                text = words + (" (" + ", ".join(e for e in extra if e) + ")" if any(extra) else "")
                parts.append(said.replace("%1", names[seat]).replace("%2", text))
        if self.human < len(model.purses):
            purse = QCoreApplication.translate("Accessibility", "Your purse: %1, net %2.")
            parts.append(
                purse.replace("%1", str(model.purses[self.human])).replace(
                    "%2", wording.signed(model.nets[self.human])
                )
            )
        return " ".join(parts)
