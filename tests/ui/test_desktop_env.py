"""The app on real desktops (playtest 28 Nov (e), docs/playtest-2026-11-28-e.md): the keyboard comes
back to the table after any dialog, even with no window manager to give it back; the resume question
has a default button."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox
from table_windows import open_default, table_window

from hoyle_desktop.ui import resume


def _focused_table(qtbot):
    window = table_window(qtbot)
    table = open_default(window, "cribbage")
    qtbot.waitUntil(lambda: QApplication.focusWindow() is window.windowHandle(), timeout=2_000)
    return window, table, QApplication.focusWidget()


@pytest.mark.parametrize("kind", ["question", "options", "nested"])
def test_the_keyboard_comes_back_to_the_table_after_a_dialog(qtbot, kind) -> None:
    """Offscreen, like X with no window manager, nothing has the keyboard once a dialog closes
    unless the app gives it back: Ctrl+, did nothing until a click."""
    window, table, focused = _focused_table(qtbot)
    assert focused is table or (focused is not None and table.isAncestorOf(focused))
    if kind == "question":
        box = QMessageBox(QMessageBox.Icon.Question, "Sure?", "Sure?", QMessageBox.StandardButton.Ok, window)
        QTimer.singleShot(200, box.accept)
        box.exec()
    elif kind == "options":
        QTimer.singleShot(200, lambda: QApplication.activeModalWidget().reject())
        window.show_options()
    else:  # a question over a dialog hands the keyboard back to that dialog, then it to the table
        outer = QDialog(window)
        seen = []

        def inner() -> None:
            box = QMessageBox(QMessageBox.Icon.Question, "Sure?", "?", QMessageBox.StandardButton.Ok, outer)
            QTimer.singleShot(200, box.accept)
            box.exec()
            qtbot.wait(300)
            seen.append(QApplication.focusWindow() is outer.windowHandle())
            outer.accept()

        QTimer.singleShot(200, inner)
        outer.exec()
        assert seen == [True]
    qtbot.waitUntil(lambda: QApplication.focusWindow() is window.windowHandle(), timeout=2_000)
    assert QApplication.focusWidget() is focused


def test_the_resume_question_has_a_default_button_with_the_keyboard(qtbot, monkeypatch) -> None:
    """Enter answers Yes at once: the playtest found the question with no button to press by keys."""
    window = table_window(qtbot)
    saved = SimpleNamespace(setup={"game": "cribbage"}, game=None)
    monkeypatch.setattr(resume, "newest_save_path", lambda: Path("cribbage.json"))
    monkeypatch.setattr(resume, "_load", lambda _window, _path: saved)
    monkeypatch.setattr(resume, "_refresh_chooser", lambda _window: None)
    seen: dict[str, object] = {}

    def look() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        seen["default"] = box.defaultButton()
        seen["yes"] = box.button(QMessageBox.StandardButton.Yes)
        seen["focused"] = QApplication.focusWidget()
        box.button(QMessageBox.StandardButton.No).click()

    QTimer.singleShot(200, look)
    assert not resume.offer_resume(window)
    assert seen["default"] is seen["yes"] is seen["focused"]
