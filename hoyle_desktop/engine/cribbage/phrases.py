"""Counting aloud in English: "fifteen two, fifteen four, a pair is six and a run of three is nine".

The command line uses this; the GUI keys its own translated wording on the same reason codes.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .scoring import ScoreItem

# How each item is called; "{points}" is its value in words. A fifteen is special: its running
# total follows directly ("fifteen four"). Every other item is followed by "is <running total>",
# except at the start of the count, where all but "a pair" already state their points.
PHRASES: dict[str, str] = {
    "fifteen": "fifteen",
    "pair": "a pair",
    "pair_royal": "a pair royal for six",
    "double_pair_royal": "a double pair royal for twelve",
    "run": "a run of {points}",
    "flush": "a flush of {points}",
    "his_nob": "one for his nob",
    "his_heels": "two for his heels",
    "thirty_one": "thirty-one for two",
    "go": "one for the go",
    "last_card": "one for last",
    "three_for_last": "three for last",
    "muggins": "muggins for {points}",
    "claimed": "{points} claimed",
}
NOTHING = "nineteen (nothing)"  # nineteen cannot be made in a show, so it is the jocular zero

# fmt: off
_ONES = (
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
)
_TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
# fmt: on


def number_words(n: int) -> str:
    """0-999 in words: ``twenty-nine``, ``one hundred and twenty-one``."""
    if n < 20:
        return _ONES[n]
    if n < 100:
        tens, ones = divmod(n, 10)
        return _TENS[tens] + (f"-{_ONES[ones]}" if ones else "")
    hundreds, rest = divmod(n, 100)
    return f"{_ONES[hundreds]} hundred" + (f" and {number_words(rest)}" if rest else "")


def describe(items: Sequence[ScoreItem]) -> str:
    """The count with a running total, as a player says it at the table."""
    parts: list[str] = []
    total = 0
    for item in items:
        total += item.points
        phrase = PHRASES.get(item.reason, f"{{points}} for {item.reason.replace('_', ' ')}")
        phrase = phrase.format(points=number_words(item.points))
        if item.reason == "fifteen":
            parts.append(f"fifteen {number_words(total)}")
        elif total == item.points and item.reason != "pair":
            parts.append(phrase)
        else:
            parts.append(f"{phrase} is {number_words(total)}")
    if total == 0:
        return NOTHING
    if len(parts) == 1:
        return parts[0]
    return ", ".join(parts[:-1]) + " and " + parts[-1]
