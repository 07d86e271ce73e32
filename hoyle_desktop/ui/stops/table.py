"""The table for Pope Joan, Spin, Newmarket and Jig: the board and cards, the person's controls, the history.

It shows the session's events at a readable pace (:class:`~hoyle_desktop.ui.table.pacer.EventPacer`),
then lets the session move the game on. The person plays by clicking a card (or with the arrow
keys and Space); the actions that are not a single card (Spin, declaring Matrimony, the Pope in
lieu, passing) are buttons made from the engine's legal actions. Every refusal comes from the
engine (``why_illegal``), put into words by :mod:`.wording`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLabel, QWidget

from ...engine.actions import Action, Event
from ...engine.cards import Card
from ...engine.stops.clicks import action_for_card, button_actions
from ...engine.stops.newmarket import winning_card
from ...engine.stops.sequence import successor
from ...engine.stops.view import CALL, FOLLOW, LEAD, StopsView
from ..session import GameSession
from ..table import keys
from ..table.base import standings
from ..table.card_view import CardTableView
from ..table.coach import TableCoach, mark_best
from ..table.hand_review import HandReview, cards_left, counter_nets
from ..table.hand_table import HandTable
from ..table.pacer import EventPacer
from ..table.shared_top import shared_top_text
from ..table.side_panel import SidePanel
from . import history_words as h
from . import snip_words as s
from . import wording as w
from .board import CARDS, ROUND, PoolBoard
from .scene import StopsScene
from .show import EventDisplay, belongs_together


class StopsTable(HandTable):
    def __init__(
        self, session: GameSession, renderer: Any, settings: Any, parent: QWidget | None = None
    ) -> None:
        super().__init__(session, renderer, settings, parent)
        self.key = self.game.spec.key
        self.enter_followed = False  # the last key was an Enter that played the card following on
        self._build()
        self.review = HandReview(
            self.panel.history, lambda e: e.kind == "deal_start", lambda e: e.kind == "deal_end", self
        )
        left = None if self.key == s.KEY else cards_left  # Snip-Snap-Snorum pays for no card held
        self.panel.extra.addWidget(
            self.review.button(self.names, counter_nets, w.label_text("counters_won"), self, left=left)
        )
        self.coach = TableCoach(self, self.panel.extra, self._mark_best)
        self.pacer = EventPacer(
            self._show_batch, self._on_idle, lambda: self.scene.anim_ms, belongs_together, parent=self
        )
        self.follow_session(self._refresh_controls, self._on_thinking)

    # -- building -------------------------------------------------------------------------------
    def _build(self) -> None:
        view = self._view()
        pools = list(view.pools)
        self.board: PoolBoard | None = None
        if pools:
            kind = CARDS if self.key == "newmarket" else ROUND
            self.board = PoolBoard(kind, pools, {}, w.board_title(self.key).upper(), self._pixmap)
        column = view.spare_size > 0 or view.turnup is not None
        back = str(self.settings.get("card_back"))
        self.scene = StopsScene(
            self.game.players, self.human, self.names, self._pixmap, back, self.board, column
        )
        self.scene.anim_ms = int(self.settings.get("animation_ms"))
        self.scene.card_clicked.connect(self._on_card_clicked)
        self.view = CardTableView(
            self.scene, self.renderer, self.settings, (12.0, 6.4, 44.0), w.label_text("table")
        )
        if self.board is not None:
            self.view.cards_resized.connect(self.board.refresh)

        self.panel = SidePanel(w.label_text("history"), self.game.seed)
        self.panel.focus_home = self.view
        self.deal_label = QLabel()
        self.deal_label.setObjectName("deal")
        self.panel.extra.addWidget(self.deal_label)

        winner_of = None
        if self.key == "newmarket":
            rule = self.game.cfg.pool_winner
            winner_of = lambda card: winning_card(card, rule)  # noqa: E731 - the engine's rule
        self.display = EventDisplay(
            self.scene, self.board, self.names, self.human, self.key, self.panel.log, self._view, winner_of
        )
        self.display.grow = self.panel.grow  # the run's line grows as each card is played
        self.scene.face_down = self.display.face_down = view.face_down
        if self.board is not None:
            self.board.set_labels(self.display.labels(None))
        self.beside_panel(self.view, self.panel)

    # -- the event queue ------------------------------------------------------------------------
    def start(self, replayed: bool = False) -> None:
        if replayed:
            past, pending = self.resumed_events()
            self._replay(past, pending)
            self.deal_label.setText(self.display.deal_text)  # held, the table goes idle only after Space
            self.session.start(replayed=True)
            self._enqueue(pending)  # saved at a deal's held end: held there again
            return
        opening = list(self.game.opening_events)
        if not opening:  # the stops engine keeps its opening (the cut, the first deal) in its log
            self._start_purses(list(getattr(self.game, "events", [])))
            self._enqueue([e.for_seat(self.human) for e in getattr(self.game, "events", [])])
        else:
            self._start_purses(opening)
        self.session.start()

    def _start_purses(self, opening: Sequence[Event]) -> None:
        """Purses and pools as they were before the opening events, which then move the counters."""
        view = self._view()
        purses = list(view.purses)
        pools = dict(view.pools)
        for e in opening:
            if e.kind != "pay":
                continue
            for account, sign in ((e.data.get("from"), 1), (e.data.get("to"), -1)):
                if isinstance(account, int):
                    purses[account] += sign * e.points
                elif account in pools:
                    pools[account] += sign * e.points
        for seat, plate in enumerate(self.scene.plates):
            plate.set_purse(purses[seat])
        if self.board is not None:
            self.board.set_counts(pools)

    def _on_idle(self) -> None:
        self.deal_label.setText(self.display.deal_text)
        self._refresh_controls()
        self.session.proceed()
        if self._forced_card() is not None:
            # Long enough to see which card it is before it goes.
            QTimer.singleShot(max(300, self.scene.anim_ms * 3), self, self._play_forced)

    def _forced_card(self) -> Card | None:
        """The card the person must play now (it follows on and nothing else is allowed), if the
        option to play such cards by themselves is on."""
        if not self.settings.get("auto_play_forced") or not self._my_turn():
            return None
        legal = self.game.legal_actions(self.human)
        forced = len(legal) == 1 and legal[0].kind == "play" and len(legal[0].cards) == 1
        return legal[0].cards[0] if forced and self._view().phase == FOLLOW else None

    def _play_forced(self) -> None:
        card = self._forced_card()
        if card is not None:
            self._act(self.game.legal_actions(self.human)[0])

    def _show_batch(self, batch: list[Event]) -> float:
        for e in batch:
            self.review.note(e)
        return self.display.show(batch)

    def _replay(self, events: list[Event], pending: Sequence[Event] = ()) -> None:
        """After resuming: show everything that happened so far at once, without animation, so the
        cards, purses, board and history are as they were. ``pending`` (saved at a deal's held end:
        the next deal, pumped after the hold) has moved the engine's purses too, so it is taken off
        them here as well, or its stakes would be paid twice on screen."""
        self._start_purses([*events, *pending])
        anim = self.scene.anim_ms
        self.scene.anim_ms = 0
        self.scene.layout_held = True
        try:
            i = 0
            while i < len(events):
                batch = [events[i]]
                i += 1
                while i < len(events) and belongs_together(batch[0], events[i]):
                    batch.append(events[i])
                    i += 1
                self._show_batch(batch)
        finally:
            self.scene.anim_ms = anim
            self.scene.layout_held = False
        for caption in self.scene.captions:  # the replay's calls were said without time to fade
            caption.clear()
        self.scene.relayout(0)
        self.panel.log(w.label_text("resumed"))

    # -- the person's turn ----------------------------------------------------------------------
    def _view(self) -> StopsView:
        view = self.game.view(self.human)
        assert isinstance(view, StopsView)
        return view

    def _refresh_controls(self) -> None:
        mine = self._my_turn()
        view = self._view()
        legal = self.game.legal_actions(self.human) if mine else []
        phase = view.phase if mine else ""
        pairs = self.key == s.KEY
        if pairs and phase == LEAD:
            self.prompt.setText(s.lead_prompt())
        elif pairs and phase == FOLLOW and view.to_follow is not None:
            self.prompt.setText(s.pair_prompt(view.to_follow, bool(view.extra.get("must_pair"))))
        elif phase == LEAD:
            spin = any(a.kind == "spin" for a in legal)
            more = " " + w.spin_prompt(beside=False) if spin else ""
            self.prompt.setText(w.lead_prompt(view.lead_after_stop, view.stops_in_hand) + more)
        elif phase == FOLLOW and view.to_follow is not None:
            spin = any(a.kind == "play" and len(a.cards) == 2 for a in legal)
            more = " " + w.spin_prompt(beside=True) if spin else ""
            self.prompt.setText(w.follow_prompt(view.to_follow) + more)
        elif phase == CALL:
            # The Pope would stand for the card after the stop (named, not decided, here).
            missing = successor(view.stopped[-1][0]) if view.stopped else None
            self.prompt.setText(w.call_prompt(missing))
        elif not self.game.is_over():
            self.prompt.setText("")
        extras = button_actions(legal)
        self.panel.set_actions([(w.action_text(a), lambda a=a: self._act(a)) for a in extras])
        # The card that follows on, and Spin beside it (a click on Spin plays both).
        wanted = {a.cards[-1] for a in legal if a.kind == "play" and a.cards} if phase != LEAD else set()
        if pairs:
            wanted = {c for c in view.hand if c.code in view.extra.get("pairs", ())} if mine else set()
        self._mark_hand(mine, wanted)
        self.scene.plates[self.human].set_state(active=mine)
        description = w.label_text("hand").replace("%1", ", ".join(w.card_name(c) for c in view.hand))
        self.view.setAccessibleDescription(description)
        self.coach.refresh()

    def only_watching(self) -> bool:
        """Snipped out, or gone from the table with an empty purse: no deal to come deals them in."""
        return not self._view().seated[self.human]

    def _mark_best(self, action: Action | None) -> None:
        shown = button_actions(self.game.legal_actions(self.human))
        label = w.action_text(action) if action is not None and action in shown else None
        mark_best(self.scene.hands[self.human], self.panel.action_buttons, action, label)
        self.frame_hinted(action)

    def _on_thinking(self, seat: int) -> None:
        # The seat the turn line names (ui/table/turn_line.py); one answering a private call (the
        # Pope in lieu) never is, so the table looks as it does at any stop.
        for other, plate in enumerate(self.scene.plates):
            if other != self.human:
                plate.set_state(active=other == seat)

    def on_card(self, card: Card) -> None:
        action = action_for_card(self.game.legal_actions(self.human), card)
        self._act(action or Action("play", (card,)))

    def failed_text(self) -> str:
        return w.label_text("failed")

    def refusal_text(self, reason: str) -> str:
        if reason == "must_pair":
            return s.must_pair(self._view().to_follow)
        return w.illegal_reason(reason, self._view().to_follow)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        item = self._focused_item()
        followed, self.enter_followed = self.enter_followed, False
        if self._move_focus(key):
            return
        if key == Qt.Key.Key_Space and item is not None:
            self._press_focused()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            view = self._view()
            marked = keys.hinted_button(keys.shown_buttons(self))
            if marked is not None and self._my_turn():
                # the Hint marked a button ("with Spin beside it"): Enter presses it, as at every
                # table, not the card that follows on alone (Spin then stayed in hand, paid double)
                marked.animateClick()
            elif self._my_turn() and view.phase == FOLLOW and view.to_follow is not None:
                self._on_card_clicked(view.to_follow)
                self.enter_followed = True
            elif item is not None and followed and self._my_turn() and view.phase == LEAD:
                # Enter pressed card after card as each followed on: the run stopped at the person's
                # card, and this press would lead the card the frame happened to be on, unseen.
                self.name_frame(item)
            elif item is not None:
                self._press_focused(enter=True)  # else the focused card, as Space
        else:
            super().keyPressEvent(event)

    # -- the end --------------------------------------------------------------------------------
    def _on_finished(self, result: Any) -> None:
        net = result.scores[self.human]
        text = shared_top_text(self.names, result.winners, self.human, net) or h.result_text(
            self.human in result.winners, net
        )
        self.end_game([text, *standings(self.names, result.scores, h.standing_line)])
        for seat, plate in enumerate(self.scene.plates):
            plate.set_state(winner=seat in result.winners, active=False)
        self.display.say(self.human, h.you_net_text(net), loud=True)
