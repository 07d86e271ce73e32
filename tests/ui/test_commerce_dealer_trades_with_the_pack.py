"""The dealer does not buy from the dealer (playtest (i), 29 November, Commerce): dealing, the Hint
said "Buy from the dealer, giving the five of spades", the button the same, the history "You put the
5♠ under the pack and buy the K♠" though nothing was paid, and a computer dealer "buys a card from
the dealer for ready money". Peel (seed 002, COMMERCE): "If the player trades for ready money, he
throws out a card from his hand, pays a stake to the dealer, and receives the top card from the
pack"; the dealer sells, so his own trade with the pack costs nothing (the rules page: "The dealer
buying from the pack pays nobody")."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from table_windows import open_default, table_window
from test_translations import clean_translators  # noqa: F401  (a fixture)
from test_words_in_french_and_german import speak  # noqa: F401  (a fixture)

from hoyle_desktop import i18n
from hoyle_desktop.ai.coach.base import Reason
from hoyle_desktop.ai.coach.words import Wording
from hoyle_desktop.engine.actions import Action, Event
from hoyle_desktop.engine.cards import Card
from hoyle_desktop.ui.trading.commerce_words import button_text, event_lines, prompt

NAMES = ["You", "Computer 1", "Computer 2", "Computer 3"]
DEALER_WORDS = {"en": "from the dealer", "de": "vom geber", "fr": "au donneur"}


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_the_dealers_hint_names_his_own_button_and_no_dealer(speak, lang) -> None:  # noqa: F811
    speak(lang)
    i18n.use_translator(QCoreApplication.translate)
    try:
        why = Reason("trade", {"card": "5S", "cost": 0, "pack": True})
        said = Wording("commerce").action_text(Action("buy", cards=(Card.parse("5S"),)), why).casefold()
    finally:
        i18n.use_translator(None)
    button = button_text("dealer_buy").replace("&", "").casefold()
    assert button != button_text("buy").replace("&", "").casefold()
    assert button in said, (said, button)
    assert DEALER_WORDS[lang] not in said and DEALER_WORDS[lang] not in button, (said, button)


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_the_dealers_trade_in_the_history_and_prompt_pays_nobody(speak, lang) -> None:  # noqa: F811
    speak(lang)
    mine = Event("buy", 0, cards=(Card.parse("5S"), Card.parse("KS")), data={"dealer": True})
    theirs = Event("buy", 1, data={"dealer": True})
    said = " ".join(event_lines(mine, NAMES, 0) + event_lines(theirs, NAMES, 0)).casefold()
    asked = prompt("trade", "new", [Action("stand"), Action("buy")], NAMES, None, dealer=True).casefold()
    buys = {"en": "buy", "de": "kauf", "fr": "achète"}[lang]
    assert buys not in said and DEALER_WORDS[lang] not in said, said
    assert DEALER_WORDS[lang] not in asked, asked


def test_a_buyer_who_is_not_the_dealer_still_buys_from_the_dealer(speak) -> None:  # noqa: F811
    speak("en")
    said = event_lines(Event("buy", 1, data={"dealer": False}), NAMES, 0)
    assert said == ["Computer 1 buys a card from the dealer for ready money."]


def test_the_engine_marks_the_dealers_own_trade_and_the_table_names_it(qtbot) -> None:
    window = table_window(qtbot)
    legal: list[Action] = []
    # The computers stand before the dealer's turn in many deals: seeds 4 to 9 each played a whole
    # game without the dealer's buy (six games, two thirds of the test's time), so the search starts
    # at 10, the deal it has always checked; the later seeds stay if the engine's deals change.
    for seed in range(10, 40):
        table = open_default(window, "commerce", seed=seed)
        while not table.game.is_over():
            qtbot.waitUntil(lambda t=table: t._my_turn() or t.game.is_over(), timeout=30_000)
            if table.game.is_over():
                break
            legal = table.game.legal_actions(table.human)
            if table._view().dealer == table.human and any(a.kind == "buy" for a in legal):
                break
            kinds = [a.kind for a in legal]  # trade on, never stand: the round goes on to the dealer
            kind = next((k for k in ("play_on", "buy", "give") if k in kinds), kinds[0])
            table.session.act(next(a for a in legal if a.kind == kind))
        if not table.game.is_over():
            break
    else:
        pytest.fail("never the dealer at his turn")
    labels = [b.text() for b in table.panel.action_buttons]
    assert button_text("dealer_buy") in labels and button_text("buy") not in labels, labels
    assert "dealer" not in table.prompt.text(), table.prompt.text()
    table.session.act(next(a for a in legal if a.kind == "buy"))
    bought = [e for e in table.game.events if e.kind == "buy"][-1]
    assert bought.seat == table.human and bought.data.get("dealer") is True
