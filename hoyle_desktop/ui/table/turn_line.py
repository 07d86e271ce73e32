"""The line at the top of every table's side panel: whose turn it is.

It named a seat only while the session waited on that computer's answer and was cleared as the move
was applied, so through the whole showing of every move (the deal, a card flying, a trick taken) it
said nothing (playtest (h), 29 November: Newmarket and Spoil-Five "empty while the computers play").
Now it follows what the table shows: after each batch of events the pump has shown it names the
seat the engine waits on, a computer ("Computer 3 is thinking…") or the person ("Your turn."). The
queue never holds more than the last action's events (the session asks the next seat only once the
table is idle), so that seat's turn is the one the table is about to show; only across a deal's end
is the engine ahead of the table, and between a deal's end and the next deal's beginning the line is
empty (the prompt says "The deal is over.").

The person is named from the batch after which the engine waits on them, not from their prompt,
which comes when the table is idle: the line said nobody's turn for that last batch (cosmg's "Left",
29 November). Where the person and computers act at once (cribbage's lay-out) the line names the
person. It is a label, never announced: a screen reader hears the person's turn with the prompt,
once. Once the person has acted and the engine no longer waits on them, it is empty until their move
is shown. A private call (the Pope in lieu) to a computer leaves the line as it was: nothing shows
that a seat is being asked."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


class TurnLine:
    """``also(seat)`` is told each computer seat the line names (-1: none, or the person), for what a
    table marks besides (a seat's plate lit, Speculation's bold line); the person's own marks come
    with their controls."""

    def __init__(self, table: Any, also: Callable[[int], None] | None = None) -> None:
        self.table = table
        self.also = also
        self.seat = -1  # the seat named (the person's too), -1: none

    def asked(self, seat: int) -> None:
        """The session asks a computer seat (-1: its move is applied; the line stays until the move
        is shown, then names the next)."""
        if seat < 0:
            return
        if self._persons_turn():
            self._yours()
        else:
            self._say(seat)

    def shown(self) -> None:
        """The table has shown a batch of events (or the person's turn has come): name the seat the
        engine now waits on."""
        game = self.table.game
        if game.private_turn() and not game.is_over() and not self._persons_turn():
            return
        to_act = game.seats_to_act()
        hold = getattr(self.table, "deal_end", None)
        between = hold is not None and hold.between_deals
        if game.is_over() or between or not to_act:
            self.clear()
        elif self.table.human in to_act:
            self._yours()
        else:
            self._say(to_act[0])

    def moved(self, _events: object = None) -> None:
        """The game has moved (the session's events, before they are shown): a line naming the
        person who is no longer to act (they have acted, or a computer took their business) goes."""
        if self.seat == self.table.human and not self._persons_turn():
            self.clear()

    def clear(self) -> None:
        self.table.panel.set_thinking("")
        self._mark(-1)

    def _persons_turn(self) -> bool:
        return not self.table.game.is_over() and self.table.human in self.table.game.seats_to_act()

    def _say(self, seat: int) -> None:
        self.table.panel.thinking_label.setText(self.table.turn_words(seat))
        self._mark(seat)

    def _yours(self) -> None:
        self.table.panel.thinking_label.setText(self.table.panel.your_turn_words())
        self._mark(-1)
        self.seat = self.table.human

    def _mark(self, seat: int) -> None:
        self.seat = seat
        if self.also is not None:  # each time: a table may have laid its seats out anew (a new deal)
            self.also(seat)
