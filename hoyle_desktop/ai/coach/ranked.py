"""What the coaches of the trick, matching and Speculation games share: the verdict on ranked values,
and a reason's words from a game's table of templates."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ...engine.actions import Action
from .base import Advice, Choice, Reason
from .words import shared_why


def ranked_advice(
    game: str, seat: int, unit: str, legal: Sequence[Action], choices: Sequence[Choice]
) -> Advice:
    """``choices`` best first (the Expert's choice first): "only_one" when one action is legal,
    "all_equal" when two or more are shown at one value, else "choose"."""
    if len(legal) == 1:
        verdict = "only_one"
    elif len(choices) > 1 and len({c.value for c in choices}) == 1:
        verdict = "all_equal"
    else:
        verdict = "choose"
    return Advice(game, seat, unit, tuple(choices), verdict)


def worded(reason: Reason, texts: Callable[[dict[str, Any]], dict[str, Callable[[], str]]]) -> str:
    """The words for ``reason``: a shared reason's, else the game's template for its code, filled
    from its arguments (``texts(args)`` maps each code to its words)."""
    shared = shared_why(reason)
    if shared is not None:
        return shared
    table = texts(dict(reason.args))
    return table[reason.code]() if reason.code in table else reason.code
