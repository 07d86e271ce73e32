"""Polish (e), Vingt-un at 1024x700 in the real app (X11): a letter or a digit at the end of a Hint
line was cut at the side panel's right edge, or under the Hint's scroll bar ("with th|e", "Einsätze
de|r"). The words were wrapped to the very last pixel of their box, and X11's hinted glyphs run a
pixel or two past what the layout measured. The box every table's scrolling words share
(ui/table/scrolled_label.py) keeps a gap of a space's width at the right of its words."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument
from table_windows import new_setup, table_window
from test_translations import clean_translators  # noqa: F401  (a fixture)

from hoyle_desktop import app as app_module

pytestmark = pytest.mark.slow


def _words_right(label) -> float:
    """Where the label's widest line of words ends, from its left edge, laid out as it lays them."""
    margins = label.contentsMargins()
    doc = QTextDocument()
    doc.setDefaultFont(label.font())
    doc.setDocumentMargin(0)
    doc.setHtml(label.text())
    doc.setTextWidth(label.width() - margins.left() - margins.right())
    return margins.left() + doc.idealWidth()


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_the_hints_words_end_a_space_short_of_the_edge(qtbot, clean_translators, lang) -> None:  # noqa: F811
    if lang != "en":
        app_module.install_translators(clean_translators, lang)
    window = table_window(qtbot, (1024, 700), show_hints=True)
    table = window.open_table(new_setup(window, "vingt_un", "vingt-un", 3, seed=11))
    coach, panel = table.coach, table.panel
    gaps = []
    shown = lambda: coach._shown == coach._position() and coach.label.text() != ""  # noqa: E731
    for _ in range(12):  # stakes, draws, a double and a divide as the dealer and as a punter
        qtbot.waitUntil(lambda: table.idle and coach.may_ask(), timeout=30_000)
        table.setFocus()
        qtbot.keyClick(table, Qt.Key.Key_H)
        qtbot.waitUntil(shown, timeout=30_000)
        qtbot.wait(20)  # the layouts after the words
        label, view = coach.label, coach.scroll.viewport()
        space = label.fontMetrics().horizontalAdvance(" ")
        assert label.width() <= view.width()  # nothing of the label under the scroll bar or past it
        assert coach.scroll.geometry().right() < panel.width()  # nor past the panel's edge
        gaps.append(view.width() - _words_right(label))
        assert gaps[-1] >= space, (gaps, label.text())
        table.session.act(coach.decisions[coach._shown].advice.best.action)
    table.session.stop()
