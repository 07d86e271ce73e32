"""Playtest (h), 29 November: H pressed while the last card of a deal was being shown (the person's
turn seemed a moment off) left "The hint is still coming: Enter does nothing until it is shown."
beside "The deal is over", and through the next deal's first plays (Newmarket in German, Cribbage
in English). At a held deal end no hint can come: Enter goes on, and nothing says a hint is coming."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from test_deal_end import open_game, play_to_the_hold

pytestmark = pytest.mark.deal_end_pause

COMING = "The hint is still coming"


@pytest.mark.parametrize(
    ("game", "profile", "players"), [("cribbage", "modern-six-card", 2), ("newmarket", "newmarket", 4)]
)
def test_a_hint_asked_as_the_deal_ended_is_not_coming_at_the_held_end(qtbot, game, profile, players) -> None:
    _window, table = open_game(qtbot, game, profile, players, {}, show_hints=True)
    play_to_the_hold(qtbot, table, random.Random(5))
    assert table.deal_end.holding
    coach = table.coach
    coach._waiting = coach._position()  # H as the last card was shown: the turn seemed to be coming
    coach.refresh()
    said: list[str] = []
    table.status.connect(said.append)
    assert not coach.hint_coming()
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert not any(COMING in s for s in said) and COMING not in coach.label.text()
    qtbot.waitUntil(lambda: not table.deal_end.holding, timeout=10_000)  # Enter went on
