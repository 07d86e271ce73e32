"""The table for the trick games (All-Fours, Spoil-Five): the scene, the person's controls, the history.

The session's events are shown one batch at a time at a readable pace (the shared
:class:`~hoyle_desktop.ui.table.pacer.EventPacer`): a card played goes from the hand to the
trick, a finished trick lingers dimmed until the next lead, scores and the pool change as they
are won. When the queue is idle the table lays itself out again from the person's view (the
engine's state is the truth) and lets the session move on. A card is played by clicking it, by
dragging it to the middle, or with the arrow keys and Space; the other actions (beg, give, rob,
play on for a jink...) are buttons made from the engine's legal actions, and every refusal comes
from the engine's ``why_illegal``, put into words by :mod:`.words`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLabel, QWidget

from ...engine.actions import Action, Event
from ...engine.cards import Card, Rank
from ...engine.tricks.core import TrickView
from ..session import GameSession
from ..table.card_view import CardTableView
from ..table.coach import TableCoach, mark_best
from ..table.hand_review import (
    HandReview,
    by_sides,
    cards_played,
    counters_title,
    points_scored,
    points_title,
    pool_nets,
)
from ..table.hand_table import HandTable
from ..table.pacer import EventPacer
from ..table.shared_top import shared_place_text
from ..table.side_panel import SidePanel
from . import words as w
from .scene import TrickScene

LINGER = {"play": 1.6, "trick": 3.0, "turnup": 2.0, "score": 1.2, "deal": 0.6, "new_deal": 0.8, "cut": 0.3}


class TrickTable(HandTable):
    def __init__(
        self, session: GameSession, renderer: Any, settings: Any, parent: QWidget | None = None
    ) -> None:
        super().__init__(session, renderer, settings, parent)
        self.key = self.game.spec.key
        self.tricks = [0] * self.game.players
        self.robbed: tuple[int, Card] | None = None  # the turn-up robbed in the deal on show
        self.barred: set[int] = set()  # who may not win the pool in the deal on show
        self.shown_dealer: int | None = None  # the dealer of the deal on show (the engine may be on)
        # The pool and each side's counters as the events on show leave them: at the held end of a
        # deal the engine has already taken the next deal's stakes.
        self.shown_pool = 0
        self.shown_sides: list[int] | None = None
        self._build()
        self.pacer = EventPacer(self._show, self._on_idle, lambda: self.scene.anim_ms, parent=self)
        self.follow_session(self._refresh_controls)

    # -- building -------------------------------------------------------------------------------------
    def _build(self) -> None:
        view = self._view()
        back = str(self.settings.get("card_back"))
        self.scene = TrickScene(self.game.players, self.human, self.names, self._pixmap, back)
        self.scene.anim_ms = int(self.settings.get("animation_ms"))
        self.scene.card_clicked.connect(self._on_card_clicked)
        self.teams = teams = list(view.teams)
        self.partnered = len(set(teams)) < len(teams)
        self.side_names = [
            w.and_word().join(self.names[s] for s in range(len(teams)) if teams[s] == t)
            for t in range(max(teams) + 1)
        ]
        self.scene.set_sides(teams, self.partnered, view.seating)
        self.view = CardTableView(
            self.scene, self.renderer, self.settings, (9.5, 5.6, 44.0, 6.7), w.label("table")
        )
        self.panel = SidePanel(w.label("history"), self.game.seed)
        self.panel.focus_home = self.view
        self.panel.reserve_buttons(2)  # Stand and Beg, Give one and Run the cards, Rob and Do not rob
        self.deal_label = QLabel()
        self.deal_label.setObjectName("deal")
        self.panel.extra.addWidget(self.deal_label)
        self.score_label = QLabel()  # the scores or the pool: beside the table, never over a hand
        self.score_label.setObjectName("scores")
        self.score_label.setWordWrap(True)
        self.score_label.setTextFormat(Qt.TextFormat.PlainText)
        self.panel.extra.addWidget(self.score_label)
        self.beside_panel(self.view, self.panel)
        self.review = HandReview.for_game(self.game.spec.key, self.panel.history, self)
        counters = self.game.spec.key == "spoil_five" and not view.extra.get("target")
        self.teams = teams
        self.shown_sides = [0] * (max(teams) + 1)
        scorer = pool_nets if counters else points_scored
        rows, cards, you = list(self.names), cards_played, self.human
        if self.partnered:  # a row a side, as the panel scores (Cassino's review does the same)
            rows, you = list(self.side_names), teams[self.human]
            scorer, cards = by_sides(teams, self.names, scorer, cards_played)
        title = counters_title() if counters else points_title()
        self.panel.extra.addWidget(self.review.button(rows, scorer, title, self, cards, you=you))
        self.coach = TableCoach(self, self.panel.extra, self._mark_best)

    # -- events ------------------------------------------------------------------------------------------
    def start(self, replayed: bool = False) -> None:
        if replayed:
            anim = self.scene.anim_ms
            self.scene.anim_ms = 0
            past, pending = self.resumed_events()
            for e in past:
                self._show([e])
            if not pending:  # laid out from the view at once, as the live table is at its next pause
                self._sync()
            self.scene.anim_ms = anim
            self.panel.log(w.label("resumed"))
            self.session.start(replayed=True)
            self._enqueue(pending)  # saved at a deal's held end: held there again
            return
        self.session.start()

    def _show(self, batch: Sequence[Event]) -> float:
        linger = 0.0
        for e in batch:
            self.review.note(e)
            line = w.event_line(e, self.names, self.side_names)
            if line:
                self.panel.log(line, quiet=e.kind == "game_won")  # the summary says who won, once
            self._show_event(e)
            linger = max(linger, LINGER.get(e.kind, 0.5))
        return linger

    def _show_event(self, e: Event) -> None:
        scene = self.scene
        seat = e.seat
        if e.kind == "new_deal":
            self.robbed, self.barred = None, set()  # the last deal's robbing ends with it
            self.shown_dealer = seat  # the plates name this deal's dealer, not the engine's next one
            self._score_text(self._view())
            scene.set_trick([])
            self.tricks = [0] * self.game.players
            for s in range(self.game.players):
                scene.set_hand(s, [])
                self._seat_info(s)
            self.deal_label.setText(w.deal_text(int(e.data.get("deal", 0))))
            scene.set_turnup(None, "", "")
        elif e.kind in ("deal", "take_up") and seat is not None:  # take_up: after the beg, four-handed
            count = int(e.data.get("count", len(e.cards)))
            scene.set_hand(seat, list(e.cards) if e.cards else [None] * count)
        elif e.kind == "turnup" and e.cards:
            card = e.cards[0]
            trump = None if e.data.get("same") else str(e.data.get("trump"))
            scene.set_turnup(
                card, w.label("turnup"), w.trumps_text(trump) if trump else scene.trump_item.text()
            )
        elif e.kind == "play" and seat is not None and e.cards:
            card = e.cards[0]
            shown = [(s, i.card) for s, i in scene.trick]
            if scene.trick_dimmed:
                shown = []
            hand = [i.card for i in scene.hands[seat]]
            if card in hand:
                hand.remove(card)
            elif hand:
                hand.pop()
            scene.set_hand(seat, hand)
            scene.set_trick([*shown, (seat, card)])  # type: ignore[list-item]
        elif e.kind == "trick" and seat is not None:
            scene.set_trick([(s, i.card) for s, i in scene.trick], dimmed=True)  # type: ignore[misc]
            self.tricks[seat] += 1
            self._seat_info(seat)
        elif e.kind in ("score", "pay", "take", "rob", "rob_declined"):
            if e.kind == "rob":  # the turn-up goes into the robber's hand; trumps stay named
                scene.set_turnup(None, "", scene.trump_item.text())
                if seat is not None and e.cards:
                    self.robbed = (seat, e.cards[0])
            if e.kind == "rob_declined" and e.data.get("barred") and seat is not None:
                self.barred.add(seat)
            if e.kind in ("pay", "take") and seat is not None and self.shown_sides is not None:
                self.shown_sides[self.teams[seat]] += e.points
                self.shown_pool = int(e.data.get("pool", self.shown_pool))
            self._scores_from(e)

    def _seat_info(self, seat: int) -> None:
        view = self._view()
        parts = [w.tricks_text(self.tricks[seat])]
        if seat == (view.dealer if self.shown_dealer is None else self.shown_dealer):
            parts.append(w.dealer_word())
        self.scene.set_info(seat, " · ".join(parts))

    def _scores_from(self, e: Event) -> None:
        view = self._view()
        points = view.game == "all_fours" or view.extra.get("target")
        if e.kind == "score" and points and "total" in e.data and self.shown_sides is not None:
            # the score as this event leaves it: at the held end the engine may have scored on (a
            # knave turned up for the next dealer showed 4 beside a history that said 3)
            self.shown_sides[int(e.data.get("team", 0))] = int(e.data["total"])
        self._score_text(view)

    def _score_text(self, view: TrickView) -> None:
        lines = []
        shown = self.shown_sides if self.shown_sides is not None else view.scores
        if view.game == "all_fours":
            for t, name in enumerate(self.side_names):
                lines.append(w.score_line([name], shown[t]))
            lines.append(w.target_text(int(view.extra.get("target", 7))))
        elif view.extra.get("target"):
            for t, name in enumerate(self.side_names):
                lines.append(w.score_line([name], shown[t]))
            lines.append(w.target_text(int(view.extra["target"])))
        else:
            lines.append(w.pool_text(self.shown_pool))
            sides = self.shown_sides if self.shown_sides is not None else view.scores
            for t, name in enumerate(self.side_names):
                lines.append(w.counters_line(name, sides[t]))
            # The robbing of the deal on show (the engine may already be in the next deal).
            if self.robbed:
                lines.append(w.robbed_text(self.names[self.robbed[0]], self.robbed[1]))
            for seat in sorted(self.barred):
                lines.append(w.barred_text(self.names[seat]))
        self.score_label.setText("\n".join(lines))

    def _on_idle(self) -> None:
        self._sync()
        self._refresh_controls()
        self.session.proceed()

    def _sync(self) -> None:
        """Lay the table out from the person's view: the engine's state is the truth."""
        view = self._view()
        scene = self.scene
        for s in range(self.game.players):
            if s == self.human and view.hand:
                scene.set_hand(s, list(view.hand))
            else:
                scene.set_hand(s, [None] * view.hand_sizes[s])
        if view.trick:
            scene.set_trick(list(view.trick))
        self.tricks = list(view.tricks_won)
        robbed = view.extra.get("robbed")
        self.robbed = (int(robbed[0]), Card.parse(robbed[1])) if robbed else None
        self.barred = set(view.extra.get("barred", ()))
        self.shown_pool, self.shown_sides = int(view.extra.get("pool", 0)), list(view.scores)
        self.shown_dealer = view.dealer  # all shown: the engine's state is what is on show
        for s in range(self.game.players):
            self._seat_info(s)
        scene.set_turnup(view.turnup, w.label("turnup"), w.trumps_text(view.trump))
        self._score_text(view)
        self.deal_label.setText(w.deal_text(view.deal))

    # -- the person's turn ---------------------------------------------------------------------------------
    def _view(self) -> TrickView:
        view = self.game.view(self.human)
        assert isinstance(view, TrickView)
        return view

    def _refresh_controls(self) -> None:
        mine = self._my_turn()
        view = self._view()
        legal = self.game.legal_actions(self.human) if mine else []
        if mine:
            turned_ace = view.seat == view.dealer and view.turnup is not None and view.turnup.rank == Rank.ACE
            self.prompt.setText(w.prompt(view.phase, view.extra, not view.trick, turned_ace))
        elif not self.game.is_over():
            self.prompt.setText("" if view.hand or not view.hand_sizes[self.human] else w.label("no_hand"))
        extras = [a for a in legal if a.kind != "play"]
        self.panel.set_actions([(w.action_text(a), lambda a=a: self._act(a)) for a in extras])
        playable = {a.cards[0] for a in legal if a.kind == "play"}
        self._mark_hand(mine, playable if view.trick else ())
        self.scene.set_active(view.to_act if not self.game.is_over() else None)
        self.scene.relayout(0)
        names = ", ".join(w.knave_name(c) for c in view.hand)
        self.view.setAccessibleDescription(w.label("hand").replace("%1", names))
        self.coach.refresh()

    def _mark_best(self, action: Action | None) -> None:
        label = w.action_text(action) if action is not None and action.kind not in ("play", "rob") else None
        mark_best(self.scene.hands[self.human], self.panel.action_buttons, action, label)
        self.frame_hinted(action)

    def on_card(self, card: Card) -> None:
        kind = "rob" if self._view().phase == "rob" else "play"  # a click on a card robs with it
        self._act(Action(kind, (card,)))

    def failed_text(self) -> str:
        return w.label("failed")

    def refusal_text(self, reason: str) -> str:
        return w.refusal(reason, self._view())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if self._move_focus(key):
            return
        if key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.scene.hands[self.human]:
            self._press_focused(enter=key != Qt.Key.Key_Space)
        else:
            super().keyPressEvent(event)

    # -- the end -------------------------------------------------------------------------------------------
    def _on_finished(self, result: Any) -> None:
        won = [self.teams[s] for s in result.winners]
        shared = shared_place_text(self.side_names, won, self.teams[self.human])
        self.end_game([shared or w.result_text(self.human in result.winners)])
