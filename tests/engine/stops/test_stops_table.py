"""The table round the deals: buying in, leaving, the end of the game, the result and the record."""

from __future__ import annotations

import json

from stops_helpers import layout, pays, play, stacked

from hoyle_desktop.engine.stops import POPE_JOAN, SPECS
from hoyle_desktop.engine.stops.pope_joan import PopeJoanGame

HANDS = {0: "2C 3C", 1: "5C", 2: "8C 9C"}  # the elder hand goes out at once


def test_a_broke_player_buys_in_again():
    g = stacked(PopeJoanGame, {"players": 3, "purse": 8, "deals": 2}, layout(HANDS))
    assert g.ledger.purse(0) == 0  # the dealer's double share took everything
    events = play(g, 1, "5C")
    assert [(e.data["to"], e.points) for e in events if e.reason == "buy_in"][:1] == [(0, 8)]
    assert pays(events, "cards_left")[:2] == [(2, 1, 2), (0, 1, 2)]
    assert g.ledger.bought[0] >= 8


def test_a_broke_player_leaves_and_the_game_ends_when_too_few_are_left():
    g = stacked(PopeJoanGame, {"players": 3, "purse": 8, "when_broke": "leave", "deals": 3}, layout(HANDS))
    events = play(g, 1, "5C")
    short = [e for e in events if e.kind == "short"]
    assert [(e.seat, e.points) for e in short] == [(0, 2)]
    assert [(e.seat, e.reason) for e in events if e.kind == "leave"] == [(0, "broke")]
    result = g.result()
    assert result is not None and result.outcomes[0] == "left"
    assert sum(result.scores) == 0 and result.details["deals"] == 1


def test_what_is_left_on_the_board_is_shared_at_the_end():
    g = stacked(PopeJoanGame, {"players": 3, "deals": 1}, layout(HANDS))
    events = play(g, 1, "5C")
    shared = pays(events, "board_shared")
    per_seat = {seat: sum(a for _, s, a in shared if s == seat) for seat in range(3)}
    assert per_seat == {1: 5, 2: 5, 0: 4}  # 14 left, from the dealer's left
    assert g.ledger.on_board == 0
    result = g.result()
    assert result is not None
    assert result.scores == result.stakes and sum(result.scores) == 0
    assert result.winners == (1,) and result.outcomes == ("loss", "win", "loss")
    assert result.details["total"] == 150


def test_the_deal_passes_to_the_left_and_a_game_is_one_round():
    g = POPE_JOAN.new_game({"players": 4}, seed=11)
    first = next(e for e in g.events if e.kind == "first_dealer")
    assert first.cards[-1].rank == 11
    dealers = []
    while not g.is_over():
        dealers.append(g.d.dealer)
        seat = g.seats_to_act()[0]
        g.apply(seat, g.legal_actions(seat)[0])
    assert dealers[0] == first.seat
    assert [d for i, d in enumerate(dealers) if i == 0 or d != dealers[i - 1]] == [
        (first.seat + i) % 4 for i in range(4)
    ]
    assert len(g.deal_log()) == 4


def test_the_record_is_plain_json():
    for spec in SPECS:
        g = spec.new_game({"players": 5, "deals": 1}, seed=2)
        while not g.is_over():
            seat = g.seats_to_act()[0]
            g.apply(seat, g.legal_actions(seat)[-1])
        record = json.loads(json.dumps(g.record()))
        assert record["game"] == spec.key and record["result"]["scores"] == list(g.result().scores)
        assert len(record["deals"]) == 1 and len(record["deals"][0]["hands"]) == 5


def test_views_show_own_hand_only():
    g = POPE_JOAN.new_game({"players": 4}, seed=4)
    for seat in range(4):
        view = g.view(seat)
        assert set(view.hand) == g.d.hands[seat]
        assert not set(view.hand) & g.hidden_cards(seat)
        assert view.spare == () and view.spare_size == 10
        assert view.to_json()["hand_sizes"] == [10, 10, 10, 10]


def test_a_clone_plays_on_alone():
    g = POPE_JOAN.new_game({"players": 4}, seed=1)
    before = [e.to_json() for e in g.events]
    ledger = g.ledger.to_json()
    c = g.clone()
    while c.d.number == 1:
        seat = c.seats_to_act()[0]
        c.apply(seat, c.legal_actions(seat)[0])
    assert [e.to_json() for e in g.events] == before and g.ledger.to_json() == ledger
    assert len(c.events) > len(before)
