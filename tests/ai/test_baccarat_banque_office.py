"""Baccarat Banque's banker holds office (seed 004): "In Baccarat Chemin de Fer ... a given bank only
continues so long as the banker wins. So soon as he loses, it passes to another player. In Baccarat
Banque the position of banker is much more permanent." Playtest h: at the built-in profile (six
players, Standard computers) the bank passed after a coup or two, as at Chemin de Fer."""

from __future__ import annotations

import statistics

from hoyle_desktop.ai.registry import make_bot
from hoyle_desktop.engine import registry
from hoyle_desktop.profiles import ProfileCatalog


def _tenures(strength: str, games: int = 6) -> list[int]:
    """The coups each banker held office, over whole games of the built-in Banque profile."""
    rules = dict(ProfileCatalog().get("baccarat-banque").rules)
    tenures: list[int] = []
    for seed in range(games):
        game = registry.get("baccarat").new_game(rules, seed)
        bots = [make_bot("baccarat", strength, seed * 10 + s) for s in range(game.players)]
        coups = 0
        while not game.is_over():
            seat = game.seats_to_act()[0]
            for e in game.apply(seat, bots[seat].choose(game.view(seat), game.legal_actions(seat))):
                coups += e.kind == "hand_end"
                if e.kind == "dealer" and e.reason != "first":
                    tenures.append(coups)
                    coups = 0
        tenures.append(coups)
    return tenures


def test_a_standard_banker_holds_office_over_many_coups_at_banque() -> None:
    tenures = _tenures("standard")
    assert statistics.median(tenures) >= 8, tenures


def test_the_standard_banker_puts_up_a_bank_that_meets_the_table() -> None:
    """A six-handed table: five punters staking three units each, 150 counters."""
    rules = dict(ProfileCatalog().get("baccarat-banque").rules)
    game = registry.get("baccarat").new_game(rules, 1)
    bot = make_bot("baccarat", "standard", 1)
    action = bot.choose(game.view(game.banker), game.legal_actions(game.banker))
    assert action.kind == "bank" and action.value == 150
