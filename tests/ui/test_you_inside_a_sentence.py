"""The person's name is "You"; set inside a sentence it read "Trick to You", "The first bank goes to
You", "A card for You: ten of diamonds" (playtest of 29 November, Spoil-Five, All-Fours, Baccarat).
Inside a sentence the person is "you" (German "Sie", French "vous")."""

from __future__ import annotations

from hoyle_desktop.engine.actions import Event
from hoyle_desktop.engine.cards import Card
from hoyle_desktop.ui.banking.wording import event_text
from hoyle_desktop.ui.table.seats import seat_names
from hoyle_desktop.ui.tricks.words import event_line


def test_a_trick_won_by_the_person_is_a_trick_to_you(qtbot) -> None:
    names = seat_names(4, 0)
    assert event_line(Event("trick", seat=0), names, names) == "Trick to you"
    assert event_line(Event("trick", seat=2), names, names) == "Trick to Computer 2"


def test_the_banking_tables_give_the_bank_and_a_card_to_you(qtbot) -> None:
    names = seat_names(5, 0)
    first = event_text(Event("dealer", seat=0, reason="first"), names, 0)
    assert first == "The first bank goes to you (seats drawn by lot)."
    passes = event_text(Event("dealer", seat=0, reason="next"), names, 0)
    assert passes == "The bank passes to you."
    lowest = event_text(Event("dealer", seat=0, reason="lowest"), names, 0)
    assert lowest == "The deal goes to you: you cut the lowest card."
    card = event_text(Event("deal", seat=0, cards=(Card.parse("TD"),), data={"up": True}), names, 0)
    assert card == "A card for you: ten of diamonds."
    other = event_text(Event("deal", seat=1, cards=(Card.parse("TD"),), data={"up": True}), names, 0)
    assert other == "A card for Computer 1: ten of diamonds."
