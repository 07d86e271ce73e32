"""A reason's words from a game's table of templates (the trick, matching and Speculation coaches)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .base import Reason
from .words import shared_why


def worded(reason: Reason, texts: Callable[[dict[str, Any]], dict[str, Callable[[], str]]]) -> str:
    """The words for ``reason``: a shared reason's, else the game's template for its code, filled
    from its arguments (``texts(args)`` maps each code to its words)."""
    shared = shared_why(reason)
    if shared is not None:
        return shared
    table = texts(dict(reason.args))
    return table[reason.code]() if reason.code in table else reason.code
