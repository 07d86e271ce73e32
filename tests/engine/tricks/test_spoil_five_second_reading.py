"""Spoil-Five against Peel's Round Games with Cards (seed 002), the passages a second reading found
played wrong (issue 23, items 4 to 8). Each test quotes the passage it checks."""

from __future__ import annotations

import json
import random
from pathlib import Path

import jsonschema
from spoil_five_helpers import legal, play, staged

from hoyle_desktop.engine.actions import Action
from hoyle_desktop.engine.cards import Card, Suit
from hoyle_desktop.engine.tricks.spoil_five import JINK, SpoilFiveGame

SCHEMA = Path(__file__).parents[3] / "resources" / "schemas" / "spoil_five.rules.schema.json"


def test_a_pool_won_by_partners_is_taken_whole_and_the_next_pool_is_at_the_full_stake() -> None:
    """ "Until one of the party succeeds in winning three tricks, when he takes the total amount in the
    pool, and a new one is started by each player contributing the full stake as at the
    commencement.\""""
    game = staged(
        ["KS 2C 3C 4C 6C", "2D 7C 8C 9C TC", "QS JS TS 8H 7H", "3D 4D 6D 7D 8D"],
        Suit.SPADES,
        partners=True,
        stake=2,
        spoil_stake=1,
        dealer_stake=1,
    )
    game.pool = 9  # does not divide between two partners
    game.deals_played = -5  # not the last deal
    events = play(game, "KS", "2D", "TS", "3D", "2C", "7C", "QS", "4D", "JS", "6D", "3C", "8C")
    takes = [e for e in events if e.kind == "take"]
    assert {e.seat for e in takes} == {0, 2}
    assert sum(e.points for e in takes) == 9  # the whole pool: no counter left behind
    assert not game.spoilt
    # The next deal starts a new pool: the full stake from everyone, the dealer one more.
    assert sorted(-e.points for e in events if e.kind == "pay") == [2, 2, 2, 3]
    assert game.pool == 9


def test_only_a_player_who_has_won_every_trick_may_jink() -> None:
    """ "The winner of all five tricks receives from each player his original stake in addition to the
    amount in the pool; if, however, any player who has won three tricks goes on playing, thinking
    he can jink, and fails to do so, he loses the pool\": one who has lost a trick can no longer win
    all five, so he is not asked and takes the pool."""
    game = staged(["5S JS AH KS 2D", "2S 3D 4D 6D 7D"], Suit.SPADES, jinking=True, stake=2)
    game.pool = 5
    game.deals_played = -5
    play(game, "2D", "3D")  # seat 1 wins the first trick
    events = play(game, "4D", "5S", "JS", "2S", "AH", "6D")  # seat 0 reaches three tricks at the fourth
    assert game.phase != JINK
    take = next(e for e in events if e.kind == "take")
    assert take.seat == 0 and take.reason == "pool" and take.points == 5


def test_a_player_with_every_trick_is_still_offered_the_jink() -> None:
    """ "The winner of all five tricks receives from each player his original stake in addition to the
    amount in the pool\""""
    game = staged(["5S JS AH KS QS", "2D 3D 4D 6D 7D"], Suit.SPADES, jinking=True)
    play(game, "5S", "2D", "JS", "3D", "AH", "4D")
    assert game.phase == JINK


def test_ordinary_order_the_ace_of_hearts_must_follow_hearts() -> None:
    """ "A very good game may be played by allowing the cards to retain their ordinary sequence\": the ace
    of hearts is then an ordinary heart, and "each must do the one or the other if he holds a card of
    the suit led\"."""
    game = staged(["KH", "AH 9C 4D"], Suit.SPADES, ordinary_order=True)
    play(game, "KH")
    assert legal(game, 1) == {"AH"}
    assert game.why_illegal(1, Action("play", (Card.parse("9C"),))) == "must_follow_plain"


def test_partnerships_with_five_or_more_players() -> None:
    """ "If five or more players are taking part in the game, it may be found desirable that the winner
    of two tricks shall take the pool, or partnerships can be formed; otherwise a long continuation
    of spoils may occur.\" Six, eight or ten play in two sides, partners sitting alternately."""
    schema = json.loads(SCHEMA.read_text())
    for players in (6, 8, 10):
        jsonschema.validate({"players": players, "partners": True}, schema)
        game = SpoilFiveGame({"players": players, "partners": True}, 3)
        assert [game.team(s) for s in range(players)] == [s % 2 for s in range(players)]
        assert game.sides() == 2


def test_partnerships_of_six_share_the_pool_by_sides() -> None:
    """ "Or partnerships can be formed\": six players, two sides of three sitting alternately; the side
    that wins three tricks takes the pool between its partners."""
    game = staged(
        ["5S JS AH KS QS", "2D 3D 4D 6D 7D", "2C 3C 4C 6C 7C", "2H 3H 4H 6H 7H", "8D 9D TD JD QD",
         "8C 9C TC JC QC"],
        Suit.SPADES,
        partners=True,
    )  # fmt: skip
    game.pool = 12
    game.deals_played = -5
    events = play(game, "5S", "2D", "2C", "2H", "8D", "8C", "JS", "3D", "3C", "3H", "9D", "9C")
    events += play(game, "AH", "4D", "4C", "4H", "TD", "TC")
    takes = [e for e in events if e.kind == "take"]
    assert [(e.seat, e.points) for e in takes] == [(0, 4), (2, 4), (4, 4)]


def test_twenty_five_and_forty_five_play_until_someone_reaches_the_target() -> None:
    """ "Instead of the game being finished in one hand, it may continue until one player makes
    twenty-five, or forty-five.\" No number of deals ends it first."""
    for seed in range(8):
        for target in (25, 45):
            game = SpoilFiveGame({"players": 8, "target": target, "deals": 1}, seed)
            rng = random.Random(seed)
            events = []
            while game.result() is None:
                seat = game.seats_to_act()[0]
                events += game.apply(seat, rng.choice(game.legal_actions(seat)))
            # won by reaching the target, or by a jink ("Any player 'jinking' ... wins the game")
            assert events[-1].kind == "game_won", (seed, target, game.points)


def test_the_stake_options_apply_only_to_the_pool_forms() -> None:
    """ "In this case there are no spoils\": Twenty-Five and Forty-Five have no pool, so the schema
    says the stakes and the number of deals apply only when the game is played for the pool."""
    schema = json.loads(SCHEMA.read_text())
    applies = schema["properties"]["stake"].get("x-applies-when")
    assert applies == {"target": [0]}
    for key in ("dealer_stake", "spoil_stake", "deals", "jinking", "tricks_to_win"):
        assert schema["properties"][key].get("x-applies-when", {}).get("target") == [0], key
