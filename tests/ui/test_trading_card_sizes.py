"""Playtest 29 November (resumeend, heldlook): at My Bird Sings the computers' card backs were smaller on
the live table than on the same table resumed. The seats' cards were fitted to the most cards a seat
had held when they were last fitted (five, while a thrown card passed through a hand, against four at
the resume) and kept that size until the window was resized. They are fitted to the most a seat may
hold in the game, the same live and resumed, and do not change size as cards pass."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from table_windows import resume_in_new_window, table_window
from test_deal_end import open_game, play_to_the_hold

pytestmark = pytest.mark.deal_end_pause

GAMES = [
    ("my_bird_sings", "my-bird-sings", 4, (1024, 700)),
    ("my_bird_sings", "my-bird-sings", 5, (1024, 700)),
    ("my_bird_sings", "my-bird-sings", 4, (1600, 1000)),
    ("commerce", "commerce", 4, (1024, 700)),
]


def sizes(table) -> dict[str, int]:
    rows = {f"seat {seat}": row for seat, row in table.seat_rows.items()}
    rows["mine"] = table.my_row
    return {name: row.width_px for name, row in rows.items()}


@pytest.mark.parametrize(
    ("game", "profile", "players", "size"), GAMES, ids=[f"{g}-{n}-{s[0]}" for g, _, n, s in GAMES]
)
def test_live_and_resumed_cards_are_the_same_size(qtbot, game, profile, players, size) -> None:
    window, table = open_game(qtbot, game, profile, players, {}, size=size)
    seen: set[tuple] = set()
    rng = random.Random(3)
    for _ in range(40_000):  # as play_to_the_hold, noting the sizes as the cards pass
        if table.deal_end.holding:
            break
        qtbot.wait(1)
        seen.add(tuple(sizes(table).items()))
        if table.idle and table.session.human_may_act():
            table.session.act(rng.choice(table.game.legal_actions(table.human)))
    play_to_the_hold(qtbot, table, rng)
    assert table.deal_end.holding
    qtbot.wait(50)
    live = sizes(table)
    seen.add(tuple(live.items()))
    assert len(seen) == 1, f"the cards changed size in the deal: {sorted(seen)}"
    again = resume_in_new_window(qtbot, window, lambda bot: table_window(bot, size))
    qtbot.waitUntil(lambda: again.deal_end.holding, timeout=10_000)
    qtbot.wait(50)
    assert sizes(again) == live
    again.setFocus()
    qtbot.keyClick(again, Qt.Key.Key_Space)
