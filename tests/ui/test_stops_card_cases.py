"""Playtest 29 November (b): Spin in German said "Spielen Sie Karo-Bube – die nächste Karte der
Folge." while the Hint beside it said "den Karo-Buben spielen": a card named inside a sentence takes
its article and case (German "den Karo-Buben", dative "mit dem Karo-Buben"; French "le six de
cœur"). The prompts and refusals of Pope Joan's family and Snip-Snap-Snorum now name it so."""

from __future__ import annotations

import pytest
from test_translations import clean_translators  # noqa: F401  (a fixture)

from hoyle_desktop import app as app_module
from hoyle_desktop.engine.cards import Card
from hoyle_desktop.ui.stops import snip_words as s
from hoyle_desktop.ui.stops import wording as w

JD, SIX_H = Card.parse("JD"), Card.parse("6H")


def test_english_keeps_its_words(qapp) -> None:
    assert w.follow_prompt(JD) == "Play your knave of diamonds: it follows on."
    assert w.illegal_reason("must_follow", JD) == "You must play the knave of diamonds: it follows on."
    assert s.pair_prompt(SIX_H, must=True) == "Pair it: play your six of hearts."
    assert (
        s.play_line("Computer 1", False, SIX_H, "snip") == "Computer 1 pairs it with the six of hearts: Snip!"
    )


@pytest.mark.parametrize(
    ("lang", "follow", "must", "pair", "paired", "must_pair"),
    [
        (
            "de",
            "Spielen Sie den Karo-Buben – die nächste Karte der Folge.",
            "Sie müssen den Karo-Buben spielen – die nächste Karte der Folge.",
            "Paaren Sie: Spielen Sie den Karo-Buben.",
            "Computer 1 paart mit dem Karo-Buben: Snip!",
            "Sie müssen die eben gespielte Karte mit dem Karo-Buben paaren.",
        ),
        (
            "fr",
            "Jouez le valet de carreau\u00a0: c’est la carte suivante.",
            "Vous devez jouer le valet de carreau\u00a0: c’est la carte suivante.",
            "Appariez\u00a0: jouez le valet de carreau.",
            "Ordinateur 1 apparie avec le valet de carreau\u00a0: Snip\u00a0!",
            "Vous devez apparier la carte qui vient d’être jouée avec le valet de carreau.",
        ),
    ],
)
def test_a_card_in_a_prompt_takes_its_article_and_case(
    clean_translators,  # noqa: F811
    lang,
    follow,
    must,
    pair,
    paired,
    must_pair,
) -> None:
    app_module.install_translators(clean_translators, lang)
    name = "Computer 1" if lang == "de" else "Ordinateur 1"
    assert w.follow_prompt(JD) == follow
    assert w.illegal_reason("must_follow", JD) == must
    assert s.pair_prompt(JD, must=True) == pair
    assert s.play_line(name, False, JD, "snip") == paired
    assert s.must_pair(JD) == must_pair


def test_the_cards_gone_to_the_stock_are_named_in_french(clean_translators) -> None:  # noqa: F811
    """Playtest (b): "Les cartes de Vous vont face cachée sur le talon (2)", and "de Ordinateur 4"
    without its elision."""
    app_module.install_translators(clean_translators, "fr")
    assert s.to_stock_line("Vous", 2, you=True) == "Vos cartes vont face cachée sur le talon (2)"
    assert s.to_stock_line("Ordinateur 4", 2) == "Les cartes d’Ordinateur 4 vont face cachée sur le talon (2)"
