"""What the table has shown, when the engine has already moved on: a table paced event by event may
draw from the live game only what its queue will not change. Counters still to be paid (the next
deal's stakes, waiting behind the end-of-deal pause) are taken back out of the purses and pools the
live view gives, so the totals on the felt match the moment on show."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from ...engine.actions import Event


def unpaid(queue: Iterable[Event], players: int) -> tuple[list[int], int]:
    """The change the queued "pay" events will make: per seat, and to the pool(s) together."""
    seats, pool = [0] * players, 0
    for e in queue:
        if e.kind != "pay":
            continue
        for end, sign in ((e.data.get("from"), -1), (e.data.get("to"), 1)):
            if isinstance(end, int) and 0 <= end < players:
                seats[end] += sign * e.points
            elif end is not None:
                pool += sign * e.points
    return seats, pool


def as_shown(purses: Sequence[int], pool: int, queue: Iterable[Event]) -> tuple[list[int], int]:
    """Purses and pool as they stood before the queued payments."""
    seats, pooled = unpaid(queue, len(purses))
    return [p - d for p, d in zip(purses, seats, strict=True)], pool - pooled


def pools_as_shown(pools: Mapping[str, int], queue: Iterable[Event]) -> dict[str, int]:
    """Each named pool as it stood before the queued payments (Loto shows its pools one by one)."""
    shown = dict(pools)
    for e in queue:
        if e.kind != "pay":
            continue
        for end, sign in ((e.data.get("from"), -1), (e.data.get("to"), 1)):
            if isinstance(end, str) and end in shown:
                shown[end] -= sign * e.points
    return shown
