"""What the trick games' table says to a screen reader (ui/table/accessibility.py)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine.actions import Action
from ..table import access_words
from . import words as w


class Words(access_words.Words):
    def refusal(self, code: str) -> str:
        return w.refusal(code, self.view())

    def action_label(self, action: Action) -> str | None:
        return None if action.cards else w.action_text(action)

    def table_words(self) -> str:
        view = self.view()
        names = getattr(self.table, "names", None) or []
        played = [
            QCoreApplication.translate("Accessibility", "%1: %2")
            .replace("%1", names[seat] if seat < len(names) else str(seat + 1))
            .replace("%2", self.card_name(card))
            for seat, card in view.trick
        ]
        text = QCoreApplication.translate("Accessibility", "The trick: %1.").replace(
            "%1", "; ".join(played) or QCoreApplication.translate("Accessibility", "nothing")
        )
        # The turn-up on show, not the engine's: at the held end of a deal it has dealt the next.
        scene = getattr(self.table, "scene", None)
        shown = getattr(scene, "turnup", None)
        turnup = shown.card if shown is not None else None if scene is not None else view.turnup
        if turnup is not None:
            text += " " + QCoreApplication.translate("Accessibility", "Turned up: %1.").replace(
                "%1", self.card_name(turnup)
            )
        return text
