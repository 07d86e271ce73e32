"""Issue 27: the screen reader's "Your hand" list said "Your hand, 0 cards" for a moment before
each deal (the hand is emptied, then dealt again). An emptied hand is just "Your hand", between
deals and at the end of the game: not "0 cards", nor the last deal's count (the AT-SPI check of 28
November heard the focus come back to "Your hand, one card" at cribbage's next deal)."""

from __future__ import annotations

from types import SimpleNamespace

from PySide6.QtWidgets import QLabel, QWidget

from hoyle_desktop.engine.cards import Card
from hoyle_desktop.ui.table.accessibility import TableAccess, Words


class FakeGame:
    def __init__(self) -> None:
        self.hand: list[Card] = []
        self.over = False
        self.history: list[object] = []

    def is_over(self) -> bool:
        return self.over

    def view(self, seat: int) -> SimpleNamespace:
        return SimpleNamespace(hand=list(self.hand))

    def seats_to_act(self) -> list[int]:
        return []


class FakeTable(QWidget):
    def __init__(self) -> None:
        super().__init__()
        self.game, self.human = FakeGame(), 0
        self.prompt = QLabel(self)


def test_an_emptied_hand_is_named_without_a_count(qtbot) -> None:
    table = FakeTable()
    qtbot.addWidget(table)
    table.show()
    access = TableAccess(table, Words(table))
    names = []
    table.game.hand = [Card.parse(c) for c in ("5H", "6D", "JS")]
    for hand in (["5H", "6D", "JS"], ["6D"], [], ["2C"], ["2C", "3C", "4C"]):
        table.game.hand = [Card.parse(c) for c in hand]
        access.refresh()
        names.append(access.list.accessibleName())
    assert names == [
        "Your hand, 3 cards",
        "Your hand, one card",
        "Your hand",  # emptied before the next deal: no count
        "Your hand, one card",
        "Your hand, 3 cards",
    ]
    table.game.hand, table.game.over = [], True
    access.refresh()
    assert access.list.accessibleName() == "Your hand"
    access.timer.stop()
