"""The Blind Hookey table: the packets in a row, each with its owner, size, stakes and, once shown,
its bottom card, on the counters table of the banking games."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QVBoxLayout

from ...engine.actions import Event
from ...engine.cards import Card
from . import hookey_words
from .counters_table import CountersTable, clear_layout


class HookeyTable(CountersTable):
    def build_felt(self, column: QVBoxLayout) -> None:
        self.info = QLabel()
        column.addWidget(self.info)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(16)
        holder = QHBoxLayout()
        holder.addLayout(self.grid)
        holder.addStretch(1)
        column.addLayout(holder)
        self.sizes: list[int] = []
        self.owners: list[int] = []
        self.bottoms: list[Card | None] = []
        self.packet_stakes: list[dict[int, int]] = []
        self.new_hand = True
        self.cut_cards: dict[int, Card] = {}
        self._lay()

    def words(self) -> Any:
        return hookey_words

    def show_event(self, e: Event) -> float:
        k = e.kind
        if k == "cut_for_deal" and e.seat is not None and e.cards:
            self.cut_cards[e.seat] = e.cards[0]
            return 0.5
        if k == "cut_packet":
            if self.new_hand:
                self.sizes, self.owners, self.bottoms, self.packet_stakes = [], [], [], []
                self.staked = [0] * self.players
                self.new_hand = False
            self.sizes.append(int(e.data.get("size", 0)))
            self.owners.append(e.seat if e.seat is not None else -2)
            self.bottoms.append(None)
            self.packet_stakes.append({})
            self._lay()
            return 0.6
        if k == "reject":
            i = int(e.data.get("packet", 0))
            for j in range(len(self.owners)):
                self.owners[j] = self.game.view(self.human).dealer if j == i else -2
            self._lay()
            return 0.8
        if k == "stake" and e.seat is not None:
            i = int(e.data.get("packet", 0))
            amount = int(e.data.get("amount", 0))
            if amount and i < len(self.packet_stakes):
                self.packet_stakes[i][e.seat] = amount
                self.staked[e.seat] += amount
            self._lay()
            return 0.4
        if k == "show":
            i = int(e.data.get("packet", 0))
            if i < len(self.bottoms) and e.cards:
                self.bottoms[i] = e.cards[0]
            self._lay()
            return 0.8
        if k == "hand_over":
            self.new_hand = True
            self.staked = [0] * self.players
            return 2.5
        if k == "pay":
            return 0.3
        return 0.0

    def _lay(self) -> None:
        view = self.game.view(self.human)
        self.info.setText(
            QCoreApplication.translate("BlindHookey", "Hand %1 of %2 · the ace ranks %3")
            .replace("%1", str(min(view.hand_no + 1, view.hands)))
            .replace("%2", str(view.hands))
            .replace(
                "%3",
                QCoreApplication.translate("BlindHookey", "high")
                if view.ace_high
                else QCoreApplication.translate("BlindHookey", "low"),
            )
        )
        clear_layout(self.grid)
        for i, size in enumerate(self.sizes):
            owner = self.owners[i]
            name = (
                self.names[owner] if owner >= 0 else QCoreApplication.translate("BlindHookey", "the company")
            )
            title = QLabel(
                QCoreApplication.translate("BlindHookey", "%1\n%2, %3 cards")
                .replace("%1", hookey_words.capital(hookey_words.packet_name(i)))
                .replace("%2", name)
                .replace("%3", str(size))
            )
            title.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.grid.addWidget(title, 0, i)
            card = self.card_label(self.bottoms[i], self.bottoms[i] is not None)
            self.grid.addWidget(card, 1, i, Qt.AlignmentFlag.AlignCenter)
            stakes = ", ".join(f"{self.names[s]} {a}" for s, a in sorted(self.packet_stakes[i].items()))
            label = QLabel(stakes)
            label.setWordWrap(True)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.grid.addWidget(label, 2, i)
