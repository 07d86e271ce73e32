"""Fixk: German offers at Speculation named the best trump in the nominative ("Sie bieten der
Karo-Bube (der beste Trumpf) für 3 Spielmarken an."). "bieten" and "kaufen" take the accusative:
"den Karo-Buben (den besten Trumpf)". Every offer, bid and sale sentence in German; English and
French keep their words."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from test_translations import clean_translators  # noqa: F401  (a fixture)
from test_words_in_french_and_german import speak  # noqa: F401  (a fixture)

from hoyle_desktop.engine.actions import Event
from hoyle_desktop.engine.cards import Card
from hoyle_desktop.engine.speculation.view import ANSWER
from hoyle_desktop.ui.speculation import wording as w
from hoyle_desktop.ui.speculation.table import SpeculationTable

NAMES = ["You", "Computer 1", "Computer 2"]
KNAVE = Card.parse("JD")


def lines(seat: int, buyer: int) -> list[str]:
    offer = Event("offer", seat=seat, cards=(KNAVE,), data={"item": "best", "price": 3})
    sale = Event("sale", seat=seat, cards=(KNAVE,), data={"item": "best", "price": 3, "buyer": buyer})
    said = [w.event_line(e, NAMES, 0) for e in (offer, sale)]
    return [s for s in said if s]


def prompt(kinds: set[str]) -> str:
    market = SimpleNamespace(item="best", seller=1, card=KNAVE, count=1, price=3)
    view = SimpleNamespace(phase=ANSWER, market=market)
    return SpeculationTable._prompt(SimpleNamespace(names=NAMES), view, kinds)


def test_german_offers_and_sales_put_the_card_in_the_accusative(speak) -> None:  # noqa: F811
    speak("de")
    said = [*lines(0, 1), *lines(1, 0), *lines(1, 2), prompt({"buy", "bid"}), prompt({"buy"})]
    assert len(said) == 8
    for line in said:
        assert "den Karo-Buben" in line and "der Karo-Bube" not in line, line
        assert "der beste Trumpf" not in line, line
    assert said[0] == "Sie bieten den Karo-Buben (den besten Trumpf) für 3 Spielmarken an.", said[0]
    # the market panel's "For sale:" names it alone, in the nominative
    assert w.item_words("best", "Computer 1", KNAVE) == "der Karo-Bube (der beste Trumpf)"


@pytest.mark.parametrize(
    ("lang", "offer"),
    [
        ("en", "You offer the knave of diamonds (the best trump) for 3 counters."),
        ("fr", "Vous offrez le valet de carreau (le meilleur atout) pour 3\u00a0jetons."),
    ],
)
def test_english_and_french_offers_keep_their_words(speak, lang, offer) -> None:  # noqa: F811
    speak(lang)
    assert lines(0, 1)[0].replace(" ", "\u00a0") == offer.replace(" ", "\u00a0"), lines(0, 1)[0]


def test_the_answer_prompt_does_not_name_the_seller_twice(speak) -> None:  # noqa: F811
    """The lead's look, 29 November (evening): the prompt read "Computer 4 offers Computer 4's next
    card (face down) for 1 counter." The seller is named once: "… offers their next card …"."""
    speak("en")
    owns = {"top": "their next card (face down)", "all": "their 3 face-down cards, all together"}
    for item, own in owns.items():
        market = SimpleNamespace(item=item, seller=1, card=None, count=3, price=1)
        view = SimpleNamespace(phase=ANSWER, market=market)
        said = SpeculationTable._prompt(SimpleNamespace(names=NAMES), view, {"buy"})
        assert said.count("Computer 1") == 1 and own in said, said
