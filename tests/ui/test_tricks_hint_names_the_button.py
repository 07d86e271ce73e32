"""The Hint names a decision as its button does (playtest (i), 29 November, All-Fours in French:
"Tenir sur l'atout retourné" beside the buttons Rester and Mendier; one word for one action). Every
button of the beg (All-Fours) and of Spoil-Five's decisions, in each language: the button's words
are in the Hint's."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from test_translations import clean_translators  # noqa: F401  (a fixture)
from test_words_in_french_and_german import speak  # noqa: F401  (a fixture)

from hoyle_desktop import i18n
from hoyle_desktop.ai.coach.tricks import action_text
from hoyle_desktop.engine.actions import Action
from hoyle_desktop.ui.tricks.words import action_text as action_label

KINDS = ("stand", "beg", "give", "run", "rob_decline", "jink", "stop", "five", "keep", "agree", "refuse")


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_the_hint_names_each_decision_by_its_buttons_words(speak, lang) -> None:  # noqa: F811
    speak(lang)
    i18n.use_translator(QCoreApplication.translate)
    try:
        pairs = [(action_label(Action(k)), action_text(Action(k))) for k in KINDS]
    finally:
        i18n.use_translator(None)
    apart = [(b, h) for b, h in pairs if b.replace("&", "").casefold() not in h.casefold()]
    assert not apart, apart
