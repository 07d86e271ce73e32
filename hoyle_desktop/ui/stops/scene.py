"""The card table of the stops family: hands round the table, the board, the played cards by suit.

The person's hand lies at the bottom, face up; the computer players sit round the top with their
cards face down; the dead hand (face down until the deal ends) and the turn-up lie in a column on
the right. Played cards are laid out in four rows, one per suit, each card under its rank, so the
gaps are the cards still to come; the run in play is bright, the earlier cards dimmed. Calls show
as bubbles by the caller; counters fly between purses and the board. The scene never decides a
rule: the table tells it what happened.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import (
    QGraphicsScene,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...engine.cards import SUITS, Card
from ..table.card_item import CardItem
from ..table.hand_input import HandInput
from ..table.placing import CardPlacing, fit_label
from .board import PoolBoard
from .counters import FlyingCounter
from .guide import PLAYED_Z, OutPlace, RowsGuide
from .layout import SMALL, TableLayout
from .seat_items import Caption, SeatPlate


class TableCard(CardItem):
    """A card that can lie under a dark veil: the cards of runs already over (not transparent, so
    the overlapping cards in a row never show through each other)."""

    veiled = False

    def set_veil(self, on: bool) -> None:
        if on != self.veiled:
            self.veiled = on
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        super().paint(painter, option, widget)
        if self.veiled:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(10, 30, 18, 105))
            size = self.card_size()
            radius = size.width() * 0.06
            painter.drawRoundedRect(size, radius, radius)


class StopsScene(HandInput, CardPlacing, QGraphicsScene):
    card_clicked = Signal(object)  # the Card of a hand card the person clicked
    card_class = TableCard

    def __init__(
        self,
        players: int,
        human: int,
        names: Sequence[str],
        source: Callable[[str], QPixmap],
        back: str,
        board: PoolBoard | None,
        column: bool,
    ) -> None:
        super().__init__()
        self.players, self.human = players, human
        self.source, self.back = source, back
        self.card_w, self.card_h = 80.0, 112.0
        self.anim_ms = 300
        self.board = board
        self.column = column
        self.hands: list[list[CardItem]] = [[] for _ in range(players)]
        self.dead: list[CardItem] = []
        self.turnup: CardItem | None = None
        self.played: dict[Card, CardItem] = {}
        self.run: list[Card] = []
        self.face_down = False  # Peel: the played cards are turned down after each stop
        self.turned: list[CardItem] = []  # those cards, in one face-down pile
        self.dealer = 0
        self.plates = [SeatPlate(names[s], 0, you=s == human) for s in range(players)]
        self.captions = [Caption() for _ in range(players)]
        self.guide = RowsGuide()
        self.out_places: list[OutPlace] = []  # the cards out of play, struck through at their places
        self._flying: list[FlyingCounter] = []
        self.flights = 0  # counters sent flying so far, for tests
        self.dead_label = self._text(13)
        self.trumps_label = self._text(13)
        for item in (*self.plates, *self.captions, self.guide):
            self.addItem(item)
        if board is not None:
            self.addItem(board)
        self.captions[human].tail_up = False

    # -- geometry -------------------------------------------------------------------------------
    def geometry(self) -> TableLayout:
        r = self.sceneRect()
        return TableLayout(
            r.width(), r.height(), self.card_w, self.card_h, self.players, self.human,
            self.board is not None, self.column, len(self.dead), bool(self.dead) and self.dead[0].face_up,
        )  # fmt: skip

    def set_card_size(self, width: float, height: float) -> None:
        self.card_w, self.card_h = width, height
        for item in self.all_items():
            item.refresh()

    def all_items(self) -> list[CardItem]:
        items = [c for hand in self.hands for c in hand] + self.dead + self.turned
        items += list(self.played.values())
        return items + ([self.turnup] if self.turnup is not None else [])

    def relayout(self, ms: int = 0) -> None:
        """Put everything where it belongs now (after a resize, or a change of state)."""
        if self.layout_held:
            return
        g = self.geometry()
        for seat in range(self.players):
            self.plates[seat].set_scale_px(g.plate_scale)
            self.plates[seat].setPos(g.seat_centre(seat))
            self.captions[seat].setPos(g.caption_spot(seat))
            hand = self.hands[seat]
            for i, item in enumerate(hand):
                spot = g.hand_spot(seat, i, len(hand))
                if seat == self.human and item.selected:
                    spot += QPointF(0, -self.card_h * 0.18)
                self._place(item, spot, 1.0 if seat == self.human else SMALL, ms, 20 + i)
        for i, item in enumerate(self.dead):
            self._place(item, g.dead_spot(i, len(self.dead)), g.dead_scale(), ms, 12 + i)
        if self.turnup is not None:
            self._place(self.turnup, g.turnup_spot(), 1.0, ms, 12)
        row_scale = g.row_scale()
        for card, item in self.played.items():
            spot = g.row_spot(SUITS.index(card.suit), int(card.rank))
            self._place(item, spot, row_scale, ms, PLAYED_Z + int(card.rank))
        for i, item in enumerate(self.turned):
            self._place(item, g.turned_spot(i), row_scale, ms, 2 + i * 0.01)
        sx, sy = g.row_steps()
        self.guide.set_geometry(g.row_origin(), sx, sy, *g.row_card())
        self._place_out()
        if self.board is not None:
            rect = g.board_rect()
            self.board.set_size(rect.width())
            self.board.setPos(rect.topLeft())
        col = g.column_rect()
        right = self.sceneRect().right() - 4  # a long label ("Trumps: spades") stays on the table
        # ... and off the rows' last column (playtest (i): "Trumps: diamonds" on the kings at
        # 1024x700), in a smaller letter where the room between them is short
        left = max(col.left() + 4, g.row_origin().x() + 12 * sx + g.row_card()[0] + 4)
        for label, y in ((self.dead_label, col.top()), (self.trumps_label, g.turnup_spot().y() - 20)):
            fit_label(label, right - left)
            label.setPos(max(0.0, min(left, right - label.boundingRect().width())), y)
        self.dead_label.setVisible(bool(self.dead))
        self.trumps_label.setVisible(self.turnup is not None)

    # -- cards ----------------------------------------------------------------------------------
    def clear_deal(self) -> None:
        for hand in self.hands:
            self._drop(hand)
        self._drop(self.dead)
        for item in self.played.values():
            self.removeItem(item)
        self.played.clear()
        self._drop(self.turned)
        self.run = []
        if self.turnup is not None:
            self.removeItem(self.turnup)
            self.turnup = None
        for caption in self.captions:
            caption.clear()
        for plate in self.plates:
            plate.set_state(winner=False, active=False)
        self.set_out(())
        self.trumps_label.setText("")

    def new_deal(self, dealer: int) -> None:
        self.clear_deal()
        self.dealer = dealer
        for seat, plate in enumerate(self.plates):
            plate.set_state(dealer=seat == dealer)
        self.relayout(0)

    def _dealer_spot(self) -> QPointF:
        return self.plates[self.dealer].pos()

    def deal_hand(self, seat: int, cards: Sequence[Card], hidden: int) -> None:
        mine = seat == self.human
        start = self._dealer_spot()
        if mine:
            self.hands[seat] = [self._new(c, True, start, SMALL) for c in cards]
        else:
            self.hands[seat] = [self._new(None, False, start, SMALL) for _ in range(hidden or len(cards))]
        self.relayout(self.anim_ms)

    def deal_spare(self, cards: Sequence[Card], hidden: int, label: str) -> None:
        start = self._dealer_spot()
        if cards:
            self.dead = [self._new(c, True, start, SMALL) for c in cards]
        else:
            self.dead = [self._new(None, False, start, SMALL) for _ in range(hidden)]
        self.dead_label.setText(label)
        self.relayout(self.anim_ms)

    def hand_to_stock(self, seat: int, label: str) -> None:
        """A player who has left puts his cards face down on the stock (Snip-Snap-Snorum)."""
        hand = self.hands[seat]
        spots = [item.pos() for item in hand]
        self._drop(hand)
        self.dead = [self._new(None, False, spot, SMALL) for spot in spots] + self.dead
        self.column = True  # the whole pack starts with no stock, so no column was kept for one
        self.dead_label.setText(label)
        self.relayout(self.anim_ms)

    def turn_up(self, card: Card, label: str) -> None:
        self.turnup = self._new(card, True, self._dealer_spot(), SMALL)
        self.trumps_label.setText(label)
        self.relayout(self.anim_ms)

    def set_out(self, cards: Sequence[Card]) -> None:
        self.guide.set_out(cards)
        for place in self.out_places:
            self.removeItem(place)
        self.out_places = [OutPlace(card) for card in cards]
        for place in self.out_places:
            self.addItem(place)
        self._place_out()

    def _place_out(self) -> None:
        g = self.geometry()
        sx, _sy = g.row_steps()
        cw, ch = g.row_card()
        for place in self.out_places:
            spot = g.row_spot(SUITS.index(place.card.suit), int(place.card.rank))
            place.set_geometry(spot, sx, cw, ch)

    def play(self, seat: int, card: Card, lead: bool, from_hand: bool = True) -> None:
        """``card`` goes from ``seat``'s hand to its place in the rows (``from_hand`` False: it was
        played before the table was laid, as after resuming)."""
        hand = self.hands[seat] if from_hand else []
        item = next((i for i in hand if i.card == card), None)
        if item is None and seat != self.human:
            hidden = [i for i in hand if not i.face_up]
            item = hidden[-1] if hidden else None
        if item is None:
            item = self._new(None, False, self.plates[seat].pos(), SMALL)
        if item in hand:
            hand.remove(item)
        item.set_face(card, True)
        item.set_marks(selected=False, focused=False, highlight=False)
        item.set_veil(False)
        item.selected = False
        item.owner = seat
        if lead:
            self.end_run()
        self.run.append(card)
        self.played[card] = item
        self.relayout(self.anim_ms)

    def end_run(self) -> None:
        """A new run begins: the cards played before it are dimmed, or turned face down onto one
        pile when the played cards are turned down (their places in the rows would name them)."""
        for played in self.run:
            if played not in self.played:
                continue
            if self.face_down:
                item = self.played.pop(played)
                item.set_face(None, False)
                self.turned.append(item)
            else:
                self.played[played].set_veil(True)
        self.run = []
        if self.face_down:
            self.relayout(self.anim_ms)

    def show_cards(self, seat: int, cards: Sequence[Card]) -> None:
        """Cards a player has shown (Matrimony declared at Spin) turn face up in the hand."""
        hand = self.hands[seat]
        for card in cards:
            if any(i.card == card for i in hand):
                continue
            hidden = [i for i in hand if not i.face_up]
            if hidden:
                hidden[0].set_face(card, True)
        self.relayout(self.anim_ms)

    def reveal_spare(self, cards: Sequence[Card]) -> None:
        if len(self.dead) != len(cards):
            self._drop(self.dead)
            self.dead = [self._new(None, False, self.geometry().dead_spot(0, 1), SMALL) for _ in cards]
        for item, card in zip(self.dead, cards, strict=True):
            item.set_face(card, True)
        self.relayout(self.anim_ms)

    # -- counters -------------------------------------------------------------------------------
    def fly(self, start: QPointF, end: QPointF, amount: int, landed: Callable[[], None]) -> None:
        """Counters glide from ``start`` to ``end`` (a few of them stand for many); then ``landed``."""
        if self.anim_ms <= 0 or amount <= 0:
            landed()
            return
        self.flights += 1
        shown = min(amount, 6)
        ms = int(self.anim_ms * 1.4)
        left = [shown]

        def one_landed() -> None:
            left[0] -= 1
            if left[0] == 0:
                landed()

        for i in range(shown):
            coin = FlyingCounter(max(5.0, self.card_w * 0.085), band=(amount - 1 - i) // 5)
            self.addItem(coin)
            self._flying.append(coin)
            coin.fly(start, end + QPointF(0, -i * 2.5), ms, i * 45, one_landed)
        QTimer.singleShot(ms + shown * 45 + 200, self, self._forget_landed)

    def _forget_landed(self) -> None:
        self._flying = [c for c in self._flying if c.scene() is not None]

    def purse_point(self, seat: int) -> QPointF:
        return self.plates[seat].purse_point()

    def box_point(self) -> QPointF:
        r = self.sceneRect()
        return QPointF(r.right() - 20, r.bottom() - 20)

    # -- input: a click plays a card; so does dragging it up onto the table ------------------------
    def hand_clicked(self, card: Card) -> None:
        self.card_clicked.emit(card)

    def hand_dropped(self, card: Card, at: QPointF) -> None:
        if self.dropped_on_table(at):
            self.card_clicked.emit(card)

    def dropped_on_table(self, at: QPointF) -> bool:
        """A card let go above the person's hand is played."""
        return at.y() < self.geometry().middle().bottom()

