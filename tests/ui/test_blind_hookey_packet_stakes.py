"""Polish (e), Blind Hookey with three packets at 1024x700: the words under a player's two stakes
ran together ("on packet 1on packet 2"). Stakes on the packets lie as far apart as their words
need, before their packets are settled as after."""

from __future__ import annotations

import random

import pytest
from table_windows import table_window

from hoyle_desktop.ui.dialogs.new_game import NewGameSetup

pytestmark = pytest.mark.slow


@pytest.mark.parametrize("size", [(1024, 700), (1000, 640)])
def test_the_words_under_stakes_on_two_packets_keep_apart(qtbot, size) -> None:
    window = table_window(qtbot, size)
    rules = {**window.catalog.get("blind-hookey-three-packets").rules, "players": 4}
    table = window.open_table(
        NewGameSetup("blind_hookey", "blind-hookey-three-packets", rules, 4, ["random"] * 3, 3)
    )
    rng, seen = random.Random(1), 0
    for _ in range(60):
        qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=30_000)
        table.felt.repaint()
        words = [(r, t) for r, t in table.felt.painted_words if t]
        pairs = [
            f"{a!r} at {ra} and {b!r} at {rb}"
            for i, (ra, a) in enumerate(words)
            for rb, b in words[i + 1 :]
            if ra.adjusted(1, 1, -1, -1).intersects(rb)
        ]
        assert not pairs, pairs
        seen += sum(t.count("on packet") for _, t in words) >= 4
        if seen >= 3:
            return
        table.session.act(rng.choice(table.game.legal_actions(table.human)))
    pytest.fail("two players' stakes on two packets never shown")
