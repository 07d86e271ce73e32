"""Seeded positions for the coach's tests: games of every built-in profile played by Expert and
Standard players, and the check every adviser must pass in each position."""

from __future__ import annotations

from collections.abc import Iterator

from hoyle_desktop.ai.base import InfoSet, decide
from hoyle_desktop.ai.coach import advise, coach_module, position_rng
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
    (the Expert made from the position's random source, as the coach makes it). Its verdict."""
    legal = g.legal_actions(seat)
    advice = advise(game, g, seat)
    actions = [c.action for c in advice.choices]
    assert set(actions) <= set(legal) and len(set(actions)) == len(actions)
    values = [c.value for c in advice.choices]
    assert all(values[0] >= v - 1e-6 for v in values), advice
    assert values[1:] == sorted(values[1:], reverse=True), advice
    info = InfoSet(g, seat)
    expert = make_bot(game, "expert", position_rng(info).randrange(1 << 30))
    assert advice.choices[0].action == decide(expert, info), advice
    words = coach_module(game)
    for c in advice.choices:
        assert words.action_text(c.action) and words.why_text(c.why)
        assert words.why_text(c.why) != c.why.code, c.why
    if len(legal) == 1:
        assert advice.verdict == "only_one"
    return advice.verdict
