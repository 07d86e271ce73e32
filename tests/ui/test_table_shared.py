"""Issue 24's shared behaviours beyond the end-of-deal pause (tests/ui/test_deal_end.py): nothing
moves behind a dialog or a menu, one keyboard convention (plain letters press a button, tooltips
name the key), and side-panel buttons that keep their place as prompts and buttons come and go."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog
from table_windows import open_default, table_window

from hoyle_desktop.ui.dialogs.new_game import NewGameSetup

pytestmark = pytest.mark.usefixtures("quick_loto")


def loto(qtbot):
    window = table_window(qtbot)
    rules = {**window.catalog.get("loto").rules, "players": 3, "standard_reaction_ms": 10}
    table = window.open_table(NewGameSetup("loto", "loto", rules, 3, ["standard"] * 2, seed=4))
    table.cover_for_me.setChecked(True)  # the person's seat answers by itself: the game runs on
    qtbot.waitUntil(lambda: len(table.game.called) >= 2, timeout=10_000)
    return window, table


@pytest.mark.parametrize("opened", ["dialog", "menu"])
def test_the_loto_caller_waits_while_a_dialog_or_menu_is_open(qtbot, opened) -> None:
    window, table = loto(qtbot)
    if opened == "dialog":
        shown = QDialog(window)
        shown.setWindowTitle("Options")
        shown.show()
    else:
        shown = window.game_menu
        shown.popup(window.mapToGlobal(QPoint(10, 10)))
    qtbot.waitUntil(lambda: table.session._paused, timeout=2_000)
    called, moves = len(table.game.called), len(table.game.history)
    qtbot.wait(600)  # thirty calls' time at this pace
    assert (len(table.game.called), len(table.game.history)) == (called, moves)
    shown.close()
    qtbot.waitUntil(lambda: len(table.game.called) > called, timeout=5_000)


@pytest.mark.parametrize("kind", ["window's", "question", "table's", "rules", "other", "again"])
def test_the_table_stops_while_any_dialog_is_open_and_nothing_polls(qtbot, kind) -> None:
    """Qt says when a dialog opens (it takes the focus) and closes: the table stops and goes on
    with no look-over of the windows a few times a second (which woke the app while idle and let a
    computer play for up to 200 ms behind a new dialog)."""
    from PySide6.QtWidgets import QMessageBox

    window, table = loto(qtbot)
    watch = window.dialog_watch
    assert not any(timer.isActive() for timer in watch.findChildren(QTimer))  # nothing polls
    if kind == "window's":
        shown = QDialog(window)
        shown.show()
    elif kind == "question":
        shown = QMessageBox(QMessageBox.Icon.Question, "Sure?", "Sure?", QMessageBox.StandardButton.Ok, table)
        shown.open()  # window-modal, as the app's questions and warnings are
    elif kind == "table's":
        shown = QDialog(table)
        shown.open()  # as the review of the hand and the game summary's dialog open
    elif kind == "rules":  # a window, not modal, that may stay open beside the table
        window.show_rules()
        shown = window.findChild(QDialog, "RulesDialog")
        assert shown.isVisible() and table.session._paused  # handed to the watch: at once
    else:  # a window that is neither modal nor the main window's: known once it takes the focus
        shown = QDialog()
        qtbot.addWidget(shown)
        shown.show()
    qtbot.waitUntil(lambda: table.session._paused, timeout=2_000)
    if kind == "again":  # a dialog watched since it was first seen closes without the focus moving
        window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.focusWindow() is window.windowHandle(), timeout=2_000)
        assert table.session._paused  # still open, behind
        shown.hide()
        qtbot.waitUntil(lambda: not table.session._paused, timeout=2_000)
        shown.show()  # and opens again, with or without the focus
        qtbot.waitUntil(lambda: table.session._paused, timeout=2_000)
    shown.close()
    qtbot.waitUntil(lambda: not table.session._paused, timeout=2_000)
    called = len(table.game.called)
    qtbot.waitUntil(lambda: len(table.game.called) > called, timeout=5_000)  # the caller goes on


def test_a_plain_letter_presses_the_button_it_underlines(qtbot) -> None:
    window = table_window(qtbot)
    rules = {**window.catalog.get("pope-joan").rules, "players": 4}
    table = window.open_table(NewGameSetup("pope_joan", "pope-joan", rules, 4, ["standard"] * 3, seed=4))
    qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=10_000)  # nothing redraws
    pressed = []
    (button,) = table.panel.set_actions([("&Zebra", lambda: pressed.append(1))])
    assert "Key: Z" in button.toolTip()
    table.setFocus()
    qtbot.wait(50)  # the new button is shown once the event loop runs
    qtbot.keyClick(table, Qt.Key.Key_Z)
    qtbot.waitUntil(lambda: pressed == [1], timeout=2_000)
    qtbot.keyClick(table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # Ctrl+Z is Undo's
    qtbot.wait(200)
    assert pressed == [1]


def test_the_buttons_below_the_prompt_keep_their_place(qtbot) -> None:
    """Playtest A: "Review the last hand" and "Next number" moved up and down as prompts and
    buttons came and went, so a click aimed at them hit empty space."""
    window = table_window(qtbot)
    rules = {**window.catalog.get("pope-joan").rules, "players": 4}
    table = window.open_table(NewGameSetup("pope_joan", "pope-joan", rules, 4, ["standard"] * 3, seed=4))
    panel = table.panel
    below = panel.history_title
    panel.prompt.setText("A long prompt " * 12)
    panel.set_actions([("&One", lambda: None), ("&Two", lambda: None)])
    qtbot.wait(50)
    top = below.mapTo(table, below.rect().topLeft()).y()
    panel.prompt.setText("Short.")
    panel.set_actions([])
    qtbot.wait(50)
    assert below.mapTo(table, below.rect().topLeft()).y() == top


@pytest.mark.parametrize("key", ["vingt_un", "cribbage"])
def test_the_buttons_keep_their_place_as_hints_come_and_go(qtbot, monkeypatch, key: str) -> None:
    """Playtest: the hint's mark (a button framed in green, in bold) changed the button's height, so
    the buttons below it moved by a pixel or two; at the cribbage table the hint's words and the
    Hint button, shown at the person's turns only, pushed "Review the last hand" up and down."""
    from PySide6.QtWidgets import QPushButton

    table = open_default(table_window(qtbot, show_hints=True), key)
    coach = table.coach
    qtbot.waitUntil(
        lambda: coach.may_ask() and len(table.game.legal_actions(table.human)) > 1, timeout=20_000
    )
    for button in table.findChildren(QPushButton):
        if "Review" in button.text():
            button.show()  # as from the second deal on
    qtbot.wait(50)  # new buttons are shown from the event loop

    def places() -> dict[str, tuple[int, int]]:
        return {
            b.text(): (b.mapTo(table, b.rect().topLeft()).y(), b.height())
            for b in table.findChildren(QPushButton)
            if b.isVisible() and b is not coach.button
        }

    before = places()
    assert len(before) >= 2
    coach.ask()
    qtbot.waitUntil(lambda: coach._shown is not None, timeout=30_000)
    qtbot.wait(50)
    assert coach.label.text()
    assert places() == before, "the hint moved a button"
    monkeypatch.setattr(coach, "may_ask", lambda: False)  # the others' turn: the hint and its button go
    monkeypatch.setattr(coach, "_turn_coming", lambda: False)  # (not the person's, being shown)
    coach.refresh()
    qtbot.wait(50)
    assert not coach.button.isVisible() and not coach.label.text()
    assert places() == before, "a button moved as the hint went"


def test_the_trick_tables_history_speaks_to_you_in_the_second_person(qapp) -> None:
    """Playtest B (Spoil-Five): "You: robs the turn-up", "You: leads the K♠", "You: takes the pool,
    9". The person's own lines take the second person; the others' keep theirs."""
    from hoyle_desktop.engine.actions import Event
    from hoyle_desktop.engine.cards import Card
    from hoyle_desktop.ui.tricks.words import event_line

    names = ["You", "Computer 1"]
    king = (Card.parse("KS"),)
    lines = [
        event_line(Event("play", seat=0, cards=king, data={"lead": True}), names, []),
        event_line(Event("rob", seat=0, cards=king), names, []),
        event_line(Event("take", seat=0, points=9), names, []),
        event_line(Event("rob_declined", seat=0), names, []),
    ]
    assert lines == [
        "You lead the K♠",
        "You rob the turn-up, the K♠",
        "You take the pool, 9 counters",
        "You do not rob",
    ]
    assert event_line(Event("rob", seat=1, cards=king), names, []) == "Computer 1: robs the turn-up, the K♠"


def test_all_fours_history_never_confuses_the_point_for_game_with_the_whole_game(qapp) -> None:
    """Playtest of 28 November: "Cards counted for Game: You: 6, Computer 1: 3." then, the game won
    on Low, "Game to Computer 1.": read as the point for Game given to the side that counted less."""
    from hoyle_desktop.engine.actions import Event
    from hoyle_desktop.ui.tricks.words import event_line

    line = event_line(Event("game_won", seat=1, data={"team": 1}), ["You", "Computer 1"], [])
    assert line == "Winner of the whole game: Computer 1."


def test_crazy_eights_first_out_summary_gives_no_points_the_history_contradicts(qtbot) -> None:
    """Playtest of 28 November: after "Computer 1 holds 7♥: 7 points" the summary read "You 1 point
    (winner), Computer 1 0 points": in the one-game form nobody scores; the first out wins."""
    from PySide6.QtWidgets import QWidget

    from hoyle_desktop.engine.game import Result
    from hoyle_desktop.ui.table.game_summary import GameSummary

    table = QWidget()
    qtbot.addWidget(table)
    table.resize(800, 600)
    result = Result((0,), (1, 0, 0), ("win", "loss", "loss"), (2, -1, -1), {"scoring": "one_game"})
    summary = GameSummary(table, "crazy_eights", result, ["You", "Computer 1", "Computer 2"], 0)
    assert summary.rows == [
        ("You", "out of cards first (winner)"),
        ("Computer 1", "still holding cards"),
        ("Computer 2", "still holding cards"),
    ]
    scored = Result((1,), (3, 40, 12), ("loss", "win", "loss"), (-1, 2, -1), {"scoring": "winner_scores"})
    rows = GameSummary(table, "crazy_eights", scored, ["You", "Computer 1", "Computer 2"], 0).rows
    assert rows[0] == ("Computer 1", "40 points (winner)")


def test_the_person_cuts_in_the_second_person(qapp) -> None:
    """Playtest of 28 November in German: "Sie: hebt A♥ ab" (third person after "Sie:"), from the
    one line for every seat "%1: cut the %2"; the person's own cut now has its own words."""
    from hoyle_desktop.engine.actions import Event
    from hoyle_desktop.engine.cards import Card
    from hoyle_desktop.ui.tricks.words import event_line

    queen = (Card.parse("QH"),)
    assert event_line(Event("cut", seat=0, cards=queen), ["You", "Computer 1"], []) == "You cut the Q♥"
    assert (
        event_line(Event("cut", seat=1, cards=queen), ["You", "Computer 1"], []) == "Computer 1: cut the Q♥"
    )


def test_cassino_says_you_deal_first_in_the_second_person(qapp) -> None:
    """AT-SPI check of 28 November: "You cut the lowest card and deals first." """
    from hoyle_desktop.ui.cassino.words import first_dealer

    assert first_dealer("You", you=True) == "You cut the lowest card and deal first."
    assert first_dealer("Computer 2", you=False) == "Computer 2 cut the lowest card and deals first."


@pytest.mark.parametrize("key", ["pope_joan", "spoil_five", "crazy_eights", "vingt_un"])
def test_a_computer_player_that_fails_is_said_in_the_status_line(qtbot, key: str) -> None:
    """The tables that follow their session through the shared ``follow_session`` still say a failed
    computer player in the status line, with the last of what went wrong."""
    window = table_window(qtbot)
    table = open_default(window, key)
    said: list[str] = []
    table.status.connect(said.append)
    table.session.failed.emit("x" * 300 + "boom")
    assert said and said[-1].endswith("x" * 196 + "boom")
    if key != "vingt_un":  # (the banking table says the error alone)
        assert said[-1].startswith("A computer player failed")


def test_spoil_five_says_what_the_cards_dealt_face_up_are_for(qapp) -> None:
    """Screenshots of 28 November: Spoil-Five's history opened with "You: the 6♥, Computer 1: the 5♦…"
    and only then "First dealer: Computer 2", with nothing saying those cards find the dealer (Peel:
    "the player to whom the first knave falls becomes dealer")."""
    from hoyle_desktop.engine.tricks.spoil_five import SpoilFiveGame
    from hoyle_desktop.ui.tricks.words import event_line

    game = SpoilFiveGame({"players": 4}, 4)
    names = ["You", "Computer 1", "Computer 2", "Computer 3"]
    lines = [
        event_line(e, names, []) for e in game.opening_events if e.kind in ("deal_face_up", "first_dealer")
    ]
    assert lines[0].startswith(
        "To find the dealer, cards are dealt face up round the table; the first knave deals."
    )
    assert lines[-1] == f"First dealer: {names[game.dealer]}, dealt the first knave"
    assert all("find the dealer" not in line for line in lines[1:])
