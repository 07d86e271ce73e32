"""Loto's calls wait while a dialog of the table is open (playtest j, 29 November: 51 and 33 were
called behind the open review of the last hand). The main window pauses a table when a dialog takes
the focus (ui/table/pause.py); the test takes that away, as on the playtest's desktop, and the Loto
table itself holds its calls, its pace and the computers' answers while a modal dialog is open."""

from __future__ import annotations

from test_loto_faults import a_number_to_cover
from test_loto_table_games import quick_pace  # noqa: F401 - a fixture


def test_no_number_is_called_while_the_review_is_open(qtbot) -> None:
    table, _ = a_number_to_cover(qtbot)
    table.window().dialog_watch.busy.disconnect()  # no pause from the focus: the table's own wait
    game = table.game
    table.review.open_button.click()
    dialog = table.review.shown
    assert dialog is not None and dialog.isVisible()
    called, moves = list(game.called), len(game.history)
    qtbot.wait(400)  # many paces (quick_loto: 10 to 40 ms a call)
    assert list(game.called) == called, "numbers were called behind the open review"
    assert len(game.history) == moves, game.history[moves:]  # nor did anyone answer
    dialog.close()
    qtbot.waitUntil(lambda: len(game.called) > len(called), timeout=5_000)  # the calls go on
    table.session.stop()
