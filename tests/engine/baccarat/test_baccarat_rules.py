"""Baccarat against Hoyle (seed 004: BACCARAT, BACCARAT CHEMIN DE FER, the opening of BACCARAT
BANQUE; seed 000: the last laws, 64)."""

from __future__ import annotations

import pytest

from hoyle_desktop.engine.actions import Action, IllegalAction
from hoyle_desktop.engine.baccarat import SPEC
from hoyle_desktop.engine.baccarat.game import (
    CARD,
    GIVE_UP,
    GO_ON,
    NO_BANCO,
    PASS_DEAL,
    STAND,
    TAKE_BANK,
    BaccaratGame,
)
from hoyle_desktop.engine.baccarat.points import point
from hoyle_desktop.engine.baccarat.view import BANCO, BANK, BANKER, PUNTER, STAKE, TAKE
from hoyle_desktop.engine.cards import cards


def new(players: int = 3, **rules) -> BaccaratGame:
    game = SPEC.new_game({"players": players, **rules}, seed=7)
    assert isinstance(game, BaccaratGame)
    return game


def stack(game: BaccaratGame, text: str) -> None:
    """The next cards dealt from the shoe, in the order they will be dealt."""
    game.shoe.extend(reversed(cards_any(text)))


def cards_any(text: str):
    from hoyle_desktop.engine.cards import Card

    return [Card.parse(c) for c in text.split()]


def to_stakes(
    game: BaccaratGame, bank: int = 100, stakes: dict[int, int] | None = None, deal: str = ""
) -> None:
    """Put up a bank, nobody goes banco, the punters stake (default: ten each), and the deal."""
    assert game.phase == BANK
    game.apply(game.banker, Action("bank", value=bank))
    while game.phase == BANCO:
        game.apply(game.seats_to_act()[0], NO_BANCO)
    stakes = stakes or {}
    while game.phase == STAKE:
        seat = game.seats_to_act()[0]
        if len(game.queue) == 1 and deal:
            stack(game, deal)
        game.apply(seat, Action("stake", value=stakes.get(seat, 10)))


def test_the_point() -> None:
    """ "a player holding a three and a ten (or court card) is considered to have three only; a
    player holding two tens and a five counts five only ... a five and a six count, not as eleven,
    but as one only; three, seven and five, not as fifteen, but as five" """
    assert point(cards("3H KS")) == 3
    assert point(cards("TH TS 5D")) == 5
    assert point(cards("5H 6S")) == 1
    assert point(cards("3H 7S 5D")) == 5


def test_six_packs_and_the_deal_order() -> None:
    """ "Six full packs of cards of the same pattern are used, shuffled together." "the banker
    proceeds to deal four cards, face downwards, the first, for the punters, to the right; the
    second to himself; the third for the punters, the fourth to himself." """
    game = new()
    assert len(game.shoe) == 6 * 52
    to_stakes(game, deal="2H 3S 4D 2C")
    assert [c.code for c in game.hands[0]] == ["2H", "4D"]
    assert [c.code for c in game.banker_hand] == ["3S", "2C"]
    holder = game.holders[0]
    assert game.view(holder).hands[0] == tuple(game.hands[0])
    other = next(s for s in range(3) if s not in (holder, game.banker))
    assert game.view(other).hands[0] == (None, None), "the punters' cards lie face down"


def test_a_natural_is_turned_up_and_ends_the_hand() -> None:
    """ "If he finds that they make either nine ... or eight ... he turns them up, announcing the
    number aloud, and the hand is at an end." "If the punters' point is the better, the banker
    ... pays each punter the amount of his stake." """
    game = new()
    banker = game.banker
    before = game.ledger.purses
    to_stakes(game, deal="4H 2S 5D 3C")  # punters 9, banker 5
    assert game.coup == 1 and game.last == ("punter",)
    for seat in range(3):
        if seat != banker:
            assert game.ledger.purse(seat) == before[seat] + 10
    assert game.banker != banker, "a losing bank passes to the player next in order"
    assert game.banker == (banker + 1) % 3


def test_the_punter_must_draw_to_four_and_stand_on_six_and_seven() -> None:
    """ "If the point of the punter is baccarat ... one, two, three, or four, he accepts as a matter
    of course ... If his point is already six or seven, he will, equally as a matter of course,
    refuse the offered card. To accept a card with six or seven, or refuse with baccarat, one, two,
    three, or four (known in either case as a "false draw"), is a breach" """
    game = new()
    to_stakes(game, deal="2H 3S 2D 3C")  # punters 4
    holder = game.holders[0]
    assert game.phase == PUNTER and game.seats_to_act() == (holder,)
    assert game.why_illegal(holder, STAND) == "false_draw_card"
    with pytest.raises(IllegalAction):
        game.apply(holder, STAND)
    game = new()
    to_stakes(game, deal="3H 3S 3D 3C")  # punters 6
    holder = game.holders[0]
    assert game.why_illegal(holder, CARD) == "false_draw_stand"
    assert game.legal_actions(holder) == [STAND]


def test_at_five_the_punter_chooses_and_the_banker_chooses_freely() -> None:
    """ "At the point of five, and no other, is it optional to the punter whether to take a card or
    not" and "The banker has now to decide whether he himself will draw a card" """
    game = new()
    to_stakes(game, deal="2H 3S 3D 4C TS")  # punters 5, banker 7
    holder = game.holders[0]
    assert set(game.legal_actions(holder)) == {CARD, STAND}
    game.apply(holder, CARD)
    assert game.phase == BANKER and set(game.legal_actions(game.banker)) == {CARD, STAND}
    assert game.view(game.banker).hands[0][2].code == "TS", "the third card is given face upwards"


def test_a_false_draw_fined() -> None:
    """ "in others is punishable by a fine" (the house rule): the false draw is allowed and fined."""
    game = new(false_draw="fined", fine=10)
    to_stakes(game, deal="3H 2S 3D 2C 5D")  # punters 6, banker 4
    holder = game.holders[0]
    purse = game.ledger.purse(holder)
    events = game.apply(holder, CARD)
    assert any(e.kind == "say" and e.reason == "false_draw" for e in events)
    assert game.ledger.purse(holder) == purse - 10


def test_a_false_draw_liable_for_the_others_losses() -> None:
    """ "in some circles he is made liable for any loss they may incur thereby" """
    game = new(players=3, false_draw="liable")
    banker = game.banker
    a, b = (banker + 1) % 3, (banker + 2) % 3
    to_stakes(game, stakes={a: 20, b: 10}, deal="3H 2S 3D 5C 5D TH")  # punters 6, banker 7
    assert game.holders[0] == a
    purse_a, purse_b = game.ledger.purse(a), game.ledger.purse(b)
    game.apply(a, CARD)  # 6 + 5 = 1: a false draw
    game.apply(banker, STAND)
    assert game.last == ("banker",)
    assert game.ledger.purse(b) == purse_b + 10, "the offender makes good the other punter's loss"
    assert game.ledger.purse(a) == purse_a - 10


def test_ties_stand_over_and_winnings_stay_in_the_bank() -> None:
    """ "Ties neither win nor lose, but the stakes abide the result of the next hand." "The banker
    is not permitted to withdraw any part of his winnings, which go to increase the amount in the
    bank." """
    game = new()
    banker = game.banker
    to_stakes(game, deal="3H 3S 3D 3C")  # 6 against 6
    game.apply(game.holders[0], STAND)
    stack(game, "2H 3S 2D 3C")  # the next coup is dealt at once, nobody staking again
    game.apply(banker, STAND)
    assert game.last == ("tie",) and game.stood_over
    assert game.phase == PUNTER and sum(game.stakes) == 20
    assert [c.code for c in game.hands[0]] == ["2H", "2D"]
    game = new()
    banker = game.banker
    to_stakes(game, deal="TH 4S TD 5C")  # punters 0 against banker 9
    assert game.last == ("banker",) and game.banker == banker
    assert game.ledger.pool("bank") == 120
    assert game.phase == BANK and set(game.legal_actions(banker)) == {GO_ON, PASS_DEAL}


def test_passing_the_deal_at_the_same_amount() -> None:
    """ "Should he at any given moment desire to retire, he says, "I pass the deal." In such case
    each of the other players, in rotation, has the option of taking it, but he must start the
    bank with the same amount at which it stood" """
    game = new()
    banker = game.banker
    to_stakes(game, deal="TH 4S TD 5C")  # the banker wins: the bank stands at 120
    game.apply(banker, PASS_DEAL)
    assert game.phase == TAKE and game.seats_to_act() == ((banker + 1) % 3,)
    taker = (banker + 1) % 3
    purse = game.ledger.purse(taker)
    game.apply(taker, TAKE_BANK)
    assert game.banker == taker and game.ledger.pool("bank") == 120
    assert game.ledger.purse(taker) == purse - 120


def test_banco_order_and_banco_again() -> None:
    """ "Any punter, beginning with the player on the immediate right of the dealer, is entitled to
    "go bank," viz. to play against the whole of the banker's stake." "A player who has "gone
    bank," and lost, is entitled to do so again on the next hand" """
    game = new(players=4)
    banker = game.banker
    game.apply(banker, Action("bank", value=50))
    assert game.seats_to_act() == ((banker + 1) % 4,)
    game.apply((banker + 1) % 4, NO_BANCO)
    stack(game, "TH 4S TD 5C")  # the punter loses to a nine
    game.apply((banker + 2) % 4, Action("banco"))
    assert game.last == ("banker",) and game.ledger.pool("bank") == 100
    game.apply(banker, GO_ON)
    assert game.seats_to_act() == ((banker + 2) % 4,), "the banco lost is asked first"


def test_the_highest_stake_holds_the_cards_and_stakes_go_up_to_the_bank() -> None:
    """ "The player who has the highest stake represents the punters. If two punters are equal in
    this respect, the player first in rotation has the preference." "the punters nearest in order
    to the banker have the preference up to such amount" """
    game = new(players=4)
    banker = game.banker
    a, b, c = ((banker + k) % 4 for k in (1, 2, 3))
    game.apply(banker, Action("bank", value=50))
    for seat in (a, b, c):
        game.apply(seat, NO_BANCO)
    game.apply(a, Action("stake", value=20))
    game.apply(b, Action("stake", value=20))
    assert max(int(x.value) for x in game.legal_actions(c)) == 10, "only ten is left to cover"
    assert game.why_illegal(c, Action("stake", value=20)) == "over_the_bank"
    stack(game, "2H 3S 2D 3C")
    game.apply(c, Action("stake", value=10))
    assert game.holders[0] == a


def test_fresh_cards_when_fewer_than_seven_remain() -> None:
    """ "To constitute a valid deal, there must be not less than seven cards left in the dealer's
    hand. Should the cards in hand fall below this number, they are thrown into the waste-basket" """
    game = new()
    game.shoe = game.shoe[:6]
    game.apply(game.banker, Action("bank", value=50))
    game._start_coup()  # a new coup looks at the shoe first
    assert len(game.shoe) == 6 * 52


def test_banque_three_packs_two_tableaux_and_a_permanent_banker() -> None:
    """ "Three packs of cards ... shuffled together, are in this case used, and the banker ...
    holds office until the whole of such cards have been dealt." """
    game = new(players=5, form="banque")
    assert len(game.shoe) == 3 * 52
    banker = game.banker
    to_stakes(game, deal="2H 2S TD 3H 3S TC")  # right 5, left 5, banker baccarat
    assert game.holders[0] is not None and game.holders[1] is not None
    assert len(game.hands[0]) == 2 and len(game.hands[1]) == 2
    # Play the coup out, whatever the cards: the banker keeps the bank after a loss.
    while game.phase in (PUNTER, BANKER):
        seat = game.seats_to_act()[0]
        game.apply(seat, game.legal_actions(seat)[0])
    assert game.banker == banker or game.ledger.pool("bank") == 0


def test_fresh_packs_on_request() -> None:
    """Law 64: "a player may call for fresh cards at his own expense." """
    game = new(fresh_packs=True, fresh_packs_price=10)
    game.apply(game.banker, Action("bank", value=50))
    punter = game.seats_to_act()[0]
    assert Action("fresh_packs") in game.legal_actions(punter)
    purse, bank = game.ledger.purse(punter), game.ledger.pool("bank")
    game.apply(punter, Action("fresh_packs"))
    assert game.ledger.purse(punter) == purse - 10 and game.ledger.pool("bank") == bank + 10
    assert Action("fresh_packs") not in game.legal_actions(punter)


def test_counters_are_conserved_in_played_games() -> None:
    """Whole games by computer seats: every counter is accounted for, the game ends."""
    from hoyle_desktop.ai.registry import make_bot

    for form in ("chemin_de_fer", "banque"):
        for seed in range(3):
            game = SPEC.new_game({"players": 4, "form": form, "coups": 12}, seed)
            bots = [make_bot("baccarat", name, seed) for name in ("easy", "standard", "expert", "random")]
            while not game.is_over():
                seat = game.seats_to_act()[0]
                game.apply(seat, bots[seat].choose(game.view(seat), game.legal_actions(seat)))
                game.ledger.check()
            result = game.result()
            assert result is not None and sum(result.stakes) == 0
            assert game.ledger.pool("bank") == 0 and game.ledger.pool("stakes") == 0


def test_banque_stakes_standing_over_go_back_when_the_packs_run_out() -> None:
    """Ties stand over, but the bank they stood against ends with the packs: they are returned."""
    game = new(players=3, form="banque")
    banker = game.banker
    to_stakes(game, deal="3H 3S 3D 3C 3H 3S")  # both tableaux and the bank hold six
    game.apply(game.seats_to_act()[0], STAND)
    game.apply(game.seats_to_act()[0], STAND)
    game.shoe = game.shoe[:5]
    game.apply(banker, STAND)
    assert game.last == ("tie", "tie")
    assert game.banker != banker and game.phase == BANK
    assert sum(game.stakes) == 0 and game.ledger.pool("stakes") == 0
    game.ledger.check()


def test_the_croupier_gathers_the_cards_before_the_next_coup() -> None:
    """ "In the centre is a basket for the reception of the used cards." Once a coup is settled its
    cards go to the basket: the next coup's questions find none on the table (playtest h: the last
    coup's cards lay beside the new banker through the banco question)."""
    # the bank's natural nine ends the coup at once (Banque deals right, left, bank, twice)
    for form, deal in (("chemin_de_fer", "TH 4S TD 5C"), ("banque", "TH TD 4S TC TS 5D")):
        game = new(players=4, form=form)
        to_stakes(game, deal=deal)
        assert game.coup == 1 and game.phase in (BANK, BANCO)
        assert not game.banker_hand and not any(game.hands), form
        view = game.banking_view(0)
        assert not any(box.cards for row in view.boxes for box in row), form
        kinds = [e.kind for e in game.events]
        end, start = kinds.index("hand_end"), len(kinds) - 1 - kinds[::-1].index("hand_start")
        dealt = {e.seat for e in game.events[:end] if e.kind == "deal"}
        gathered = [e.seat for e in game.events[end:start] if e.kind == "discard"]
        assert sorted(gathered) == sorted(dealt), form


def test_banque_a_broken_bank_leaves_its_banker_in_office() -> None:
    """ "In Baccarat Banque the position of banker is much more permanent ... the banker (unless he
    retires either of his own free will, or by reason of the exhaustion of his finances) holds
    office until the whole of such cards have been dealt." A broken bank is not the end of his
    finances: he puts up another from his purse, or retires of his own free will (playtest h: the
    banker gave up the bank after his first losing coup)."""
    game = new(players=3, form="banque")
    banker = game.banker
    to_stakes(game, bank=20, deal="TH TD TS 9C 9D 5S")  # right 9, left 9, the bank 5: both natural
    assert game.last == ("punter", "punter") and game.ledger.pool("bank") == 0
    assert game.banker == banker and game.phase == BANK and game.seats_to_act() == (banker,)
    legal = game.legal_actions(banker)
    assert GIVE_UP in legal and Action("bank", value=50) in legal
    game.apply(banker, Action("bank", value=50))  # a new bank: the same banker, the coup goes on
    assert game.banker == banker and game.phase == BANCO and game.ledger.pool("bank") == 50
    assert GIVE_UP not in game.legal_actions(game.seats_to_act()[0])
    # Of his own free will: a broken bank given up passes to the next player, who puts up his own.
    game = new(players=3, form="banque")
    banker = game.banker
    to_stakes(game, bank=20, deal="TH TD TS 9C 9D 5S")
    game.apply(banker, GIVE_UP)
    assert game.banker == (banker + 1) % 3 and game.phase == BANK
    assert GIVE_UP not in game.legal_actions(game.banker) and game.ledger.pool("bank") == 0
    # The exhaustion of his finances: with less than a unit left he cannot put up another.
    game = new(players=3, form="banque")
    banker = game.banker
    game.ledger.move(banker, (banker + 1) % 3, game.ledger.purse(banker) - 20, "test")
    to_stakes(game, bank=20, deal="TH TD TS 9C 9D 5S")
    assert game.banker == (banker + 1) % 3 and game.phase == BANK
    says = [e.reason for e in game.events if e.kind == "say"]
    assert "bank_broken" in says and "bank_renew" not in says


def test_chemin_de_fer_the_bank_passes_as_soon_as_it_loses() -> None:
    """ "In Baccarat Chemin de Fer ... a given bank only continues so long as the banker wins. So
    soon as he loses, it passes to another player." """
    game = new(players=3)
    banker = game.banker
    to_stakes(game, bank=100, deal="9H 5S TD TC")  # the punters' natural nine against five
    assert game.last == ("punter",) and game.banker == (banker + 1) % 3
    assert GIVE_UP not in game.legal_actions(game.banker)


def test_banque_a_bank_broken_at_the_last_coup_asks_nothing_more() -> None:
    game = new(players=3, form="banque", coups=1)
    to_stakes(game, bank=20, deal="TH TD TS 9C 9D 5S")
    assert game.is_over() and game.ledger.pool("bank") == 0
    assert not [e for e in game.events if e.kind == "say" and e.reason in ("bank_renew", "bank_broken")]
