"""Play the five playable families from the chooser as a new player would, and grab what one sees
(run under Xvfb; issue 18's review at a normal and a small window, in each language):

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python tools/play_through.py \
        --lang de --size 1024x700 /tmp/review/de-small

For each game: the chooser, the New Game dialog as it opens from the tile (house rules, players
and seed chosen in it), then the table at the person's first turns, at the special moments
(the Pope-in-lieu question, Spin beside a card, Matrimony or Intrigue to declare, the show) and
at the end of the game or after ``--moves`` of the person's moves. The person's seat plays legal
moves at random, preferring cards to buttons. Run it with ``HOYLE_DESKTOP_HOME`` pointing at an
empty folder: it writes a house-rule file (the Pope in lieu, played cards turned down) there.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from pathlib import Path

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import QApplication
from shot_tables import shot_window

from hoyle_desktop.app import install_translators
from hoyle_desktop.storage.paths import user_profiles_dir
from hoyle_desktop.ui.main_window import MainWindow

# (name, game, profile, players, first seed); WANTED: moments worth trying further seeds for
WANTED = {"pope-joan-in-lieu": "pope-in-lieu", "spin": "spin-beside"}
GAMES = [
    ("cribbage-five-card", "cribbage", "hoyle-five-card", 2, 3079700612462519679),
    ("cribbage-six-card", "cribbage", "modern-six-card", 2, 5),
    ("cribbage-three", "cribbage", "three-handed", 3, 5),
    ("cribbage-four", "cribbage", "four-handed-partners", 4, 5),
    ("pope-joan-in-lieu", "pope_joan", "review-pope-in-lieu", 4, 2),
    ("five-pool-pope", "pope_joan", "five-pool-pope", 3, 4),
    ("pope-joan-game-only", "pope_joan", "pope-joan-game-only", 4, 6),
    ("spin", "spin", "spin", 4, 7),
    ("newmarket", "newmarket", "newmarket", 4, 8),
    ("jig", "jig", "jig", 3, 9),
]
HOUSE_RULES = (
    "title: Pope in lieu, cards turned down\n"
    "game: pope_joan\n"
    "description: Review of issue 18.\n"
    "rules:\n  pope_in_lieu: true\n  played_face_down: true\n  deals: 2\n"
)


def wait(ms: int) -> None:
    for _ in range(max(1, ms // 10)):
        QApplication.processEvents()
        # Outside app.exec() Qt never deletes what deleteLater() marked (old buttons would linger).
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QApplication.instance().thread().msleep(10)


def special(table, legal) -> str:
    """The name of a moment worth a picture, or ''."""
    view = table.game.view(table.human)
    if getattr(view, "phase", "") == "call":
        return "pope-in-lieu"
    if any(a.kind == "declare" for a in legal):
        return "declare"
    if any(len(a.cards) == 2 and a.kind == "play" and table.game.spec.key == "spin" for a in legal):
        return "spin-beside"
    if any(a.kind == "spin" for a in legal):
        return "spin-lead"
    return ""


def open_from_chooser(
    window: MainWindow, out: Path, name: str, game: str, profile: str, players: int, seed: int
) -> None:
    """The chooser, its tile's Play, the New Game dialog filled in and grabbed, then OK."""
    from hoyle_desktop.storage.saves import discard_save, save_path
    from hoyle_desktop.ui import in_progress
    from hoyle_desktop.ui.dialogs.new_game import NewGameDialog

    if window.table is not None:  # a new player's first game of this kind: nothing to resume
        window._discard_table()
    in_progress.flush_saves(window)
    discard_save(save_path(game))
    window.show_chooser()
    wait(300)
    window.chooser.focus_game(game)
    wait(100)
    window.grab().save(str(out / f"{name}-00-chooser.png"))

    def fill() -> None:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, NewGameDialog) and widget.isVisible():
                widget.set_profile(profile)
                widget.set_players(players)
                widget.set_seed(seed)
                wait(200)
                widget.grab().save(str(out / f"{name}-01-new-game.png"))
                widget.accept()
                return
        QTimer.singleShot(100, fill)

    QTimer.singleShot(300, fill)
    window.play_game(game)


def play(window: MainWindow, out: Path, name: str, moves: int, rng: random.Random) -> set[str]:
    table = window.table
    made, seen, idle_for, shot = 0, set(), 0, 2
    snaps = {1, 3, 8, 15, 25, 40}

    def grab(what: str) -> None:
        nonlocal shot
        wait(350)
        window.grab().save(str(out / f"{name}-{shot:02d}-{what}.png"))
        history = getattr(table, "history", None)
        if history is not None and os.environ.get("HOYLE_REVIEW_DEBUG"):
            bar = history.verticalScrollBar()
            print(what, "history scrolled to", bar.value(), "of", bar.maximum(), flush=True)
        shot += 1

    while made < moves:
        wait(20)
        if table.game.is_over():
            wait(1500)
            grab("end-of-game")
            return seen
        showing = getattr(table, "show_running", 0) > 0 and getattr(table.scene, "show", None)
        if showing and "show" not in seen:
            seen.add("show")
            grab("show")
        if not (table.idle and table.session.human_may_act()):
            idle_for += 20
            if idle_for == 8000:
                grab("waiting")
            continue
        idle_for = 0
        legal = table.game.legal_actions(table.human)
        moment = special(table, legal)
        if moment and moment not in seen:
            seen.add(moment)
            grab(moment)
        made += 1
        if made in snaps:
            grab(f"turn-{made}")
        if moment == "pope-in-lieu":
            choice = next(a for a in legal if a.kind == "play")
        elif moment in ("spin-beside", "declare", "spin-lead"):
            choice = next(a for a in legal if a.kind in ("declare", "spin") or len(a.cards) == 2)
        else:
            cards = [a for a in legal if a.kind in ("play", "discard")]
            choice = rng.choice(cards or legal)
        table._act(choice)
    grab("last")
    return seen


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    parser.add_argument("--lang", default="en")
    parser.add_argument("--size", default="1400x900")
    parser.add_argument("--moves", type=int, default=45)
    parser.add_argument("--only", default="")
    args = parser.parse_args()
    app = QApplication(sys.argv[:1])
    install_translators(app, args.lang)
    args.out.mkdir(parents=True, exist_ok=True)
    (user_profiles_dir() / "review-pope-in-lieu.yaml").write_text(HOUSE_RULES, encoding="utf-8")
    width, height = (int(n) for n in args.size.split("x"))
    window, _settings = shot_window((width, height), animation_ms=80)
    wait(300)
    for name, game, profile, players, seed in GAMES:
        if args.only and args.only not in name:
            continue
        for tries in range(8 if name in WANTED else 1):
            open_from_chooser(window, args.out, name, game, profile, players, seed + tries)
            seen = play(window, args.out, name, args.moves, random.Random(seed + tries))
            if WANTED.get(name, "") in seen:
                break
    return 0


if __name__ == "__main__":
    sys.exit(main())
