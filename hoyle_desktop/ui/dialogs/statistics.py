"""Statistics per game and house-rule profile, with a reset."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QMessageBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...storage.stats import load_stats, per_deal, reset_stats
from ..cribbage.wording import decimal
from ..file_warnings import warn_damaged_stats


class StatisticsDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Statistics"))
        self.table = QTableWidget(self)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAccessibleName(self.tr("Statistics"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = buttons.addButton(self.tr("&Reset…"), QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self._reset)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.resize(980, 320)
        self.fill()
        warn_damaged_stats(self)

    def fill(self) -> None:
        headers = [
            self.tr("Game and house rules"), self.tr("Games"), self.tr("Wins"), self.tr("Win rate"),
            self.tr("Lurches and skunks given"), self.tr("Taken"), self.tr("Pegging a deal"),
            self.tr("Hand a deal"), self.tr("Crib a deal"), self.tr("Best hand"),
        ]  # fmt: skip
        entries = sorted(load_stats()["entries"].values(), key=lambda e: (e["game"], e["profile"]))
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        self.table.setRowCount(len(entries))
        for row, e in enumerate(entries):
            games = max(int(e["games"]), 1)
            title = self._title(e["game"], e["profile"])
            cells = [title, str(e["games"]), str(e["wins"]), f"{e['wins'] / games:.0%}"]
            if e["game"] == "cribbage":
                cells += [
                    str(sum(e["given"].values())),
                    str(sum(e["taken"].values())),
                    *(decimal(per_deal(e, source)) for source in ("pegging", "hand", "crib")),
                    str(e["best_hand"]),
                ]
            else:  # the rest are cribbage's figures
                cells += ["—"] * (len(headers) - len(cells))
            for col, text in enumerate(cells):
                self.table.setItem(row, col, QTableWidgetItem(text))
        self.table.resizeColumnsToContents()

    def _title(self, game: str, profile_id: str) -> str:
        """'Cribbage · Today's six-card game' in the user's language (the ids if either is gone)."""
        from ...engine import registry
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
            self, self.tr("Reset statistics"), self.tr("Forget every game played so far?")
        )
        if answer == QMessageBox.StandardButton.Yes:
            reset_stats()
            self.fill()
