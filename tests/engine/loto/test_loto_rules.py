"""Loto against Peel (seed 002, LOTO): the box of cards, both methods and every payment."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from hoyle_desktop.engine.actions import Action, IllegalAction
from hoyle_desktop.engine.loto import SPEC
from hoyle_desktop.engine.loto.cardset import column_of, make_set
from hoyle_desktop.engine.loto.rules import LotoRules


@pytest.mark.parametrize("size", [24, 18])
def test_the_box(size: int) -> None:
    """Peel: "five numbers on each line ... The units are arranged in the first column, the tens in
    the second, the twenties in the third, and so on" and "the general number is twenty-four,
    although sometimes there are only eighteen. With twenty-four cards, each number appears in four
    different cards." """
    for seed in range(60):
        box = make_set(random.Random(seed), size)
        assert len(box) == size
        counts = Counter(n for card in box for n in card.numbers)
        assert set(counts) == set(range(1, 91))
        assert set(counts.values()) == {size // 6}
        for card in box:
            assert len(card.rows) == 3 and len(card.numbers) == 15
            for row in card.rows:
                assert len(row) == 5 and len({column_of(n) for n in row}) == 5
            grid = card.grid()
            for c in range(9):
                column = [grid[r][c] for r in range(3) if grid[r][c] is not None]
                assert all(column_of(n) == c for n in column) and column == sorted(column)


def first_game(**rules):
    return SPEC.new_game({"players": 3, "method": "first", **rules}, seed=7)


def cover_all(game, seat: int) -> None:
    for action in game.legal_actions(seat):
        if action.kind == "cover":
            game.apply(seat, action)


def test_first_method_stakes_and_refusals() -> None:
    """Peel: "Each player should stake a certain sum ... reserved for the winner"; a player "who
    first answers to the number called, covers the number on the card". A number not called, not on
    the card, or a row not covered is refused with its reason."""
    game = first_game(stake=12)
    assert game.ledger.pool("pool") == 36
    seat = game.seats_to_act()[0]
    mine = game.numbers_of(seat)
    not_called = next(n for n in sorted(mine) if n not in game.called)
    assert game.why_illegal(seat, Action("cover", value=not_called)) == "not_called"
    other = next(n for n in range(1, 91) if n not in mine)
    assert game.why_illegal(seat, Action("cover", value=other)) == "not_on_card"
    assert game.why_illegal(seat, Action("claim", value="row")) == "row_not_covered"
    with pytest.raises(IllegalAction):
        game.apply(seat, Action("claim", value="card"))


def play_first(game, order=None):
    """Everyone covers at once and claims at once, seats acting in the engine's order."""
    while not game.is_over():
        seat = game.seats_to_act()[0]
        legal = game.legal_actions(seat)
        claim = [a for a in legal if a.kind == "claim"]
        cover = [a for a in legal if a.kind == "cover"]
        game.apply(seat, (claim or cover or legal)[0])
    return game


def test_first_method_quarters() -> None:
    """Peel: "a fourth part of the pool is won by the player who first succeeds in covering one
    horizontal row; another fourth part ... two horizontal rows, and the remaining half is reserved
    for the winner who first covers the whole of his card." """
    game = play_first(first_game(stake=12, rounds=1))
    prizes = {e.reason: e for e in game.events if e.kind == "pay" and e.reason.startswith("prize_")}
    assert prizes["prize_row"].points == 9 and prizes["prize_two_rows"].points == 9
    assert prizes["prize_card"].points == 18
    assert game.ledger.pool("pool") == 0
    assert sum(game.result().stakes) == 0


def test_first_method_whole_card_and_counters() -> None:
    """Peel: "Sometimes each player contributes a certain number of counters to the pool, then each
    saves out of his stake the number of counters he has on his card ... and the winner ... receives
    in addition all the pool which remains." """
    game = play_first(first_game(stake=10, rounds=1, prizes="whole_card", cover_counters=True))
    pays = [e for e in game.events if e.kind == "pay"]
    card = [e for e in pays if e.reason == "prize_card"]
    assert len(card) == 1 and card[0].points == 30
    covered = sum(e.points for e in pays if e.reason == "cover_counter")
    left = next(e.points for e in pays if e.reason == "counters_left")
    assert covered + left == 45
    assert game.ledger.pool("counters") == 0


def test_late_cover_loses_the_race() -> None:
    """Issue 17: a missed number can be covered late but loses the race. A seat that says ready
    without covering keeps the number open and covers it at a later call."""
    game = first_game(rounds=1)
    seat = game.seats_to_act()[0]
    missed = game.called[-1]
    game.apply(seat, Action("ready"))
    while missed in game.called[-1:]:
        s = game.seats_to_act()[0]
        game.apply(s, game.legal_actions(s)[0])
    while seat not in game.seats_to_act():
        s = game.seats_to_act()[0]
        game.apply(s, game.legal_actions(s)[-1])
    events = game.apply(seat, Action("cover", value=missed))
    assert events[0].data == {"number": missed, "late": True}


def second_game(**rules):
    return SPEC.new_game({"players": 4, "method": "second", "cards": 2, **rules}, seed=11)


def test_second_method_stakes() -> None:
    """Peel: "60 counters should be contributed for every card taken by a player"; each player
    takes two cards and deposits a stake."""
    game = second_game(stake=24, exchanges="none")
    assert game.ledger.pool("table") == 4 * 2 * 60
    assert game.ledger.pool("pool") == 4 * 2 * 24
    assert all(len(h) == 2 for h in game.held)


def test_second_method_every_payment() -> None:
    """Peel: "having only one counter upon any horizontal line, wins for that no more than the said
    counter ... two counters ... an ambo ... five counters besides the two; ... three ... a terne ...
    25 additional counters; ... four ... a quaterne winning 100 ... five ... a quinterne, gaining 250"."""
    rules = LotoRules()
    assert [rules.premium(k) for k in range(6)] == [0, 0, 5, 25, 100, 250]
    game = second_game(exchanges="none", drawings=30)
    seen = Counter()
    while not game.is_over():
        seat = game.seats_to_act()[0]
        start = len(game.events)
        game.apply(seat, game.legal_actions(seat)[-1])
        board = set(game.board)
        for e in game.events[start:]:
            if e.kind == "pay" and e.reason in ("ambo", "terne", "quaterne", "quinterne"):
                row = game.box[e.data["card"]].rows[e.data["row"]]
                on_line = len(board & set(row))
                assert e.reason == ("ambo", "terne", "quaterne", "quinterne")[on_line - 2]
                unpaid = sum(b.data["unpaid"] for b in game.events[start:] if b.kind == "bankrupt")
                assert e.points == rules.premium(on_line) or unpaid
                seen[e.reason] += 1
            if e.kind == "pay" and e.reason == "counter":
                assert e.data["number"] in game.box[e.data["card"]].numbers
    assert seen["ambo"] and seen["terne"]
    game.ledger.check()
    assert sum(game.result().stakes) == 0


def test_second_method_renews_and_ends_when_the_counters_are_gone() -> None:
    """Peel: "Whenever the pool is exhausted, the players must contribute again, according to the
    number of cards taken" and "the drawing concludes when no more counters are left on the table"."""
    game = second_game(stake=2, exchanges="none")
    while not game.is_over():
        seat = game.seats_to_act()[0]
        game.apply(seat, game.legal_actions(seat)[-1])
    kinds = Counter(e.kind for e in game.events)
    assert kinds["renew"] >= 1
    renewals = [e for e in game.events if e.kind == "pay" and e.reason == "renew"]
    assert {e.points for e in renewals} == {2 * 2}
    assert game.ledger.pool("table") == 0 and game.ledger.pool("pool") == 0


def test_second_method_bankruptcy_at_the_last_drawing() -> None:
    """Peel: "The players then, beginning with the eldest hand, are to be paid out of the pool, as
    far as the money will go; and when that is expended, the others remain unpaid, which is styled a
    Bankruptcy"."""
    for seed in range(40):
        game = SPEC.new_game({"players": 6, "method": "second", "cards": 4, "stake": 1, "drawings": 1,
                              "exchanges": "none"}, seed=seed)  # fmt: skip
        game.apply(game.seats_to_act()[0], Action("draw"))
        if any(e.kind == "bankrupt" for e in game.events):
            assert not any(e.kind == "renew" for e in game.events)
            return
    pytest.fail("no bankruptcy in forty games with a tiny pool")


def test_second_method_exchanges() -> None:
    """Peel: "From the cards not taken, players may exchange one or more of those drawn ... Cards may
    be thrown up, or additional ones drawn from those put by; stakes being paid proportionably." """
    game = second_game(exchanges="start")
    seat = game.seats_to_act()[0]
    give, take = game.held[seat][0], game.aside[0]
    game.apply(seat, Action("exchange", value=f"{give}>{take}"))
    assert take in game.held[seat] and give in game.aside
    before = game.ledger.purse(seat)
    extra = game.aside[0]
    game.apply(seat, Action("take", value=extra))
    assert before - game.ledger.purse(seat) == 24 + 60 - 0 or game.ledger.bought[seat]
    assert game.seats_to_act()[0] != seat  # two changes end a turn
    nxt = game.seats_to_act()[0]
    assert game.why_illegal(nxt, Action("take", value=give)) is None
    assert game.why_illegal(nxt, Action("take", value=999)) == "card_not_free"


def test_second_method_puts_knobs_away() -> None:
    """Peel: "When only part of the pack is taken, and a number drawn happens not to be upon any
    player's card, then the players may put away that knob till some person takes a card on which
    it is printed." """
    game = SPEC.new_game({"players": 2, "method": "second", "cards": 1, "exchanges": "every_drawing"}, seed=3)
    while not game.put_aside:
        seat = game.seats_to_act()[0]
        game.apply(seat, game.legal_actions(seat)[-1])
    away = set(game.put_aside)
    assert not away & game.numbers_of(0) and not away & game.numbers_of(1)
    while game.legal_actions(game.seats_to_act()[0]) == [Action("draw")]:
        game.apply(game.seats_to_act()[0], Action("draw"))
        if game.is_over():
            pytest.skip("the game ended before another exchange")
    seat = game.seats_to_act()[0]
    card = next(c for c in game.aside if game.box[c].numbers & game.put_aside)
    game.apply(seat, Action("take", value=card))
    assert not game.box[card].numbers & game.put_aside


def test_second_method_exchange_between_players_needs_both() -> None:
    """Peel: "From the cards not taken, players may exchange one or more of those drawn, or they may
    change with one another": an offer of a card for another player's is made, and that player
    accepts (the cards change hands) or declines (nothing changes); either counts as a change."""
    game = second_game(exchanges="start")
    seat = game.seats_to_act()[0]
    other = (seat + 1) % game.players
    give, take = game.held[seat][0], game.held[other][0]
    game.apply(seat, Action("offer", value=f"{give}>{take}"))
    assert game.seats_to_act() == (other,)
    assert game.legal_actions(other) == [Action("accept"), Action("decline")]
    assert game.view(seat).offer == (seat, give, other, take)
    assert game.why_illegal(other, Action("done")) == "answer_offer"
    game.apply(other, Action("decline"))
    assert give in game.held[seat] and take in game.held[other]
    assert game.seats_to_act() == (seat,)
    game.apply(seat, Action("offer", value=f"{give}>{take}"))
    events = game.apply(other, Action("accept"))
    assert [e.kind for e in events] == ["offer_accepted", "exchange_turn"]
    assert take in game.held[seat] and give in game.held[other] and give not in game.held[seat]
    assert game.seats_to_act()[0] != seat  # two changes end a turn
