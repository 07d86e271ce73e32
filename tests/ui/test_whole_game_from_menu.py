"""Playtest (h), Cribbage: Enter closed the end box, and "Review the whole game" was only on that
box, which could not be opened again. The Game menu now holds the whole game's review once the
game has ended, in English, German and French."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget
from test_cribbage_game_end import play_to_the_end
from test_translations import clean_translators  # noqa: F401  (a fixture)

pytestmark = [pytest.mark.slow, pytest.mark.deal_end_pause]

WORDS = {"en": "Review the &Whole Game", "de": "Den ganzen Spiel&verlauf", "fr": "Re&voir toute la partie"}


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_the_whole_game_opens_from_the_game_menu_after_the_end_box_is_closed(
    qtbot,
    clean_translators,  # noqa: F811
    lang,
) -> None:
    table, _heard = play_to_the_end(qtbot, clean_translators, "modern-six-card", 2, [120, 10], lang)
    window = table.window()
    window.game_menu.aboutToShow.emit()
    assert window.whole_game_action.isEnabled()
    assert window.whole_game_action.text() == WORDS[lang]
    summary = table.summary
    qtbot.keyClick(summary.close_button, Qt.Key.Key_Return)  # Enter closes the box
    qtbot.waitUntil(lambda: not summary.isVisible())
    window.game_menu.aboutToShow.emit()
    window.whole_game_action.trigger()
    story = summary.shown.findChild(QListWidget)
    history = table.history
    assert story.count() == history.count() > 1
    assert [story.item(i).text() for i in range(story.count())] == [
        history.item(i).text() for i in range(history.count())
    ]


def test_no_whole_game_review_before_the_game_ends(qtbot) -> None:
    from table_windows import open_default, table_window

    window = table_window(qtbot)
    open_default(window, "cribbage")
    window.game_menu.aboutToShow.emit()
    assert not window.whole_game_action.isEnabled()
