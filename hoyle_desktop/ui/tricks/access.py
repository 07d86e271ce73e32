"""What the trick games' table says to a screen reader (ui/table/accessibility.py)."""

from __future__ import annotations

from ...engine.actions import Action
from ..table import accessibility
from . import words as w


class Words(accessibility.Words):
    knave = True

    def refusal(self, code: str) -> str:
        return w.refusal(code, self.view())

    def action_label(self, action: Action) -> str | None:
        return None if action.cards else w.action_text(action)
