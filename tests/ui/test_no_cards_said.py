"""Fixk: F2 at a Stops table said "Computer 2: 0 cards, purse 5." for a player out of cards (Pope
Joan, Spin, Newmarket, Jig, Snip-Snap-Snorum). None is said in words: "no cards", "keine Karten",
"aucune carte"; in English, German and French."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from test_translations import clean_translators  # noqa: F401  (a fixture)
from test_words_in_french_and_german import speak  # noqa: F401  (a fixture)

from hoyle_desktop.ui.stops.access import Words
from hoyle_desktop.ui.table import access_words

SAID = {
    "en": ("no cards", "one card", "5 cards"),
    "de": ("keine Karten", "eine Karte", "5 Karten"),
    "fr": ("aucune carte", "une carte", "5\u00a0cartes"),
}


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_none_is_said_in_words(speak, lang) -> None:  # noqa: F811
    speak(lang)
    none, one, five = SAID[lang]
    assert [access_words.cards_text(n) for n in (0, 1)] == [none, one]
    assert access_words.cards_text(5).replace(" ", "\u00a0") == five.replace(" ", "\u00a0")


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_f2_says_a_player_out_of_cards_has_none(speak, lang) -> None:  # noqa: F811
    speak(lang)
    view = SimpleNamespace(seated=[True, True, True], hand_sizes=[3, 0, 4], purses=[5, 6, 7])
    words = Words.__new__(Words)
    words.table = SimpleNamespace(names=("You", "Computer 1", "Computer 2"))
    words.human = 0
    said = words.players_words(view)
    assert SAID[lang][0] in said[0] and "0" not in said[0].split(",")[0]
    assert "4" in said[1]
