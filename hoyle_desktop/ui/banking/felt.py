"""The banking table's cloth: every seat round an oval with its boxes of cards, stakes, purse and net,
the dealer's button, the stock and the pone's pile in the middle, the pools, and each payment
drawn as an arrow with its amount while it is being made.

It paints a :class:`~.model.TableModel` and nothing else; the table (``table.py``) moves the
model and asks for a repaint. Cards come from the app's card renderer by element name.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QMouseEvent, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...engine.blind_hookey.rules import SECOND
from ..cards.renderer import CARD_ASPECT, element_for
from . import wording as w
from .model import BoxModel, TableModel
from .seat_rows import Seat, SeatRows, lay_out

POOL_SPOT = -1  # a flash's end at the pools
ROWS = (7, 8, 9, 10)  # players at which the seats sit in three rows, not round the oval
LANES = 9  # from this many players the top row's seats each take an equal share of the width


@dataclass
class Flash:
    """A payment arrow or a seat's call, shown until ``until`` (monotonic seconds)."""

    src: int | str
    dst: int | str | None
    text: str
    until: float


class Felt(QWidget):
    cards_clicked = Signal()  # a click on a card drawn (which no decision takes)

    def __init__(
        self,
        names: list[str],
        human: int,
        pixmap: Callable[[str, int], QPixmap],
        back: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.names = names
        self.human = human
        self.pixmap = pixmap
        self.back = back
        self.scale = 1.0  # card_view.card_scale: the system's font and "Large cards"
        self.model: TableModel | None = None
        self.flashes: list[Flash] = []
        # Every line of words the last paint drew, as (where its letters lie, the words): the
        # overlap check reads them (painted words are no widgets Qt could measure).
        self.painted_words: list[tuple[QRectF, str]] = []
        self.painted_places: list[QRectF] = []  # the empty places for a stake drawn (for the tests)
        # Every card the last paint drew, with its seat (-1: the middle's stock and pile; Blind Hookey's
        # three packets in the middle are the dealer's).
        self.painted_cards: list[tuple[int, QRectF]] = []
        self.painted_calls: list[tuple[QRectF, str]] = []
        self.painted_button: QRectF | None = None  # the dealer's button, the last paint
        self._middle = QRectF()  # what the middle's cards and words took, the last paint
        self._rows: list[SeatRows] = []
        self._pressed = False  # a left press came to the felt (a click on it may follow)
        self.setMinimumSize(640, 480)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(QCoreApplication.translate("Banking", "Table"))

    def sizeHint(self) -> QSize:
        return QSize(960, 720)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        # Only a press the felt itself received makes a click (the press that ends a held hand
        # is taken before it comes here, and its release must say nothing).
        self._pressed = event.button() == Qt.MouseButton.LeftButton
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        """A click on a card drawn: no card here takes a click (every decision is a button), so
        the table says so (playtest (f): a click on Blind Hookey's pack said nothing)."""
        pressed, self._pressed = self._pressed, False
        at = event.position()
        on_card = any(r.contains(at) for _, r in self.painted_cards)
        if pressed and event.button() == Qt.MouseButton.LeftButton and on_card:
            self.cards_clicked.emit()
        super().mouseReleaseEvent(event)

    def set_model(self, model: TableModel) -> None:
        self.model = model
        self.update()

    def flash(self, src: int | str, dst: int | str | None, text: str, seconds: float) -> None:
        now = time.monotonic()
        self.flashes = [f for f in self.flashes if f.until > now]
        self.flashes.append(Flash(src, dst, text, now + seconds))
        self.update()
        # Painted again when it is due to go: at a held end nothing else repaints the cloth, and the
        # arrow stayed over the banker's name.
        QTimer.singleShot(int(seconds * 1000) + 20, self, self.update)

    def clear_flashes(self) -> None:
        self.flashes = []
        self.update()

    # -- geometry ------------------------------------------------------------------------------------
    @property
    def card_w(self) -> int:
        # The seats round the oval leave room across for larger cards than down: larger cards
        # (the option, or a large system font) take it, as far as the height holds them (the seats
        # then move nearer the top and bottom edges, see ``seat_point``: a seat's cards and words
        # stay clear of the middle's). Round a crowded table (six and more) there is no more room.
        scale = self.scale if self.model is None or self.model.players <= 5 else 1.0
        line = self.line()
        down = self.height() / 8.5
        if scale > 1:
            down = max(down, (self.height() / 2 - max(150.0, 6 * line + 42)) / 2.42)
        # Six lines of words stand between the middle and the edge (a seat's name and purse, its
        # stake's two lines, the middle's two): a large font's take their room first.
        down = min(down, (self.height() / 2 - 6 * line - 26) / 2.42)
        if self.packets_in_middle():  # Blind Hookey's three packets and their three lines in the
            # middle too: the top seat's three lines under its chip keep clear of them (banklay,
            # large cards); its chip lies lower under larger cards (``_paint_seat``)
            room = self.height() / 2 - 7.5 * line
            down = min(down, (room - 42) / 2.42, (room - 32) / 2.74)
        return max(36, int(min(self.width() / 13 * scale, down)))

    def line(self) -> float:
        """A line of the felt's words: 18 px at the usual font, more at a desktop's large one."""
        font = QFont(self.font())
        font.setBold(True)
        return max(18.0, QFontMetricsF(font).height())

    def seat_point(self, seat: int) -> QPointF:
        assert self.model is not None
        n = self.model.players
        k = (seat - self.human) % n
        angle = math.pi / 2 + 2 * math.pi * k / n
        cx, cy = self.width() / 2, self.height() / 2
        # Down to the edges, less half a card, the name above and the stake and words below.
        words = 2 * self.line() + 14  # the name and purse above, the stake's two lines below
        if n in ROWS or self.model.extra.get("method") == SECOND:  # a dealer's three packets: three
            words += self.line()  # lines under each ("15 cards / Packet 2 / the dealer's"), and under
            # a stake on one once settled ("3 counters / on packet 2 / won")
        rx, ry = (
            self.width() * 0.36,
            min(self.height() * 0.33, self.height() / 2 - self.card_w * 1.02 - words),
        )
        x, y = math.cos(angle), math.sin(angle)
        if n in ROWS:
            # Round an oval, seven seats and more stack four deep at the sides, and a seat's cards,
            # words and name took more height than the oval gave (playtest (i): "1 counter / 20 ·
            # content" over the next seat's "Purse 49 · net −1"; Baccarat at ten, "the bank's hand"
            # over Computer 8's name). So they sit in three rows: the person and a seat either side
            # at the bottom, one seat a side level with the middle, the rest at the top; seats on one
            # level share its room across (seat_rows).
            y = 1.0 if k in (0, 1, n - 1) else 0.0 if k in (2, n - 2) else -1.0
            if y < 0 and n >= LANES:  # four or five seats: the oval's ends bunched them up
                top = n - 5  # the top row's seats, its first at k = 3, left to right
                return QPointF(self.width() * (k - 3 + 0.5) / top, cy - ry)
        return QPointF(cx + rx * x, cy + ry * y)

    def _spot(self, where: int | str) -> QPointF:
        if isinstance(where, int):
            return self.seat_point(where)
        return QPointF(self.width() / 2, self.height() / 2 + self.card_w * 1.2)

    # -- painting ------------------------------------------------------------------------------------
    def paintEvent(self, _event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.painted_words, self.painted_places, self.painted_cards = [], [], []
        self.painted_button = None
        p.fillRect(self.rect(), QColor("#1d5e35"))
        oval = QRectF(self.width() * 0.08, self.height() * 0.1, self.width() * 0.84, self.height() * 0.8)
        p.setPen(QPen(QColor("#2f7a4a"), 3))
        p.setBrush(QColor("#226b3e"))
        p.drawEllipse(oval)
        if self.model is None:
            return
        self._paint_middle(p)
        self._middle = QRectF()  # what the middle painted (Blind Hookey's packets too)
        for rect in [r for _seat, r in self.painted_cards] + [r for r, _ in self.painted_words]:
            self._middle = self._middle.united(rect)
        self._rows = self._lay_out_rows()
        for seat in range(self.model.players):
            self._paint_seat(p, seat)
        settled = len(self.painted_words)
        self._paint_flashes(p)
        self.painted_calls = self.painted_words[settled:]  # the calls' bubbles, drawn over the cards

    def _text(
        self, p: QPainter, rect: QRectF, text: str, bold: bool = False, size: float = 0.0, wrap: bool = False
    ) -> None:
        font = QFont(self.font())
        font.setBold(bold)
        if size:
            font.setPointSizeF(size)
        p.setFont(font)
        p.setPen(QColor("#f4f1e0"))
        flags = int(Qt.AlignmentFlag.AlignCenter) | (int(Qt.TextFlag.TextWordWrap) if wrap else 0)
        p.drawText(rect, flags, text)
        self.painted_words.append((p.boundingRect(rect, flags, text), text))

    def _within(self, x: float, y: float, text: str, height: float, bold: bool = False) -> QRectF:
        """A line of words centred on ``x``, moved in from the felt's edge if it would run off it."""
        font = QFont(self.font())
        font.setBold(bold)
        width = QFontMetricsF(font).horizontalAdvance(text) + 8
        left = min(max(0.0, x - width / 2), self.width() - width)
        return QRectF(left, y, width, height)

    def _card(self, p: QPainter, x: float, y: float, element: str, seat: int = -1) -> None:
        pix = self.pixmap(element, self.card_w)
        p.drawPixmap(QPointF(x, y), pix)
        self.painted_cards.append((seat, QRectF(x, y, self.card_w, self.card_w * CARD_ASPECT)))

    def _paint_middle(self, p: QPainter) -> None:
        m = self.model
        assert m is not None
        cw = self.card_w
        ch = cw * CARD_ASPECT
        cx, cy = self.width() / 2, self.height() / 2
        if self.packets_in_middle():
            self._paint_packets(p)
            return
        # The stock, a little left of the middle; the pone's pile to its right.
        sx = cx - cw * 1.6
        if m.stock:
            for k in range(min(3, m.stock)):
                self._card(p, sx + k * 2, cy - ch / 2 - k * 2, self.back)
        line = self.line()
        label = QRectF(sx - cw, cy + ch / 2 + 2, cw * 3, line + 2)
        if m.stock or m.pone >= 0:  # Blind Hookey's pack is all cut into packets
            self._text(p, label, w.stock_label(m.game, m.stock))
        px = cx + cw * 0.6
        if m.pile:
            for k in range(min(3, m.pile)):
                self._card(p, px + k * 2, cy - ch / 2 - k * 2, self.back)
        if m.pone >= 0:  # a game with a pone keeps the used cards beside the stock
            label = QRectF(px - cw, cy + ch / 2 + 2, cw * 3, line + 2)
            self._text(
                p, label, QCoreApplication.translate("Banking", "Pone's pile: %1").replace("%1", str(m.pile))
            )
        pools = "   ".join(w.standing_line(w.pool_title(k), v).replace("+", "") for k, v in m.pools.items())
        if pools:
            self._text(p, QRectF(cx - cw * 3, cy + ch / 2 + line + 6, cw * 6, line + 2), pools, bold=True)
        price = int(m.extra.get("price", 0) or 0)
        if price:
            text = QCoreApplication.translate("Banking", "The deal is offered for %1.").replace(
                "%1", w.counters(price)
            )
            self._text(p, QRectF(cx - cw * 3, cy - ch / 2 - line - 8, cw * 6, line + 2), text)

    def _paint_packets(self, p: QPainter) -> None:
        """Blind Hookey's second method: the dealer's three packets side by side in the middle, each
        with its size, number and owner under it; the pack, while he cuts, where the last packet
        will lie (what is left of it becomes that packet)."""
        m = self.model
        assert m is not None
        cw, line = self.card_w, self.line()
        ch = cw * CARD_ASPECT
        cx, cy = self.width() / 2, self.height() / 2
        packets = m.boxes[m.dealer] if m.dealer < len(m.boxes) else []
        labels = ["\n".join(self._below(box, m.game)) for box in packets]
        # Spaced for the longest words a packet may say, so no packet moves as its words grow (from
        # "22 cards" while cut to "the company's" once one is rejected)
        longest = [
            BoxModel(size=52, status=f"{k}:{whose}") for k in (1, 2, 3) for whose in ("dealers", "company")
        ]
        metrics = QFontMetricsF(self.font())
        lines = [t for box in longest for t in self._below(box, m.game)] + [w.stock_label(m.game, 52)]
        widest = max(metrics.horizontalAdvance(t) + 8 for text in lines for t in text.split("\n"))
        step = max(cw * 1.25, widest + 4)  # the words a space apart
        top = cy - (ch + 4 + 3 * line) / 2  # the cards and three lines under them, centred
        for k in range(3):
            x = cx + (k - 1) * step - cw / 2
            if k < len(packets):
                box = packets[k]
                card = box.cards[0] if box.cards else None
                self._card(p, x, top, element_for(card) if card is not None else self.back, m.dealer)
                words = labels[k]
            elif k == 2 and m.stock:
                for n in range(min(3, m.stock)):
                    self._card(p, x + n * 2, top - n * 2, self.back)
                words = w.stock_label(m.game, m.stock)
            else:
                continue
            self._text(p, QRectF(x + cw / 2 - step / 2, top + ch + 4, step, 3 * line), words)

    def _paint_seat(self, p: QPainter, seat: int) -> None:
        m = self.model
        assert m is not None
        cw = self.card_w
        ch = cw * CARD_ASPECT
        at = self.seat_point(seat)
        rows = self._rows[seat]
        boxes = self.row_boxes(seat)
        widths = [rows.width(len(b.cards), cw) for b in boxes] or [cw]
        labels, gap = self._labels_and_gap(seat)
        top = at.y() - ch / 2
        # Name, role and counters above the cards.
        roles = []
        if seat == m.dealer:
            roles.append(w.dealer_role(m.game))
        if seat == m.pone:
            roles.append(QCoreApplication.translate("Banking", "pone"))
        name = self.names[seat] + (f" ({', '.join(roles)})" if roles else "")
        line = self.line()
        named = self._within(at.x(), top - 2 * line - 4, name, line, bold=True)
        self._text(p, named, name, bold=True)
        purse = w.purse_line(m.purses[seat], m.shown_net(seat))
        pursed = self._within(at.x(), top - line - 4, purse, line)
        self._text(p, pursed, purse)
        x = rows.left
        if seat == m.dealer and rows.button_by_name:  # beside the name and purse, on the cloth
            r = cw * 0.28
            left, right = min(named.left(), pursed.left()), max(named.right(), pursed.right())
            # outward, away from the middle (Blind Hookey's packets there), where the cloth has room
            outward = at.x() > self.width() / 2 + cw and right + 2 * r + 2 <= self.width()
            bx = right + r + 2 if outward or left - 2 * r - 2 < 0 else left - r - 2
            self._dealer_button(p, QPointF(bx, top - line - 4))
        elif seat == m.dealer:
            self._dealer_button(p, QPointF(x - cw * 0.45, at.y()))
        for b, box in enumerate(boxes):
            active = m.to_act == seat and m.active_box == b
            n = len(box.cards)
            high = ch + (rows.drop if n > rows.per_row(n) else 0.0)  # a second row lies lower
            if active:
                p.setPen(QPen(QColor("#ffd54a"), 3))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(QRectF(x - 4, top - 4, widths[b] + 8, high + 8), 6, 6)
            for k, card in enumerate(box.cards):
                dx, dy = rows.spot(k, n)
                self._card(p, x + dx, top + dy, element_for(card) if card is not None else self.back, seat)
            below = labels[b]
            # A place for a stake alone (Baccarat's punters, Hookey's company packets), while it holds
            # a stake, waits for one or has words under it: a settled, empty place is not drawn.
            if not box.cards and (box.stake or active or any(below)):
                p.setPen(QPen(QColor("#9cc7a8"), 1.5, Qt.PenStyle.DashLine))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(QRectF(x, top, widths[b], ch), 6, 6)
                self.painted_places.append(QRectF(x, top, widths[b], ch))
            if box.stake:  # the chip under the card, the words under the chip
                self._chip(p, QPointF(x + widths[b] / 2, top + high + cw * 0.16 + 2), box.stake)
            words_y = top + high + max(22.0, cw * 0.32 + 6)
            if box.size:  # a packet: a line for each word, for packets lie close together
                room = widths[b] + gap
                if box.status in ("won", "lost") and len(below) > 2:  # a punter's own: "7 cards · won"
                    below = self._packet_lines(box, below)
                    room = max(room, QFontMetricsF(self.font()).horizontalAdvance(below[-1]) + 8)
                rect = QRectF(x + widths[b] / 2 - room / 2, words_y, room, 3 * line)
                self._text(p, rect, "\n".join(below))
            else:
                lines = self._lines(box, below)
                room = max(
                    widths[b] + cw * 1.2,
                    *(QFontMetricsF(self.font()).horizontalAdvance(t) + 8 for t in lines),
                )
                rect = QRectF(x + widths[b] / 2 - room / 2, words_y, room, line * len(lines))
                self._text(p, rect, "\n".join(lines))
            x += widths[b] + gap
        if m.to_act == seat and not boxes:
            p.setPen(QPen(QColor("#ffd54a"), 3))
            p.setBrush(Qt.BrushStyle.NoBrush)  # not the white of a dealer's button painted before
            p.drawEllipse(at, cw * 0.4, cw * 0.4)

    def packets_in_middle(self) -> bool:
        """Blind Hookey's three packets lie in the middle, where every punter stakes on them (banklay:
        in the dealer's row, between two rows of places, they met the places and the words beside
        them at seven and eight players, and a side dealer's reached the person's purse at five)."""
        return self.model is not None and self.model.extra.get("method") == SECOND

    def row_boxes(self, seat: int) -> list[BoxModel]:
        """The boxes in a seat's row: none for the dealer whose packets lie in the middle."""
        m = self.model
        assert m is not None
        if seat >= len(m.boxes) or (seat == m.dealer and self.packets_in_middle()):
            return []
        return m.boxes[seat]

    def _labels_and_gap(self, seat: int) -> tuple[list[list[str]], float]:
        """The words under each of a seat's boxes, and the room between its boxes."""
        m = self.model
        assert m is not None
        cw = self.card_w
        boxes = self.row_boxes(seat)
        # Between Baccarat's coups (the croupier has gathered the cards): the stakes standing over,
        # with no words of the last coup's result.
        if m.extra.get("settled"):
            labels = [[w.counters(box.stake)] if box.stake else [] for box in boxes]
        else:
            labels = [self._below(box, m.game) for box in boxes]
        gap = cw * 0.25
        # Packets, and stakes on Hookey's packets ("on packet 1", once settled "on packet 1 · won"),
        # lie close together: wide enough apart for their words ("the company's"; polish (e): "on
        # packet 1on packet 2" before the packets were settled).
        packets = [lines for box, lines in zip(boxes, labels, strict=True) if box.size or ":on" in box.status]
        if len(boxes) > 1 and not packets:  # divided hands: their words side by side, a space apart
            # (playtest (i): "17 (or 7) · conten18 (or 8) · content")
            packets = [self._lines(box, lines) for box, lines in zip(boxes, labels, strict=True)]
        if packets:
            metrics = QFontMetricsF(self.font())
            words = [line for lines in packets for text in lines for line in text.split("\n")]
            widest = max((metrics.horizontalAdvance(line) for line in words), default=0.0)
            gap = max(gap, widest + 12 - cw)
        return labels, gap

    def _lay_out_rows(self) -> list[SeatRows]:
        """Each seat's rows of cards, clear of the middle's (painted first) and of one another."""
        m = self.model
        assert m is not None
        seats = []
        for seat in range(m.players):
            at = self.seat_point(seat)
            boxes = self.row_boxes(seat)
            labels, gap = self._labels_and_gap(seat)
            metrics = QFontMetricsF(self.font())
            widest = max(  # a packet's words too: they reach past a row of packets (bankl)
                (metrics.horizontalAdvance(line) + 8 for box, lines in zip(boxes, labels, strict=True)
                 for t in (self._packet_lines(box, lines) if box.size else self._lines(box, lines))
                 for line in t.split("\n")),
                default=0.0,
            )  # fmt: skip
            reach = max(0.0, (widest - self.card_w) / 2)
            cards = tuple(len(b.cards) for b in boxes)
            seats.append(Seat(at.x(), at.y(), cards, gap, seat == m.dealer, reach))
        cw = self.card_w
        return lay_out(seats, cw, cw * CARD_ASPECT, self.width(), self.height(), self._middle, self.line())

    @staticmethod
    def _packet_lines(box, below: list[str]) -> list[str]:  # BoxModel
        """The lines under a packet: a line for each word, a punter's own settled packet's size and
        result on one ("7 cards · won")."""
        if box.status in ("won", "lost") and len(below) > 2:
            return [*below[:-2], " · ".join(below[-2:])]
        return below

    @staticmethod
    def _lines(box, below: list[str]) -> list[str]:  # BoxModel
        """The lines of words under a hand: the stake on its own, the total and the status below it
        (long words fit); under a stake on a packet, each on a line of its own (``place_lines``)."""
        if ":on" in box.status:
            return below
        return [below[0], " · ".join(below[1:])] if box.stake and len(below) > 1 else [" · ".join(below)]

    @staticmethod
    def _below(box, game: str) -> list[str]:  # BoxModel
        """The words under a box: its stake, total, packet size and status."""
        below = []
        if box.stake:
            below.append(w.counters(box.stake))
        if box.total is not None and box.cards:
            below.append(w.box_total(game, box.cards, box.total))
        if box.size:
            below.append(w.packet_size(box.size))
        below.extend(w.place_lines(box.status))
        return below

    def _chip(self, p: QPainter, at: QPointF, amount: int) -> None:
        r = self.card_w * 0.16
        p.setPen(QPen(QColor("#5b3d00"), 1.5))
        p.setBrush(QColor("#f2c14e"))
        p.drawEllipse(at, r, r)

    def _dealer_button(self, p: QPainter, at: QPointF) -> None:
        r = self.card_w * 0.28
        self.painted_button = QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r)
        p.setPen(QPen(QColor("#333333"), 2))
        p.setBrush(QColor("#fafafa"))
        p.drawEllipse(at, r, r)
        font = QFont(self.font())
        font.setBold(True)
        p.setFont(font)
        p.setPen(QColor("#222222"))
        p.drawText(
            QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r),
            int(Qt.AlignmentFlag.AlignCenter),
            QCoreApplication.translate("Banking", "D"),
        )

    def bubble_rect(self, text: str, at: QPointF) -> QRectF:
        """A call's bubble round ``at``: as wide as its words need (wrapped past 45% of the cloth),
        and moved inside the cloth, so no call is cut."""
        font = QFont(self.font())
        font.setBold(True)
        metrics = QFontMetricsF(font)
        wrap = int(Qt.TextFlag.TextWordWrap) | int(Qt.AlignmentFlag.AlignCenter)
        room = QRectF(0, 0, max(160.0, self.width() * 0.45), 1000)
        needed = metrics.boundingRect(room, wrap, text)
        width, height = needed.width() + 20, needed.height() + 8
        x = min(max(4.0, at.x() - width / 2), self.width() - width - 4)
        y = min(max(4.0, at.y() - height / 2), self.height() - height - 4)
        return QRectF(x, y, width, height)

    def _paint_flashes(self, p: QPainter) -> None:
        now = time.monotonic()
        self.flashes = [f for f in self.flashes if f.until > now]
        for f in self.flashes:
            a = self._spot(f.src)
            if f.dst is None:
                rect = self.bubble_rect(f.text, a)
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor(0, 0, 0, 170))
                p.drawRoundedRect(rect, 8, 8)
                self._text(p, rect, f.text, bold=True, wrap=True)
                continue
            b = self._spot(f.dst)
            p.setPen(QPen(QColor("#ffd54a"), 3))
            p.drawLine(a, b)
            ang = math.atan2(b.y() - a.y(), b.x() - a.x())
            head = QPainterPath(b)
            for da in (2.6, -2.6):
                head.lineTo(b.x() + 14 * math.cos(ang + da), b.y() + 14 * math.sin(ang + da))
                head.moveTo(b)
            p.drawPath(head)
            mid = QPointF((a.x() + b.x()) / 2, (a.y() + b.y()) / 2)
            rect = QRectF(mid.x() - 60, mid.y() - 12, 120, 24)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(0, 0, 0, 190))
            p.drawRoundedRect(rect, 8, 8)
            self._text(p, rect, f.text, bold=True)
