"""The whole pack between two: the Expert plays the deal out after each lead (ai/snip_duel.py).

Peel: "the whole of the pack is distributed, equally ... he keeps on playing one card after another
until the opponent on his left (C) can pair one of them. When C succeeds in doing this, he says
'Snip,' and B has to pay a stake into the pool ... the game being won and the stakes secured by the
player who holds out the longest with his five stakes"."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from hoyle_desktop.ai.coach.base import advise
from hoyle_desktop.ai.snip_bots import BOTS, RANK_ORDER, duel_hands, unseen_by_rank
from hoyle_desktop.ai.snip_duel import greedy_lead, lead_values, play_lead
from hoyle_desktop.engine.stops.snip import SnipGame


def counts(cards) -> list[int]:
    c = Counter(card.rank for card in cards)
    return [c[r] for r in RANK_ORDER]


@pytest.mark.parametrize("purse", [5, 100])
def test_the_duels_deal_is_the_engines_deal(purse):
    """Both seats lead by the same rule in the engine and in the duel's rank counts: every lead,
    pairing and payment agrees, to the end of the deal or of the game."""
    for seed in range(12):
        game = SnipGame({"players": 2, "deal": "whole_pack", "purse": purse}, seed)
        hands = [counts(game.view(s).hand) for s in range(2)]
        purses = [game.view(0).purses[s] for s in range(2)]
        leader: int | None = game.seats_to_act()[0]
        deal = game.view(0).deal
        while leader is not None:
            rank = greedy_lead(hands[leader], hands[1 - leader])
            assert game.seats_to_act() == (leader,), seed
            assert [counts(game.view(s).hand) for s in range(2)] == hands, seed
            action = next(a for a in game.legal_actions(leader) if a.cards[0].rank == RANK_ORDER[rank])
            game.apply(leader, action)
            leader = play_lead(hands, purses, leader, rank)
            # the engine asks each forced pairing of its player: play them as it asks
            while not game.is_over() and game.view(0).deal == deal:
                seat = game.seats_to_act()[0]
                pairs = set(game.view(seat).extra.get("pairs", ()))
                if not pairs:
                    break
                game.apply(seat, next(a for a in game.legal_actions(seat) if a.cards[0].code in pairs))
            if leader is not None:
                assert list(game.view(0).purses) == purses, seed
        view = game.view(0)
        if game.is_over():  # a purse ran dry: the other holds out longest and takes the pool
            assert purses.count(0) == 1 and view.purses[purses.index(0)] == 0, seed
            assert view.winner == 1 - purses.index(0), seed
        else:  # the deal played out with both purses left: the next deal has begun
            assert view.deal == deal + 1 and not any(map(any, hands)), seed
            assert list(view.purses) == purses, seed


def test_the_expert_leads_to_win_where_the_safest_card_loses():
    """Every card is known, so a lead can be played out: in a dealt position where Greedy's lead
    (the rank the other holds fewest of) loses the game, the Expert's wins it."""
    rng = random.Random(3)
    found = 0
    for _ in range(400):
        pack = [r for r in range(13) for _ in range(4)]
        rng.shuffle(pack)
        mine, theirs = [0] * 13, [0] * 13
        for r in pack[:26]:
            mine[r] += 1
        for r in pack[26:]:
            theirs[r] += 1
        values = lead_values(mine, theirs, (5, 5))
        if values[greedy_lead(mine, theirs)][0] == 0.0 and max(v[0] for v in values.values()) == 1.0:
            found += 1
    assert found >= 3  # 4 of these 400 deals (as the leader, the safest card loses one in twelve)


def test_the_expert_and_its_hint_use_the_played_out_values():
    game = SnipGame({"players": 2, "deal": "whole_pack"}, 7)
    seat = game.seats_to_act()[0]
    view = game.view(seat)
    assert duel_hands(view, unseen_by_rank(view)) is not None
    advice = advise("snip_snap_snorum", game, seat)
    assert advice.unit == "win_chance"
    assert advice.best.why.code == "duel"
    chosen = BOTS["expert"](view, game.legal_actions(seat), random.Random(0))
    assert chosen.cards[0].rank == advice.best.action.cards[0].rank
    mine, theirs, _ = duel_hands(view, unseen_by_rank(view))
    values = lead_values(mine, theirs, (view.purses[seat], view.purses[1 - seat]))
    assert advice.best.value == pytest.approx(max(v[0] for v in values.values()))


def test_four_players_are_no_duel_until_two_are_left_with_every_card_known():
    game = SnipGame({"players": 4, "deal": "whole_pack"}, 7)
    view = game.view(game.seats_to_act()[0])
    assert duel_hands(view, unseen_by_rank(view)) is None
