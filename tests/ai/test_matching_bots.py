"""Crazy Eights and Cassino computer players: legal answers, and the advice they follow
(the book's "save it until the last card" for eights; Peel's "secure the Cassino cards on the first
opportunity"). Strength is measured in benchmarks/bench_matching_ai.py, not here."""

from __future__ import annotations

from hoyle_desktop.ai.base import InfoSet, decide
from hoyle_desktop.ai.registry import make_bot
from hoyle_desktop.ai.search import Budget
from hoyle_desktop.engine.actions import Action
from hoyle_desktop.engine.cards import card, cards
from hoyle_desktop.engine.cassino import SPEC as CASSINO
from hoyle_desktop.engine.crazy_eights import SPEC as CRAZY_EIGHTS


def test_every_bot_plays_a_legal_game() -> None:
    for spec, names in (
        (CRAZY_EIGHTS, ["easy", "greedy", "standard"]),
        (CASSINO, ["easy", "greedy", "standard"]),
    ):
        game = spec.new_game({"players": 3, "target": 5} if spec is CASSINO else {"players": 3}, 4)
        bots = [make_bot(spec.key, name, seed=i) for i, name in enumerate(names)]
        while not game.is_over():
            seat = game.seats_to_act()[0]
            action = decide(bots[seat], InfoSet(game, seat, copy=False))
            assert action in game.legal_actions(seat)
            game.apply(seat, action)


def test_standard_keeps_its_eights() -> None:
    """ "If you have an eight in your hand, you might want to save it until the last card.\""""
    game = CRAZY_EIGHTS.new_game({"players": 2}, 1)
    game.hands[game.actor] = cards("8C 5D 9H")
    game.discard, game.called, game.free = cards("5S"), None, False
    bot = make_bot("crazy_eights", "standard")
    action = decide(bot, InfoSet(game, game.actor, copy=False))
    assert action == Action("play", (card("5D"),))


def test_cassino_bots_secure_great_cassino() -> None:
    """ "Secure the Cassino cards on the first opportunity\""""
    game = CASSINO.new_game({"players": 2}, 1)
    seat = game.actor
    game.table = cards("TD 3C 4H")
    game.hands[seat] = cards("TC 7S KD QH")
    for name in ("standard", "expert"):
        bot = make_bot("cassino", name, seed=3)
        if name == "expert":
            bot.budget = Budget(iterations=60)
        action = decide(bot, InfoSet(game, seat))
        assert card("TD") in action.cards[1:], name


def test_expert_crazy_eights_answers_in_the_endgame() -> None:
    game = CRAZY_EIGHTS.new_game({"players": 2}, 2)
    mine, top = cards("8C 5D"), cards("5S")
    old = game.hands[game.actor] + game.discard
    for hand in [*game.hands, game.stock]:  # one pack: the cards moved are taken from elsewhere
        hand[:] = [c for c in hand if c not in mine + top]
    game.stock += [c for c in old if c not in mine + top]
    game.hands[game.actor] = mine
    game.discard, game.called, game.free = top, None, False
    bot = make_bot("crazy_eights", "expert", seed=1)
    bot.playouts = 40
    action = decide(bot, InfoSet(game, game.actor))
    assert action in game.legal_actions(game.actor)
