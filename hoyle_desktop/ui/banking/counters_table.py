"""A small table for banking games played for counters (Baccarat, Blind Hookey): the seats along
the top with each purse, running net and stake, the cards in the middle, and the side panel with
the prompt, the engine's actions and the history.

Every payment is shown as it happens: the seat strip keeps its own purses and stakes, moved by
each ``pay`` event as the paced queue shows it (the engine is already further on). Amounts (a
bank, a stake) are chosen in a list and confirmed with a button or Enter; every other action is a
button with a key. Every refusal is the engine's ``why_illegal`` put into words by the game's
wording. A game's table subclasses this and says how to lay out its cards (``build_felt``,
``show_event``) and how to word things (``words``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QKeyEvent, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...engine.actions import Action, Event
from ...engine.cards import Card
from ...engine.ledger import BOX
from ..session import GameSession
from ..table.base import TableBase
from ..table.pacer import EventPacer
from ..table.seats import seat_names
from ..table.side_panel import SidePanel
from . import wording as shared

AMOUNT_KINDS = ("bank", "stake", "cut")
CARD_WIDTH = 72


class CountersTable(TableBase):
    def __init__(
        self, session: GameSession, renderer: Any, settings: Any, parent: QWidget | None = None
    ) -> None:
        super().__init__(session, renderer, settings, parent)
        self.game: Any = session.game
        self.players = self.game.players
        self.names = seat_names(self.players, self.human)
        self.finished = False
        start = int(self.game.ledger.start)
        self.purses = [start] * self.players
        self.bought = [0] * self.players
        self.start_purse = start
        self.staked = [0] * self.players
        self.pacer = EventPacer(
            self._show_batch, self._idle, lambda: int(settings.get("animation_ms")), parent=self
        )
        self._build()
        session.events.connect(self.pacer.enqueue)
        session.human_turn.connect(self._refresh)
        session.finished.connect(self._on_finished)
        session.failed.connect(lambda text: self.status.emit(text[-200:]))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    # -- to provide -----------------------------------------------------------------------------
    def build_felt(self, column: QVBoxLayout) -> None:
        """Add the game's own widgets (its cards) to the felt."""

    def show_event(self, e: Event) -> float:
        """Show one event on the felt; return how long it lingers (a multiple of the animation)."""
        return 0.0

    def words(self) -> Any:
        """The game's wording module: event_line, action_text, amount_text, prompt, refusal,
        result_text, seat_role."""
        raise NotImplementedError

    def context(self) -> str:
        return "Banking"

    # -- building -------------------------------------------------------------------------------
    def _build(self) -> None:
        felt = QFrame()
        felt.setObjectName("bankFelt")
        colour = str(self.settings.get("table_colour"))
        felt.setStyleSheet(f"#bankFelt {{ background: {colour}; }} #bankFelt QLabel {{ color: #f4f4f4; }}")
        column = QVBoxLayout(felt)
        self.seat_grid = QGridLayout()
        self.seat_labels: list[QLabel] = []
        per_row = 4  # five boxes of a purse and a role do not fit side by side in a 1024-wide window
        for seat in range(self.players):
            label = QLabel()
            label.setObjectName(f"seat{seat}")
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setFrameShape(QFrame.Shape.Box)
            label.setMinimumWidth(150)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.seat_labels.append(label)
            self.seat_grid.addWidget(label, seat // per_row, seat % per_row)
        column.addLayout(self.seat_grid)
        self.build_felt(column)
        column.addStretch(1)

        self.panel = SidePanel(QCoreApplication.translate("Banking", "History"), self.game.seed, width=300)
        self.panel.focus_home = self
        self.amounts = QComboBox()
        self.amounts.setAccessibleName(QCoreApplication.translate("Banking", "Amount"))
        self.amount_button = QPushButton()
        self.amount_button.clicked.connect(self._act_amount)
        row = QHBoxLayout()
        row.addWidget(self.amounts, 1)
        row.addWidget(self.amount_button)
        self.amount_row = QWidget()
        self.amount_row.setLayout(row)
        self.amount_row.hide()
        self.panel.extra.addWidget(self.amount_row)
        self.panel.again_button.clicked.connect(self.play_again)
        self.prompt = self.panel.prompt

        outer = QHBoxLayout(self)
        outer.setContentsMargins(6, 6, 6, 6)
        outer.addWidget(felt, 1)
        outer.addWidget(self.panel)
        self._refresh_seats()

    def sizeHint(self) -> QSize:
        return QSize(1200, 820)

    def card_label(self, card: Card | None, up: bool = True, width: int = CARD_WIDTH) -> QLabel:
        label = QLabel()
        label.setPixmap(self.card_pixmap(card, up, width))
        if card is not None and up:
            from ..table.card_words import card_name

            label.setAccessibleName(card_name(card))
            label.setToolTip(card_name(card))
        return label

    def card_pixmap(self, card: Card | None, up: bool, width: int = CARD_WIDTH) -> QPixmap:
        from ..cards.renderer import element_for

        element = element_for(card) if card is not None and up else str(self.settings.get("card_back"))
        try:
            return self.renderer.pixmap(element, width, self.devicePixelRatioF())
        except KeyError:
            return self.renderer.pixmap("back", width, self.devicePixelRatioF())

    @property
    def idle(self) -> bool:
        return self.pacer.idle

    # -- the queue ------------------------------------------------------------------------------
    def start(self, replayed: bool = False) -> None:
        if replayed:
            self.panel.log(QCoreApplication.translate("Banking", "The game is resumed where you left it."))
            self.pacer.enqueue([])
            for e in self.session.past_events():
                self._track(e)
                self.show_event(e)
                line = self.words().event_line(e, self.names, self.human)
                if line:
                    self.panel.log(line)
            self.session.start(replayed=True)
            self._refresh_seats()
            return
        self.session.start()

    def _show_batch(self, batch: Sequence[Event]) -> float:
        linger = 0.0
        for e in batch:
            self._track(e)
            line = self.words().event_line(e, self.names, self.human)
            if line:
                self.panel.log(line)
            linger = max(linger, self.show_event(e))
        self._refresh_seats()
        return linger

    def _track(self, e: Event) -> None:
        """Move the strip's counters as the event shows: purses, buy-ins and stakes on the table."""
        if e.kind != "pay":
            return
        src, dst = e.data.get("from"), e.data.get("to")
        if src == BOX and isinstance(dst, int):
            self.bought[dst] += e.points
        if isinstance(src, int):
            self.purses[src] -= e.points
            if dst == "stakes":
                self.staked[src] += e.points
        if isinstance(dst, int):
            self.purses[dst] += e.points
            if src == "stakes":
                self.staked[dst] = 0

    def _idle(self) -> None:
        if self.finished:
            return
        view = self.game.view(self.human)
        stakes = getattr(view, "stakes", None)
        if stakes is not None and len(stakes) == self.players and isinstance(stakes[0], int):
            self.staked = list(stakes)
        self._refresh_seats()
        self._refresh()
        self.session.proceed()

    def _refresh_seats(self) -> None:
        w = self.words()
        view = self.game.view(self.human)
        for seat, label in enumerate(self.seat_labels):
            net = self.purses[seat] - self.start_purse - self.bought[seat]
            lines = [self.names[seat] + w.seat_role(view, seat)]
            lines.append(shared.purse_line(self.purses[seat], net))
            if self.staked[seat]:
                lines.append(shared.stake_line(self.staked[seat]))
            label.setText("\n".join(lines))
            bold = "font-weight: bold;" if seat in getattr(view, "to_act", ()) else ""
            label.setStyleSheet(bold)

    # -- the person -----------------------------------------------------------------------------
    def _refresh(self) -> None:
        if self.finished or not self.pacer.idle:
            return
        w = self.words()
        view = self.game.view(self.human)
        mine = self.session.human_may_act()
        legal = self.game.legal_actions(self.human) if mine else []
        amounts = [a for a in legal if a.kind in AMOUNT_KINDS]
        buttons = [a for a in legal if a.kind not in AMOUNT_KINDS]
        self.panel.set_actions([(w.action_text(a), lambda a=a: self._act(a)) for a in buttons])
        if amounts:
            current = self.amounts.currentData()
            self.amounts.clear()
            for a in amounts:
                self.amounts.addItem(w.amount_text(a), a.value)
            index = self.amounts.findData(current)
            self.amounts.setCurrentIndex(
                index if index >= 0 else min(len(amounts) - 1, 1 if len(amounts) > 1 else 0)
            )
            self.amount_button.setText(w.action_text(Action(amounts[0].kind, value=None)))
            self._amount_kind = amounts[0].kind
            self.amount_row.show()
        else:
            self.amount_row.hide()
        if mine:
            self.prompt.setText(w.prompt(view))
        else:
            who = view.to_act[0] if view.to_act else None
            self.prompt.setText(
                QCoreApplication.translate("Banking", "%1 is choosing.").replace("%1", self.names[who])
                if who is not None
                else ""
            )

    def _act_amount(self) -> None:
        value = self.amounts.currentData()
        if value is not None:
            self._act(Action(self._amount_kind, value=int(value)))

    def _act(self, action: Action) -> None:
        if self.finished:
            return
        if not self.pacer.idle:
            return
        reason = self.session.act(action)
        if reason is not None:
            text = self.words().refusal(reason)
            self.prompt.setText(text)
            self.status.emit(text)
            return
        self.panel.set_actions([])
        self.amount_row.hide()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.amount_row.isVisible():
            self._act_amount()
            return
        super().keyPressEvent(event)

    # -- the end --------------------------------------------------------------------------------
    def _on_finished(self, result: Any) -> None:
        if self.finished:
            return
        self.finished = True
        w = self.words()
        net = result.scores[self.human]
        text = w.result_text(self.human in result.winners, net)
        self.prompt.setText(text)
        self.panel.log(text)
        for seat in sorted(range(len(result.scores)), key=lambda s: -result.scores[s]):
            self.panel.log(shared.standing_line(self.names[seat], result.scores[seat]))
        self.panel.set_actions([])
        self.amount_row.hide()
        self.panel.again_button.show()

    def apply_settings(self, names: list[str] | None = None) -> None:
        self._refresh_seats()

    def shutdown(self) -> None:
        self.pacer.stop()
        self.finished = True
        self.session.stop()

    def history_texts(self) -> Sequence[str]:
        return self.panel.history_texts()


def clear_layout(layout) -> None:
    while layout.count():
        item = layout.takeAt(0)
        widget = item.widget()
        if widget is not None:
            widget.hide()
            widget.deleteLater()
        elif item.layout() is not None:
            clear_layout(item.layout())
