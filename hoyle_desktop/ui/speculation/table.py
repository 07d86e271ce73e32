"""The Speculation table: the felt (:mod:`.board`) and the side panel with the offer panel.

Events are shown one at a time at the table's pace (:class:`~hoyle_desktop.ui.table.pacer.EventPacer`):
each moves the board's model on and writes a line of history, so a computer player's trade is
named ("Computer 2 buys the nine of spades from Computer 1 for 3 counters") as it happens. When
the person is to act, the buttons are made from the engine's legal actions: turn up (or keep),
offer at the price in the offer panel, buy, bid, refuse, accept, counter. Nothing is modal: the
table goes on showing while the person decides. Refusals come from the engine's ``why_illegal``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent, QPixmap
from PySide6.QtWidgets import QHBoxLayout, QWidget

from ...engine.actions import Action, Event
from ...engine.speculation.game import HAND
from ...engine.speculation.view import ANSWER, CHIEF, LAST, SELLER, TURN, TURN_UP, Market, SpeculationView
from ..cards.renderer import element_for
from ..session import GameSession
from ..table import amounts
from ..table.base import TableBase, standings
from ..table.card_view import card_scale
from ..table.coach import TableCoach, mark_button
from ..table.flight import fly
from ..table.hand_review import HandReview, cards_title, counter_nets, counters_title
from ..table.keyboard_focus import FOCUS_FRAME_PX
from ..table.pacer import EventPacer
from ..table.seats import seat_names
from ..table.shared_top import shared_top_text
from ..table.side_panel import SidePanel
from . import wording as w
from .board import SpeculationBoard
from .look_row import LookRow
from .model import TableModel
from .offer_panel import OfferPanel
from .review_cards import speculation_cards

# Events shown with a pause after them (multiples of the animation time); the rest pass at once.
LINGER = {
    "turn_up": 3.0,
    "turn": 2.0,
    "chief": 1.5,
    "offer": 2.5,
    "bid": 2.0,
    "refuse": 1.0,
    "counter": 2.0,
    "sale": 3.0,
    "no_sale": 1.5,
    "keep": 1.0,
    "keep_offer": 1.5,
    "win": 3.0,
    "pool_stays": 3.0,
    "high_turn_up": 3.0,
    "spare": 2.0,
    "look": 1.5,
}


# Events whose line is also written on the felt, under the pool, until the next one.
CAPTIONED = frozenset(
    {"offer", "bid", "counter", "sale", "no_sale", "keep_offer", "turn_up", "turn", "chief"}
)
CAPTIONED |= {"win", "pool_stays", "high_turn_up", "keep", "refuse"}

# What closes a market: the card sold, kept or turned up (the panel then offers nothing until idle).
MARKET_OVER = frozenset({"sale", "no_sale", "keep_offer", "turn_up", "turn", "chief", "keep", "deal"})

HISTORY_LINES = 6  # the history's least room, in lines (its frame taken from it in a low window)

# What opens or moves a market: the panel shows it as the table shows it (playtest (f)).
# The moves at the price in the price box, in the order Enter in the box picks one that is legal.
PRICED = ("offer", "bid", "counter", "offer_all")
MARKET_MOVES = frozenset({"offer", "bid", "counter", "refuse"})

# The market's moves, each given the time to read its line before the next (the pace governs it).
TRADES = frozenset({"offer", "bid", "counter", "refuse", "sale", "no_sale", "keep_offer"})


class SpeculationTable(TableBase):
    def __init__(
        self, session: GameSession, renderer: Any, settings: Any, parent: QWidget | None = None
    ) -> None:
        super().__init__(session, renderer, settings, parent)
        self.names = seat_names(self.game.players, self.human)
        self.finished = False
        self.replaying = False
        self._build()
        self.pacer = EventPacer(self._show, self._on_idle, self._anim_ms, parent=self, pace_ms=self._pace_ms)
        self.follow_session(self._refresh_controls, self._on_thinking)

    @property
    def idle(self) -> bool:
        return self.pacer.idle

    # -- building -------------------------------------------------------------------------------
    def _build(self) -> None:
        n = self.game.players
        purse = int(self.game.cfg.purse)
        self.model = TableModel(n, [purse] * n)
        self.model.human_seat = self.human
        self.board = SpeculationBoard(
            self.model,
            self.names,
            self.human,
            self._pixmap,
            str(self.settings.get("card_back")),
            str(self.settings.get("table_colour")),
        )
        self.board.scale = card_scale(self.settings)
        self.board.down_clicked.connect(self._on_down_clicked)
        self.panel = SidePanel(
            QCoreApplication.translate("Speculation", "History"), self.game.seed, width=320
        )
        self.panel.focus_home = self
        # Three buttons at most (Buy, Bid, Keep the card; Turn up, Offer, Offer all): their room is
        # kept from the start, so the market and the Hint below never move down at the first offer.
        self.panel.reserve_buttons(3)
        # Looking at a card for a fee (a house rule): a row of its own under them, its room kept.
        fee = int(self.game.cfg.look_penalty)
        self.looks = LookRow(HAND, fee, lambda i: self._act(Action("look", value=i))) if fee else None
        if self.looks is not None:
            self.panel.extra.addWidget(self.looks)
        self.offer = OfferPanel(self.names)
        self.offer.price.confirmed.connect(self._price_entered)
        self.panel.extra.addWidget(self.offer)
        self.review = HandReview.for_game(self.game.spec.key, self.panel.history, self)
        # Review and Hint side by side, a row less: with the market the Hint and the history shared
        # what was left, and the history kept four lines at 1024x700 (playtest 29 November (c)).
        pair = QHBoxLayout()
        pair.setContentsMargins(0, 0, 0, 0)
        pair.addWidget(
            self.review.button(
                self.names, counter_nets, counters_title(), self, speculation_cards(), cards_title()
            )
        )
        self.panel.extra.addLayout(pair)
        self.coach = TableCoach(self, self.panel.extra, self._mark_best)
        self.panel.extra.removeWidget(self.coach.button)
        pair.addWidget(self.coach.button)
        # The history keeps its lines: the computers' trades are read there while the market lags.
        history = self.panel.history
        frame = 2 * FOCUS_FRAME_PX  # the lines inside its frame: the Hint's steady room gives way
        history.setMinimumHeight(history.fontMetrics().lineSpacing() * HISTORY_LINES + frame)
        self.beside_panel(self.board, self.panel)

    def _pixmap(self, element: str, width: int) -> QPixmap:
        return self.renderer.pixmap(element, width, self.devicePixelRatioF())

    def _anim_ms(self) -> int:
        return int(self.settings.get("animation_ms"))

    def _pace_ms(self) -> int:
        return int(self.settings.get("computer_pace_ms"))

    def apply_settings(self, names: list[str] | None = None) -> None:
        self.board.back = str(self.settings.get("card_back"))
        self.board.colour = self.board.colour.__class__(str(self.settings.get("table_colour")))
        self.board.scale = card_scale(self.settings)
        self.board.update()

    # -- events ---------------------------------------------------------------------------------
    def start(self, replayed: bool = False) -> None:
        if replayed:
            past, pending = self.resumed_events()
            self.replaying = True  # the past is shown at once: nothing flies
            for e in past:
                self._show([e], log=True)
            self.replaying = False
            self.panel.log(
                QCoreApplication.translate("Speculation", "The game is resumed where you left it.")
            )
            self.session.start(replayed=True)
            self._enqueue(pending)  # saved at a deal's held end: held there again
            return
        opening = list(self.game.opening_events)
        self._rewind_purses(opening)
        self.session.start()

    def _rewind_purses(self, opening: Sequence[Event]) -> None:
        """The model starts from the purses before the opening's stakes, which the events then pay."""
        self.model.purses = [int(self.game.cfg.purse)] * self.game.players
        self.model.pool = 0

    def _enqueue(self, events: list[Event]) -> None:
        self.pacer.enqueue(events)
        self._refresh_controls()

    def _show(self, batch: Sequence[Event], log: bool = True) -> float:
        linger = 0.0
        for e in batch:
            self.review.note(e)
            if e.kind in MARKET_OVER and not self.replaying:
                # The market of this card is over: not left offering it until the table is idle.
                self.offer.show_view(self._view(), [], held=True)
            if e.kind == "sale" and not self.replaying and e.seat is not None and "buyer" in e.data:
                self._fly_sale(e)
            self.model.apply(e)
            if e.kind in MARKET_MOVES and not self.replaying and self.model.market is not None:
                self._show_market(self.model.market)
            if e.kind == "deal":  # the last deal's words under the pool go with its cards
                self.board.caption = ""
            line = w.event_line(e, self.names, self.human)
            if line and log:
                self.panel.log(line)
                self.status.emit(line)
                if e.kind in TRADES and (e.seat != self.human or e.kind == "sale"):
                    self.pacer.read(line)  # the others' trades, one at a time, each read whole
                if e.kind in CAPTIONED:
                    self.board.caption = line
                elif e.kind == "pay" and e.reason == "pool" and self.board.caption:
                    # Under who won, what he takes: "You win with the king of hearts. You take the
                    # pool: 6 counters." (not "takes the pool" by his cards, a fragment: playtest (i))
                    self.board.caption = f"{self.board.caption} {line}"
            linger = max(linger, LINGER.get(e.kind, 0.0))
        self.offer.set_deal(
            w.fill(
                QCoreApplication.translate("Speculation", "Deal %1 of %2"),
                self.model.deal,
                self.game.cfg.deal_count(),
            )
            if self.model.deal
            else ""
        )
        self.board.update()
        return linger

    def _show_market(self, shown: Market) -> None:
        """The offer as far as the table has shown it; priced while the game is still at it."""
        view = self._view()
        now = view.market
        same = now is not None and (now.seller, now.item) == (shown.seller, shown.item)
        self.offer.show_market(shown, view, priced=same)

    def _fly_sale(self, e: Event) -> None:
        """The card sold is seen going from the seller's place to the buyer's (face down if unseen)."""
        if not self.isVisible():
            return
        element = element_for(e.cards[0]) if e.cards else str(self.settings.get("card_back"))
        # From card row to card row: the middle of a seat's cards and line together sent the card
        # over the seller's line ("Computer 2 (dealer) · purse 30", playtest (f)).
        start = self.board.cards_rect(int(e.seat or 0)).center().toPoint()
        end = self.board.cards_rect(int(e.data["buyer"])).center().toPoint()
        pixmap = self._pixmap(element, self.board.card_width())
        fly(self.board, pixmap, start, end, int(self._anim_ms() * 1.5))

    def _on_idle(self) -> None:
        self._refresh_controls()
        self.session.proceed()

    def _on_thinking(self, seat: int) -> None:
        self.board.thinking = seat
        self.board.update()

    # -- the person's controls ------------------------------------------------------------------
    def _view(self) -> SpeculationView:
        return self.game.view(self.human)  # type: ignore[return-value]

    def _my_turn(self) -> bool:
        return self.pacer.idle and not self.finished and self.session.human_may_act()

    def _refresh_controls(self) -> None:
        self.coach.refresh()
        if self.finished:
            return
        view = self._view()
        legal = self.game.legal_actions(self.human) if self._my_turn() else []
        prices = sorted(
            {
                int(a.value)
                for a in legal
                if a.kind in ("offer", "bid", "counter") and isinstance(a.value, int)
            }
        )
        held = getattr(getattr(self, "deal_end", None), "holding", False)
        if self.pacer.idle:  # else the game is ahead of the table: the market named a card not yet turned
            self.offer.show_view(view, prices, held)
            to_act = view.to_act if view.to_act is not None and not held else -1
            if to_act != self.board.to_act:  # painted now: no event may come to paint it
                self.board.to_act = to_act
                self.board.update()
        if self.looks is not None:
            self.looks.show_looks([int(a.value or 0) for a in legal if a.kind == "look"])
        if not legal:
            self.panel.set_actions([])
            # Not the last question while the answer to it is shown (it named a bid already taken);
            # whose turn it is the line above says (turn_words).
            self.prompt.setText("")
            return
        self.prompt.setText(self._prompt(view, {a.kind for a in legal}))
        self.panel.set_actions(self._buttons(view, legal))

    def deal_end_changed(self, holding: bool) -> None:
        """The held end of a deal (ui/table/deal_end.py): the game has moved on to the next deal,
        so the market offers nothing of it until the person goes on."""
        if holding:
            self.offer.show_view(self._view(), [], held=True)
            self.board.to_act = -1  # not the next deal's first seat, under this deal's cards
            self.board.update()

    def _mark_best(self, action: Action | None) -> None:
        """The best decision's button (its price set in the price box)."""
        labels = self._buttons(self._view(), [action]) if action is not None else []
        mark_button(self.panel.action_buttons, labels[0][0] if labels else None)
        if self.looks is not None:
            self.looks.mark(int(action.value or 0) if action is not None and action.kind == "look" else None)
        if action is not None and action.kind in ("offer", "offer_all", "bid", "counter"):
            self.offer.price.setValue(int(action.value or 0))

    def turn_words(self, seat: int) -> str:
        """The line at the top of the panel (ui/table/turn_line.py): "Computer 3 is answering the
        offer." at an offer, else as at every table. It said "Computer 2 is thinking…" over the
        prompt's "Waiting for Computer 2." (playtest (f)): the prompt now says nothing then."""
        if self._view().phase == ANSWER:
            answering = QCoreApplication.translate("Speculation", "%1 is answering the offer.")
            return w.fill(answering, self.names[seat])
        return super().turn_words(seat)

    def _prompt(self, view: SpeculationView, kinds: set[str]) -> str:
        """What the person is asked; it names only the choices whose buttons are offered."""
        if view.phase == TURN_UP:
            return QCoreApplication.translate(
                "Speculation",
                "You dealt. Turn up the trump card, or offer it for sale first at the price below.",
            )
        if view.phase == TURN:
            return QCoreApplication.translate(
                "Speculation",
                "Your turn: turn up your next card, or offer it for sale first at the price below.",
            )
        if view.phase == CHIEF:
            return QCoreApplication.translate(
                "Speculation", "You hold the best trump. Keep it, or offer it for sale at the price below."
            )
        if view.phase == LAST:
            return QCoreApplication.translate(
                "Speculation",
                "Everyone else has turned up. Turn up your cards, or sell them, singly or all together.",
            )
        if view.phase == ANSWER and view.market is not None:
            m = view.market
            seller = self.names[m.seller]
            text = (
                QCoreApplication.translate(
                    "Speculation", "%1 offers %2 for %3. Buy it, bid less (your price below), or refuse."
                )
                if "bid" in kinds
                else QCoreApplication.translate("Speculation", "%1 offers %2 for %3. Buy it, or refuse.")
            )
            return w.fill(
                text,
                seller,
                w.own_item_words(m.item, m.card, m.count, case="accusative"),
                w.counters(m.price),
            )
        if view.phase == SELLER and view.market is not None and view.market.bidder is not None:
            return w.fill(
                QCoreApplication.translate(
                    "Speculation", "%1 bids %2. Accept, ask another price (below), or keep the card."
                )
                if "counter" in kinds
                else QCoreApplication.translate("Speculation", "%1 bids %2. Accept, or keep the card."),
                self.names[view.market.bidder],
                w.counters(view.market.best_bid),
            )
        return ""

    def _buttons(
        self, view: SpeculationView, legal: Sequence[Action]
    ) -> list[tuple[str, Callable[[], None]]]:
        kinds = {a.kind for a in legal}
        out: list[tuple[str, Callable[[], None]]] = []
        if "turn" in kinds:
            out.append((w.turn_label(view.phase), lambda: self._act(Action("turn"))))
        if "keep" in kinds:
            out.append(
                (
                    QCoreApplication.translate("Speculation", "&Keep the best trump"),
                    lambda: self._act(Action("keep")),
                )
            )
        if "offer" in kinds:
            out.append(
                (
                    QCoreApplication.translate("Speculation", "&Offer at my price"),
                    lambda: self._priced("offer"),
                )
            )
        if "offer_all" in kinds:
            out.append(
                (
                    QCoreApplication.translate("Speculation", "Offer a&ll at my price"),
                    lambda: self._priced("offer_all"),
                )
            )
        if "buy" in kinds and view.market is not None:
            out.append(
                (
                    w.fill(QCoreApplication.translate("Speculation", "&Buy for %1"), view.market.price),
                    lambda: self._act(Action("buy")),
                )
            )
        if "bid" in kinds:
            out.append(
                (QCoreApplication.translate("Speculation", "B&id my price"), lambda: self._priced("bid"))
            )
        if "accept" in kinds and view.market is not None:
            out.append(
                (
                    w.fill(QCoreApplication.translate("Speculation", "A&ccept %1"), view.market.best_bid),
                    lambda: self._act(Action("accept")),
                )
            )
        if "counter" in kinds:
            out.append(
                (
                    QCoreApplication.translate("Speculation", "Cou&nter at my price"),
                    lambda: self._priced("counter"),
                )
            )
        if "refuse" in kinds:
            label = (
                QCoreApplication.translate("Speculation", "Re&fuse")
                if view.phase == ANSWER
                else QCoreApplication.translate("Speculation", "&Keep the card")
            )
            out.append((label, lambda: self._act(Action("refuse"))))
        return out

    def _price_entered(self) -> None:
        """Enter in the price box: the move at that price (offer, bid, counter), never the card turned
        up, which keeps its own key and button (playtest (i): 3 typed and Enter turned it up)."""
        if not self._my_turn():
            self._refuse("not_your_turn")
            return
        kinds = {a.kind for a in self.game.legal_actions(self.human)}
        kind = next((k for k in PRICED if k in kinds), None)
        if kind is None:
            self._no_such_key()
            return
        self._priced(kind)

    def _priced(self, kind: str) -> None:
        price = self.offer.price
        typed = price.take_refused()
        if typed is not None:
            # a price out of range is refused in words, never offered at the nearest (playtest (f)),
            # nor at the amount shown when the box swallowed it (playtest (g))
            price.setValue(price.value())  # the price shown stays
            allowed = range(price.minimum(), price.maximum() + 1)
            text = amounts.refused_text(typed, allowed, amounts.COUNTERS, price.cleanText())
            self.say_refusal("amount", text)
            return
        self._act(Action(kind, value=int(price.value())))

    def _on_down_clicked(self) -> None:
        if not self._my_turn():
            self._refuse("not_your_turn")
            return
        if Action("turn") in self.game.legal_actions(self.human):
            self._act(Action("turn"))

    def _act(self, action: Action) -> None:
        if self.finished:
            return
        reason = self.session.act(action) if self._my_turn() else "not_your_turn"
        if reason is not None:
            self._refuse(reason)
            return
        self.panel.set_actions([])
        if self.looks is not None:
            self.looks.show_looks([])

    def _refuse(self, reason: str) -> None:
        self.say_refusal(reason, w.refusal(reason))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter) and self._my_turn():
            # Space and Enter go on: they turn up the card or keep the best trump, never answer the
            # market (playtest (c): a Space meant to go on refused an offer, "Vous refusez"). At an
            # offer or a bid Space names the keys that answer; Enter presses what the Hint marked.
            kinds = [a.kind for a in self.game.legal_actions(self.human)]
            for kind in ("turn", "keep"):
                if kind in kinds:
                    self._act(Action(kind))
                    return
            if key == Qt.Key.Key_Space:
                self._no_such_key()
                return
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Plus):
            self.offer.price.stepUp()
            return
        if key in (Qt.Key.Key_Down, Qt.Key.Key_Minus):
            self.offer.price.stepDown()
            return
        super().keyPressEvent(event)

    # -- the end --------------------------------------------------------------------------------
    def _on_finished(self, result: Any) -> None:
        if self.finished:
            return
        self.finished = True
        net = result.scores[self.human]
        text = shared_top_text(self.names, result.winners, self.human, net) or w.result_text(
            self.human in result.winners, net
        )
        self.end_game([text, *standings(self.names, result.scores, w.standing_line)])

    def shutdown(self) -> None:
        self.pacer.stop()
        self.finished = True
        self.session.stop()

    def history_texts(self) -> Sequence[str]:
        return self.panel.history_texts()
