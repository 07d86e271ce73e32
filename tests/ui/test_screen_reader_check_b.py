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


@pytest.mark.usefixtures("quick_loto")
def test_loto_enter_with_nothing_typed_says_how_to_cover(qtbot, heard) -> None:
    """Loto: the Hint said "Cover 60"; Enter then said only "That key does nothing now. Press N
    (Next number), H (Hint)." — never how a number is covered by keys."""
    table = open_table(qtbot, "loto", "loto", 3, seed=7)
    qtbot.waitUntil(
        lambda: table.session.human_may_act()
        and any(a.kind == "cover" for a in table.game.legal_actions(table.human)),
        timeout=20000,
    )
    table.setFocus()
    press(qtbot, Qt.Key.Key_Return)
    assert heard[-1].startswith("Type the number to cover, then press Enter"), heard[-1]


@pytest.mark.usefixtures("quick_loto")
def test_loto_enter_after_the_hint_covers_the_number_it_named(qtbot, heard) -> None:
    """Loto: after the Hint's "Cover 60", Enter covers 60, as Enter does what the Hint named at
    every table (the accessibility check of 29 November left it saying how to cover instead)."""
    table = open_table(qtbot, "loto", "loto", 3, seed=7)
    qtbot.waitUntil(
        lambda: table.session.human_may_act()
        and any(a.kind == "cover" for a in table.game.legal_actions(table.human)),
        timeout=20000,
    )
    coach = table.coach
    coach.ask()
    qtbot.waitUntil(lambda: coach.shown_best() is not None or not table._may_cover(), timeout=20000)
    best = coach.shown_best()
    if best is None or best.kind != "cover":
        pytest.skip("the moment passed before the Hint came")
    moves = len(table.game.history)
    table.setFocus()
    press(qtbot, Qt.Key.Key_Return)
    assert (table.human, best) in table.game.history[moves:]


def test_cribbage_where_am_i_after_a_refusal_says_the_question_first(qtbot, heard) -> None:
    """The keys-only check (29 November, not mended then): F2 while laying out, after a key that
    does nothing, said "Your turn. That key does nothing now. Press L …" and only then what is
    asked. What is asked comes first, the refusal after it."""
    table = open_table(qtbot, "cribbage", "modern-six-card", 2, seed=7)
    alone = [table.human]  # the computer's lay-out shown first: the prompt then stays as it is
    qtbot.waitUntil(lambda: list(table.game.seats_to_act()) == alone and table._my_turn(), timeout=10_000)
    table.setFocus()
    asked = table.prompt.text()
    assert asked and "crib" in asked
    press(qtbot, Qt.Key.Key_X)  # a letter no button takes
    refusal = "That key does nothing now."
    assert table.prompt.text().startswith(refusal)  # on screen above the question, which stays
    press(qtbot, Qt.Key.Key_F2)
    said = heard[-1]
    assert said.startswith(f"Your turn. {asked}"), said
    assert refusal in said and said.index(refusal) > said.index(asked), said
