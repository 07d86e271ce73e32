"""Playtest (i): My Bird Sings said "Your bird sings! Say so." over A♦ K♦ 8♠ 7♣ 9♥ and a new player
could not see why. The seed (Peel, My Bird Sings): "The object of the players is to secure a flush,
four cards of one suit; or four cards of different suits"; the prompt now names the cards and which
of the two it is."""

from __future__ import annotations

import pytest
from test_translations import clean_translators  # noqa: F401  (a fixture)

from hoyle_desktop import app as app_module
from hoyle_desktop.engine.cards import Card
from hoyle_desktop.ui.trading.bird_words import prompt

NAMES = ["You", "Computer 1", "Computer 2", "Computer 3"]


def cards(*codes: str) -> tuple[Card, ...]:
    return tuple(Card.parse(c) for c in codes)


def test_the_prompt_says_which_singing_hand_you_hold(qapp) -> None:
    rainbow = prompt("sing", "throw", NAMES, 0, cards("AD", "7C", "8S", "9H"))
    assert rainbow == "Your bird sings with A♦ 7♣ 8♠ 9♥, one card of each suit! Say so."
    flush = prompt("sing", "throw", NAMES, 0, cards("AD", "7D", "8D", "9D"))
    assert flush == "Your bird sings with A♦ 7♦ 8♦ 9♦, all of one suit! Say so."


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_the_singing_hand_is_named_in_every_language(clean_translators, lang) -> None:  # noqa: F811
    app_module.install_translators(clean_translators, lang)
    for hand in (cards("AD", "7C", "8S", "9H"), cards("AD", "7D", "8D", "9D")):
        line = prompt("sing", "throw", NAMES, 0, hand)
        assert "A♦" in line
        assert not any(word in line for word in ("sings", "suit", "Say so"))
