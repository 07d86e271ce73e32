"""What the keys-only check of 29 November 2026 (docs/notes/accessibility-check-2026-11-29.md) found a
screen reader heard wrong: a whole deal at a real table driven by keys, offscreen, through the
announcer's ``listeners`` seam."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from table_windows import table_window
from test_screen_reader_check import open_table, play_to_the_hold, press

from hoyle_desktop.ui.dialogs.new_game import NewGameSetup
from hoyle_desktop.ui.table.card_words import card_name


@pytest.mark.deal_end_pause
def test_spoil_five_where_am_i_at_the_held_end_names_the_turn_up_on_show(qtbot, heard) -> None:
    """Spoil-Five: F2 at the held end of a deal named the next deal's turn-up ("Turned up: three of
    clubs" under a deal whose trumps were spades, turned up the nine): the engine had dealt on."""
    table = open_table(qtbot, "spoil_five", "spoil-five", 4, seed=7)
    play_to_the_hold(qtbot, table, seed=7)
    shown = table.scene.turnup
    assert shown is not None and table.game.view(table.human).turnup != shown.card
    table.setFocus()
    press(qtbot, Qt.Key.Key_F2)
    named = card_name(shown.card, table.access.announcer.knave)
    assert f"Turned up: {named}." in heard[-1], heard[-1]


@pytest.mark.deal_end_pause
def test_cribbage_show_names_the_cards_counted(qtbot, heard) -> None:
    """Cribbage's show: "Computer's hand counts 4", "Computer's crib counts 2" was all that was heard
    while the screen laid the computer's hand and the crib face up; their cards are said now."""
    import re

    table = open_table(qtbot, "cribbage", "modern-six-card", 2, seed=7)
    play_to_the_hold(qtbot, table, seed=7)
    card = r"(?:ace|two|three|four|five|six|seven|eight|nine|ten|jack|queen|king) of \w+"
    for title in ("Computer's hand", "crib", "Your hand"):
        said = [h for h in heard if title in h and "counts" in h]
        assert said, (title, heard)
        assert re.search(rf"\(({card}, ){{3}}{card}\) counts \d+", said[0]), said[0]


@pytest.mark.deal_end_pause
def test_cribbage_where_am_i_at_the_held_end_tells_the_deal_on_show(qtbot, heard) -> None:
    """Cribbage: F2 at the held end of a deal said the next deal's crib ("Crib: You, 0 cards.")
    and no start card, while the screen still showed the deal just counted."""
    table = open_table(qtbot, "cribbage", "modern-six-card", 2, seed=7)
    play_to_the_hold(qtbot, table, seed=7)
    starter = table.scene.starter
    assert starter is not None and table.game.view(table.human).crib_count == 0
    table.setFocus()
    press(qtbot, Qt.Key.Key_F2)
    assert f"The start: {card_name(starter.card)}." in heard[-1], heard[-1]
    assert "0 cards" not in heard[-1], heard[-1]


def at_a_cover(qtbot, monkeypatch, then: Callable[[Any], None]) -> Any:
    """A Loto table (calls of milliseconds: ``quick_loto``) that runs ``then(table)`` as the first
    call giving the person a number to cover becomes theirs. Their moment lasts a pace; polled
    for, under load it passed unseen (the opening's wait for the person's turn timed out)."""
    QAccessible.setActive(True)
    window = table_window(qtbot)
    window.activateWindow()
    rules = {**window.catalog.get("loto").rules, "players": 3}
    table = window.open_table(NewGameSetup("loto", "loto", rules, 3, ["standard"] * 2, seed=7, human_seat=0))
    table.access.refresh()
    made_current, done = table._call_is_current, []

    def call_is_current() -> None:  # (the pump calls it as the engine's latest call is on show)
        made_current()
        if not done and table._my_turn() and table._may_cover():
            done.append(True)
            then(table)

    monkeypatch.setattr(table, "_call_is_current", call_is_current)
    qtbot.waitUntil(lambda: bool(done), timeout=60000)
    return table


@pytest.mark.usefixtures("quick_loto")
def test_loto_enter_with_nothing_typed_says_how_to_cover(qtbot, monkeypatch, heard) -> None:
    """Loto: the Hint said "Cover 60"; Enter then said only "That key does nothing now. Press N
    (Next number), H (Hint)." — never how a number is covered by keys."""
    said: list[str] = []

    def enter(table) -> None:
        table.setFocus()
        before = len(heard)
        QTest.keyClick(table, Qt.Key.Key_Return)
        said.extend(heard[before:])

    at_a_cover(qtbot, monkeypatch, enter)
    assert said and said[0].startswith("Type the number to cover, then press Enter"), said


@pytest.mark.usefixtures("quick_loto")
def test_loto_enter_after_the_hint_covers_the_number_it_named(qtbot, monkeypatch) -> None:
    """Loto: after the Hint's "Cover 60", Enter covers 60, as Enter does what the Hint named at
    every table (the accessibility check of 29 November left it saying how to cover instead). The
    person presses Enter as the hint comes: at a pace of milliseconds the call had passed before
    the Hint came, and the test skipped; the call now waits for the Hint asked at it."""
    pressed: list[tuple[Any, int]] = []  # the hint's choice, the history's length before Enter

    def enter(table) -> None:
        table.setFocus()
        pressed.append((table.coach.shown_best(), len(table.game.history)))
        QTest.keyClick(table, Qt.Key.Key_Return)

    def ask(table) -> None:
        table.coach.answered.connect(lambda: not pressed and enter(table))
        table.coach.ask()

    table = at_a_cover(qtbot, monkeypatch, ask)
    qtbot.waitUntil(lambda: bool(pressed), timeout=30000)
    best, moves = pressed[0]
    assert best is not None and best.kind == "cover", best
    assert (table.human, best) in table.game.history[moves:]


@pytest.mark.usefixtures("quick_loto")
def test_loto_a_call_waits_for_the_hint_asked_at_it(qtbot, monkeypatch) -> None:
    """Under load the Hint took longer than a call's pace: the person's time ran out, the call moved
    on and the hint asked for was dropped ("Thinking about a hint…", then nothing). The call now
    waits for it, and once it is shown stays for the typing grace. The coach's answers are held
    back here until the pace has run out."""
    import threading

    from hoyle_desktop.ui.loto.table import HINT_CHECK_MS, TYPING_GRACE_MS
    from hoyle_desktop.ui.table import coach as coach_module

    gate = threading.Event()
    advise = coach_module.advise
    monkeypatch.setattr(coach_module, "advise", lambda *a: gate.wait(30) and advise(*a))
    answered: list[tuple[bool, bool]] = []  # (the person may act, the call's pace runs) as it came

    def ask(table) -> None:
        table.coach.answered.connect(lambda: answered.append((table._my_turn(), table.pass_timer.isActive())))
        table.coach.ask()

    try:
        table = at_a_cover(qtbot, monkeypatch, ask)
        assert table.coach.label.text() == "Thinking about a hint…"
        # the pace ran out: while the hint is on its way the call looks again every HINT_CHECK_MS
        qtbot.waitUntil(lambda: table.pass_timer.interval() == HINT_CHECK_MS, timeout=10000)
        assert table.session.human_may_act(), "the call moved on without the hint"
    finally:
        gate.set()
    qtbot.waitUntil(lambda: bool(answered), timeout=30000)
    assert answered[0] == (True, True), answered
    assert table.pass_timer.interval() == TYPING_GRACE_MS


def test_cribbage_where_am_i_after_a_refusal_says_the_question_first(qtbot, heard) -> None:
    """The keys-only check (29 November, not mended then): F2 while laying out, after a key that
    does nothing, said "Your turn. That key does nothing now. Press L …" and only then what is
    asked. What is asked comes first: the stray key's words lie in the panel's note now, and the
    prompt F2 reads is the question."""
    table = open_table(qtbot, "cribbage", "modern-six-card", 2, seed=7)
    alone = [table.human]  # the computer's lay-out shown first: the prompt then stays as it is
    qtbot.waitUntil(lambda: list(table.game.seats_to_act()) == alone and table._my_turn(), timeout=10_000)
    table.setFocus()
    asked = table.prompt.text()
    assert asked and "crib" in asked
    press(qtbot, Qt.Key.Key_X)  # a letter no button takes
    refusal = "That key does nothing now."
    assert table.panel.note.text().startswith(refusal)  # in the note over the history
    assert table.prompt.text() == asked  # the question stays
    press(qtbot, Qt.Key.Key_F2)
    said = heard[-1]
    assert said.startswith(f"Your turn. {asked}"), said
