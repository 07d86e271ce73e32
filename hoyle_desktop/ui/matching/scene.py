"""The matching games' card scene: hands round the table, a stock, a pile, a spread, piles won.

The person's hand lies at the bottom, face up; the computer players sit round the top with their
cards face down (the stops table's layout). The middle holds what a game uses: a face-down stock
and a face-up discard pile with a large label under it (Crazy Eights: the suit named), or the
table cards spread in rows so every card shows (Cassino). Cards a side has won lie face down by
its seat. The scene decides no rule: the table tells it what happened.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, Signal
from PySide6.QtGui import QFont, QFontMetricsF, QPixmap
from PySide6.QtWidgets import QGraphicsScene

from ...engine.cards import Card
from ..stops.layout import SMALL, TableLayout
from ..stops.seat_items import Caption, SeatPlate
from ..table.card_item import CHOSEN_LIFT, CardItem
from ..table.hand_input import HandInput
from ..table.placing import CardPlacing


class InfoPlate(SeatPlate):
    """A seat's name plate whose second line is the table's own (cards in hand, points, pile).
    The plate grows wider when that line (e.g. "Taken: 20 · Sweeps: 1", longer in German) would
    not fit its usual width, so the line is never cut off. It shows no counters: its words are
    centred on it, with no room kept for them."""

    counters = False
    line = ""

    def _purse_text(self) -> str:
        return self.line

    def set_line(self, text: str) -> None:
        if text != self.line:
            self.prepareGeometryChange()
        self.line = text
        self.update()

    def width(self) -> float:
        k = self.scale_px
        font = QFont()
        font.setPixelSize(max(8, round(12 * k)))  # the plate's second line (SeatPlate.paint)
        text = QFontMetricsF(font).horizontalAdvance(self.note or self.line)
        return max(super().width(), 2 * self.words_left() + text + 6 * k)


class MatchingScene(HandInput, CardPlacing, QGraphicsScene):
    card_clicked = Signal(object)  # a Card of the person's hand
    stock_clicked = Signal()
    spread_clicked = Signal(object)  # a Card on the table

    def __init__(
        self, players: int, human: int, names: Sequence[str], source: Callable[[str], QPixmap], back: str
    ) -> None:
        super().__init__()
        self.players, self.human = players, human
        self.source, self.back = source, back
        self.card_w, self.card_h = 80.0, 112.0
        self.anim_ms = 300
        self.hands: list[list[CardItem]] = [[] for _ in range(players)]
        self.stock: list[CardItem] = []  # one face-down card stands for the stock
        self.stock_count = 0
        self.pile: list[CardItem] = []  # the discard pile, top last (a few shown)
        self.spread: list[CardItem] = []  # Cassino's table cards
        self.spread_groups: list[list[Card]] = []  # builds: their cards lie overlapped, as one pile
        self.won: list[list[CardItem]] = [[] for _ in range(players)]  # face-down piles by seat
        self.dealer = 0
        self.plates = [InfoPlate(names[s], 0, you=s == human) for s in range(players)]
        self.captions = [Caption() for _ in range(players)]
        for item in (*self.plates, *self.captions):
            self.addItem(item)
        self.captions[human].tail_up = False
        self.stock_label = self._text(13)
        self.banner = self._text(22)

    # -- geometry -------------------------------------------------------------------------------
    def geometry(self) -> TableLayout:
        r = self.sceneRect()
        return TableLayout(
            r.width(), r.height(), self.card_w, self.card_h, self.players, self.human, False, False
        )

    def set_card_size(self, width: float, height: float) -> None:
        self.card_w, self.card_h = width, height
        for item in self.all_items():
            item.refresh()

    def all_items(self) -> list[CardItem]:
        items = [c for hand in self.hands for c in hand] + self.stock + self.pile + self.spread
        return items + [c for pile in self.won for c in pile]

    def spread_scale(self, count: int) -> float:
        """Table cards as large as fit in two rows across the middle, up to 0.85 of a hand card."""
        mid = self.geometry().middle()
        per_row = max(1, -(-count // (1 if count <= 8 else 2)))
        fit_w = (mid.width() * 0.8) / (per_row * 1.08)
        rows = 1 if count <= 8 else 2
        fit_h = (mid.height() - 20) / (rows * 1.08) / (self.card_h / self.card_w)
        return max(0.3, min(0.85, fit_w / self.card_w, fit_h / self.card_w))

    def relayout(self, ms: int = 0) -> None:
        if self.layout_held:
            return
        g = self.geometry()
        mid = g.middle()
        for seat in range(self.players):
            self.plates[seat].set_scale_px(g.plate_scale)
            self._place_plate(seat, g)
            self.captions[seat].setPos(g.caption_spot(seat))
            self._place_seat_cards(seat, g, ms)
        cx, cy = mid.center().x(), mid.center().y()
        for i, item in enumerate(self.stock):
            self._place(
                item,
                QPointF(cx - self.card_w * 1.25 + i * 0.5, cy - self.card_h / 2 - i * 0.5),
                1.0,
                ms,
                5 + i,
            )
        shown = self.pile[-4:]
        for item in self.pile[:-4]:
            item.setVisible(False)
        for i, item in enumerate(shown):
            item.setVisible(True)
            spot = QPointF(cx + self.card_w * 0.25 + i * self.card_w * 0.12, cy - self.card_h / 2 + i * 2)
            self._place(item, spot, 1.0, ms, 10 + i)
        self.stock_label.setVisible(bool(self.stock))
        self.stock_label.setPos(cx - self.card_w * 1.25, cy - self.card_h / 2 - 22)
        banner_w = self.banner.boundingRect().width()
        self.banner.setPos(cx - banner_w / 2, min(mid.bottom() - 26, cy + self.card_h / 2 + 14))
        self._place_spread(ms)

    def _place_spread(self, ms: int) -> None:
        if not self.spread:
            return
        mid = self.geometry().middle()
        # A build's cards make one unit, overlapped so each card's corner shows.
        group_of = {c: i for i, g in enumerate(self.spread_groups) for c in g}
        units: list[list[CardItem]] = []
        for item in self.spread:
            g = group_of.get(item.card) if item.card is not None else None
            prev = units[-1][0].card if units else None
            if g is not None and prev is not None and group_of.get(prev) == g:
                units[-1].append(item)
            else:
                units.append([item])
        k = self.spread_scale(len(units))
        w, h = self.card_w * k, self.card_h * k
        step, drop = w * 0.3, h * 0.06
        rows = 1 if len(units) <= 8 else 2
        per_row = -(-len(units) // rows)
        gap = w * 0.08
        z = 10
        for row in range(rows):
            line = units[row * per_row : (row + 1) * per_row]
            widths = [w + (len(u) - 1) * step for u in line]
            left = mid.center().x() - (sum(widths) + gap * (len(line) - 1)) / 2
            top = mid.center().y() - (rows * (h + gap) - gap) / 2 - 10 + row * (h + gap)
            for unit, width in zip(line, widths, strict=True):
                for j, item in enumerate(unit):
                    self._place(item, QPointF(left + j * step, top + j * drop), k, ms, z)
                    z += 1
                left += width + gap

    def _place_seat_cards(self, seat: int, g: TableLayout, ms: int) -> None:
        for i, item in enumerate(self.hands[seat]):
            spot = self._hand_spot(seat, i, g)
            if seat == self.human and item.selected:
                spot += QPointF(0, -self.card_h * CHOSEN_LIFT)
            self._place(item, spot, 1.0 if seat == self.human else SMALL, ms, 20 + i)
        self._place_won(seat, g, ms)

    def plate_resized(self, seat: int) -> None:
        """``seat``'s plate has grown or shrunk: keep it inside the table, its won pile beside it;
        a neighbour's pile beside its own plate may no longer have room there."""
        if not self.layout_held:
            g = self.geometry()
            self._place_plate(seat, g)
            for other in range(self.players):
                if other == seat or other != self.human:
                    self._place_seat_cards(other, g, 0)

    def _place_plate(self, seat: int, g: TableLayout) -> None:
        """At the seat, moved in from the table's edge if a widened plate would stick out."""
        plate, spot, r = self.plates[seat], g.seat_centre(seat), self.sceneRect()
        half = plate.width() / 2 + 8
        x = min(max(spot.x(), r.left() + half), r.right() - half)
        plate.setPos(QPointF(x, spot.y()))

    def _place_won(self, seat: int, g: TableLayout, ms: int) -> None:
        pile = self.won[seat]
        if not pile:
            return
        centre = self.plates[seat].pos()
        plate_w = self.plates[seat].width()
        if seat == self.human:
            base = QPointF(
                centre.x() - self.card_w * SMALL / 2,
                centre.y() - 48 * g.plate_scale / 2 - self.card_h * SMALL - 12,
            )
        elif self._pile_beside_plate(seat, g):
            base = QPointF(centre.x() + plate_w / 2 + 6, centre.y() - 24 * g.plate_scale)
        else:
            left, step, top = self._row_under_plate(seat, g)
            hand = len(self.hands[seat])
            base = QPointF(left + (step * (hand - 1) + self.card_w * SMALL + 6 if hand else 0), top)
        for i, item in enumerate(pile):
            self._place(item, base + QPointF(i * 0.3, i * 0.3), SMALL, ms, 3 + i * 0.01)

    def _pile_beside_plate(self, seat: int, g: TableLayout) -> bool:
        """A computer player's won pile lies beside its plate where the seat's share of the top holds
        both, clear of the next plate; else (five or six round a small table) under the plate."""
        slot = g.slot()
        plate = self.plates[seat]
        if plate.width() + self.card_w * SMALL + 16 > slot:
            return False
        # On the plate's right, inside the table (on its left it lay on the neighbour's pile), and
        # clear of every other plate, however wide a long line has made it.
        left = plate.pos().x() + plate.width() / 2 + 6
        right = left + self.card_w * SMALL
        if right > self.sceneRect().right():
            return False
        for other in range(self.players):
            if other in (seat, self.human):
                continue
            drawn = self.plates[other].sceneBoundingRect()  # its glow and dealer badge too
            if left < drawn.right() and right > drawn.left():
                return False
        return True

    def _row_under_plate(self, seat: int, g: TableLayout) -> tuple[float, float, float]:
        """A computer player's hand and won pile side by side under its plate, centred on it and
        fanned as tight as the seat's share of the top needs: (left, step between cards, top)."""
        w, size = self.card_w * SMALL, len(self.hands[seat])
        pile = w + 6 if self.won[seat] else 0.0
        room = g.slot() - 14 - pile
        step = w * 0.3 if size < 2 else max(w * 0.1, min(w * 0.3, (room - w) / (size - 1)))
        span = (step * (size - 1) + w if size else -6.0) + pile
        r = self.sceneRect()
        left = min(max(self.plates[seat].pos().x() - span / 2, r.left() + 4), r.right() - 4 - span)
        return left, step, g.hand_spot(seat, 0, 1).y()

    def _hand_spot(self, seat: int, index: int, g: TableLayout) -> QPointF:
        size = len(self.hands[seat])
        if seat == self.human or not self.won[seat] or self._pile_beside_plate(seat, g):
            return g.hand_spot(seat, index, size)
        left, step, top = self._row_under_plate(seat, g)
        return QPointF(left + step * index, top)

    # -- cards ----------------------------------------------------------------------------------
    def new_deal(self, dealer: int, keep_won: bool = False) -> None:
        for hand in self.hands:
            self._drop(hand)
        self._drop(self.stock)
        self._drop(self.pile)
        self._drop(self.spread)
        if not keep_won:
            for pile in self.won:
                self._drop(pile)
        self.stock_count = 0
        self.banner.setText("")
        for caption in self.captions:
            caption.clear()
        self.dealer = dealer
        for seat, plate in enumerate(self.plates):
            plate.set_state(dealer=seat == dealer, winner=False, active=False)
        self.relayout(0)

    def dealer_spot(self) -> QPointF:
        return self.plates[self.dealer].pos()

    def deal_hand(self, seat: int, cards: Sequence[Card], hidden: int) -> None:
        start = self.dealer_spot()
        hand = self.hands[seat]
        if seat == self.human:
            hand.extend(self._new(c, True, start, SMALL) for c in cards)
        else:
            hand.extend(self._new(None, False, start, SMALL) for _ in range(hidden or len(cards)))
        self.relayout(self.anim_ms)

    def sort_hand(self, order: Sequence[Card]) -> None:
        """Put the person's hand in ``order`` (the engine's sorting)."""
        rank = {c: i for i, c in enumerate(order)}
        self.hands[self.human].sort(key=lambda item: rank.get(item.card, 99) if item.card else 99)

    def take_from_hand(self, seat: int, card: Card) -> CardItem:
        hand = self.hands[seat]
        item = next((i for i in hand if i.card == card), None)
        if item is None:
            hidden = [i for i in hand if not i.face_up]
            item = hidden[-1] if hidden else self._new(None, False, self.plates[seat].pos(), SMALL)
        if item in hand:
            hand.remove(item)
        item.set_face(card, True)
        item.set_marks(selected=False, focused=False, highlight=False, dimmed=False)
        item.selected = False
        return item

    def set_stock(self, count: int) -> None:
        self.stock_count = count
        if count and not self.stock:
            self.stock = [self._new(None, False, self.dealer_spot(), SMALL)]
        elif not count:
            self._drop(self.stock)
        self.relayout(self.anim_ms)

    def draw_to_hand(self, seat: int, card: Card | None, stock_left: int) -> None:
        """A card from the stock goes to ``seat`` (face up only in the person's hand)."""
        at = self.stock[0].pos() if self.stock else self.geometry().middle().center()
        item = self._new(card if seat == self.human else None, seat == self.human, at, 1.0)
        self.hands[seat].append(item)
        self.set_stock(stock_left)

    def to_pile(self, seat: int, card: Card) -> None:
        self.pile.append(self.take_from_hand(seat, card))
        self.relayout(self.anim_ms)

    def start_pile(self, card: Card) -> None:
        self.pile.append(self._new(card, True, self.dealer_spot(), SMALL))
        self.relayout(self.anim_ms)

    def pile_to_stock(self, count: int) -> None:
        """The discard pile, all but its top card, is shuffled into the stock."""
        top = self.pile.pop() if self.pile else None
        self._drop(self.pile)
        if top is not None:
            self.pile.append(top)
        self.set_stock(count)

    def show_hand(self, seat: int, cards: Sequence[Card]) -> None:
        """A hand is shown at the end of a deal: its cards turn face up."""
        hand = self.hands[seat]
        while len(hand) < len(cards):
            hand.append(self._new(None, False, self.plates[seat].pos(), SMALL))
        for item, card in zip(hand, cards, strict=False):
            item.set_face(card, True)
        self.relayout(self.anim_ms)

    # -- Cassino's spread -----------------------------------------------------------------------
    def lay_on_table(self, seat: int | None, card: Card) -> None:
        item = (
            self.take_from_hand(seat, card)
            if seat is not None
            else self._new(card, True, self.dealer_spot(), SMALL)
        )
        self.spread.append(item)
        self.relayout(self.anim_ms)

    def group_spread(self, cards: Sequence[Card]) -> None:
        """Put ``cards`` (a build) side by side at the end of the spread."""
        wanted = list(cards)
        group = sorted((i for i in self.spread if i.card in wanted), key=lambda i: wanted.index(i.card))
        self.spread = [i for i in self.spread if i not in group] + group
        self.relayout(self.anim_ms)

    def highlight_spread(self, cards: Sequence[Card]) -> None:
        wanted = set(cards)
        for item in self.spread:
            item.set_marks(highlight=item.card in wanted)

    def capture(self, seat: int, side_seat: int, played: Card | None, cards: Sequence[Card]) -> None:
        """``played`` (from ``seat``'s hand) and the table ``cards`` go face down to the pile by
        ``side_seat``."""
        taken: list[CardItem] = []
        if played is not None:
            taken.append(self.take_from_hand(seat, played))
        wanted = set(cards)
        for item in [i for i in self.spread if i.card in wanted]:
            self.spread.remove(item)
            taken.append(item)
        for item in taken:
            item.set_face(None, False)
            item.set_marks(highlight=False)
            self.won[side_seat].append(item)
        self.relayout(self.anim_ms)

    # -- input ----------------------------------------------------------------------------------
    def hand_clicked(self, card: Card) -> None:
        self.card_clicked.emit(card)

    def hand_dropped(self, card: Card, at: QPointF) -> None:
        if at.y() < self.geometry().middle().bottom():
            self.card_clicked.emit(card)

    def mousePressEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        views = self.views()
        item = self.itemAt(event.scenePos(), views[0].transform()) if views else None
        if isinstance(item, CardItem) and item in self.stock:
            self.stock_clicked.emit()
            return
        if isinstance(item, CardItem) and item in self.spread and item.card is not None:
            self.spread_clicked.emit(item.card)
            return
        super().mousePressEvent(event)
