"""The accessibility check of 29 November 2026 (b) (docs/notes/accessibility-check-2026-11-29-b.md): what a
person on keys and a screen reader meets of the day's changes (polishd, resumeend). Offscreen; the
announcements through the announcer's ``listeners`` seam (``heard``), the rest as a screen reader
reads it, through ``QAccessible``."""

from __future__ import annotations

import html
import random
import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from table_windows import resume_in_new_window, table_window
from test_coach_card_cases import language
from test_coach_hint import at_a_real_choice
from test_coach_hint import open_game as open_coached
from test_deal_end import GAMES, play_to_the_hold
from test_deal_end import open_game as open_held
from test_hint_withdrawn import _hint_on_show
from test_resume_held import savable

from hoyle_desktop.ui.table.coach import SUB

NAME = QAccessible.Text.Name


def read(widget) -> str:
    """What a screen reader reads as ``widget``'s name."""
    return QAccessible.queryAccessibleInterface(widget).text(NAME)


def ask_hint(qtbot, table) -> None:
    """H, and wait for the hint of the position now."""
    coach = table.coach
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: coach._shown == coach._position() and coach.label.text() != "", timeout=30_000)


def hint_with_parts(qtbot, table) -> None:
    """Play the coach's choice until Newmarket's Hint gives a lead's reasons in parts; leave it on show."""
    coach = table.coach
    for _ in range(40):
        at_a_real_choice(qtbot, table)
        ask_hint(qtbot, table)
        if "margin-left" in coach.label.text():
            return
        table.session.act(coach.decisions[coach._shown].advice.best.action)
    pytest.fail("no lead with its reasons in parts")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_newmarket_s_hint_lines_are_read_as_sentences_and_whole(qtbot, qapp, heard, lang) -> None:
    """Checks 1 and 2. The Hint's short lines (a reason a line, the further ones indented) were
    announced as sentences, but the label a screen reader reads (its name) ran them together with
    bare line breaks and no sentence ends ("…lead it some time\\nThe lead then comes back…"). Its
    name is now what was announced. The words run on below the Hint's steady room, which scrolls;
    the name holds them all, the last line too."""
    QAccessible.setActive(True)
    with language(qapp, lang):
        table = open_coached(qtbot, table_window(qtbot, show_hints=True), "newmarket")
        hint_with_parts(qtbot, table)
        coach = table.coach
        name = read(coach.label)
        assert name in heard, (name, heard[-2:])
        # Since the check of 29 November (c) the name is the short hint said first, and the whole
        # hint is the label's description (and what H says again): read here.
        name = QAccessible.queryAccessibleInterface(coach.label).text(QAccessible.Text.Description)
        assert "\n" not in name and SUB not in name and "\u00a0\u00a0" not in name
        parts = coach.label.text().count("<div") + 1  # a line each, as shown
        assert name.count(". ") + 1 >= parts, name  # each ends a sentence
        assert coach.scroll.verticalScrollBar().maximum() > 0  # more than the room shows
        last = html.unescape(re.split(r"<[^>]+>", coach.label.text().removesuffix("</div>"))[-1])
        assert len(last) > 40
        assert name.rstrip().endswith(last.rstrip()[-40:]), (name, last)  # the last line too


@pytest.mark.parametrize("key", ["loto", "vingt_un"])
def test_withdrawn_advice_leaves_no_words_to_read_and_is_silent(qtbot, monkeypatch, heard, key) -> None:
    """Check 3. The person answered otherwise: the Hint's words go from what a screen reader reads
    at once, with nothing announced about it (the person's own move is heard)."""
    QAccessible.setActive(True)
    table = _hint_on_show(qtbot, monkeypatch, key)
    coach = table.coach
    assert read(coach.label)
    before = len(heard)
    best = coach.decisions[coach._shown].advice.best.action
    table.session.act(next(a for a in table.game.legal_actions(table.human) if a != best))
    assert read(coach.label) == ""
    assert not any(h for h in heard[before:] if "hint" in h.lower() or "coach" in h.lower()), heard[before:]


HELD_AT = {g[0]: g for g in GAMES if g[0] in ("vingt_un", "loto")}


@pytest.mark.deal_end_pause
@pytest.mark.usefixtures("quick_loto")
@pytest.mark.parametrize(("lang", "space"), [("en", "Press Space"), ("fr", "Appuyez sur Espace")])
@pytest.mark.parametrize("game", sorted(HELD_AT))
def test_a_game_resumed_at_a_held_end_says_so_and_what_to_press(
    qtbot, qapp, heard, lang, space, game
) -> None:
    """Check 4. Resumed at a held deal end (the banking tables and Loto, mended today): the hold's
    words are the last heard, the prompt reads them, and F2 says them first."""
    _, profile, players, extra = HELD_AT[game]
    QAccessible.setActive(True)
    with language(qapp, lang):
        window, table = open_held(qtbot, game, profile, players, savable(extra))
        play_to_the_hold(qtbot, table, random.Random(3))
        before = len(heard)
        again = resume_in_new_window(qtbot, window, lambda bot: table_window(bot))
        qtbot.waitUntil(lambda: again.deal_end.holding, timeout=10_000)
        prompt = again.prompt.text()
        assert space in prompt
        assert heard[before:] and heard[-1] == prompt, heard[before:]
        assert read(again.prompt) == prompt
        again.setFocus()
        qtbot.keyClick(again, Qt.Key.Key_F2)
        assert heard[-1].startswith(prompt), heard[-1]


@pytest.mark.deal_end_pause
@pytest.mark.parametrize(("lang", "none"), [("en", "none"), ("de", "keine")])
def test_the_stops_review_reads_none_for_the_player_out(qtbot, qapp, lang, none) -> None:
    """Check 5. Pope Joan's review: the "Left in hand" cell of the player out is read "none" (de:
    "keine") by a screen reader, the other cells their cards in words."""
    QAccessible.setActive(True)
    with language(qapp, lang):
        _window, table = open_held(qtbot, "pope_joan", "pope-joan", 4, {})
        play_to_the_hold(qtbot, table, random.Random(3))
        table.setFocus()
        qtbot.keyClick(table, Qt.Key.Key_R)
        qtbot.waitUntil(
            lambda: table.review.shown is not None and table.review.shown.isVisible(), timeout=3_000
        )
        grid = table.review.shown.table
        box = QAccessible.queryAccessibleInterface(grid)  # its children: headers, then row by row
        cells = [box.child(k) for k in range(box.childCount())]
        read_cells = [c.text(NAME) for c in cells if c.role() == QAccessible.Role.Cell]
        said = read_cells[2 :: grid.columnCount()]  # "Left in hand", each row
        assert len(said) == grid.rowCount() == 4
        table.review.shown.close()
    assert none in said, said
    assert not any(sign in s for s in said for sign in "♠♥♦♣"), said


def test_cribbage_s_hint_label_reads_the_ranks_kept_in_words(qtbot, heard) -> None:
    """Check 1, at a table whose Hint shows signs: the label a screen reader reads said "keeps
    A-9-J-K" (heard "A minus nine minus J") while the announcement said the ranks; its name now
    says them as announced ("keeps ace, nine, jack, king")."""
    import re

    QAccessible.setActive(True)
    table = open_coached(qtbot, table_window(qtbot, show_hints=True), "cribbage")
    at_a_real_choice(qtbot, table)
    coach = table.coach
    ask_hint(qtbot, table)
    assert re.search(r"\w-\w", coach.label.text()), coach.label.text()  # shown: "keeps A-9-J-K"
    name = read(coach.label)
    # said as announced: the announcement itself, word for word (not the last line heard: under load
    # the turn's prompt, "Choose 2 cards for the crib…", was said again after it)
    assert name in heard, (name, heard[-3:])
    assert not re.search(r"\b\w-\w", name), name


@pytest.mark.deal_end_pause
@pytest.mark.usefixtures("quick_loto")
@pytest.mark.parametrize("resumed", [False, True], ids=["live", "resumed"])
@pytest.mark.parametrize("game", sorted(HELD_AT))
def test_h_at_a_held_end_says_to_press_space(qtbot, heard, game, resumed) -> None:
    """Check 4. H at a held deal end (the Hint's button is on show there at a resumed table, and at
    Loto's live one) said "No hint now: nothing is yours to decide." or "The hint comes as soon as
    it is your turn…": neither says the table waits for Space. It says the hold's words now."""
    _, profile, players, extra = HELD_AT[game]
    QAccessible.setActive(True)
    window, table = open_held(qtbot, game, profile, players, savable(extra))
    play_to_the_hold(qtbot, table, random.Random(3))
    if resumed:
        table = resume_in_new_window(qtbot, window, lambda bot: table_window(bot))
        qtbot.waitUntil(lambda: table.deal_end.holding, timeout=10_000)
    table.setFocus()
    before = len(heard)
    qtbot.keyClick(table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: len(heard) > before, timeout=5_000)  # (said as the key's turn comes)
    assert table.deal_end.holding
    assert heard[-1] == table.prompt.text() and "Press Space" in heard[-1], heard[-4:]
