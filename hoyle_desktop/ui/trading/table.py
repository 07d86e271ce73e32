"""The trading table (Commerce, My Bird Sings): the other players round the top, each with a name,
purse, what they have declared and their cards face down (face up when the hands are shown); in the
middle the pool, the dealer, the stock and the old game's three cards face up; the person's cards
below; the side panel with the prompt, the engine's actions as buttons and the history.

Every trade a computer player makes is written in the history and shown at the table's pace (the
shared :class:`~hoyle_desktop.ui.table.pacer.EventPacer`); a refusal comes from the engine's
``why_illegal`` and is put into words. Keys: Left/Right choose one of your cards, Up/Down one on the
table, Alt and a button's underlined letter press it, Enter presses the only button, digits draw.
"""

from __future__ import annotations

import dataclasses
import html
import random
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetricsF, QKeyEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ...engine.actions import Action, Event
from ...engine.cards import Card
from ..cards.renderer import element_for
from ..desktop_watch import FONT, follow_desktop
from ..fonts import pixels
from ..session import GameSession
from ..table.base import TableBase, standings
from ..table.card_item import CHOSEN_LIFT
from ..table.card_view import card_scale
from ..table.coach import TableCoach, mark_button
from ..table.counter_words import amount
from ..table.flight import centre_in, fly
from ..table.hand_review import HandReview, cards_title, cards_used, counter_nets, counters_title
from ..table.keys import hinted_button
from ..table.pacer import EventPacer
from ..table.seats import seat_names
from ..table.shared_top import shared_top_text
from ..table.shown_state import as_shown
from ..table.side_panel import SidePanel
from . import bird_words, commerce_words
from . import words as w
from .bird_review import bird_cards, held_at_the_end
from .cards_row import CardRow
from .pile import CounterPile

LINGER = {"show": 6.0, "sing": 4.0, "tricks": 3.0, "no_song": 3.0, "hand_start": 1.5}
CARD_KINDS = ("buy", "barter", "give", "throw")  # actions on one of the person's cards
CAPTIONED = ("exchange", "buy", "barter", "offer", "stand", "pass", "keep", "throw", "draw", "show", "sing")
SEAT_FAN = 0.3  # My Bird Sings: each of a seat's cards lies this share of a card right of the last
FELT_STYLE = """
#tradingFelt {{ background: {colour}; }}
#tradingFelt QLabel {{ color: #f4f4f4; }}
#seatPlaque {{ background: rgba(0, 0, 0, 55); border-radius: 10px; }}
#seatPlaque[acting="true"] {{ background: rgba(0, 0, 0, 80); border: 2px solid #ffd54a; }}
#tableCloth {{ background: rgba(255, 255, 255, 22); border: 1px solid rgba(255, 255, 255, 60);
  border-radius: 12px; }}
#tradingCentre {{ font-size: {centre_px}; font-weight: bold; background: rgba(0, 0, 0, 70);
  border-radius: 10px; padding: 8px 14px; }}
#tradingCaption {{ font-size: {caption_px}; background: rgba(0, 0, 0, 110); border-radius: 8px;
  padding: 5px 12px; color: #fff3c4; }}
"""


class TradingTable(TableBase):
    def __init__(
        self, session: GameSession, renderer: Any, settings: Any, parent: QWidget | None = None
    ) -> None:
        super().__init__(session, renderer, settings, parent)
        self.session, self.game, self.renderer, self.settings = session, session.game, renderer, settings
        self.names = seat_names(self.game.players, self.human)
        self.commerce = self.game.spec.key == "commerce"
        self.words = commerce_words if self.commerce else bird_words
        self.revealed: dict[int, list[Card]] = {}
        self.chosen: int | None = None  # position in the person's hand
        self.chosen_table: int | None = None
        self.finished = False
        self.last_flown: int | None = None
        self.replaying = False
        self.idle = True
        self.rng = random.Random(self.game.seed)
        self.pacer = EventPacer(
            self._show, self._on_idle, lambda: int(self.settings.get("animation_ms")), None, self
        )
        self._room_seen: dict[tuple[int, int], float] = {}  # how far the person's rows may grow, by size
        self._build()
        self.follow_session(self._refresh_controls)

    # -- building -------------------------------------------------------------------------------
    def _build(self) -> None:
        n = self.game.players
        others = [(self.human + k) % n for k in range(1, n)]
        small = 64 if n <= 5 else (52 if n <= 8 else 42)
        felt = QFrame()
        felt.setObjectName("tradingFelt")
        self.felt = felt
        self._style_felt()
        follow_desktop(self, self._style_felt, FONT)
        column = QVBoxLayout(felt)
        grid = QGridLayout()
        grid.setSpacing(10)
        per_row = 4 if len(others) > 6 else max(1, min(len(others), 6))
        self.seats_across, self.seat_rows_down = per_row, -(-len(others) // per_row)
        self.seat_titles: dict[int, QLabel] = {}
        self.seat_rows: dict[int, CardRow] = {}
        self.plaques: dict[int, QFrame] = {}
        for k, seat in enumerate(others):
            title = QLabel()
            title.setWordWrap(True)
            # My Bird Sings' five a hand lie overlapped (polishf: side by side, 19 px for five)
            row = CardRow(self.renderer, self.settings, small, fan=0.0 if self.commerce else SEAT_FAN)
            row.clicked.connect(lambda pos, seat=seat: self._on_other_clicked(seat, pos))
            grid.addWidget(self._plaque(seat, title, row), k // per_row, k % per_row)
            self.seat_titles[seat], self.seat_rows[seat] = title, row
        column.addLayout(grid)
        self.middle_row = middle = QHBoxLayout()
        self.centre = QLabel()
        self.centre.setObjectName("tradingCentre")
        self.centre.setWordWrap(True)
        middle.addStretch(1)
        self.centre_box = centre_box = QVBoxLayout()
        centre_box.addStretch(1)
        self.pile = CounterPile()
        centre_box.addWidget(self.pile, 0, Qt.AlignmentFlag.AlignHCenter)
        centre_box.addWidget(self.centre, 0, Qt.AlignmentFlag.AlignHCenter)
        centre_box.addStretch(1)
        middle.addLayout(centre_box)
        middle.addSpacing(32)
        self.table_title = QLabel(QCoreApplication.translate("Trading", "On the table"))
        self.table_title.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.table_row = CardRow(self.renderer, self.settings, 84)
        self.table_row.clicked.connect(self._on_table_clicked)
        self.table_row.setMinimumSize(3 * 92, 126)  # the cloth keeps its size while the table is bare
        self.cloth = QFrame()
        self.cloth.setObjectName("tableCloth")
        table_box = QVBoxLayout(self.cloth)
        table_box.setContentsMargins(14, 8, 14, 12)
        table_box.addWidget(self.table_title)
        table_box.addWidget(self.table_row)
        middle.addWidget(self.cloth, 0, Qt.AlignmentFlag.AlignVCenter)
        middle.addStretch(1)
        column.addStretch(1)
        column.addLayout(middle)
        self.caption = QLabel()
        self.caption.setObjectName("tradingCaption")
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.caption.setWordWrap(True)  # a long line (German's offers) wraps rather than runs off the felt
        self.caption.hide()
        column.addSpacing(10)
        # Centred by stretches rather than an alignment, so that a wrapped caption gets the height
        # its lines need (a layout item with an alignment ignores height-for-width).
        caption_row = QHBoxLayout()
        caption_row.addStretch(1)
        caption_row.addWidget(self.caption, 0)
        caption_row.addStretch(1)
        column.addLayout(caption_row)
        column.addStretch(1)
        self.my_title = QLabel()
        self.my_row = CardRow(self.renderer, self.settings, 104)
        self.my_row.clicked.connect(self._on_mine_clicked)
        self.my_row.double_clicked.connect(self._on_mine_double_clicked)
        mine = QHBoxLayout()
        mine.addStretch(1)
        mine.addWidget(self._plaque(self.human, self.my_title, self.my_row))
        mine.addStretch(1)
        column.addLayout(mine)
        old = self.commerce and getattr(self.game.cfg, "mode", "new") != "new"
        self.cloth.setVisible(old)

        self.panel = SidePanel(QCoreApplication.translate("Trading", "History"), self.game.seed, width=310)
        self.panel.focus_home = self
        self.panel.again_button.clicked.connect(self.play_again)
        self.prompt, self.history, self.again_button = (
            self.panel.prompt,
            self.panel.history,
            self.panel.again_button,
        )
        self.review = HandReview.for_game(self.game.spec.key, self.panel.history, self)
        # My Bird Sings: each kind of card named, and the hands at the end in a column of their own.
        cards, left = (cards_used, None) if self.commerce else (bird_cards(), held_at_the_end)
        self.panel.extra.addWidget(
            self.review.button(
                self.names, counter_nets, counters_title(), self, cards, cards_title(), left=left
            )
        )
        self.coach = TableCoach(self, self.panel.extra, self._mark_best)
        row = QHBoxLayout(self)
        row.setContentsMargins(6, 6, 6, 6)
        row.addWidget(felt, 1)
        row.addWidget(self.panel)

    def _plaque(self, seat: int, title: QLabel, row: CardRow) -> QFrame:
        """A seat's name, purse and cards on a darker patch of the felt (framed when it is to act)."""
        plaque = QFrame()
        plaque.setObjectName("seatPlaque")
        box = QVBoxLayout(plaque)
        box.setContentsMargins(10, 6, 10, 8)
        box.addWidget(title)
        box.addWidget(row)
        self.plaques[seat] = plaque
        return plaque

    def sizeHint(self) -> QSize:
        return QSize(1250, 820)

    # -- cards seen moving -------------------------------------------------------------------------
    def _anchor(self, seat: int) -> QWidget:
        return self.my_row if seat == self.human else self.seat_rows[seat]

    def _card_pixmap(self, card: Card | None, width: int = 72) -> Any:
        element = element_for(card) if card is not None else str(self.settings.get("card_back"))
        return self.renderer.pixmap(element, width, self.devicePixelRatioF())

    def _flights(self, e: Event) -> list[tuple[Card | None, QWidget, QWidget]]:
        """The cards an event moves: (the card if this seat may see it, from, to)."""
        cards = list(e.cards)
        seen = lambda i: cards[i] if len(cards) > i else None  # noqa: E731
        if e.seat is None or not self.isVisible():
            return []
        here = self._anchor(e.seat)
        if e.kind == "exchange" and len(cards) == 2:
            return [(cards[0], here, self.table_row), (cards[1], self.table_row, here)]
        if e.kind == "buy":
            return [(seen(0), here, self.centre), (seen(1), self.centre, here)]
        if e.kind == "barter" and "with" in e.data:
            other = self._anchor(int(e.data["with"]))
            return [(seen(0), here, other), (seen(1), other, here)]
        if e.kind == "throw" and "to" in e.data:
            return [(seen(0), here, self._anchor(int(e.data["to"])))]
        if e.kind == "draw" and "from" in e.data:
            return [(seen(0), self._anchor(int(e.data["from"])), here)]
        return []

    def _fly(self, e: Event) -> int:
        """Show the event's cards moving; returns how long they take (0: nothing flies)."""
        ms = int(int(self.settings.get("animation_ms")) * 0.9)
        flights = self._flights(e) if ms > 0 and not self.replaying else []
        if flights:
            self.last_flown = e.seat  # for the screenshot script: whose trade is seen moving
        for card, start, end in flights:
            felt = self.felt
            fly(felt, self._card_pixmap(card), centre_in(start, felt), centre_in(end, felt), ms)
        return ms if flights else 0

    # -- the events ---------------------------------------------------------------------------------
    def start(self, replayed: bool = False) -> None:
        if replayed:
            self.replaying = True  # the past is shown at once: nothing flies
            resumed = self.resumed_past()
            for e in resumed.past:
                self._show([e])
            self.replaying = False
            if resumed.held:  # the rows as held: the last hand's (shown_view), its show still in view
                self._last_view = self.resumed_game(resumed).view(self.human)
            else:
                self.revealed = {}
            self.panel.log(QCoreApplication.translate("Trading", "The game is resumed where you left it."))
            self.session.start(replayed=True)
            self._enqueue(resumed.pending)  # saved at a deal's held end: held there again
            return
        self.session.start()

    def _enqueue(self, events: list[Event]) -> None:
        self.idle = False
        self.pacer.enqueue(events)
        self._refresh_controls()

    def _show(self, batch: Sequence[Event]) -> float:
        linger, flown = 0.0, 0
        for e in batch:
            self.review.note(e)
            lines = self.words.event_lines(e, self.names, self.human)
            for line in lines:
                self.panel.log(line)
            flown = self._fly(e) or flown
            if lines and e.kind in CAPTIONED:
                self.caption.setText(lines[-1])
                self._fit_caption()
                self.caption.show()
            elif e.kind in ("hand_start", "deal"):
                self.caption.hide()
            if e.kind == "show":
                self.revealed = commerce_words.shown_hands(e)
            elif e.kind in ("hand_start", "deal"):
                self.revealed = {}
                self.chosen = self.chosen_table = None
            elif e.kind == "sing" and e.seat is not None:
                self.revealed = {e.seat: list(e.cards)}
            if lines and e.kind in (
                "show",
                "sing",
                "barter",
                "buy",
                "exchange",
                "stand",
                "throw",
                "draw",
                "offer",
            ):
                self.status.emit(lines[-1])
            linger = max(
                linger, LINGER.get(e.kind, 1.0 if lines and e.seat not in (None, self.human) else 0.2)
            )
        if flown:  # the cards land first, then the rows show them where they went
            QTimer.singleShot(flown, self, self._refresh_board)
        else:
            self._refresh_board()
        return linger

    def _on_idle(self) -> None:
        self.idle = True
        if self.revealed and not self.game.is_over() and not self._showing_song():
            self.revealed = {}
        self._refresh_board()
        self._refresh_controls()
        self.session.proceed()

    def _showing_song(self) -> bool:
        return False

    # -- drawing the table --------------------------------------------------------------------------
    def _view(self) -> Any:
        return self.game.view(self.human)

    def _shown_view(self) -> Any:
        """The person's view as the table has shown it: while the next hand waits in the queue (behind
        the end-of-deal pause) or the game is over, the last hand's dealer, cards and stock, with the
        counters as they stand before the queued payments."""
        v = self._view()
        queue = list(self.pacer.queue)
        ahead = self.game.is_over() or any(e.kind == "hand_start" for e in queue)
        last = getattr(self, "_last_view", None)
        if not ahead or last is None:
            self._last_view = v
            return v
        purses, pool = as_shown(v.purses, v.pool, queue)
        return dataclasses.replace(last, purses=tuple(purses), pool=pool, to_act=())

    def _refresh_board(self) -> None:
        v = self._shown_view()
        drawing = self._drawing_from(v)
        for seat, plaque in self.plaques.items():
            acting = seat in v.to_act and not self.finished and not self.revealed
            if plaque.property("acting") != acting:
                plaque.setProperty("acting", acting)
                plaque.style().unpolish(plaque)
                plaque.style().polish(plaque)
        for seat, title in self.seat_titles.items():
            title.setText(self._seat_text(v, seat, title))
            row = self.seat_rows[seat]
            if seat in self.revealed:
                row.show_cards(self.revealed[seat])
            else:
                row.show_cards(backs=v.hand_sizes[seat], clickable=drawing == seat)
        mine = self.revealed.get(self.human) or list(v.hand)
        if self.chosen is not None and self.chosen >= len(mine):
            self.chosen = None
        self.my_row.show_cards(mine, clickable=True, chosen=self.chosen)
        self.my_title.setText(self._seat_text(v, self.human, self.my_title))
        if self.commerce:
            if self.chosen_table is not None and self.chosen_table >= len(v.table):
                self.chosen_table = None
            table = [] if self.revealed else list(v.table)  # the next deal's cards wait for the show to end
            self.table_row.show_cards(table, clickable=True, chosen=self.chosen_table)
        self.centre.setText(self._centre_text(v))
        self.pile.set_count(v.pool)
        self.pile.setVisible(getattr(v, "mode", "") != "old")
        if max(len(self.my_row.labels), len(self.table_row.labels)) > getattr(self, "mine_fitted", 99):
            self._fit_cards()  # a card more than the size was fitted for (a card thrown to the person)
        elif self.my_row.labels and (self.width(), self.height() - 12) not in self._room_seen:
            # The first cards dealt at this size: the room is measured with them once they show.
            QTimer.singleShot(0, self, self._fit_cards)

    def _seat_text(self, v: Any, seat: int, title: QLabel | None = None) -> str:
        parts = [self.names[seat], w.fill(QCoreApplication.translate("Trading", "purse %1"), v.purses[seat])]
        if seat == v.dealer:
            parts.append(QCoreApplication.translate("Trading", "dealer"))
        if self.commerce:
            status = {
                "stood": QCoreApplication.translate("Trading", "stands"),
                "passed": QCoreApplication.translate("Trading", "has passed"),
                "out": QCoreApplication.translate("Trading", "out"),
            }.get(v.status[seat])
            if status:
                parts.append(status)
            if v.mode == "pool":
                parts.append(w.fill(QCoreApplication.translate("Trading", "counters %1"), v.lives[seat]))
        elif getattr(self.game.cfg, "whole_pack", False):
            parts.append(w.fill(QCoreApplication.translate("Trading", "tricks %1"), v.tricks[seat]))
        if seat in v.to_act and not self.finished and not self.revealed:  # not while hands are shown
            parts.append(QCoreApplication.translate("Trading", "to act"))
        return packed(parts, title)

    def _centre_text(self, v: Any) -> str:
        pool = w.fill(QCoreApplication.translate("Trading", "Pool: %1"), v.pool)
        mode = getattr(v, "mode", "")
        lines = [] if mode == "old" else [pool]  # the old game has no pool: each loser pays the winner
        if v.dealer == self.human:
            deals = QCoreApplication.translate("Trading", "You deal (hand %1 of %2)")
            lines.append(w.fill(deals, v.deal_no, v.deals))
        else:
            deals = QCoreApplication.translate("Trading", "%1 deals (hand %2 of %3)")
            lines.append(w.fill(deals, self.names[v.dealer], v.deal_no, v.deals))
        if mode not in ("old", "pool"):  # the old game and Pool Commerce trade only with the table
            stock = amount(
                v.stock,
                QCoreApplication.translate("Trading", "Stock: %1 card"),
                QCoreApplication.translate("Trading", "Stock: %1 cards", "none"),
                QCoreApplication.translate("Trading", "Stock: %1 cards"),
            )
            lines.append(stock)
        if not self.commerce:
            lines.append(w.fill(QCoreApplication.translate("Trading", "Round %1"), v.round))
        return "\n".join(lines)

    def _drawing_from(self, v: Any) -> int | None:
        """The seat whose face-down hand the person draws from now (My Bird Sings' second method)."""
        if self.commerce or not self.idle or not self.session.human_may_act():
            return None
        legal = self.game.legal_actions(self.human)
        return v.holder if legal and legal[0].kind == "draw" else None

    # -- the person ---------------------------------------------------------------------------------
    def _my_turn(self) -> bool:
        return self.idle and not self.finished and self.session.human_may_act()

    def _refresh_controls(self) -> None:
        self.coach.refresh()
        if self.finished:
            return
        if not self._my_turn():
            self.panel.set_actions([])
            self.prompt.setText("")  # the last turn's words, without its buttons, said nothing true
            return
        legal = self.game.legal_actions(self.human)
        kinds: list[str] = []
        for a in legal:
            if a.kind not in kinds:
                kinds.append(a.kind)
        self.panel.set_actions([(self._button_text(k), lambda k=k: self._press(k)) for k in kinds])
        self.prompt.setText(self._turn_prompt())
        self._refresh_board()

    def _button_text(self, kind: str) -> str:
        """A button's words; the dealer's own trade is with the pack, not "from the dealer"."""
        if self.commerce and kind == "buy" and self._view().dealer == self.human:
            return commerce_words.button_text("dealer_buy")
        return self.words.button_text(kind)

    def _turn_prompt(self) -> str:
        v = self._view()
        if self.commerce:
            legal = self.game.legal_actions(self.human)
            dealer = v.dealer == self.human
            return commerce_words.prompt(v.phase, v.mode, legal, self.names, v.barter_from, dealer)
        songs = [a.cards for a in self.game.legal_actions(self.human) if a.kind == "sing" and a.cards]
        return bird_words.prompt(v.phase, v.method, self.names, v.holder, songs[0] if songs else ())

    def _chosen_changed(self) -> None:
        """A card chosen (a click, the arrows): a refusal asking for one is answered, so the prompt
        says again what the turn is (the playtest saw "Choose one of your cards first" stay on)."""
        asking = (w.refusal("choose_card"), w.refusal("choose_table_card"))
        if self._my_turn() and self.prompt.text() in asking:
            self.prompt.setText(self._turn_prompt())
        self._refresh_board()

    def _mark_best(self, action: Action | None) -> None:
        """The best decision's button, its card (and the table's card to take) chosen."""
        mark_button(self.panel.action_buttons, self._button_text(action.kind) if action else None)
        if action is None or not action.cards:
            return
        v = self._view()
        hand, table = list(v.hand), list(v.table) if self.commerce else []
        self.chosen = hand.index(action.cards[0]) if action.cards[0] in hand else self.chosen
        if len(action.cards) > 1 and action.cards[1] in table:
            self.chosen_table = table.index(action.cards[1])
        self._refresh_board()

    def _press(self, kind: str) -> None:
        if not self._my_turn():
            self._refuse("not_your_turn")
            return
        legal = self.game.legal_actions(self.human)
        hand = list(self._view().hand)
        card = hand[self.chosen] if self.chosen is not None and self.chosen < len(hand) else None
        if kind in CARD_KINDS or (kind == "exchange" and not self.commerce):
            if card is None:
                self._refuse("choose_card")
                return
            self._act(Action(kind, (card,)))
        elif kind == "exchange":
            table = list(self._view().table)
            if card is None:
                self._refuse("choose_card")
            elif self.chosen_table is None or self.chosen_table >= len(table):
                self._refuse("choose_table_card")
            else:
                self._act(Action(kind, (card, table[self.chosen_table])))
        elif kind == "sing":
            songs = [a for a in legal if a.kind == "sing"]
            with_card = [a for a in songs if card in a.cards]
            self._act((with_card or songs)[0])
        elif kind == "draw":
            draws = [a for a in legal if a.kind == "draw"]
            self._act(self.rng.choice(draws))
        else:
            self._act(Action(kind))

    def _act(self, action: Action) -> None:
        if self.finished:
            return
        reason = self.session.act(action)
        if reason is not None:
            self._refuse(reason)
            return
        self.chosen = self.chosen_table = None
        self.panel.set_actions([])

    def _refuse(self, reason: str) -> None:
        self.say_refusal(reason, w.refusal(reason))

    def _on_mine_clicked(self, position: int) -> None:
        self.chosen = None if self.chosen == position else position
        self._chosen_changed()

    def _on_mine_double_clicked(self, position: int) -> None:
        self.chosen = position
        if not self.commerce and self._my_turn():
            kinds = {a.kind for a in self.game.legal_actions(self.human)}
            if "throw" in kinds:
                self._press("throw")

    def _on_table_clicked(self, position: int) -> None:
        self.chosen_table = None if self.chosen_table == position else position
        self._chosen_changed()

    def _on_other_clicked(self, seat: int, position: int) -> None:
        if self._drawing_from(self._view()) == seat:
            self._act(Action("draw", value=position))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key, text = event.key(), event.text()
        v = self._view()
        size = len(self.revealed.get(self.human) or self._shown_view().hand)  # the cards in view
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and size:
            step = -1 if key == Qt.Key.Key_Left else 1
            self.chosen = (min(step, 0) if self.chosen is None else self.chosen + step) % size
            self._chosen_changed()
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_Down) and self.commerce and v.table:
            step = -1 if key == Qt.Key.Key_Up else 1
            self.chosen_table = (step if self.chosen_table is None else self.chosen_table + step) % len(
                v.table
            )
            self._chosen_changed()
        elif text.isdigit() and self._drawing_from(v) is not None:
            position = int(text) - 1
            if 0 <= position < v.hand_sizes[v.holder]:
                self._act(Action("draw", value=position))
        elif (
            key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
            and len(self.panel.action_buttons) == 1
        ):
            self.panel.action_buttons[0].click()  # Space too: it acts on the card the arrows chose
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and self.panel.action_buttons:
            hinted = hinted_button(self.panel.action_buttons) if key != Qt.Key.Key_Space else None
            if hinted is not None and self._my_turn():  # Enter does what the Hint on show marked
                hinted.click()
            elif self._my_turn():  # several answers: the key alone cannot tell which (it was silent)
                self._refuse("press_a_button")
        elif key == Qt.Key.Key_Escape:
            self.chosen = self.chosen_table = None
            self._refresh_board()
        else:
            super().keyPressEvent(event)

    # -- the size of the cards -------------------------------------------------------------------
    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_cards()
        self._fit_caption()

    def _fit_caption(self) -> None:
        """The caption on one line where the felt is wide enough, wrapped where it is not (a
        wrapped label would otherwise choose a narrow block of its own)."""
        one_line = self.caption.fontMetrics().horizontalAdvance(self.caption.text()) + 32  # padding
        self.caption.setMinimumWidth(max(0, min(one_line, self.felt.width() - 40)))

    def _fit_cards(self) -> None:
        """On a large window the cards grow with it (as the card tables' do): every row by one
        factor, up to 1.8 times the ordinary size, as far as the seats across the top still fit."""
        rows = [*self.seat_rows.values(), self.my_row, self.table_row]
        if not hasattr(self, "base_widths"):
            self.base_widths = {id(row): row.width_px for row in rows}
        sizes = list(getattr(self._view(), "hand_sizes", ()))
        held = max([len(r.labels) for r in self.seat_rows.values()] + sizes + [self._most_held()])
        small = min([self.base_widths[id(r)] for r in self.seat_rows.values()] or [64])
        # A plaque's share of the felt (its margins, the grid's gaps), less its own frame; each card
        # takes its picture, 4 pixels of margin and 4 of spacing.
        across_n = max(1, self.seats_across)
        felt = self.width() - self.panel.width() - 24  # the felt's width once laid out at this size
        plaque = (felt - 24 - 10 * (across_n - 1)) / across_n - 24
        across = ((plaque + 4) / held - 10) / small
        # overlapped (SEAT_FAN), each card with its 8 px of frame: the first whole, the rest a share
        fanned = (plaque / (1 + (held - 1) * SEAT_FAN) - 8) / small
        # Larger cards (the option, the system's font) make the person's own and the table's cards
        # larger, as far as they fit across the felt; the seats across the top make room for them.
        scale = card_scale(self.settings)
        mine_held = max(self._most_held(), len(self.my_row.labels), len(self.table_row.labels))
        self.mine_fitted = mine_held
        mine_across = ((felt - 60) / mine_held - 10) / self.base_widths[id(self.my_row)]
        # The rows whose cards may be chosen (the table's cloth is set shown before the table is).
        chosen = 104 + (84 if not self.cloth.isHidden() else 0)
        own_room = self._own_room(max(scale, 1.8))  # the height's limit on the person's rows (never below 1)
        own = min(scale, mine_across, own_room)
        # Taller than at 1, and the room those rows keep for a chosen card to rise into.
        taller = (own - 1) * 1.45 * chosen + CHOSEN_LIFT * 1.45 * own * chosen
        down = (self.felt.height() - 120 - taller) / (
            520 + self.seat_rows_down * small * 1.45
        )  # 520: the rest
        factor = min(across, down * 1.0, 1.8)
        seat_factor = min(fanned if not self.commerce else across, down, 1.8)
        seats = {id(r) for r in self.seat_rows.values()}
        changed = False
        mine_grow = max(1.0, own, min(factor, mine_across, own_room))
        for row in rows:
            # The seats across the top shrink their cards rather than cut them (issue 24: My Bird
            # Sings' fourth card was cut at the plaque's edge); the person's own never shrink.
            grow = max(0.3, seat_factor) if id(row) in seats else mine_grow
            width = int(self.base_widths[id(row)] * grow)
            changed |= width != row.width_px
            row.width_px = width
        if changed:
            self._refresh_board()

    def _most_held(self) -> int:
        """The most cards a seat may hold in this game, which the seats' cards are fitted to: they
        keep their size as cards pass, live and resumed alike. Fitted to the most held so far, a
        table played live fitted five at My Bird Sings (a thrown card passes through each hand) and
        one resumed four, its backs larger (resumeend, 29 November). Commerce's hands are three."""
        size = int(getattr(self._view(), "size", 0) or 0)  # My Bird Sings' hand
        return size + 1 if size else 3

    def _own_room(self, most: float) -> float:
        """How much larger than ordinary the rows whose cards may be chosen (the person's, the old
        game's on the table) may be, as far as the felt's height holds them with the room a chosen
        card rises into: measured from the felt's layout once the cards are dealt (everything else on
        it as it is, a caption of two lines, a neighbour's cards risen), not guessed (Commerce's old
        game with large cards at 1024x700 gained nothing where it had room)."""
        felt_high = self.height() - 12  # the felt's height once laid out at this size
        if not self.my_row.labels or self.my_row.labels[0].isHidden():  # measured once the cards show
            return self._room_seen.get((self.width(), felt_high), 1.0)
        _invalidate(self.felt.layout())  # the rows may have just been filled: sizes taken afresh
        cloth = 0 if self.cloth.isHidden() else self.cloth.sizeHint().height()
        table_now = max(self.table_row.minimumHeight(), self.table_row.sizeHint().height())
        two_lines = 2 * self.caption.fontMetrics().lineSpacing() + 12
        caption = 0 if self.caption.isHidden() else self.caption.heightForWidth(self.caption.width())
        rest = (
            self.felt.layout().sizeHint().height()
            - self.middle_row.sizeHint().height()
            - self.my_row.sizeHint().height()
            + max(0, two_lines - caption)
        )
        centre = self.centre_box.sizeHint().height()
        if not self.commerce:  # My Bird Sings: a neighbour's cards rise when one draws from them
            seat_cards = [self.renderer.card_height_for(r.width_px) for r in self.seat_rows.values()]
            rest += round(max(seat_cards, default=0) * CHOSEN_LIFT)

        def chosen_row(row: CardRow, grow: float) -> int:  # a row of cards that rise when chosen
            height = self.renderer.card_height_for(int(self.base_widths[id(row)] * grow))
            return height + round(height * CHOSEN_LIFT) + 8  # 8: the chosen card's frame

        def high(grow: float) -> float:
            table = max(self.table_row.minimumHeight(), chosen_row(self.table_row, grow))
            middle = max(centre, cloth - table_now + table) if cloth else centre
            return rest + middle + chosen_row(self.my_row, grow)

        grow = most
        while grow > 1.0 and high(grow) > felt_high:
            grow -= 0.02
        self._room_seen[(self.width(), felt_high)] = max(1.0, grow)
        return max(1.0, grow)

    # -- settings and the end ----------------------------------------------------------------------
    def _style_felt(self) -> None:
        """The felt's colour, and its words' sizes grown with the desktop's font (playtest (e): at
        16 pt the captions stayed at 14 px)."""
        colour = str(self.settings.get("table_colour"))
        style = FELT_STYLE.format(colour=colour, centre_px=pixels(15), caption_px=pixels(14))
        if style != self.felt.styleSheet():
            self.felt.setStyleSheet(style)

    def apply_settings(self, names: list[str] | None = None) -> None:
        self._style_felt()
        for row in (*self.seat_rows.values(), self.my_row, self.table_row):
            row.shown = ()
        self._fit_cards()  # "Large cards" or the font may have changed
        self._refresh_board()

    def _on_finished(self, result: Any) -> None:
        if self.finished:
            return
        self.finished = True
        net = result.scores[self.human]
        text = shared_top_text(self.names, result.winners, self.human, net) or w.result_text(
            self.human in result.winners, net
        )
        self.end_game([text, *standings(self.names, result.scores, w.standing_line)])
        self._refresh_board()

    def shutdown(self) -> None:
        self.pacer.stop()
        self.finished = True
        self.session.stop()

    def history_texts(self) -> Sequence[str]:
        return self.panel.history_texts()


def _invalidate(layout: Any) -> None:
    """A layout and every layout in it (the plaques' too) forget the sizes they cached."""
    for i in range(layout.count()):
        item = layout.itemAt(i)
        inner = item.layout() or (item.widget().layout() if item.widget() is not None else None)
        if inner is not None:
            _invalidate(inner)
    layout.invalidate()


def packed(parts: list[str], title: QLabel | None) -> str:
    """A seat's title: its parts joined by " · ", a line broken between two parts where ``title``'s
    width runs out, never inside one ("purse" apart from its number) and with no " ·" left at the
    end of a line (five players at 1024x700: "Computer 1 ·" over "purse 16")."""
    name, *rest = (html.escape(p).replace(" ", "\u00a0") for p in parts)
    if title is None or title.width() <= 0:
        return " · ".join([f"<b>{name}</b>", *rest])
    bold = QFont(title.font())
    bold.setBold(True)
    metrics = QFontMetricsF(title.font())
    room = title.contentsRect().width() - 2
    lines, used = [[f"<b>{name}</b>"]], QFontMetricsF(bold).horizontalAdvance(parts[0])
    for plain, part in zip(parts[1:], rest, strict=True):
        need = metrics.horizontalAdvance(" · " + plain)
        if used + need > room:
            lines.append([part])
            used = metrics.horizontalAdvance(plain)
        else:
            lines[-1].append(part)
            used += need
    return "<br>".join(" · ".join(line) for line in lines)
