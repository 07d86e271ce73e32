"""The coach's Hint at a few tables, for the README (issue #25's "Shown by"):

    HOYLE_DESKTOP_HOME=$(mktemp -d) .venv/bin/python tools/hint_screenshots.py docs/screenshots
    HOYLE_DESKTOP_HOME=$(mktemp -d) .venv/bin/python tools/hint_screenshots.py --lang de /tmp/de

(offscreen, or under Xvfb). ``--size 1280x900`` takes another window size; ``--only a,b`` takes only
the tables named, among them those in ``MORE`` (not in the README's set: Pope Joan's lead, My Bird
Sings' throw, for the coach's notes).

Each game is opened with a seeded deal and Standard opponents; the person's seat takes its only
legal action until it has a real choice, then presses H, and the window is grabbed once the hint
is on show: ``<out>/hint-<name>.png``.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from shot_tables import shot_window

from hoyle_desktop.app import install_translators
from hoyle_desktop.ui.dialogs.new_game import NewGameSetup

# (file name, game, profile, players, seed, real choices to pass by before the hint)
TABLES = [
    ("cribbage", "cribbage", "modern-six-card", 2, 8, 0),
    ("spoil-five", "spoil_five", "spoil-five", 4, 3, 2),
    ("vingt-un", "vingt_un", "vingt-un", 4, 2, 1),
]
MORE = [
    ("pope-joan", "pope_joan", "pope-joan", 4, 3, 0),
    ("my-bird-sings", "my_bird_sings", "my-bird-sings", 4, 3, 0),
]


def wait(condition, ms: int = 60_000) -> bool:
    for _ in range(ms // 20):
        if condition():
            return True
        QTest.qWait(20)
    return False


def main(out: Path, language: str, size: tuple[int, int] = (1100, 760), only: list[str] | None = None) -> int:
    app = QApplication(sys.argv[:1])
    install_translators(app, language)
    out.mkdir(parents=True, exist_ok=True)
    window, _settings = shot_window(size)
    QTest.qWaitForWindowActive(window)
    tables = [t for t in TABLES + MORE if t[0] in only] if only else TABLES
    for name, game, profile, players, seed, skip in tables:
        rules = dict(window.catalog.get(profile).rules)
        table = window.open_table(
            NewGameSetup(game, profile, rules, players, ["standard"] * (players - 1), seed)
        )
        choices = 0
        while True:
            if not wait(table.coach.may_ask):
                print(f"{name}: the person never came to act", file=sys.stderr)
                return 1
            legal = table.game.legal_actions(table.human)
            if len(legal) > 1 and choices >= skip:
                break
            choices += len(legal) > 1
            coach, here = table.coach, table.coach._position()
            coach.ask()
            wait(lambda coach=coach, here=here: here in coach.decisions, 10_000)
            decision = coach.decisions.get(here)
            table.session.act(decision.advice.best.action if decision else legal[0])
        QTest.qWait(1500)  # the computers' cards land (their lay-out, a card led)
        wait(table.coach.may_ask)
        here = table.coach._position()
        window.activateWindow()
        table.setFocus()
        QTest.keyClick(table, Qt.Key.Key_H)
        wait(lambda coach=table.coach: coach._shown == coach._position() and coach.label.text() != "")
        QTest.qWait(300)
        path = out / f"hint-{name}.png"
        window.grab().save(str(path))
        print(path)
    window.close()
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).parent))
    from shot_args import play_on_at_deal_ends, take_language

    play_on_at_deal_ends()

    argv = sys.argv[1:]
    lang = take_language(argv)
    size, only = (1100, 760), None
    if "--size" in argv:
        at = argv.index("--size")
        width, height = argv[at + 1].split("x")
        size = (int(width), int(height))
        del argv[at : at + 2]
    if "--only" in argv:
        at = argv.index("--only")
        only = argv[at + 1].split(",")
        del argv[at : at + 2]
    sys.exit(main(Path(argv[0] if argv else "docs/screenshots"), lang, size, only))
