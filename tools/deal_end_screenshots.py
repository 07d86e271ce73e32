"""Every table at the end of its first deal (held, the result in view) and at the end of a game (the
summary), in any language (issue 24's "Shown by"):

    xvfb-run -a -s "-screen 0 1280x900x24" .venv/bin/python tools/deal_end_screenshots.py OUT
    ... tools/deal_end_screenshots.py --lang de OUT

``<out>/<name>-deal.png`` is the window held at the end of the first deal, ``<out>/<name>-game.png``
the summary after the whole game (the person plays random legal moves, cards before calls; each
deal's pause is released by a key press). ``--only NAME`` takes one game, ``--size WxH`` sets the
window (1100x760 by default). Run it with ``HOYLE_DESKTOP_HOME`` pointing at an empty folder.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

sys.path.insert(0, str(Path(__file__).resolve().parent))
from shot_args import take_language
from shot_tables import shot_window

from hoyle_desktop.app import install_translators
from hoyle_desktop.ui.dialogs.new_game import NewGameSetup

TABLES = [  # (file name, game, profile, players, extra rules)
    ("cribbage", "cribbage", "hoyle-five-card", 2, {}),
    ("pope-joan", "pope_joan", "pope-joan", 4, {}),
    ("spin", "spin", "spin", 4, {}),
    ("newmarket", "newmarket", "newmarket", 4, {}),
    ("jig", "jig", "jig", 4, {}),
    ("snip-snap-snorum", "snip_snap_snorum", "snip-snap-snorum", 5, {}),
    ("loto", "loto", "loto", 4, {"rounds": 1}),
    ("loto-second", "loto", "loto-second-short", 4, {}),
    ("all-fours", "all_fours", "all-fours", 2, {}),
    ("spoil-five", "spoil_five", "spoil-five", 4, {}),
    ("crazy-eights", "crazy_eights", "crazy-eights", 4, {}),
    ("cassino", "cassino", "cassino-two-handed", 2, {}),
    ("vingt-un", "vingt_un", "vingt-un", 4, {}),
    ("baccarat", "baccarat", "baccarat", 4, {}),
    ("blind-hookey", "blind_hookey", "blind-hookey", 4, {}),
    ("commerce", "commerce", "commerce", 4, {}),
    ("my-bird-sings", "my_bird_sings", "my-bird-sings", 4, {}),
    ("speculation", "speculation", "speculation", 4, {}),
]
CARD_MOVES = ("play", "discard", "lay", "exchange", "trail", "take", "throw", "stand")


def main(out: Path, language: str, only: str, size: tuple[int, int]) -> int:
    app = QApplication(sys.argv[:1])
    install_translators(app, language)
    out.mkdir(parents=True, exist_ok=True)
    window, _settings = shot_window(size, animation_ms=30, loto_pace="fast")
    for name, game, profile, players, extra in TABLES:
        if only and name != only:
            continue
        rules = {**window.catalog.get(profile).rules, **extra, "players": players}
        setup = NewGameSetup(game, profile, rules, players, ["standard"] * (players - 1), seed=31)
        table = window.open_table(setup)
        rng = random.Random(3)
        deals = 0
        for _ in range(200_000):
            QTest.qWait(5)
            if getattr(table, "summary", None) is not None:
                QTest.qWait(300)
                window.grab().save(str(out / f"{name}-game.png"))
                print(out / f"{name}-game.png", flush=True)
                break
            if table.deal_end.holding:
                if deals == 0:
                    QTest.qWait(400)
                    window.grab().save(str(out / f"{name}-deal.png"))
                    print(out / f"{name}-deal.png", flush=True)
                deals += 1
                QTest.keyClick(table, Qt.Key.Key_Space)
                continue
            if getattr(table, "idle", True) and table.session.human_may_act():
                legal = table.game.legal_actions(table.session.human)
                cards = [a for a in legal if a.kind in CARD_MOVES]
                table.session.act(rng.choice(cards or legal))
    window.close()
    return 0


if __name__ == "__main__":
    args = sys.argv[1:]
    lang = take_language(args)
    only, size = "", (1100, 760)
    while args[:1] in (["--only"], ["--size"]):
        if args[0] == "--only":
            only = args[1]
        else:
            width, height = args[1].lower().split("x")
            size = (int(width), int(height))
        args = args[2:]
    sys.exit(main(Path(args[0] if args else "/tmp/deal-end"), lang, only, size))
