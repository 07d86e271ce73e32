"""Every refusal in words, keys too: a letter no button at the table takes says so and names the
keys that work now (the lead's look at Crazy Eights in French, 29 November: at the suit to name,
a letter read off the wrong button did nothing and said nothing). Banking's tables name their
decision keys the same way (tests/ui/test_vingt_un_table.py)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from table_windows import table_window
from test_coach_hint import at_a_real_choice, open_game
from test_table_overlaps import language  # noqa: F401  (a fixture)

from hoyle_desktop.ui.table import keys


def free_letter(table) -> str:
    """A letter no shown button of the table underlines, nor H or R."""
    taken = {keys.mnemonic(b.text()) for b in keys.shown_buttons(table)} | set(keys.RESERVED)
    return next(c for c in "QXZJKVWYUBOPLMNSTEAIGDFC" if c not in taken)


@pytest.mark.parametrize("key", ["jig", "crazy_eights", "all_fours"])
def test_a_letter_that_does_nothing_names_the_keys_that_do(qtbot, key: str) -> None:
    window = table_window(qtbot, show_hints=True)
    table = open_game(qtbot, window, key)
    at_a_real_choice(qtbot, table)
    table.setFocus()
    played = len(table.game.history)
    letter = free_letter(table)
    asked = table.prompt.text()
    qtbot.keyClick(table, getattr(Qt.Key, f"Key_{letter}"))
    said = table.panel.note.text()
    assert table.panel.note.isVisible()
    assert said.startswith("That key does nothing now."), said
    assert "H (Hint)" in said, said
    assert table.prompt.text() == asked  # what is asked stays
    qtbot.keyClick(table, getattr(Qt.Key, f"Key_{letter}"))
    assert table.panel.note.text() == said  # said once, not piled up
    assert len(table.game.history) == played  # nothing done


@pytest.mark.parametrize("language", ["en", "de", "fr"], indirect=True)
def test_a_stray_key_moves_nothing_in_the_panel(qtbot, language) -> None:  # noqa: F811
    """Playtest 29 November (b), Spin in German: the stray key's five lines went above the prompt,
    and as the prompt keeps its tallest text the prompt, the Hint and the history stayed pushed down
    for the rest of the deal. The words now lie over the history's top; nothing moves, then or after."""
    window = table_window(qtbot, (1024, 700), show_hints=True)
    table = open_game(qtbot, window, "spin")
    at_a_real_choice(qtbot, table)
    table.setFocus()
    panel = table.panel
    parts = [panel.prompt, panel.actions_box, panel.history_title, panel.history]
    before = [w.geometry() for w in parts]
    asked = table.prompt.text()
    qtbot.keyClick(table, getattr(Qt.Key, f"Key_{free_letter(table)}"))
    qtbot.wait(10)  # the panel laid out again, had anything asked for room
    note = panel.note
    assert note.isVisible() and note.text(), note.text()
    assert table.prompt.text() == asked
    assert [w.geometry() for w in parts] == before
    assert note.geometry().top() >= panel.history_title.y() - 1 or note.geometry().bottom() <= panel.height()
    assert note.geometry().bottom() <= panel.height()
    assert note.heightForWidth(note.width()) <= note.height()  # its words whole
    table.session.act(next(iter(table.game.legal_actions(table.human))))  # play on: a new question
    qtbot.waitUntil(lambda: table.prompt.text() != asked or table.game.is_over(), timeout=10_000)
    qtbot.wait(10)
    assert not note.isVisible()
    assert [w.geometry() for w in parts[:3]] == before[:3]


def test_the_keys_named_are_the_buttons_shown_with_their_letters(qtbot) -> None:
    window = table_window(qtbot, show_hints=True)
    table = open_game(qtbot, window, "crazy_eights")
    at_a_real_choice(qtbot, table)
    text = keys.keys_now_text(table, table.card_keys_text())
    assert text.endswith("Space or Enter plays the card it is on.")
    for button in keys.shown_buttons(table):
        letter = keys.mnemonic(button.text())
        if letter:
            assert f"{letter} ({button.text().replace('&', '')})" in text


@pytest.mark.parametrize("key", ["vingt_un", "blind_hookey", "baccarat"])
def test_space_where_no_card_is_played_says_the_keys_that_work(qtbot, key: str) -> None:
    """AT-SPI check of 29 November (c), Vingt-un in German: asked "Sie haben 16. Eine Karte, oder
    genug?", Space on a card of the hand did nothing and said nothing (Space plays the card at the
    card tables). Where Space does nothing, it says so, with the keys that work."""
    window = table_window(qtbot, show_hints=True)
    table = open_game(qtbot, window, key)
    at_a_real_choice(qtbot, table)
    table.setFocus()
    played = len(table.game.history)
    asked = table.prompt.text()
    qtbot.keyClick(table, Qt.Key.Key_Space)
    said = table.panel.note.text()
    assert said.startswith("That key does nothing now."), said
    assert table.prompt.text() == asked
    assert len(table.game.history) == played
    # The number keys too, where they type the amount (they were left out of the keys named).
    assert table.amount.isVisible() == ("The number keys type the amount" in said), said



def _cut_lines(panel) -> list[str]:
    """The history's lines shown that the note's lower edge cuts across (part under it, part not)."""
    note, history = panel.note, panel.history
    edge = note.geometry().bottom() + 1
    view = history.viewport()
    shown = QRect(view.mapTo(panel, QPoint(0, 0)), view.size())
    cut = []
    for i in range(history.count()):
        rect = history.visualItemRect(history.item(i))
        rect = QRect(view.mapTo(panel, rect.topLeft()), rect.size()).intersected(shown)
        if not rect.isEmpty() and rect.top() < edge <= rect.bottom():
            cut.append(history.item(i).text())
    return cut


@pytest.mark.parametrize("language", ["en", "de", "fr"], indirect=True)
def test_the_stray_note_leaves_the_history_heading_and_cuts_no_line(qtbot, language) -> None:  # noqa: F811
    """Playtest 29 November (e), Newmarket in German: the stray key's note covered the heading
    "Verlauf" and cut a line of the history in half at its lower edge. It now lies below the
    heading, and its lower edge falls between two lines, also as the history grows under it."""
    window = table_window(qtbot, (1024, 700), show_hints=True)
    table = open_game(qtbot, window, "newmarket")
    at_a_real_choice(qtbot, table)
    panel = table.panel
    for n in range(40):  # a long history of lines of one, two and three lines
        panel.log(" ".join(["Computer 2 plays the seven of hearts"] * (1 + n % 3)))
    qtbot.wait(20)
    table.setFocus()
    qtbot.keyClick(table, getattr(Qt.Key, f"Key_{free_letter(table)}"))
    note = panel.note
    assert note.isVisible()
    assert not note.geometry().intersects(panel.history_title.geometry())  # the heading in sight
    assert _cut_lines(panel) == []
    assert note.heightForWidth(note.width()) <= note.height()  # its words whole
    for n in range(3):  # the history moves on under the note
        panel.log(" ".join(["Computer 3 plays the eight of hearts"] * (2 + n)))
        qtbot.wait(20)
        assert note.isVisible() and _cut_lines(panel) == []
