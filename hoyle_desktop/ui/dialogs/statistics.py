"""Statistics per game and house-rule profile, with a reset.

"Every game" shows what every game has (games, wins, runs of wins, net counters for games played
for counters, abandoned games and games with a move taken back); "Cribbage" adds cribbage's own
figures. ``self.table`` is the first tab's table.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine import registry
from ...storage.stats import load_stats, per_deal, reset_stats
from ..cribbage.wording import decimal
from ..file_warnings import warn_damaged_stats

DASH = "—"


class StatisticsDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Statistics"))
        self.table = self._make_table(self.tr("Statistics"))
        self.cribbage_table = self._make_table(self.tr("Cribbage statistics"))
        self.tabs = QTabWidget(self)
        self.tabs.addTab(self.table, self.tr("&Every game"))
        self.tabs.addTab(self.cribbage_table, self.tr("&Cribbage"))
        note = QLabel(
            self.tr(
                "A game abandoned after your first move counts as played and not won. "
                "A game in which you took back a move is not counted; it is listed under “With undo”."
            )
        )
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = buttons.addButton(self.tr("&Reset…"), QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self._reset)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(note)
        layout.addWidget(buttons)
        self.resize(980, 380)
        self.fill()
        self._fit_width()
        warn_damaged_stats(self)

    def _make_table(self, name: str) -> QTableWidget:
        table = QTableWidget(self)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setAccessibleName(name)
        table.verticalHeader().hide()
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setStretchLastSection(True)
        return table

    def fill(self) -> None:
        entries = sorted(load_stats()["entries"].values(), key=lambda e: (e["game"], e["profile"]))
        headers = [
            self.tr("Game and house rules"), self.tr("Games"), self.tr("Wins"), self.tr("Win rate"),
            self.tr("Current run of wins"), self.tr("Best run"), self.tr("Net counters"),
            self.tr("Abandoned"), self.tr("With undo"),
        ]  # fmt: skip
        self._fill(self.table, headers, [self._every_game_row(e) for e in entries])
        cribbage = [e for e in entries if e["game"] == "cribbage"]
        headers = [
            self.tr("Game and house rules"), self.tr("Lurches and skunks given"), self.tr("Taken"),
            self.tr("Pegging a deal"), self.tr("Hand a deal"), self.tr("Crib a deal"), self.tr("Best hand"),
        ]  # fmt: skip
        self._fill(self.cribbage_table, headers, [self._cribbage_row(e) for e in cribbage])

    def _fit_width(self) -> None:
        """Wide enough for every column in the user's language (German headers are long), within
        the screen; where even that is too narrow, the long headings wrap onto two lines, and then
        the games' names (French at 1024 pixels cut off the last column, "…ec annulati": playtest
        (i))."""
        margins = self.layout().contentsMargins()
        room = self._screen_width() - 40
        needed = 0
        for table in (self.table, self.cribbage_table):
            width = self._table_width(table)
            spare = room - (margins.left() + margins.right() + 12)
            headings = list(table.property("headings") or [])
            for column in sorted(range(len(headings)), key=lambda c: -len(headings[c])):
                if width <= spare:
                    break
                _wrap_heading(table, column, headings[column])  # the longest first
                width = self._table_width(table)
            if width > spare:  # still too wide: the games' names take two lines
                _narrow_first_column(table, table.columnWidth(0) - (width - spare))
                width = spare
            needed = max(needed, width)
        needed += margins.left() + margins.right() + 12
        self.resize(min(max(self.width(), needed), room), self.height())

    @staticmethod
    def _table_width(table: QTableWidget) -> int:
        table.resizeColumnsToContents()
        columns = sum(table.columnWidth(c) for c in range(table.columnCount()))
        return columns + 2 * table.frameWidth() + table.verticalScrollBar().sizeHint().width()

    def _screen_width(self) -> int:
        screen = self.screen()
        return screen.availableGeometry().width() if screen is not None else 1 << 16

    def _every_game_row(self, e: Mapping[str, Any]) -> list[str]:
        games = int(e["games"])
        rate = f"{e['wins'] / games:.0%}" if games else DASH
        counters = e["game"] in {spec.key for spec in registry.GAMES} and registry.played_for_counters(
            e["game"], self._rules(e["profile"])
        )  # net counters won
        net = f"{int(e['stake']):+d}".replace("-", "−") if counters else DASH
        return [
            self._title(e["game"], e["profile"]), str(games), str(e["wins"]), rate,
            str(e["streak"]), str(e["best_streak"]), net, str(e["abandoned"]), str(e["with_undo"]),
        ]  # fmt: skip

    def _cribbage_row(self, e: Mapping[str, Any]) -> list[str]:
        return [
            self._title(e["game"], e["profile"]),
            str(sum(e["given"].values())), str(sum(e["taken"].values())),
            *(decimal(per_deal(e, source)) for source in ("pegging", "hand", "crib")),
            str(e["best_hand"]),
        ]  # fmt: skip

    def _fill(self, table: QTableWidget, headers: list[str], rows: list[list[str]]) -> None:
        table.setProperty("headings", headers)  # in one line each, for _wrap_heading
        table.clear()
        table.setColumnCount(len(headers))
        table.setHorizontalHeaderLabels(headers)
        table.setRowCount(len(rows))
        for row, cells in enumerate(rows):
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if text == DASH:  # read as "em dash": say there is nothing there
                    item.setData(Qt.ItemDataRole.AccessibleTextRole, self.tr("none"))
                elif " · " in text:  # "Cribbage · Hoyle's five-card game" without "middle dot"
                    item.setData(Qt.ItemDataRole.AccessibleTextRole, text.replace(" · ", ", "))
                table.setItem(row, col, item)
        # A screen reader heard an empty table as "Statistics, table" and nothing more; with games,
        # the keys land on the first cell (read with its column's heading), not on no cell at all.
        table.setAccessibleDescription("" if rows else self.tr("No games played yet."))
        if rows:
            table.setCurrentCell(0, 0)

    def _rules(self, profile_id: str) -> Mapping[str, Any] | None:
        """The rules of the house rules a game was played under (None once they are gone)."""
        catalog = getattr(self.parent(), "catalog", None)
        try:
            return catalog.get(profile_id).rules if catalog is not None else None
        except KeyError:
            return None

    def _title(self, game: str, profile_id: str) -> str:
        """'Cribbage · Today's six-card game' in the user's language (the ids if either is gone)."""
        from ..chooser import game_title
        from ..data_words import profile_title

        try:
            game_text = game_title(registry.get(game))
        except KeyError:
            game_text = game
        catalog = getattr(self.parent(), "catalog", None)
        try:
            profile_text = profile_title(catalog.get(profile_id)) if catalog is not None else profile_id
        except KeyError:
            profile_text = profile_id
        return self.tr("%1 · %2").replace("%1", game_text).replace("%2", profile_text)

    def _reset(self) -> None:
        answer = QMessageBox.question(
            self,
            self.tr("Reset statistics"),
            self.tr("Forget every game played so far?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,  # Enter forgets nothing
        )
        if answer == QMessageBox.StandardButton.Yes:
            reset_stats()
            self.fill()


def _wrap_heading(table: QTableWidget, column: int, text: str) -> None:
    """A heading of more than one word on two lines, broken at the space nearest its middle (a
    screen reader still hears it in one line)."""
    item = table.horizontalHeaderItem(column)
    spaces = [i for i, ch in enumerate(text) if ch == " "]
    if item is None or not spaces:
        return
    cut = min(spaces, key=lambda i: abs(len(text) - 2 * i))
    item.setText(text[:cut] + "\n" + text[cut + 1 :])
    item.setData(Qt.ItemDataRole.AccessibleTextRole, text)


def _narrow_first_column(table: QTableWidget, width: int) -> None:
    """The first column (the game and its house rules) ``width`` wide, its names wrapped at a space
    onto more lines, never cut."""
    header = table.horizontalHeader()
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
    table.setColumnWidth(0, max(width, 80))
    table.setWordWrap(True)
    table.resizeRowsToContents()
