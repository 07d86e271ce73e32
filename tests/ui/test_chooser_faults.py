"""The game chooser (issue 24, playtests A and B): at the default window size the last row of
tiles lay below the edge with nothing to say so, and the Cribbage tile's list of books was cut."""

from __future__ import annotations

from PySide6.QtGui import QFontMetrics
from table_windows import table_window

from hoyle_desktop.ui.chooser import SOURCE_LINES, _wrap, source_title


def test_a_sign_says_more_games_lie_below_until_they_are_in_view(qtbot) -> None:
    window = table_window(qtbot)  # the default size, 1100x760
    chooser = window.chooser
    qtbot.waitExposed(window)
    last = chooser.tiles[-1]
    shown = chooser.viewport().rect()
    assert not shown.contains(last.geometry().translated(chooser.widget().pos())), "all fit: no sign needed"
    assert chooser.more.isVisible()
    assert chooser.viewport().geometry().contains(chooser.more.geometry())
    chooser.more.click()
    qtbot.waitUntil(lambda: chooser.verticalScrollBar().value() > 0)
    chooser.verticalScrollBar().setValue(chooser.verticalScrollBar().maximum())
    assert not chooser.more.isVisible()
    window.resize(1920, 1200)
    qtbot.waitUntil(lambda: chooser.verticalScrollBar().maximum() == 0, timeout=2_000)
    assert not chooser.more.isVisible()


def test_every_tile_shows_its_whole_source(qtbot) -> None:
    window = table_window(qtbot)
    for tile in window.chooser.tiles:
        _, _, small, _ = tile._fonts()
        text = source_title(tile.spec)
        lines = _wrap(QFontMetrics(small), text, int(tile._card_rect().width() - 24), SOURCE_LINES)
        assert " ".join(lines) == text, (tile.spec.key, lines)
