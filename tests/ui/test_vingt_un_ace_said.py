"""Playtest (g), Vingt-un: "You have 18" after ace and seven, then "You have 16" after an eight,
and nothing said why the total dropped. Peel: "the ace ... counts one or eleven as suits the
player best". The prompt says which the ace counts: "18 (or 8)", then "16 (the ace counts one)";
in English, German and French."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from test_translations import clean_translators  # noqa: F401  (a fixture)
from test_words_in_french_and_german import speak  # noqa: F401  (a fixture)

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine" / "vingt_un"))

from vingt_un_helpers import act, new_game, restart_hand, stake_all

from hoyle_desktop.engine.actions import Action
from hoyle_desktop.ui.banking import wording as w

SAID = {
    "en": ("You have 18 (or 8).", "You have 16 (the ace counts one).", "You have 15."),
    "de": ("Sie haben 18 (oder 8).", "Sie haben 16 (das Ass zählt eins).", "Sie haben 15."),
    "fr": ("Vous avez 18 (ou 8).", "Vous avez 16 (l’as compte un).", "Vous avez 15."),
}


def prompt_of(game, seat: int) -> str:
    view = game.view(seat)
    return w.prompt(view, view.boxes[seat][view.active_box].total, game.legal_actions(seat))


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_the_prompt_says_what_the_ace_counts(speak, lang) -> None:  # noqa: F811
    speak(lang)
    game = new_game(players=3)
    p1, p2 = game.punters()
    restart_hand(game, "AH 9C TD 7D 6D 6H 8S")  # p1: ace, seven, then the eight; p2: nine, six
    stake_all(game, 1)
    soft, hard, plain = SAID[lang]
    assert game.actor == p1 and soft in prompt_of(game, p1)
    game.apply(p1, Action("card"))
    assert game.actor == p1 and hard in prompt_of(game, p1)
    act(game, "content")
    assert game.actor == p2 and plain in prompt_of(game, p2)
