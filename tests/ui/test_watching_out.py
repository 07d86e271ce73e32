"""Playtest 29 November (b), "Not mended": snipped out at Snip-Snap-Snorum, the person watched the
computers play every deal left, and each deal's end waited for a key again. Now the end of the deal
the person left in waits, as every deal they take part in, and asks once: Continue watches the
deals left (their ends do not wait), Play on to the end goes straight to the game's result."""

from __future__ import annotations

import random

import pytest
from table_windows import table_window

from hoyle_desktop.ui.dialogs.new_game import NewGameSetup

pytestmark = pytest.mark.deal_end_pause


def _snipped_out(qtbot, seed: int):
    """A five-handed game, a counter a purse: the person plays at random until a deal's end is held
    with the person out of the game."""
    window = table_window(qtbot)
    rules = {**window.catalog.get("snip-snap-snorum").rules, "players": 5, "purse": 1}
    table = window.open_table(
        NewGameSetup("snip_snap_snorum", "snip-snap-snorum", rules, 5, ["standard"] * 4, seed=seed)
    )
    rng = random.Random(seed)
    for _ in range(20_000):
        if getattr(table, "summary", None) is not None:
            return None
        if table.deal_end.holding:
            if not table.game.view(0).seated[0]:
                return table
            assert not table.only_watching()  # a deal the person plays in waits as ever
            table.deal_end.release()
        qtbot.wait(1)
        if table.idle and table.session.human_may_act() and not table.deal_end.holding:
            table.session.act(rng.choice(table.game.legal_actions(table.human)))
    raise AssertionError("the game never ended")


def _out_table(qtbot):
    for seed in range(1, 30):
        table = _snipped_out(qtbot, seed)
        if table is not None and not table.game.is_over():
            return table
    raise AssertionError("never snipped out before the last deal")


def _buttons(table) -> dict[str, object]:
    return {b.text(): b for b in table.panel.action_buttons if b.isVisible()}


def test_snipped_out_the_person_is_asked_once_and_watching_no_end_waits(qtbot) -> None:
    table = _out_table(qtbot)
    assert table.only_watching()
    assert "You are out of the game" in table.prompt.text()
    buttons = _buttons(table)
    assert set(buttons) == {"&Continue", "&Play on to the end"}
    buttons["&Continue"].click()
    held = 0
    while not table.game.is_over() or table.pacer.queue or not table.deal_end.holding:
        held += table.deal_end.holding
        qtbot.wait(2)
    assert held == 0, "a deal the person only watched waited for a key"
    # the game's end waits, once, before its summary (the person chose to watch)
    assert "The game is over" in table.prompt.text()


def test_play_on_to_the_end_goes_to_the_result_without_the_pace(qtbot) -> None:
    table = _out_table(qtbot)
    table.settings.set("computer_pace_ms", 900)
    table.scene.anim_ms = 400
    _buttons(table)["&Play on to the end"].click()
    assert table.scene.anim_ms == 0 and table.session.pause_ms(1) == 0
    qtbot.waitUntil(lambda: getattr(table, "summary", None) is not None, timeout=60_000)
    assert table.game.is_over()
