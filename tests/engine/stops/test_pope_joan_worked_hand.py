"""Peel's worked five-player hand (Round Games with Cards, "Pope Joan"), played move by move.

The elder hand holds 5 and 7 of diamonds, 4 and knave of hearts, knave and king of spades, ace and
queen of clubs; the seven of hearts is turned up. He leads the knave of spades (the king follows
from his own hand), then the five of diamonds (the seven clears the suit), then the ace of clubs:
the two and three follow from other hands and the four is in the spare hand. The player of the
three plays queen and king of hearts (Matrimony), then the seven of spades up to his ten, a known
stop. The game later leads up to the queen of clubs (the king is in the spare hand); the elder
hand plays his knave of hearts, now a stop, and goes out with the four. The Pope's holder, never
having played it, pays nothing.

The other hands and the spare hand are ours, made to fit the story.
"""

from __future__ import annotations

from stops_helpers import layout, pays, play, stacked

from hoyle_desktop.engine.cards import codes, stripped_pack
from hoyle_desktop.engine.stops.pope_joan import PopeJoanGame

ELDER, PLAYER = 1, 3  # seat 0 deals; seat 3 plays the three of clubs and Matrimony
HANDS = {
    0: "8S JC 6C 5H 6H 8H AS 2S",
    1: "5D 7D 4H JH JS KS AC QC",
    2: "2C 6D 9S TC 7C TD JD QD",
    3: "3C QH KH 7S TS 5C AH 9H",
    4: "QS 9D 8C 9C AD 2D 3D 4D",
}
SPARE = "4C KC 2H 3H TH 3S 4S 5S 6S KD"
RULES = {"players": 5, "purse": 50}


def new_game() -> PopeJoanGame:
    game = stacked(PopeJoanGame, RULES, layout(HANDS, SPARE, "7H"))
    assert isinstance(game, PopeJoanGame)
    return game


def test_the_stacked_deal_is_the_whole_pack_less_the_eight_of_diamonds():
    """Peel: "an ordinary pack of fifty-two cards is used, the eight of diamonds being taken out"; "with
    five players there will be eight cards for each hand, one to turn up, and two remaining; these two
    should be added to the spare hand.\""""
    dealt = " ".join([*HANDS.values(), SPARE, "7H"]).split()
    assert sorted(dealt) == sorted(codes(stripped_pack(without=["8D"])))
    assert len(SPARE.split()) == 10  # eight a hand and the two odd cards, as Peel says for five


def test_the_board_is_dressed_with_the_dealer_paying_double():
    """Peel: "The players then contribute between them fifteen (or more) counters or coins to form a pool,
    the dealer giving double the amount paid by the other players"; "Six of the counters are placed for
    Pope Joan, two each for Matrimony and Intrigue, one each for Ace, King, Queen, and Knave, and the
    remainder for Game.\""""
    game = new_game()
    dress = pays(game.events, "dress")
    paid = {seat: sum(a for f, _, a in dress if f == seat) for seat in range(5)}
    assert paid == {0: 6, 1: 3, 2: 3, 3: 3, 4: 3}
    assert game.ledger.pools == {
        "pope": 6,
        "matrimony": 2,
        "intrigue": 2,
        "ace": 1,
        "king": 1,
        "queen": 1,
        "knave": 1,
        "game": 4,
    }


def test_the_elder_hand_knows_his_two_stops():
    """Peel: "The turn-up card proves to be the 7 of hearts. The player thus knows he has two stops among
    his eight cards, viz., the of diamonds and king of spades" (the seven of diamonds: the OCR drops it)."""
    view = new_game().view(ELDER)
    assert codes(view.stops_in_hand) == ["7D", "KS"]
    assert view.turnup is not None and view.turnup.code == "7H"
    assert view.to_act == ELDER and view.phase == "lead"


def test_the_whole_hand():
    """Peel's imaginary hand: "He therefore plays the club ace for his fifth card, the two and three
    follow on from different hands, and then a stop occurs, so that it is assumed the four is in the spare
    hand"; "The player of the three has, among his other cards, the queen and king of hearts, plays them
    (taking the stake on Matrimony, as hearts are trumps)"; "He therefore first plays this knave of
    hearts, following on with his four, clearing his hand and winning the game.\""""
    game = new_game()
    stops = []

    def step(seat, *cards):
        events = play(game, seat, *cards)
        stops.extend(e.reason for e in events if e.kind == "stop")
        return events

    step(ELDER, "JS"), step(4, "QS"), step(ELDER, "KS")  # the king follows: a stop
    step(ELDER, "5D"), step(2, "6D"), step(ELDER, "7D")  # the seven clears the suit
    step(ELDER, "AC"), step(2, "2C"), step(PLAYER, "3C")  # the four is in the spare hand
    assert stops == ["king", "removed", "spare"]
    assert game.seats_to_act() == (PLAYER,)

    queen = step(PLAYER, "QH")
    assert pays(queen, "queen") == [("queen", PLAYER, 1)]
    king = step(PLAYER, "KH")
    assert pays(king, "king") == [("king", PLAYER, 1)]
    assert pays(king, "matrimony") == [("matrimony", PLAYER, 2)]
    assert "TS" in codes(game.view(PLAYER).stops_in_hand)  # knave, queen and king of spades are out
    assert "JH" in codes(game.view(ELDER).stops_in_hand)  # the queen of hearts is played

    for seat, card in [(PLAYER, "7S"), (0, "8S"), (2, "9S"), (PLAYER, "TS")]:
        step(seat, card)
    for seat, card in [(PLAYER, "5C"), (0, "6C"), (2, "7C"), (4, "8C"), (4, "9C"), (2, "TC"), (0, "JC")]:
        step(seat, card)
    step(ELDER, "QC")  # the king of clubs is in the spare hand
    assert stops == ["king", "removed", "spare", "king", "played", "spare"]
    assert game.view(ELDER).hand_sizes[ELDER] == 2

    knave = step(ELDER, "JH")
    assert pays(knave, "knave") == [("knave", ELDER, 1)]
    last = step(ELDER, "4H")
    last = last[: next(i for i, e in enumerate(last) if e.kind == "deal_end")]  # the next deal follows
    assert [e.reason for e in last if e.kind == "out"] == ["first_out"]
    assert pays(last, "game") == [("game", ELDER, 4)]
    # a counter a card left: 5, 3 and 2; the Pope's holder (seat 4, five cards) is exempt
    assert pays(last, "cards_left") == [(2, ELDER, 3), (3, ELDER, 2), (0, ELDER, 5)]
    assert not [e for e in last if e.kind == "pay" and e.data.get("from") == 4]
    reveal = next(e for e in last if e.kind == "reveal")
    assert sorted(codes(reveal.cards)) == sorted(SPARE.split())
    # the chances not won stay on the board for the next deal
    assert game.view(0).pools["pope"] >= 6 and game.view(0).pools["intrigue"] >= 2


def test_the_counters_at_the_end_of_the_hand():
    """Peel: "He takes the stake on Game from the board, and receives one counter from the other players
    for each card remaining in their hand, the only exception in such cases being in favour of the holder
    of Pope Joan, who is exempt if he has not played that card"; "When any or all of the special cards
    are not played out, the stake on their particular division of the board is left for the next deal.\""""
    game = new_game()
    script = [
        (1, "JS"), (4, "QS"), (1, "KS"), (1, "5D"), (2, "6D"), (1, "7D"), (1, "AC"), (2, "2C"), (3, "3C"),
        (3, "QH"), (3, "KH"), (3, "7S"), (0, "8S"), (2, "9S"), (3, "TS"), (3, "5C"), (0, "6C"), (2, "7C"),
        (4, "8C"), (4, "9C"), (2, "TC"), (0, "JC"), (1, "QC"), (1, "JH"), (1, "4H"),
    ]  # fmt: skip
    for seat, card in script:
        play(game, seat, card)
    end = next(i for i, e in enumerate(game.events) if e.kind == "deal_end")
    purses = [50] * 5
    board = 0
    for e in game.events[:end]:
        if e.kind == "pay":
            if isinstance(e.data["from"], int):
                purses[e.data["from"]] -= e.points
            else:
                board -= e.points
            if isinstance(e.data["to"], int):
                purses[e.data["to"]] += e.points
            else:
                board += e.points
    # dealer -6 -5; elder -3 +4 +10 +1; seat 2 -3 -3; seat 3 -3 +1 +1 +2 -2; seat 4 -3
    assert purses == [39, 62, 44, 49, 47]
    assert board == 9  # Pope 6, Intrigue 2 and the Ace carried over
