"""Opening a table for a new or resumed game: the session, saving after every action, the statistics
and Play Again. Every game's factory does the same; only the table widget and the seats differ, and a
game's ``factory.py`` is one :class:`TableFactory` naming its table class.

A table class is built as ``table_class(session, renderer, settings, parent)`` and must offer a
``play_again`` signal and ``start(replayed=False)``.
"""

from __future__ import annotations

import contextlib
import dataclasses
import random
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QWidget

from ...ai.registry import strengths as bot_strengths
from ...engine import registry
from ...engine.game import Game
from ...storage.saves import discard_save, save_path, save_text, write_save
from ...storage.stats import record_result, record_with_undo
from ..services import services_for
from ..session import GameSession, SeatSetup
from . import keyboard_focus, keys
from .click_focus import tab_focus_only
from .coach_saved import KEY as NOTES_KEY
from .coach_saved import restore_notes, saved_notes
from .deal_end import DealEndHold, game_over_text
from .game_summary import GameSummary, names_for

TableClass = Callable[[GameSession, Any, Any, QWidget], QWidget]


def computer_strength(game: str, wanted: str) -> str:
    """The computer player for ``wanted``; a strength this game lacks becomes the nearest it has."""
    offered = bot_strengths(game)
    if wanted in offered:
        return wanted
    if wanted == "easy":
        return offered[0]
    return "standard" if "standard" in offered else offered[-1]


def seat_setup(setup: Any) -> SeatSetup:
    """The session's seats from the New Game dialog's set-up."""
    rules = dict(setup.rules)
    players = int(setup.players)
    rules["players"] = players
    strengths: list[str | None] = [None] * players
    computer = [s for s in range(players) if s != setup.human_seat]
    for i, seat in enumerate(computer):
        wanted = setup.strengths[i] if i < len(setup.strengths) else "standard"
        strengths[seat] = computer_strength(setup.game, wanted)
    return SeatSetup(setup.game, setup.profile_id, rules, int(setup.seed), setup.human_seat, strengths)


class TableFactory:
    """A game's ways onto its table: ``make_table`` for a new game (what the main window registers),
    ``open_table`` for a game already made, ``resume_table`` for a saved one.

    ``table_class(game_key)`` gives the table class (importing it only when a table is opened),
    ``seats(setup, parent)`` the seats from the New Game set-up (the default: :func:`seat_setup`)."""

    def __init__(
        self,
        table_class: Callable[[str], TableClass],
        session_class: type[GameSession] = GameSession,
        seats: Callable[[Any, QWidget], SeatSetup] | None = None,
    ) -> None:
        self.table_class = table_class
        self.session_class = session_class
        self.seats = seats or (lambda setup, parent: seat_setup(setup))

    def make_table(self, setup: Any, parent: QWidget) -> QWidget:
        seats = self.seats(setup, parent)
        game = registry.get(seats.game).new_game(seats.rules, seats.seed)
        return self.open_table(seats, game, parent)

    def open_table(self, seats: SeatSetup, game: Game, parent: QWidget, resumed: bool = False) -> QWidget:
        table_class = self.table_class(game.spec.key)
        return open_session(seats, game, parent, table_class, resumed, self.session_class)

    def resume_table(self, setup_json: dict[str, Any], game: Game, window: Any) -> QWidget:
        """Put a saved game back on the table exactly where it was left."""
        return resume(
            setup_json, game, window, lambda seats, g, parent: self.open_table(seats, g, parent, resumed=True)
        )


def open_session(
    seats: SeatSetup,
    game: Game,
    parent: QWidget,
    table_class: TableClass,
    resumed: bool = False,
    session_class: type[GameSession] = GameSession,
):
    """Seat the players at a new ``table_class`` for ``game`` and start it (or carry on, if resumed)."""
    services = services_for(parent)
    settings = services.settings
    slot = save_path(seats.game)  # one save per game kind

    made: list[QWidget] = []  # the table, once made: its review's coach notes are saved too

    def save(session: GameSession) -> None:
        # The text is made here; the writer thread does the (fsync'd) write.
        if session.game.is_over():
            services.saver.submit(lambda: discard_save(slot))
        else:
            setup = session.setup.to_json()
            notes = saved_notes(made[0]) if made else None
            if notes is not None:
                setup[NOTES_KEY] = notes
            text = save_text(setup, session.game)
            services.saver.submit(lambda: write_save(text, slot))

    session = session_class(game, seats, services.ai, lambda: int(settings.get("computer_pace_ms")), save)
    table = table_class(session, services.renderer, settings, parent)
    made.append(table)
    tab_focus_only(table)  # a click on a button or the history leaves the keys with the cards
    session.setParent(table)
    table.play_again.connect(lambda: play_again(table))
    session.finished.connect(lambda result: count_result(session.setup, result, table))
    share_table_ways(table, session, resumed)
    if not resumed:
        save(session)  # a new game is in its slot from the first card, so it can be resumed
    table.start(replayed=resumed)
    review = getattr(table, "review", None)
    if resumed and review is not None:
        review.resumed()
    return table


def share_table_ways(table: QWidget, session: GameSession, resumed: bool) -> None:
    """What every table does the same way: the pause at the end of each deal (its pump asks
    ``table.deal_end``), the summary at the end of the game, and the keys named in the tooltips."""
    settings = services_for(table).settings
    hold = DealEndHold(
        table,
        session.game.spec.key,
        lambda: int(settings.get("deal_end_seconds")),
        session.game.is_over,
        resumed,
    )
    table.deal_end = hold  # type: ignore[attr-defined]
    hold.went_on = session.went_on
    pacer = getattr(table, "pacer", None)
    if pacer is not None and hasattr(pacer, "set_hold"):
        pacer.set_hold(hold)
    elif isinstance(getattr(table, "timer", None), QTimer):  # a table pumping its own queue (Loto)
        pump = table.timer  # type: ignore[attr-defined]
        hold.resume = lambda: None if pump.isActive() else pump.start(0)

    def game_over(result: Any) -> None:
        def show() -> None:
            table.summary = GameSummary(  # type: ignore[attr-defined]
                table, session.game.spec.key, result, names_for(table, session.game.players, session.human),
                session.human, session.game.rules,
            )  # fmt: skip
            table.summary.new_game.connect(table.play_again)

        # played on to the end, or the last deal's end held already as the game's: the result at once
        if hold.enabled and not hold.played_on and not hold.game_end_held:
            hold.on_release.append(show)
            hold.hold(game_over_text(), pump=False)
        else:
            show()

    session.finished.connect(game_over)
    session.human_turn.connect(hold.note_turn)  # after the table's own slots: its prompt is set
    session.events.connect(hold.note_events)
    keys.name_keys(table)
    keys.letters_from_history(table)
    keyboard_focus.show_focus(getattr(table, "history", None))


def count_result(seats: SeatSetup, result: Any, parent: QWidget | None = None) -> None:
    with contextlib.suppress(OSError):  # a full disk must not spoil the end of a game
        if seats.undo_used:
            record_with_undo(seats.game, seats.profile_id)
        else:
            record_result(seats.game, seats.profile_id, result, seats.human_seat)
    if parent is not None:
        from ..file_warnings import warn_damaged_stats

        warn_damaged_stats(parent.window())


def play_again(table: QWidget) -> None:
    """The same game, profile and opponents with a fresh shuffle, and what the game just finished
    passes on to the next (Snip-Snap-Snorum: its first out deals)."""
    window = table.window()
    setup = getattr(window, "setup", None)
    if setup is not None and hasattr(window, "open_table"):
        session = getattr(table, "session", None)
        result = session.game.result() if session is not None else None
        carried = dict(result.details.get("next_rules", {})) if result is not None else {}
        seed = random.SystemRandom().randrange(1, 2**31)
        window.open_table(dataclasses.replace(setup, seed=seed, rules={**setup.rules, **carried}))


def resume(
    setup_json: dict[str, Any],
    game: Game,
    window: Any,
    open_table: Callable[[SeatSetup, Game, QWidget], QWidget],
) -> QWidget:
    """Put a saved game back on the table exactly where it was left."""
    from ..dialogs.new_game import NewGameSetup

    seats = SeatSetup.from_json(setup_json)
    table = open_table(seats, game, window.stack)
    restore_notes(table, setup_json.get(NOTES_KEY))  # the review's coach line, as it was
    setup = NewGameSetup(
        seats.game, seats.profile_id, dict(seats.rules), game.players,
        [s for s in seats.strengths if s is not None], seats.seed, seats.human_seat,
    )  # fmt: skip
    window.show_table(table, setup)
    return table
