"""Crazy Eights against the rules of play in seed 003 (The Book of Card Games), and the scoring and
empty-stock options of docs/rules-notes/crazy-eights.md."""

from __future__ import annotations

import random

import pytest

from hoyle_desktop.engine.actions import Action, IllegalAction
from hoyle_desktop.engine.cards import Rank, cards
from hoyle_desktop.engine.crazy_eights import SPEC
from hoyle_desktop.engine.crazy_eights.game import CrazyEightsGame, hand_penalty, penalty


def new(players: int = 3, seed: int = 1, **rules) -> CrazyEightsGame:
    game = SPEC.new_game({"players": players, **rules}, seed)
    assert isinstance(game, CrazyEightsGame)
    return game


def stack(game: CrazyEightsGame, hands: list[str], top: str, stock: str = "") -> None:
    """Put known cards in every hand, on the discard pile and in the stock (its top card last)."""
    game.hands = [cards(h) for h in hands]
    game.discard = cards(top)
    game.stock = cards(stock)
    game.free = game.discard[-1].rank == Rank.EIGHT
    game.called = None
    game.actor = 0


def test_five_cards_each_seven_for_two_and_a_starter() -> None:
    """ "deals five cards face down to each player, if there are multiple players, or seven cards if
    there are only two players ... The top card is turned face up and placed next to the stack of
    cards to start the discard pile." "The game begins with the player to the dealer's left.\""""
    for players, size in ((2, 7), (3, 5), (6, 5)):
        game = new(players)
        assert [len(h) for h in game.hands] == [size] * players
        assert len(game.discard) == 1
        assert len(game.stock) == 52 - size * players - 1
        assert game.seats_to_act() == ((game.dealer + 1) % players,)


def test_match_suit_or_rank() -> None:
    """ "if the top card is 6♦, you may discard a six of any suit or any diamond.\""""
    game = new()
    stack(game, ["6S 2D KC 8H", "3C", "4C"], "6D")
    legal = game.legal_actions(0)
    plain = {a.cards[0].code for a in legal if a.value is None}
    assert plain == {"6S", "2D"}
    assert game.why_illegal(0, Action("play", tuple(cards("KC")))) == "must_match"


def test_an_eight_is_wild_and_names_the_suit() -> None:
    """ "If you discard an eight, you must then call out a new suit for the next player to play.\""""
    game = new()
    stack(game, ["8H KC", "3C 3S", "4C"], "6D")
    eights = [a for a in game.legal_actions(0) if a.cards[0].code == "8H"]
    assert [a.value for a in eights] == ["C", "D", "H", "S"]
    assert game.why_illegal(0, Action("play", tuple(cards("8H")))) == "name_a_suit"
    events = game.apply(0, Action("play", tuple(cards("8H")), "S"))
    assert events[0].data == {"suit": "S"}
    assert {a.cards[0].code for a in game.legal_actions(1)} == {"3S"}  # spades, not hearts nor eights' rank


def test_an_eight_turned_up_lets_the_first_player_choose() -> None:
    """ "If the first card turned over in the discard pile is an eight, the player chooses a suit and
    then discards a card of that suit from his hand.\""""
    game = new()
    stack(game, ["2C KD 5H", "3C", "4C"], "8S")
    assert {a.cards[0].code for a in game.legal_actions(0)} == {"2C", "KD", "5H"}


def test_draw_when_unable_and_the_turn_passes() -> None:
    """ "If you have no cards that can be played, you must pick up the top card from the stockpile.
    The next player to the left then plays, with the same options.\""""
    game = new()
    stack(game, ["KC 2C", "3H", "4H"], "6D", stock="9D 5S")
    assert game.legal_actions(0) == [Action("draw")]
    game.apply(0, Action("draw"))
    assert cards("5S")[0] in game.hands[0]
    assert game.seats_to_act() == (1,)
    assert game.legal_actions(1) == [Action("draw")]
    with pytest.raises(IllegalAction):
        game.apply(1, Action("play", tuple(cards("3H"))))


def test_draw_until_playable_house_rule() -> None:
    game = new(drawing="until_playable")
    stack(game, ["KC 2C", "3H", "4H"], "6D", stock="9D 5S")
    game.apply(0, Action("draw"))  # 5S: still nothing
    assert game.seats_to_act() == (0,)
    game.apply(0, Action("draw"))  # 9D matches
    assert game.legal_actions(0) == [Action("play", tuple(cards("9D")))]


def test_the_last_card_ends_the_game() -> None:
    """ "The game stops when any player discards the last card in her hand.\""""
    game = new()
    stack(game, ["2D", "3H 9C", "4H KS"], "6D")
    game.apply(0, Action("play", tuple(cards("2D"))))
    result = game.result()
    assert result is not None and result.winners == (0,)
    assert sum(result.stakes) == 0


def test_the_book_game_shows_the_cards_left_without_points() -> None:
    """Playtest (f): the book's game (one deal, "The game stops when any player discards the last
    card") ended with "Computer 1 holds 8♥ Q♠ K♠: 70 points." in the history and review: the cards
    left are shown with no count, which counts only where it scores (the house rules) or decides a
    blocked deal (the lowest count wins it)."""
    game = new()
    stack(game, ["2D", "8H 9C", "4H KS"], "6D")
    shows = [e for e in game.apply(0, Action("play", tuple(cards("2D")))) if e.kind == "show"]
    assert [e.seat for e in shows] == [1, 2] and all("count" not in e.data for e in shows)
    game = new(scoring="winner_scores")
    stack(game, ["2D", "8H 9C", "4H KS"], "6D")
    shows = [e for e in game.apply(0, Action("play", tuple(cards("2D")))) if e.kind == "show"]
    assert [e.data["count"] for e in shows] == [59, 14]
    game = new(empty_stock="pass")
    stack(game, ["KC 2C", "3H 4S", "4H 5S"], "6D")
    shows = [e for e in game.apply(0, Action("pass")) if e.kind == "show"]
    assert [e.data["count"] for e in shows] == [12, 9]  # blocked: the counts decide


def test_penalty_points_eights_fifty_courts_ten_others_pips() -> None:
    assert [penalty(c) for c in cards("8C KD JH TS AS 7C")] == [50, 10, 10, 10, 1, 7]
    game = new(scoring="penalty", target=20)
    stack(game, ["2D", "8H 9C", "AH KS"], "6D")
    game.apply(0, Action("play", tuple(cards("2D"))))
    assert game.scores == [0, 59, 11]
    assert game.result() is not None and game.result().winners == (0,)


def test_stock_out_reshuffles_or_passes_and_a_blocked_deal_ends() -> None:
    game = new(empty_stock="pass")
    stack(game, ["KC 2C", "3H 4S", "4H 5S"], "6D")
    assert game.legal_actions(0) == [Action("pass")]
    events = game.apply(0, Action("pass"))
    out = next(e for e in events if e.kind == "out")
    assert out.reason == "blocked" and out.seat == 1  # 3H 4S is the lowest count in hand
    game = new(empty_stock="reshuffle")
    stack(game, ["KC 2C", "3H 9H", "4H 5S"], "6D", stock="")
    game.discard = cards("7D 9D 6D")
    assert game.legal_actions(0) == [Action("draw")]
    events = game.apply(0, Action("draw"))
    assert events[0].kind == "reshuffle" and game.discard == cards("6D")
    assert hand_penalty(cards("KC 2C")) == 12


@pytest.mark.parametrize("scoring", ["one_game", "penalty", "winner_scores"])
def test_random_games_end(scoring: str) -> None:
    rng = random.Random(scoring)
    for players in (2, 4, 6):
        game = new(players, seed=rng.randrange(1000), scoring=scoring, target=60)
        while not game.is_over():
            seat = game.seats_to_act()[0]
            game.apply(seat, rng.choice(game.legal_actions(seat)))
        assert sum(game.result().stakes) == 0


def test_a_search_deals_a_stuck_player_no_card_he_could_have_played() -> None:
    """A player who drew could follow neither the suit nor the rank and held no eight: the cards a
    search deals him again keep to that, bar the one card he drew."""
    game = new(players=2)
    stack(game, ["KC 2C QC JC", "3H 4S 9D 5D TD AH 7S"], "6D", stock="2S 3S 4C 5C 6C 7C 9C TC AC 8H")
    game.apply(0, Action("draw"))  # seat 0 was stuck on diamonds and sixes
    assert game.stuck[0] == "D6"
    for seed in range(30):
        dealt = game.determinise(1, random.Random(seed)).hands[0]
        assert len(dealt) == 5
        could = [c for c in dealt if c.suit.value == "D" or c.rank in (Rank.SIX, Rank.EIGHT)]
        assert len(could) <= 1


def test_drawing_until_playable_what_he_lacked_stays_known_after_his_play() -> None:
    """Drawing until playable, a player who drew held none of the suit, the rank or an eight, and
    every card he drew but the one he played was the same: after his play his whole hand still
    lacks them, so the mark stays (until he draws again); drawing one, it goes with his play."""
    for drawing, kept in (("until_playable", "D6"), ("one", "")):
        game = new(players=2, drawing=drawing)
        stack(game, ["KC 2C QC JC", "3H 4S 9D 5D TD AH 7S"], "6D", stock="4D 3S")
        if drawing == "one":
            game.stock = cards("3S 4D")
            game.apply(0, Action("draw"))  # 4D, and the turn passes
            game.apply(1, Action("play", cards("5D")))
        else:
            game.apply(0, Action("draw"))  # 3S: still nothing to play
            game.apply(0, Action("draw"))  # 4D, played at once
        game.apply(0, Action("play", cards("4D")))
        assert game.stuck[0] == kept
