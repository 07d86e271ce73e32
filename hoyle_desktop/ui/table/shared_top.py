"""The person's words when the game ends with the top place shared (context "SharedTop"): a table
for counters must not say "You win" while the end box says "The game is shared" (playtest (i),
Commerce, then Speculation, Loto and the stops tables). Statistics still count a share of the top
place as a win for each sharer, on purpose; only the words change."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from .counter_words import counters


def shared_top_text(names: Sequence[str], winners: Sequence[int], human: int, net: int) -> str | None:
    """The sentence for a top place the person shares with others, or None if the person is not
    among the winners or wins alone (each table keeps its own words then)."""
    if human not in winners or len(winners) < 2:
        return None
    if len(winners) == len(names) and net == 0:
        return QCoreApplication.translate("SharedTop", "The game is shared: everyone finishes even.")
    others = ", ".join(names[s] for s in winners if s != human)
    if net > 0:
        text = QCoreApplication.translate(
            "SharedTop", "The game is shared: you and %2 finish best, each %1 up."
        )
    elif net < 0:
        text = QCoreApplication.translate(
            "SharedTop", "The game is shared: you and %2 finish best, each %1 down."
        )
    else:
        text = QCoreApplication.translate(
            "SharedTop", "The game is shared: you and %2 finish best, each even."
        )
    return text.replace("%2", others).replace("%1", counters(abs(net)))


def shared_place_text(side_names: Sequence[str], won: Sequence[int], mine: int) -> str | None:
    """The same for a game scored in points or won by a side (Cassino, Crazy Eights, the trick
    games): ``won`` the sides level at the top, ``mine`` the person's side (a seat where nobody has
    a partner); None unless the person's side shares the top with another."""
    if mine not in won or len(set(won)) < 2:
        return None
    if len(set(won)) == len(side_names):
        return QCoreApplication.translate("SharedTop", "The game is shared: everyone finishes level.")
    others = ", ".join(side_names[s] for s in sorted(set(won)) if s != mine)
    return QCoreApplication.translate(
        "SharedTop", "The game is shared: you and %1 finish level at the top."
    ).replace("%1", others)
