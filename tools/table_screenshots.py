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

import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication
from shot_tables import open_and_play, shot_window

from hoyle_desktop.app import install_translators

# (file name, game, profile, players, the person's moves before the grab): every game, the
# cribbage table at each of its player counts, and the banking table at its most seats.
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
    ("baccarat-10", "baccarat", "baccarat", 10, 2),  # the most seats: three rows
    ("blind-hookey", "blind_hookey", "blind-hookey", 4, 2),
    ("blind-hookey-three-8", "blind_hookey", "blind-hookey-three-packets", 8, 3),
    ("crazy-eights", "crazy_eights", "crazy-eights", 4, 3),
]
SIZES = {"small": (1024, 700), "large": (1920, 1080)}


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
    window, _settings = shot_window((1280, 900), large_cards=large)

    for size_name, size in (sizes or SIZES).items():
        window.resize(*size)
        for name, game, profile, players, moves in TABLES:
            if only and name != only:
                continue
            open_and_play(window, game, profile, players, moves)
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
