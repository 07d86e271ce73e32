"""Playtest (f), My Bird Sings in French: the end box's "Revoir la partie" stood beside the side
panel's "Revoir la dernière donne" and read as the same review (the English button said just
"Review"); Entrée in the box pressed nothing and brought the stray-key note."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QListWidget, QWidget
from test_translations import clean_translators  # noqa: F401  (a fixture)

from hoyle_desktop.engine.game import Result
from hoyle_desktop.ui.table.game_summary import GameSummary


def summary_over(qtbot, lines: list[str]) -> tuple[QWidget, GameSummary]:
    table = QWidget()
    table.history = QListWidget(table)  # type: ignore[attr-defined]
    table.history.addItems(lines)  # type: ignore[attr-defined]
    qtbot.addWidget(table)
    table.resize(800, 600)
    table.show()
    table.activateWindow()
    qtbot.waitUntil(table.isActiveWindow)
    result = Result((0,), (5, 0, -5), ("win", "loss", "loss"), (1, 0, -1), {})
    return table, GameSummary(table, "my_bird_sings", result, ["You", "Computer 1", "Computer 2"], 0)


def test_enter_presses_the_focused_button_of_the_end_box(qtbot) -> None:
    _table, summary = summary_over(qtbot, ["Deal 1: Computer 1 deals.", "Deal 2: Computer 2 deals."])
    assert summary.close_button.hasFocus() and summary.close_button.isDefault()
    qtbot.keyClick(summary.close_button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not summary.isVisible())
    summary.show()
    summary.review_button.setFocus()
    qtbot.keyClick(summary.review_button, Qt.Key.Key_Enter)
    qtbot.waitUntil(lambda: getattr(summary, "shown", None) is not None)
    story = summary.shown.findChild(QListWidget)
    assert [story.item(i).text() for i in range(story.count())] == [  # the whole game, both deals
        "Deal 1: Computer 1 deals.",
        "Deal 2: Computer 2 deals.",
    ]


@pytest.mark.parametrize(
    ("lang", "words"),
    [("en", "Review the &whole game"), ("de", "Den ganzen Spiel&verlauf"), ("fr", "Re&voir toute la partie")],
)
def test_the_end_box_says_it_reviews_the_whole_game(clean_translators, lang, words) -> None:  # noqa: F811
    """Not the last hand, which the side panel's button beside it reviews."""
    from hoyle_desktop import app as app_module

    app_module.install_translators(clean_translators, lang)
    assert QCoreApplication.translate("GameSummary", "Review the &whole game") == words
