"""The house rule of looking at one's own card for a fee (Speculation, for the pool): one button for
each face-down card ("Card 1", "Card 2", "Card 3"), side by side under a line that says what looking
costs. As a button each beside the other choices they were up to six buttons where the side panel
keeps room for three, and the market below jumped down when they came (playtest, 28 November (h)).
The row keeps its room from the start, shown or not, so nothing below moves as they come and go."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..table.click_focus import tab_focus_only
from ..table.coach import mark_button
from ..table.keys import name_key
from ..table.side_panel import keep_room
from .wording import fill


class LookRow(QWidget):
    """``cards`` buttons; ``look(index)`` is called with the place of the card pressed (0 first)."""

    def __init__(
        self, cards: int, fee: int, look: Callable[[int], None], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        words = QCoreApplication.translate("Speculation", "Look at a card of yours out of turn (pays %1):")
        self.caption = QLabel(fill(words, fee))
        self.caption.setWordWrap(True)
        self.buttons: list[QPushButton] = []
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        for index in range(cards):
            button = QPushButton(fill(QCoreApplication.translate("Speculation", "Card &%1"), index + 1))
            # A screen reader hears the whole choice, not "Card 1".
            whole = QCoreApplication.translate("Speculation", "&Look at card %1 (pays %2)")
            button.setAccessibleName(fill(whole.replace("&", ""), index + 1, fee))
            tab_focus_only(button)
            name_key(button)
            button.clicked.connect(lambda _checked=False, i=index: look(i))
            keep_room(button)  # a card looked at or turned up: the others stay where they are
            row.addWidget(button)
            self.buttons.append(button)
        row.addStretch(1)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.caption)
        column.addLayout(row)
        keep_room(self)
        self.show_looks([])

    def show_looks(self, places: Sequence[int]) -> None:
        """Show the row with a button for each place in ``places`` (the cards that may be looked at);
        an empty list hides it, its room kept."""
        for index, button in enumerate(self.buttons):
            button.setVisible(index in places)
        self.setVisible(bool(places))
        if not places:
            self.mark(None)

    def mark(self, place: int | None) -> None:
        """The coach's best choice is to look at the card at ``place`` (None: no look is best)."""
        best = self.buttons[place].text() if place is not None and 0 <= place < len(self.buttons) else None
        mark_button(list(self.buttons), best)
