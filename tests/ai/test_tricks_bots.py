"""The trick games' computer players: every strength plays legal actions to the end of a game, the
Expert searches within its budget, and partners count as one side in its values."""

from __future__ import annotations

import random

import pytest

from hoyle_desktop.ai.arena import play_game
from hoyle_desktop.ai.base import InfoSet
from hoyle_desktop.ai.coach import advise
from hoyle_desktop.ai.registry import make_bot, strengths
from hoyle_desktop.ai.search import Budget
from hoyle_desktop.ai.tricks_bots import (
    BeliefInfoSet,
    ExpertTrickBot,
    TrickGuide,
    beg_reading,
    rob_reading,
    sensible,
)
from hoyle_desktop.engine import registry
from hoyle_desktop.engine.actions import Action
from hoyle_desktop.engine.cards import Card, Suit, cards, full_pack
from hoyle_desktop.engine.tricks.spoil_five import SpoilFiveGame


@pytest.mark.parametrize(
    ("game", "rules"),
    [
        ("all_fours", {"players": 2, "target": 3}),
        ("spoil_five", {"players": 4, "partners": True, "deals": 1}),
    ],
)
def test_every_strength_plays_a_game_to_its_end(game: str, rules: dict) -> None:
    assert strengths(game) == ["random", "easy", "rules", "standard", "expert"]
    names = ["easy", "rules", "standard", "easy"][: rules["players"]]
    bots = [make_bot(game, n, seed=i) for i, n in enumerate(names)]
    played = play_game(registry.get(game).new_game(rules, 3), bots)
    result = played.result()
    assert result is not None and sum(result.stakes) == 0


def test_the_expert_answers_with_a_legal_action_and_values_partners_alike() -> None:
    game = registry.get("all_fours").new_game({"players": 4}, 2)
    expert = ExpertTrickBot(1, Budget(iterations=2, seconds=0.5))
    rng = random.Random(4)
    for _ in range(6):
        seat = game.seats_to_act()[0]
        info = InfoSet(game, seat)
        action = expert.choose_in(info)
        assert action in game.legal_actions(seat)
        values = TrickGuide(info.view).values(game)
        for a in range(4):
            assert all(values[a] == values[b] for b in range(4) if game.team(a) == game.team(b))
        game.apply(seat, rng.choice(game.legal_actions(seat)) if rng.random() < 0.3 else action)


def test_the_expert_reads_a_beg_into_its_deals() -> None:
    """An elder hand who begged holds fewer than two trumps and none above the ten (how the
    standard player begs): the Expert's deals of the unseen cards mostly keep to that."""
    rng = random.Random(5)
    for seed in range(40):
        game = registry.get("all_fours").new_game({"players": 2}, seed)
        elder = game.elder
        if game.phase != "beg":
            continue
        game.apply(elder, Action("beg"))
        game.apply(game.dealer, Action("give"))
        if game.is_over():
            continue
        info = InfoSet(game, game.dealer)
        fits = beg_reading(info.view)
        assert fits is not None
        belief = BeliefInfoSet(info, fits)
        plain = sum(fits(info.sample(rng)) for _ in range(40))
        read = sum(fits(belief.sample(rng)) for _ in range(40))
        assert read > plain and read >= 36
        return
    pytest.fail("no beg in 40 deals")


def test_the_expert_reads_who_did_not_rob_into_its_deals() -> None:
    """Peel: the holder of the ace of trumps must rob before he plays to the first trick; a player
    who played without robbing does not hold it, and the Expert's deals keep it out of his hand."""
    rng = random.Random(6)
    for seed in range(40):
        game = registry.get("spoil_five").new_game({"players": 4}, seed)
        for _ in range(2):
            seat = game.seats_to_act()[0]
            if game.phase != "play":
                break
            game.apply(seat, game.legal_actions(seat)[0])
        seat = game.seats_to_act()[0]
        info = InfoSet(game, seat)
        fits = rob_reading(info.view)
        if fits is None or game.phase != "play":
            continue
        belief = BeliefInfoSet(info, fits)
        assert sum(fits(belief.sample(rng)) for _ in range(30)) >= 29
        return
    pytest.fail("no deal to read in 40")


def _rob_position(hand: str) -> SpoilFiveGame:
    """Spoil-Five, four players, spades trumps (the seven turned up), the elder hand holding the
    ace of trumps with ``hand`` and level scores: he must rob before he leads."""
    game = SpoilFiveGame({"players": 4, "robbing": "required"}, 1)
    game.dealer = 3
    game.fresh_hand()
    game.hands = [cards(h) for h in (hand, "9H 4D 8C 3H KD", "TC 6H 2D QH 5C", "JD 9C 4C 7H 2H")]
    game.trump, game.turnup = Suit.SPADES, Card.parse("7S")
    held = {c for h in game.hands for c in h} | {game.turnup}
    game.stock = [c for c in full_pack() if c not in held]
    game.start_play(0)
    return game


def test_the_expert_robs_with_a_plain_card_never_a_trump() -> None:
    """Peel: "the holder of the ace rejects a card ... and takes the turn-up card into his hand".
    A trump beats every plain card, so the rob puts out a plain card while one is held (and the
    lowest trump only when all five are trumps). Valuing every put-out on a dozen deals, chance
    alone made the Expert put out the ace of hearts, a trump, holding three plain cards."""
    game = _rob_position("AH AS QC JC QD")
    assert game.phase == "rob"
    put_out = {ExpertTrickBot(seed).choose_in(InfoSet(game, 0)).cards[0].code for seed in range(40)}
    assert put_out <= {"QC", "JC", "QD"}
    every_trump = _rob_position("AS 2S 3S 4S 6S")
    info = InfoSet(every_trump, 0)
    assert {a.cards[0].code for a in sensible(info.view, info.legal) if a.kind == "rob"} == {"6S"}


def test_the_coach_shows_no_put_out_above_the_experts_rob() -> None:
    game = _rob_position("AH AS QC JC QD")
    advice = advise("spoil_five", game, 0)
    assert advice.best.action.kind == "rob" and advice.best.action.cards[0].code in {"QC", "JC", "QD"}
    assert all(c.value <= advice.best.value for c in advice.choices)
