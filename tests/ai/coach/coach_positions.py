"""Seeded positions for the coach's tests: games of every built-in profile played by Expert and
Standard players (the Expert's own positions too), each checked by ``coach_checks``."""

from __future__ import annotations

from collections.abc import Iterator

from coach_checks import checked_advice

from hoyle_desktop.ai.base import InfoSet, decide
from hoyle_desktop.ai.registry import make_bot
from hoyle_desktop.cli.common import catalog, load_rules
from hoyle_desktop.engine import registry
from hoyle_desktop.engine.game import Game


def profiles(game: str) -> list[str]:
    return sorted(p.id for p in catalog().profiles(game) if p.builtin)


def positions(game: str, profile: str, seed: int, steps: int = 400) -> Iterator[tuple[Game, int]]:
    """Every position in the first ``steps`` actions of a seeded game, with the seat to act."""
    spec = registry.get(game)
    rules = load_rules(spec, profile, None)
    g = spec.new_game(rules, seed)
    players = int(rules.get("players", spec.min_players))
    bots = [make_bot(game, ("expert", "standard")[(i + seed) % 2], seed * 10 + i) for i in range(players)]
    for _ in range(steps):
        seats = g.seats_to_act()
        if not seats:
            return
        seat = seats[seed % len(seats)]
        yield g, seat
        g.apply(seat, decide(bots[seat], InfoSet(g, seat)))


def check_position(game: str, g: Game, seat: int) -> str:
    """The coach's advice is legal, sorted by value, worded, and puts first the Expert's own choice
    (:func:`coach_checks.checked_advice`). Its verdict."""
    return checked_advice(game, g, seat).verdict
