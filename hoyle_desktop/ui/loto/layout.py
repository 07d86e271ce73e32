"""How the Loto table lays out the cards on its felt: the person's cards large, the computer
players' smaller below (as plaques past twelve players), the cards laid aside, and how all of them
grow with the window and the "Large cards" option. A mixin of :class:`.table.LotoTable`, which
owns the widgets this fills (``mine``, ``others``, ``aside_row``, ``felt``, ``board``)."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ...engine.loto.view import LotoView
from ..table.card_view import card_scale
from .card_widget import LotoCardWidget
from .summary import FullCards, SeatSummary, plaque_width

FULL_CARDS_UP_TO = 12  # players; a larger table (Peel allows 24) shows the others as plaques


class LotoCardsLayout:
    def _lay_cards(self) -> None:
        """(Re)make the card widgets for the cards each seat holds now."""
        view = self._view()
        _clear(self.mine)
        _clear(self.others)
        self.card_widgets = {}
        self.seat_labels = {}
        self.summaries = {}
        grow, others_grow = self._growth(view)
        for i in self._cards_shown(view, self.human):
            widget = self._card(i, int(self._my_cell(view) * grow))
            self.mine.addWidget(widget)
        self.mine.addStretch(1)
        others = [s for s in range(self.game.players) if s != self.human]
        if self._crowded():
            self._lay_summaries(view, others)
            self._lay_aside(view)
            return
        per_row, small = self._others_layout(view, others_grow)
        for k, seat in enumerate(others):
            box = QWidget()
            lay = QVBoxLayout(box)
            lay.setContentsMargins(0, 0, 0, 0)
            label = QLabel()
            label.setWordWrap(True)  # "Computer 1 · purse 188" in two lines on a narrow felt (a large font)
            self.seat_labels[seat] = label
            lay.addWidget(label)
            cards = QHBoxLayout()
            for i in self._cards_shown(view, seat):
                widget = self._card(i, small, clickable=False)
                if not self.first:  # a card another player holds: click it to offer an exchange
                    widget.card_clicked.connect(self._on_other_card_clicked)
                    widget.setCursor(Qt.CursorShape.PointingHandCursor)
                cards.addWidget(widget)
            cards.addStretch(1)
            lay.addLayout(cards)
            self.others.addWidget(box, k // per_row, k % per_row)
        self._lay_aside(view)

    def _cards_shown(self, view: LotoView, seat: int) -> tuple[int, ...]:
        """The cards a seat holds as the table shows them: at the first method the round on show,
        whose end may be held while the engine has dealt the next round's cards."""
        held = self.shown_held if self.first else None
        return tuple(held[seat]) if held and seat in held else tuple(view.cards[seat])

    def _crowded(self) -> bool:
        return self.game.players > FULL_CARDS_UP_TO

    def _lay_summaries(self, view: LotoView, others: list[int]) -> None:
        """A crowded table: each other player as a plaque (thumbnails, best line), as many a row as
        the felt's width takes; a click shows that player's cards full size."""
        per_row = self._summaries_per_row(view)
        for k, seat in enumerate(others):
            summary = SeatSummary(seat, [self.game.box[i] for i in self._cards_shown(view, seat)])
            summary.clicked.connect(self._show_full_cards)
            self.summaries[seat] = summary
            self.others.addWidget(summary, k // per_row, k % per_row)

    def _summaries_per_row(self, view: LotoView) -> int:
        most = max((len(view.cards[s]) for s in range(self.game.players) if s != self.human), default=1)
        width = max(self.felt.width(), 600) - 24
        return max(2, min(8, width // plaque_width(most)))

    def _show_full_cards(self, seat: int) -> None:
        """Another player's cards, full size, beside the plaque; at the second method a card clicked
        there is offered in exchange (as at a smaller table)."""
        view = self._view()
        summary = self.summaries.get(seat)
        if summary is None:
            return
        covered = self._covered_shown(view, seat)
        on_card = None if self.first else self._on_other_card_clicked
        if self.full_cards is not None:
            self.full_cards.close()
        self.full_cards = FullCards(
            seat,
            self.names[seat],
            [self.game.box[i] for i in self._cards_shown(view, seat)],
            covered,
            self.shown_call,
            on_card,
            self,
            int(30 * card_scale(self.settings)),
        )
        self.full_cards.show_near(summary)

    def _covered_shown(self, view: LotoView, seat: int) -> frozenset[int]:
        if self.first and self.shown_held and seat in self.shown_held:  # the round on show (held)
            return frozenset(self.shown_covered.get(seat, ()))
        return view.covered[seat] if self.first else frozenset(view.covered[seat] & set(self.knobs))

    def _my_cell(self, view: LotoView) -> int:
        """The person's cards' cell size at an ordinary window."""
        return min(54, int(880 / (9.4 * max(1, len(view.cards[self.human])))))

    def _others_layout(self, view: LotoView, grow: float = 1.0) -> tuple[int, int]:
        """How many computer players a row and their cards' cell size: as large as the felt's width
        allows (so a long game is easy on the eyes), but always smaller than the person's."""
        others = [s for s in range(self.game.players) if s != self.human]
        most = max((len(view.cards[s]) for s in others), default=1)
        per_row = max(1, min(len(others), 2 if most >= 2 and len(others) <= 4 else 3))
        width = max(self.felt.width(), 600) - 24
        fit = int((width / per_row - 12) / (most * 9.6))
        return per_row, max(9, min(fit, int((30 if len(others) <= 6 else 24) * grow)))

    def _growth(self, view: LotoView) -> tuple[float, float]:
        """On a large window every card grows with it (as the card tables' do): one factor, up to
        twice the ordinary size, as far as the person's cards fit across and all of them down.
        Larger cards (the option, the system's font) make the person's cards larger still, as far
        as they fit across, while the others' make room down to half their size. Returns the
        person's factor and the others'."""
        width, height = self.felt.width() - 24, self.felt.height() - 24
        mine, cards = self._my_cell(view), len(view.cards[self.human])
        per_row, small = self._others_layout(view)
        others = self.game.players - 1
        rows = -(-others // per_row) if others else 0
        across = width / max(1, cards * (9 * mine + 20))  # nine columns, the frame and the spacing
        down = 3 * mine + (0 if self._crowded() else rows * 3 * small)
        fixed = self.board.sizeHint().height() + 60 + rows * (42 if self._crowded() else 30)
        if self.aside_scroll.isVisible():
            fixed += self.aside_scroll.height() + 20
        room = height - fixed
        grow = max(1.0, min(across, room / max(1, down), 2.0))
        # Never wider than the felt: at a small window (the second method's two cards at 1100x760)
        # the person's cards shrink to fit across rather than lose their 80-90 column at the edge.
        narrow = max(0.5, across) if width > 200 and across < 1.0 else None
        scale = card_scale(self.settings)
        if scale <= 1:
            return narrow or grow, grow
        theirs = down - 3 * mine  # the others' cards' height at the ordinary size
        mine_grow = max(grow, min(across, grow * scale, (room - theirs * 0.5) / (3 * mine)))
        others_grow = min(grow, (room - 3 * mine * mine_grow) / theirs) if theirs else grow
        return narrow or mine_grow, max(0.5, others_grow)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        QTimer.singleShot(0, self, self._fit_others)

    def _fit_others(self) -> None:
        """Lay the cards out again when the felt's width asks for another size of the small cards."""
        view = self._view()
        others = [s for s in range(self.game.players) if s != self.human]
        shown = next((self.card_widgets.get(i) for s in others for i in self._cards_shown(view, s)), None)
        mine = next((self.card_widgets.get(i) for i in self._cards_shown(view, self.human)), None)
        grow, others_grow = self._growth(view)
        per_row = self.others.columnCount() if self.summaries else 0
        if (
            (shown is not None and abs(shown.cell - self._others_layout(view, others_grow)[1]) >= 2)
            or (mine is not None and abs(mine.cell - int(self._my_cell(view) * grow)) >= 2)
            or (self.summaries and per_row != min(self._summaries_per_row(view), len(self.summaries)))
        ):
            self._lay_cards()
            self._refresh_board()

    def _lay_aside(self, view: LotoView) -> None:
        _clear(self.aside_row)
        show = self._shows_aside(view)
        for i in view.laid_aside if show else ():
            widget = LotoCardWidget(self.game.box[i], 17)
            widget.card_clicked.connect(self._on_aside_clicked)
            self.aside_row.addWidget(widget)
        self.aside_row.addStretch(1)
        self.aside_title.setVisible(show)
        self.aside_scroll.setVisible(show)

    def _card(self, index: int, cell: int, clickable: bool = True) -> LotoCardWidget:
        widget = LotoCardWidget(self.game.box[index], cell)
        widget.large = bool(self.settings.get("large_cards"))
        if clickable:
            widget.number_clicked.connect(self._on_number_clicked)
            widget.card_clicked.connect(self._on_my_card_clicked)
        else:
            widget.setCursor(Qt.CursorShape.ArrowCursor)
        self.card_widgets[index] = widget
        return widget


def _clear(layout) -> None:
    """Take everything out of ``layout``: widgets are deleted, nested layouts emptied."""
    while layout.count():
        item = layout.takeAt(0)
        widget = item.widget()
        if widget is not None:
            widget.hide()
            widget.deleteLater()
        elif item.layout() is not None:
            _clear(item.layout())
