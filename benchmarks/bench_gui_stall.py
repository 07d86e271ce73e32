"""The longest GUI-thread stalls at every table (offscreen), one figure line per table.

A QTimer heartbeat fires every 5 ms; each gap between beats, less 5 ms, is the time the GUI thread
was busy. Each table plays from a seeded deal with every computer seat at the strongest level
(whose searches run on worker threads), the person's seat played at random from the legal moves
as soon as the table waits for it, with the normal animation and a short computer pace, for
``--seconds`` of play or the whole game, whichever ends first. The end-of-deal pause is released at
once (``HOYLE_DESKTOP_DEAL_END=go_on``) so every deal is measured.

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_gui_stall.py [--seconds 20] [--only GAME]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("HOYLE_DESKTOP_DEAL_END", "go_on")

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from hoyle_desktop.ai.registry import strengths
from hoyle_desktop.app import register_tables
from hoyle_desktop.storage.settings import Settings
from hoyle_desktop.ui.dialogs.new_game import NewGameSetup
from hoyle_desktop.ui.main_window import MainWindow

TABLES = [  # (name, game, profile, players)
    ("cribbage", "cribbage", "modern-six-card", 2),
    ("pope_joan", "pope_joan", "pope-joan", 4),
    ("spin", "spin", "spin", 4),
    ("newmarket", "newmarket", "newmarket", 4),
    ("jig", "jig", "jig", 4),
    ("snip_snap_snorum", "snip_snap_snorum", "snip-snap-snorum", 5),
    ("loto", "loto", "loto", 4),
    ("loto_second", "loto", "loto-second-short", 4),
    ("all_fours", "all_fours", "all-fours-partners", 4),
    ("spoil_five", "spoil_five", "spoil-five", 5),
    ("crazy_eights", "crazy_eights", "crazy-eights", 4),
    ("cassino", "cassino", "cassino", 4),
    ("vingt_un", "vingt_un", "vingt-un", 4),
    ("baccarat", "baccarat", "baccarat", 5),
    ("blind_hookey", "blind_hookey", "blind-hookey", 4),
    ("commerce", "commerce", "commerce", 5),
    ("my_bird_sings", "my_bird_sings", "my-bird-sings", 5),
    ("speculation", "speculation", "speculation", 6),
]


def measure(app: QApplication, window: MainWindow, game: str, profile: str, players: int, seconds: float):
    opponent = strengths(game)[-1]
    rules = {**window.catalog.get(profile).rules, "players": players}
    table = window.open_table(
        NewGameSetup(game, profile, rules, players, [opponent] * (players - 1), seed=100)
    )
    rng = random.Random(1)
    gaps: list[float] = []
    last = [time.perf_counter()]

    def beat() -> None:
        now = time.perf_counter()
        gaps.append((now - last[0]) * 1000 - 5)
        last[0] = now

    heart = QTimer()
    heart.setInterval(5)
    heart.timeout.connect(beat)
    done: list[object] = []
    table.session.finished.connect(done.append)
    started = time.perf_counter()
    heart.start()
    while not done and time.perf_counter() - started < seconds:
        app.processEvents()
        if getattr(table, "idle", True) and table.session.human_may_act():
            legal = table.game.legal_actions(table.session.human)
            if legal:
                table.session.act(rng.choice(legal))
        time.sleep(0.001)
    heart.stop()
    moves = len(table.game.history)
    gaps.sort()
    return opponent, moves, gaps


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--animation-ms", type=int, default=120)
    parser.add_argument("--only", default="")
    args = parser.parse_args()
    app = QApplication([])
    settings = Settings.load()
    settings.set("animation_ms", args.animation_ms)
    settings.set("computer_pace_ms", 50)
    settings.set("loto_pace", "fast")
    window = MainWindow(settings=settings)
    register_tables(window)
    window.resize(1100, 760)
    window.show()
    print(
        f"{'table':<18} {'opponents':<9} {'moves':>5} {'beats':>6} {'p99 ms':>7} {'max ms':>7} {'median':>7}"
    )
    for name, game, profile, players in TABLES:
        if args.only and args.only not in (name, game):
            continue
        opponent, moves, gaps = measure(app, window, game, profile, players, args.seconds)
        p99 = gaps[int(len(gaps) * 0.99)] if gaps else 0.0
        print(
            f"{name:<18} {opponent:<9} {moves:>5} {len(gaps):>6} {p99:>7.1f} {gaps[-1] if gaps else 0:>7.1f} "
            f"{statistics.median(gaps) if gaps else 0:>7.1f}",
            flush=True,
        )
    window.close()


if __name__ == "__main__":
    main()
