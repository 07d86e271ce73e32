"""Playtest 29 November (b), "Not mended": the review of a stops deal listed only the cards played,
not the cards each player still held when someone went out, which the payments were for ("7
counters for the cards left in hand (Computer 2: 2, …)" was in the history only). Peel, Pope Joan:
the first out "receives from each of the other players a counter for every card held"."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from test_deal_end import open_game, play_to_the_hold
from test_translations import clean_translators  # noqa: F401  (a fixture)

from hoyle_desktop import app as app_module
from hoyle_desktop.engine.actions import Event
from hoyle_desktop.engine.cards import Card
from hoyle_desktop.ui.table.card_words import card_label
from hoyle_desktop.ui.table.hand_review import cards_left

pytestmark = pytest.mark.deal_end_pause


@pytest.mark.parametrize(
    ("game", "profile"),
    [("pope_joan", "pope-joan"), ("spin", "spin"), ("newmarket", "newmarket"), ("jig", "jig")],
)
def test_the_review_lists_the_cards_each_player_held_when_one_went_out(qtbot, game, profile) -> None:
    _window, table = open_game(qtbot, game, profile, 4, {})
    play_to_the_hold(qtbot, table, random.Random(3))
    assert table.deal_end.holding
    dealt = table.game.deal_log()[0]["hands"]
    played = {c for e in table.review.last if e.kind == "play" for c in e.cards}
    qtbot.keyClick(table, Qt.Key.Key_R)
    qtbot.waitUntil(lambda: table.review.shown is not None and table.review.shown.isVisible(), timeout=3_000)
    dialog = table.review.shown
    headers = [dialog.table.horizontalHeaderItem(c).text() for c in range(dialog.table.columnCount())]
    assert headers == ["Player", "Cards played", "Left in hand", "Counters won or paid"]
    held = 0
    for seat in range(4):
        left = [Card.parse(c) for c in dealt.get(str(seat), ()) if Card.parse(c) not in played]
        said = " ".join(card_label(c) for c in left) or "none"  # the one out: a word, not a blank
        assert dialog.table.item(seat, 2).text() == said, seat
        held += len(left)
    assert held, "nobody held a card when the deal ended"
    dialog.close()


@pytest.mark.parametrize(("lang", "none"), [("en", "none"), ("de", "keine"), ("fr", "aucune")])
def test_the_player_out_holds_none_in_words(clean_translators, lang, none) -> None:  # noqa: F811
    """Playtest 29 November (e): the winner's "Left in hand" cell was empty, which neither an eye
    nor a screen reader reads as "no cards"."""
    app_module.install_translators(clean_translators, lang)
    out = Event("out", seat=1, reason="first_out", data={"left": {"0": ["5H", "KS"], "2": ["2C"]}})
    events = [Event("deal_start"), out]
    assert cards_left(events, 1) == none
    assert cards_left(events, 0) == f"{card_label(Card.parse('5H'))} {card_label(Card.parse('KS'))}"
    assert cards_left([Event("deal_start")], 1) == ""  # no one out yet: nothing to say
