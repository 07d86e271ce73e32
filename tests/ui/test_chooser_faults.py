"""The game chooser (issue 24, playtests A and B): at the default window size the last row of
tiles lay below the edge with nothing to say so, and the Cribbage tile's list of books was cut."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QFontMetrics
from table_windows import table_window
from test_translations import clean_translators  # noqa: F401  (a fixture)

from hoyle_desktop import app as app_module
from hoyle_desktop.ui.chooser import SOURCE_LINES, _wrap, source_title


def test_a_sign_says_more_games_lie_below_until_they_are_in_view(qtbot) -> None:
    window = table_window(qtbot)  # the default size, 1100x760
    chooser = window.chooser
    qtbot.waitExposed(window)
    last = chooser.tiles[-1]
    shown = chooser.viewport().rect()
    assert not shown.contains(last.geometry().translated(chooser.widget().pos())), "all fit: no sign needed"
    assert chooser.more.isVisible()
    assert chooser.rect().contains(chooser.more.geometry())
    assert chooser.more.geometry().top() > chooser.viewport().geometry().bottom()  # under the tiles
    chooser.more.click()
    qtbot.waitUntil(lambda: chooser.verticalScrollBar().value() > 0)
    chooser.verticalScrollBar().setValue(chooser.verticalScrollBar().maximum())
    assert not chooser.more.isVisible()
    window.resize(1920, 1200)
    qtbot.waitUntil(lambda: chooser.verticalScrollBar().maximum() == 0, timeout=2_000)
    assert not chooser.more.isVisible()


def test_end_shows_the_last_row_whole_and_the_sign_goes_home_shows_the_title(qtbot) -> None:
    """The lead's look at 1024x700: End put the keyboard on the last game, but the chooser stopped a
    few pixels short of its foot and "More games below" stayed with no game below. The last row
    scrolls to the foot, the first to the top (the heading "Choose a game" in view)."""
    from PySide6.QtCore import Qt

    window = table_window(qtbot, size=(1024, 700))
    chooser = window.chooser
    qtbot.waitExposed(window)
    bar = chooser.verticalScrollBar()
    chooser.tiles[0].setFocus()
    qtbot.keyClick(chooser.tiles[0], Qt.Key.Key_End)
    assert bar.value() == bar.maximum() and not chooser.more.isVisible()
    qtbot.keyClick(chooser.tiles[-1], Qt.Key.Key_Home)
    assert bar.value() == 0 and chooser.more.isVisible()


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_every_tile_shows_its_whole_source(clean_translators, qtbot, lang) -> None:  # noqa: F811
    """In German the Cribbage tile read "The Book of Card G…" (play of 28 November)."""
    app_module.install_translators(clean_translators, lang)
    window = table_window(qtbot)
    for tile in window.chooser.tiles:
        _, _, small, _ = tile._fonts()
        text = source_title(tile.spec)
        lines = _wrap(QFontMetrics(small), text, int(tile._card_rect().width() - 24), SOURCE_LINES)
        assert " ".join(lines) == text, (tile.spec.key, lines)


@pytest.mark.parametrize("size", [(1024, 700), (1280, 900), (1920, 1080)])
def test_the_more_games_sign_never_covers_a_tile(qtbot, size) -> None:
    """The playtest of 28 November: "More games below" lay over the lower tiles. Wherever the
    chooser is scrolled, the sign covers no part of a tile shown."""
    window = table_window(qtbot, size=size)
    chooser = window.chooser
    qtbot.waitExposed(window)
    bar, report = chooser.verticalScrollBar(), []
    for value in range(0, bar.maximum() + 1, 20):
        bar.setValue(value)
        qtbot.wait(1)
        if not chooser.more.isVisible():
            continue
        sign = chooser.more.geometry()
        shown = chooser.viewport().geometry()
        for tile in chooser.tiles:
            where = QRect(tile.mapTo(chooser, QPoint(0, 0)), tile.size()).intersected(shown)
            if where.intersects(sign):
                report.append(f"scrolled {value}: the sign covers {tile.spec.key}")
    assert not report, report[:5]


def test_no_window_size_sets_the_chooser_resizing_itself_without_end(qtbot) -> None:
    """Play of 28 November: the window made 1920x1080 crashed the app. At such sizes the sign's
    strip (or the scroll bar's width) decided whether the games fit, and that decided the strip: a
    resize within a resize, without end. Every size here once: the sign shows exactly when games
    lie below."""
    window = table_window(qtbot)
    chooser = window.chooser
    qtbot.waitExposed(window)
    for width in range(1000, 2000, 40):
        for height in range(700, 1250, 50):
            window.resize(width, height)
            qtbot.wait(0)
            bar = chooser.verticalScrollBar()
            assert chooser.more.isVisible() == (bar.value() < bar.maximum()), (width, height)


@pytest.mark.parametrize(("last", "top"), [("cribbage", True), ("all_fours", False), ("crazy_eights", False)])
def test_the_chooser_opens_at_the_top_or_at_the_last_games_tile_whole(qtbot, last: str, top: bool) -> None:
    """The playtest of 28 November (d): started at 1280x900, the window made 1024x700 at a table,
    the chooser opened scrolled 80 px down, the title "Choose a game" cut at the top (and its rows
    of tiles, laid out for the old width, ran into one another). It opens at the top, or only as far
    down as shows the last game's tile whole, with the keyboard on it."""
    from table_windows import open_default

    window = table_window(qtbot, size=(1280, 900), last_game=last)
    chooser = window.chooser
    qtbot.waitExposed(window)
    table = open_default(window, last)  # the chooser opens at the game just left
    window.resize(1024, 700)
    qtbot.wait(50)
    table.shutdown()
    window.show_chooser()
    qtbot.wait(50)
    tiles = sorted(chooser.tiles, key=lambda t: (t.y(), t.x()))
    rows = sorted({t.y() for t in tiles})
    assert all(b - a >= tiles[0].height() for a, b in itertools.pairwise(rows)), rows
    tile = next(t for t in chooser.tiles if t.spec.key == last)
    assert tile.hasFocus()
    shown = chooser.viewport().rect()
    assert shown.contains(tile.geometry().translated(chooser.widget().pos()))
    value = chooser.verticalScrollBar().value()
    if top:
        assert value == 0
    else:  # no further than the tile needs: the title as nearly in view as it can be
        assert value > 0 and tile.geometry().translated(chooser.widget().pos()).bottom() > shown.bottom() - 40
        bar = chooser.verticalScrollBar()
        assert chooser.more.isVisible() == (value < bar.maximum())
        if chooser.tiles.index(tile) >= chooser._last_row_start():  # at the foot: no sign of more
            assert value == bar.maximum() and not chooser.more.isVisible()


def test_the_chooser_opens_at_the_game_just_left(qtbot) -> None:
    """Playtest of 29 November: after Ctrl+G the chooser's frame was on All-Fours, the last game
    chosen in New Game, not on Spoil-Five, the game just left (resumed from its tile, so never
    chosen in New Game)."""
    from table_windows import open_default

    window = table_window(qtbot, size=(1024, 700), last_game="all_fours")
    qtbot.waitExposed(window)
    table = open_default(window, "spoil_five")
    qtbot.waitUntil(lambda: table.idle, timeout=10_000)
    window.show_chooser()
    qtbot.wait(20)
    assert window.chooser._opening is not None and window.chooser._opening.spec.key == "spoil_five"
    assert window.settings.get("last_game") == "spoil_five"


def test_a_click_between_the_tiles_leaves_the_frame_on_its_game(qtbot) -> None:
    """Playtest 29 November (c): the chooser opened framed on Speculation; a click on the green
    between two tiles sent the frame to Cribbage, the first tile, scrolled to the top, and Enter then
    dealt Cribbage. A click on the background leaves the keyboard on the tile it was on."""
    from PySide6.QtCore import Qt

    window = table_window(qtbot, size=(1024, 700))
    chooser = window.chooser
    qtbot.waitExposed(window)
    window.activateWindow()
    chooser.focus_game("speculation")
    qtbot.wait(20)
    tile = next(t for t in chooser.tiles if t.spec.key == "speculation")
    assert chooser.current_game() == "speculation"
    neighbour = next(t for t in chooser.tiles if t.y() == tile.y() and t.x() < tile.x())
    gap = QPoint((neighbour.geometry().right() + tile.geometry().left()) // 2, tile.geometry().center().y())
    assert chooser.widget().childAt(gap) is None  # the green between two tiles
    qtbot.mouseClick(chooser.widget(), Qt.MouseButton.LeftButton, pos=gap)
    assert chooser.current_game() == "speculation"


def test_the_game_on_the_table_is_remembered_before_the_app_is_quit(qtbot) -> None:
    """Playtest 29 November (c): Commerce resumed from its tile, the app quit from the table; at the
    next start, "No" to resuming, the chooser framed My Bird Sings (the last game chosen in New
    Game): the game left was remembered only when the chooser was shown from the table."""
    from table_windows import open_default

    window = table_window(qtbot, size=(1024, 700), last_game="my_bird_sings")
    qtbot.waitExposed(window)
    table = open_default(window, "commerce")
    assert window.settings.get("last_game") == "commerce"
    table.shutdown()
