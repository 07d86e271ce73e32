"""A reason's words from a game's table of templates, and a number with decimals in the reader's
language (the trick, matching and Speculation coaches)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .base import Reason
from .words import fill, shared_why, translate


def worded(reason: Reason, texts: Callable[[dict[str, Any]], dict[str, Callable[[], str]]]) -> str:
    """The words for ``reason``: a shared reason's, else the game's template for its code, filled
    from its arguments (``texts(args)`` maps each code to its words)."""
    shared = shared_why(reason)
    if shared is not None:
        return shared
    table = texts(dict(reason.args))
    return table[reason.code]() if reason.code in table else reason.code


def decimal(value: float, places: int = 2) -> str:
    """``value`` with ``places`` decimals, written as the reader's language writes numbers: the
    template "%1.%2" (whole part, decimals) is translated ("%1,%2" in German and French); below
    nothing with the minus sign the values beside it use ("(−0.5 counters)")."""
    whole, part = f"{abs(value):.{places}f}".split(".")
    return ("\u2212" if value < 0 and float(f"{value:.{places}f}") else "") + fill(
        translate("Coach", "%1.%2"), whole, part
    )


def number(value: Any) -> str:
    """An argument of a reason as the reader's language writes it: a float with its decimals (as
    rounded when the reason was made, at most four) through :func:`decimal`, anything else as is."""
    if isinstance(value, float):
        if value.is_integer():  # the minus sign the decimals beside it have, not a hyphen
            return ("\u2212" if value < 0 else "") + str(abs(int(value)))
        return decimal(value, min(4, len(repr(value).split(".")[1])) if "e" not in repr(value) else 4)
    return str(value)


def filled(template: str, *values: Any) -> str:
    """:func:`~.words.fill` with every number written as the reader's language writes it."""
    return fill(template, *(number(v) for v in values))
