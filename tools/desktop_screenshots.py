"""The app as a desktop dresses it: a large system font, a dark theme, a scale factor (for the
playtest of 28 Nov (e), docs/notes/playtest-2026-11-28-e.md):

    Xvfb :74 -screen 0 2560x1600x24 &
    DISPLAY=:74 QT_SCALE_FACTOR=2 .venv/bin/python tools/desktop_screenshots.py OUT
    DISPLAY=:74 .venv/bin/python tools/desktop_screenshots.py --font 16 --dark OUT

Grabs the chooser, Options, New Game, Statistics, the rules page, the resume question and a table of
each family (a hint asked at each) as ``OUT/<name>.png``, at device pixels. ``--font PT`` sets the
application font's size as a desktop's font setting does; ``--dark`` the Fusion style with a dark
palette, as a dark desktop theme hands it over (:func:`dark_palette`); ``--only NAME`` one screen;
``--size WxH`` the window (1100x760). Run it with ``HOYLE_DESKTOP_HOME`` pointing at an empty folder.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget
from shot_tables import open_and_play, shot_window

from hoyle_desktop.app import install_translators
from hoyle_desktop.ui.dialogs.new_game import NewGameDialog
from hoyle_desktop.ui.dialogs.options import OptionsDialog
from hoyle_desktop.ui.dialogs.rules_dialog import RulesDialog
from hoyle_desktop.ui.dialogs.statistics import StatisticsDialog

TABLES = [  # (file name, game, profile, players, the person's moves before the grab)
    ("cribbage", "cribbage", "hoyle-five-card", 2, 3),
    ("all-fours", "all_fours", "all-fours-partners", 4, 2),
    ("spoil-five", "spoil_five", "spoil-five", 5, 2),
    ("newmarket", "newmarket", "newmarket", 4, 3),
    ("pope-joan", "pope_joan", "pope-joan", 4, 3),
    ("loto", "loto", "loto", 4, 3),
    ("vingt-un", "vingt_un", "vingt-un", 4, 2),
    ("baccarat", "baccarat", "baccarat", 5, 2),
    ("commerce", "commerce", "commerce", 5, 2),
]


def dark_palette() -> QPalette:
    """A dark desktop theme's palette (Breeze Dark's colours), as KDE or a dark GTK theme hands it
    to Qt."""
    palette = QPalette()
    roles = {
        QPalette.ColorRole.Window: "#2a2e32",
        QPalette.ColorRole.WindowText: "#fcfcfc",
        QPalette.ColorRole.Base: "#1b1e20",
        QPalette.ColorRole.AlternateBase: "#232629",
        QPalette.ColorRole.ToolTipBase: "#31363b",
        QPalette.ColorRole.ToolTipText: "#fcfcfc",
        QPalette.ColorRole.PlaceholderText: "#a1a9b1",
        QPalette.ColorRole.Text: "#fcfcfc",
        QPalette.ColorRole.Button: "#31363b",
        QPalette.ColorRole.ButtonText: "#fcfcfc",
        QPalette.ColorRole.BrightText: "#ffffff",
        QPalette.ColorRole.Light: "#40464c",
        QPalette.ColorRole.Midlight: "#363b40",
        QPalette.ColorRole.Mid: "#1f2226",
        QPalette.ColorRole.Dark: "#141618",
        QPalette.ColorRole.Shadow: "#0a0b0c",
        QPalette.ColorRole.Highlight: "#3daee9",
        QPalette.ColorRole.HighlightedText: "#fcfcfc",
        QPalette.ColorRole.Link: "#1d99f3",
        QPalette.ColorRole.LinkVisited: "#9b59b6",
    }
    for role, colour in roles.items():
        palette.setColor(role, QColor(colour))
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor("#6e7175"))
    return palette


def main(out: Path, font_pt: float, dark: bool, only: str, size: tuple[int, int]) -> int:
    app = QApplication(sys.argv[:1])
    if dark:
        app.setStyle("Fusion")
        app.setPalette(dark_palette())
    if font_pt:
        font = app.font()
        font.setPointSizeF(font_pt)
        app.setFont(font)
    install_translators(app, "en")
    out.mkdir(parents=True, exist_ok=True)
    window, settings = shot_window(size)

    def wait(ms: int) -> None:
        QTest.qWait(ms)

    def shot(name: str, widget: QWidget) -> None:
        if only and not name.startswith(only):
            return
        wait(300)
        widget.grab().save(str(out / f"{name}.png"))
        print(out / f"{name}.png", flush=True)

    def dialog_shot(name: str, dialog: QWidget) -> None:
        if only and name != only:
            dialog.deleteLater()
            return
        dialog.show()
        shot(name, dialog)
        dialog.close()
        dialog.deleteLater()

    shot("chooser", window)
    dialog_shot("options", OptionsDialog(settings, parent=window))
    dialog_shot("new-game", NewGameDialog("cribbage", window.catalog, settings, window))
    dialog_shot("statistics", StatisticsDialog(window))
    text = window._rules_help("cribbage") if window._rules_help is not None else ""
    dialog_shot("rules", RulesDialog("Rules of Cribbage", text or "", window))
    question = "You have a game of Cribbage in progress. Resume it where you left off?"
    answers = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
    box = QMessageBox(QMessageBox.Icon.Question, "Resume game", question, answers, window)
    dialog_shot("resume", box)

    for name, game, profile, players, moves in TABLES:
        if only and not only.startswith(name):
            continue
        table = open_and_play(window, game, profile, players, moves)
        shot(name, window)
        window.activateWindow()
        table.setFocus()
        QTest.keyClick(table, Qt.Key.Key_H)  # the coach's hint
        wait(1500)
        shot(f"{name}-hint", window)
        for widget in QApplication.topLevelWidgets():  # a hint shown in a window of its own
            if widget is not window and widget.isVisible() and widget.isWindow():
                shot(f"{name}-hint-window", widget)
                widget.close()
    QTimer.singleShot(0, window.close)
    wait(100)
    return 0


if __name__ == "__main__":
    args = sys.argv[1:]
    font_pt, dark, only, size = 0.0, False, "", (1100, 760)
    while args[:1] in (["--font"], ["--dark"], ["--only"], ["--size"]):
        if args[0] == "--dark":
            dark, args = True, args[1:]
            continue
        option, value, args = args[0], args[1], args[2:]
        if option == "--font":
            font_pt = float(value)
        elif option == "--only":
            only = value
        else:
            width, height = value.split("x")
            size = (int(width), int(height))
    sys.exit(main(Path(args[0] if args else "/tmp/desktop"), font_pt, dark, only, size))
