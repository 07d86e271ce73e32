"""Screenshots of the Crazy Eights and Cassino tables in play (run under Xvfb):

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python tools/matching_screenshots.py docs/screenshots

Opens a seeded game, plays the person's seat with the first legal action until the wanted moment
and grabs the window: Crazy Eights after an eight (the named suit shown) and at the end; Cassino
with a capture highlighted and with the count at the end; with ``cassino_building``, today's
building, a raise or a build on a standing build offered on its buttons; with ``crazy_eights_five``
five players at Crazy Eights, with ``crazy_eights_expert`` the end of a heads-up game against the
Expert. Run with
``HOYLE_DESKTOP_HOME`` pointing at an empty folder. ``--size 1024x700`` takes them in a smaller
window (files named with the size), e.g. to check that German words still fit.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication
from shot_args import play_on_at_deal_ends, take_language
from shot_tables import shot_window

from hoyle_desktop.app import install_translators
from hoyle_desktop.ui.dialogs.new_game import NewGameSetup


def main(
    out: Path,
    language: str = "en",
    games: tuple[str, ...] = ("crazy_eights", "cassino"),
    size: tuple[int, int] = (1280, 860),
) -> int:
    play_on_at_deal_ends()  # a held end stopped cassino_building short of its build
    app = QApplication(sys.argv[:1])
    install_translators(app, language)
    out.mkdir(parents=True, exist_ok=True)
    window, _settings = shot_window(size, animation_ms=40)

    def wait(ms: int) -> None:
        while ms > 0:
            app.processEvents()
            # No event loop runs here, so buttons taken away must be deleted by hand.
            QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
            QApplication.instance().thread().msleep(10)
            ms -= 10

    def shoot(path: Path) -> None:
        # The screen's own pixels: a widget grab paints a scrolled history list out of place.
        wait(300)
        screen = QApplication.primaryScreen()
        geo = window.frameGeometry()
        screen.grabWindow(0, geo.x(), geo.y(), geo.width(), geo.height()).save(str(path))

    def play(table, until: Callable[[], bool], pick=None, limit: int = 3000) -> bool:
        for _ in range(limit):
            wait(20)
            if until():
                return True
            if table.game.is_over():
                return False
            if table.idle and table.session.human_may_act():
                legal = table.game.legal_actions(table.human)
                action = pick(legal) if pick else legal[0]
                if action is not None:
                    table.act(action)
        return False

    suffix = "" if language == "en" else f"-{language}"
    if size != (1280, 860):
        suffix += f"-{size[0]}x{size[1]}"
    if "crazy_eights" in games:
        rules = dict(window.catalog.get("crazy-eights").rules)
        rules["players"] = 4
        table = window.open_table(
            NewGameSetup("crazy_eights", "crazy-eights", rules, 4, ["standard"] * 3, seed=8)
        )
        play(table, lambda: table.idle and table.scene.banner.text() != "" and table.session.human_may_act())
        wait(600)
        shoot(out / f"crazy-eights-table{suffix}.png")
        play(table, lambda: table.game.is_over() and table.idle)
        wait(800)
        shoot(out / f"crazy-eights-end{suffix}.png")
    if "crazy_eights_five" in games:  # five players: every plate in view
        rules = {**window.catalog.get("crazy-eights").rules, "players": 5}
        table = window.open_table(
            NewGameSetup("crazy_eights", "crazy-eights", rules, 5, ["standard"] * 4, seed=8)
        )
        play(table, lambda: table.idle and table.scene.banner.text() != "" and table.session.human_may_act())
        wait(600)
        shoot(out / f"crazy-eights-five-players{suffix}.png")
    if "crazy_eights_expert" in games:  # the end of a heads-up game against the Expert
        rules = {**window.catalog.get("crazy-eights").rules, "players": 2}
        table = window.open_table(NewGameSetup("crazy_eights", "crazy-eights", rules, 2, ["expert"], seed=8))
        play(table, lambda: table.game.is_over() and table.idle, limit=20_000)
        wait(800)
        shoot(out / f"crazy-eights-expert-end{suffix}.png")
    if "cassino" in games:
        rules = dict(window.catalog.get("cassino").rules)
        rules["players"] = 2
        rules["target"] = 5
        table = window.open_table(NewGameSetup("cassino", "cassino", rules, 2, ["standard"], seed=5))
        play(table, lambda: table.idle and bool(getattr(table, "pending", None)), pick=_first_capture(table))
        wait(500)
        shoot(out / f"cassino-capture{suffix}.png")
        play(table, lambda: table.game.is_over() and table.idle)
        wait(800)
        shoot(out / f"cassino-count{suffix}.png")
    if "cassino_building" in games:
        rules = dict(window.catalog.get("cassino-building").rules)
        setup = NewGameSetup("cassino", "cassino-building", rules, 2, ["standard"], seed=3)
        table = window.open_table(setup)
        play(table, lambda: table.idle and bool(getattr(table, "pending", None)), pick=_building(table))
        wait(500)
        shoot(out / f"cassino-building{suffix}.png")
    window.close()
    return 0


def _building(table):
    """Build when it can; stop with a raise (or a build on a standing build) waiting on its buttons."""

    def pick(legal):
        raises = [a for a in legal if a.kind == "raise"]
        grow = [a for a in legal if a.kind == "build" and table.builds and len(a.cards) > 3]
        if raises or grow:
            table.on_card((raises or grow)[0].cards[0])
            return None
        return next((a for a in legal if a.kind == "build"), legal[0])

    return pick


def _first_capture(table):
    """Pick the first take and leave it marked on the table (the person has clicked its card)."""

    def pick(legal):
        take = next((a for a in legal if a.kind == "take"), None)
        if take is not None and len(table.scene.spread) >= 3:
            table.on_card(take.cards[0])
            return None
        return legal[0]

    return pick


if __name__ == "__main__":
    args = sys.argv[1:]
    lang = take_language(args)
    size = (1280, 860)
    if "--size" in args:
        i = args.index("--size")
        w, h = args[i + 1].split("x")
        size = (int(w), int(h))
        del args[i : i + 2]
    only = tuple(a for a in args[1:]) or ("crazy_eights", "cassino")
    sys.exit(main(Path(args[0] if args else "docs/screenshots"), lang, only, size))
