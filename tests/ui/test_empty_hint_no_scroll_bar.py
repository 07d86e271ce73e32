"""Playtest of 29 November (Spoil-Five, Cassino at 1024x700): once a long hint had gone, a pair of
scroll arrows stood alone in the side panel where it had been. The hint's label keeps its height
(nothing below jumps), so the squeezed scroll area still scrolled an empty text."""

from __future__ import annotations

from hoyle_desktop.ui.table.scrolled_label import ScrolledLabel
from hoyle_desktop.ui.table.side_panel import SteadyLabel


def test_an_empty_hint_shows_no_scroll_bar(qtbot) -> None:
    label = SteadyLabel()
    label.setWordWrap(True)
    scroll = ScrolledLabel(label)
    qtbot.addWidget(scroll)
    scroll.resize(200, 40)
    scroll.show()
    label.setText(" ".join(["A long hint that needs many lines."] * 12))
    scroll.show_top()
    qtbot.waitUntil(lambda: scroll.verticalScrollBar().isVisible(), timeout=2_000)
    label.setText("")
    scroll.show_top()
    qtbot.waitUntil(lambda: not scroll.verticalScrollBar().isVisible(), timeout=2_000)
