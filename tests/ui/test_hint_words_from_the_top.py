"""The lead's look at three-handed Cribbage in French (29 November): the Hint keeps a steady room
of several lines (``ScrolledLabel.reserve``), and a one-line hint ("Une seule chose à faire : jouer
le six de cœur.") stood in the middle of it, leaving a hole under the Hint button. Words start at
the top of their room."""

from __future__ import annotations

from hoyle_desktop.ui.table.scrolled_label import ScrolledLabel
from hoyle_desktop.ui.table.side_panel import SteadyLabel


def test_a_short_hint_starts_at_the_top_of_its_reserved_room(qtbot) -> None:
    label = SteadyLabel()
    label.setWordWrap(True)
    scroll = ScrolledLabel(label, is_hint=True)
    qtbot.addWidget(scroll)
    scroll.reserve(9)
    scroll.resize(240, scroll.sizeHint().height())
    scroll.show()
    label.setText("Only one thing to do: play the six of hearts.")
    scroll.show_top()
    qtbot.waitUntil(lambda: label.height() >= scroll.viewport().height() - 2, timeout=2_000)
    words = label.fontMetrics().boundingRect(
        label.contentsRect(), int(label.alignment()) | 0x1000, label.text()  # 0x1000: word wrap
    )
    assert words.top() <= label.contentsRect().top() + 2, (words, label.contentsRect())
