"""Playtest (i), "Not mended": Speculation as a newcomer meets it. The computers' trades went by
too fast to read; at the deal's end a second caption read "takes the pool", a fragment without its
subject; T, guessed for *Turn up my cards* (U), did nothing and said nothing."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from test_speculation_faults import five_held, open_speculation, play_until
from test_table_overlaps import language  # noqa: F401  (a fixture)

from hoyle_desktop.engine.actions import Event
from hoyle_desktop.engine.cards import Card, Rank, Suit
from hoyle_desktop.engine.speculation.view import LAST
from hoyle_desktop.ui.speculation import wording as w
from hoyle_desktop.ui.table import keys

TRADES = ("offer", "refuse", "sale")
READER_MS_PER_WORD = 240  # 250 words a minute: what a newcomer is given at the default pace


def computers_trades(table) -> dict[str, Event]:
    """A computer's offer, refusal and sale from a deal played by random seats, as seat 0 sees them."""
    rng, found = random.Random(2), {}
    for seed in range(50):
        game = table.game.spec.new_game(dict(table.game.rules), seed)
        while not game.is_over() and len(found) < len(TRADES):
            seat = game.seats_to_act()[0]
            for e in game.apply(seat, rng.choice(game.legal_actions(seat))):
                if e.kind in TRADES and e.seat not in (None, 0) and e.data.get("buyer", 1) != 0:
                    found.setdefault(e.kind, e.for_seat(0))
        if len(found) == len(TRADES):
            return found
    pytest.fail(f"only {sorted(found)} met")


def wait_after(table, event: Event) -> int:
    """How long the table's pacer waits after showing ``event`` before the next (ms)."""
    pacer = table.pacer
    pacer.timer.stop()
    pacer.queue.clear()
    pacer.queue.append(event)
    pacer._pump()
    assert pacer.timer.isActive()
    return pacer.timer.interval()


def test_a_computers_offer_sale_and_refusal_stay_long_enough_to_read(qtbot) -> None:
    """At the default pace each trade's line stays for its words at 250 words a minute; the pace
    setting governs it (twice the pause, twice the time; no pause, the card's animation alone)."""
    window, table = open_speculation(qtbot, 5, (1024, 700), seed=3)
    table.session.stop()
    table.deal_end.holding = False
    window.settings.set("animation_ms", 300)
    trades = computers_trades(table)
    for kind, event in trades.items():
        line = w.event_line(event, table.names, table.human)
        words = len(line.split())
        window.settings.set("computer_pace_ms", 700)  # the default
        usual = wait_after(table, event)
        assert usual >= words * READER_MS_PER_WORD, f"{kind}: {line!r} for {usual} ms"
        window.settings.set("computer_pace_ms", 1400)
        assert wait_after(table, event) >= 2 * usual - 2, kind
        window.settings.set("computer_pace_ms", 0)
        assert wait_after(table, event) < usual, kind


@pytest.mark.parametrize("language", ["en", "de", "fr"], indirect=True)
def test_the_deals_end_says_who_takes_the_pool_in_whole_sentences(qtbot, language) -> None:  # noqa: F811
    board, model = five_held(qtbot, "speculation", (1024, 700))
    table = board.parent()
    while not hasattr(table, "_show"):
        table = table.parent()
    king = Card(Rank.KING, Suit.HEARTS)
    model.deal, model.pool, model.rows[0] = 1, 6, [king]
    win = Event("win", seat=0, cards=(king,))
    take = Event("pay", points=6, reason="pool", data={"from": "pool", "to": 0})
    table._show([win, take])
    board.repaint()
    painted = [text for _box, text in board.painted_words]
    fragment = QCoreApplication.translate("Speculation", "takes the pool")
    assert fragment not in painted, painted
    said = " ".join(painted)
    for e in (win, take):
        line = w.event_line(e, table.names, table.human)
        assert line in said, (line, painted)


@pytest.mark.parametrize("language", ["en", "de", "fr"], indirect=True)
def test_a_letter_no_button_takes_names_the_keys_that_work(qtbot, language) -> None:  # noqa: F811
    """T at *Turn up my cards* (its letter U: T is the German Hint's)."""
    window, table = open_speculation(qtbot, 5, (1024, 700), seed=3)
    window.settings.set("show_hints", True)
    play_until(qtbot, table, LAST, seed=4)
    buttons = table.panel.action_buttons
    qtbot.waitUntil(lambda: all(b.isVisibleTo(table) for b in buttons))  # shown by the event loop
    played = len(table.game.history)
    turn_up = buttons[0]
    assert keys.mnemonic(turn_up.text()) != "T"
    letter = "T" if language != "de" else "Q"  # German: T is the Hint (Tipp)
    table.setFocus()
    qtbot.keyClick(table, getattr(Qt.Key, f"Key_{letter}"))
    said = table.panel.note.text()
    assert said.startswith(QCoreApplication.translate("TableKeys", "That key does nothing now.")), said
    assert turn_up.text().replace("&", "") in said, said
    assert len(table.game.history) == played
