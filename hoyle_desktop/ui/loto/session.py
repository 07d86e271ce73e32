"""The Loto session: several seats act at once at the first method, so every computer seat to act
is asked together, and each answers after its own reaction time (the profile's, by strength), not
the table's thinking pause. The engine has no clock; the race is the order the answers arrive in."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QTimer

from ...engine.actions import Action
from ..session import GameSession

FOLLOW_UP_MS = 250  # a seat that has answered this call already (claiming, saying ready) is quick


class LotoSession(GameSession):
    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._delays: dict[int, int] = {}  # ticket -> the answer's delay in ms
        self._answered: dict[int, int] = {}  # seat -> the count of calls when it was last asked
        # The table is idle (everything shown, no round's end held): only then may an answer that came
        # too late move the game on; otherwise the table moves it on itself once it is idle. Moving on
        # behind a held round end asked the computers for the next round's calls (lead, 29 November).
        self.table_idle: Callable[[], bool] = lambda: True

    def _ask_computers(self, seats: list[int]) -> None:
        """At the first method every seat to act is asked at once, each to answer in its own time."""
        if getattr(self.game.cfg, "method", "first") != "first":
            super()._ask_computers(seats)
            return
        for seat in seats:
            ticket, info = self._ask(seat)
            self._delays[ticket] = self._delay(seat, info.view)

    def _delay(self, seat: int, view: object) -> int:
        calls = len(self.game.called)
        first = self._answered.get(seat) != calls
        self._answered[seat] = calls
        bot = self.bots[seat]
        return bot.reaction_ms(view) if first and hasattr(bot, "reaction_ms") else FOLLOW_UP_MS

    def _on_decided(self, ticket: int, action: Action) -> None:
        delay = self._delays.pop(ticket, None)
        if delay is None:
            super()._on_decided(ticket, action)
            return
        if ticket not in self._pending or self._stopped:
            return
        seat, asked = self._pending.pop(ticket)
        self._deciding.add(seat)  # not asked again while its answer waits out its reaction time
        wait = max(0, int(delay - (time.monotonic() - asked) * 1000))
        QTimer.singleShot(wait, self, lambda: self._apply_fresh(seat, action))

    def _apply_fresh(self, seat: int, action: Action) -> None:
        """Apply a computer seat's answer if it is still legal (the game may have moved on)."""
        if self._paused:
            self._hold_back(lambda: self._apply_fresh(seat, action))
            return
        self._deciding.discard(seat)
        if self._stopped:
            return
        if self.game.is_over() or self.game.why_illegal(seat, action) is not None:
            if self.table_idle():
                self.proceed()
            return
        self._apply(seat, action)
