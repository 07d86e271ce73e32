"""Playtest of 29 November (Spoil-Five, All-Fours): "against the knave of hearts: this trick to you in
24 fewer of them" took a newcomer three readings; the Expert's card was named once, before the
comparison, and "fewer" said nothing of how many. Each difference now gives both counts and names the
other card itself, in each language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from test_translations import clean_translators  # noqa: F401  (a fixture)

from hoyle_desktop import app as app_module
from hoyle_desktop import i18n
from hoyle_desktop.ai.coach.tricks import played_text
from hoyle_desktop.engine.actions import Action
from hoyle_desktop.engine.cards import Card

PLAYED = {
    "n": 24,
    "vs": Action("play", (Card.parse("JH"),)).to_json(),
    "same": 0,
    "solo": True,
    "items": [["trick", -24, 0, 24], ["pool", 7, 12, 5]],
}


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "en",
            "; of the 24 deals played out: this trick to you in 0 of them, against 24 with the jack of "
            "hearts; the pool to you in 12 of them, against 5 with the jack of hearts",
        ),
        (
            "de",
            "; von den 24 ausgespielten Verteilungen: dieser Stich für Sie in 0 davon, gegenüber 24 mit dem "
            "Herz-Buben; der Pott für Sie in 12 davon, gegenüber 5 mit dem Herz-Buben",
        ),
        (
            "fr",
            "\u00a0; sur les 24 donnes jouées\u00a0: ce pli pour vous dans 0 d’entre elles, contre 24 avec "
            "le valet de cœur\u00a0; la cagnotte pour vous dans 12 d’entre elles, contre 5 avec le valet "
            "de cœur",
        ),
    ],
)
def test_each_difference_the_play_outs_showed_reads_on_its_own(clean_translators, lang, said) -> None:  # noqa: F811
    app_module.install_translators(clean_translators, lang)
    i18n.use_translator(QCoreApplication.translate)  # as the main window does
    try:
        assert played_text(PLAYED) == said
    finally:
        i18n.use_translator(None)
