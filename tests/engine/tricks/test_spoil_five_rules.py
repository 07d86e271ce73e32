"""Spoil-Five against Peel's Round Games with Cards (seed 002: SPOIL-FIVE, ROBBING, RENEGING,
VARIATIONS, TWO TRICKS WIN, FIVING, JINKING, TWENTY-FIVE AND FORTY-FIVE). Each test quotes the
passage it checks."""

from __future__ import annotations

from spoil_five_helpers import legal, new, play, staged

from hoyle_desktop.engine.actions import Action
from hoyle_desktop.engine.cards import Card, Suit, cards
from hoyle_desktop.engine.tricks.ranking import plain_order, trump_order
from hoyle_desktop.engine.tricks.spoil_five import JINK, ROB, SpoilFiveGame


def codes(seq) -> list[str]:
    return [c.code for c in seq]


def test_peels_four_card_orders() -> None:
    """ "1. In Hearts and Diamonds, when not trumps.--King, queen, knave, 10, 9, down to ace (the ace
    of hearts is always a trump card...). 2. In Clubs and Spades, when not trumps.--King, queen,
    knave, ace, 2, down to 10. 3. In Hearts and Diamonds, when trumps.--5, knave, ace of hearts, ace
    of trumps, king, queen, 10, 9, 8, 7, 6, 4, 3, 2. (If hearts are trumps, there is only one ace.)
    4. In Clubs and Spades, when trumps.--5, knave, ace of hearts, ace of trumps, king, queen, 2, 3,
    4, 6, 7, 8, 9, 10.\""""
    assert codes(plain_order(Suit.DIAMONDS)) == [
        "KD",
        "QD",
        "JD",
        "TD",
        "9D",
        "8D",
        "7D",
        "6D",
        "5D",
        "4D",
        "3D",
        "2D",
        "AD",
    ]
    assert codes(plain_order(Suit.HEARTS)) == [
        "KH",
        "QH",
        "JH",
        "TH",
        "9H",
        "8H",
        "7H",
        "6H",
        "5H",
        "4H",
        "3H",
        "2H",
    ]
    assert codes(plain_order(Suit.CLUBS)) == [
        "KC",
        "QC",
        "JC",
        "AC",
        "2C",
        "3C",
        "4C",
        "5C",
        "6C",
        "7C",
        "8C",
        "9C",
        "TC",
    ]
    assert codes(trump_order(Suit.DIAMONDS)) == [
        "5D",
        "JD",
        "AH",
        "AD",
        "KD",
        "QD",
        "TD",
        "9D",
        "8D",
        "7D",
        "6D",
        "4D",
        "3D",
        "2D",
    ]
    assert codes(trump_order(Suit.HEARTS)) == [
        "5H",
        "JH",
        "AH",
        "KH",
        "QH",
        "TH",
        "9H",
        "8H",
        "7H",
        "6H",
        "4H",
        "3H",
        "2H",
    ]
    assert codes(trump_order(Suit.SPADES)) == [
        "5S",
        "JS",
        "AH",
        "AS",
        "KS",
        "QS",
        "2S",
        "3S",
        "4S",
        "6S",
        "7S",
        "8S",
        "9S",
        "TS",
    ]


def test_a_trump_lead_must_be_followed_but_top_trumps_may_renege_against_a_lower_one() -> None:
    """ "If the card led be a trump, then all the players must follow suit if they are able" and
    "The holder of the five of trumps, the knave of trumps, or the ace of hearts, enjoys the
    privilege of not being obliged to play them when a trump is led; but this privilege ... only
    holds when the trump led is a lower one. For instance, if the knave be led, the holder of the
    ace of hearts is obliged to play it.\""""
    game = staged(["KS", "JS 9D"], Suit.SPADES)
    play(game, "KS")
    assert legal(game, 1) == {"JS", "9D"}  # the knave may renege against the king
    game = staged(["JS", "AH 9D"], Suit.SPADES)
    play(game, "JS")
    assert legal(game, 1) == {"AH"}  # the knave led: the ace of hearts must follow
    assert game.why_illegal(1, Action("play", (Card.parse("9D"),))) == "must_follow_trump"
    game = staged(["KS", "JS 4S 9D"], Suit.SPADES)
    play(game, "KS")
    assert legal(game, 1) == {"JS", "4S"}  # holding a lower trump too: a trump must be played


def test_the_ace_of_hearts_led_is_a_plain_lead() -> None:
    """ "If the ace of hearts is led, and another suit is trumps, it does not necessitate all the
    players following suit ... The lead in this case is considered as made from a plain suit.\""""
    game = staged(["AH", "4S 9H 9D"], Suit.SPADES)
    play(game, "AH")
    assert legal(game, 1) == {"4S", "9H"}


def test_plain_lead_follow_or_trump_discard_only_when_void() -> None:
    """ "The other players may trump the card, or follow suit, as they please, but each must do the
    one or the other if he holds a card of the suit led\""""
    game = staged(["KD", "4S 9D 9C"], Suit.SPADES)
    play(game, "KD")
    assert legal(game, 1) == {"4S", "9D"}
    assert game.why_illegal(1, Action("play", (Card.parse("9C"),))) == "must_follow_plain"
    game = staged(["KD", "4S 9C"], Suit.SPADES)
    play(game, "KD")
    assert legal(game, 1) == {"4S", "9C"}


def test_three_tricks_take_the_pool() -> None:
    """ "The pool thus formed goes to the player who succeeds in winning three tricks in one hand\""""
    game = staged(["KS QS JS TS 9S", "2D 3D 4D 6D 7D"], Suit.SPADES)
    game.pool = 7
    events = play(game, "KS", "2D", "QS", "3D", "JS", "4D")
    take = [e for e in events if e.kind == "take"]
    assert take and take[0].seat == 0 and take[0].points == 7


def test_a_spoilt_hand_keeps_the_pool_and_the_next_stake_is_reduced() -> None:
    """ "If neither player succeeds in doing so, the game is said to be 'spoilt,' and the amount remains
    in the pool, the players contributing for the next round only one coin" and "The dealer pays the
    sum agreed for the deal each time\""""
    game = staged(["KD QD 2C 3C 4C", "2D 3D KC QC 2H", "4D 5D 6D 7D KH"], Suit.SPADES)
    game.pool = 12
    game.deals_played = -5  # not the last deal
    events = play(game, "KD", "2D", "4D", "QD", "3D", "5D", "2C", "KC", "6D")
    events += play(game, "QC", "7D", "3C", "2H", "KH", "4C")
    assert [e.kind for e in events if e.kind in ("spoilt", "take")] == ["spoilt"]
    assert game.pool == 12 + 1 + 1 + 1 + 1  # one each after the spoil, and the dealer's one


def test_spoil_reduces_the_stake() -> None:
    """Peel: the game spoilt, "the players contributing for the next round only one coin or counter";
    "The dealer pays the sum agreed for the deal each time, no matter whether the pool was won, or the
    game spoilt, the previous round.\""""
    game = new(3, stake=3, spoil_stake=1, dealer_stake=1)
    game.pool, game.spoilt = 10, True
    before = list(game.nets)
    game.dealer = 0
    game._new_deal()
    paid = [before[s] - game.nets[s] for s in range(3)]
    assert paid == [2, 1, 1]  # one each after a spoil, the dealer his extra one


def test_the_holder_of_the_ace_of_trumps_must_rob_or_may_not_win_the_pool() -> None:
    """ "If the player who holds the ace of trumps omits to rob when his turn comes round, he is
    de-barred from winning the pool that hand" and "The same penalty is attached to the player who
    robs the turn-up card without holding the ace" (here no one without the ace is offered a rob)."""
    game = new(2, robbing="required")
    game.dealer = 1
    game.fresh_hand()
    game.hands = [cards("AS 2D 3D 4D 6D"), cards("KS 9C 8C 7C 6C")]
    game.trump, game.turnup = Suit.SPADES, Card.parse("QS")
    game.start_play(0)
    assert game.phase == ROB and game.seats_to_act() == (0,)
    assert game.why_illegal(0, Action("play", (Card.parse("AS"),))) == "must_rob_first"
    robbed = game.clone()
    robbed.apply(0, Action("rob", (Card.parse("2D"),)))
    assert Card.parse("QS") in robbed.hands[0] and robbed.buried[0] == cards("2D")
    assert robbed.phase == "play"
    game.apply(0, Action("rob_decline"))
    assert 0 in game.barred
    # Twenty-Five: "there are no spoils, and every trick scores five to the winner": no pool to be
    # barred from, so declining says no such penalty (playtest (d), 29 November: the table said
    # "you cannot win the pool this hand" in a game played for points).
    scoring = new(2, robbing="required", target=25)
    scoring.dealer = 1
    scoring.fresh_hand()
    scoring.hands = [cards("AS 2D 3D 4D 6D"), cards("KS 9C 8C 7C 6C")]
    scoring.trump, scoring.turnup = Suit.SPADES, Card.parse("QS")
    scoring.start_play(0)
    scoring.apply(0, Action("rob_decline"))
    assert 0 not in scoring.barred
    other = new(2, robbing="required")
    other.dealer = 1
    other.fresh_hand()
    other.hands = [cards("KS 2D 3D 4D 6D"), cards("AS 9C 8C 7C 6C")]
    other.trump, other.turnup = Suit.SPADES, Card.parse("QS")
    other.start_play(0)
    assert all(a.kind == "play" for a in other.legal_actions(0))


def test_jinking_a_player_with_three_tricks_may_play_on() -> None:
    """ "The winner of all five tricks receives from each player his original stake in addition to the
    amount in the pool; if, however, any player who has won three tricks goes on playing ... and
    fails to do so, he loses the pool\""""
    game = staged(["5S JS AH KS QS", "2D 3D 4D 6D 7D"], Suit.SPADES, jinking=True, stake=2)
    game.pool = 5
    play(game, "5S", "2D", "JS", "3D", "AH", "4D")
    assert game.phase == JINK
    game.apply(0, Action("jink"))
    events = play(game, "KS", "6D", "QS", "7D")
    take = next(e for e in events if e.kind == "take")
    assert take.points == 5 + 2 and take.reason == "jink"


def test_twenty_five_five_a_trick_and_a_jink_wins_outright() -> None:
    """ "Every trick scores five to the winner. Any player 'jinking,' i.e., winning the five tricks,
    wins the game.\""""
    game = staged(["5S JS AH KS QS", "2D 3D 4D 6D 7D"], Suit.SPADES, target=25)
    play(game, "5S", "2D", "JS", "3D", "AH", "4D", "KS", "6D", "QS", "7D")
    result = game.result()
    assert result is not None and result.winners == (0,)
    assert game.points[0] == 25


def test_partnerships_share_the_tricks() -> None:
    """ "With four, if it is agreed that two of the players combine against the other two, there can be
    no spoils, as one must win three of the tricks\""""
    game = new(4, partners=True)
    assert [game.team(s) for s in range(4)] == [0, 1, 0, 1]


def test_first_dealer_is_the_first_knave() -> None:
    """ "The cards are dealt round as in 'Nap' ..., when the player to whom the first knave falls
    becomes dealer.\""""
    game = SpoilFiveGame({"players": 5}, 4)
    faces = [e for e in game.opening_events if e.kind == "deal_face_up"]
    assert faces[-1].cards[0].rank == 11
    assert all(e.cards[0].rank != 11 for e in faces[:-1])
    assert game.dealer == faces[-1].seat


def test_fiving_turns_up_a_new_suit() -> None:
    """ "Allowing the non-dealer ... to ask the dealer to 'five' it, when, if the dealer agrees, the
    trump card is removed, and the next card is turned up ... until a change occurs.\""""
    game = SpoilFiveGame({"players": 2, "fiving": True}, 3)
    old = game.trump
    game.apply(game.elder, Action("five"))
    game.apply(game.dealer, Action("agree"))
    assert game.trump != old
    after = game.legal_actions(game.elder)
    assert after and not any(a.kind == "five" for a in after)
