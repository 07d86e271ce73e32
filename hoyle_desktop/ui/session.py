"""One game in progress at the table: the engine game, who sits where, and the turn loop.

The session asks computer seats through the AI service, applies actions, saves after each one,
and hands the table the events the person's seat may see. It never waits: the table calls
``proceed`` when its animations are done, and the session moves the game on from there.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field, fields
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from ..ai.base import InfoSet, searches
from ..ai.registry import make_bot
from ..engine.actions import Action, Event
from ..engine.game import Game
from .ai_service import AiService


@dataclass
class SeatSetup:
    """Who sits at the table. ``strengths[seat]`` is None for the person. ``undo_used``: the person
    took back a move, so the game is not counted in the statistics. ``gone_on_at``: the game's count
    of actions when the person last went on past a deal's held end (-1: not since the last action),
    so that a game saved then is not resumed at that end again (ui/table/deal_end.py)."""

    game: str
    profile_id: str
    rules: dict[str, Any]
    seed: int
    human_seat: int = 0
    strengths: list[str | None] = field(default_factory=list)
    undo_used: bool = False
    gone_on_at: int = -1

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @staticmethod
    def from_json(data: dict[str, Any]) -> SeatSetup:
        known = {f.name for f in fields(SeatSetup)}
        return SeatSetup(**{k: v for k, v in data.items() if k in known})


class GameSession(QObject):
    events = Signal(list)  # list[Event], already cut down to what the person's seat may see
    thinking = Signal(int)  # the computer seat now thinking, -1 when none
    human_turn = Signal()
    finished = Signal(object)  # Result
    failed = Signal(str)

    def __init__(
        self,
        game: Game,
        setup: SeatSetup,
        ai: AiService,
        pace_ms: Callable[[], int] = lambda: 600,
        save: Callable[[GameSession], None] | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.game = game
        self.setup = setup
        self.ai = ai
        self.pace_ms = pace_ms
        self.save = save
        self.bots = {
            seat: make_bot(setup.game, strength, seed=setup.seed + seat)
            for seat, strength in enumerate(setup.strengths)
            if strength is not None
        }
        self._pending: dict[int, tuple[int, float]] = {}  # ticket -> (seat, asked at)
        self._deciding: set[int] = set()  # seats whose answer waits out the pace before it is played
        self._stopped = False
        self._paused = False  # a dialog or menu is open: computer answers and moving on wait
        self._held: list[Callable[[], None]] = []  # what waits for the dialog to close
        ai.decided.connect(self._on_decided)
        ai.failed.connect(self._on_failed)

    @property
    def human(self) -> int:
        return self.setup.human_seat

    def start(self, replayed: bool = False) -> None:
        """Show the opening (or, for a resumed game, nothing new) and let the table call proceed."""
        opening = [] if replayed else self.game.opening_events
        self.events.emit(self._for_human(opening))

    def past_events(self) -> list[Event]:
        """Everything the person's seat has been shown so far, for a resumed table to lay itself out
        and write its history from: the game replayed from its seed and actions (a resumed game
        holds no events of its own)."""
        before, last = self.past_events_apart()
        return before + last

    def past_events_apart(self) -> tuple[list[Event], list[Event]]:
        """:meth:`past_events`, those of the last action apart: where it ended a deal and the next
        was dealt, a resumed table holds the deal's end between them (ui/table/deal_end.py)."""
        fresh = self.game.spec.new_game(self.game.rules, self.game.seed)
        events = list(fresh.opening_events)
        last: list[Event] = []
        for seat, action in self.game.history:
            events.extend(last)
            last = fresh.apply(seat, action)
        return self._for_human(events), self._for_human(last)

    def game_before_last(self) -> Game:
        """The game replayed to just before its last action: a table that lays itself out from the
        view (the banking felt), resumed at a deal's held end, lays out what was on show then."""
        fresh = self.game.spec.new_game(self.game.rules, self.game.seed)
        for seat, action in self.game.history[:-1]:
            fresh.apply(seat, action)
        return fresh

    def went_on(self) -> None:
        """The person went on past a deal's held end: saved so, a resume does not hold it again."""
        self.setup.gone_on_at = len(self.game.history)
        if self.save is not None and not self.game.is_over():
            self.save(self)

    def gone_on(self) -> bool:
        """The person had gone on past the last action's held end (no action since)."""
        return self.setup.gone_on_at == len(self.game.history)

    def proceed(self) -> None:
        """The table is idle: move the game on."""
        if self._stopped:
            return
        if self._paused:
            self._hold_back(self.proceed)
            return
        if self.game.is_over():
            self.finished.emit(self.game.result())
            return
        to_act = self.game.seats_to_act()
        self._ask_computers([s for s in to_act if s != self.human and s not in self._asked()])
        if self.human in to_act:
            self.human_turn.emit()

    def _asked(self) -> set[int]:
        """Computer seats whose answer is awaited or waits to be played."""
        return {seat for seat, _ in self._pending.values()} | self._deciding

    def computers_deciding(self) -> bool:
        """A computer seat's answer is awaited or waits out its pace: the position is about to move
        (what a test waits on before it looks at a position, rather than on time)."""
        return bool(self._asked())

    def _ask_computers(self, seats: list[int]) -> None:
        """Ask the first of ``seats``: one computer seat at a time keeps the table's story in order."""
        if seats:
            if not self.game.private_turn():  # a private call is answered unseen (the Pope in lieu)
                self.thinking.emit(seats[0])
            self._ask(seats[0])

    def _ask(self, seat: int) -> tuple[int, InfoSet]:
        """Ask a computer seat on a worker thread; returns the ticket its answer comes back with."""
        bot = self.bots[seat]
        info = InfoSet(self.game, seat, copy=searches(bot))
        ticket = self.ai.request(bot, info)
        self._pending[ticket] = (seat, time.monotonic())
        return ticket, info

    def human_may_act(self) -> bool:
        return not self._stopped and self.human in self.game.seats_to_act()

    def act(self, action: Action) -> str | None:
        """The person's action. Returns a reason code and changes nothing if it is not legal."""
        if not self.human_may_act():
            return "not_your_turn"
        reason = self.game.why_illegal(self.human, action)
        if reason is None:
            self._apply(self.human, action)
        return reason

    def pause(self, paused: bool) -> None:
        """While paused (a dialog or menu is open) no computer move is played and the game does not
        move on; what came in meanwhile runs, in order, when the pause ends."""
        self._paused = paused
        while not self._paused and self._held and not self._stopped:
            self._held.pop(0)()

    def _hold_back(self, step: Callable[[], None]) -> None:
        if step not in self._held:
            self._held.append(step)

    @property
    def stopped(self) -> bool:
        """The table is closed or left: nothing more is played, asked or saved from it."""
        return self._stopped

    def stop(self) -> None:
        self._stopped = True
        self._pending.clear()
        self._deciding.clear()

    def _on_decided(self, ticket: int, action: Action) -> None:
        if ticket not in self._pending or self._stopped:
            return
        seat, asked = self._pending.pop(ticket)
        self._deciding.add(seat)  # not asked again while its answer waits (a second answer would be illegal)
        pace = 0 if self.game.private_turn() else self.pause_ms(seat)
        wait = max(0, int(pace - (time.monotonic() - asked) * 1000))
        QTimer.singleShot(wait, self, lambda: self._apply_computer(seat, action))

    def pause_ms(self, seat: int) -> int:
        """How long a computer seat seems to think before its move is played."""
        return self.pace_ms()

    def _apply_computer(self, seat: int, action: Action) -> None:
        if self._paused:
            self._hold_back(lambda: self._apply_computer(seat, action))
            return
        self._deciding.discard(seat)
        if self._stopped:
            return
        self.thinking.emit(-1)
        self._apply(seat, action)

    def _on_failed(self, ticket: int, text: str) -> None:
        if self._pending.pop(ticket, None) is not None:
            self.failed.emit(text)

    def _apply(self, seat: int, action: Action) -> None:
        events = self.game.apply(seat, action)
        self.setup.gone_on_at = -1  # a deal this action ends has not been gone past yet
        if self.save is not None:
            self.save(self)
        self.events.emit(self._for_human(events))

    def _for_human(self, events: Sequence[Event]) -> list[Event]:
        return [e.for_seat(self.human) for e in events]
