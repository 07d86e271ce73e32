"""The Speculation felt: the players round an oval, each with his face-down cards and the cards he
has turned up; the turn-up, the pool and the spare hand in the middle. Drawn from a
:class:`~.model.TableModel`; a click on the person's own face-down cards asks to turn one up."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QMouseEvent, QPainter, QPaintEvent, QPen, QPixmap
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..cards.renderer import element_for
from . import spare_place
from . import wording as w
from .model import TableModel
from .spare_place import SparePlace
from .turn_up_label import LabelPlace, choose, label_box, label_room, label_words

GOLD = QColor("#f2c14e")
TEXT = QColor("#f4f4f4")
# Three cards at their widest: one face down, then two turned up beside it (_drawn_width), in card widths.
STEADY_WIDTH = 1 + 0.25 + 1 + 0.42


class SpeculationBoard(QWidget):
    down_clicked = Signal()

    def __init__(
        self,
        model: TableModel,
        names: Sequence[str],
        human: int,
        pixmap: Callable[[str, int], QPixmap],
        back: str,
        colour: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.model = model
        self.names = list(names)
        self.human = human
        self.pixmap = pixmap
        self.back = back
        self.colour = QColor(colour)
        self.thinking = -1
        self.scale = 1.0  # card_view.card_scale: the system's font and "Large cards"
        self.caption = ""  # the latest trade or card, named in words under the pool
        self.to_act = -1
        self._my_down = QRectF()
        # Every line of words the last paint drew, as (where its letters lie, the words): the
        # overlap check reads them (painted words are no widgets Qt could measure).
        self.painted_words: list[tuple[QRectF, str]] = []
        self.painted_cards: list[QRectF] = []
        self._label_key: tuple = ()
        self._label = LabelPlace()
        self.setMinimumSize(640, 480)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(QCoreApplication.translate("Speculation", "The table"))

    def card_width(self) -> int:
        n = self.model.players
        fits = min(self.width() / (11 if n > 6 else 9), self.height() / 7.2)
        # On a large window the cards grow with it (as the other tables' do), while the caption
        # under the pool keeps clear of the person's line (cards under a ninth of the height).
        # Larger cards (the option, the system's font) take all the room the seats leave: the
        # caption then goes to a free corner of the felt (``caption_box``).
        k = self.scale
        return max(36, int(min(fits, max(72, self.height() / 9.6) * k, 120 * k)))

    def seat_centre(self, seat: int) -> QPointF:
        n = self.model.players
        angle = math.radians(90 + (seat - self.human) % n * 360 / n)
        cx, cy = self.width() / 2, self.height() / 2
        rx, ry = self.width() / 2 - self.width() * 0.17, self.height() / 2 - self.card_width() * 1.2
        return QPointF(cx + rx * math.cos(angle), cy + ry * math.sin(angle))

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), self.colour)
        self.painted_words = []
        self.painted_cards = []  # where cards were drawn: words must keep clear of them
        cw = self.card_width()
        ch = int(cw * 1.4)
        m = self.model
        font = QFont(self.font())
        font.setPointSizeF(max(8.0, cw / 6.5))
        p.setFont(font)
        # The middle and the players' lines laid out as one piece: the turn-up's label first, in a
        # place kept all game (see turn_up_label), then the pool and the lines clear of both.
        cy = self.height() / 2
        top = int(cy - ch / 2)
        # Each line keeps clear of the others' cards as wide as a deal's three may lie, so it keeps
        # its place and form as cards turn (it moved and changed to two lines: playtest (f)).
        cards = {seat: self.steady_cards_rect(seat) for seat in range(m.players)}
        spare = self._spare_place(p, cw, ch)
        spare_room = spare.rooms() if m.spare or m.spare_down else []
        place = self._label_place(p, cw, ch, cards, spare_room) if m.deal else LabelPlace()
        x0 = self._turn_up_x(cw, ch) + place.shift
        # the lines keep clear of the turn-up and its label wherever they may lie this deal (the card
        # moves in as the cards at its left widen), so they keep their places as cards turn (playtest (f))
        reach = self._turn_up_x(cw, ch, widest=True) + place.shift
        turn_up_room = self._middle(p, cw, ch, place, reach) if m.deal else []
        middle = turn_up_room + spare_room
        # The pool's place first, from what keeps still (the cards' steady room, the middle as a deal's
        # three cards leave it): the lines keep clear of it, so it stays put as they change (playtest
        # (f): it moved up and down with a purse, "chief hand", a thinking player's bold line).
        # (first where a fourth card at its left moving the turn-up in leaves it be; never under it)
        settled = self._turn_up_x(cw, ch, steady=True) + place.shift
        still = list(cards.values()) + spare_room
        still += self._middle(p, cw, ch, place, settled) if m.deal else []
        pool = self._pool_place(p, cw, still, settled + cw, turn_up_room) if m.deal else None
        pool_room = [self._pool_room(*pool)] if pool is not None else []
        lines = self._seat_lines(p, cw, cards, middle + pool_room)
        if pool is not None and any(box.intersects(pool_room[0]) for box, _ in lines.values()):
            # A line with no place clear of it (the right-hand dealer's in two, over four cards):
            # the lines as they lie without it, and the pool's words moved clear of them.
            lines = self._seat_lines(p, cw, cards, middle)
            taken = still + [box for box, _ in lines.values()]
            pool = self._pool_place(p, cw, taken, settled + cw, turn_up_room)
            pool_room = [self._pool_room(*pool)]
        if not self._lines_clear(lines, cards, middle + pool_room):
            # the lines' steady forms leave no room (six at 1100x760): the lines as they are now
            lines = self._seat_lines(p, cw, cards, middle + pool_room, steady=False)
        # The middle: the turn-up and its label, the pool, the spare hand.
        turn_up = m.turn_up
        label = QRectF()
        if m.deal:
            element = element_for(turn_up) if turn_up is not None else self.back
            card = QRectF(int(x0), top, cw, ch)
            self._card(p, card.x(), card.y(), element, cw)
            if turn_up is not None and turn_up == m.best:
                self._outline(p, card)
            words = self._turn_up_words(m.turn_up_owner)
            label = label_box(p, card, words, place)
            self._text(p, label, label_words(words, place))
        if pool is not None:
            self._text(p, pool[0], self._pool_text(m.pool), bold=True)
        spare_cards = list(m.spare) or [None] * m.spare_down
        for i, card in enumerate(spare_cards):
            element = element_for(card) if card is not None else self.back
            self._card(p, spare.card_left(i, cw), spare.cards.y(), element, int(cw * spare.size))
        if spare_cards:
            self._text(p, spare.words, self._spare_words())
        if self.caption:
            box = self.caption_box()
            # Under the pool unless a player's line lies there (six round a small felt: the
            # person's name, over his cards), or its letters meet the spare hand: then in a corner too.
            taken = [line_box for line_box, _ in lines.values()] + [label]
            bold = QFont(p.font())
            bold.setBold(True)
            wrapped = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
            letters = QFontMetricsF(bold).boundingRect(box, wrapped, self.caption).adjusted(-2, -2, 2, 2)
            cornered = self.scale > 1 or any(box.intersects(r) for r in taken)
            cornered = cornered or any(letters.intersects(r) for r in spare_room)
            if cornered and self.scale <= 1:
                box = self._corner_box()
            if cornered:  # in a corner: a smaller letter where a long caption needs it
                font = QFont(p.font())
                font.setBold(True)
                wrap = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
                while (
                    font.pointSizeF() > 8
                    and QFontMetricsF(font).boundingRect(box, wrap, self.caption).height() > box.height()
                ):
                    font.setPointSizeF(font.pointSizeF() - 0.5)
                p.save()
                p.setFont(font)
                self._text(p, box, self.caption, bold=True, colour=GOLD, wrap=True)
                p.restore()
            else:
                self._text(p, box, self.caption, bold=True, colour=GOLD, wrap=True)
        # The players.
        for seat in range(m.players):
            box, line = lines[seat]
            lit = seat in (self.thinking, self.to_act)
            # Its last line where it lies as one line or two, centred in their rows; a third ("chief
            # hand" on a line of its own) comes below the purse, and the rest move up by a line.
            high = QFontMetricsF(p.font()).height()
            pad = cw * 0.5 - high if "\n" in line else (cw * 0.5 - high) / 2  # (below 0: centred too)
            self._text(p, box.adjusted(0, 0, 0, -pad), line, lit, GOLD if lit else TEXT, bottom=True)
            self._seat(p, seat, cw, ch)
        p.end()

    def _turn_up_words(self, owner: object) -> str:
        if owner == "pool":
            return QCoreApplication.translate("Speculation", "Turn-up: the pool")
        name = self.names[owner] if isinstance(owner, int) else ""
        return w.fill(QCoreApplication.translate("Speculation", "Turn-up: %1"), name)

    def _middle(self, p: QPainter, cw: int, ch: int, place: LabelPlace, reach: float) -> list[QRectF]:
        """The room the turn-up and its label take in a deal, the card lying from its own place to
        ``reach`` (moved in as the cards at its left widen)."""
        base, top = self.width() / 2 - cw * 1.6 + place.shift, int(self.height() / 2 - ch * 0.5)
        words = self._longest_turn_up_words(p)
        rooms = [
            label_room(label_box(p, QRectF(int(x), top, cw, ch), words, place), cw) for x in (base, reach)
        ]
        return [QRectF(base, top, reach + cw - base, ch), *rooms]

    def _longest_turn_up_words(self, p: QPainter) -> str:
        """The turn-up's longest words, whoever may hold it: its label's place is chosen for them, so
        the words keep their form and side as it changes hands (playtest (f): "Turn-up: You" under the
        card, then "Turn-up:" over "Computer 3")."""
        owners = [*range(self.model.players), "pool"]
        return max(map(self._turn_up_words, owners), key=QFontMetricsF(p.font()).horizontalAdvance)

    def _label_place(
        self, p: QPainter, cw: int, ch: int, cards: dict[int, QRectF], spare: list[QRectF]
    ) -> LabelPlace:
        """The turn-up label's place (see turn_up_label.choose), kept while nothing it was chosen
        from changes: who deals, holds the chief hand or the turn-up has no say in it. ``spare``: the
        spare hand's cards and words, if it is in play."""
        top = int(self.height() / 2 - ch / 2)
        base, reach = self.width() / 2 - cw * 1.6, self._turn_up_x(cw, ch, widest=True)
        longest = self._longest_turn_up_words(p)
        counters = len(str(sum(self.model.purses) + self.model.pool))
        seats = [(r.x(), r.y(), r.width(), r.height()) for r in [*cards.values(), *spare]]
        key = (
            self.width(),
            self.height(),
            cw,
            p.font().pointSizeF(),
            tuple(self.names),
            longest,
            counters,
            reach,
            *seats,
        )
        if key != self._label_key:

            def lines_clear(middle: list[QRectF]) -> bool:
                """Every seat's line finds a place clear of ``middle`` (and the spare hand's cards)
                whoever deals, each in its widest words (bold, "chief hand", the purse at every counter)."""
                middle = middle + spare
                return all(
                    self._lines_clear(
                        self._seat_lines(p, cw, cards, middle, dealer=d, widest=True), cards, middle
                    )
                    for d in range(self.model.players)
                )

            turn_ups = (QRectF(int(base), top, cw, ch), QRectF(int(reach), top, cw, ch))
            felt = QRectF(self.rect()).adjusted(2, 2, -2, -2)
            self._label_key = key
            self._label = choose(p, turn_ups, longest, [*cards.values(), *spare], felt, lines_clear)
        return self._label

    @staticmethod
    def _lines_clear(
        lines: dict[int, tuple[QRectF, str]], cards: dict[int, QRectF], taken: list[QRectF]
    ) -> bool:
        """Whether every line is clear of the others' cards and of ``taken``."""
        return not any(
            box.intersects(r)
            for seat, (box, _) in lines.items()
            for r in taken + [r for s, r in cards.items() if s != seat]
        )

    def _seat_lines(
        self,
        p: QPainter,
        cw: int,
        cards: dict[int, QRectF],
        taken: list[QRectF],
        steady: bool = True,
        dealer: int | None = None,
        widest: bool = False,
    ) -> dict[int, tuple[QRectF, str]]:
        """Every player's line, each clear of the others' cards, of ``taken`` and of the lines
        placed before it (``steady``: in the form its widest words take, see _seat_line; ``dealer``
        in place of the deal's; ``widest``: each line in its widest words)."""
        lines: dict[int, tuple[QRectF, str]] = {}
        for seat in range(self.model.players):
            # the lines placed so far count too, with a gap, so two lines side by side never touch
            # (seen with large cards: "...purse 30Computer 3 · purse 27 · chief hand")
            gap = cw * 0.12
            placed = [box.adjusted(-gap, 0, gap, 0) for box, _ in lines.values()]
            obstacles = [r for s, r in cards.items() if s != seat] + taken + placed
            lines[seat] = self._seat_line(p, seat, cw, obstacles, steady, dealer, widest)
        return lines

    @staticmethod
    def _pool_room(_place: QRectF, words: QRectF, apart: float) -> QRectF:
        """The room the lines keep clear of: the pool's words and a letter's width round them."""
        return words.adjusted(-apart, -apart / 2, apart, apart / 2)

    def _turn_up_x(self, cw: int, ch: int, widest: bool = False, steady: bool = False) -> float:
        """Where the turn-up lies across: left of the middle, moved in clear of a seat at the left
        whose cards reach it (playtest 29 November (c): five at 1024x700, it touched Computer 1's
        cards when he had four); ``widest``: where it would lie were that seat's three cards at
        their widest (``steady``: as if it never had more than three)."""
        cx, cy = self.width() / 2, self.height() / 2
        apart = cw * 0.15
        x0 = cx - cw * 1.6
        for seat in range(self.model.players):
            r = self.cards_rect(seat)  # the cards lie from its left, as wide as they are
            right = 0.0 if steady else r.left() + self._drawn_width(seat, cw)
            if widest or steady:
                right = max(right, r.center().x() + cw * STEADY_WIDTH / 2)
            if r.center().x() < cx and r.top() < cy + ch / 2 + apart and r.bottom() > cy - ch / 2 - apart:
                x0 = max(x0, right + apart)
        return x0

    def _pool_text(self, pool: int | str) -> str:
        return w.fill(QCoreApplication.translate("Speculation", "Pool: %1"), pool)

    def _pool_place(
        self, p: QPainter, cw: int, taken: list[QRectF], after: float = 0.0, under: Sequence[QRectF] = ()
    ) -> tuple[QRectF, QRectF, float]:
        """Where the pool's words go (centred in the first box), right of the turn-up (a letter right
        of ``after``, where it ends as a deal's three cards leave it, first as a fourth would; never
        ``under`` what lies there), where their letters lie at the most, and a letter's width the
        lines keep from them: moved up or down where ``taken`` lies there or within a letter
        (playtest (i): five at 1024x700, "Pool: 6Computer 4 (dealer) · purse 24 · chief hand").
        Chosen for the pool's widest words (every counter in it), so its count changing moves
        nothing."""
        cx, cy = self.width() / 2, self.height() / 2
        counters = sum(self.model.purses) + self.model.pool
        text = self._pool_text("8" * len(str(max(counters, 10))))
        p.save()
        f = QFont(p.font())
        f.setBold(True)
        p.setFont(f)
        # A letter's width kept from a line beside them: 2 px apart, "Pool: 6" and "Computer 4
        # (dealer) · purse 28" read as one line (playtest (i)).
        apart = QFontMetricsF(f).horizontalAdvance("M")
        slack = cw * 2.4 - QFontMetricsF(f).horizontalAdvance(text)
        home = QRectF(max(cx - cw * 0.4, after + apart - slack / 2), cy - cw * 0.45, cw * 2.4, cw * 0.9)
        fourth = max(home.x(), after + cw * 0.42 + apart - slack / 2)
        places = [QRectF(fourth, home.y(), home.width(), home.height()), home]
        places += [home.translated(0, cw * k) for k in (-0.5, 0.5, -1.0, 1.0, -1.5)]
        # Then nearer the turn-up, over or under it: the right-hand dealer's line in two, over his
        # four cards, took every place above (playtest 29 November (c): "Cagnotte : 6bourse 29").
        nearer = [(dx, k) for dx in (0.5, 1.0) for k in (0.5, -0.5, 1.0, -1.0, 1.5)]
        places += [home.translated(-cw * dx, cw * k) for dx, k in nearer]

        def clear(r: QRectF, room: float) -> bool:
            words = self._fitted(p, r, text)
            if any(words.intersects(box) for box in under):
                return False
            return not any(words.adjusted(-room, 0, room, 0).intersects(box) for box in taken)

        free = next((r for room in (apart, 0) for r in places if clear(r, room)), home)
        words = self._fitted(p, free, text)
        p.restore()
        return free, words, apart

    def _spare_place(self, p: QPainter, cw: int, ch: int) -> SparePlace:
        """Where the spare hand's cards and its name lie (see spare_place): under the pool, or over
        the middle where that meets the turn-up's label or a player's line."""
        m = self.model
        count = len(m.spare) or m.spare_down or 1
        cx, cy = self.width() / 2, self.height() / 2
        metrics = QFontMetricsF(p.font())
        words_w = metrics.horizontalAdvance(self._spare_words()) + 8
        seats = [self.steady_cards_rect(seat) for seat in range(m.players)]
        top = int(cy - ch / 2)
        line = metrics.height() + 2
        places = [
            spare_place.below(
                cx, cy, cw, count, (words_w, line), [self.cards_rect(s) for s in range(m.players)]
            ),
            *(spare_place.above(cx, top, cw, count, words_w, line, size) for size in spare_place.SIZES),
        ]
        # What keeps still: the seats' cards and the room of their lines over them (two rows), the
        # turn-up wherever it may lie and its longest label under it.
        taken = [r.adjusted(0, -cw * 1.05, 0, 0) for r in seats]
        if m.deal:
            words = self._longest_turn_up_words(p)
            for x in (cx - cw * 1.6, self._turn_up_x(cw, ch, widest=True)):
                card = QRectF(int(x), top, cw, ch)
                taken += [card, label_box(p, card, words, LabelPlace())]
        return spare_place.choose(places, taken, QRectF(self.rect()).adjusted(2, 2, -2, -2), cw)

    @staticmethod
    def _spare_words() -> str:
        return QCoreApplication.translate("Speculation", "Spare hand")

    def _seat_line(
        self,
        p: QPainter,
        seat: int,
        cw: int,
        others: list[QRectF],
        steady: bool = True,
        dealer: int | None = None,
        widest: bool = False,
    ) -> tuple[QRectF, str]:
        """Where a player's line (name, dealer, purse, chief hand) goes over his cards, and the
        line: centred over the cards, moved in to lie wholly on the felt; in two lines (the name,
        then the purse) when one would run into cards beside it (``others``), in three (the chief
        hand apart) when two would too. The form is the one its widest words in the deal would take
        (bold, as when the seat is to act; the purse at every counter in play; "chief hand"): it
        keeps its form as a purse grows a figure, a seat is to act or becomes the chief hand
        (polishf, left: the lines changed between one line and two with their words)."""
        m = self.model
        c = self.seat_centre(seat)
        y = self.cards_rect(seat).top()
        f = QFont(p.font())
        f.setBold(steady or seat in (self.thinking, self.to_act))
        metrics = QFontMetricsF(f)

        def placed(text: str, rows: int) -> QRectF:
            width = min(self.width() - 4.0, max(map(metrics.horizontalAdvance, text.split("\n"))) + cw * 0.3)
            left = min(max(2.0, c.x() - width / 2), self.width() - 2 - width)
            return QRectF(left, y - cw * 0.05 - cw * 0.5 * rows, width, cw * 0.5 * rows)

        def clear(forms: list[tuple[str, int]]) -> list[tuple[QRectF, int]]:
            """Each form where it lies, then moved aside along the felt, those clear of ``others``."""
            boxes = [(placed(text, rows), k) for k, (text, rows) in enumerate(forms)]
            moved = [(aside, k) for box, k in boxes for aside in self._moved_aside(box, others, c.x())]
            return [(box, k) for box, k in boxes + moved if not any(box.intersects(r) for r in others)]

        # In two lines (the name, then the rest), then in three (the chief hand on its own), each
        # where it lies or moved aside along the felt: at 1024x700 with five, "bourse 25 · main
        # maîtresse" ran up to the turn-up card (playtest 29 November (c)).
        counters = sum(m.purses) + m.pool
        dealer = m.dealer if dealer is None else dealer
        most = _forms(self._line_words(seat, "8" * len(str(max(counters, m.purses[seat]))), True, dealer))
        forms = most if widest else _forms(self._line_words(seat, m.purses[seat], m.holder == seat, dealer))
        chosen = most if steady else forms
        fitting = clear(chosen)
        if not fitting:  # its words of the moment in two lines, where they fit
            here = [box for box, _ in clear(forms[1:2])]
            return (here[0] if here else placed(*forms[1])), forms[1][0]
        box, form = fitting[0]
        text, rows = forms[form]
        # Where its form lies unmoved, its words of the moment centred over the cards; moved aside
        # (clear of the turn-up's label), where the widest would lie: it keeps its place as they change.
        return (placed(text, rows) if box == placed(*chosen[form]) else box), text

    def _line_words(self, seat: int, purse: object, chief: bool, dealer: int) -> str:
        title = self.names[seat] + (
            " " + QCoreApplication.translate("Speculation", "(dealer)") if seat == dealer else ""
        )
        line = w.fill(QCoreApplication.translate("Speculation", "%1 · purse %2"), title, purse)
        return line + " · " + QCoreApplication.translate("Speculation", "chief hand") if chief else line

    def _moved_aside(self, box: QRectF, others: list[QRectF], over: float) -> list[QRectF]:
        """``box`` moved across, just clear of each box it meets, still over its seat (across
        ``over``) and on the felt, its margin (``placed``'s) to the edge: the nearest first."""
        meets = [r for r in others if box.intersects(r)]
        ends = sorted(
            [r.left() - 1 - box.width() for r in meets] + [r.right() + 1 for r in meets],
            key=lambda x: abs(x - box.left()),
        )
        return [
            QRectF(x, box.y(), box.width(), box.height())
            for x in ends
            if 0 <= x <= self.width() - box.width() and x < over < x + box.width()  # (its margin on the felt)
        ]

    def cards_rect(self, seat: int) -> QRectF:
        """Where a seat's cards lie (without its line of words)."""
        cw = self.card_width()
        c, width = self.seat_centre(seat), self._seat_width(seat, cw)
        return QRectF(c.x() - width / 2, c.y() - cw * 1.4 / 2 + cw * 0.2, width, cw * 1.4)

    def steady_cards_rect(self, seat: int) -> QRectF:
        """:meth:`cards_rect` at least as wide as three cards lie at their widest (one face down, two
        turned up beside it), the room the lines keep clear of."""
        r = self.cards_rect(seat)
        widest = self.card_width() * STEADY_WIDTH
        if r.width() >= widest:
            return r
        return QRectF(r.center().x() - widest / 2, r.top(), widest, r.height())

    @staticmethod
    def _fitted(p: QPainter, r: QRectF, text: str) -> QRectF:
        """Where ``text`` centred in ``r`` puts its letters."""
        return p.boundingRect(r, int(Qt.AlignmentFlag.AlignCenter), text)

    def caption_box(self) -> QRectF:
        """Where the latest trade is written: under the pool, as wide as the players at the sides
        leave free (their cards would cover the ends of a longer line); with larger cards, in the
        largest corner of the felt the seats leave free."""
        if self.scale > 1:
            return self._corner_box()
        cw = self.card_width()
        ch = int(cw * 1.4)
        cx, top, height = self.width() / 2, self.height() / 2 + ch * 0.75 + cw * 0.45, cw * 0.9
        half = self.width() * 0.3
        for seat in range(self.model.players):
            cards = self.seat_cards(seat)
            if seat != self.human and cards.top() < top + height and cards.bottom() > top:
                half = min(half, abs(cards.center().x() - cx) - cards.width() / 2 - cw * 0.15)
        if half < cw * 1.5:  # side seats with many cards come close: a narrower, taller caption
            half, height = max(half, cw * 0.9), cw * 1.2
        return QRectF(cx - half, top, half * 2, height)

    def _corner_box(self) -> QRectF:
        """The largest box in a corner of the felt clear of every seat and of the middle, a margin in
        from the felt's edges (playtest 29 November (f): the trade's words ran to the right edge)."""
        cw = self.card_width()
        edge = max(12.0, cw * 0.15)
        cx, cy = self.width() / 2, self.height() / 2
        taken = [self.seat_cards(seat).adjusted(-6, -6, 6, 6) for seat in range(self.model.players)]
        taken.append(QRectF(cx - cw * 2.7, cy - cw * 1.2, cw * 5.4, cw * 2.7))  # turn-up, pool, spare
        best = QRectF()
        for width in (self.width() * 0.34, self.width() * 0.26, self.width() * 0.2):
            for left in (True, False):
                for top in (True, False):
                    x = edge if left else self.width() - edge - width
                    height = self.height() * 0.4
                    for r in taken:  # as tall as the seats below (or above) it leave free
                        if r.right() > x and r.left() < x + width:
                            room = r.top() - 4 - edge if top else self.height() - edge - 4 - r.bottom()
                            height = min(height, room)
                    y = edge if top else self.height() - edge - max(0.0, height)
                    box = QRectF(x, y, width, max(0.0, height))
                    if box.width() * box.height() > best.width() * best.height():
                        best = box
        return best

    def seat_cards(self, seat: int) -> QRectF:
        """The room a seat's cards and its line of words take."""
        cw = self.card_width()
        c, width = self.seat_centre(seat), self._seat_width(seat, cw)
        y = c.y() - cw * 1.4 / 2 + cw * 0.2
        return QRectF(c.x() - width / 2, y - cw * 0.55, width, cw * 1.95)

    def _seat_width(self, seat: int, cw: int) -> float:
        return max(self._drawn_width(seat, cw), cw * 2.4)

    def _drawn_width(self, seat: int, cw: int) -> float:
        """How wide a seat's cards lie: the face-down ones, then those turned up."""
        down, row = self.model.down[seat], self.model.rows[seat]
        return (cw + cw * 0.28 * max(0, down - 1) if down else 0) + (
            cw * 0.25 + cw + cw * 0.42 * max(0, len(row) - 1) if row else 0
        )

    def _seat(self, p: QPainter, seat: int, cw: int, ch: int) -> None:
        m = self.model
        c = self.seat_centre(seat)
        down, row = m.down[seat], m.rows[seat]
        step_down, step_up = cw * 0.28, cw * 0.42
        width = self._seat_width(seat, cw)
        x = c.x() - width / 2
        y = c.y() - ch / 2 + cw * 0.2
        start = x
        for i in range(down):
            known = m.known.get(i) if seat == self.human else None
            element = element_for(known) if known is not None else self.back
            self._card(p, x + i * step_down, y, element, cw)
        if seat == self.human:
            self._my_down = QRectF(start, y, cw + step_down * max(0, down - 1), ch) if down else QRectF()
        x += (cw + step_down * max(0, down - 1) + cw * 0.25) if down else 0
        # The best trump over the cards turned after it, framed (playtest (c): the winning card
        # lay under the last card turned); they still show their right-hand side. Those after it lie
        # right to left, each over the next, so none is covered from both sides (playtest (g): the
        # king of diamonds between the knave, best, and the three was not seen at all).
        best = next((i for i, card in enumerate(row) if card == m.best), len(row))
        order = [*range(best), *reversed(range(best + 1, len(row))), *([best] if best < len(row) else [])]
        for i in order:
            r = QRectF(x + i * step_up, y, cw, ch)
            self._card(p, r.x(), r.y(), element_for(row[i]), cw)
            if row[i] == m.best:
                self._outline(p, r)

    def _card(self, p: QPainter, x: float, y: float, element: str, width: int) -> None:
        p.drawPixmap(int(x), int(y), self.pixmap(element, width))
        self.painted_cards.append(QRectF(int(x), int(y), width, width * 1.4))

    @staticmethod
    def _outline(p: QPainter, r: QRectF) -> None:
        p.save()
        p.setPen(QPen(GOLD, 3))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(r.adjusted(-2, -2, 2, 2), 5, 5)
        p.restore()

    def _text(
        self,
        p: QPainter,
        r: QRectF,
        text: str,
        bold: bool = False,
        colour: QColor = TEXT,
        wrap: bool = False,
        bottom: bool = False,
    ) -> None:
        """``text`` centred in ``r`` (``bottom``: across, standing on its foot)."""
        p.save()
        f = QFont(p.font())
        f.setBold(bold)
        p.setFont(f)
        p.setPen(colour)
        align = Qt.AlignmentFlag.AlignCenter
        if bottom:
            align = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom
        flags = int(align) | (int(Qt.TextFlag.TextWordWrap) if wrap else 0)
        p.drawText(r, flags, text)
        self.painted_words.append((p.boundingRect(r, flags, text), text))
        p.restore()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self._my_down.contains(event.position()):
            self.down_clicked.emit()
        super().mousePressEvent(event)


def _forms(line: str) -> list[tuple[str, int]]:
    """A player's line in one line, in two (the name, then the rest), in three (each part apart)."""
    name, _, rest = line.partition(" · ")
    two = "\n".join((name, rest)) if rest else line
    return [(line, 1), (two, 2), ("\n".join(line.split(" · ")), line.count(" · ") + 1)]
