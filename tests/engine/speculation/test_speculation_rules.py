"""Speculation (Peel, Round Games with Cards, "SPECULATION"). Four players, seat 0 deals, so seat 1
turns first; purses are 30 counters."""

from __future__ import annotations

from spec_helpers import act, game, pools_taken, turn_all

from hoyle_desktop.engine.cards import card
from hoyle_desktop.engine.speculation.game import MAX_OFFERS, MAX_ROUNDS, SpeculationGame
from hoyle_desktop.engine.speculation.view import ANSWER, CHIEF, LAST, POOL, SELLER, TURN, TURN_UP

HANDS = {1: "2H 3C 4D", 2: "9S 5C 6D", 3: "7S 8C 2D", 0: "3H 4C 5D"}


def test_the_dealer_pays_two_the_others_one_and_three_cards_each_face_down():
    """Peel: "he has to pay two coins or counters into the pool, each of the other players
    contributing one. Three cards are then dealt to each player, one at a time" and "The players do
    not look at their hands"."""
    g = game(HANDS, "6S")
    assert g.ledger.purses == (28, 29, 29, 29) and g.ledger.pool(POOL) == 5
    for seat in range(4):
        v = g.view(seat)
        assert v.down == (3, 3, 3, 3) and v.known == ()
        assert not any(c in g.hidden_cards(seat) for c in v.exposed())
        assert card(HANDS[seat].split()[0]) in g.hidden_cards(seat)  # not even his own cards
    assert g.phase == TURN_UP and g.seats_to_act() == (0,)


def test_ace_is_high_and_a_higher_trump_makes_the_chief_hand_who_keeps_his_cards_down():
    """Peel: "the ace is reckoned the highest card" ... "If it proves to be a higher card of the
    trump suit than that already exposed, he becomes the chief hand" ... "The owner of the leading
    trump ... does not expose his cards in the various rounds, but retains them until last"."""
    g = game({1: "AS 3C 4D", 2: "9S 5C 6D", 3: "7S 8C 2D", 0: "3H 4C 5D"}, "6S")
    act(g, 0, "turn")
    assert g.best == card("6S") and g.holder == 0
    act(g, 1, "turn")  # the ace of spades beats the six
    assert g.holder == 1 and g.best == card("AS")
    act(g, 1, "keep")  # he keeps it then and there
    act(g, 2, "turn")  # 9S: lower than the ace, of no value
    assert g.holder == 1 and g.rows[2] == [card("9S")]
    act(g, 3, "turn")
    act(g, 0, "turn")
    assert g.phase == CHIEF and g.seats_to_act() == (1,)  # his turn: he keeps or sells
    act(g, 1, "keep")
    assert g.seats_to_act() == (2,)  # seat 1 turns nothing in the rounds
    turn_all(g)
    assert pools_taken(g) == [(1, 5)]  # the ace took the pool of five


def test_the_dealer_may_sell_the_turn_up_and_the_purchasers_left_goes_on():
    """Peel: "before turning it the dealer may sell it to any other of the players. If the dealer
    sells the turn-up card, the buyer becomes entitled to all the privileges" ... "the one next to
    the purchaser, then turns up the top card"."""
    g = game(HANDS, "TS")
    act(g, 0, "offer", 3)
    assert g.phase == ANSWER and g.seats_to_act() == (1,)
    act(g, 1, "refuse")
    act(g, 2, "buy")
    assert g.turn_up_owner == 2 and g.holder == 2 and g.best == card("TS")
    assert g.ledger.purses == (28 + 3, 29, 29 - 3, 29)
    assert g.seats_to_act() == (3,)  # the player to the purchaser's left
    turn_all(g)
    assert pools_taken(g) == [(2, 5)]  # nothing beat the ten: the buyer takes the pool


def test_a_card_sold_before_turning_goes_to_the_buyer_only_if_it_is_a_superior_trump():
    """Peel: "either of the players may sell the card which it is his turn to expose. In that case he
    turns it up without disturbing the order of play, and retains it if it is not a superior trump.
    If it is a superior one, it has to be handed over to the purchaser, and the player on his left
    has to proceed"."""
    g = game({1: "2H 3C 4D", 2: "KS 5C 6D", 3: "7S 8C 2D", 0: "3H 4C 5D"}, "6S")
    act(g, 0, "turn")
    act(g, 1, "offer", 1)  # the two of hearts: no trump
    act(g, 2, "buy")
    assert g.rows[1] == [card("2H")] and g.holder == 0  # the seller keeps a worthless card
    assert g.seats_to_act() == (2,)  # order of play undisturbed
    act(g, 2, "offer", 2)  # the king of spades
    act(g, 3, "buy")
    assert g.rows[3] == [card("KS")] and g.holder == 3 and g.rows[2] == []
    assert g.seats_to_act() == (0,)  # the player on the purchaser's left


def test_the_best_trump_may_be_sold_and_changes_hands():
    """Peel: "The holder of the highest trump card may sell it at any time, so that it may change
    hands several times during the same deal, and each time there is a change the player on the
    buyer's left-hand side is the next to proceed"."""
    g = game({1: "KS 3C 4D", 2: "2H 5C 6D", 3: "7H 8C 2D", 0: "3H 4C 5D"}, "6S")
    act(g, 0, "turn")
    act(g, 1, "turn")
    act(g, 1, "keep")  # kept when turned; he may still sell it when his turn comes round
    act(g, 2, "turn")
    act(g, 3, "turn")
    act(g, 0, "turn")
    assert g.phase == CHIEF
    act(g, 1, "offer", 4)
    act(g, 2, "bid", 2)
    act(g, 3, "refuse")
    act(g, 0, "bid", 3)
    assert g.phase == SELLER and g.seats_to_act() == (1,)
    act(g, 1, "accept")
    assert g.holder == 0 and g.rows[0] == [card("3H"), card("KS")]
    assert g.seats_to_act() == (1,)  # the buyer's left; the old chief turns again


def test_a_high_turn_up_ends_the_hand_at_once_and_the_deal_passes():
    """Peel: "If the card turned up proves to be an ace, king, queen, or knave, it is usual for the
    deal to pass. In that case the dealer, or the purchaser of the trump card if the dealer has sold
    it, takes the pool, when all the players contribute as before, the next in turn becoming the
    dealer"."""
    g = game(HANDS, "QS")
    act(g, 0, "turn")
    assert pools_taken(g) == [(0, 5)]
    assert g.dealer == 1 and g.deal_no == 2 and g.ledger.pool(POOL) == 5
    h = game(HANDS, "QS", high_turn_up_ends=False)
    act(h, 0, "turn")
    assert h.deal_no == 1 and h.seats_to_act() == (1,)


def test_the_chief_hand_may_sell_his_cards_last_singly_or_all_together():
    """Peel: "The same proceeding is continued round and round until all the players, except the
    holder of the highest trump, have exposed their three cards ... Even then he may sell them,
    before they are turned up, either singly or all together"."""
    g = game({1: "2H 3C 4D", 2: "2S 5C 6D", 3: "7H 8C 2D", 0: "AS 4C 5D"}, "6S")
    act(g, 0, "turn")
    for _ in range(3):
        for seat in (1, 2, 3):
            act(g, seat, "turn")
        if g.phase == CHIEF:
            act(g, 0, "keep")
    assert g.phase == LAST and g.seats_to_act() == (0,)
    assert {a.kind for a in g.legal_actions(0)} >= {"turn", "offer", "offer_all"}
    act(g, 0, "offer_all", 2)
    act(g, 1, "buy")
    chief = [e for e in g.events if e.kind == "chief"]
    assert (chief[-1].seat, chief[-1].cards) == (1, (card("AS"),))  # the ace was among them
    assert g.deal_no == 2  # the deal is over
    assert pools_taken(g) == [(1, 5)]


def test_the_turn_up_may_belong_to_the_pool():
    """Peel: "It is sometimes agreed that the turn-up card shall belong to the pool, and in that case
    it is not offered for sale. If it proves the ultimate Winner of the round, the amount is left in
    the pool, and added to the stake for the next deal"."""
    g = game(HANDS, "TS", turn_up_to_pool=True, high_turn_up_ends=False)
    assert g.turn_up_shown and g.holder == POOL and g.phase == TURN and g.seats_to_act() == (1,)
    assert "offer" not in {a.kind for a in g.legal_actions(1)} or g.window_item == "top"
    turn_all(g)
    assert g.deal_no == 2 and pools_taken(g) == [] and g.ledger.pool(POOL) == 5 + 5
    assert any(e.kind == "pool_stays" and e.reason == "turn_up_pool" for e in g.events)


def test_a_spare_hand_with_a_winning_card_keeps_the_pool():
    """Peel: "A second method of benefiting the pool is to deal a spare hand ... The spare hand is
    then turned up, and if it contains a winning card the amount in the pool is added to the stake
    for the next round"."""
    g = game(HANDS, "6S", spare="KS 2C 3D", high_turn_up_ends=False)
    assert g.view(1).spare_size == 3
    turn_all(g)
    assert g.deal_no == 2 and g.ledger.pool(POOL) == 10
    assert any(e.kind == "pool_stays" and e.reason == "spare_hand" for e in g.events)


def test_a_knave_or_five_turned_up_pays_its_owner_or_its_buyer():
    """Peel: "impose a penalty when a knave or five is turned up, the penalty being paid into the pool
    by the owner of the card, that is, the original holder or the purchaser if it was sold before
    being turned up"."""
    g = game({1: "5H 3C 4D", 2: "JC 5C 6D", 3: "7S 8C 2D", 0: "3H 4C 5D"}, "6S", knave_five_penalty=2)
    act(g, 0, "turn")
    act(g, 1, "turn")
    assert g.ledger.purse(1) == 29 - 2
    act(g, 2, "offer", 1)
    act(g, 3, "buy")
    assert g.ledger.purse(3) == 29 - 1 - 2 and g.ledger.purse(2) == 29 + 1


def test_looking_out_of_turn_pays_and_forfeits_the_pool():
    """Peel: "Any player looking at a card out of turn has to pay a penalty into the pool, and should
    he prove the winner he cannot take the amount in the pool, but must leave it to be added to the
    stakes for the next deal"."""
    g = game({1: "2H 3C 4D", 2: "AS 5C 6D", 3: "7H 8C 2D", 0: "3H 4C 5D"}, "6S", look_penalty=3)
    act(g, 0, "turn")
    act(g, 1, "turn")
    act(g, 2, "look", 1)
    assert g.ledger.purse(2) == 26 and g.view(2).known == ((1, card("5C")),)
    assert card("5C") not in g.hidden_cards(2) and card("5C") in g.hidden_cards(1)
    assert GameLook.private(g)
    turn_all(g)
    assert pools_taken(g) == [] and g.deal_no == 2  # the ace won, but the pool stays
    assert any(e.kind == "pool_stays" and e.reason == "looked" for e in g.events)
    assert "look" not in {a.kind for a in game(HANDS, "6S").legal_actions(0)}  # not allowed by default


class GameLook:
    @staticmethod
    def private(g: SpeculationGame) -> bool:
        look = next(e for e in g.events if e.kind == "look")
        return look.for_seat(1).cards == () and look.for_seat(2).cards == (card("5C"),)


def test_every_market_ends_after_a_bounded_number_of_prices():
    """The market must end under any play: at most MAX_ROUNDS asking prices in a market and
    MAX_OFFERS offers of one card in a deal (docs/rules-notes/speculation.md)."""
    g = game({1: "KS 3C 4D", 2: "2H 5C 6D", 3: "7H 8C 2D", 0: "3H 4C 5D"}, "6S")
    act(g, 0, "offer", 5)
    act(g, 1, "bid", 1)
    act(g, 2, "refuse")
    act(g, 3, "refuse")
    assert MAX_ROUNDS == 3
    act(g, 0, "counter", 4)  # the second price
    act(g, 1, "refuse")  # his bid of one stands
    act(g, 0, "counter", 3)  # the third and last price: nobody is left to answer it
    assert g.phase == SELLER and {a.kind for a in g.legal_actions(0)} == {"accept", "refuse"}
    act(g, 0, "accept")
    assert g.turn_up_owner == 1 and g.ledger.purse(1) == 29 - 1
    act(g, 2, "turn")
    act(g, 3, "turn")
    # the chief hand may offer the six again, up to MAX_OFFERS offers of one card in a deal
    for _ in range(MAX_OFFERS + 2):
        if g.phase != CHIEF:
            break
        seat = g.seats_to_act()[0]
        act(g, seat, "offer", 1)
        while g.phase == ANSWER:
            act(g, g.seats_to_act()[0], "refuse")
        act(g, 0, "turn") if g.phase == TURN and g.seats_to_act() == (0,) else None
    assert g.offers[card("6S")] <= MAX_OFFERS


def test_a_higher_trump_turned_may_be_kept_or_sold_then_and_there():
    """Peel: "If it proves to be a higher card of the trump suit than that already exposed, he
    becomes the chief hand, and may either retain the card ... or he may sell it to either of the
    other players if a speculation can be arranged. If he sells the card, he passes it over to the
    purchaser, and the player on the left-hand side of the new holder becomes the next player"."""
    hands = {1: "KS 3C 4D", 2: "AS 5C 6D", 3: "7H 8C 2D", 0: "3H 4C 5D"}
    g = game(hands, "6S")
    act(g, 0, "turn")
    act(g, 1, "turn")  # the king beats the six: seat 1 decides before seat 2 turns the ace
    assert g.holder == 1 and g.phase == CHIEF and g.seats_to_act() == (1,)
    assert {a.kind for a in g.legal_actions(1)} == {"keep", "offer"}
    act(g, 1, "keep")
    assert g.seats_to_act() == (2,) and g.phase == TURN
    # sold then and there: the player on the new holder's left goes next
    g = game(hands, "6S")
    act(g, 0, "turn")
    act(g, 1, "turn")
    act(g, 1, "offer", 2)
    act(g, 2, "refuse")
    act(g, 3, "buy")
    assert g.holder == 3 and g.rows[3] == [card("KS")]
    assert g.seats_to_act() == (0,)
