"""Snip-Snap-Snorum computer players: always legal, always pair, Peel's advice, the expert's tracking."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine" / "stops"))
from stops_helpers import layout, play, stacked

from hoyle_desktop.ai.registry import make_bot, strengths
from hoyle_desktop.ai.snip_bots import BOTS, expert_values, lacking, lead_spreads, leads_at_random
from hoyle_desktop.engine.cards import Rank, card, full_pack
from hoyle_desktop.engine.stops.snip import SnipGame


@pytest.mark.parametrize("deal", ["five", "whole_pack"])
def test_every_bot_plays_whole_games_legally(deal):
    assert strengths("snip_snap_snorum") == ["random", "easy", "greedy", "standard", "expert"]
    for seed in range(3):
        names = ["easy", "greedy", "standard", "expert", "random"][: 2 + seed]
        bots = [make_bot("snip_snap_snorum", n, seed) for n in names]
        game = SnipGame({"players": len(names), "deal": deal}, seed)
        while not game.is_over():
            seat = game.seats_to_act()[0]
            legal = game.legal_actions(seat)
            action = bots[seat].choose(game.view(seat), legal)
            assert action in legal
            game.apply(seat, action)
        game.ledger.check()


def test_every_bot_pairs_even_when_it_may_fail():
    g = stacked(SnipGame, {"players": 3, "failing": "fined"}, layout({1: "9C 2S", 2: "9D 3S 4S", 0: "5S 6S"}))
    play(g, 1, "9C")
    for name, choose in BOTS.items():
        assert choose(g.view(2), g.legal_actions(2), random.Random(0)).cards == (card("9D"),), name


def test_standard_plays_the_rank_most_played():
    """Peel's first advice (Standard's whole play): "suppose two knaves have been played ... that card
    may be played as an almost safe one"."""
    g = stacked(
        SnipGame, {"players": 3}, layout({1: "JC 2S 3S 9C 4H", 2: "JD 4D 5D 6D 7D", 0: "JH 6S 7S 8S 2H"})
    )
    play(g, 1, "2S")
    play(g, 2, "4D")
    play(g, 0, "JH")
    play(g, 1, "JC")  # Snip: two knaves out
    play(g, 2, "JD")  # Snap
    play(g, 0, "6S")
    for seed in range(5):
        choice = BOTS["standard"](g.view(1), g.legal_actions(1), random.Random(seed))
        assert choice.cards[0].rank == Rank.FOUR, "the one rank of its hand already played"


def test_standard_with_the_whole_pack_counts_its_own_hand():
    """With the whole pack Standard counts the cards it can see, its own hand too (Peel: "two knaves
    have been played ... and that a third knave is in a player's hand, that card may be played as an
    almost safe one"): holding three nines, the fourth is the only one that can pair a nine (two
    fives and two kings are unseen), so it leads a nine, not the rank most played (none yet), nor
    a card at random. (The cards not laid out here are out of play, seen by all.)"""
    hands = {1: "9C 9D 9H 5S KC", 2: "KD KH 3D 4D", 3: "5C 5D 6C 6D", 0: "9S 7D 8C 8D"}
    g = stacked(SnipGame, {"players": 4, "deal": "whole_pack"}, layout(hands))
    for seed in range(8):
        assert BOTS["standard"](g.view(1), g.legal_actions(1), random.Random(seed)).cards[0].rank == Rank.NINE


def test_standard_with_the_whole_pack_keeps_for_last_what_the_next_player_cannot_pair():
    """The next player could not pair a queen, so he holds none: Standard keeps its queens for last
    (to play out its hand with, unpaired) and leads the jack, of which fewer cards are left unseen
    than kings; the rank most played (the queen) is no longer its choice with the whole pack."""
    hands = {1: "QC QD QH JC KC", 2: "KD KH KS 4C 4D", 3: "JD 5D 5H 6C 6D", 0: "JH QS 7H 8C 8D"}
    g = stacked(SnipGame, {"players": 4, "deal": "whole_pack"}, layout(hands))
    play(g, 1, "QC")  # seat 2 cannot pair it: seat 1 plays on
    for seed in range(5):
        assert BOTS["standard"](g.view(1), g.legal_actions(1), random.Random(seed)).cards[0] == card("JC")


def test_the_expert_plays_one_of_two_of_a_kind_round_a_larger_table():
    """Peel: "a player having two of a kind in his own hand should always play one of them"."""
    g = stacked(SnipGame, {"players": 3}, layout({1: "9C 9H 2S", 2: "3D 4D 5D", 0: "6S 7S 8S"}))
    for seed in range(5):
        choice = BOTS["expert"](g.view(1), g.legal_actions(1), random.Random(seed))
        assert choice.cards[0].rank == Rank.NINE


def test_the_expert_knows_what_the_next_player_lacks():
    """The next player did not pair a queen: he holds none, so another queen is safe against him."""
    g = stacked(
        SnipGame,
        {"players": 2},
        layout({1: "QC 2S 3S 4S 5S", 0: "AD AH 7S 8S 9S"}),
    )
    play(g, 1, "QC")
    play(g, 0, "7S")  # seat 0 could not pair the queen
    play(g, 1, "2S")
    play(g, 0, "8S")
    assert lacking(g.view(1))[0] == {Rank.QUEEN, Rank.TWO}
    assert lacking(g.view(1))[1] == {Rank.SEVEN}  # and seat 1 no seven


def test_the_expert_heads_up_with_the_whole_pack_plays_first_what_the_other_cannot_pair():
    """The whole pack between two, to the last one in: every unseen card is in the other's hand,
    and a game is lost by the purse that runs dry. Played out, a card of a rank he holds none of
    (he cannot snip it) comes before the king or queen he holds three of. An old weighing, which
    played those first to spare a later snap, won counters with deep purses but only 6.2% of games
    against Greedy (docs/ai/snip-snap-snorum.md; docs/rules-notes/snip-snap-snorum.md)."""
    mine = [c for c in full_pack() if c.rank <= Rank.SIX] + [card("KC"), card("QC")]
    hands = {1: " ".join(c.code for c in mine), 0: " ".join(c.code for c in full_pack() if c not in mine)}
    g = stacked(SnipGame, {"players": 2, "deal": "whole_pack"}, layout(hands))
    for seed in range(5):
        choice = BOTS["expert"](g.view(1), g.legal_actions(1), random.Random(seed))
        assert choice.cards[0].rank <= Rank.SIX


def test_the_expert_round_a_larger_table_with_the_whole_pack_sheds_the_rank_fewest_unseen():
    """The whole pack round four: each turn with the play ends with one Snip paid whatever is played,
    so the Expert sheds first the rank with the fewest cards it cannot see (no two unseen, three
    threes and three kings), the likeliest to pass unpaired, not the king the next player is
    likeliest to pair (docs/rules-notes/snip-snap-snorum.md)."""
    hands = {1: "2C 2D 2H 3C KC", 2: "KD KH KS 3D 4D", 3: "5C 5D 5H 3H 6D", 0: "7C 7D 7H 3S 8D"}
    g = stacked(SnipGame, {"players": 4, "deal": "whole_pack"}, layout(hands))
    for seed in range(5):
        choice = BOTS["expert"](g.view(1), g.legal_actions(1), random.Random(seed))
        assert choice.cards[0].rank == Rank.TWO


def test_the_expert_keeps_a_card_the_next_player_lacks_to_play_on_with_later():
    """The next player could not pair a queen: he holds none, so the Expert's last queen is safe
    against him for the rest of the deal. It keeps that card (to play on with later) and sheds the
    jack (two unseen), not the king the next player is likeliest to pair, nor the queen that has
    the fewest cards unseen (Greedy's choice)."""
    hands = {1: "QC QD QH JC KC", 2: "KD KH KS 4C 4D", 3: "JD 5D 5H 6C 6D", 0: "JH QS 7H 8C 8D"}
    g = stacked(SnipGame, {"players": 4, "deal": "whole_pack"}, layout(hands))
    play(g, 1, "QC")  # seat 2 cannot pair it: seat 1 plays on, and knows it at once
    assert g.seats_to_act() == (1,) and Rank.QUEEN in lacking(g.view(1), now=True)[2]
    for seed in range(5):
        choice = BOTS["expert"](g.view(1), g.legal_actions(1), random.Random(seed))
        assert choice.cards[0] == card("JC")
        assert BOTS["greedy"](g.view(1), g.legal_actions(1), random.Random(seed)).cards[0].rank == Rank.QUEEN


def _whole_pack_four(seat0: str, seat1: str, plays: list[tuple[int, str]]) -> SnipGame:
    """The whole pack round four: seat 1 leads a five, seat 2 pairs it and leads a nine (the fives
    the rank most played: a lead at random), seat 3 pairs that and leads a seven, seat 0 pairs it;
    then ``plays``."""
    hands = {1: seat1, 2: "5D 9H 2C", 3: "9S 7C 2D 3C", 0: seat0}
    g = stacked(SnipGame, {"players": 4, "deal": "whole_pack"}, layout(hands))
    for seat, code in [(1, "5C"), (2, "5D"), (2, "9H"), (3, "9S"), (3, "7C"), (0, "7D"), *plays]:
        play(g, seat, code)
    return g


def test_the_expert_reads_from_the_plays_who_leads_at_random():
    """A nine led when only fives had been played reads as a lead at random; a five led when fives
    had been played twice, the rank most played, does not; a player who has made no free choice
    yet is not read."""
    g = _whole_pack_four("7D 8C QD 4C", "5C 8D KC", [(0, "8C")])
    view = g.view(1)
    assert lead_spreads(view, 2) == [pytest.approx(-2 / 13)] and leads_at_random(view, 2) is True
    assert leads_at_random(view, 0) is True  # an eight when sevens, nines and fives had gone twice
    g = stacked(
        SnipGame,
        {"players": 4, "deal": "whole_pack"},
        layout({1: "5C KC", 2: "5D 5H 2C", 3: "9S 3C", 0: "7D QD"}),
    )
    for seat, code in [(1, "5C"), (2, "5D"), (2, "5H")]:  # his own five played on his five
        play(g, seat, code)
    assert leads_at_random(g.view(3), 2) is False
    assert leads_at_random(g.view(3), 0) is None


def test_next_to_players_who_lead_at_random_the_expert_sheds_the_rank_it_holds_most_of():
    """Round four with the whole pack, where the others lead at random, the Expert sheds first the
    rank it holds most of: one king risks the Snip for both (if the next player cannot pair the
    first, he holds none, and the second is played on after it unpaired), and kings, with more
    cards unseen, are what the player before is likelier to lead, making it pair him and take the
    play. Where the player before has led the most played rank it sheds as before, the rank with
    the fewest cards unseen (the nine: none unseen, all four out)."""
    at_random = _whole_pack_four("7D 8C QD 4C 4D 6C 6D JC", "5C 8D KC KD 9C", [(0, "8C"), (1, "8D")])
    most_played = _whole_pack_four("7D 5H QD 4C 4D 6C 6D JC", "5C 5S KC KD 9C", [(0, "5H"), (1, "5S")])
    for g in (at_random, most_played):
        assert g.seats_to_act() == (1,) and {c.code for c in g.view(1).hand} == {"KC", "KD", "9C"}
    for seed in range(5):
        assert (
            BOTS["expert"](at_random.view(1), at_random.legal_actions(1), random.Random(seed)).cards[0].rank
            == Rank.KING
        )
        assert BOTS["expert"](most_played.view(1), most_played.legal_actions(1), random.Random(seed)).cards[
            0
        ] == card("9C")
    values, chosen = expert_values(at_random.view(1), at_random.legal_actions(1), random.Random(0))
    best = max(v.value for v in values)  # the coach shows the choice first (the two kings alike)
    assert [v.value for v in values if v.action == chosen] == [best]


def test_the_expert_plays_safe_when_the_first_out_wins():
    """First out of cards wins (the whole pack, unlimited counters): a card the next player cannot
    pair lets the Expert play on, so it keeps to Peel's order there (docs/rules-notes)."""
    hands = {1: "2C 2D 2H 3C KC", 2: "KD KH KS 4C 4D", 3: "5C 5D 5H 6C 6D", 0: "7C 7D 7H 8C 8D"}
    rules = {"players": 4, "deal": "whole_pack", "winner": "first_out"}
    g = stacked(SnipGame, rules, layout(hands))
    for seed in range(5):
        choice = BOTS["expert"](g.view(1), g.legal_actions(1), random.Random(seed))
        assert choice.cards[0] != card("KC")
