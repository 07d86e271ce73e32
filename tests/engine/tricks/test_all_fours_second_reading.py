"""All-Fours against Hoyle's Games Modernized (seed 004), the passages a second reading found played
wrong (issue 23, items 9 and 10). Each test quotes the passage it checks."""

from __future__ import annotations

from hoyle_desktop.engine.actions import Action
from hoyle_desktop.engine.cards import Card, Suit, cards
from hoyle_desktop.engine.tricks.all_fours import BEG, AllFoursGame


def four_handed_at_the_beg(seed: int = 1) -> AllFoursGame:
    for s in range(seed, seed + 50):
        game = AllFoursGame({"players": 4}, s)
        if game.phase == BEG:
            return game
    raise AssertionError("no four-handed deal reached the beg")


def test_the_two_who_may_not_look_get_no_cards_in_the_deal_events() -> None:
    """ "The dealer and the elder hand alone look at their cards in the first instance ... The other
    two players must not take up their cards till the dealer has decided whether he will 'give one'
    or 'run the cards' for a new trump.\""""
    game = four_handed_at_the_beg()
    lookers = {game.dealer, game.elder}
    others = [s for s in range(4) if s not in lookers]
    deals = [e for e in game.opening_events if e.kind == "deal"]
    assert deals
    for seat in others:
        seen = [e.for_seat(seat) for e in deals if e.seat == seat]
        assert seen and all(not e.cards for e in seen), seat
        assert all(e.data.get("count") for e in seen)
    for seat in lookers:
        assert any(e.for_seat(seat).cards for e in deals if e.seat == seat)
    # Once the elder hand stands, the other two take up their cards.
    events = game.apply(game.elder, Action("stand"))
    for seat in others:
        taken = [e.for_seat(seat) for e in events if e.kind == "take_up" and e.seat == seat]
        assert taken and set(taken[0].cards) == set(game.hands[seat])
        assert all(not e.for_seat(s).cards for e in events if e.kind == "take_up" for s in lookers)


def test_a_beg_given_lets_the_other_two_take_up_their_cards() -> None:
    """ "Till the dealer has decided whether he will 'give one' or 'run the cards'\""""
    game = four_handed_at_the_beg(7)
    others = [s for s in range(4) if s not in (game.dealer, game.elder)]
    game.apply(game.elder, Action("beg"))
    assert game.view(others[0]).hand == ()
    events = game.apply(game.dealer, Action("give"))
    if game.result() is None:
        assert {e.seat for e in events if e.kind == "take_up"} == set(others)


def test_three_handed_a_tie_for_game_goes_to_one_of_the_tied() -> None:
    """ "In the case of the players being equal in this particular, or of neither party holding any
    card which counts towards Game, the elder hand scores the point.\" Three-handed, the tie may be
    between the two others: the point then goes to the tied player who plays first after the elder
    hand, never to the elder hand, who is not equal to them."""
    game = AllFoursGame({"players": 3}, 1)
    game.dealer = 2  # the elder hand is seat 0
    game.fresh_hand()
    game.trump = Suit.SPADES
    game.won = [cards("2C"), cards("KD 3C"), cards("KH 4C")]  # 0, 3 and 3 for Game
    game.played = [(0, Card.parse("2S"))]
    points = dict((reason, team) for reason, team, _ in game.hand_points())
    assert points["game"] == 1
    game.won = [[], [], []]  # no counting card at all: the elder hand
    points = dict((reason, team) for reason, team, _ in game.hand_points())
    assert points["game"] == 0
