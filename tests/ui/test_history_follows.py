"""A table's history keeps its newest line in sight (issue 18, seen playing from the chooser: after
a burst of wrapped lines the list stopped short of its last line, which was cut in half)."""

from __future__ import annotations

from table_windows import laid_out

from hoyle_desktop.ui.table.side_panel import SidePanel

LINE = "Computer 2: 9 counters for the cards left in hand (Computer 1 1, Computer 3 5, You 3)"


def test_the_history_shows_its_newest_line_after_a_burst_of_wrapped_lines(qtbot) -> None:
    panel = SidePanel("History", 1)
    qtbot.addWidget(panel)
    panel.resize(260, 300)
    panel.show()
    bar = panel.history.verticalScrollBar()
    for burst in range(6):
        for n in range(15):
            panel.log(f"{LINE} {burst}.{n}")
        laid_out(qtbot, panel)
        assert bar.maximum() > 0
        assert bar.value() == bar.maximum(), f"burst {burst}: {bar.value()} of {bar.maximum()}"
    for n in range(200):  # a resumed game's past, all at once
        panel.log(f"{LINE} past {n}")
    laid_out(qtbot, panel)
    assert bar.value() == bar.maximum()
    panel.resize(300, 300)  # the window grows: lines wrap anew
    laid_out(qtbot, panel)
    panel.log(LINE)
    laid_out(qtbot, panel)
    assert bar.value() == bar.maximum()
    # The prompt and buttons above the history change with every turn, and the list gets shorter:
    panel.prompt.setText("Choose 2 cards for the crib, then lay out. " * 3)
    panel.set_actions([("Lay out to the crib", lambda: None), ("Hint", lambda: None)])
    laid_out(qtbot, panel)
    assert bar.value() == bar.maximum(), "the newest line went out of sight under the new buttons"
