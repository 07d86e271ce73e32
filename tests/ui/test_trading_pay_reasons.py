"""Playtest (i): at the end of a Commerce hand the history said "You receive 1 counter from
Computer 1." and "You receive 1 counter from Computer 3." with no word of why those two paid and the
third did not. Peel's rule, as the rules page gives it: "The best hand takes the pool and a stake
from the dealer. A player who stood and is beaten pays a stake to every player whose hand is
better." The person's own lines now say which of the two it was, in every language."""

from __future__ import annotations

import pytest
from test_translations import clean_translators  # noqa: F401  (a fixture)

from hoyle_desktop import app as app_module
from hoyle_desktop.engine.actions import Event
from hoyle_desktop.ui.trading.words import your_pay_line

NAMES = ["You", "Computer 1", "Computer 2", "Computer 3"]


def pay(reason: str, src: int, dst: int) -> Event:
    return Event("pay", points=1, reason=reason, data={"from": src, "to": dst})


def test_the_person_is_told_why_a_player_pays_him(qapp) -> None:
    assert your_pay_line(pay("dealer_pays", 1, 0), NAMES, 0) == (
        "You receive 1 counter from Computer 1, the dealer."
    )
    assert your_pay_line(pay("stood_beaten", 3, 0), NAMES, 0) == (
        "Computer 3 stood and was beaten: you receive 1 counter."
    )


def test_the_person_is_told_why_he_pays(qapp) -> None:
    assert your_pay_line(pay("dealer_pays", 0, 2), NAMES, 0) == (
        "You are the dealer: you pay Computer 2 1 counter."
    )
    assert your_pay_line(pay("stood_beaten", 0, 3), NAMES, 0) == (
        "You stood and were beaten: you pay Computer 3 1 counter."
    )


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_the_reasons_are_translated(clean_translators, lang) -> None:  # noqa: F811
    app_module.install_translators(clean_translators, lang)
    english = {
        "You receive 1 counter from Computer 1, the dealer.",
        "Computer 3 stood and was beaten: you receive 1 counter.",
        "You are the dealer: you pay Computer 2 1 counter.",
        "You stood and were beaten: you pay Computer 3 1 counter.",
    }
    lines = {
        your_pay_line(pay("dealer_pays", 1, 0), NAMES, 0),
        your_pay_line(pay("stood_beaten", 3, 0), NAMES, 0),
        your_pay_line(pay("dealer_pays", 0, 2), NAMES, 0),
        your_pay_line(pay("stood_beaten", 0, 3), NAMES, 0),
    }
    assert not lines & english
    assert all("Computer" in line for line in lines)
    assert not any(word in line for line in lines for word in ("receive", "stood", "dealer", "pay "))
