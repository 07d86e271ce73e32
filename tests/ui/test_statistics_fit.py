"""Every column of Statistics is in view at 1024x700, in each language (playtest (i), 29 November,
French: the last column read "…ec annulati" at the right edge, "Avec annulation" cut off). Long
headings wrap onto two lines where the columns would not fit in one. Offscreen the font is narrower
than the playtest's (Xvfb, DejaVu Sans): a screen 800 wide stands in for 1024 there."""

from __future__ import annotations

import pytest
from test_translations import clean_translators  # noqa: F401  (a fixture)
from test_words_in_french_and_german import speak  # noqa: F401  (a fixture)

from hoyle_desktop.engine.game import Result
from hoyle_desktop.storage.settings import Settings
from hoyle_desktop.storage.stats import record_abandoned, record_result
from hoyle_desktop.ui.dialogs.statistics import StatisticsDialog
from hoyle_desktop.ui.main_window import MainWindow

WIDTH = 800
PLAYED = [
    ("all_fours", "all-fours"), ("commerce", "commerce"), ("crazy_eights", "crazy-eights"),
    ("my_bird_sings", "my-bird-sings"), ("speculation", "speculation"), ("spoil_five", "twenty-five"),
]  # fmt: skip


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_every_column_is_in_view_on_a_narrow_screen(qtbot, speak, monkeypatch, lang) -> None:  # noqa: F811
    speak(lang)
    for game, profile in PLAYED:
        record_result(game, profile, Result((0,), (7, -7), ("win", "loss"), (7, -7)), seat=0)
    record_abandoned("blind_hookey", "blind-hookey", net=-5)
    monkeypatch.setattr(StatisticsDialog, "_screen_width", lambda self: WIDTH)
    window = MainWindow(Settings.load())
    qtbot.addWidget(window)
    dialog = StatisticsDialog(window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.width() <= WIDTH - 40
    for tab, table in enumerate((dialog.table, dialog.cribbage_table)):
        dialog.tabs.setCurrentIndex(tab)
        qtbot.waitUntil(table.isVisible)
        header = table.horizontalHeader()
        assert header.length() <= table.viewport().width(), (lang, header.length(), table.viewport().width())
        bar = table.horizontalScrollBar()
        assert bar.maximum() == 0, (lang, bar.maximum(), header.length(), table.viewport().width())
