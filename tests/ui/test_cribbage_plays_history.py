"""Cribbage's history, and so the review's "What happened", has the play as the other tables do:
each card played with the count it makes ("Computer plays 7♥ (count 22)"), Go, thirty-one, the
pairs and runs pegged, the count starting again. Its cards are written in signs and said in words
(the announcer), once: the screen reader's own news of the others' cards went with it (lead's look,
29 November: the review showed only scores)."""

from __future__ import annotations

import random
import re

import pytest
from table_windows import table_window
from test_deal_end import play_to_the_hold

from hoyle_desktop.ui.dialogs.new_game import NewGameSetup
from hoyle_desktop.ui.table import announcer

pytestmark = [pytest.mark.slow, pytest.mark.deal_end_pause]

PLAY = re.compile(r"^(You play|Computer plays) (10|[2-9AJQK])[♠♥♦♣] \(count (\d+)\)$")


def test_the_review_tells_the_play_card_by_card(qtbot) -> None:
    window = table_window(qtbot)
    rules = dict(window.catalog.get("modern-six-card").rules)
    table = window.open_table(NewGameSetup("cribbage", "modern-six-card", rules, 2, ["greedy"], seed=5))
    heard: list[str] = []
    announcer.listeners.append(heard.append)
    try:
        play_to_the_hold(qtbot, table, random.Random(2))
        table.access.announcer.flush_now()
    finally:
        announcer.listeners.remove(heard.append)
    assert table.deal_end.holding
    lines = table.review.lines()
    plays = [m for m in map(PLAY.match, lines) if m]
    assert len(plays) == 8, lines  # four cards each, two-handed
    assert {m.group(1) for m in plays} == {"You play", "Computer plays"}
    counts = [int(m.group(3)) for m in plays]
    assert all(0 < c <= 31 for c in counts)
    # Every card played is in the review's lines, in the order played.
    played = [e for e in table.review.last if e.kind == "play"]
    assert [int(e.data["count"]) for e in played] == counts
    said = [line for line in heard if " plays " in line or line.startswith("You play ")]
    assert len(said) == 8, heard
    assert all("♥" not in s and "♠" not in s and "♦" not in s and "♣" not in s for s in said), said
    assert all(re.search(r" of (hearts|spades|diamonds|clubs) \(count \d+\)", s) for s in said), said
    assert not [h for h in heard if " plays the " in h], heard  # not told a second time
