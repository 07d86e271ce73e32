"""What the cribbage table says to a screen reader (ui/table/accessibility.py): the refusals in the
table's words, and the middle of the table (the starter, the count and its cards, the crib). The
others' cards played are history lines, announced as the table writes them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine.actions import Action
from ...engine.cards import Card
from ..table import access_words
from .wording import illegal_reason


class Words(access_words.Words):
    def refusal(self, code: str) -> str:
        words = getattr(self.table, "refusal_text", None)  # Go named where no card can be played
        return str(words(code)) if callable(words) else illegal_reason(code)

    def card_words(self, card: Card, legal: list[Action]) -> str:
        """A card when only Go may be said is not playable, and says why and what to do instead
        (the default names a card plainly where no action takes cards)."""
        if legal and all(a.kind == "go" for a in legal):
            return (
                QCoreApplication.translate("Accessibility", "%1, not playable: %2")
                .replace("%1", self.card_name(card))
                .replace("%2", self.refusal("over_31"))
            )
        return super().card_words(card, legal)

    def table_words(self) -> str:
        view = self.view()
        parts = []
        # The deal on show, not the engine's: at the held end of a deal it has dealt the next one.
        scene = getattr(self.table, "scene", None)
        shown = getattr(scene, "starter", None)
        starter = shown.card if shown is not None else None if scene is not None else view.starter
        if starter is not None:
            parts.append(
                QCoreApplication.translate("Accessibility", "The start: %1.").replace(
                    "%1", self.card_name(starter)
                )
            )
        if view.phase == "play":
            count = QCoreApplication.translate("Accessibility", "The count is %1: %2.")
            parts.append(
                count.replace("%1", str(view.count)).replace("%2", self.cards_text(c for _, c in view.pile))
            )
        crib = QCoreApplication.translate("Accessibility", "Crib: %2, %1.")
        seat, count = view.dealer, view.crib_count
        if scene is not None:  # the crib on show: gone to the middle once it is counted
            seat, count = scene.dealer, len(scene.crib) if scene.crib_text.isVisible() else None
        dealer = self.table.names[seat] if hasattr(self.table, "names") else str(seat + 1)
        if count is not None:
            parts.append(crib.replace("%1", access_words.cards_text(count)).replace("%2", dealer))
        parts.append(
            QCoreApplication.translate("Accessibility", "%1 to win.").replace("%1", str(view.target))
        )
        return " ".join(parts)
