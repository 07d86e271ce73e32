"""Newmarket's board (issue 24, playtest A): with Peel's rule the card below a pool card wins its
stakes (the king of diamonds the ace of diamonds' pool); the board named only the pool cards, so a
new player took the ace for the winner. Each pool card now says which card wins it."""

from __future__ import annotations

import itertools

import pytest
from test_stops_table_games import fast_window, new_setup
from test_table_overlaps import language  # noqa: F401  (a fixture)

from hoyle_desktop.engine.stops.newmarket import winning_card
from hoyle_desktop.ui.fonts import SMALLEST_CAPTION_PX
from hoyle_desktop.ui.table.card_words import card_label


def test_the_board_names_the_card_that_wins_each_pool(qtbot) -> None:
    window = fast_window(qtbot)
    table = window.open_table(new_setup(window, "newmarket", "newmarket", 4, seed=3))
    board = table.board
    qtbot.waitUntil(lambda: len(board.pool_cards) == 4, timeout=20_000)
    for pool, card in board.pool_cards.items():
        winner = winning_card(card, "preceding")
        assert winner != card
        assert board.labels[pool][1] == f"won by {card_label(winner)}"
    qtbot.waitUntil(lambda: table.idle, timeout=20_000)


def test_when_the_pool_card_itself_wins_nothing_more_is_said(qtbot) -> None:
    window = fast_window(qtbot)
    table = window.open_table(new_setup(window, "newmarket", "newmarket-today", 4, seed=3))
    board = table.board
    qtbot.waitUntil(lambda: len(board.pool_cards) == 4, timeout=20_000)
    assert not any(sub.startswith("won by") for _, sub in board.labels.values())


@pytest.mark.parametrize("size", [261.1, 350.7, 480.0])  # the board at 1024x700, 1280x900, larger
@pytest.mark.parametrize("won_by", ["won by 10♥", "gewonnen mit 10♥", "gagné par 10♥"])
def test_each_won_by_caption_keeps_its_margin_inside_the_tray(qapp, size, won_by) -> None:
    """Playtest (e): "WON BY 10♥" under the last pool card touched the tray's gilt frame; in German
    the captions ran into each other. Each caption keeps a margin from the frame's dashed line and
    from its neighbours, and stays above the pool's stack of counters."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QFontMetricsF

    from hoyle_desktop.ui.stops.board import CARDS, PoolBoard
    from hoyle_desktop.ui.stops.board_paint import CAPTION_FLAGS, tray_tooling, won_captions
    from hoyle_desktop.ui.stops.counters import stack_size

    pools = ("ace", "king", "queen", "knave")
    board = PoolBoard(CARDS, pools, {p: (p, won_by) for p in pools})
    board.set_size(size)
    margin = max(3.0, size * 0.012)
    frame = tray_tooling(size)
    drawn = []
    for i, pool in enumerate(pools):
        font, text, box = won_captions(size, [won_by] * len(pools))[i]
        assert font.pixelSize() >= SMALLEST_CAPTION_PX, (font.pixelSize(), text)  # 7 px in German
        words = QFontMetricsF(font).boundingRect(box, CAPTION_FLAGS, text)
        assert words.left() >= frame.left() + margin and words.right() <= frame.right() - margin, (i, words)
        _, height = stack_size(5, board._disc_r(), board._columns())
        stack_top = board.stack_centre(pool) - QPointF(0, height / 2)
        assert words.bottom() <= stack_top.y(), (i, words, stack_top)
        drawn.append(words)
    for left, right in itertools.pairwise(drawn):
        assert right.left() - left.right() >= margin, (left, right)


@pytest.mark.parametrize("language", ["en", "de", "fr"], indirect=True)
def test_the_won_by_captions_are_readable_and_apart_at_the_smallest_window(qtbot, language) -> None:  # noqa: F811
    """Playtest (h): in German at 1024x700 "GEWONNEN MIT K♠" was written 7 px high, too small to
    read. At the smallest window, in every language, each caption is written at least as large as
    the smallest caption elsewhere at the tables, clear of the cards, the other captions and the
    tray's edge (the overlap checker reads the board's painted words)."""
    from table_windows import table_window
    from test_table_overlaps import problems

    from hoyle_desktop.ui.dialogs.new_game import NewGameSetup
    from hoyle_desktop.ui.stops.board_paint import won_captions

    window = table_window(qtbot, size=(1024, 700))
    rules = {**window.catalog.get("newmarket").rules, "players": 4}
    table = window.open_table(NewGameSetup("newmarket", "newmarket", rules, 4, ["random"] * 3, seed=3))
    board = table.board
    qtbot.waitUntil(lambda: len(board.pool_cards) == 4 and table.idle, timeout=20_000)
    qtbot.wait(80)
    subtitles = [board.labels[pool][1] for pool in board.pools]
    assert all(subtitles) and len(board.painted_words()) == 4
    for font, text, _box in won_captions(board.size, subtitles):
        assert font.pixelSize() >= SMALLEST_CAPTION_PX, (text, font.pixelSize())
    assert not problems(table)
