"""Playtest (i), 29 November, Vingt-un at 1024x700: at eight players the seats' words ran into each
other ("1 counter / 20 · content" over "Purse 49 · net −1", "over" against "Computer 6 (pone)"), and
a seat's two divided hands had their words printed over each other ("17 (or 7) · conten18 (or 8) ·
content"). No two lines of words on the felt meet, at the window's least size and at full HD."""

from __future__ import annotations

import copy

import pytest
from painted_words import words_meeting
from table_windows import new_setup, table_window

from hoyle_desktop.engine.cards import Card
from hoyle_desktop.ui.banking.model import BoxModel

pytestmark = pytest.mark.slow

HANDS = ["AH 8H 2D", "QH JC", "6C 7D 7C", "KC 7S", "10H 5S 2C", "KH 8D", "4H KS 5H", "AS JH"]


def _box(cards: str, stake: int, status: str) -> BoxModel:
    known = [Card.parse(c) for c in cards.split()]
    from hoyle_desktop.engine.vingt_un.points import hand_value

    return BoxModel(cards=list(known), stake=stake, status=status, total=hand_value(known)[0])


def _meeting(felt) -> list[str]:
    return words_meeting(felt, 3, -1)  # a space apart, side by side


def _table(qtbot, size, players):
    window = table_window(qtbot, size)
    table = window.open_table(new_setup(window, "vingt_un", "vingt-un", players, seed=5))
    qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=30_000)
    table.session.stop()
    return table


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
def test_eight_seats_words_keep_apart(qtbot, size) -> None:
    table = _table(qtbot, size, 8)
    model = copy.deepcopy(table.felt.model)
    for seat in range(8):
        status = "over" if seat == 5 else "content"
        model.boxes[seat] = [_box(HANDS[seat], 0 if seat == model.dealer else 1 + seat % 5, status)]
        model.purses[seat], model.nets[seat] = 49, -1
    table.felt.set_model(model)
    assert not _meeting(table.felt), _meeting(table.felt)


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
@pytest.mark.parametrize("players", [4, 8])
def test_divided_hands_words_keep_apart(qtbot, size, players) -> None:
    table = _table(qtbot, size, players)
    model = copy.deepcopy(table.felt.model)
    for seat in range(players):
        if seat == model.dealer:
            model.boxes[seat] = [_box("JH 4D KC", 0, "over")]
        elif players == 4 or seat % 2 == 0:  # at eight, every other seat divided beside one hand
            model.boxes[seat] = [_box("AC 6S", 2, "content"), _box("AD 3D 4S", 1, "content")]
        else:
            model.boxes[seat] = [_box(HANDS[seat], 1, "content")]
    table.felt.set_model(model)
    assert not _meeting(table.felt), _meeting(table.felt)
