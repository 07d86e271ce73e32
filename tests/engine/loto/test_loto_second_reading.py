"""Loto against Peel (seed 002, LOTO), the passages a second reading found played wrong (issue 23,
items 15 to 17). Each test quotes the passage it checks."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest

from hoyle_desktop.engine.actions import Action
from hoyle_desktop.engine.loto import SPEC

SCHEMA = Path(__file__).parents[3] / "resources" / "schemas" / "loto.rules.schema.json"
PRIZES = ("ambo", "terne", "quaterne", "quinterne")


def test_up_to_twenty_four_players() -> None:
    """ "Which may be played by any number of persons, not exceeding twenty-four\""""
    schema = json.loads(SCHEMA.read_text())
    assert SPEC.max_players == 24
    jsonschema.validate({"players": 24}, schema)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate({"players": 19, "set_size": 18}, schema)  # eighteen cards, eighteen at most
    for method in ("first", "second"):
        game = SPEC.new_game({"players": 24, "method": method, "cards": 1}, seed=2)
        assert [len(h) for h in game.held] == [1] * 24


def test_more_than_twelve_some_take_one_card_at_half_a_stake() -> None:
    """ "Every player should draw two cards, and deposit a stake previously agreed upon ... and when
    the players are more than twelve, then some are only to have one card, paying half a stake\""""
    game = SPEC.new_game({"players": 13, "method": "second", "stake": 24, "exchanges": "none"}, seed=5)
    sizes = [len(h) for h in game.held]
    assert sorted(sizes) == [1, 1] + [2] * 11 and sum(sizes) == 24
    stakes = {e.seat: e.points for e in game.events if e.kind == "pay" and e.reason == "stake"}
    for seat, size in enumerate(sizes):
        assert stakes[seat] == 24 * size  # one card: half the two cards' stake


def test_the_second_method_gives_two_cards_a_player_by_default() -> None:
    """ "The Second Method.--Every player should draw two cards\""""
    game = SPEC.new_game({"players": 4, "method": "second"}, seed=1)
    assert [len(h) for h in game.held] == [2, 2, 2, 2]
    first = SPEC.new_game({"players": 4, "method": "first"}, seed=1)
    assert [len(h) for h in first.held] == [1, 1, 1, 1]  # "dealing to each player one or more cards"


def test_four_or_six_cards_and_exchanging_one_or_more() -> None:
    """ "Any may take four or six cards, laying down a double or treble stake accordingly ... From the
    cards not taken, players may exchange one or more of those drawn\": a player with two cards may
    take four more in his turn, and one with four may exchange all four."""
    game = SPEC.new_game({"players": 3, "method": "second", "exchanges": "start", "purse": 2000}, seed=3)
    seat = game.seats_to_act()[0]
    for _ in range(4):
        assert game.seats_to_act() == (seat,)
        game.apply(seat, Action("take", value=game.aside[0]))
    assert len(game.held[seat]) == 6
    game.apply(seat, Action("done"))
    other = game.seats_to_act()[0]
    for _ in range(2):
        game.apply(other, Action("take", value=game.aside[0]))
    mine = list(game.held[other])
    assert len(mine) == 4
    for card in mine:
        assert game.seats_to_act() == (other,)
        fresh = next(c for c in game.aside if c not in mine)
        game.apply(other, Action("exchange", value=f"{card}>{fresh}"))
    assert not set(mine) & set(game.held[other])


def _play_out(rules: dict, seed: int) -> list:
    game = SPEC.new_game(rules, seed=seed)
    events = list(game.opening_events)
    while not game.is_over():
        seat = game.seats_to_act()[0]
        legal = game.legal_actions(seat)
        action = Action("done") if Action("done") in legal else legal[-1]
        events += game.apply(seat, action)
    return events


def test_an_ordinary_drawing_never_leaves_a_prize_part_paid() -> None:
    """ "Whenever the pool is exhausted, the players must contribute again, according to the number of
    cards taken\"; only "at the last drawing ... when that is expended, the others remain unpaid,
    which is styled a Bankruptcy\"."""
    for seed in range(12):
        for exchanges in ("start", "every_drawing"):
            rules = {"players": 2, "method": "second", "cards": 1, "stake": 5, "drawings": 6,
                     "exchanges": exchanges}  # fmt: skip
            last = False
            for e in _play_out(rules, seed):
                if e.kind == "drawing":
                    last = e.data["last"]
                if e.kind == "bankrupt":
                    assert last, (seed, exchanges)


def test_exchanges_come_before_the_pool_is_replenished() -> None:
    """ "Similar exchanges, if the company consent, may also be made previous to each drawing, and
    likewise prior to replenishing the pool\": with exchanges before every drawing, a pool that cannot
    pay a line stops the payments for an exchange round, then everyone pays in and the line is paid."""
    for seed in range(30):
        game = SPEC.new_game({"players": 3, "method": "second", "cards": 2, "stake": 2,
                              "exchanges": "every_drawing"}, seed=seed)  # fmt: skip
        while not game.is_over():
            seat = game.seats_to_act()[0]
            legal = game.legal_actions(seat)
            events = game.apply(seat, Action("done") if Action("done") in legal else legal[-1])
            kinds = [e.kind for e in events]
            if any(e.kind == "exchange_open" and e.data.get("renew") for e in events):
                assert "renew" not in kinds[kinds.index("drawing") :]  # the exchanges come first
                assert game.exchanging and game.renewing
                after = []
                while game.renewing:
                    after += game.apply(game.seats_to_act()[0], Action("done"))
                assert any(e.kind == "renew" for e in after)
                assert not any(e.kind == "bankrupt" for e in after) or game.is_over()
                return
    pytest.fail("no pool ran short in the middle of a drawing")
