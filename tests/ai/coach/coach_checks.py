"""What every game's coach must do, checked on seeded positions (imported by the coach tests)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from hoyle_desktop.ai.base import InfoSet, decide
from hoyle_desktop.ai.coach import Advice, advise, coach_module, position_rng
from hoyle_desktop.ai.registry import make_bot
from hoyle_desktop.engine import registry
from hoyle_desktop.engine.game import Game
from hoyle_desktop.profiles import ProfileCatalog


def profile_rules(profile: str) -> dict[str, Any]:
    return dict(ProfileCatalog().get(profile).rules)


def positions(
    key: str, rules: dict[str, Any], seed: int, count: int, every: int = 1
) -> Iterator[tuple[Game, int]]:
    """Up to ``count`` positions with a real choice, from a game the standard players play (every
    ``every``-th such position), each a copy the caller may keep."""
    game = registry.get(key).new_game(rules, seed)
    bots = [make_bot(key, "standard", i) for i in range(game.players)]
    found = seen = 0
    while not game.is_over() and found < count:
        seat = game.seats_to_act()[0]
        legal = game.legal_actions(seat)
        if len(legal) > 1:
            seen += 1
            if seen % every == 0:
                found += 1
                yield game.clone(), seat
        game.apply(seat, decide(bots[seat], InfoSet(game, seat, copy=False)))


def checked_advice(key: str, game: Game, seat: int) -> Advice:
    """The coach's advice, checked: legal distinct choices sorted by value, the first the Expert's
    own choice in the same position with the same random source, words for each."""
    advice = advise(key, game, seat)
    info = InfoSet(game, seat)
    actions = [c.action for c in advice.choices]
    assert actions and all(a in info.legal for a in actions)
    assert len(set(actions)) == len(actions)
    values = [c.value for c in advice.choices]
    assert values == sorted(values, reverse=True), values
    expert = make_bot(key, "expert", position_rng(info).randrange(1 << 30))  # as the Hint's tests make it
    assert decide(expert, info) == actions[0]
    module = coach_module(key)
    for c in advice.choices:
        assert module.action_text(c.action) and module.why_text(c.why)
        assert module.why_text(c.why) != c.why.code
    if len(info.legal) == 1:
        assert len(advice.choices) == 1
    if len(advice.choices) == 1:
        assert advice.verdict == "only_one"
    elif len(set(values)) == 1:
        # equal values are "every choice the same", or (the trick games) shown equal because the
        # play-outs could not tell them apart, which the advice's note says: a choice still
        luck = advice.note is not None and any(
            c.why.args.get("played", {}).get("same") == 1 for c in advice.choices
        )
        # Loto: covering and waiting are worth the same while nothing is at risk, but the Expert
        # covers and the Hint names the cover (playtest j, 29 November)
        cover = key == "loto" and actions[0].kind == "cover" and any(a.kind == "ready" for a in actions)
        assert advice.verdict == ("choose" if luck or cover else "all_equal")
    else:
        assert advice.verdict == "choose"
    return advice
