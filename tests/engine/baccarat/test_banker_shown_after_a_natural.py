"""Baccarat against Hoyle (seed 004, BACCARAT CHEMIN DE FER): "If he finds that they make either
_nine_ ... or _eight_ ... he turns them up, announcing the number aloud, and the hand is at an end.
If the banker's point is the better, the stakes of the punter become the property of the bank. If
the punters' point is the better, the banker ... pays": the points are compared, so the bank's
cards are shown too (playtest B: after a punters' natural the history never named them)."""

from __future__ import annotations

from test_baccarat_rules import new, to_stakes

from hoyle_desktop.engine.cards import Card


def test_the_bank_shows_its_cards_against_a_punters_natural() -> None:
    game = new(players=3)
    banker = game.banker
    before = len(game.events)
    # punter, bank, punter, bank: the punters 8 (8H QS), the bank 2 (2C QD)
    to_stakes(game, deal="8H 2C QS QD")
    events = game.events[before:]
    reveals = [e for e in events if e.kind == "reveal"]
    bank = [e for e in reveals if e.seat == banker]
    assert bank and bank[0].cards == (Card.parse("2C"), Card.parse("QD")) and bank[0].data["point"] == 2
    coup = next(i for i, e in enumerate(events) if e.kind == "say" and e.reason == "coup")
    assert events.index(bank[0]) < coup  # shown before the coup is settled
