"""The line at the top of every table's side panel: whose turn it is while the person waits.

It named a seat only while the session waited on that computer's answer and was cleared as the move
was applied, so through the whole showing of every move (the deal, a card flying, a trick taken) it
said nothing (playtest (h), 29 November: Newmarket and Spoil-Five "empty while the computers play").
Now it follows what the table shows: after each batch of events the pump has shown it names the
computer the engine waits on. The queue never holds more than the last action's events (the session
asks the next seat only once the table is idle), so that seat's turn is the one the table is about to
show; only across a deal's end is the engine ahead of the table, and between a deal's end and the
next deal's beginning the line is empty (the prompt says "The deal is over."). A private call (the
Pope in lieu) leaves the line as it was: nothing shows that a seat is being asked."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


class TurnLine:
    """``also(seat)`` is told each seat the line names (-1: none), for what a table marks besides
    (a seat's plate lit, Speculation's bold line)."""

    def __init__(self, table: Any, also: Callable[[int], None] | None = None) -> None:
        self.table = table
        self.also = also
        self.seat = -1

    def asked(self, seat: int) -> None:
        """The session asks a computer seat (-1: its move is applied; the line stays until the move
        is shown, then names the next)."""
        if seat >= 0:
            self._say(seat)

    def shown(self) -> None:
        """The table has shown a batch of events: name the computer the engine now waits on."""
        game = self.table.game
        if game.private_turn() and not game.is_over():
            return
        to_act = game.seats_to_act()
        hold = getattr(self.table, "deal_end", None)
        between = hold is not None and hold.between_deals
        if game.is_over() or between or not to_act or self.table.human in to_act:
            self.clear()
        else:
            self._say(to_act[0])

    def clear(self) -> None:
        self.table.panel.set_thinking("")
        self._mark(-1)

    def _say(self, seat: int) -> None:
        self.table.panel.thinking_label.setText(self.table.turn_words(seat))
        self._mark(seat)

    def _mark(self, seat: int) -> None:
        self.seat = seat
        if self.also is not None:  # each time: a table may have laid its seats out anew (a new deal)
            self.also(seat)
