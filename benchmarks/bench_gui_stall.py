"""The longest GUI-thread stall during whole games on the cribbage table (offscreen).

A QTimer heartbeat fires every 5 ms; the longest gap between beats, less 5 ms, is the longest
time the GUI thread was busy. The person's seat is played by the greedy bot, the other by the
strongest bot available, with the normal animation and computer pace.

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_gui_stall.py [--games N]
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from hoyle_desktop.ai.registry import make_bot, strengths
from hoyle_desktop.app import register_tables
from hoyle_desktop.storage.settings import Settings
from hoyle_desktop.ui.dialogs.new_game import NewGameSetup
from hoyle_desktop.ui.main_window import MainWindow


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--animation-ms", type=int, default=120)
    args = parser.parse_args()
    app = QApplication([])
    settings = Settings.load()
    settings.set("animation_ms", args.animation_ms)
    settings.set("computer_pace_ms", 50)
    window = MainWindow(settings=settings)
    register_tables(window)
    window.resize(1200, 800)
    window.show()
    opponent = strengths("cribbage")[-1]
    gaps: list[float] = []
    last = [time.perf_counter()]

    where: list[tuple[float, int]] = []

    def beat() -> None:
        now = time.perf_counter()
        gap = (now - last[0]) * 1000 - 5
        gaps.append(gap)
        if gap > 20:
            where.append((round(gap, 1), len(window.table.game.history) if window.table else -1))
        last[0] = now

    heart = QTimer()
    heart.setInterval(5)
    heart.timeout.connect(beat)
    started = time.perf_counter()
    for g in range(args.games):
        rules = dict(window.catalog.get("modern-six-card").rules)
        table = window.open_table(
            NewGameSetup("cribbage", "modern-six-card", rules, 2, [opponent], seed=100 + g)
        )
        me = make_bot("cribbage", "greedy", seed=g)
        done: list[object] = []
        table.session.finished.connect(done.append)
        last[0] = time.perf_counter()
        heart.start()
        while not done:
            app.processEvents()
            if table.idle and table.session.human_may_act():
                view = table.game.view(0)
                table.session.act(me.choose(view, table.game.legal_actions(0)))
            time.sleep(0.001)
        heart.stop()
    elapsed = time.perf_counter() - started
    gaps.sort()
    print(f"{args.games} games vs {opponent} in {elapsed:.1f} s, {len(gaps)} heartbeats")
    print(
        f"GUI-thread stall: max {gaps[-1]:.1f} ms, p99 {gaps[int(len(gaps) * 0.99)]:.1f} ms, "
        f"median {statistics.median(gaps):.1f} ms"
    )
    print("stalls over 20 ms (ms, actions into the game):", sorted(where, reverse=True)[:8])
    window.close()


if __name__ == "__main__":
    main()
