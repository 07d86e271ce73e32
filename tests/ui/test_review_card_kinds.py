"""Playtest (f): the review's "Cards" column mixed played, drawn, thrown and still-held cards with
nothing to tell them apart ("Computer 1: 8♦ K♥ 7♥ 8♥ Q♠ K♠": three played, three left at Crazy
Eights; at My Bird Sings the card the person threw beside another's singing hand). Each kind is
named in the cell (read whole by a screen reader), the cards still held have a column of their own."""

from __future__ import annotations

from PySide6.QtCore import Qt
from table_windows import open_default, table_window

from hoyle_desktop.engine.actions import Event
from hoyle_desktop.engine.cards import Card
from hoyle_desktop.ui.table.card_words import card_label


def c(code: str) -> Card:
    return Card.parse(code)


def L(*codes: str) -> str:
    return " ".join(card_label(c(x)) for x in codes)


def review_rows(qtbot, table, events: list[Event]) -> tuple[list[str], list[list[str]]]:
    table.review.last = events
    table.review.open_button.click()
    dialog = table.review.shown
    qtbot.addWidget(dialog)
    grid = dialog.table
    titles = [grid.horizontalHeaderItem(i).text() for i in range(grid.columnCount())]
    rows = [[grid.item(r, k).text() for k in range(grid.columnCount())] for r in range(grid.rowCount())]
    return titles, rows


def test_crazy_eights_names_cards_played_and_drawn_and_the_cards_left(qtbot) -> None:
    window = table_window(qtbot)
    table = open_default(window, "crazy_eights")
    events = [
        Event("deal_start", 0, data={"deal": 1}),
        Event("play", 1, cards=(c("8D"),)),
        Event("draw", 1, data={"stock": 30, "hidden": 1}),
        Event("draw", 0, cards=(c("7H"),), data={"stock": 29}),
        Event("play", 0, cards=(c("7H"),)),
        Event("show", 1, cards=(c("QS"), c("KS")), data={"count": 20}),
        Event("deal_end", 0, data={"deal": 1, "scores": [1, 0, 0]}),
    ]
    titles, rows = review_rows(qtbot, table, events)
    assert titles[2] == "Left in hand", titles
    assert rows[0][1] == f"played: {L('7H')}; drew: {L('7H')}"
    assert rows[1][1] == f"played: {L('8D')}; drew: 1 unseen card"
    assert rows[1][2] == L("QS", "KS") and rows[0][2] == ""
    cell = table.review.shown.table.item(1, 1)
    assert "eight of diamonds" in cell.data(Qt.ItemDataRole.AccessibleTextRole)


def test_my_bird_sings_names_cards_passed_received_and_each_hand_at_the_end(qtbot) -> None:
    window = table_window(qtbot)
    table = open_default(window, "my_bird_sings")
    me, left, right = table.human, (table.human + 1) % 4, (table.human + 3) % 4
    events = [
        Event("hand_start", 1, data={"hand": 1}),
        Event("deal", me, cards=(c("AH"), c("2C"), c("5S"), c("JS"))),
        Event("deal", left, data={"hidden": 4}),
        Event("throw", me, cards=(c("JS"),), data={"to": left}),
        Event("throw", right, cards=(c("3S"),), data={"to": me}),
        Event("stock_exchange", me, cards=(c("5S"), c("2D")), data={"skipped": 0}),
        Event("sing", left, cards=(c("5H"), c("8H"), c("9H"), c("TH"))),
    ]
    titles, rows = review_rows(qtbot, table, events)
    assert titles[2] == "Left in hand", titles
    assert (
        rows[me][1]
        == f"passed on: {L('JS')}; received: {L('3S')}; changed with the stock: {L('5S')} for {L('2D')}"
    )
    assert rows[me][2] == L("AH", "2C", "3S", "2D")
    assert rows[left][1] == f"received: {L('JS')}"
    assert rows[left][2] == L("5H", "8H", "9H", "TH")  # his singing hand
    assert rows[right][1] == f"passed on: {L('3S')}" and rows[right][2] == ""


def test_crazy_eights_book_game_says_the_cards_left_without_points(qtbot) -> None:
    """Playtest (f): "Computer 1 holds 8♥ Q♠ K♠: 70 points." in a game without points: the engine
    gives a count only where it counts, and the history says the cards alone."""
    window = table_window(qtbot)
    table = open_default(window, "crazy_eights")
    table.show_event(Event("show", 1, cards=(c("8H"), c("QS"))))
    assert table.history.item(table.history.count() - 1).text() == f"Computer 1 still holds {L('8H', 'QS')}."
    table.show_event(Event("show", 1, cards=(c("8H"), c("QS")), data={"count": 60}))
    assert table.history.item(table.history.count() - 1).text().endswith(": 60 points.")
