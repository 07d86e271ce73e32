"""What the Pope Joan family's table says to a screen reader (ui/table/accessibility.py)."""

from __future__ import annotations

from ...engine.actions import Action
from ...engine.stops.clicks import button_actions
from ..table import accessibility
from . import snip_words as s
from . import wording as w


class Words(accessibility.Words):
    knave = True

    def refusal(self, code: str) -> str:
        to_follow = getattr(self.view(), "to_follow", None)
        return s.must_pair(to_follow) if code == "must_pair" else w.illegal_reason(code, to_follow)

    def action_label(self, action: Action) -> str | None:
        return w.action_text(action) if action in button_actions([action]) else None
