"""The cribbage card table: where each card lies, and how it moves when the engine reports events.

Layout is in card widths (after KPatience): hands at the bottom (the person) and along the top
(the computer players), the stock and start on the left, the crib on the right, the cards of the
current count in the middle. The scene never decides a rule: it only shows events.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, QSizeF, Signal
from PySide6.QtGui import QFont, QFontMetricsF, QPixmap
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem

from ...engine.actions import Event
from ...engine.cards import Card
from ..cards.renderer import CARD_ASPECT
from ..fonts import SMALLEST_CAPTION_PX
from ..table.card_item import CHOSEN_LIFT, FOCUS_LIFT, CardItem
from ..table.hand_input import HandInput
from ..table.placing import CardPlacing, text_item

NAME_PX, TITLE_PX = 13, 16  # a seat's name (or its hand's count) under its cards; the show's title
NAME_GAP, TITLE_GAP, ROW_GAP = 3, 6, 4  # card to name, title to the cards it names, row to row
SMALLEST_PX = SMALLEST_CAPTION_PX  # a count too wide for its share of the top is written down to this
# The show: its cards in a row right of the start card (which stays whole on the pack, part of every
# count), spread this far apart (card widths) where the room allows, fanned no closer than FANNED;
# the count stands beside them, SHOW_GAP px to their right, on one line or two.
SPREAD, FANNED, SHOW_GAP = 1.08, 0.62, 14
CLEAR = 28  # the count kept this far from the crib's pile and its label, not to be read as theirs
# Down, in card heights: above the hands along the top, and below the person's hand (room for the
# cards it has played, each lying a little lower). The keyboard's card rises FOCUS_LIFT out of the
# person's hand and its frame reaches FRAME_PX beyond it: the count's row ends above both (playtest
# (h), 29 November: the computer's jack on the count lay over the top of the person's raised card).
TOP_MARGIN, BOTTOM_MARGIN = 0.04, 0.05
FRAME_PX = 4  # CardItem.boundingRect's margin, which the focus frame is drawn within
# The rows down (three cards, the raised card, the margins) in card widths, for the view's fit
CARDS_DOWN = (TOP_MARGIN + 3 + FOCUS_LIFT + BOTTOM_MARGIN) * CARD_ASPECT


class CribbageScene(HandInput, CardPlacing, QGraphicsScene):
    card_clicked = Signal(object)  # the Card of a hand card the person clicked
    card_dropped = Signal(object, str)  # a hand card dragged and let go over "crib", "play" or ""

    def __init__(self, players: int, human: int, source: Callable[[str], QPixmap], back: str) -> None:
        super().__init__()
        self.players, self.human = players, human
        self.source, self.back = source, back
        self.card_w, self.card_h = 90.0, 126.0
        self.hands: list[list[CardItem]] = [[] for _ in range(players)]
        self.spent: list[list[CardItem]] = [[] for _ in range(players)]
        self.crib: list[CardItem] = []
        self.pile: list[CardItem] = []
        self.show: list[CardItem] = []
        # Each hand once shown lies face up at its seat until the next deal, with its count in
        # place of the seat's name ("Computer's hand: 3 points"): the held end of a deal shows
        # every hand counted, and the crib in the middle.
        self.shown_hands: dict[int, list[CardItem]] = {}
        self.counting: int | None = None  # the seat whose hand lies in the middle, counted (not at its seat)
        self.counts: dict[int, str] = {}
        self.stock: CardItem | None = None
        self.starter: CardItem | None = None
        self.dealer = 0
        self.count_text = self._text(22, bold=True)
        self.crib_text = self._text(13)
        self.show_text = self._text(TITLE_PX, bold=True)
        self.seat_texts: dict[int, QGraphicsSimpleTextItem] = {}
        self.names: dict[int, str] = {}
        self.my_count = self._text(NAME_PX, bold=True)  # the person's hand's count, beside it
        # The widest the show's title will be (its count at the most), so the row does not close up
        # as the count grows; the table says it as each show begins.
        self.show_widest = ""
        self._show_step, self._show_title_at = SPREAD, "above"  # "beside", "beside2" (two lines), "above"
        self.anim_ms = 300

    # -- geometry -------------------------------------------------------------------------------
    def set_card_size(self, width: float, height: float) -> None:
        self.card_w, self.card_h = width, height
        for item in self.all_items():
            item.refresh()

    def all_items(self) -> list[CardItem]:
        items = [c for h in self.hands for c in h] + [c for s in self.spent for c in s]
        items += self.crib + self.pile + self.show + [c for h in self.shown_hands.values() for c in h]
        return items + [i for i in (self.stock, self.starter) if i is not None]

    def _seat_anchor(self, seat: int) -> tuple[QPointF, bool]:
        """Centre of a seat's hand and whether it is the person's (bottom) seat."""
        r = self.sceneRect()
        if seat == self.human:
            return QPointF(r.center().x(), r.bottom() - self.card_h * (0.5 + BOTTOM_MARGIN)), True
        others = [s for s in range((self.human + 1), self.human + self.players)]
        i = others.index(seat if seat > self.human else seat + self.players)
        x = r.left() + r.width() * (i + 1) / (len(others) + 1)
        return QPointF(x, r.top() + self.card_h * (0.5 + TOP_MARGIN)), False

    def hand_spot(self, seat: int, index: int, size: int) -> QPointF:
        centre, mine = self._seat_anchor(seat)
        step = self.card_w * (0.62 if mine else 0.22)
        x = centre.x() - (step * (size - 1) + self.card_w) / 2 + step * index
        y = centre.y() - self.card_h / 2
        return QPointF(x, y)

    @staticmethod
    def words_down() -> float:
        """The pixels down that words take between the rows of cards, whatever the cards' size: the
        names (or counts) under the hands along the top and the show's title over the middle row
        (and the gap over the person's hand, which the raised card's frame takes)."""
        return _line(NAME_PX) + _line(TITLE_PX) + NAME_GAP + TITLE_GAP + ROW_GAP

    def middle_top(self) -> float:
        """The top of the middle row (the count's pile, the show, the stock): in the middle of the
        felt, or lower where the names under the hands along the top and the show's title above the
        row need the room (three-handed at 1024x700 the crib's title hid the top seats' counts)."""
        r = self.sceneRect()
        centred = r.center().y() - self.card_h / 2
        words = NAME_GAP + _line(NAME_PX) + TITLE_GAP + _line(TITLE_PX)
        above = r.top() + self.card_h * (1 + TOP_MARGIN) + words
        # clear of the keyboard's card raised out of the person's hand, and of its frame
        raised = self.hand_spot(self.human, 0, 1).y() - self.card_h * FOCUS_LIFT - FRAME_PX
        below = raised - self.card_h - 2  # (2: the cards' pictures are whole pixels high)
        if above > below:  # no room for all (the smallest cards): share the overlap
            return (above + below) / 2
        return min(max(centred, above), below)

    def stock_spot(self) -> QPointF:
        r = self.sceneRect()
        return QPointF(r.left() + self.card_w * 0.35, self.middle_top())

    def crib_spot(self) -> QPointF:
        r = self.sceneRect()
        _, mine = self._seat_anchor(self.dealer)
        y = r.center().y() + (self.card_h * 0.15 if mine else -self.card_h * 0.95)
        if not mine and self.players > 2:  # below the hands along the top and their names
            y = max(y, r.top() + self.card_h * (1 + TOP_MARGIN) + 24)
        return QPointF(r.right() - self.card_w * 1.35, y)

    def pile_spot(self, index: int) -> QPointF:
        r = self.sceneRect()
        x = r.center().x() - self.card_w * 1.6 + index * self.card_w * 0.42
        return QPointF(x, self.middle_top())

    def spent_spot(self, seat: int, index: int) -> QPointF:
        """A seat's cards of earlier counts lie face down just left of its hand: beside it for the
        person and a lone opponent, tucked under its first card where opponents sit close."""
        _, mine = self._seat_anchor(seat)
        first = self.hand_spot(seat, 0, max(len(self.hands[seat]), 1))
        gap = self.card_w * (1.25 if mine or self.players == 2 else 0.45)
        return QPointF(first.x() - gap + index * 3, first.y() + index * 2)

    def show_spot(self, index: int, size: int) -> QPointF:
        """A card of the show: in a row that begins right of the start card on the pack."""
        return QPointF(self._show_start() + self._show_step * index, self.middle_top())

    def _show_start(self) -> float:
        starter = self.stock_spot().x() + self.card_w * 0.3  # where relayout lays the start card
        return starter + self.card_w * 1.15

    def _show_limit(self) -> float:
        """How far right the show's row and its count may reach: the felt's edge, or the crib's
        pile and its label where they lie level with the row (while the hands are shown)."""
        limit = self.sceneRect().right() - 8
        if not self.crib:
            return limit
        top, bottom = self.middle_top(), self.middle_top() + self.card_h
        spread = len(self.crib)  # each card of the pile lies a little lower and to the right
        boxes = [QRectF(self.crib_spot(), QSizeF(self.card_w + 3 * spread, self.card_h + 2 * spread))]
        if self.crib_text.isVisible():
            boxes.append(self.crib_text.sceneBoundingRect())
        for box in boxes:
            if box.top() < bottom and box.bottom() > top:
                limit = min(limit, box.left() - CLEAR)
        return limit

    def _plan_show(self) -> None:
        """The show's step and where its count goes: beside the cards on one line or two, the cards
        spread, else fanned closer; where even that leaves no room (or the end of the game stands
        there, several lines), above them."""
        n, w = len(self.show), self.card_w
        words = _one_line(self.show_text.text())
        self._show_step, self._show_title_at = SPREAD * w, "above"
        if n < 2 or not words or "\n" in words:
            return
        metrics = QFontMetricsF(self.show_text.font())
        widest = max((words, self.show_widest), key=metrics.horizontalAdvance)
        one = metrics.horizontalAdvance(widest)
        two = max(metrics.horizontalAdvance(line) for line in _two_lines(widest).split("\n"))
        limit = self._show_limit()
        room = limit - SHOW_GAP - self._show_start() - w  # for the steps and the count
        for spread in (True, False):
            for place, width in (("beside", one), ("beside2", two)):
                step = SPREAD * w if spread else min(SPREAD * w, (room - width) / (n - 1))
                if step >= FANNED * w and (n - 1) * step + width <= room:
                    self._show_step, self._show_title_at = step, place
                    return
        fits = (limit - self._show_start() - w) / (n - 1)
        self._show_step = max(FANNED * w, min(SPREAD * w, fits))

    def relayout(self, ms: int = 0) -> None:
        """Put every card where it belongs now (after a resize, or a change of state)."""
        if self.layout_held:
            return
        self._plan_show()
        for seat, hand in enumerate(self.hands):
            for i, item in enumerate(hand):
                spot = self.hand_spot(seat, i, len(hand))
                if item.selected:
                    spot += QPointF(0, -self.card_h * CHOSEN_LIFT)
                item.move_to(spot, ms)
                # The person's cards lie above the pile and the show: the keyboard's raised card
                # (and its focus frame) must not slide under the pile where the rows meet.
                item.setZValue((60 if seat == self.human else 10) + i)
            for i, item in enumerate(self.spent[seat]):
                item.move_to(self.spent_spot(seat, i), ms)
                item.setZValue(2 + i)
            shown = self.shown_hands.get(seat, [])
            for i, item in enumerate(shown):
                item.move_to(self.hand_spot(seat, i, len(shown)), ms)
                item.setZValue(10 + i)
        for i, item in enumerate(self.crib):
            item.move_to(self.crib_spot() + QPointF(i * 3, i * 2), ms)
            item.setZValue(5 + i)
        for i, item in enumerate(self.pile):
            item.move_to(self.pile_spot(i), ms)
            item.setZValue(20 + i)
        for i, item in enumerate(self.show):
            item.move_to(self.show_spot(i, len(self.show)), ms)
            item.setZValue(40 + i)
        if self.stock:
            self.stock.move_to(self.stock_spot(), 0)
        if self.starter:
            self.starter.move_to(self.stock_spot() + QPointF(self.card_w * 0.3, self.card_h * 0.08), ms)
            self.starter.setZValue(4)
        self._place_texts()

    def set_seat_names(self, names: list[str]) -> None:
        """Name every other seat under its hand ("Left", "Partner", "Right" four-handed)."""
        for seat, name in enumerate(names):
            if seat != self.human:
                self.names[seat] = name
                self.seat_texts.setdefault(seat, self._text(NAME_PX, bold=True)).setText(
                    self.counts.get(seat, name)
                )
        self._place_texts()

    def set_count(self, seat: int, text: str) -> None:
        """A shown hand's count, said where its cards lie (the seat's name gives way to it)."""
        self.counts[seat] = text
        if seat == self.human:
            self.my_count.setText(text)
        elif seat in self.seat_texts:
            self.seat_texts[seat].setText(text)
        self._place_texts()

    def say_show(self, text: str) -> None:
        """The count of the hand or crib being shown, put beside its cards (a longer count may
        need them closer or two lines)."""
        self.show_text.setText(text)
        self.relayout(self.anim_ms)

    def _place_texts(self) -> None:
        r = self.sceneRect()
        pile_end = self.pile_spot(max(len(self.pile), 1) - 1)
        self.count_text.setPos(pile_end.x() + self.card_w * 1.25, pile_end.y() + self.card_h * 0.35)
        crib = self.crib_spot()
        # Below the whole crib pile (each card lies a little lower), kept inside the table.
        label_w = self.crib_text.boundingRect().width()
        x = min(crib.x(), r.right() - label_w - 6)
        self.crib_text.setPos(x, crib.y() + self.card_h + 4 + 2 * max(len(self.crib), 1))
        room = r.width() / self.players - 8  # between the hands along the top
        # The count of the hand being shown is said once, beside its row in the middle: its seat
        # keeps the name (the person's hand no count) until the show moves on, then says the count.
        for seat, text in self.seat_texts.items():
            said = self.counts.get(seat, "")
            _fit_width(text, said if said and seat != self.counting else self.names.get(seat, ""), room)
            left, right = self._reach(seat)
            # Below the hand and the cards it played (each of them lies a little lower), centred
            # under them all, as they move left while the hand is played out.
            top = self.hand_spot(seat, 0, 1).y() + self.card_h + 3 + 2 * max(0, len(self.spent[seat]) - 1)
            width = text.boundingRect().width()
            r = self.sceneRect()
            text.setPos(min(max(r.left() + 4, (left + right - width) / 2), r.right() - width - 4), top)
        mine = self.shown_hands.get(self.human, [])
        if mine:  # the person's count beside the hand, at its right (the show lies above it)
            last = self.hand_spot(self.human, len(mine) - 1, len(mine))
            height = self.my_count.boundingRect().height()
            self.my_count.setPos(last.x() + self.card_w + 12, last.y() + (self.card_h - height) / 2)
        own = self.my_count.text()
        self.my_count.setVisible(bool(mine) and bool(own) and self.counting != self.human)
        self._place_show_title()
        shown = self.show_text.sceneBoundingRect() if self.show_text.isVisible() else None
        for seat, text in self.seat_texts.items():
            cards = self.hands[seat] + self.spent[seat] + self.shown_hands.get(seat, [])
            cards = [c for c in cards if c.isVisible()]
            # The name goes with the cards it names: none while they are gathered or counted in the
            # middle (the show's title names them there), and none where the show's title or the end
            # of the game reaches up to it.
            text.setVisible(bool(cards) and (shown is None or not shown.intersects(text.sceneBoundingRect())))

    def _place_show_title(self) -> None:
        """The count of the hand or crib shown beside its cards, level with them (the playtest of
        28 November (d): above them it sat close under another hand's count); the end of the game,
        several lines, above the row."""
        r = self.sceneRect()
        words = _one_line(self.show_text.text())
        shown = _two_lines(words) if self._show_title_at == "beside2" else words
        if shown != self.show_text.text():
            self.show_text.setText(shown)
        show = self.show_spot(0, max(len(self.show), 1))
        if "\n" in words:  # the end of the game: each line wrapped clear of the cards
            self._place_end(words)
            return
        self._set_title_px(TITLE_PX)
        height = self.show_text.boundingRect().height()
        if self._show_title_at == "above":
            self.show_text.setPos(show.x(), max(r.top() + 2, show.y() - height - 4))
        else:
            last = self.show_spot(len(self.show) - 1, len(self.show))
            self.show_text.setPos(last.x() + self.card_w + SHOW_GAP, show.y() + (self.card_h - height) / 2)
        self.show_text.setVisible(bool(words))

    def _place_end(self, words: str) -> None:
        """The end of the game, several lines, where they lie clear of every card on the table: above
        the middle row (each line wrapped short of the crib's pile), else, when the game ended in the
        play and the other hands still lie along the top, beside the person's hand or between the
        middle row and it; a size smaller where only that makes them fit."""
        cards = [i.sceneBoundingRect() for i in self.all_items() if i.isVisible()]
        cards += [
            t.sceneBoundingRect() for t in (self.crib_text, self.count_text) if t.isVisible() and t.text()
        ]
        for box, bottom in self._end_boxes():
            for px in range(TITLE_PX, SMALLEST_PX - 1, -1):
                self._set_title_px(px)
                self.show_text.setText(_wrapped(words, QFontMetricsF(self.show_text.font()), box.width()))
                size = self.show_text.boundingRect().size()
                y = box.bottom() - size.height() if bottom else box.top()
                at = QRectF(QPointF(box.left(), y), size)
                if box.contains(at) and not any(at.intersects(card) for card in cards):
                    self.show_text.setPos(at.topLeft())
                    self.show_text.setVisible(True)
                    return
        # No clear room (the smallest cards): above the middle row, as at the end of a show.
        box, _ = self._end_boxes()[0]
        self._set_title_px(TITLE_PX)
        self.show_text.setText(_wrapped(words, QFontMetricsF(self.show_text.font()), box.width()))
        height = self.show_text.boundingRect().height()
        self.show_text.setPos(box.left(), max(self.sceneRect().top() + 2, box.bottom() - height))
        self.show_text.setVisible(True)

    def _end_boxes(self) -> list[tuple[QRectF, bool]]:
        """Where the end of the game may stand, best first, and whether it stands at the box's foot."""
        r = self.sceneRect()
        left, top = self.show_spot(0, 1).x(), self.middle_top()
        above = QRectF(QPointF(left, r.top() + 2), QPointF(self._show_limit(), top - 4))
        hand = self.hands[self.human] or self.shown_hands.get(self.human, [])
        size = max(len(hand), 1)
        first, last = self.hand_spot(self.human, 0, size), self.hand_spot(self.human, size - 1, size)
        row_foot = top + self.card_h + 4
        beside = QRectF(
            QPointF(last.x() + self.card_w + 12, row_foot), QPointF(r.right() - 8, r.bottom() - 2)
        )
        below = QRectF(QPointF(r.left() + 8, row_foot), QPointF(r.right() - 8, first.y() - 4))
        return [(above, True), (beside, False), (below, False)]

    def _set_title_px(self, px: int) -> None:
        font = self.show_text.font()
        if font.pixelSize() != px:
            font.setPixelSize(px)
            self.show_text.setFont(font)

    def _reach(self, seat: int) -> tuple[float, float]:
        """How far across a seat's cards lie: its hand (or the hand shown) and the cards it played."""
        hand = self.hands[seat] or self.shown_hands.get(seat, [])
        first = self.hand_spot(seat, 0, max(len(hand), 1))
        last = self.hand_spot(seat, max(len(hand), 1) - 1, max(len(hand), 1))
        left = self.spent_spot(seat, 0).x() if self.spent[seat] else first.x()
        return left, last.x() + self.card_w

    def _text(self, px: int, bold: bool = False) -> QGraphicsSimpleTextItem:  # type: ignore[override]
        return text_item(self, px, bold)

    # -- items ----------------------------------------------------------------------------------
    def _new(self, card: Card | None, face_up: bool, at: QPointF | None = None) -> CardItem:  # type: ignore[override]
        """A new card item, at the stock unless ``at`` says where."""
        return super()._new(card, face_up, at if at is not None else self.stock_spot())

    # A click chooses or plays a card; a drag onto the crib or the middle of the table does the same.
    def hand_clicked(self, card: Card) -> None:
        self.card_clicked.emit(card)

    def hand_dropped(self, card: Card, at: QPointF) -> None:
        self.card_dropped.emit(card, self.drop_target(at))

    def drop_target(self, at: QPointF) -> str:
        crib = QRectF(self.crib_spot(), QSizeF(self.card_w, self.card_h)).adjusted(-30, -30, 30, 30)
        if crib.contains(at):
            return "crib"
        r = self.sceneRect()
        middle = QRectF(r.left(), self.middle_top() - self.card_h / 2, r.width(), self.card_h * 2)
        return "play" if middle.contains(at) else ""

    # -- events ---------------------------------------------------------------------------------
    def clear_table(self) -> None:
        for group in (*self.hands, *self.spent, self.crib, self.pile, self.show, *self.shown_hands.values()):
            self._drop(group)
        self.shown_hands, self.counts, self.counting = {}, {}, None
        self.my_count.setText("")
        for seat, text in self.seat_texts.items():
            text.setText(self.names.get(seat, ""))
        for item in (self.stock, self.starter):
            if item is not None:
                self.removeItem(item)
        self.stock = self.starter = None
        self.count_text.setText("")
        self.show_text.setText("")
        self.show_widest = ""

    def on_event(self, e: Event, crib_owner: str) -> None:
        """Move cards for one event. Returns nothing: the table paces events."""
        k = e.kind
        if k == "deal":
            self.clear_table()
            self.dealer = int(e.data.get("dealer", e.seat or 0))
            self.stock = self._new(None, False)
            self.crib_text.setText(crib_owner)
            self.crib_text.show()
        elif k == "hand":
            seat = int(e.seat or 0)
            cards = list(e.cards) or [None] * int(e.data.get("hidden", 0))
            self.hands[seat] = [self._new(c, seat == self.human) for c in sorted(cards, key=_key)]
        elif k == "crib_from_pack":
            self.crib.append(self._new(None, False))
        elif k == "laid_out":
            self._lay_out(int(e.seat or 0), list(e.cards), int(e.data.get("hidden", len(e.cards))))
        elif k == "starter":
            self.starter = self._new(e.cards[0], True, self.stock_spot())
        elif k == "play":
            self._play(int(e.seat or 0), e.cards[0])
            self.count_text.setText(str(e.data.get("count", "")))
        elif k == "count_reset":
            for item in self.pile:
                item.set_face(item.card, False)
            for item in list(self.pile):
                self.spent[item.owner].append(item)
            self.pile.clear()
            self.count_text.setText("")
        elif k == "show_begins":
            for group in (*self.spent, self.pile):
                self._drop(group)
            self.count_text.setText("")
        elif k == "show":
            self._show(e)
        self.relayout(self.anim_ms)

    def _show(self, e: Event) -> None:
        """A hand (or the crib) counted: its cards in a row beside the start card, which stays on the
        pack. A hand lies there only, once (playtest (d), 29 November: also at its seat, the person
        looked for a second hand); when the show moves on it goes back to its seat, face up."""
        self._drop(self.show)
        for item in self.shown_hands.get(self.counting, []) if self.counting is not None else []:
            item.show()  # the hand counted before: back at its seat
        self.counting = None
        if self.starter is not None:
            self.starter.set_marks(highlight=False)
        if e.data.get("what") == "crib":
            self.show = [self._new(c, True, self.pile_spot(0)) for c in e.cards]
            self._drop(self.crib)
            self.crib_text.hide()  # its owner's name goes with it to the middle's title
            return
        seat = int(e.seat or 0)
        spot = self.hand_spot(seat, 0, len(e.cards))
        self.show = [self._new(c, True, spot) for c in e.cards]  # from the seat to the middle
        self._drop(self.hands[seat])
        self._drop(self.shown_hands.get(seat, []))
        self.shown_hands[seat] = [self._new(c, True, spot) for c in sorted(e.cards, key=_key)]
        for item in self.shown_hands[seat]:
            item.hide()  # at its seat once the show moves on
        self.counting = seat

    def highlight_show(self, cards: tuple[Card, ...]) -> None:
        """Ring the cards of a combination counted: in the row shown, and the start card on the pack."""
        wanted = set(cards)
        for item in [*self.show, *([self.starter] if self.starter is not None else [])]:
            item.set_marks(highlight=item.card in wanted)

    def _lay_out(self, seat: int, cards: list[Card], hidden: int) -> None:
        hand = self.hands[seat]
        # The person sees which cards went; for others, any of their face-down cards will do.
        moving = [i for i in hand if i.card in cards] if cards else hand[len(hand) - hidden :]
        for item in moving:
            hand.remove(item)
            item.set_face(item.card, False)
            item.set_marks(selected=False, focused=False)  # the keyboard's mark stays in the hand
            item.selected = False
            self.crib.append(item)

    def _play(self, seat: int, card: Card) -> None:
        hand = self.hands[seat]
        item = next((i for i in hand if i.card == card), None)
        if item is None:
            item = hand[-1] if hand else self._new(None, False)
        if item in hand:
            hand.remove(item)
        item.set_face(card, True)
        item.set_marks(selected=False, focused=False)
        item.selected = False
        item.owner = seat
        self.pile.append(item)


def _fit_width(item: QGraphicsSimpleTextItem, text: str, room: float) -> None:
    """``text`` on one line no wider than ``room``: in the names' own size where it fits, else a
    little smaller (down to SMALLEST_PX; "Hand von Partner: 10 Punkte" where three hands share the
    top at 1024x700), so it keeps the one line the rows leave room for."""
    font = item.font()
    for px in range(NAME_PX, SMALLEST_PX - 1, -1):
        font.setPixelSize(px)
        if QFontMetricsF(font).horizontalAdvance(text) <= room:
            break
    item.setFont(font)
    item.setText(text)


def _two_lines(text: str) -> str:
    """A count in two lines, broken before the count: after the last colon ("Computer 1's crib:" /
    "12 points"), or before its bracket where a language writes it so ("Votre main" / "(6 points)")."""
    at = text.rfind(" (")
    if at > 0 and text.endswith(")"):
        return text[:at] + "\n" + text[at + 1 :]
    at = text.rfind(":")
    return text if at < 0 else text[: at + 1] + "\n" + text[at + 1 :].strip()


def _wrapped(text: str, metrics: QFontMetricsF, room: float) -> str:
    """``text``'s lines, each broken between words where it would reach past ``room`` pixels; lines
    broken by an earlier call are joined again first (a wrapped line goes on indented by no space)."""
    lines: list[str] = []
    for line in text.replace("\n\u2060", " ").split("\n"):
        out = ""
        for word in line.split(" "):
            if out and metrics.horizontalAdvance(out + " " + word) > room:
                lines.append(out)
                out = "\u2060" + word  # (a mark, unseen, that this line goes on the one above)
            else:
                out = f"{out} {word}" if out else word
        lines.append(out)
    return "\n".join(lines)


def _one_line(text: str) -> str:
    """A count made two lines by :func:`_two_lines`, on one again (the end of the game's lines stay)."""
    return text.replace(":\n", ": ").replace("\n(", " (")


def _line(px: int) -> float:
    """The height of a line of the felt's bold words of ``px`` pixels, as a text item takes it."""
    font = QFont()
    font.setPixelSize(px)
    font.setBold(True)
    return math.ceil(QFontMetricsF(font).height()) + 1


def _key(card: Card | None) -> tuple[int, str]:
    return (int(card.rank), card.suit.value) if card is not None else (0, "")
