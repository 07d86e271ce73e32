"""Set a cribbage game to a chosen position, for rules tests (not a test module)."""

from __future__ import annotations

from typing import Any

from hoyle_desktop.engine.actions import Action, Event
from hoyle_desktop.engine.cards import cards, full_pack
from hoyle_desktop.engine.cribbage.state import PLAY, CribbageGame


def rigged_play(
    hands: list[str], starter: str, dealer: int, crib: str = "", seed: int = 1, **rules: Any
) -> CribbageGame:
    """A game in the play phase with the given hands (already laid out), start and crib."""
    game = CribbageGame({"players": len(hands), **rules}, seed)
    game.dealer = dealer
    game.hands = [cards(h) for h in hands]
    game.kept = [list(h) for h in game.hands]
    game.laid_out = [[] for _ in hands]
    game.crib = cards(crib) if crib else []
    game.starter = cards(starter)[0]
    used = {c for h in game.hands for c in h} | set(game.crib) | {game.starter}
    game.stock = [c for c in full_pack() if c not in used]
    game.scores = [0] * game.r.sides
    game.phase = PLAY
    game.turn = (dealer + 1) % len(hands)
    return game


def play(game: CribbageGame, *moves: str) -> list[Event]:
    """Apply moves for whoever is to act: a card code or 'go'. Returns all events."""
    events: list[Event] = []
    for move in moves:
        seat = game.seats_to_act()[0]
        action = Action("go") if move == "go" else Action("play", cards=(cards(move)[0],))
        events += game.apply(seat, action)
    return events


def scores_of(events: list[Event], seat: int | None = None) -> list[tuple[int | None, str, int]]:
    return [
        (e.seat, e.reason, e.points) for e in events if e.kind == "score" and (seat is None or e.seat == seat)
    ]
