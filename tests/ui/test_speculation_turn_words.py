"""Playtest (g), Speculation: at the chief hand's last window the Hint said "Turn the card: turns
your next card" beside the button "Turn up my cards"; and "You offer the ten of diamonds, the best
trump for 3 counters." lacked its comma. The Hint names the turn as the window's button does, in
English, German and French, and the best trump's words close before the price."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from test_translations import clean_translators  # noqa: F401  (a fixture)
from test_words_in_french_and_german import speak  # noqa: F401  (a fixture)

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ai" / "coach"))

from coach_checks import checked_advice, positions, profile_rules

from hoyle_desktop import i18n
from hoyle_desktop.engine.actions import Action, Event
from hoyle_desktop.engine.cards import Card
from hoyle_desktop.ui.speculation import wording as w
from hoyle_desktop.ui.table.coach import advice_lines


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_the_hint_names_the_turn_as_its_button_does(speak, lang) -> None:  # noqa: F811
    speak(lang)
    i18n.use_translator(QCoreApplication.translate)
    seen: set[str] = set()
    try:
        for game, seat in positions("speculation", profile_rules("speculation"), seed=5, count=400):
            view = game.view(seat)
            if Action("turn") not in game.legal_actions(seat):
                continue
            lines = " ".join(advice_lines(checked_advice("speculation", game, seat), top=9)).casefold()
            button = w.turn_label(view.phase).replace("&", "").casefold()
            assert button in lines, (view.phase, button, lines)
            seen.add(view.phase)
    finally:
        i18n.use_translator(None)
    assert "last" in seen and "turn" in seen, seen


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "You offer the ten of diamonds (the best trump) for 3 counters."),
        ("de", "(den besten Trumpf)"),  # accusative since fixk
        ("fr", "(le meilleur atout)"),
    ],
)
def test_the_best_trump_offered_reads_whole(speak, lang, said) -> None:  # noqa: F811
    speak(lang)
    event = Event("offer", seat=0, cards=(Card.parse("TD"),), data={"item": "best", "price": 3})
    line = w.event_line(event, ["You", "Computer 1"], 0)
    assert line is not None and said in line, line


LAST_SAID = {
    "en": ("turns up all your cards face down", "next card"),
    "de": ("deckt alle Ihre verdeckten Karten auf", "nächste Karte"),
    "fr": ("vous retournez toutes vos cartes face cachée", "carte suivante"),
}


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_the_reason_at_the_last_window_says_what_the_button_does(speak, lang) -> None:  # noqa: F811
    """Fixk: at the last window the reason said "turns your next card: worth …" beside "Turn up my
    cards", which turns up every card face down. It says so, with their worth together."""
    from hoyle_desktop.ai.coach.speculation import reason, why_text
    from hoyle_desktop.ai.speculation_bots import SpeculationBot
    from hoyle_desktop.engine.speculation.view import ITEM_ALL

    speak(lang)
    i18n.use_translator(QCoreApplication.translate)
    said, not_said = LAST_SAID[lang]
    seen = 0
    try:
        for game, seat in positions("speculation", profile_rules("speculation"), seed=5, count=400):
            view = game.view(seat)
            if view.phase != "last" or Action("turn") not in game.legal_actions(seat):
                continue
            bot = SpeculationBot("expert")
            why = reason(bot, view, Action("turn"))
            text = why_text(why)
            assert said in text and not_said not in text, text
            worth = round(bot.value(view, ITEM_ALL, view.seat), 2)
            assert why.args["value"] == worth, (why.args, worth)
            seen += 1
    finally:
        i18n.use_translator(None)
    assert seen
