"""Every game's table at a small and a large window, in any language (issue 19's "Shown by"):

    xvfb-run -a -s "-screen 0 1920x1080x24" .venv/bin/python tools/table_screenshots.py /tmp/tables
    xvfb-run -a -s "-screen 0 1920x1080x24" .venv/bin/python tools/table_screenshots.py --lang de /tmp/de

Each game is opened with a seeded deal and standard opponents, the person's seat plays a few
random legal moves (cards rather than calls where it can), and the window is grabbed once the
table is idle and waits for the person: ``<out>/<name>-<size>.png``. ``--only NAME`` takes one game
(a name from :data:`TABLES`), ``--size 1100x760`` a window size of one's own (may be given more
than once), ``--large`` turns on Options ▸ Large cards. Run it with ``HOYLE_DESKTOP_HOME`` pointing
at an empty folder.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from hoyle_desktop.app import install_translators, register_tables
from hoyle_desktop.storage.settings import Settings
from hoyle_desktop.ui.dialogs.new_game import NewGameSetup
from hoyle_desktop.ui.main_window import MainWindow

# (file name, game, profile, players, the person's moves before the grab): every game, and the
# cribbage table at each of its player counts.
TABLES = [
    ("cribbage-2", "cribbage", "hoyle-five-card", 2, 3),
    ("cribbage-3", "cribbage", "three-handed", 3, 3),
    ("cribbage-4", "cribbage", "four-handed-partners", 4, 3),
    ("pope-joan", "pope_joan", "pope-joan", 4, 3),
    ("spin", "spin", "spin", 4, 3),
    ("newmarket", "newmarket", "newmarket", 4, 3),
    ("jig", "jig", "jig", 4, 3),
    ("snip-snap-snorum", "snip_snap_snorum", "snip-snap-snorum", 5, 3),
    ("loto", "loto", "loto", 4, 4),
    ("vingt-un", "vingt_un", "vingt-un", 4, 2),
    ("commerce", "commerce", "commerce", 5, 2),
    ("speculation", "speculation", "speculation", 6, 2),
    ("my-bird-sings", "my_bird_sings", "my-bird-sings", 5, 2),
    ("spoil-five", "spoil_five", "spoil-five", 5, 2),
    ("all-fours", "all_fours", "all-fours-partners", 4, 3),
    ("cassino", "cassino", "cassino", 2, 3),
    ("cassino-6", "cassino", "cassino-six-handed", 6, 3),
    ("baccarat", "baccarat", "baccarat", 5, 2),
    ("blind-hookey", "blind_hookey", "blind-hookey", 4, 2),
    ("crazy-eights", "crazy_eights", "crazy-eights", 4, 3),
]
SIZES = {"small": (1024, 700), "large": (1920, 1080)}
CARD_MOVES = ("play", "discard", "lay", "exchange", "trail", "take")


def main(
    out: Path,
    language: str,
    only: str = "",
    sizes: dict[str, tuple[int, int]] | None = None,
    large: bool = False,
) -> int:
    app = QApplication(sys.argv[:1])
    install_translators(app, language)
    out.mkdir(parents=True, exist_ok=True)
    settings = Settings.load()
    settings.set("animation_ms", 60)
    settings.set("computer_pace_ms", 0)
    settings.set("large_cards", large)
    window = MainWindow(settings=settings)
    register_tables(window)
    window.show()

    def wait(ms: int) -> None:
        QTest.qWait(ms)  # an event loop, as in the app: deferred deletions happen too

    for size_name, size in (sizes or SIZES).items():
        window.resize(*size)
        for name, game, profile, players, moves in TABLES:
            if only and name != only:
                continue
            rules = {**window.catalog.get(profile).rules, "players": players}
            setup = NewGameSetup(game, profile, rules, players, ["standard"] * (players - 1), seed=31)
            table = window.open_table(setup)
            rng = random.Random(3)
            done = 0
            for _ in range(4000):
                wait(10)
                if not (getattr(table, "idle", True) and table.session.human_may_act()):
                    continue
                if done >= moves:
                    break
                legal = table.game.legal_actions(table.session.human)
                cards = [a for a in legal if a.kind in CARD_MOVES]
                table.session.act(rng.choice(cards or legal))
                done += 1
            wait(600)
            window.grab().save(str(out / f"{name}-{size_name}.png"))
            print(out / f"{name}-{size_name}.png", flush=True)
    window.close()
    return 0


if __name__ == "__main__":
    args = sys.argv[1:]
    lang, only, large = "en", "", False
    sizes: dict[str, tuple[int, int]] = {}
    while args[:1] in (["--lang"], ["--only"], ["--size"], ["--large"]):
        if args[0] == "--large":
            large, args = True, args[1:]
            continue
        option, value, args = args[0], args[1], args[2:]
        if option == "--lang":
            lang = value
        elif option == "--only":
            only = value
        else:
            width, height = value.split("x")
            sizes[value] = (int(width), int(height))
    sys.exit(main(Path(args[0] if args else "/tmp/tables"), lang, only, sizes or None, large))
