"""Snip-Snap-Snorum computer players: always legal, always pair, Peel's advice, the expert's tracking."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine" / "stops"))
from stops_helpers import layout, play, stacked

from hoyle_desktop.ai.registry import make_bot, strengths
from hoyle_desktop.ai.snip_bots import BOTS, expert_values, lacking
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


def test_the_expert_round_a_larger_table_with_the_whole_pack_sheds_the_rank_it_holds_most_of():
    """The whole pack round four: each turn with the play ends with one Snip paid whatever is played,
    and one card risks it for all of its rank (if the next player cannot pair the first king, he
    holds none, and the second is played on after it unpaired). So the Expert sheds first the rank
    it holds most of, the kings, not the nine nobody can pair (the others are out of play), which
    the shedding by the fewest cards unseen played first (docs/ai/snip-snap-snorum.md)."""
    hands = {1: "KC KD 9C 3C", 2: "KH 3D 4D", 3: "KS 3H 5D", 0: "4C 5C 6C"}
    g = stacked(SnipGame, {"players": 4, "deal": "whole_pack"}, layout(hands))
    for seed in range(5):
        choice = BOTS["expert"](g.view(1), g.legal_actions(1), random.Random(seed))
        assert choice.cards[0].rank == Rank.KING
    values, chosen = expert_values(g.view(1), g.legal_actions(1), random.Random(0))
    best = max(v.value for v in values)  # the coach shows the choice first (the two kings alike)
    assert [v.value for v in values if v.action == chosen] == [best]


def test_the_expert_keeps_a_card_the_next_player_lacks_to_play_on_with_later():
    """The next player could not pair a queen: he holds none, so the Expert's last queens are safe
    against him for the rest of the deal. It keeps them (to play out its hand with) and, holding one
    jack and one king, sheds the king, of which more cards are unseen: the rank the player before is
    likelier to lead, making it pair him and take the play. Greedy plays a queen (the fewest unseen);
    the Expert's order before played the jack."""
    hands = {1: "QC QD QH JC KC", 2: "KD KH KS 4C 4D", 3: "JD 5D 5H 6C 6D", 0: "JH QS 7H 8C 8D"}
    g = stacked(SnipGame, {"players": 4, "deal": "whole_pack"}, layout(hands))
    play(g, 1, "QC")  # seat 2 cannot pair it: seat 1 plays on, and knows it at once
    assert g.seats_to_act() == (1,) and Rank.QUEEN in lacking(g.view(1), now=True)[2]
    for seed in range(5):
        choice = BOTS["expert"](g.view(1), g.legal_actions(1), random.Random(seed))
        assert choice.cards[0] == card("KC")
        assert BOTS["greedy"](g.view(1), g.legal_actions(1), random.Random(seed)).cards[0].rank == Rank.QUEEN


def test_the_expert_plays_safe_when_the_first_out_wins():
    """First out of cards wins (the whole pack, unlimited counters): a card the next player cannot
    pair lets the Expert play on, so it keeps to Peel's order there (docs/rules-notes)."""
    hands = {1: "2C 2D 2H 3C KC", 2: "KD KH KS 4C 4D", 3: "5C 5D 5H 6C 6D", 0: "7C 7D 7H 8C 8D"}
    rules = {"players": 4, "deal": "whole_pack", "winner": "first_out"}
    g = stacked(SnipGame, rules, layout(hands))
    for seed in range(5):
        choice = BOTS["expert"](g.view(1), g.legal_actions(1), random.Random(seed))
        assert choice.cards[0] != card("KC")
