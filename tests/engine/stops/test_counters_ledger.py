"""The counters ledger: purses, pools, the box, moves as events, buying in, leaving, saving."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hoyle_desktop.engine.ledger import BOX, Ledger, LedgerError


def test_moves_are_events_with_their_reason():
    ledger = Ledger(3, 20, ["pope", "game"])
    event = ledger.move(1, "pope", 6, "dress")
    assert event.kind == "pay" and event.seat == 1 and event.points == 6 and event.reason == "dress"
    assert event.data == {"from": 1, "to": "pope"}
    back = ledger.move("pope", 2, 6, "pope", card="9D")
    assert back.seat is None and back.data == {"from": "pope", "to": 2, "card": "9D"}
    assert ledger.purses == (20, 14, 26) and ledger.pools == {"pope": 0, "game": 0}
    ledger.check()


def test_a_purse_cannot_pay_more_than_it_holds():
    ledger = Ledger(2, 5, ["game"])
    with pytest.raises(LedgerError):
        ledger.move(0, "game", 6, "dress")
    with pytest.raises(LedgerError):
        ledger.move("game", 0, 1, "game")
    with pytest.raises(LedgerError):
        ledger.move(0, "nowhere", 1, "dress")
    with pytest.raises(LedgerError):
        ledger.move(0, 1, -1, "cards_left")
    assert ledger.purses == (5, 5)


def test_debt_when_the_rules_allow_it():
    ledger = Ledger(2, 5, allow_debt=True)
    ledger.move(0, 1, 8, "cards_left")
    assert ledger.purses == (-3, 13)
    ledger.check()


def test_charge_buys_in_as_often_as_needed():
    ledger = Ledger(2, 5, ["game"])
    events = ledger.charge(0, "game", 12, "dress", when_broke="buy_in")
    assert [e.reason for e in events] == ["buy_in", "buy_in", "dress"]
    assert events[0].data == {"from": BOX, "to": 0}
    assert ledger.purse(0) == 3 and ledger.bought == [10, 0]
    assert ledger.net(0) == -12 and ledger.balance(BOX) == -10
    ledger.check()


def test_charge_pays_what_is_left_when_leaving():
    ledger = Ledger(2, 5, ["game"])
    events = ledger.charge(0, 1, 8, "cards_left", when_broke="leave")
    assert len(events) == 1 and events[0].points == 5 and events[0].data["short"] == 3
    [short] = ledger.charge(0, 1, 2, "cards_left", when_broke="leave")
    assert short.kind == "short" and short.points == 2
    assert ledger.purses == (0, 10)
    assert ledger.charge(0, 1, 0, "cards_left") == []


def test_saving_and_loading():
    ledger = Ledger(3, 10, ["pope", "game"])
    ledger.move(0, "pope", 4, "dress")
    ledger.charge(1, "game", 14, "dress")
    data = json.loads(json.dumps(ledger.to_json()))
    again = Ledger.from_json(data)
    assert again.to_json() == ledger.to_json()
    assert again.nets() == ledger.nets()


def test_pool_names_are_checked():
    ledger = Ledger(2, 1, ["game"])
    for bad in ("game", BOX):
        with pytest.raises(LedgerError):
            ledger.add_pool(bad)


@given(st.lists(st.tuples(st.integers(0, 4), st.integers(0, 4), st.integers(0, 30)), max_size=60))
def test_the_total_never_changes(moves):
    accounts = [0, 1, 2, "a", "b"]
    ledger = Ledger(3, 10, ["a", "b"])
    for src, dst, amount in moves:
        if src == dst:
            continue
        if isinstance(accounts[src], int):
            ledger.charge(accounts[src], accounts[dst], amount, "x")
        elif ledger.balance(accounts[src]) >= amount:
            ledger.move(accounts[src], accounts[dst], amount, "x")
        ledger.check()
        assert sum(ledger.nets()) + ledger.on_board == 0
