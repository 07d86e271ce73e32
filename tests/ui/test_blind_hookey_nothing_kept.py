"""Playtest (i), 29 November: Blind Hookey with three packets. After "nothing" staked on packet 2,
the prompt for packet 3 (where nothing is no longer allowed) opened with "0 is not allowed now:
choose 1 to 10 counters. The amount is 1." for a 0 the person never typed: the box had carried
"nothing" over. Packet 3's box starts at an amount allowed, and nothing is said of a 0."""

from __future__ import annotations

import random

import pytest
from table_windows import table_window

from hoyle_desktop.ui.dialogs.new_game import NewGameSetup

pytestmark = pytest.mark.slow


def _stakes(table) -> list[int]:
    legal = table.game.legal_actions(table.human) if table.session.human_may_act() else []
    return sorted(int(a.value) for a in legal if a.kind == "stake")


def test_nothing_on_packet_two_is_not_refused_at_packet_three(qtbot) -> None:
    window = table_window(qtbot, (1024, 700))
    rules = {**window.catalog.get("blind-hookey-three-packets").rules, "players": 4}
    table = window.open_table(
        NewGameSetup("blind_hookey", "blind-hookey-three-packets", rules, 4, ["random"] * 3, 3)
    )
    rng = random.Random(2)
    nothing_staked = False
    for _ in range(80):
        qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=30_000)
        stakes = _stakes(table)
        if nothing_staked and stakes and stakes[0] > 0:
            prompt = table.prompt.text()
            assert "not allowed" not in prompt, prompt
            assert table.amount.chosen() in stakes
            assert table.amount.suffix() in table.amount.text(), table.amount.text()  # a number shown
            return
        nothing_staked = False
        if stakes and stakes[0] == 0:  # packet 2: nothing allowed; the person stakes nothing
            # the box reads it as allowed: "(0 to 10 counters)", not "(1 to 10 counters)"
            assert "(0 to" in table.amount.suffix(), table.amount.suffix()
            table.amount.setValue(0)
            assert table.amount.text() == "nothing"
            table._act_valued("stake")
            nothing_staked = True
            continue
        table.session.act(rng.choice(table.game.legal_actions(table.human)))
    pytest.fail("nothing was never staked on packet 2 with packet 3 to come")
