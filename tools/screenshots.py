"""Take the README and docs screenshots of a real window (run under Xvfb):

    xvfb-run -s "-screen 0 1280x860x24" .venv/bin/python tools/screenshots.py docs/screenshots
    xvfb-run -s "-screen 0 1280x860x24" .venv/bin/python tools/screenshots.py --lang de docs/screenshots/de

Grabs the chooser and the rules window, plays a seeded two-handed cribbage game with the person's
seat driven by this script and grabs the window at the moments a player sees (laying out, the
play, the show, the end of the game), then a Pope Joan table in play. ``--lang`` runs the app in
that language, as ``hoyle-desktop --lang`` does. ``--only app`` takes just the app-level shots: the
chooser with a saved game on its tile, the question before abandoning a game, the Statistics
dialog and New Game with its "More choices" open (no whole game is played). Run it with
``HOYLE_DESKTOP_HOME`` pointing at an empty folder: it writes sample statistics.
"""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication
from shot_tables import shot_window

from hoyle_desktop.app import install_translators
from hoyle_desktop.ui.dialogs.new_game import NewGameSetup
from hoyle_desktop.ui.main_window import MainWindow


def main(out: Path, language: str = "en", only: str = "") -> int:
    # The game is played to its end by this script: the end of each deal is not held for a key.
    os.environ.setdefault("HOYLE_DESKTOP_DEAL_END", "go_on")
    app = QApplication(sys.argv[:1])
    install_translators(app, language)
    out.mkdir(parents=True, exist_ok=True)
    window, _settings = shot_window((1280, 860))
    for _ in range(50):
        app.processEvents()
        QApplication.instance().thread().msleep(10)
    if only == "app":
        return app_screens(window, out)
    window.grab().save(str(out / "chooser.png"))
    dialogs(window, out)
    rules = dict(window.catalog.get("modern-six-card").rules)
    table = window.open_table(NewGameSetup("cribbage", "modern-six-card", rules, 2, ["greedy"], seed=2024))
    rng = random.Random(7)
    shots: dict[str, bool] = {}

    def wait(ms: int) -> None:
        end = ms
        while end > 0:
            app.processEvents()
            QApplication.instance().thread().msleep(10)
            end -= 10

    def grab(name: str) -> None:
        wait(400)
        window.grab().save(str(out / f"{name}.png"))
        shots[name] = True

    grab_rules(window, out / "rules-help.png", wait)
    thinking = QCoreApplication.translate("Coach", "Thinking about a hint…")
    for _ in range(20000):
        wait(10)
        if table.game.is_over() and table.idle:
            grab("end-of-game")
            break
        if table.show_running > 0 and "show" not in shots and table.scene.show:
            grab("show")
        if not (table.idle and table.session.human_may_act()):
            continue
        view = table.game.view(0)
        legal = table.game.legal_actions(0)
        if view.phase == "lay_out" and "hint" not in shots:
            table.coach.button.click()
            for _ in range(1000):  # the hint is worked out on a worker thread
                wait(10)
                if table.coach.label.text() not in ("", thinking):
                    break
            grab("hint")
        if view.phase == "lay_out":
            choice = rng.choice(legal)
            for card in choice.cards:
                table._on_card_clicked(card)
            if "laying-out" not in shots:
                grab("laying-out")
            table.action_button("discard").click()
        elif view.phase == "play":
            plays = [a for a in legal if a.kind == "play"]
            if len(view.pile) >= 2 and "the-play" not in shots:
                grab("the-play")
            if plays:
                table._on_card_clicked(rng.choice(plays).cards[0])
            else:
                table.action_button("go").click()
    pope_joan(window, out, wait)
    snip_snap_snorum(window, out, wait)
    return 0


def _settle(ms: int) -> None:
    for _ in range(ms // 10):
        QApplication.processEvents()
        QApplication.instance().thread().msleep(10)


def app_screens(window: MainWindow, out: Path) -> int:
    """The chooser with a saved cribbage game ("Resume"), the abandon question, Statistics, New Game."""
    from hoyle_desktop.engine.game import Result
    from hoyle_desktop.storage.stats import record_abandoned, record_result
    from hoyle_desktop.ui import in_progress
    from hoyle_desktop.ui.dialogs.new_game import NewGameDialog
    from hoyle_desktop.ui.dialogs.statistics import StatisticsDialog

    details = {"points": [{"pegging": 40, "hand": 70, "crib": 18}, {}], "deals": 9, "best_show": [20, 12]}
    for winner in (0, 1, 0, 0, 0):
        outcomes = ("win", "lurched") if winner == 0 else ("loss", "win")
        stakes = (2, -2) if winner == 0 else (-1, 1)
        record_result(
            "cribbage", "modern-six-card", Result((winner,), (121, 80), outcomes, stakes, details), 0
        )
    record_abandoned("cribbage", "modern-six-card")
    for stakes in ((9, -4, -3, -2), (-5, 7, -1, -1), (12, -6, -3, -3)):
        winner = max(range(4), key=lambda s: stakes[s])
        outcomes = tuple("win" if s == winner else "loss" for s in range(4))
        record_result("pope_joan", "pope-joan", Result((winner,), stakes, outcomes, stakes), 0)
    rules = dict(window.catalog.get("modern-six-card").rules)
    table = window.open_table(NewGameSetup("cribbage", "modern-six-card", rules, 2, ["standard"], seed=2024))
    for _ in range(1000):
        _settle(10)
        if table.idle and table.session.human_may_act():
            break
    for card in table.game.view(0).hand[:2]:
        table._on_card_clicked(card)
    table.action_button("discard").click()
    _settle(800)
    window.show_chooser()
    _settle(500)
    window.grab().save(str(out / "chooser.png"))
    game = in_progress.in_progress(window, "cribbage")
    if game is not None:
        box, _ = in_progress.abandon_box(window, game)
        box.show()
        _settle(300)
        box.grab().save(str(out / "abandon-game.png"))
        box.close()
    for name, dialog in (
        ("statistics", StatisticsDialog(window)),
        ("new-game-more-choices", NewGameDialog("cribbage", window.catalog, window.settings, window)),
    ):
        dialog.show()
        if isinstance(dialog, NewGameDialog):
            dialog.more_button.setChecked(True)
        _settle(300)
        dialog.grab().save(str(out / f"{name}.png"))
        dialog.close()
    return 0


def dialogs(window: MainWindow, out: Path) -> None:
    """New Game and House Rules for Pope Joan, and the Options, each as it first opens."""
    from hoyle_desktop.ui.dialogs.house_rules import HouseRulesDialog
    from hoyle_desktop.ui.dialogs.new_game import NewGameDialog
    from hoyle_desktop.ui.dialogs.options import OptionsDialog

    shots = {
        "new-game-pope-joan": NewGameDialog("pope_joan", window.catalog, window.settings, window),
        "house-rules-pope-joan": HouseRulesDialog(window.catalog, "pope_joan", window),
        "options": OptionsDialog(window.settings, parent=window),
    }
    for name, dialog in shots.items():
        dialog.show()
        for _ in range(30):
            QApplication.processEvents()
            QApplication.instance().thread().msleep(10)
        dialog.grab().save(str(out / f"{name}.png"))
        dialog.close()


def grab_rules(window: MainWindow, path: Path, wait) -> None:
    """Help ▸ Rules of the Game for the game on the table (or the first game), as a player sizes it."""
    from hoyle_desktop.ui.dialogs.rules_dialog import RulesDialog

    window.show_rules()
    wait(600)
    for widget in QApplication.topLevelWidgets():
        if widget.isVisible() and isinstance(widget, RulesDialog):
            widget.resize(820, 760)
            wait(300)
            widget.grab().save(str(path))
            widget.close()


def pope_joan(window: MainWindow, out: Path, wait) -> None:
    """A four-handed Pope Joan deal, played by the script for the person until the middle of a run."""
    rules = dict(window.catalog.get("pope-joan").rules)
    table = window.open_table(NewGameSetup("pope_joan", "pope-joan", rules, 4, ["standard"] * 3, seed=11))
    rng = random.Random(5)
    for _ in range(3000):
        wait(10)
        if not (table.idle and table.session.human_may_act()):
            continue
        view = table.game.view(0)
        if len(view.hand) <= 5:
            wait(500)
            window.grab().save(str(out / "pope-joan-table.png"))
            grab_rules(window, out / "rules-help-pope-joan.png", wait)
            return
        table.session.act(rng.choice(table.game.legal_actions(0)))


def snip_snap_snorum(window: MainWindow, out: Path, wait) -> None:
    """A five-handed Snip-Snap-Snorum with Turn-up Snip, grabbed when the person must pair a card."""
    rules = dict(window.catalog.get("turn-up-snip").rules)
    setup = NewGameSetup("snip_snap_snorum", "turn-up-snip", rules, 5, ["expert"] * 4, seed=12)
    table = window.open_table(setup)
    rng = random.Random(3)
    for _ in range(6000):
        wait(10)
        if not (table.idle and table.session.human_may_act()):
            continue
        view = table.game.view(0)
        if view.phase == "follow" and view.deal > 1:
            wait(500)
            window.grab().save(str(out / "snip-snap-snorum-table.png"))
            return
        table.session.act(rng.choice(table.game.legal_actions(0)))


if __name__ == "__main__":
    args = sys.argv[1:]
    lang, only = "en", ""
    while args[:1] in (["--lang"], ["--only"]):
        if args[0] == "--lang":
            lang = args[1]
        else:
            only = args[1]
        args = args[2:]
    if args[:1] == ["--tables"]:  # every table at a small and a large window: tools/table_screenshots.py
        from table_screenshots import main as tables

        sys.exit(tables(Path(args[1] if len(args) > 1 else "/tmp/tables"), lang))
    sys.exit(main(Path(args[0] if args else "docs/screenshots"), lang, only))
