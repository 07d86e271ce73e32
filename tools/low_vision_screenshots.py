"""The card faces for a person who sees poorly, at a table: the builtin deck, its four-colour and
high-contrast faces, and large cards (Settings ▸ Options ▸ Card deck, Large cards):

    HOYLE_DESKTOP_HOME=$(mktemp -d) QT_QPA_PLATFORM=offscreen .venv/bin/python \\
        tools/low_vision_screenshots.py docs/screenshots

Writes ``<out>/cards-<style>.png``: Crazy Eights for two when the person is first asked (a hand of
every suit), at 1100x760, and at 1600x1000 with and without large cards; the same seed each time,
so the cards are the same. Then large cards at All-Fours (1024x700), Cribbage (1100x760) and the
tables that size their cards themselves. ``NAME ...`` after the folder takes only those styles.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from shot_tables import shot_window

from hoyle_desktop.app import install_translators
from hoyle_desktop.ui.dialogs.new_game import NewGameSetup

EIGHTS = ("crazy_eights", "crazy-eights", 2)
# (file name, deck, large cards, window size, (game, profile, players))
STYLES = [
    ("standard", "builtin", False, (1100, 760), EIGHTS),
    ("four-colour", "builtin-four-colour", False, (1100, 760), EIGHTS),
    ("high-contrast", "builtin-high-contrast", False, (1100, 760), EIGHTS),
    ("high-contrast-four-colour", "builtin-high-contrast-four-colour", False, (1100, 760), EIGHTS),
    ("standard-1600", "builtin", False, (1600, 1000), EIGHTS),
    ("large-1600", "builtin", True, (1600, 1000), EIGHTS),
    # The card tables at the smallest size and at the default one: large cards there too.
    ("large-all-fours", "builtin", True, (1024, 700), ("all_fours", "all-fours-partners", 4)),
    ("large-cribbage", "builtin", True, (1100, 760), ("cribbage", "hoyle-five-card", 2)),
    # The tables that paint their cards themselves or lay them out as widgets, at the smallest size.
    ("large-vingt-un", "builtin", True, (1024, 700), ("vingt_un", "vingt-un", 4)),
    ("large-commerce", "builtin", True, (1024, 700), ("commerce", "commerce-old-game", 5)),
    ("large-loto", "builtin", True, (1024, 700), ("loto", "loto", 3)),
    ("large-speculation", "builtin", True, (1024, 700), ("speculation", "speculation", 6)),
]


def main(out: Path) -> int:
    app = QApplication(sys.argv[:1])
    install_translators(app, "en")
    out.mkdir(parents=True, exist_ok=True)
    only = set(sys.argv[2:])
    for name, deck, large, size, (game, profile, players) in STYLES:
        if only and name not in only:
            continue
        window, _settings = shot_window(size, animation_ms=0, deck=deck, large_cards=large)
        rules = {**window.catalog.get(profile).rules, "players": players}
        strengths = ["standard"] * (players - 1)
        table = window.open_table(
            NewGameSetup(game, profile, rules, players, strengths, seed=1, human_seat=0)
        )
        for _ in range(2000):
            QTest.qWait(10)
            if getattr(table, "idle", True) and table.session.human_may_act():
                break
        QTest.qWait(400)
        window.grab().save(str(out / f"cards-{name}.png"))
        print(out / f"cards-{name}.png", flush=True)
        window.close()
        window.deleteLater()
        QTest.qWait(50)
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/low-vision")))
