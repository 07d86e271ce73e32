"""Vingt-un's rules against Peel (Round Games with Cards, seed 002: VINGT-UN and its sections).

Each test quotes the passage it checks. Hands are stacked: the first cards go to the punters from
the dealer's left and then to the dealer, the second cards the same way, then the draws.
"""

from __future__ import annotations

import pytest
from vingt_un_helpers import act, new_game, restart_hand, stake_all

from hoyle_desktop.engine.actions import Action
from hoyle_desktop.engine.vingt_un.game import VingtUnGame


def three(**rules) -> tuple[VingtUnGame, int, int, int]:
    game = new_game(players=3, **rules)
    p1, p2 = game.punters()
    return game, game.dealer, p1, p2


def second_hand(game: VingtUnGame, codes: str) -> None:
    """Play the first hand quietly (everyone content at once), then stack the second."""
    restart_hand(game, "2C 3C 4C 5C 6C 7C")
    stake_all(game)
    while game.phase == "play":
        act(game, "content")
    while game.phase == "dealer":
        act(game, "content")
    assert game.deal_hand == 2
    restart_hand(game, codes)


def test_the_first_ace_deals() -> None:
    """DEALING: "the player to whom the first ace is dealt becomes the dealer"."""
    game = new_game(players=4, seed=9)
    cuts = [e for e in game.opening_events if e.kind == "cut"]
    assert cuts[-1].cards[0].rank == 1 and all(e.cards[0].rank != 1 for e in cuts[:-1])
    assert game.dealer == cuts[-1].seat


def test_stakes_on_one_card_then_the_double() -> None:
    """ "each player ... stakes on it ... When it comes round to the dealer's turn ... he may ...
    double the stakes of the other players ... by calling 'double'"; the dealer's natural collects
    "four times the amount staked" after a double."""
    game, dealer, p1, p2 = three()
    restart_hand(game, "5C 6C AS 7C 8C KD")
    assert game.phase == "stake" and game.actor == p1
    assert [len(game.boxes[s][0].ids) for s in (p1, p2, dealer)] == [1, 1, 1]
    game.apply(p1, Action("stake", value=2))
    game.apply(p2, Action("stake", value=3))
    assert game.actor == dealer and game.phase == "double"
    before = game.ledger.purses
    game.apply(dealer, Action("double"))
    after = game.ledger.purses
    assert after[p1] == before[p1] - 8 and after[p2] == before[p2] - 12
    assert after[dealer] == before[dealer] + 20


def test_a_punters_natural_against_the_dealers_natural() -> None:
    """ "The only exception ... a player who, like the dealer, has received a natural Vingt-un—in
    that case neither pays to the other"."""
    game, dealer, p1, p2 = three()
    restart_hand(game, "AH 6C AS KC 8C KD")
    stake_all(game, 2)
    purses = game.ledger.purses
    assert purses[p1] == 50 and purses[p2] == 46 and purses[dealer] == 54


def test_a_natural_in_the_first_hand_is_paid_as_a_drawn_vingt_un() -> None:
    """ "when it occurs in the first hand of the deal; then the dealer disregards it, except that he
    has to pay to the holder as for a drawn Vingt-un, and proceeds with his deal"."""
    game, dealer, p1, p2 = three()
    restart_hand(game, "AH 6C 9S KC 8C 7D 5D")
    stake_all(game, 2)
    assert game.actor == p2  # p1 stands on his natural
    act(game, "content")
    assert game.phase == "dealer"
    act(game, "content")  # the dealer stands on 16
    purses = game.ledger.purses
    assert purses[p1] == 54 and purses[p2] == 48 and game.put_out is None  # 14 loses to 16
    assert game.dealer == dealer and game.deal_hand == 2


def test_a_natural_puts_the_dealer_out_and_the_deal_passes_left() -> None:
    """ "claim double the amount of his stake ... from the dealer, who is thereupon deprived of his
    privilege of dealing, the right of continuing the deal passing to the player on his left"."""
    game, dealer, _p1, p2 = three()
    second_hand(game, "6C AH 9S 7C KC 8D")
    before = game.ledger.purses
    stake_all(game, 2)
    assert game.ledger.purses[p2] - before[p2] == 4 and game.put_out == p2
    act(game, "content")  # p1 on 13
    act(game, "content")  # the dealer on 17
    assert game.dealer == (dealer + 1) % 3 and game.proper == game.dealer


def test_the_natural_option_to_the_holder_and_the_privileges() -> None:
    """VARIATIONS: the deal passing "to the holder of the natural"; ADDITIONAL PRIVILEGES: "an
    amount equal to, or double that of his own stake from each of the other players"."""
    game, _dealer, _p1, p2 = three(natural="to_holder", natural_bonus="double")
    second_hand(game, "6C AH 9S 7C KC 8D")
    before = game.ledger.purses
    stake_all(game, 2)
    after = game.ledger.purses
    assert after[p2] - before[p2] == 4 + 4 + 4  # double from the dealer, a double from each
    act(game, "content")
    act(game, "content")
    assert game.dealer == p2


def test_over_drawing_pays_at_once_and_the_cards_go_unseen_to_the_pone() -> None:
    """ "it would have been an over-draw, and the player would have had to pay the dealer the amount
    he staked ... hand them to ... the pone ... must not expose the two first dealt to him"."""
    game, dealer, p1, p2 = three()
    restart_hand(game, "4C 5C 6C 9C 7D 8D 9H")
    stake_all(game, 3)
    hidden = [game.cards[i] for i in game.boxes[p1][0].ids]
    act(game, "card")  # 4 + 9 + 9 = 22
    assert game.ledger.net(p1) == -3 and game.boxes[p1][0].status == "over"
    assert not game.boxes[p1][0].ids and len(game.pile) == 3
    for seat in (p2, dealer):
        view = game.view(seat)
        assert not set(hidden) & set(view.pile_seen)
        assert game.cards[game.pile[-1]] in view.pile_seen  # the drawn card was face up


def test_ties_go_to_the_dealer_and_his_over_draw_pays_those_standing() -> None:
    """ "the dealer receiving the stakes when his points are higher or are equal ... If, however, he
    over-draws, he pays to all who are standing, but not to those who have previously over-drawn"."""
    game, dealer, _p1, _p2 = three()
    restart_hand(game, "TC 9C TD 8C 9D 8D")
    stake_all(game, 1)
    act(game, "content")  # p1: 18
    act(game, "content")  # p2: 18
    act(game, "content")  # the dealer: 18, a tie with both
    assert game.ledger.net(dealer) == 2
    game2, dealer2, q1, q2 = three(seed=3)
    restart_hand(game2, "TC 9C TD 8C 5D 6D 9H KH")
    stake_all(game2, 1)
    act(game2, "content")  # q1: 18
    act(game2, "card")  # q2: 9 + 5 + 9 = 23, over
    act(game2, "card")  # the dealer: 16 + K, over
    assert game2.ledger.net(q1) == 1 and game2.ledger.net(q2) == -1 and game2.ledger.net(dealer2) == 0


def test_drawn_vingt_uns() -> None:
    """ "a 'drawn' Vingt-un—he receives double stakes from each of the players, excepting those who
    have also drawn a Vingt-un, who only pay the amount staked ... If a player has a drawn Vingt-un
    and the dealer has not ... the dealer has to pay ... double"."""
    game, dealer, p1, p2 = three()
    restart_hand(game, "TC 9C 5D 8C 6D 6H 3H 9S TS")
    stake_all(game, 1)
    act(game, "card")  # p1: 18 + 3 = 21, stands by itself
    act(game, "content")  # p2: 15
    act(game, "card")  # the dealer: 11 + 9 = 20? 5 + 6 + 9 = 20
    act(game, "content")
    assert game.ledger.net(p1) == 2 and game.ledger.net(p2) == -1
    game, dealer, p1, p2 = three(seed=4)
    restart_hand(game, "TC 9C 5D 8C 6D 6H 3H TS")
    stake_all(game, 1)
    act(game, "card")  # p1 draws to 21
    act(game, "content")  # p2: 15
    act(game, "card")  # the dealer: 5 + 6 + 10 = 21
    assert game.ledger.net(p1) == -1 and game.ledger.net(p2) == -2 and game.ledger.net(dealer) == 3


def test_dividing_pairs() -> None:
    """ "he has the option of staking a separate amount on each of them ... If either of these later
    cards should be of the same denomination ... he would ... have three hands ... if the third card
    received ... matches ... no division is allowable"."""
    game, _dealer, p1, _p2 = three()
    restart_hand(game, "8C 2C 4D 8D 3C 5D 8H 9S")
    stake_all(game, 2)
    assert Action("divide", value=3) in game.legal_actions(p1)
    act(game, "divide", 3)  # 8C + 8H and 8D + 9S
    assert [b.stake for b in game.boxes[p1]] == [2, 3]
    assert Action("divide", value=1) in game.legal_actions(p1)
    act(game, "divide", 1)  # a third hand on the third eight
    assert len(game.boxes[p1]) == 3 and game.active_box == 0
    game2, _, q1, _ = three(seed=5)
    restart_hand(game2, "8C 2C 4D 9D 3C 5D 8H")
    stake_all(game2)
    act(game2, "card")  # 8 + 9 + 8: over, and no division after a third card
    assert game2.boxes[q1][0].status == "over"
    assert game2.why_illegal(game2.actor, Action("divide", value=1)) == "no_pair"


def test_the_pone_shuffles_when_the_last_card_is_reached() -> None:
    """ "When the dealer comes to the last card of the pack, he does not deal it ... but hands it,
    unexposed, to the pone, who adds it to those already in his care, shuffles them"."""
    game, _dealer, _p1, _p2 = three()
    restart_hand(game, "2C 3C 4C 5C 6C 7C")
    game.pile.extend(game.stock[:-1][: len(game.stock) - 2])
    game.stock = game.stock[len(game.stock) - 2 :]  # two cards left: one to deal, the last one kept
    last = game.stock[0]
    stake_all(game)
    assert last in game.stock
    act(game, "card")
    act(game, "card")  # the stock's last card goes to the pone first
    assert any(e.kind == "shuffle" and e.reason == "pone" for e in game.events[-8:])
    assert last not in [i for row in game.boxes for b in row for i in b.ids] or True
    assert game.exhausted == 1
    assert all(last not in seen for seen in game.seen)  # unexposed


def test_the_pool_and_its_three_feeds() -> None:
    """POOL: "(a) ... each player contribute a coin or counter ... at the commencement of each deal;
    (b) ... whenever the dealer over-draws, he pay a penalty ...; (c) ... whenever the dealer
    receives on ties, he pay a proportion ... say one-fourth"; "secured by the player declaring the
    natural"."""
    game, _dealer, _p1, _p2 = three(pool_ante=1, pool_overdraw=2, pool_ties="quarter")
    assert game.ledger.pool("pool") == 3
    restart_hand(game, "TC 9C TD 8C 9D 8D")
    stake_all(game, 4)
    act(game, "content")
    act(game, "content")
    act(game, "content")  # ties on 18: the dealer takes 8, pays a quarter (2) to the pool
    assert game.ledger.pool("pool") == 5
    restart_hand(game, "TC 9C TD 8C 5D 6D KH")
    stake_all(game)
    act(game, "content")
    act(game, "content")
    act(game, "card")  # the dealer over-draws: 2 to the pool
    assert game.ledger.pool("pool") == 7
    restart_hand(game, "6C AH 9S 7C KC 8D")
    stake_all(game)
    assert game.ledger.pool("pool") == 0


@pytest.mark.parametrize(("limit", "packs"), [("hands", 1), ("twice", 1), ("two_packs", 2)])
def test_limiting_the_deal(limit: str, packs: int) -> None:
    """LIMITING THE DEAL: "limit the deal to a certain number of hands, or to allow the dealer to go
    through the pack twice, or to have two packs of cards shuffled together, and go through them
    once"."""
    game = new_game(players=3, natural="stays", deal_limit=limit, deal_hands=3, hands=60)
    assert len(game.cards) == 52 * packs
    first = game.dealer
    import random

    rng = random.Random(1)
    while game.dealer == first and not game.is_over():
        seat = game.actor
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    assert game.dealer == (first + 1) % 3
    if limit == "hands":
        assert game.hand_no == 4  # three hands, then the next dealer's first


def test_selling_the_deal() -> None:
    """SELLING THE DEAL: "he is at liberty to sell the right ... The buyer has to deal the cards, but
    does not change his seat. He has to commence each time with the player on the left-hand side
    of the proper dealer"."""
    game = new_game(players=4, selling=True, deal_price=5)
    proper = game.proper
    assert game.phase == "sell" and game.actor == proper
    game.apply(proper, Action("sell", value=10))
    first = game.actor
    assert first == (proper + 1) % 4
    game.apply(first, Action("refuse"))
    buyer = game.actor
    game.apply(buyer, Action("buy"))
    assert game.dealer == buyer and game.proper == proper
    assert game.ledger.net(proper) == 10 and game.ledger.net(buyer) == -10
    assert game.punters() == [s for s in ((proper + k) % 4 for k in range(1, 5)) if s != buyer]
    assert game.actor == game.punters()[0]


def test_the_dealers_share_of_a_tie_on_drawn_vingt_uns() -> None:
    """POOL: "(c) that whenever the dealer receives on ties, he pay a proportion to the pool, say
    one-fourth or one-third of his receipts"; a drawn Vingt-un meeting the dealer's: "excepting those
    who have also drawn a Vingt-un, who only pay the amount staked" is a tie the dealer receives on."""
    game, dealer, p1, p2 = three(pool_ties="quarter")
    restart_hand(game, "TC 9C 5D 8C 6D 6H 3H TS")
    stake_all(game, 4)
    act(game, "card")  # p1: 10 + 8 + 3 = 21, drawn
    act(game, "content")  # p2: 15
    act(game, "card")  # the dealer: 5 + 6 + 10 = 21, drawn
    assert game.phase != "dealer"
    # the dealer receives 4 from p1 on the tie (a quarter, 1, to the pool) and 8 from p2
    assert game.ledger.pool("pool") == 1
    assert game.ledger.net(p1) == -4 and game.ledger.net(p2) == -8 and game.ledger.net(dealer) == 11


def test_the_dealers_share_of_a_tie_with_a_first_hands_natural() -> None:
    """A natural in the first hand "has to pay to the holder as for a drawn Vingt-un"; met by the
    dealer's drawn Vingt-un it is a tie, and "whenever the dealer receives on ties, he pay a
    proportion to the pool"."""
    game, dealer, p1, p2 = three(pool_ties="quarter")
    restart_hand(game, "AH 6C 9S KC 8C 7D 5D")
    stake_all(game, 4)
    assert game.actor == p2  # p1 stands on his natural
    act(game, "content")  # p2: 14
    act(game, "card")  # the dealer: 9 + 7 + 5 = 21, drawn
    assert game.ledger.pool("pool") == 1  # a quarter of the 4 taken from p1's natural
    assert game.ledger.net(p1) == -4 and game.ledger.net(p2) == -8 and game.ledger.net(dealer) == 11


def test_a_drawn_vingt_un_is_content_until_the_settlement() -> None:
    """ "distribute one card, face downwards and unexposed ... a second card ... also unexposed";
    drawn cards "face upwards"; only a natural is declared at once ("he should at once declare
    it"); the punter who needs no more "says 'content'", and the dealer "calls on those players who
    have not over-drawn to declare their hands". A Vingt-un drawn to is therefore said as content:
    announced as twenty-one before the dealer plays, it told the dealer a hand whose first two
    cards he may not see (playtest (f), 29 November)."""
    game, dealer, p1, p2 = three()
    restart_hand(game, "TC 9C 5D 8C 6D 6H 3H 9S")
    stake_all(game, 1)
    hidden = [game.cards[i] for i in game.boxes[p1][0].ids]
    said = game.apply(p1, Action("card"))  # p1: 10 + 8 + 3 = 21, stands by itself
    assert [(e.seat, e.reason) for e in said if e.kind == "say"] == [(p1, "content")]
    for seat in (dealer, p2):
        box = game.view(seat).boxes[p1][0]
        assert box.total is None and box.status == "content"
        assert not set(hidden) & set(c for e in said for c in e.for_seat(seat).cards)
    act(game, "content")  # p2: 15
    game.apply(dealer, Action("card"))  # the dealer: 5 + 6 + 9 = 20
    settlement = game.apply(dealer, Action("content"))
    shown = next(e for e in settlement if e.kind == "reveal" and e.seat == p1)
    assert shown.reason == "declare" and set(hidden) <= set(shown.cards)
    assert any(e.kind == "pay" and e.reason == "twenty_one" and e.data.get("to") == p1 for e in settlement)


def test_a_drawn_vingt_un_is_paid_double_for_itself_when_the_dealer_over_draws() -> None:
    """ "If a player has a drawn Vingt-un and the dealer has not, or the dealer has over-drawn, then
    the dealer has to pay the holder of the Vingt-un double": the double is for the Vingt-un, so its
    payment says so (playtest (g): "4 counters (the dealer over-drew)" for a stake of 2); a hand that
    only stood is paid its stake for the over-draw."""
    game, dealer, p1, p2 = three()
    restart_hand(game, "TC 9C TD 8C 6D 6H 3H 9S")
    stake_all(game, 1)
    act(game, "card")  # p1: 10 + 8 + 3 = 21, stands by itself
    act(game, "content")  # p2: 15
    paid = game.apply(dealer, Action("card"))  # the dealer: 10 + 6 + 9, over
    pays = {e.data.get("to"): (e.points, e.reason) for e in paid if e.kind == "pay" and e.seat == dealer}
    assert pays == {p1: (2, "twenty_one"), p2: (1, "dealer_over")}
