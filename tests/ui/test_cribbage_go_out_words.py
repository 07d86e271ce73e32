"""Fixk: three- and four-handed Cribbage near the end, the lay-out Hint said "100% chance of going
out this deal" where the chance counts only the person's own points: another player who counts
first and needs few points may go out before. The words say what the number is: the chance of
reaching the game (121, or 61 in a short game) with the person's own points this deal; en/de/fr. The Expert's
choice is unchanged (the checked advice's first is still the Expert's)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from test_translations import clean_translators  # noqa: F401  (a fixture)
from test_words_in_french_and_german import speak  # noqa: F401  (a fixture)

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ai" / "coach"))

from coach_checks import checked_advice

from hoyle_desktop import i18n
from hoyle_desktop.ai.coach import cribbage as coach
from hoyle_desktop.engine.cribbage.state import CribbageGame

SAID = {
    "en": ("chance of reaching %1 with your own points this deal", "going out"),
    "de": ("Aussicht, in diesem Geben mit Ihren eigenen Punkten %1 zu erreichen", "hinauszugehen"),
    "fr": ("chances d’atteindre %1 avec vos propres points à cette donne", "sortir"),
}


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_the_chance_says_it_counts_the_persons_own_points(speak, lang, players) -> None:  # noqa: F811
    speak(lang)
    i18n.use_translator(QCoreApplication.translate)
    said, not_said = SAID[lang]
    try:
        game = CribbageGame({"players": players}, 3)
        target = game.r.target
        said = said.replace("%1", str(target))
        seat = game.seats_to_act()[0]
        game.scores = [target - 4] * len(game.scores)  # everyone needs few points
        advice = checked_advice("cribbage", game, seat)
        whys = [coach.why_text(c.why) for c in advice.choices if c.why.code == "goes_out"]
        assert whys, [c.why.code for c in advice.choices]
        for text in whys:
            assert said in text and not_said not in text, text
    finally:
        i18n.use_translator(None)
