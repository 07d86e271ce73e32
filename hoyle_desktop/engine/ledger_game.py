"""What a game for counters that runs a state machine of its own shares (Baccarat and Blind Hookey,
which do not run on the banking core; Loto): the players from the rules, the events in order, the
deal log, and (``_finish``) the end of the game on the ledger, each seat's net counters its score."""

from __future__ import annotations

from typing import Any

from .actions import JSON, Event
from .game import Game, Result
from .ledger import Ledger, counters_result

OVER = "over"  # the phase of a game that is over (every game's view names it so)


class LedgerGame(Game):
    """Subclasses set ``cfg`` (with ``players``), ``ledger``, ``events``, ``queue`` (who is to act),
    ``phase``, ``_result`` and ``_log`` (the deal log) in ``__init__``."""

    cfg: Any
    ledger: Ledger
    events: list[Event]
    queue: list[Any]
    phase: str
    _result: Result | None
    _log: list[JSON]

    @property
    def players(self) -> int:
        return self.cfg.players

    def result(self) -> Result | None:
        return self._result

    def deal_log(self) -> list[JSON]:
        return list(self._log)

    def emit(self, *events: Event) -> None:
        self.events.extend(events)

    def _finish(self) -> None:
        """The game is over: nobody is to act, and each seat's net counters are its result."""
        self.queue = []
        self.phase = OVER
        self._result = counters_result(self.ledger, self.events)
        nets = self._result.scores
        self.emit(Event("game_over", data={"nets": list(nets)}))
