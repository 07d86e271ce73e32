"""Screenshots of the banking table in play: Vingt-un, Baccarat and Blind Hookey (run under Xvfb):

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python tools/banking_screenshots.py docs/screenshots
    ... tools/banking_screenshots.py /tmp/de --lang de   (the same in German; fr for French)

Plays seeded games with the person's seat driven by this script and grabs the window when the
person is to choose: Vingt-un at the stake and the draw, Chemin de Fer at the punter's or the
banker's choice, Banque with two tableaux, Blind Hookey at the stake, and each game's end.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication
from shot_args import play_on_at_deal_ends, take_language
from shot_tables import shot_window

from hoyle_desktop.app import install_translators
from hoyle_desktop.ui.dialogs.new_game import NewGameSetup


def pump(app: QApplication, ms: int) -> None:
    end = time.monotonic() + ms / 1000
    while time.monotonic() < end:
        app.processEvents()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        time.sleep(0.005)


def play(app, window, setup: NewGameSetup, out: Path, name: str, wanted: set[str]) -> None:
    table = window.open_table(setup)
    done: list[object] = []
    table.session.finished.connect(done.append)
    taken: set[str] = set()
    for _ in range(4000):
        pump(app, 20)
        if done:
            break
        if not (table.pacer.idle and table.session.human_may_act()):
            continue
        phase = table.game.view(0).phase
        if phase in wanted and phase not in taken:
            pump(app, 100)
            window.grab().save(str(out / f"{name}-{phase}.png"))
            taken.add(phase)
        if table.panel.action_buttons:
            table.panel.action_buttons[0].click()
    pump(app, 300)
    window.grab().save(str(out / f"{name}-end.png"))


def main(out: Path, language: str = "en") -> int:
    play_on_at_deal_ends()
    app = QApplication(sys.argv[:1])
    install_translators(app, language)
    out.mkdir(parents=True, exist_ok=True)
    window, _settings = shot_window((1380, 880), animation_ms=40)
    pump(app, 300)
    vingt = {**window.catalog.get("vingt-un").rules, "players": 4, "hands": 8}
    play(
        app,
        window,
        NewGameSetup("vingt_un", "vingt-un", vingt, 4, ["expert", "standard", "expert"], seed=3),
        out,
        "vingt-un",
        {"stake", "play", "dealer"},
    )
    chemin = {**window.catalog.get("baccarat").rules, "players": 4, "coups": 8}
    play(
        app,
        window,
        NewGameSetup("baccarat", "baccarat", chemin, 4, ["standard", "expert", "easy"], seed=11),
        out,
        "baccarat",
        {"punter", "banker", "stake"},
    )
    banque = {**window.catalog.get("baccarat-banque").rules, "players": 5, "coups": 6}
    play(
        app,
        window,
        NewGameSetup("baccarat", "baccarat-banque", banque, 5, ["expert"] * 4, seed=5),
        out,
        "baccarat-banque",
        {"punter", "banker"},
    )
    hookey = {**window.catalog.get("blind-hookey").rules, "players": 4, "hands": 3}
    play(
        app,
        window,
        NewGameSetup("blind_hookey", "blind-hookey", hookey, 4, ["expert"] * 3, seed=4),
        out,
        "blind-hookey",
        {"stake"},
    )
    second = {**window.catalog.get("blind-hookey-three-packets").rules, "players": 3, "hands": 2}
    play(
        app,
        window,
        NewGameSetup("blind_hookey", "blind-hookey-three-packets", second, 3, ["expert"] * 2, seed=4),
        out,
        "blind-hookey-second",
        {"reject", "stake"},
    )
    return 0


if __name__ == "__main__":
    args = sys.argv[1:]
    lang = take_language(args)
    sys.exit(main(Path(args[0] if args else "docs/screenshots"), lang))
