"""What the keys-only check of 29 November 2026 (docs/accessibility-check-2026-11-29.md) found a
screen reader heard wrong: a whole deal at a real table driven by keys, offscreen, through the
announcer's ``listeners`` seam."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from test_screen_reader_check import open_table, play_to_the_hold, press

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


def at_a_cover(qtbot, table) -> None:
    """The person may cover a number called, and the table has shown everything before."""
    qtbot.waitUntil(
        lambda: table._my_turn() and any(a.kind == "cover" for a in table.game.legal_actions(table.human)),
        timeout=20000,
    )


@pytest.mark.usefixtures("quick_loto")
def test_loto_enter_with_nothing_typed_says_how_to_cover(qtbot, heard) -> None:
    """Loto: the Hint said "Cover 60"; Enter then said only "That key does nothing now. Press N
    (Next number), H (Hint)." — never how a number is covered by keys."""
    table = open_table(qtbot, "loto", "loto", 3, seed=7)
    at_a_cover(qtbot, table)
    table.setFocus()
    before = len(heard)
    press(qtbot, Qt.Key.Key_Return)  # (the next call may be heard after it: the pace is milliseconds)
    assert heard[before].startswith("Type the number to cover, then press Enter"), heard[before:]


@pytest.mark.usefixtures("quick_loto")
def test_loto_enter_after_the_hint_covers_the_number_it_named(qtbot, heard) -> None:
    """Loto: after the Hint's "Cover 60", Enter covers 60, as Enter does what the Hint named at
    every table (the accessibility check of 29 November left it saying how to cover instead). The
    call waits for the Hint asked at it and stays for the typing grace once it is shown: at a
    pace of milliseconds (``quick_loto``) the call had passed before the Hint came, and the test
    skipped."""
    table = open_table(qtbot, "loto", "loto", 3, seed=7)
    at_a_cover(qtbot, table)
    coach = table.coach
    coach.ask()
    qtbot.waitUntil(lambda: coach.shown_best() is not None, timeout=30000)
    best = coach.shown_best()
    assert best.kind == "cover" and table._may_cover(), (best, table.game.legal_actions(table.human))
    moves = len(table.game.history)
    table.setFocus()
    press(qtbot, Qt.Key.Key_Return)
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
    try:
        table = open_table(qtbot, "loto", "loto", 3, seed=7)
        at_a_cover(qtbot, table)
        coach = table.coach
        answered: list[tuple[bool, bool]] = []  # (the person may act, the call's pace runs) as it came
        coach.answered.connect(lambda: answered.append((table._my_turn(), table.pass_timer.isActive())))
        coach.ask()
        assert coach.label.text() == "Thinking about a hint…"
        # the pace ran out: while the hint is on its way the call looks again every HINT_CHECK_MS
        qtbot.waitUntil(lambda: table.pass_timer.interval() == HINT_CHECK_MS, timeout=10000)
        assert table.session.human_may_act(), "the call moved on without the hint"
    finally:
        gate.set()
    qtbot.waitUntil(lambda: bool(answered), timeout=30000)
    assert answered[0] == (True, True), answered
    assert table.pass_timer.interval() == TYPING_GRACE_MS
