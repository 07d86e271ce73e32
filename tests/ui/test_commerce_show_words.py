"""Commerce's show in words (playtest (f), 29 November): "Sie zeigen 6♣ 5♠ A♣: Punkte." gave no
total, so two point hands, the commonest, could not be compared. Peel (seed 002, COMMERCE):
"(e) Point.—The total number of pips on the three cards, ace reckoning for eleven, and either of
the court cards for ten"; "(c) With Flushes, the one making the best 'point'... wins". The show
says each point hand's and flush's point, in every language."""

from __future__ import annotations

import pytest
from test_translations import clean_translators  # noqa: F401  (a fixture)
from test_words_in_french_and_german import speak  # noqa: F401  (a fixture)

from hoyle_desktop.engine.actions import Event
from hoyle_desktop.engine.cards import Card
from hoyle_desktop.engine.trading.commerce_hands import FLUSH, POINT

NAMES = ["You", "Computer 1", "Computer 2"]


def _show() -> Event:
    cards = tuple(Card.parse(c) for c in ["6C", "5S", "AC", "7D", "4H", "KD", "2H", "9H", "QH"])
    data = {
        "seats": [0, 1, 2],
        "categories": [POINT, POINT, FLUSH],
        "winners": [2],
        "why": "better_combination",
        "detail": {"category": "flush", "beaten": "point"},
    }
    return Event("show", cards=cards, data=data)


@pytest.mark.parametrize(
    ("lang", "mine", "theirs", "flush"),
    [
        ("en", "a point of 22", "a point of 21", "a flush with a point of 21"),
        ("de", "22 Punkte", "21 Punkte", "ein Flush mit 21 Punkten"),
        ("fr", "un point de 22", "un point de 21", "un flux au point de 21"),
    ],
)
def test_the_show_says_each_point(speak, lang, mine, theirs, flush) -> None:  # noqa: F811
    from hoyle_desktop.ui.trading.commerce_words import show_lines

    speak(lang)
    lines = show_lines(_show(), NAMES, 0)
    assert lines[0].endswith(mine + "."), lines
    assert lines[1].endswith(theirs + "."), lines
    assert lines[2].endswith(flush + "."), lines
