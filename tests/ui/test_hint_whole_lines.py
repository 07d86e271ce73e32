"""Playtest (i), Speculation at 1024x700: the Hint's box showed two lines and a half; the second
choice's why was cut through the middle of a line and needed the scroll bar. The Hint's box
(shared, ui/table/scrolled_label.py) shows whole lines at every table, and the
Speculation market leaves the Hint room for its first two choices in English."""

from __future__ import annotations

import pytest
from test_speculation_faults import open_speculation, play_until
from test_table_overlaps import language  # noqa: F401  (a fixture)

from hoyle_desktop.engine.speculation.view import ANSWER
from hoyle_desktop.ui.table.scrolled_label import line_spans

# 1024x700 offscreen, and the window's inside on a 1024x700 screen under a window manager (the
# playtest's: its title bar and frame take the rest).
SIZES = [(1024, 700), (1010, 650)]


def hint_at_an_offer(qtbot, size: tuple[int, int]):
    """Five at Speculation, the person offered a card (buy, bid or refuse), the Hint shown."""
    window, table = open_speculation(qtbot, 5, size, seed=3)
    window.settings.set("show_hints", True)
    play_until(qtbot, table, ANSWER, seed=1)
    coach = table.coach
    coach.refresh()
    coach.ask()
    qtbot.waitUntil(lambda: coach._shown == coach._position() and coach.label.text() != "", timeout=30_000)
    qtbot.wait(50)  # the layouts after the hint's words
    return table


def shown_lines(scroll) -> tuple[list[tuple[int, int]], int, int]:
    """The hint's lines (top, bottom) and the part of them in view, from its top to its bottom."""
    spans = line_spans(scroll.label, scroll.viewport().width())
    assert spans[-1][1] == scroll.label.heightForWidth(scroll.viewport().width())  # as the label lays them
    first = scroll.verticalScrollBar().value()
    return spans, first, first + scroll.viewport().height()


@pytest.mark.parametrize("language", ["en", "de", "fr"], indirect=True)
@pytest.mark.parametrize("size", SIZES)
def test_the_hint_shows_whole_lines(qtbot, language, size) -> None:  # noqa: F811
    table = hint_at_an_offer(qtbot, size)
    scroll = table.coach.scroll
    bar = scroll.verticalScrollBar()
    for value in (0, bar.singleStep(), bar.maximum() // 2, bar.maximum()):
        bar.setValue(value)
        spans, top, bottom = shown_lines(scroll)
        cut = [(a, b) for a, b in spans if a < bottom < b or a < top < b]
        assert not cut, f"lines {cut} cut by the view {top}..{bottom} (scrolled to {value})"
    assert bar.maximum() + scroll.viewport().height() >= spans[-1][1]  # every line can be reached
    assert scroll.viewport().height() >= 2 * (spans[0][1] - spans[0][0])  # two lines at least


@pytest.mark.parametrize("size", SIZES)
def test_the_market_leaves_the_hint_its_first_two_choices(qtbot, size) -> None:
    table = hint_at_an_offer(qtbot, size)
    scroll, lines = table.coach.scroll, table.coach.label.text().split("<br>")
    assert len(lines) >= 3
    spans, _top, bottom = shown_lines(scroll)
    two = len(line_spans_of(scroll, "<br>".join(lines[:2])))
    assert bottom >= spans[two - 1][1], f"{bottom}px shown of the first two choices' {spans[two - 1][1]}px"


def line_spans_of(scroll, text: str) -> list[tuple[int, int]]:
    label = type(scroll.label)()
    label.setFont(scroll.label.font())
    label.setTextFormat(scroll.label.textFormat())
    label.setContentsMargins(scroll.label.contentsMargins())  # the gap at the right of the words
    label.setText(text)
    return line_spans(label, scroll.viewport().width())


@pytest.mark.parametrize("size", SIZES)
def test_a_hint_taken_away_leaves_no_scroll_bar(qtbot, size) -> None:
    """Once the hint goes (the person acted), its box shows no scroll bar over nothing: the room
    kept for whole lines is given back with the words."""
    table = hint_at_an_offer(qtbot, size)
    scroll = table.coach.scroll
    table.coach.clear()
    qtbot.wait(50)
    assert scroll.viewportMargins().bottom() == 0
    assert not scroll.verticalScrollBar().isVisible()


@pytest.mark.parametrize("language", ["en", "de", "fr"], indirect=True)
@pytest.mark.parametrize("size", SIZES)
def test_the_history_keeps_its_lines_beside_the_market_and_the_hint(qtbot, language, size) -> None:  # noqa: F811
    """Playtest 29 November (c), five at 1024x700 in French: the Hint had three lines and a scroll
    bar beside the market, and the history shrank to four lines. Review and Hint now share a row:
    the history keeps six lines (five in a window a little lower), and at 1024x700 the Hint at an
    offer is read whole."""
    table = hint_at_an_offer(qtbot, size)
    history = table.panel.history
    lines = 6 if size == (1024, 700) else 5
    assert history.viewport().height() >= lines * history.fontMetrics().lineSpacing()
    review, hint = table.review.open_button, table.coach.button
    assert review.y() == hint.y()  # side by side
    if size == (1024, 700):
        assert not table.coach.scroll.runs_on(), table.coach.label.text()
