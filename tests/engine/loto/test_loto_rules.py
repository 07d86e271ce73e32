"""Loto against Peel (seed 002, LOTO): the box of cards, both methods and every payment."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from hoyle_desktop.engine.actions import Action, IllegalAction
from hoyle_desktop.engine.loto import SPEC
from hoyle_desktop.engine.loto.cardset import column_of, make_set
from hoyle_desktop.engine.loto.rules import PRIZE_NAMES, LotoRules


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
    assert game.seats_to_act()[0] == seat  # "one or more": the turn goes on until he is done
    game.apply(seat, Action("done"))
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
    assert [e.kind for e in events] == ["offer_accepted"]
    assert take in game.held[seat] and give in game.held[other] and give not in game.held[seat]
    assert game.seats_to_act()[0] == seat  # "one or more": his turn goes on


# -- more of the box ---------------------------------------------------------------------------------
@pytest.mark.parametrize("size", [24, 18])
def test_the_box_for_many_seeds_and_through_the_profile(size: int) -> None:
    """Peel: "the general number is twenty-four, although sometimes there are only eighteen. With
    twenty-four cards, each number appears in four different cards." Over many more seeds: no card
    repeats another, every line reads left to right by column, and the profile's ``set_size: 18`` gives a
    game the box of eighteen."""
    for seed in range(60, 260):
        box = make_set(random.Random(seed), size)
        assert len({card.rows for card in box}) == size
        assert [card.index for card in box] == list(range(size))
        for card in box:
            assert all(list(row) == sorted(row) for row in card.rows)
            assert len(card.numbers) == 15
    game = SPEC.new_game({"players": 3, "set_size": size}, seed=5)
    assert len(game.box) == size
    assert Counter(n for card in game.box for n in card.numbers) == Counter(
        {n: size // 6 for n in range(1, 91)}
    )


def test_the_box_refuses_other_sizes() -> None:
    """Peel: "The number of these cards supplied in a Loto box varies, but the general number is
    twenty-four, although sometimes there are only eighteen": no other box."""
    with pytest.raises(ValueError):
        make_set(random.Random(1), 20)


# -- the first method: the whole card, all cards, the race -------------------------------------------
def test_first_method_single_prize_takes_the_whole_pool() -> None:
    """Peel: the stakes are "reserved for the winner", and "The player who first succeeds in covering
    all the numbers on his card or cards wins the game" (``prizes: whole_card``): no row prizes."""
    game = play_first(first_game(stake=7, rounds=2, prizes="whole_card"))
    pays = [e for e in game.events if e.kind == "pay" and e.reason.startswith("prize_")]
    assert [e.reason for e in pays] == ["prize_card", "prize_card"]
    assert all(e.points == 21 for e in pays)
    assert not any(e.kind == "claim" and e.reason != "card" for e in game.events)


@pytest.mark.parametrize("full_card", ["one_card", "all_cards"])
def test_first_method_card_or_cards(full_card: str) -> None:
    """Peel: the winner covers "his card or cards": the first to cover one card, or (``full_card:
    all_cards``) all the cards a player holds."""
    game = play_first(first_game(cards=2, rounds=1, full_card=full_card))
    winner = next(e.seat for e in game.events if e.kind == "claim" and e.reason == "card")
    full = [game.box[i].numbers <= game.covered[winner] for i in game.held[winner]]
    assert all(full) if full_card == "all_cards" else any(full)


def _completes_a_row(game, seat: int, n: int) -> bool:
    covered = game.covered[seat] | {n}
    return any(row <= covered and n in row for i in game.held[seat] for row in game.box[i].row_sets)


def test_a_missed_number_covered_late_loses_the_race() -> None:
    """Issue 17: "a missed number can be covered late but loses the race". When one call completes a
    row for two players, the one who misses it covers it at the next call (marked late) and finds
    the prize taken: the claim is refused with that reason, and the other player has the quarter."""
    for seed in range(200):
        game = SPEC.new_game({"players": 6, "cards": 2, "rounds": 1}, seed=seed)
        while not game.is_over() and game.prizes["row"] is None:
            n = game.called[-1]
            both = [s for s in range(6) if n in game.numbers_of(s) and _completes_a_row(game, s, n)]
            for seat in game.seats_to_act():
                legal = game.legal_actions(seat)
                if len(both) >= 2 and seat == both[0] and Action("cover", value=n) in legal:
                    game.apply(seat, Action("ready"))  # misses the number
                    continue
                claim = [a for a in legal if a.kind == "claim"]
                cover = [a for a in legal if a.kind == "cover"]
                game.apply(seat, (claim or cover or legal)[0])
            if len(both) >= 2 and game.prizes["row"] is not None:
                slow = both[0]
                assert game.prizes["row"] != slow and game.called[-1] != n
                cover = game.apply(slow, Action("cover", value=n))
                assert cover[0].data == {"number": n, "late": True, "completes": "row"}
                assert game.why_illegal(slow, Action("claim", value="row")) == "prize_taken"
                paid = [e for e in game.events if e.kind == "pay" and e.reason == "prize_row"]
                assert [e.data["to"] for e in paid] == [game.prizes["row"]] and game.prizes["row"] in both
                assert paid[0].points == game.pool_at_start // 4
                return
    pytest.fail("no call completed a row for two players at once in 200 games")


# -- the second method: every line, the last drawing, the reserved fund -------------------------------
def _second_with_knobs(numbers: list[int], **rules):
    """A two-player game of the second method whose first drawing brings exactly ``numbers``."""
    game = SPEC.new_game(
        {"players": 2, "method": "second", "cards": 1, "stake": 300, "purse": 5000, "exchanges": "none",
         "knobs": len(numbers), "drawings": 2, **rules},
        seed=21,
    )  # fmt: skip

    def shuffle(bag: list[int]) -> None:
        rest = [n for n in bag if n not in numbers]
        bag[:] = rest + list(reversed(numbers))  # pop() takes them in order

    game.rng.shuffle = shuffle  # type: ignore[method-assign]
    return game


@pytest.mark.parametrize(("on_line", "name", "premium"), [
    (1, None, 0), (2, "ambo", 5), (3, "terne", 25), (4, "quaterne", 100), (5, "quinterne", 250),
])  # fmt: skip
def test_every_line_is_paid_beside_the_counters_laid(on_line: int, name: str | None, premium: int) -> None:
    """Peel: "having only one counter upon any horizontal line, wins for that no more than the said
    counter, which is styled gaining by abstract; ... two ... an ambo, and becomes entitled to five
    counters besides the two; ... three ... a terne ... 25 additional counters; ... four ... a
    quaterne winning 100 counters additional; ... five ... a quinterne, gaining 250 additional
    counters, and the player is entitled to payment out of the pool"."""
    probe = _second_with_knobs([1])
    seat = probe.drawer
    card = probe.held[seat][0]
    other_numbers = probe.numbers_of(1 - seat)
    row = probe.box[card].rows[1]
    filler = [n for n in range(1, 91) if n not in probe.numbers_of(seat) and n not in other_numbers]
    numbers = list(row[:on_line]) + filler[: 10 - on_line]
    game = _second_with_knobs(numbers)
    assert game.drawer == seat and game.held[seat] == [card]
    purse, pool, table = game.ledger.purse(seat), game.ledger.pool("pool"), game.ledger.pool("table")
    events = game.apply(seat, Action("draw"))
    assert game.board == numbers
    counters = [e for e in events if e.kind == "pay" and e.reason == "counter" and e.data["card"] == card]
    assert len(counters) == on_line and all(e.points == 1 for e in counters)
    premiums = [e for e in events if e.kind == "pay" and e.data.get("card") == card and e.reason != "counter"]
    if name is None:
        assert premiums == []  # the abstract: the counter itself and nothing more
    else:
        assert [(e.reason, e.points, e.data["row"]) for e in premiums] == [(name, premium, 1)]
    assert game.ledger.purse(seat) - purse == on_line + premium
    theirs = sum(e.points for e in events if e.kind == "pay" and e.data.get("card") in game.held[1 - seat])
    assert pool - game.ledger.pool("pool") + table - game.ledger.pool("table") == on_line + premium + theirs


def test_the_reserved_fund_is_sixty_counters_a_card() -> None:
    """Peel: "The counters requisite for the payment of the players are: For 24 cards 144 times ten
    ... Consequently, 60 counters should be contributed for every card taken by a player"; a card
    taken later pays its stake and its sixty as well."""
    for players, cards in ((2, 1), (4, 2), (6, 4), (12, 2)):
        game = SPEC.new_game({"players": players, "method": "second", "cards": cards, "exchanges": "none"}, 1)
        assert game.ledger.pool("table") == 60 * players * cards
        assert game.ledger.pool("table") == 60 * sum(len(h) for h in game.held)
    game = second_game(exchanges="start", stake=24, purse=1000)
    seat = game.seats_to_act()[0]
    table, pool, purse = game.ledger.pool("table"), game.ledger.pool("pool"), game.ledger.purse(seat)
    game.apply(seat, Action("take", value=game.aside[0]))
    assert game.ledger.pool("table") - table == 60 and game.ledger.pool("pool") - pool == 24
    assert purse - game.ledger.purse(seat) == 84


def test_the_last_drawing_goes_on_until_the_table_is_bare() -> None:
    """Peel: "they agree among themselves to have only a fixed number of drawings more. At the last
    drawing each player proceeds as heretofore directed, but the drawing concludes when no more
    counters are left on the table" (``drawings: 3``). Every drawing before it has ten knobs."""
    game = SPEC.new_game({"players": 3, "method": "second", "cards": 2, "counters_per_card": 10,
                          "drawings": 3, "exchanges": "none"}, seed=4)  # fmt: skip
    sizes = []
    while not game.is_over():
        game.apply(game.seats_to_act()[0], Action("draw"))
        sizes.append(len(game.board))
    assert len(sizes) == 3 and sizes[:2] == [10, 10] and sizes[2] > 10
    assert game.ledger.pool("table") == 0 and game.result().details["drawings"] == 3
    last = [e for e in game.events if e.kind == "drawing"][-1]
    assert last.data == {"drawing": 3, "last": True}


def test_bankruptcy_pays_from_the_eldest_hand_as_far_as_the_pool_goes() -> None:
    """Peel: "beginning with the eldest hand, are to be paid out of the pool, as far as the money will
    go; and when that is expended, the others remain unpaid": once a line goes unpaid, every later
    line of that drawing (round the table from the eldest) is unpaid too, and the pool is empty."""
    for seed in range(60):
        game = SPEC.new_game({"players": 6, "method": "second", "cards": 4, "stake": 1, "drawings": 1,
                              "exchanges": "none"}, seed=seed)  # fmt: skip
        events = game.apply(game.seats_to_act()[0], Action("draw"))
        lines = [e for e in events if e.kind in ("pay", "bankrupt") and e.reason in PRIZE_NAMES]
        first_unpaid = next((k for k, e in enumerate(lines) if e.kind == "bankrupt"), None)
        if first_unpaid is None:
            continue
        order = game.round_table()
        seats = [e.seat if e.kind == "bankrupt" else e.data.get("to", e.seat) for e in lines]
        assert [order.index(s) for s in seats] == sorted(order.index(s) for s in seats)
        assert all(e.kind == "bankrupt" for e in lines[first_unpaid + 1 :])
        assert game.ledger.pool("pool") == 0
        return
    pytest.fail("no bankruptcy in sixty games with a tiny pool")


def test_an_empty_pool_is_renewed_after_the_exchanges() -> None:
    """Peel: exchanges "may also be made previous to each drawing, and likewise prior to
    replenishing the pool": a pool that cannot pay is renewed after an exchange round, so a player
    who throws up a card in the exchanges pays for the cards he still holds."""
    for seed in range(40):
        game = SPEC.new_game({"players": 3, "method": "second", "cards": 3, "stake": 1,
                              "exchanges": "every_drawing"}, seed=seed)  # fmt: skip
        while not game.is_over():
            seat = game.seats_to_act()[0]
            if game.exchanging and game.renewing and len(game.held[seat]) > 1:
                assert not any(e.kind == "renew" for e in game.events[-3:])
                game.apply(seat, Action("throw", value=game.held[seat][0]))
                events = []
                while game.renewing:
                    events += game.apply(game.seats_to_act()[0], Action("done"))
                assert "renew" in [e.kind for e in events]
                paid = {e.seat: e.data["cards"] for e in events if e.kind == "pay" and e.reason == "renew"}
                assert paid[seat] == len(game.held[seat]) == 2
                return
            legal = game.legal_actions(seat)
            game.apply(seat, Action("done") if Action("done") in legal else legal[-1])
    pytest.fail("no pool emptied by a drawing in forty games")


def test_row_prizes_nobody_claimed_go_with_the_card() -> None:
    """A row or two-row prize still unclaimed when a card is claimed goes with the card (rules
    notes: nobody should lose it): the card's winner takes the whole pool."""
    game = first_game(stake=12, rounds=1)
    while not game.is_over():
        seat = game.seats_to_act()[0]
        legal = game.legal_actions(seat)
        card = [a for a in legal if a == Action("claim", value="card")]
        cover = [a for a in legal if a.kind == "cover"]
        ready = [a for a in legal if a.kind == "ready"]
        game.apply(seat, (card or cover or ready or legal)[0])
    winner = game.prizes["card"]
    assert set(game.prizes.values()) == {winner}
    pays = [e for e in game.events if e.kind == "pay" and e.data.get("to") == winner and e.reason != "buy_in"]
    assert sum(e.points for e in pays) == 36 and {e.reason for e in pays} <= {"prize_card", "unclaimed"}
