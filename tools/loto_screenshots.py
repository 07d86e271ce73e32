"""Screenshots of the Loto table in play, both methods (run under Xvfb):

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python tools/loto_screenshots.py docs/screenshots
    ... tools/loto_screenshots.py /tmp/de --lang de   (the same in German; fr for French)

The first method, four players: the person covers every number called, one a call late; pictures
at the twelfth call, when a prize has just been claimed, and at the end. The second method, four
players with two cards each: the exchanges (the cards laid aside shown), a drawing on the board
with the counters laid, and the end. Files: ``loto-first-*.png``, ``loto-second-*.png``.
"""

from __future__ import annotations

import sys
from pathlib import Path

from banking_screenshots import pump  # the tools folder is on the path when a tool runs
from PySide6.QtWidgets import QApplication
from shot_args import play_on_at_deal_ends, take_language
from shot_tables import shot_window

from hoyle_desktop.app import install_translators
from hoyle_desktop.engine.actions import Action
from hoyle_desktop.ui.dialogs.new_game import NewGameSetup
from hoyle_desktop.ui.loto import table as loto_table

QUICK = {"easy_reaction_ms": 300, "standard_reaction_ms": 200, "expert_reaction_ms": 100}


def first_method(app, window, out: Path) -> None:
    rules = {**window.catalog.get("loto").rules, "players": 4, "rounds": 1, "cards": 2, **QUICK}
    setup = NewGameSetup("loto", "loto", rules, 4, ["easy", "standard", "expert"], seed=12, human_seat=0)
    table = window.open_table(setup)
    done: list[object] = []
    table.session.finished.connect(done.append)
    taken: set[str] = set()
    late = None
    for _ in range(20_000):
        pump(app, 10)
        if done:
            break
        game = table.game
        if len(game.called) >= 12 and "calls" not in taken and table.idle:
            pump(app, 200)
            window.grab().save(str(out / "loto-first-calls.png"))
            taken.add("calls")
        claimed = [e for e in game.events if e.kind == "claim"]
        if claimed and "claim" not in taken and len(claimed) >= 1 and claimed[-1].reason == "two_rows":
            pump(app, 300)
            window.grab().save(str(out / "loto-first-claim.png"))
            taken.add("claim")
        if not table._my_turn():
            continue
        legal = game.legal_actions(0)
        claims = [a for a in legal if a.kind == "claim"]
        covers = [a for a in legal if a.kind == "cover"]
        if claims:
            table._act(claims[0])
        elif covers:
            number = int(covers[0].value)
            if late is None and len(game.called) > 5:
                late = number  # let this one go by: covered at the next call, too late for a race
                table._act(Action("ready"))
                continue
            table._on_number_clicked(number)
    pump(app, 400)
    window.grab().save(str(out / "loto-first-end.png"))


def second_method(app, window, out: Path) -> None:
    rules = {**window.catalog.get("loto-second-method").rules, "players": 4, "drawings": 4,
             "exchanges": "every_drawing"}  # fmt: skip
    setup = NewGameSetup(
        "loto", "loto-second-method", rules, 4, ["easy", "standard", "expert"], seed=8, human_seat=0
    )
    table = window.open_table(setup)
    done: list[object] = []
    table.session.finished.connect(done.append)
    taken: set[str] = set()
    for _ in range(20_000):
        pump(app, 10)
        if done:
            break
        view = table.game.view(0)
        if view.drawing == 2 and len(table.knobs) == 10 and "drawing" not in taken:
            pump(app, 300)
            window.grab().save(str(out / "loto-second-drawing.png"))
            taken.add("drawing")
        if not table._my_turn() or not table.idle:
            continue
        legal = table.game.legal_actions(0)
        if view.offer is not None:
            table._act(Action("decline"))
            continue
        if view.phase == "exchange":
            if "exchange" not in taken:
                table._on_my_card_clicked(view.cards[0][0])
                pump(app, 300)
                window.grab().save(str(out / "loto-second-exchange.png"))
                taken.add("exchange")
                table._on_my_card_clicked(view.cards[0][0])
            table._act(Action("done"))
            continue
        if Action("draw") in legal:
            table._act(Action("draw"))
    pump(app, 400)
    window.grab().save(str(out / "loto-second-end.png"))


def main(out: Path, language: str = "en") -> int:
    play_on_at_deal_ends()
    app = QApplication(sys.argv[:1])
    install_translators(app, language)
    out.mkdir(parents=True, exist_ok=True)
    loto_table.PACES.update({"normal": 1000})
    loto_table.HOLD_MS = 200
    window, _settings = shot_window((1380, 880), animation_ms=40, loto_pace="normal", loto_cover_for_me=False)
    pump(app, 300)
    first_method(app, window, out)
    second_method(app, window, out)
    window.close()
    return 0


if __name__ == "__main__":
    args = sys.argv[1:]
    language = take_language(args)
    sys.exit(main(Path(args[0] if args else "docs/screenshots"), language))
