"""``wait_for_turn_or_end`` (table_windows.py), the wait the play-through tests use for the
person's turn: it outlasts computers that take longer than any fixed bound a test would set, as
a loaded machine makes them (``test_the_persons_last_prompt_is_gone…[commerce]`` failed under load
on a 5 s ``waitUntil``). Here the computers' pace (800 ms a move) makes a round of three take over
2.4 s, longer than the 2 s stall bound, while each move comes well within it (1.2 s to spare)."""

from __future__ import annotations

from table_windows import table_window, wait_for_turn_or_end

from hoyle_desktop.ui.dialogs.new_game import NewGameSetup


def test_the_wait_for_the_persons_turn_outlasts_a_slow_round(qtbot) -> None:
    window = table_window(qtbot, computer_pace_ms=800)
    rules = {**window.catalog.get("commerce").rules, "players": 4}
    table = window.open_table(NewGameSetup("commerce", "commerce", rules, 4, ["random"] * 3, seed=11))
    wait_for_turn_or_end(qtbot, table, stall_ms=60_000)  # the first turn may come late too
    acted = len(table.game.history)
    table.session.act(table.game.legal_actions(table.human)[0])
    wait_for_turn_or_end(qtbot, table, stall_ms=2_000)  # each computer moves within it, the round not
    assert table.game.is_over() or (table.session.human_may_act() and len(table.game.history) > acted + 1)
    assert not table.session.computers_deciding() and table.idle
