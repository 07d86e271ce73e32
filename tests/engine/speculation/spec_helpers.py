"""Known deals for Speculation's rules tests: seat 0 deals, so seat 1 turns first."""

from __future__ import annotations

from typing import Any

from hoyle_desktop.engine.actions import Action
from hoyle_desktop.engine.cards import Card, card
from hoyle_desktop.engine.speculation.game import SpeculationGame


def stack(hands: dict[int, str], turn_up: str, players: int, dealer: int = 0, spare: str = "") -> list[Card]:
    """The top of the pack so that each seat gets ``hands[seat]`` (top card first)."""
    order = [(dealer + k) % players for k in range(1, players + 1)]
    cards: list[Card] = []
    for r in range(3):
        cards.extend(card(hands[s].split()[r]) for s in order)
        if spare:
            cards.append(card(spare.split()[r]))
    cards.append(card(turn_up))
    return cards


def game(hands: dict[int, str], turn_up: str, *, spare: str = "", **rules: Any) -> SpeculationGame:
    players = len(hands)
    rules = {"players": players, **rules}
    if spare:
        rules["spare_hand"] = True
    return SpeculationGame(rules, 1, dealer=0, stacks=[stack(hands, turn_up, players, spare=spare)])


def act(g: SpeculationGame, seat: int, kind: str, value: int | None = None) -> list:
    assert g.seats_to_act() == (seat,), f"{seat} is not to act: {g.seats_to_act()} ({g.phase})"
    return g.apply(seat, Action(kind, value=value))


def turn_all(g: SpeculationGame, max_steps: int = 200) -> None:
    """Everyone turns (and the chief hand keeps) until the deal is over."""
    deal = g.deal_no
    for _ in range(max_steps):
        if g.is_over() or g.deal_no != deal:
            return
        seat = g.seats_to_act()[0]
        kinds = [a.kind for a in g.legal_actions(seat)]
        g.apply(seat, Action("turn" if "turn" in kinds else "keep" if "keep" in kinds else "refuse"))
    raise AssertionError("the deal did not end")


def pools_taken(g: SpeculationGame) -> list[tuple[int, int]]:
    """(seat, counters) for every pool taken so far."""
    return [(e.data["to"], e.points) for e in g.events if e.kind == "pay" and e.reason == "pool"]
