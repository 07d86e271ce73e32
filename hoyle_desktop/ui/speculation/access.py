"""What the Speculation table says to a screen reader (ui/table/accessibility.py): the person's cards
are those turned up before them and those they have looked at; the market is the side panel; F2
tells the felt as it is shown (the turn-up, the best trump and its holder, the pool, every seat's
cards face up, the person's purse)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine.cards import Card
from ..table import access_words
from ..table.counter_words import signed
from . import wording as speculation_words


class Words(access_words.Words):
    cards_played = False

    def refusal(self, code: str) -> str:
        return speculation_words.refusal(code)

    def hand(self) -> list[Card]:
        """The cards as the table shows them (at a held end, the deal just ended, not the next)."""
        model = getattr(self.table, "model", None)
        if model is not None:
            return list(model.rows[self.human]) + list(model.known.values())
        view = self.view()
        return list(view.rows[view.seat]) + [card for _, card in view.known]

    def hand_words(self) -> str:
        """The cards turned up or looked at, and how many lie face down: F4 said "You hold no cards."
        over three cards nobody looks at (AT-SPI check of 29 November (c))."""
        model = getattr(self.table, "model", None)
        if model is not None:
            unseen = model.down[self.human] - len(model.known)
        else:
            view = self.view()
            unseen = view.down[view.seat] - len(view.known)
        shown = super().hand_words() if self.hand() else ""
        if unseen <= 0:
            return shown or super().hand_words()
        down = QCoreApplication.translate("Accessibility", "Face down: %1.").replace(
            "%1", access_words.cards_text(unseen)
        )
        if not shown:
            return down
        return f"{shown}{'' if shown.endswith('.') else '.'} {down}"

    def _who(self, holder: int | str | None) -> str:
        if isinstance(holder, int) and 0 <= holder < len(self.table.names):
            return self.table.names[holder]
        return QCoreApplication.translate("Accessibility", "the pool")

    def table_words(self) -> str:
        model = getattr(self.table, "model", None)
        if model is None:
            return ""
        parts = []
        if model.turn_up is not None:
            parts.append(
                QCoreApplication.translate("Accessibility", "The turn-up: %1.").replace(
                    "%1", self.card_name(model.turn_up)
                )
            )
        if model.best is not None:
            best = QCoreApplication.translate("Accessibility", "The best trump: %1, held by %2.")
            parts.append(
                best.replace("%1", self.card_name(model.best)).replace("%2", self._who(model.holder))
            )
        parts.append(QCoreApplication.translate("Accessibility", "Pool: %1.").replace("%1", str(model.pool)))
        said = QCoreApplication.translate("Accessibility", "%1: %2.")
        for seat, row in enumerate(model.rows):
            if row and seat != self.human:
                parts.append(said.replace("%1", self.table.names[seat]).replace("%2", self.cards_text(row)))
        if self.human < len(model.purses):
            purse = QCoreApplication.translate("Accessibility", "Your purse: %1, net %2.")
            net = self.view().nets[self.human]
            parts.append(purse.replace("%1", str(model.purses[self.human])).replace("%2", signed(net)))
        return " ".join(parts)
