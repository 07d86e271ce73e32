"""Pope Joan's payments and each of Peel's variations, on small stacked deals.

Seat 0 deals throughout, so seat 1 is the elder hand. Cards left out of a stacked deal count as
taken out of the pack, which makes the stops these tests want.
"""

from __future__ import annotations

from stops_helpers import layout, pays, play, stacked

from hoyle_desktop.engine.actions import Action
from hoyle_desktop.engine.cards import card, codes
from hoyle_desktop.engine.stops.pope_joan import PopeJoanGame

THREE = {"players": 3, "purse": 50, "deals": 3}


def game(hands, spare="", turnup="2S", **rules) -> PopeJoanGame:
    g = stacked(PopeJoanGame, {**THREE, **rules}, layout(hands, spare, turnup))
    assert isinstance(g, PopeJoanGame)
    return g


def test_three_players_dress_sixteen_the_dealer_paying_double():
    """Peel, POPE JOAN: "The players then contribute between them fifteen (or more) counters ...
    the dealer giving double the amount paid by the other players ... Six of the counters are placed for
    Pope Joan, two each for Matrimony and Intrigue, one each for Ace, King, Queen, and Knave, and the
    remainder for Game.\""""
    g = game({0: "2C", 1: "3C", 2: "4C"})
    assert sum(a for f, _, a in pays(g.events, "dress") if f == 0) == 8
    assert sum(a for f, _, a in pays(g.events, "dress") if f == 1) == 4
    assert g.ledger.pools == {
        "pope": 6,
        "matrimony": 2,
        "intrigue": 2,
        "ace": 1,
        "king": 1,
        "queen": 1,
        "knave": 1,
        "game": 2,
    }


def test_the_dealer_may_dress_the_board_alone():
    """Peel, POPE JOAN: "it is often agreed that the dealer for the time being shall dress the
    board, in which case it is necessary that the game should be finished just before the original
    dealer's turn comes round again"."""
    g = game({0: "2C", 1: "3C", 2: "4C"}, dresser="dealer", dress_total=18)
    dress = pays(g.events, "dress")
    assert {f for f, _, _ in dress} == {0} and sum(a for _, _, a in dress) == 18
    assert g.ledger.pool("game") == 4


def test_five_pool_pope():
    """Peel, FIVE-POOL POPE: "Pope Joan, Matrimony, Intrigue, Ace, and Game are retained, King,
    Queen, and Knave being omitted ... twelve coins or counters are sufficient to dress the board.\""""
    g = game({0: "2C", 1: "KS QS 3C", 2: "4C"}, turnup="5S", board="five", dress_total=12)
    assert g.ledger.pools == {"pope": 6, "matrimony": 2, "intrigue": 2, "ace": 1, "game": 1}
    events = play(g, 1, "QS") + play(g, 1, "KS")
    assert pays(events, "matrimony") == [("matrimony", 1, 2)]
    assert not pays(events, "king") and not pays(events, "queen")


def test_a_turned_up_pope_pays_the_dealer():
    """Peel, POPE JOAN: "Should the trump card prove to be the nine of diamonds—Pope Joan,—the
    dealer takes the amount staked for that card, and, in addition, receives from each player a stake for
    every card dealt.\""""
    g = game({0: "2C 3C 4C", 1: "5C 6C 7C", 2: "8C 9C TC"}, turnup="9D")
    assert pays(g.events, "pope_turned") == [("pope", 0, 6), (1, 0, 3), (2, 0, 3)]


def test_the_pope_payment_can_be_capped():
    """Peel, POPE JOAN: "it is best to agree that the payment for Pope Joan shall be limited to
    either four or six counters or coins"."""
    hands = {0: "2C 3C 4C 5C 6C 7C", 1: "2H 3H 4H 5H 6H 7H", 2: "2S 3S 4S 5S 6S 7S"}
    g = game(hands, turnup="9D", pope_cap=4)
    assert pays(g.events, "pope_turned")[1:] == [(1, 0, 4), (2, 0, 4)]


def test_pope_joan_wins():
    """Peel, POPE JOAN WINS: "when Pope Joan is turned up the dealer at once wins the game, and takes
    the stake standing to Game on the board, in addition to that on Pope and the payment from each of the
    players"."""
    g = game({0: "2C 3C", 1: "5C 6C", 2: "8C 9C"}, turnup="9D", pope_joan_wins=True, deals=1)
    out = [e for e in g.events if e.kind == "out"]
    assert [(e.seat, e.reason) for e in out] == [(0, "pope_joan_wins")]
    assert pays(g.events, "game") == [("game", 0, 2)]
    assert not pays(g.events, "cards_left")
    assert g.is_over()


def test_a_turned_up_honour_pays_the_dealer():
    """Peel, POPE JOAN: "If the card turned up for trump be either Ace, King, Queen or Knave, the
    dealer takes whatever stake is deposited on the board in the corresponding division"."""
    g = game({0: "2C", 1: "3C", 2: "4C"}, turnup="QH")
    assert pays(g.events, "honour_turned") == [("queen", 0, 1)]


def test_the_pope_played_takes_its_stake_and_a_counter_a_card():
    """Peel, POPE JOAN: the holder of Pope Joan who plays it "takes the amount of the stake on the
    corresponding part of the board, and, in the case of Pope Joan, he receives a stake from every player
    for each card remaining in hand.\""""
    g = game({0: "2C 3C 4C", 1: "9D TD 5C", 2: "8C 9C"})
    events = play(g, 1, "9D")
    assert pays(events, "pope") == [("pope", 1, 6), (2, 1, 2), (0, 1, 3)]


def test_honours_matrimony_and_intrigue_of_trumps():
    """Peel, POPE JOAN: "Matrimony (king and queen of trumps), Intrigue (queen and knave of trumps),
    Ace, King, Queen, Knave (of trumps)": the holder "can, if he has the opportunity, play those cards, in
    which event he takes the amount of the stake on the corresponding part of the board"."""
    g = game({0: "2C", 1: "JH QH KH AH 5C", 2: "3C"}, turnup="7H")
    events = play(g, 1, "AH")
    assert pays(events, "ace") == [("ace", 1, 1)]
    events = play(g, 1, "JH") + play(g, 1, "QH") + play(g, 1, "KH")
    assert [r for r in ("knave", "queen", "intrigue", "king", "matrimony") if pays(events, r)] == [
        "knave",
        "queen",
        "intrigue",
        "king",
        "matrimony",
    ]


def test_matrimony_from_two_hands_wins_nothing_by_default():
    """Peel, POPE JOAN: "It is sometimes agreed that when Intrigue or Matrimony is played by different
    hands, the amount staked on those chances shall be divided between the two players concerned": only
    "sometimes agreed" (``divide_pairs``, off by default), so two hands win nothing by default."""
    g = game({0: "KH 2C", 1: "QH 5C", 2: "3C"}, turnup="7H")
    events = play(g, 1, "QH") + play(g, 0, "KH")
    assert not pays(events, "matrimony") and pays(events, "king") == [("king", 0, 1)]


def test_matrimony_divided_between_two_hands():
    """Peel, POPE JOAN: "It is sometimes agreed that when Intrigue or Matrimony is played by different
    hands, the amount staked on those chances shall be divided between the two players concerned, and in
    each case the player of knave, queen, or king takes the stake on those chances in addition.\""""
    g = game({0: "KH 2C", 1: "QH 5C", 2: "3C"}, turnup="7H", divide_pairs=True)
    g.ledger.move(1, "matrimony", 1, "test")  # three on Matrimony: the odd one stays on the board
    events = play(g, 1, "QH") + play(g, 0, "KH")
    assert pays(events, "matrimony_shared") == [("matrimony", 1, 1), ("matrimony", 0, 1)]
    assert g.ledger.pool("matrimony") == 1


def test_intrigue_divided():
    """Peel, POPE JOAN: "when Intrigue or Matrimony is played by different hands, the amount staked
    on those chances shall be divided between the two players concerned"."""
    g = game({0: "QH 2C", 1: "JH 5C", 2: "3C"}, turnup="7H", divide_pairs=True)
    events = play(g, 1, "JH") + play(g, 0, "QH")
    assert pays(events, "intrigue_shared") == [("intrigue", 1, 1), ("intrigue", 0, 1)]


def test_the_turn_up_makes_a_stop():
    """Peel, POPE JOAN: "The turn-up or trump card ... forms another stop"."""
    g = game({0: "2C", 1: "5H 3C", 2: "6H 4C"}, turnup="7H")
    events = play(g, 1, "5H") + play(g, 2, "6H")
    assert [e.reason for e in events if e.kind == "stop"] == ["turn_up"]
    assert g.seats_to_act() == (2,)


def test_first_out_takes_game_and_the_pope_holder_is_exempt():
    """Peel, POPE JOAN: "He takes the stake on Game from the board, and receives one counter from
    the other players for each card remaining in their hand, the only exception in such cases being in
    favour of the holder of Pope Joan, who is exempt if he has not played that card"."""
    g = game({0: "9D 2C 3C", 1: "5C", 2: "8C 9C"})
    events = play(g, 1, "5C")
    events = events[: next(i for i, e in enumerate(events) if e.kind == "deal_end")]
    assert pays(events, "game") == [("game", 1, 2)]
    assert pays(events, "cards_left") == [(2, 1, 2)]
    assert [(e.seat, e.reason) for e in events if e.kind == "pay" and e.points == 0] == []
    # Peel: "the only exception in such cases being in favour of the holder of Pope Joan, who is
    # exempt if he has not played that card": said, so the history can tell why he pays nothing
    # (the playtest of 28 November found him simply left out of the payment line).
    assert [(e.seat, e.reason, e.data) for e in events if e.kind == "exempt"] == [
        (0, "pope_exempt", {"cards": 3, "to": 1})
    ]


def test_stakes_not_won_are_carried_to_the_next_deal():
    """Peel, POPE JOAN: "When any or all of the special cards are not played out, the stake on their
    particular division of the board is left for the next deal"."""
    g = game({0: "2C", 1: "3C", 2: "4C"}, deals=2)
    before = g.ledger.pools
    play(g, 1, "3C")  # out at once: only Game is won
    after_dressing = g.ledger.pools
    assert after_dressing["pope"] == before["pope"] + 6 and after_dressing["matrimony"] == 4


def test_winner_takes_game_only():
    """Peel, Variations: the winner takes only Game, "the players paying to the pool the penalty for
    their unplayed card or cards, and distributing them on whichever chance they prefer, except that
    all the eight must be covered"; then "the regular dressing of the board ... at the commencement
    of each deal ... is omitted, the dealer alone paying a single stake". The first deal is dressed
    as usual, so that the first winner has a Game to take; later deals live on the penalties."""
    first = layout({0: "9D 2C 3C", 1: "5C", 2: "8C 9C TC"}, turnup="2S")
    second = layout({1: "2D 3D", 2: "4D", 0: "6D 7D"}, turnup="2S")
    g = stacked(PopeJoanGame, {**THREE, "winner_takes_game_only": True}, first, second)
    assert sum(n for *_, n in pays(g.events, "dress")) == 16 and g.ledger.pool("game") == 2
    events = play(g, 1, "5C")
    first_deal = events[: next(i for i, e in enumerate(events) if e.kind == "deal_end")]
    assert pays(first_deal, "game") == [("game", 1, 2)]  # the first winner's Game is worth playing for
    assert not pays(first_deal, "cards_left")
    to_board = pays(first_deal, "cards_to_board")
    assert to_board == [(2, "ace", 1), (2, "king", 1), (2, "game", 1)]  # seat 0 holds the Pope
    second_deal = events[next(i for i, e in enumerate(events) if e.kind == "deal_start") :]
    assert not pays(second_deal, "dress")
    assert pays(second_deal, "dealer_stake") == [(1, "queen", 1)]  # the emptiest chance


def test_the_board_is_never_dressed_below_peels_fifteen():
    """Peel: "The players then contribute between them fifteen (or more) counters"; a share set too
    small in a profile is raised to reach the dressing."""
    g = game({0: "2C", 1: "3C", 2: "4C"}, dress_stake=1)
    assert sum(n for *_, n in pays(g.events, "dress")) == 16  # 4 a share, the dealer 8
    g = game({0: "2C", 1: "3C", 2: "4C"}, dress_stake=5)
    assert sum(n for *_, n in pays(g.events, "dress")) == 20
    try:
        game({0: "2C", 1: "3C", 2: "4C"}, dress_total=12)
    except ValueError as exc:
        assert "15" in str(exc)
    else:
        raise AssertionError("an eight-pool board dressed with twelve was accepted")
    assert game({0: "2C", 1: "3C", 2: "4C"}, dress_total=12, board="five").ledger.on_board >= 12


def test_looking_at_the_spare_hand_the_dealer_sits_out():
    """Peel, LOOKING AT THE SPARE HAND: "it is sometimes agreed that the dealer shall look at the
    spare hand ... in such a case he ought to stand out, no cards being dealt him that round.\""""
    g = game({1: "3C 4C", 2: "5C 6C"}, spare="2C 7C 8C", dealer_sees_spare=True)
    assert g.view(0).hand == () and codes(g.view(0).spare) == ["2C", "7C", "8C"]
    assert g.view(1).spare == () and g.view(1).spare_size == 3
    assert card("2C") not in g.hidden_cards(0) and card("2C") in g.hidden_cards(1)
    assert g.seats_to_act() == (1,)
    spare_deal = next(e for e in g.events if e.kind == "deal" and e.reason == "spare")
    assert spare_deal.private_to == (0,) and spare_deal.for_seat(1).cards == ()


def test_the_spare_hand_is_private_until_the_deal_ends():
    """Peel, POPE JOAN: "dealing a spare hand, which is left unexposed on the table, for the
    purpose of forming further stops"."""
    g = game({0: "2C", 1: "3C", 2: "4C"}, spare="6C 7C")
    spare_deal = next(e for e in g.events if e.kind == "deal" and e.reason == "spare")
    assert spare_deal.private_to == ()
    assert all(card("6C") in g.hidden_cards(s) for s in range(3))
    events = play(g, 1, "3C")
    reveal = next(e for e in events if e.kind == "reveal")
    assert codes(reveal.cards) == ["6C", "7C"] and reveal.private_to is None


def test_pope_in_lieu_of_a_stop():
    """Peel: "suppose a player has Pope and (say) knave of spades. In the course of the game the nine of
    spades is played, and proves to be a stop. The holder of Pope may play it in lieu of the ten of
    spades, and then continue with his knave of that suit, first taking his winnings on Pope.\""""
    g = game({0: "2C 3C", 1: "9S 4C 5C", 2: "9D JS 6C"}, spare="TS 7C", pope_in_lieu=True)
    events = play(g, 1, "9S")
    assert [e.reason for e in events if e.kind == "stop"] == ["spare"]
    assert g.seats_to_act() == (2,)
    assert g.legal_actions(2) == [Action("play", (card("9D"),), "in_lieu"), Action("pass")]
    # To the others the table looks as at any stop: the player of the stop is about to lead
    # (issue 18: their view used to show a pause, exactly when the Pope lay in some hand).
    assert g.view(1).phase == "lead" and g.view(1).to_act == 1
    assert g.view(0).phase == "lead" and g.view(0).to_act == 1
    assert g.private_turn()  # the front ends ask the holder unseen (Game.private_turn)
    assert g.view(2).phase == "call" and g.view(2).to_act == 2
    events = play(g, 2, "9D", value="in_lieu")
    assert pays(events, "pope")[0] == ("pope", 2, 6)
    assert g.view(2).to_follow == card("JS")
    events = play(g, 2, "JS")  # the queen is out of the pack: a stop, seat 2 leads
    assert g.seats_to_act() == (2,) and g.view(2).phase == "lead"


def test_pope_in_lieu_of_the_eight_of_diamonds_goes_on_with_the_ten():
    """Peel: the holder of Pope "may play it in lieu of the ten of spades, and then continue with his
    knave of that suit": the sequence goes on after the card the Pope replaces. After the seven of
    diamonds (the eight is out) the Pope stands for the eight and is the nine itself, so the ten
    follows."""
    g = game({0: "TD 2C", 1: "7D 4C 5C", 2: "9D 6C"}, spare="7C", pope_in_lieu=True)
    play(g, 1, "7D")
    assert g.seats_to_act() == (2,)
    play(g, 2, "9D", value="in_lieu")
    assert g.seats_to_act() == (0,) and g.view(0).to_follow == card("TD")


def test_pope_in_lieu_is_offered_only_for_a_missing_card():
    """Peel: "Pope Joan is sometimes allowed to be played at any time in lieu of a stop", read in the
    rules note as in place of a missing card: not after a king (nothing follows it) nor for a card already
    played; the player of the stop, holding the Pope himself, is not asked but may play it in lieu instead
    of leading."""
    g = game({0: "2C 3C", 1: "KS 4C 5C", 2: "9D JS 6C"}, spare="TS 7C", pope_in_lieu=True)
    play(g, 1, "KS")
    assert g.seats_to_act() == (1,) and g.view(1).phase == "lead"
    assert not g.private_turn()
    g = game({0: "2C 3C", 1: "9S 9D 5C", 2: "JS 6C"}, spare="TS 7C", pope_in_lieu=True)
    play(g, 1, "9S")
    assert g.seats_to_act() == (1,) and g.view(1).phase == "lead"
    assert Action("play", (card("9D"),), "in_lieu") in g.legal_actions(1)
    play(g, 1, "9D", value="in_lieu")
    assert g.seats_to_act() == (2,) and g.view(2).to_follow == card("JS")
    g = game({0: "2C 5H", 1: "4H 6H 3C", 2: "9D 7C"}, pope_in_lieu=True)
    play(g, 1, "6H")  # the seven of hearts is out of the pack: seat 2 is asked
    assert g.seats_to_act() == (2,) and g.view(0).phase == "lead"
    assert g.private_turn()
    play(g, 2, kind="pass")
    play(g, 1, "4H"), play(g, 0, "5H")  # the six is already played: no call
    assert g.seats_to_act() == (0,), "asked though the six of hearts was already played"
    assert not g.private_turn()


def test_pope_in_lieu_may_be_declined():
    """Peel: "The holder of Pope may play it in lieu of the ten of spades": may, so he may pass."""
    g = game({0: "2C 3C", 1: "9S 4C 5C", 2: "9D JS 6C"}, spare="TS 7C", pope_in_lieu=True)
    play(g, 1, "9S")
    play(g, 2, kind="pass")
    assert g.seats_to_act() == (1,) and g.view(1).phase == "lead"


def test_no_call_without_the_option():
    """Peel: "Pope Joan is sometimes allowed to be played at any time in lieu of a stop": only with the
    option ``pope_in_lieu``; without it the player of the stop leads at once."""
    g = game({0: "2C 3C", 1: "9S 4C 5C", 2: "9D JS 6C"}, spare="TS 7C")
    play(g, 1, "9S")
    assert g.seats_to_act() == (1,)


def test_illegal_actions_are_refused_with_a_reason():
    g = game({0: "2C 3C", 1: "9S 4C 5C", 2: "TS 6C"})
    assert g.why_illegal(2, Action("play", (card("TS"),))) == "not_your_turn"
    play(g, 1, "9S")
    assert g.why_illegal(2, Action("play", (card("6C"),))) == "must_follow"


def test_limited_stops():
    """Peel, LIMITED STOPS: "In lieu of the spare hand being dealt ... a definite number of cards
    be taken from the pack, either from the top or the bottom, for the purpose, or the remainder, after
    dealing the cards round as far as possible equally among the players, may be so set apart.\""""
    fixed = PopeJoanGame({"players": 4, "spare": "fixed", "spare_cards": 6}, seed=1)
    assert fixed.view(0).spare_size == 6 and set(fixed.view(0).hand_sizes) == {11}
    remainder = PopeJoanGame({"players": 5, "spare": "remainder"}, seed=1)
    assert remainder.view(0).spare_size == 0 and set(remainder.view(0).hand_sizes) == {10}
    usual = PopeJoanGame({"players": 5}, seed=1)
    assert usual.view(0).spare_size == 10 and set(usual.view(0).hand_sizes) == {8}


def test_played_cards_turned_down_after_each_stop():
    """Peel: "The played cards are turned over, face downwards on the table, after each stop." With
    the option, the stops a seat is told of are only those it can see face up."""
    hands = {0: "2C 3C", 1: "4H 5H 6C", 2: "6H 7C 9S"}
    open_table = game(hands, spare="7H", turnup="2S")
    turned = game(hands, spare="7H", turnup="2S", played_face_down=True)
    for g in (open_table, turned):
        play(g, 1, "4H"), play(g, 1, "5H"), play(g, 2, "6H")  # 7H in the spare: a stop
        play(g, 2, "7C")  # the eight of clubs is out: seat 2 leads again, 6C stays with seat 1
    assert not open_table.view(1).face_down and turned.view(1).face_down
    assert codes(c for _, c in turned.view(1).played) == ["4H", "5H", "6H", "7C"]  # seen, if remembered
    assert card("6C") in open_table.view(1).stops_in_hand  # the 7C lies face up
    assert card("6C") not in turned.view(1).stops_in_hand  # it is face down now
