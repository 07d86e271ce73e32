"""The review's counters for a table whose banker keeps his bank on the table (Baccarat): the
"bank" pool is the banker's and the "stakes" pool each punter's, so a coup the banker wins shows +
for him (playtest (h), 29 November: the review gave the winning banker -50, his own bank put down)."""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.actions import Event
from ...engine.ledger import BUY_IN
from ..table.hand_review import counter_nets

BANK, STAKES = "bank", "stakes"
# A banker putting down his bank or taking it back; a broke seat's fresh purse from the box (no
# winnings: Banque's exhausted banker buys in at the next coup's start).
NOT_WON = ("bank", "bank_back", BUY_IN)


def _banker(events: Sequence[Event]) -> int | None:
    """The seat holding the bank at the hand's end (its ``hand_end``, else the last ``dealer``)."""
    for e in reversed(events):
        if e.kind in ("hand_end", "dealer") and isinstance(e.seat, int):
            return e.seat
    return None


def _owner(account: object, banker: int, e: Event) -> int | None:
    """Whose counters ``account`` holds in this move: a seat's own, the bank the banker's, the
    stakes the staking punter's (named by the move, else its other side)."""
    if isinstance(account, int):
        return account
    if account == BANK:
        return banker
    if account == STAKES:
        seat = e.data.get("seat")
        if isinstance(seat, int):
            return seat
        other = e.data.get("to") if e.data.get("from") == STAKES else e.data.get("from")
        return other if isinstance(other, int) else None
    return None


def bank_nets(events: Sequence[Event], players: int) -> list[int]:
    """Each seat's counters won less paid in the hand, counting the bank as the banker's."""
    banker = _banker(events)
    if banker is None or not 0 <= banker < players:
        return counter_nets(events, players)
    nets = [0] * players
    for e in events:
        if e.kind != "pay" or e.reason in NOT_WON:
            continue
        src = _owner(e.data.get("from"), banker, e)
        dst = _owner(e.data.get("to"), banker, e)
        if src == dst:
            continue  # a seat's own counters moved onto the table or back
        if isinstance(dst, int) and 0 <= dst < players:
            nets[dst] += e.points
        if isinstance(src, int) and 0 <= src < players:
            nets[src] -= e.points
    return nets
