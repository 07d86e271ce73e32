"""The end of a game: a panel over the felt with every seat's result, the winner, and New game /
Review / Close. Every table gets it from ``opening.py`` when the session says the game is over (after
the last deal's end has had its moment, see ``deal_end.py``).

The figures come from the engine's :class:`~hoyle_desktop.engine.game.Result`: final points in a
scored game, each seat's net counters in a game for counters. Review shows the whole game's history
as the table wrote it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QRegion
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...engine.registry import played_for_counters
from .announcer import spoken
from .counter_words import counters
from .seats import seat_names

ARROWS = {Qt.Key.Key_Left: -1, Qt.Key.Key_Up: -1, Qt.Key.Key_Right: 1, Qt.Key.Key_Down: 1}


def winner_line(
    names: Sequence[str], winners: Sequence[int], human: int, sides: Sequence[int] | None = None
) -> str:
    """Who won; with ``sides`` (a seat's partnership, as a result's details give it) the winners
    are a side, not a shared game."""
    if not winners:
        return QCoreApplication.translate("GameSummary", "Nobody wins.")
    if list(winners) == [human]:
        return QCoreApplication.translate("GameSummary", "You win the game!")
    if len(winners) == 1:
        return QCoreApplication.translate("GameSummary", "%1 wins the game.").replace("%1", names[winners[0]])
    if sides and len(set(sides)) < len(sides) and len({sides[s] for s in winners}) == 1:
        if human in winners:
            return QCoreApplication.translate("GameSummary", "Your side wins the game!")
        return QCoreApplication.translate("GameSummary", "The other side wins the game.")
    together = ", ".join(names[s] for s in winners)
    return QCoreApplication.translate("GameSummary", "The game is shared: %1.").replace("%1", together)


def result_text(points: bool, value: int) -> str:
    if points:
        if abs(value) == 1:
            return QCoreApplication.translate("GameSummary", "%1 point").replace("%1", str(value))
        return QCoreApplication.translate("GameSummary", "%1 points").replace("%1", str(value))
    if value > 0:
        return QCoreApplication.translate("GameSummary", "won %1").replace("%1", counters(value))
    if value < 0:
        return QCoreApplication.translate("GameSummary", "lost %1").replace("%1", counters(-value))
    return QCoreApplication.translate("GameSummary", "even")


class Veil(QWidget):
    """A shade over the felt behind the summary: the felt's last words at the summary's sides
    read as the table behind it, not as words cut off (playtest (h): "Ordi", "Vous" stood out
    beside it). Clicks pass through to the felt."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(0, 0, 0, 130))


class GameSummary(QFrame):
    """Shown over the table's felt; ``new_game`` asks for the same game with a fresh shuffle."""

    new_game = Signal()

    def __init__(
        self,
        table: QWidget,
        game_key: str,
        result: Any,
        names: Sequence[str],
        human: int,
        rules: Mapping[str, Any] | None = None,
    ) -> None:
        super().__init__(table)
        self.veil = Veil(table)
        self.destroyed.connect(self.veil.deleteLater)
        self.setObjectName("gameSummary")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setStyleSheet(
            "#gameSummary { background: #fbf8ef; border: 2px solid #c9a227; border-radius: 8px; }"
            "#gameSummary QLabel { color: #1b1b1b; }"
        )
        self.table = table
        points = not played_for_counters(game_key, rules)
        title = QLabel(QCoreApplication.translate("GameSummary", "The game is over"))
        title.setObjectName("summaryTitle")
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        title.setFont(font)
        self.winner = QLabel(winner_line(names, result.winners, human, (result.details or {}).get("sides")))
        self.winner.setWordWrap(True)
        grid = QGridLayout()
        grid.setHorizontalSpacing(18)
        self.rows: list[tuple[str, str]] = []
        order = sorted(range(len(names)), key=lambda s: -result.scores[s])
        # Crazy Eights as one game: nobody scores, the first out wins (a 1 would read as a point).
        first_out = game_key == "crazy_eights" and (result.details or {}).get("scoring") == "one_game"
        for row, seat in enumerate(order):
            name = QLabel(names[seat])
            text = result_text(points, int(result.scores[seat]))
            if first_out:
                text = (
                    QCoreApplication.translate("GameSummary", "out of cards first")
                    if seat in result.winners
                    else QCoreApplication.translate("GameSummary", "still holding cards")
                )
            if seat in result.winners:
                text = QCoreApplication.translate("GameSummary", "%1 (winner)").replace("%1", text)
            value = QLabel(text)
            if seat in result.winners:
                for label in (name, value):
                    bold = label.font()
                    bold.setBold(True)
                    label.setFont(bold)
            grid.addWidget(name, row, 0)
            grid.addWidget(value, row, 1)
            self.rows.append((names[seat], text))
        # What a table adds to who won (cribbage: a lurch or skunk, the stakes won or lost).
        notes = getattr(table, "summary_notes", None)
        self.notes: list[str] = list(notes()) if callable(notes) else []
        self.note_labels = [QLabel(note) for note in self.notes]
        for label in self.note_labels:
            label.setWordWrap(True)
        self.new_button = QPushButton(QCoreApplication.translate("GameSummary", "&New game"))
        self.new_button.setToolTip(
            QCoreApplication.translate("GameSummary", "The same game with a fresh shuffle (Key: N)")
        )
        # The whole game, said so: beside the side panel's "Review the last hand" a bare "Review"
        # (French "Revoir la partie") read as the same review (playtest (f)).
        self.review_button = QPushButton(QCoreApplication.translate("GameSummary", "Review the &whole game"))
        self.review_button.setToolTip(
            QCoreApplication.translate("GameSummary", "Read the whole game's history (Key: W)")
        )
        self.close_button = QPushButton(QCoreApplication.translate("GameSummary", "&Close"))
        self.close_button.setToolTip(QCoreApplication.translate("GameSummary", "Look at the table (Key: C)"))
        self.new_button.clicked.connect(self.new_game)
        self.review_button.clicked.connect(self.review)
        self.close_button.clicked.connect(self.hide)
        buttons = QHBoxLayout()
        for button in (self.new_button, self.review_button, self.close_button):
            buttons.addWidget(button)
        column = QVBoxLayout(self)
        column.setContentsMargins(18, 14, 18, 14)
        column.addWidget(title)
        column.addWidget(self.winner)
        column.addLayout(grid)
        for label in self.note_labels:
            column.addWidget(label)
        column.addLayout(buttons)
        table.installEventFilter(self)
        for button in (self.new_button, self.review_button, self.close_button):
            button.installEventFilter(self)
        self.place()
        self.veil.show()
        self.veil.raise_()
        self.show()
        self.raise_()
        # Close, not New game, takes the keyboard: a Space or Enter pressed to play on must not deal
        # a new game before the result is read (N deals again). Enter presses the focused button
        # (keyPressEvent), Close where none has the focus: the default, framed as such.
        self.close_button.setFocus()
        self.close_button.setDefault(True)
        # A screen reader hears the result as it appears, and again with the button that has the keys.
        words = self.text()
        self.setAccessibleName(title.text())
        self.setAccessibleDescription(words)
        self.close_button.setAccessibleDescription(words)
        access = getattr(table, "access", None)
        if access is not None:  # after the last lines the table writes as the game ends

            def say() -> None:
                access.announcer.flush_now()
                access.announcer.say(words, assertive=True)

            QTimer.singleShot(0, self, say)

    def text(self) -> str:
        """The summary in sentences: "The game is over. You win the game! You: 121 points (winner)..."."""
        rows = "; ".join(
            QCoreApplication.translate("GameSummary", "%1: %2").replace("%1", name).replace("%2", text)
            for name, text in self.rows
        )
        title = QCoreApplication.translate("GameSummary", "The game is over")
        notes = "".join(f" {note}" for note in self.notes)
        return f"{title}. {self.winner.text()} {rows}.{notes}"

    def felt_rect(self) -> QRect:
        """The table less its side panel (the summary covers the cards, never the history)."""
        area = self.table.rect()
        panel = getattr(self.table, "panel", None)
        if isinstance(panel, QWidget) and panel.isVisible():
            left = panel.mapTo(self.table, panel.rect().topLeft()).x()
            if left > area.width() // 3:
                area.setRight(left - 4)
        return area

    def place(self) -> None:
        area = self.felt_rect()
        size = self.sizeHint().boundedTo(area.size())
        self.resize(size)
        self.move(area.center().x() - size.width() // 2, area.center().y() - size.height() // 2)
        self._veil_all_but_the_panel()

    def _veil_all_but_the_panel(self) -> None:
        """The veil over the whole table (a cribbage board above the felt and panel too), the side
        panel left clear: its history and Play again stay as they were."""
        self.veil.setGeometry(self.table.rect())
        shade = QRegion(self.table.rect())
        panel = getattr(self.table, "panel", None)
        if isinstance(panel, QWidget) and panel.isVisible():
            shade -= QRegion(QRect(panel.mapTo(self.table, panel.rect().topLeft()), panel.size()))
        self.veil.setMask(shade)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        veil = vars(self).get("veil")  # (none while torn down: the table may still show or hide it)
        if veil is not None:
            veil.show()
            veil.stackUnder(self)

    def hideEvent(self, event) -> None:
        super().hideEvent(event)
        veil = vars(self).get("veil")
        if veil is not None:
            veil.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if "close_button" not in vars(self):  # torn down: the table still sends its events here
            return False
        if watched is self.table and event.type() == QEvent.Type.Resize:
            self.place()
        buttons = [self.new_button, self.review_button, self.close_button]
        if watched in buttons and event.type() == QEvent.Type.KeyPress:
            step = ARROWS.get(event.key())  # type: ignore[attr-defined]
            if step is not None:  # the arrows go round the summary's buttons, not off to the table's
                at = buttons.index(watched)  # type: ignore[arg-type]
                buttons[(at + step) % len(buttons)].setFocus(Qt.FocusReason.TabFocusReason)
                return True
        return False

    def review(self) -> None:
        history = getattr(self.table, "history", None)
        lines = [history.item(i).text() for i in range(history.count())] if history is not None else []
        dialog = QDialog(self.table)
        dialog.setWindowTitle(QCoreApplication.translate("GameSummary", "The whole game"))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        story = QListWidget()
        story.setWordWrap(True)
        story.setAccessibleName(dialog.windowTitle())
        access = getattr(self.table, "access", None)
        knave = bool(access is not None and access.announcer.knave)
        for line in lines:  # each line's cards said in words, as the table's history names them
            item = QListWidgetItem(line)
            item.setData(Qt.ItemDataRole.AccessibleTextRole, spoken(line, knave))
            story.addItem(item)
        story.scrollToBottom()
        # The keys land on the last line, heard, not on "list" alone: made current once the list has
        # the focus (made current before, the AT-SPI check heard no line at all).
        QTimer.singleShot(0, story, lambda: story.setCurrentRow(story.count() - 1))
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(dialog.reject)
        layout = QVBoxLayout(dialog)
        layout.addWidget(story, 1)
        layout.addWidget(close)
        dialog.resize(620, 560)
        self.shown = dialog
        dialog.open()

    def keyPressEvent(self, event) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.hide()
            return
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):  # a button here takes no Enter itself
            buttons = (self.new_button, self.review_button, self.close_button)
            focused = next((b for b in buttons if b.hasFocus()), self.close_button)
            focused.animateClick()
            return
        for button in (self.new_button, self.review_button, self.close_button):
            text = button.text()
            at = text.find("&")
            if 0 <= at < len(text) - 1 and event.text().lower() == text[at + 1].lower():
                button.click()
                return
        super().keyPressEvent(event)


def names_for(table: QWidget, players: int, human: int) -> list[str]:
    names = getattr(table, "names", None)
    if isinstance(names, list) and len(names) == players and all(isinstance(n, str) for n in names):
        return names
    return seat_names(players, human)
