"""Typed, readable actions and events: the only things that cross the engine's boundary.

An action is what a seat does ("play 5H", "discard 5H 6D", "go", "claim 12"); an event is what
happened as a result ("score 2 fifteen [5H TD]"). Both serialise to small JSON objects, so a game
record is readable by a person and a log line needs no lookup table.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from .cards import Card

JSON = dict[str, Any]


@dataclass(frozen=True, slots=True)
class Action:
    kind: str
    cards: tuple[Card, ...] = ()
    value: int | str | None = None

    def __str__(self) -> str:
        parts = [self.kind, *(c.code for c in self.cards)]
        if self.value is not None:
            parts.append(str(self.value))
        return " ".join(parts)

    def to_json(self) -> JSON:
        out: JSON = {"kind": self.kind}
        if self.cards:
            out["cards"] = [c.code for c in self.cards]
        if self.value is not None:
            out["value"] = self.value
        return out

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> Action:
        return Action(
            kind=str(data["kind"]),
            cards=tuple(Card.parse(c) for c in data.get("cards", ())),
            value=data.get("value"),
        )


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened. ``reason`` is a stable code ("fifteen", "pair_royal"); views
    turn codes into words, so the engine never holds text meant for a person.

    ``private_to`` names the seats allowed to see ``cards`` (None: everyone). Use
    :meth:`for_seat` before handing events to a seat's view.
    """

    kind: str
    seat: int | None = None
    points: int = 0
    reason: str = ""
    cards: tuple[Card, ...] = ()
    data: Mapping[str, Any] = field(default_factory=dict)
    private_to: tuple[int, ...] | None = None

    def for_seat(self, seat: int) -> Event:
        if self.private_to is None or seat in self.private_to:
            return self
        return replace(self, cards=(), data={**self.data, "hidden": len(self.cards)})

    def to_json(self) -> JSON:
        out: JSON = {"kind": self.kind}
        if self.seat is not None:
            out["seat"] = self.seat
        if self.points:
            out["points"] = self.points
        if self.reason:
            out["reason"] = self.reason
        if self.cards:
            out["cards"] = [c.code for c in self.cards]
        if self.data:
            out["data"] = dict(self.data)
        if self.private_to is not None:
            out["private_to"] = list(self.private_to)
        return out


class IllegalAction(ValueError):
    """An action the rules do not allow now. ``reason`` is a code a view can put into words."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason = reason
        self.detail = detail
