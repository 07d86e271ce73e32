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
