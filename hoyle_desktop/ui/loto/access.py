"""What the Loto table says to a screen reader (ui/table/accessibility.py): no playing cards, so the
list holds the person's Loto cards, each with its numbers still to cover (the first method)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine.actions import Action
from ...engine.cards import Card
from ..table import access_words
from . import wording as loto_words


class Words(access_words.Words):
    def refusal(self, code: str) -> str:
        return loto_words.refusal(code)

    def hand(self) -> list[Card]:
        return []

    def items(self) -> list[str]:
        view = self.view()
        lines = []
        for index in view.cards[view.seat]:
            numbers = [n for row in view.card_rows[index] for n in row]
            open_ = [str(n) for n in numbers if n not in view.covered[view.seat]]
            # named as the table marks it (#12), which is also the number typed to choose it
            text = QCoreApplication.translate("Accessibility", "Loto card #%1: %2 to cover")
            lines.append(text.replace("%1", str(index + 1)).replace("%2", ", ".join(open_) or "0"))
        return lines

    def list_name(self) -> str:
        return QCoreApplication.translate("Accessibility", "Your Loto cards")

    def hand_words(self) -> str:
        return " ".join(self.items()) or QCoreApplication.translate("Accessibility", "You hold no cards.")

    def action_label(self, action: Action) -> str | None:
        return None

    def table_words(self) -> str:
        """The number on show in the middle of the board (F2 begins its state with it)."""
        call = getattr(self.table, "shown_call", None)
        if call is None:
            return ""
        return QCoreApplication.translate("Accessibility", "The last number called: %1.").replace(
            "%1", str(call)
        )
