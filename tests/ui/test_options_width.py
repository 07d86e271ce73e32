"""The Options dialog is as wide as its fields in every language: in French its labels are longer
than in English, and the number boxes and lists at the right were cut off (playtest 2026-11-28 g)."""

from __future__ import annotations

import pytest
from test_translations import clean_translators  # noqa: F401  (a fixture)

from hoyle_desktop import app as app_module
from hoyle_desktop.storage.settings import Settings
from hoyle_desktop.ui.dialogs.options import OptionsDialog
from hoyle_desktop.ui.main_window import MainWindow


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_every_field_of_the_options_fits_in_the_dialog(clean_translators, qtbot, lang):  # noqa: F811
    app_module.install_translators(clean_translators, lang)
    window = MainWindow(Settings.load())
    qtbot.addWidget(window)
    dialog = OptionsDialog(window.settings, parent=window)
    with qtbot.waitExposed(dialog):
        dialog.show()
    assert dialog.scroll.geometry().right() < dialog.width()
    assert dialog.scroll.viewport().width() >= dialog.fields.minimumSizeHint().width()
    for field in (dialog.deal_end, dialog.language, dialog.loto_pace, dialog.strength):
        right = field.mapTo(dialog.fields, field.rect().topRight()).x()
        assert right < dialog.scroll.viewport().width(), field
