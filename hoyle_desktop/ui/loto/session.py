"""The Loto session: several seats act at once at the first method, so every computer seat to act
is asked together, and each answers after its own reaction time (the profile's, by strength), not
the table's thinking pause. The engine has no clock; the race is the order the answers arrive in.

An answer is played only at the call it was asked at: a seat's claim of the card ends the round and
the engine calls the next round's first number at once, and a late answer to the old round's call
("ready" from a seat holding the new number) was played there, unseen, behind the round's held end
(tests/ui/test_loto_stale_answer.py)."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QTimer

from ...engine.actions import Action
from ..session import GameSession

FOLLOW_UP_MS = 250  # a seat that has answered this call already (claiming, saying ready) is quick
DIALOG_CHECK_MS = 100  # an answer held behind a dialog looks again this often


def call_now(game: object) -> tuple[int, int]:
    """The call now: the round and the count of its numbers called (a count alone repeats itself in
    the next round)."""
    return game.round, len(game.called)  # type: ignore[attr-defined]


class LotoSession(GameSession):
    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._delays: dict[int, tuple[int, tuple[int, int]]] = {}  # ticket -> (delay in ms, call asked at)
        self._answered: dict[int, tuple[int, int]] = {}  # seat -> the call it was last asked at
        # The table is idle (everything shown, no round's end held): only then may an answer that came
        # too late move the game on; otherwise the table moves it on itself once it is idle. Moving on
        # behind a held round end asked the computers for the next round's calls (lead, 29 November).
        self.table_idle: Callable[[], bool] = lambda: True
        # A modal dialog is open over the table: a computer's answer waits until it closes.
        self.behind_dialog: Callable[[], bool] = lambda: False

    def _ask_computers(self, seats: list[int]) -> None:
        """At the first method every seat to act is asked at once, each to answer in its own time."""
        if getattr(self.game.cfg, "method", "first") != "first":
            super()._ask_computers(seats)
            return
        for seat in seats:
            ticket, info = self._ask(seat)
            self._delays[ticket] = (self._delay(seat, info.view), self._call())

    def _call(self) -> tuple[int, int]:
        return call_now(self.game)

    def _delay(self, seat: int, view: object) -> int:
        first = self._answered.get(seat) != self._call()
        self._answered[seat] = self._call()
        bot = self.bots[seat]
        return bot.reaction_ms(view) if first and hasattr(bot, "reaction_ms") else FOLLOW_UP_MS

    def _on_decided(self, ticket: int, action: Action) -> None:
        timed = self._delays.pop(ticket, None)
        if timed is None:
            super()._on_decided(ticket, action)
            return
        if ticket not in self._pending or self._stopped:
            return
        delay, call = timed
        seat, asked = self._pending.pop(ticket)
        self._deciding.add(seat)  # not asked again while its answer waits out its reaction time
        wait = max(0, int(delay - (time.monotonic() - asked) * 1000))
        QTimer.singleShot(wait, self, lambda: self._apply_fresh(seat, action, call))

    def _apply_fresh(self, seat: int, action: Action, call: tuple[int, int]) -> None:
        """Apply a computer seat's answer to ``call`` if that call is still the current one and the
        answer legal; else drop it (the seat is asked again when the game moves on)."""
        if self._paused:
            self._hold_back(lambda: self._apply_fresh(seat, action, call))
            return
        if self.behind_dialog():
            QTimer.singleShot(DIALOG_CHECK_MS, self, lambda: self._apply_fresh(seat, action, call))
            return
        self._deciding.discard(seat)
        if self._stopped:
            return
        gone_by = call != self._call()
        if self.game.is_over() or gone_by or self.game.why_illegal(seat, action) is not None:
            if self.table_idle():
                self.proceed()
            return
        self._apply(seat, action)
