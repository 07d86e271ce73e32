"""The Baccarat table: the bank's cards above, the punters' hand (or Banque's two tableaux) below,
the bank, the shoe and the coup in a line, on the counters table of the banking games."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout

from ...engine.actions import Event
from ...engine.baccarat.view import BaccaratView
from ...engine.cards import Card
from . import baccarat_words
from .counters_table import CountersTable, clear_layout

BANKER_ROW = -1


class BaccaratTable(CountersTable):
    def build_felt(self, column: QVBoxLayout) -> None:
        self.info = QLabel()
        self.info.setObjectName("baccaratInfo")
        column.addWidget(self.info)
        self.rows: dict[int, tuple[QLabel, QHBoxLayout]] = {}
        self.hands: dict[int, list[Card | None]] = {}
        self.holders: dict[int, int | None] = {}
        self.points: dict[int, int | None] = {}
        self.outcome = QLabel()
        self.outcome.setObjectName("baccaratOutcome")
        self.outcome.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.outcome.setStyleSheet("font-size: 16pt; font-weight: bold;")
        tableaux = self.game.cfg.tableaux
        for t in (BANKER_ROW, *range(tableaux)):
            title = QLabel()
            cards = QHBoxLayout()
            cards.setSpacing(8)
            column.addWidget(title)
            column.addLayout(cards)
            self.rows[t] = (title, cards)
            self.hands[t] = []
            self.holders[t] = None
            self.points[t] = None
            if t == BANKER_ROW:
                column.addWidget(self.outcome)
        self.new_coup = True
        self._lay_rows()

    def words(self) -> Any:
        return baccarat_words

    def _view(self) -> BaccaratView:
        view = self.game.view(self.human)
        assert isinstance(view, BaccaratView)
        return view

    def show_event(self, e: Event) -> float:
        k = e.kind
        t = e.data.get("tableau")
        if k == "deal":
            if self.new_coup:
                for row in self.hands:
                    self.hands[row], self.holders[row], self.points[row] = [], None, None
                self.outcome.setText("")
                self.new_coup = False
            hidden = int(e.data.get("hidden", 0))
            self.hands[int(t)] = list(e.cards) if e.cards else [None] * hidden
            self.holders[int(t)] = e.seat
            self._lay_rows()
            return 1.0
        if k == "turn_up":
            self.hands[int(t)] = list(e.cards)
            self.points[int(t)] = int(e.data.get("point", 0))
            self._lay_rows()
            return 1.5 if e.reason == "natural" else 0.8
        if k == "draw":
            self.hands[int(t)].append(e.cards[0] if e.cards else None)
            self._lay_rows()
            return 1.0
        if k == "coup":
            self.outcome.setText(baccarat_words.event_line(e, self.names, self.human))
            self.new_coup = True
            return 3.0
        if k in ("pass_deal", "banker", "banco", "no_play", "packs_dealt"):
            return 1.0
        if k == "pay":
            return 0.3
        return 0.0

    def _lay_rows(self) -> None:
        view = self._view()
        self._lay_rows_info_only()
        for t, (title, cards) in self.rows.items():
            clear_layout(cards)
            holder = view.banker if t == BANKER_ROW else self.holders[t]
            if t == BANKER_ROW:
                text = QCoreApplication.translate("Baccarat", "The bank: %1").replace(
                    "%1", self.names[holder]
                )
            else:
                where = baccarat_words.tableau_name(t, view.form)
                who = (
                    self.names[holder]
                    if holder is not None
                    else QCoreApplication.translate("Baccarat", "nobody")
                )
                text = (
                    QCoreApplication.translate("Baccarat", "%1, held by %2")
                    .replace("%1", where[:1].upper() + where[1:])
                    .replace("%2", who)
                )
            hand = self.hands[t]
            known = self.points[t]
            if known is None and hand and all(c is not None for c in hand):
                from ...engine.baccarat.points import point

                known = point([c for c in hand if c is not None])
            if known is not None and hand:
                text += " · " + QCoreApplication.translate("Baccarat", "point %1").replace("%1", str(known))
            title.setText(text)
            for c in hand:
                cards.addWidget(self.card_label(c, c is not None))
            cards.addStretch(1)

    def _refresh(self) -> None:
        if self.pacer.idle:
            self._lay_rows_info_only()
        super()._refresh()

    def _lay_rows_info_only(self) -> None:
        view = self._view()
        self.info.setText(
            QCoreApplication.translate("Baccarat", "Bank %1 · coup %2 of %3 · %4 cards in the shoe")
            .replace("%1", str(view.bank))
            .replace("%2", str(min(view.coup + 1, view.coups)))
            .replace("%3", str(view.coups))
            .replace("%4", str(view.shoe))
        )
