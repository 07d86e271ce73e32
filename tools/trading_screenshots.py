"""Screenshots of the trading tables (run under Xvfb, with HOYLE_DESKTOP_HOME at an empty folder):

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python tools/trading_screenshots.py docs/screenshots

Plays seeded games of Commerce (the new game and the old game) and My Bird Sings with the person's
seat played by the Expert, and grabs the window when the person is to act, when a computer player's
traded card is seen moving (``-trade``) and when hands are shown; My Bird Sings once more when the
table has settled after a few more turns (``-later``: with seed 11, the game's end). ``--lang de``
or ``--lang fr`` before the folder for the translated tables.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel
from shot_args import play_on_at_deal_ends, take_language
from shot_tables import shot_window

from hoyle_desktop.ai.base import InfoSet, decide
from hoyle_desktop.ai.registry import make_bot
from hoyle_desktop.app import install_translators
from hoyle_desktop.ui.dialogs.new_game import NewGameSetup

GAMES = (
    ("commerce", "commerce", 4, "commerce"),
    ("commerce", "commerce-old-game", 5, "commerce-old-game"),
    ("my_bird_sings", "my-bird-sings", 4, "my-bird-sings"),
)


def main(out: Path, language: str = "en") -> int:
    play_on_at_deal_ends()
    app = QApplication(sys.argv[:1])
    install_translators(app, language)
    out.mkdir(parents=True, exist_ok=True)
    window, _settings = shot_window((1400, 880), animation_ms=400)

    def wait(ms: int) -> None:
        QTest.qWait(ms)  # an event loop: deferred deletes (the buttons replaced) happen too

    for game, profile, players, name in GAMES:
        rules = {**window.catalog.get(profile).rules, "players": players}
        setup = NewGameSetup(game, profile, rules, players, ["expert"] * (players - 1), seed=11)
        table = window.open_table(setup)
        bot = make_bot(game, "expert", 3)
        turns = shown = traded = 0
        for _ in range(6000):
            wait(20)
            if table.finished:
                break
            flying = table.findChildren(QLabel, "flyingCard")
            if not traded and turns and flying and table.last_flown not in (None, 0):
                wait(150)
                window.grab().save(str(out / f"{name}-trade.png"))
                traded = 1
            if table.revealed and not shown and game == "commerce":
                wait(200)
                window.grab().save(str(out / f"{name}-show.png"))
                shown = 1
            if table._my_turn():
                turns += 1
                if turns == 2:
                    wait(300)
                    window.grab().save(str(out / f"{name}.png"))
                action = decide(bot, InfoSet(table.game, 0))
                table.chosen = None
                table.session.act(action)
            if (shown or game != "commerce") and turns > 2 and traded:
                break
        if game == "my_bird_sings":
            # The person's next turn or the game's end, settled: grabbed at once after the move
            # above, the seat still read "to act" with an empty panel.
            for _ in range(500):
                wait(20)
                if table.finished or (table.idle and table._my_turn()):
                    break
            wait(300)
            window.grab().save(str(out / f"{name}-later.png"))
    return 0


if __name__ == "__main__":
    args = sys.argv[1:]
    lang = take_language(args)
    sys.exit(main(Path(args[0] if args else "docs/screenshots"), lang))
