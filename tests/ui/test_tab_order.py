"""Tab and Shift+Tab at a table: one cycle through every place the keyboard may reach, Shift+Tab
retracing Tab's exactly (ui/table/keyboard_focus.py), and the history showing when it has the focus.

The banking tables (Vingt-un, Baccarat, Blind Hookey share one) and the cribbage table (its own
panel), each at the person's first decision; keys only, sent to the focused widget as a person's are.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from table_windows import open_default, table_window

from hoyle_desktop.ui.table.pause import set_paused


def open_at_turn(qtbot, key: str):
    table = open_default(table_window(qtbot, show_hints=True), key)
    qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=20_000)
    set_paused(table, True)  # the others, staking at once with the person, wait: the buttons stay
    buttons = getattr(getattr(table, "panel", None), "action_buttons", [])
    qtbot.waitUntil(lambda: all(b.isVisible() for b in buttons))  # shown from the event loop
    table.window().activateWindow()
    table.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    return table


def walk(key: Qt.Key, steps: int) -> list[QWidget]:
    seen = []
    for _ in range(steps):
        QTest.keyClick(QApplication.focusWidget(), key)
        seen.append(QApplication.focusWidget())
    return seen


@pytest.mark.parametrize("key", ["vingt_un", "baccarat", "blind_hookey", "cribbage"])
def test_shift_tab_retraces_tab_through_every_place(qtbot, key: str) -> None:
    table = open_at_turn(qtbot, key)
    start = QApplication.focusWidget()
    assert start is table.access.list  # the person's cards
    cycle = walk(Qt.Key.Key_Tab, 1)
    while cycle[-1] is not start:
        assert len(cycle) < 30, "Tab never comes back to the cards"
        cycle += walk(Qt.Key.Key_Tab, 1)
    assert walk(Qt.Key.Key_Tab, len(cycle)) == cycle, "Tab does not go round one cycle"
    places = [
        w
        for w in table.findChildren(QWidget)
        if w.isVisible()
        and w.isEnabled()
        and w.focusPolicy() & Qt.FocusPolicy.TabFocus
        and not w.focusProxy()
    ]
    missed = [w for w in places if w not in cycle]
    assert not missed, f"Tab never reaches {[type(w).__name__ for w in missed]}"
    assert table.history in cycle and table.coach.button in cycle
    if key != "cribbage":  # laying out, its one button waits for two cards
        assert any(b in cycle for b in table.panel.action_buttons)
    back = walk(Qt.Key.Key_Backtab, len(cycle))
    assert back == [*cycle[-2::-1], start], "Shift+Tab does not retrace Tab"


def _edge(image, y: int) -> QColor:
    return QColor(image.pixel(1, y))


def test_the_history_shows_when_it_has_the_keyboard_focus(qtbot) -> None:
    """Its frame takes the selection's colour, plainly, on the left edge away from any line (the
    style alone tinted the first line faintly, the frame not at all)."""
    table = open_at_turn(qtbot, "vingt_un")
    history = table.history
    y = history.height() - 4  # below the lines
    plain = _edge(history.grab().toImage(), y)
    for _ in range(30):
        if QApplication.focusWidget() is history:
            break
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    history.setFocus(Qt.FocusReason.TabFocusReason)  # (Tab reaches it: the test above)
    focused = _edge(history.grab().toImage(), y)
    highlight = history.palette().color(history.palette().ColorRole.Highlight)
    assert focused == highlight and plain != highlight


def test_the_history_lines_keep_their_place_as_the_focus_comes_and_goes(qtbot) -> None:
    table = open_at_turn(qtbot, "vingt_un")
    history = table.history
    before = history.viewport().geometry()
    history.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(history.hasFocus)
    assert history.viewport().geometry() == before
