"""Helpers for the stops-family tests: stacked deals and scripted play."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hoyle_desktop.engine.actions import Action, Event
from hoyle_desktop.engine.cards import Card, cards
from hoyle_desktop.engine.stops.core import StopsGame
from hoyle_desktop.engine.stops.dealing import Layout


def layout(hands: Mapping[int, str], spare: str = "", turnup: str | None = None, face_up: str = "") -> Layout:
    return Layout(
        hands={seat: cards(text) for seat, text in hands.items()},
        spare=cards(spare) if spare else [],
        turnup=Card.parse(turnup) if turnup else None,
        face_up=tuple(cards(face_up)) if face_up else (),
    )


def stacked(cls: type[StopsGame], rules: Mapping[str, Any], *layouts: Layout, dealer: int = 0) -> StopsGame:
    return cls(rules, seed=0, stacked=layouts, dealer=dealer)


def play(game: StopsGame, seat: int, *codes: str, kind: str = "play", value: Any = None) -> list[Event]:
    """Apply one action for ``seat``; asserts the seat is the one to act."""
    assert game.seats_to_act() == (seat,), f"expected seat {seat} to act, not {game.seats_to_act()}"
    return game.apply(seat, Action(kind, tuple(Card.parse(c) for c in codes), value))


def pays(events: list[Event], reason: str) -> list[tuple[Any, Any, int]]:
    """(from, to, amount) of the pay events with ``reason``."""
    return [
        (e.data["from"], e.data["to"], e.points) for e in events if e.kind == "pay" and e.reason == reason
    ]
