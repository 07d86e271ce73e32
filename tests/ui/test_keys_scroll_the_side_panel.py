"""Playtest of 29 November (Cassino at 1024x700): a long hint and Cassino's count scrolled in the side
panel, but neither took the keyboard, so a sighted player on the keyboard alone could not read the
rest. At every table (ui/table/scrolled_label.py) Page Up and Page Down scroll the hint while it runs
on (else the count), Tab reaches each box that runs on and its keys scroll it, and no key a table
uses is taken: Left and Right still move the frame, letters still press buttons."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from table_windows import open_default, table_window
from test_deal_end import open_game, play_to_the_hold

from hoyle_desktop.ui.table.keyboard_focus import tab_stops

LONG = "<br>".join(
    ["Play the seven of diamonds (+5.6 counters): cannot win the trick: keeps your better cards"] * 16
)


def _turn(qtbot, key: str):
    window = table_window(qtbot, size=(1024, 700))
    table = open_default(window, key)
    qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=20_000)
    table.setFocus()
    return table


def _long_hint(qtbot, table) -> None:
    table.coach.label.setText(LONG)
    table.coach.scroll.show_top()
    scroll = table.coach.scroll
    qtbot.waitUntil(lambda: scroll.runs_on() and scroll.verticalScrollBar().pageStep() > 0, timeout=3_000)


def _key(qtbot, key: Qt.Key) -> None:
    qtbot.keyClick(QApplication.focusWidget(), key)


@pytest.mark.parametrize("key", ["spoil_five", "newmarket"])
def test_page_down_and_page_up_at_the_table_scroll_a_long_hint(qtbot, key) -> None:
    table = _turn(qtbot, key)
    _long_hint(qtbot, table)
    bar = table.coach.scroll.verticalScrollBar()
    assert bar.value() == 0
    _key(qtbot, Qt.Key.Key_PageDown)
    assert bar.value() > 0, "Page Down did not scroll the hint"
    _key(qtbot, Qt.Key.Key_PageUp)
    assert bar.value() == 0
    table.coach.label.setText("A short hint.")
    table.coach.scroll.show_top()
    qtbot.waitUntil(lambda: not table.coach.scroll.runs_on(), timeout=3_000)
    _key(qtbot, Qt.Key.Key_PageDown)  # nothing to scroll: nothing happens, and nothing breaks
    assert bar.value() == 0


def test_tab_reaches_a_long_hint_whose_keys_scroll_it_and_give_the_rest_to_the_table(qtbot) -> None:
    table = _turn(qtbot, "spoil_five")
    scroll = table.coach.scroll
    assert scroll not in tab_stops(table)  # nothing to read below: Tab does not stop there
    _long_hint(qtbot, table)
    assert scroll in tab_stops(table)
    for _ in range(len(tab_stops(table))):
        if scroll.hasFocus():
            break
        _key(qtbot, Qt.Key.Key_Tab)
    assert scroll.hasFocus(), "Tab never reached the hint"
    bar = scroll.verticalScrollBar()
    _key(qtbot, Qt.Key.Key_Down)
    assert bar.value() > 0
    _key(qtbot, Qt.Key.Key_End)
    assert bar.value() == bar.maximum()
    _key(qtbot, Qt.Key.Key_Home)
    assert bar.value() == 0
    at = table.focus_index
    _key(qtbot, Qt.Key.Key_Right)  # the table's key: the frame moves along the hand
    assert table.focus_index != at and table.keyboard
    table.coach.clear()  # the card played, the hint goes: the keys go back to the cards
    qtbot.waitUntil(lambda: not scroll.hasFocus(), timeout=3_000)
    assert table.isAncestorOf(QApplication.focusWidget()) and scroll not in tab_stops(table)


def test_a_letter_that_does_nothing_names_the_keys_that_scroll(qtbot) -> None:
    table = _turn(qtbot, "spoil_five")
    _long_hint(qtbot, table)
    _key(qtbot, Qt.Key.Key_Q)
    assert "Page Up and Page Down scroll the hint." in table.panel.note.text()


@pytest.mark.deal_end_pause
def test_cassinos_count_scrolls_by_page_keys_at_the_deal_end(qtbot) -> None:
    """The playtest's picture: Cassino's count ran on below its room and no key reached it. The
    count belongs to the deal's held end (the Hint is gone there and its room given back, and the
    count goes with the next deal: fixh, fixj of 29 November); in a low window it still runs on,
    and Page Down scrolls it, doing nothing else."""
    _window, table = open_game(qtbot, "cassino", "cassino", 4, {}, size=(1024, 520))
    play_to_the_hold(qtbot, table, random.Random(3))
    assert table.deal_end.holding
    table.setFocus()
    moves = len(table.game.history)
    count, hint = table.info_scroll, table.coach.scroll
    qtbot.waitUntil(lambda: count.runs_on() and count.verticalScrollBar().pageStep() > 0, timeout=3_000)
    assert not hint.isVisible() and count in tab_stops(table)
    _key(qtbot, Qt.Key.Key_PageDown)
    assert count.verticalScrollBar().value() > 0, "Page Down did not scroll the count"
    assert len(table.game.history) == moves and table.deal_end.holding  # and did nothing else


def test_a_count_of_plain_lines_scrolls_by_whole_lines(qtbot) -> None:
    """Cassino's count is plain text, a line an item: its lines were measured as one paragraph (as
    rich text, where a line break is a space), so the box thought it fitted: its last line showed
    half cut and no scroll bar came, neither for the mouse nor for the keys."""
    from PySide6.QtWidgets import QLabel

    from hoyle_desktop.ui.table.scrolled_label import ScrolledLabel

    label = QLabel("\n".join(f"Item {i}: 1 point" for i in range(6)))
    label.setWordWrap(True)
    box = ScrolledLabel(label)
    qtbot.addWidget(box)
    line = label.fontMetrics().lineSpacing()
    box.setFixedSize(300, line * 7 // 2)
    box.show()
    box.show_top()
    qtbot.waitUntil(box.runs_on, timeout=2_000)
    assert box.viewport().height() % line <= 2, "a line shows cut at the bottom of the box"
