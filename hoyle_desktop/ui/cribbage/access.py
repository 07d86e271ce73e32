"""What the cribbage table says to a screen reader (ui/table/accessibility.py)."""

from __future__ import annotations

from ..table import accessibility
from .wording import illegal_reason


class Words(accessibility.Words):
    def refusal(self, code: str) -> str:
        return illegal_reason(code)
