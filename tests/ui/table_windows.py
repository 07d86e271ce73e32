"""A main window with every table registered, shown offscreen, for tests that play through tables."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hoyle_desktop.storage.settings import Settings
from hoyle_desktop.ui.main_window import MainWindow


def table_window(qtbot, size: tuple[int, int] = (1100, 760), **options: Any) -> MainWindow:
    """Animations and the computers' pace off unless ``options`` set them."""
    settings = Settings.load()
    for name, value in {"animation_ms": 0, "computer_pace_ms": 0, **options}.items():
        settings.set(name, value)
    window = MainWindow(settings=settings)
    from hoyle_desktop.app import register_tables

    register_tables(window)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    return window


def open_default(window: MainWindow, key: str, seed: int = 4) -> Any:
    """A game's table with its default rules and players, the person at seat 0 against random play."""
    from hoyle_desktop.engine import registry
    from hoyle_desktop.ui.dialogs.new_game import NewGameSetup

    spec = registry.get(key)
    rules = dict(window.catalog.get(spec.default_profile).rules)
    players = int(rules.get("players") or spec.min_players)
    return window.open_table(
        NewGameSetup(key, spec.default_profile, rules, players, ["random"] * (players - 1), seed=seed)
    )


def new_setup(
    window: MainWindow,
    game: str,
    profile: str,
    players: int,
    seed: int,
    strength: str = "standard",
    deals: int | None = None,
) -> Any:
    """A new game of ``profile``; ``deals`` shortens it (a whole game is then that many deals)."""
    from hoyle_desktop.ui.dialogs.new_game import NewGameSetup

    rules = dict(window.catalog.get(profile).rules)
    rules["players"] = players
    if deals is not None:
        rules["deals"] = deals
    return NewGameSetup(game, profile, rules, players, [strength] * (players - 1), seed=seed, human_seat=0)


def still_table(qtbot, size: tuple[int, int], game: str, profile: str, players: int, seed: int = 5) -> Any:
    """A table of ``profile`` at ``size`` once it waits for the person, its session stopped: a felt
    whose model a test may set as it likes (every seat's longest words, a dealer anywhere)."""
    window = table_window(qtbot, size)
    table = window.open_table(new_setup(window, game, profile, players, seed=seed))
    qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=30_000)
    table.session.stop()
    return table


def resume_in_new_window(
    qtbot, window: MainWindow, new_window: Callable[[Any], MainWindow] = table_window, exact: bool = True
) -> Any:
    """Close ``window`` in the middle of its game and resume the saved game in ``new_window(qtbot)``:
    the resumed table, its game having replayed every action played before (``exact``: and no more;
    else a table that plays on by itself may have gone on)."""
    from hoyle_desktop.ui.resume import offer_resume

    before = window.table.game.record()["actions"]
    window.close()
    again = new_window(qtbot)
    assert offer_resume(again, ask=False)
    actions = again.table.game.record()["actions"]
    assert actions == before if exact else actions[: len(before)] == before
    return again.table


def wait_for_turn_or_end(qtbot, table: Any, stall_ms: int = 30_000) -> None:
    """Until the game is over or the person may act with the table at rest (nothing left to show,
    no computer deciding). The bound is on a stall, not on the wait: it fails only after
    ``stall_ms`` in which nothing moved (no move made, no event shown, no computer asked or
    answering), so a loaded machine that is slow but moving never fails it."""
    session = table.session

    def settled() -> bool:
        at_rest = table.idle and not session.computers_deciding()
        return table.game.is_over() or (at_rest and session.human_may_act())

    def moves() -> tuple:
        return (len(table.game.history), len(table.pacer.queue), table.idle, session.computers_deciding())

    while not settled():
        seen = moves()
        qtbot.waitUntil(lambda seen=seen: settled() or moves() != seen, timeout=stall_ms)


def open_blind_hookey_punter(window: MainWindow) -> Any:
    """Blind Hookey for four with the person not the dealer (a packet to cut and a stake)."""
    from hoyle_desktop.ui.dialogs.new_game import NewGameSetup

    rules = {**window.catalog.get("blind-hookey").rules, "players": 4}
    for seed in range(2, 40):
        table = window.open_table(
            NewGameSetup("blind_hookey", "blind-hookey", rules, 4, ["random"] * 3, seed)
        )
        if table.game.dealer != table.human:
            return table
    raise AssertionError("the person dealt at every seed")


def _layout_shot(window: Any) -> tuple:
    """Where everything on ``window`` lies: each shown widget's place and size (a label's picture's
    size too, a scroll bar's range and place), and each item's place and size on a shown graphics
    view's scene."""
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QAbstractSlider, QGraphicsView, QLabel, QWidget

    shot: list = []
    for widget in window.findChildren(QWidget):
        if not widget.isVisible():
            continue
        shot.append((widget.mapTo(window, QPoint()), widget.size()))
        if isinstance(widget, QAbstractSlider):
            shot.append((widget.minimum(), widget.maximum(), widget.value()))
        if isinstance(widget, QLabel) and not widget.pixmap().isNull():
            shot.append(widget.pixmap().size())
        if isinstance(widget, QGraphicsView) and widget.scene() is not None:
            shot += [(i.scenePos(), i.boundingRect()) for i in widget.scene().items() if i.isVisible()]
    return tuple(shot)


def laid_out(qtbot, window: Any, size: tuple[int, int] | None = None, timeout: int = 10_000) -> None:
    """Until the layouts that a resize, a move or new words posted have run: the window at ``size``
    (if given) and nothing on it moved or resized over three looks in a row, the event loop run
    between them. It replaces a fixed wait (80 ms, which a loaded machine outran) and ends in about
    30 ms at rest; ``timeout`` bounds a layout that never settles."""
    looks: list[tuple] = []

    def settled() -> bool:
        looks[:] = [*looks[-2:], _layout_shot(window)]
        at_size = size is None or (window.width(), window.height()) == size
        return at_size and len(looks) == 3 and looks[0] == looks[1] == looks[2]

    qtbot.waitUntil(settled, timeout=timeout)


def each_case(cases: Any, check: Callable[[Any], None]) -> None:
    """``check(case)`` for every case (one window serving them all, a new game each), then fail
    once naming every case that failed and why, as parametrised cases would have."""
    failed = []
    for case in cases:
        try:
            check(case)
        except Exception as error:  # (a wait's timeout names its case too)
            failed.append(f"{case!r}: {type(error).__name__}: {error}")
    assert not failed, "\n".join(failed)


def set_table_size(qtbot, window: MainWindow, size: tuple[int, int], large: bool) -> None:
    """``window`` at ``size`` (laid out) with large cards or not, for the next table it opens."""
    window.settings.set("large_cards", large)
    if (window.width(), window.height()) != size:
        window.resize(*size)
        laid_out(qtbot, window, size)
