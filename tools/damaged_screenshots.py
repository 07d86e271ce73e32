"""The app started on a user folder whose files are damaged: each warning as the person sees it, in
turn over the chooser (issue 12), in any language:

    HOYLE_DESKTOP_HOME=$(mktemp -d) .venv/bin/python tools/damaged_screenshots.py OUT [--lang de]

(offscreen, or under Xvfb). HOYLE_DESKTOP_HOME must be an empty folder: the tool writes into it
the damaged settings file, statistics file, saved game and house-rules file that
tests/robustness/test_damaged_user_folder.py starts the app on, then starts the app as a person
does (``hoyle_desktop.app.main``) and saves ``OUT/damaged-<n>-<file>.png`` (settings,
statistics, house-rules, save): the window with the warning drawn where it opens, before its OK is
pressed.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QPoint
from PySide6.QtGui import QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox
from shot_args import take_language

from hoyle_desktop import app as app_module
from hoyle_desktop.ui.main_window import MainWindow

# The damaged folder the robustness test starts the app on: the pictures show what it checks.
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "robustness"))
from test_damaged_user_folder import damaged_user_folder

NAMES = {  # each warning's object name: the picture's
    "settings_warning": "settings",
    "damaged_stats_warning": "statistics",
    "ProfileWarnings": "house-rules",
    "damaged_save_warning": "save",
}


def grab_warnings(out: Path) -> int:
    """Stands in for the app's event loop: grabs each warning as it opens, then presses its OK."""
    window = next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible())
    shown = idle = 0
    while idle < 100 and shown < 10:
        QTest.qWait(20)
        boxes = [b for b in window.findChildren(QMessageBox) if b.isVisible()]
        if not boxes:
            idle += 1
            continue
        idle = 0
        box = boxes[0]
        QTest.qWait(300)
        picture = window.grab()
        painter = QPainter(picture)
        painter.drawPixmap(box.mapTo(window, QPoint(0, 0)), box.grab())
        painter.end()
        shown += 1
        path = out / f"damaged-{shown}-{NAMES.get(box.objectName(), 'warning')}.png"
        picture.save(str(path))
        print(path, flush=True)
        box.button(QMessageBox.StandardButton.Ok).click()
    window.close()
    return 0


def main(out: Path, language: str) -> int:
    out.mkdir(parents=True, exist_ok=True)
    damaged_user_folder()
    QApplication.exec = lambda *_args: grab_warnings(out)  # the app's own start-up, our loop
    return app_module.main(["--lang", language])


if __name__ == "__main__":
    args = sys.argv[1:]
    lang = take_language(args)
    sys.exit(main(Path(args[0] if args else "/tmp/damaged"), lang))
