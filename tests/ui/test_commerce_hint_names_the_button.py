"""Commerce's Hint names the button the person will press (playtest (f), 29 November, German):
"Die Herz-Drei mit dem Talon tauschen" while the button said "Vom Geber kaufen"; in English "trade
the three of hearts with the stock" beside "Buy from the dealer". Peel (seed 002, COMMERCE): "If
for ready money, he continues operations with the dealer"."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from test_translations import clean_translators  # noqa: F401  (a fixture)
from test_words_in_french_and_german import speak  # noqa: F401  (a fixture)

from hoyle_desktop import i18n
from hoyle_desktop.ai.coach.trading import action_text
from hoyle_desktop.engine.actions import Action
from hoyle_desktop.engine.cards import Card
from hoyle_desktop.ui.trading.commerce_words import button_text


@pytest.mark.parametrize(
    ("lang", "card"), [("en", "three of hearts"), ("de", "Herz-Drei"), ("fr", "trois de cœur")]
)
def test_the_hint_to_buy_names_the_buy_button(speak, lang, card) -> None:  # noqa: F811
    speak(lang)
    i18n.use_translator(QCoreApplication.translate)
    try:
        said = action_text(Action("buy", cards=(Card.parse("3H"),))).casefold()
    finally:
        i18n.use_translator(None)
    button = button_text("buy").replace("&", "").casefold()
    assert button in said and card.casefold() in said, (said, button)
    assert "talon" not in said and "stock" not in said
