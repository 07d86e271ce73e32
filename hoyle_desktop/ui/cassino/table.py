"""The Cassino table: the table cards spread so every capture shows, each side's pile and sweeps,
the count item by item at the end of each deal.

The person clicks a card of the hand: a card that takes nothing is laid on the table at once; a
card that takes marks the cards it would take and waits for a second click (or Enter, or its
button); where it may take in more than one way, a button for each. A computer player's capture
is marked on the table before the cards are gathered in.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt

from ...engine.actions import Action, Event
from ...engine.cards import Card
from ...engine.cassino.game import CassinoView
from ..matching.table import MatchingTable
from ..table.hand_review import CardsOf, Scorer, cards_used, points_scored
from ..table.shared_top import shared_place_text
from . import words as w


class CassinoTable(MatchingTable):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        view = self._cview()
        self.side_of = view.side_of
        self.sides = view.sides
        self.side_names = [
            w.side_name(self.names, [s for s in range(self.game.players) if self.side_of[s] == side])
            for side in range(self.sides)
        ]
        self.pending: list[Action] = []  # the person's chosen card's takes, shown before they are made
        self.capturing: tuple[int, Event] | None = None  # a capture marked on the table, not yet gathered
        self.sizes = [0] * self.game.players
        self.taken = [0] * self.game.players
        self.sweeps = [0] * self.game.players
        self.scores = [0] * self.sides
        # The cards still to deal: the whole pack until the first cards come (it said "none" before
        # them, playtest (d), 29 November), less each hand and the table's four as they are dealt.
        self.stock = view.pack
        self.count_lines: list[str] = []
        self.count_scores: list[str] = []  # the deal's score lines, kept with its count in the panel
        self.count_lines_done: list[str] = []  # the count shown in the panel at the deal's held end
        self.deal_no = 0
        self.builds: list[tuple[int, int, tuple[Card, ...]]] = []  # (owner, value, cards) as shown
        self.scene.spread_clicked.connect(self._spread_clicked)

    def review_rows(self) -> tuple[list[str], Scorer, CardsOf, int]:
        """A side a row: its partners' names, each partner's cards, the side's points (the engine
        counts and scores by side: a "score" or "count" event's seat is the side). Called before
        ``__init__`` has set the sides (MatchingTable builds the review button)."""
        view = self._cview()
        players = range(self.game.players)
        seats = [[s for s in players if view.side_of[s] == side] for side in range(view.sides)]
        names = [w.side_name(self.names, of) for of in seats]

        def cards(events: Sequence[Event], side: int) -> str:
            if len(seats[side]) == 1:
                return cards_used(events, seats[side][0])
            return " · ".join(w.partner_cards(self.names[s], cards_used(events, s)) for s in seats[side])

        return names, points_scored, cards, view.side_of[self.human]

    def _cview(self) -> CassinoView:
        view = self.game.view(self.human)
        assert isinstance(view, CassinoView)
        return view

    # -- events ---------------------------------------------------------------------------------
    def show_event(self, e: Event) -> float:
        self.gather()
        s = self.scene
        name = self.names[e.seat] if e.seat is not None else ""
        you = e.seat == self.human
        if e.kind == "cut":
            self.log(w.cut_line(self.names, e.data.get("seats", []), e.cards))
            return 1.0
        if e.kind == "first_dealer":
            self.log(w.first_dealer(name, you))
            return 0.5
        if e.kind == "deal_start":
            s.new_deal(e.seat or 0)
            self.deal_no = int(e.data.get("deal", 1))
            self.taken = [0] * self.game.players
            self.sweeps = [0] * self.game.players
            self.builds = []
            s.spread_groups = []
            self.stock = self._cview().pack
            # The last deal's count went with its held end (its review keeps it): in the panel it
            # squeezed the history through the next deal (playtest (g)).
            self.count_lines_done = []
            self.log(w.new_deal(self.deal_no, name))
            return 0.5
        if e.kind == "deal":
            hidden = int(e.data.get("hidden", 0))
            s.deal_hand(e.seat, e.cards, hidden)
            self.sizes[e.seat] += len(e.cards) or hidden
            self.stock = max(0, self.stock - (len(e.cards) or hidden))
            return 0.5
        if e.kind == "lay_out":
            for card in e.cards:
                s.lay_on_table(None, card)
            self.stock = max(0, self.stock - len(e.cards))
            self.log(w.laid_out(e.cards))
            return 1.2
        if e.kind == "round":
            self.stock = int(e.data.get("stock", 0))
            self.log(w.new_round(self.stock))
            return 0.5
        if e.kind == "trail":
            s.lay_on_table(e.seat, e.cards[0])
            self.sizes[e.seat] -= 1
            self.log(w.trails(name, e.cards[0], you))
            return 1.2
        if e.kind in ("build", "raise"):
            played, laid = e.cards[0], e.cards[1:]
            value = int(e.data.get("value", 0))
            self.sizes[e.seat] -= 1
            # a build built on, or raised, is part of the new one
            self.builds = [b for b in self.builds if not set(b[2]) <= set(laid)]
            self.builds.append((e.seat, value, tuple(e.cards)))
            s.spread_groups = [list(b[2]) for b in self.builds]
            s.lay_on_table(e.seat, played)
            s.group_spread(e.cards)
            if e.kind == "raise":
                self.log(w.raises(name, played, int(e.data.get("from", [0])[0]), value, you))
            else:
                self.log(w.builds(name, played, laid, value, you))
            self.say(e.seat, w.build_call(value))
            return 1.6
        if e.kind == "take":
            played, taken = e.cards[0], e.cards[1:]
            self.builds = [b for b in self.builds if not set(b[2]) <= set(taken)]
            s.spread_groups = [list(b[2]) for b in self.builds]
            s.lay_on_table(e.seat, played)
            s.highlight_spread(e.cards)
            self.sizes[e.seat] -= 1
            self.log(w.takes(name, played, taken, you))
            self.capturing = (e.seat, e)
            return 2.2
        if e.kind == "sweep":
            self.sweeps[e.seat] += 1
            if e.reason == "sweep":
                self.log(w.sweep(name, you))
            self.say(e.seat, w.sweep_call(), loud=True)
            return 1.2
        if e.kind == "last_take":
            s.highlight_spread(e.cards)
            self.log(w.last_take(name, e.cards, you))
            self.capturing = (e.seat, e)
            return 2.0
        if e.kind == "count":
            if not self.count_lines:
                self.count_lines = [w.count_title(self.deal_no)]
                self.log(self.count_lines[0])
            line = w.count_line(self.side_names[e.seat], e.reason, int(e.data.get("points", 0)))
            self.count_lines.append(line)
            self.log(line)
            return 1.0
        if e.kind == "score":
            self.scores[e.seat] += e.points
            line = w.scores_line(self.side_names[e.seat], e.points, self.scores[e.seat])
            self.log(line)
            self.count_scores = [*self.count_scores, line]
            return 0.8
        if e.kind == "deal_end":
            points = e.data.get("points", [])
            totals = [w.deal_points(self.side_names[side], int(p)) for side, p in enumerate(points)]
            for line in totals:
                self.log(line)
            # The panel keeps the count with each side's total and what it scored, as the history does.
            self.count_lines_done = [*self.count_lines, *totals, *self.count_scores]
            self.count_lines, self.count_scores = [], []
            return 3.5 if not self.game.is_over() else 0.5
        return 0.0

    def gather(self) -> None:
        """A capture marked on the table goes to its taker's pile."""
        if self.capturing is None:
            return
        seat, e = self.capturing
        self.capturing = None
        self.scene.capture(seat, seat, None, e.cards)
        self.taken[seat] += len(e.cards)

    def _on_idle(self) -> None:
        self.gather()
        self._update_plates()
        super()._on_idle()

    def _replay(self, events: list[Event]) -> None:
        super()._replay(events)
        self.gather()
        self._update_plates()
        self.scene.relayout(0)

    def plate_lines(self) -> list[str]:
        info = [w.game_to(self._cview().target)]
        info += [w.standing(self.side_names[s], self.scores[s]) for s in range(self.sides)]
        info.append(w.stock_text(self.stock))
        info += [w.build_line(self.names[o], v, cs) for o, v, cs in self.builds]
        done = getattr(self, "count_lines_done", [])  # plate_lines may come before __init__ sets it
        if done:
            info += ["", *done]
        self.set_info("\n".join(info))
        return [w.plate_line(self.taken[s], self.sweeps[s]) for s in range(self.game.players)]

    # -- the person's turn ----------------------------------------------------------------------
    def refresh_turn(self, view: Any, legal: list[Action]) -> tuple[str, list[tuple[str, Action]], set[Card]]:
        self.pending = [a for a in self.pending if a in legal]
        if self.pending:
            card = self.pending[0].cards[0]
            self.scene.highlight_spread(self.pending[0].cards[1:] if len(self.pending) == 1 else ())
            # 1, 2, 3… press the choices (keyPressEvent): each button shows its digit (docs/keys.md)
            buttons = [
                (f"{self._button(a)} (&{i})" if i <= 9 else self._button(a), a)
                for i, a in enumerate(self.pending, 1)
            ]
            buttons.append((w.other_card_button(), Action("cancel")))
            if any(a.kind != "take" for a in self.pending):
                return w.choose_prompt(card), buttons, {card}
            return w.take_prompt(card, len(self.pending)), buttons, {card}
        self.scene.highlight_spread(())
        if any(b[0] == self.human for b in self.builds):
            return w.build_turn_prompt(), [], set()
        return w.turn_prompt(), [], set()

    def _button(self, action: Action) -> str:
        if action.kind == "take":
            return w.take_button(action.cards[1:])
        if action.kind == "build":
            return w.build_button(int(action.value or 0), action.cards[1:])
        if action.kind == "raise":
            return w.raise_button(int(action.value or 0), action.cards[1:])
        return w.trail_button()

    def act(self, action: Action) -> None:
        if action.kind == "cancel":
            self.pending = []
            self._refresh_controls()
            return
        self.pending = []
        self.scene.highlight_spread(())
        super().act(action)

    def on_card(self, card: Card) -> None:
        legal = self.game.legal_actions(self.human)
        mine = [a for a in legal if a.cards and a.cards[0] == card]
        if not mine:
            self.refuse(self.game.why_illegal(self.human, Action("trail", (card,))) or "not_allowed")
            return
        if len(mine) == 1 and mine[0].kind == "trail":
            self.act(mine[0])
            return
        if (
            self.pending
            and self.pending[0].cards[0] == card
            and len(self.pending) == 1
            and mine[0].kind == "take"
        ):
            self.act(self.pending[0])  # the second click takes
            return
        self.pending = mine
        self._refresh_controls()

    def _spread_clicked(self, card: Card) -> None:
        """A click on a marked table card confirms a single take."""
        single = len(self.pending) == 1 and self.pending[0].kind == "take"
        if self.my_turn() and single and card in self.pending[0].cards[1:]:
            self.act(self.pending[0])

    def extra_key(self, key: int) -> bool:
        single = len(self.pending) == 1 and self.pending[0].kind == "take"
        enter = key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.my_turn()
        if enter and single:
            self.act(self.pending[0])
            return True
        if enter and self._hinted_on_frame():
            # Enter after the Hint does what it named: its take, not only its card chosen (playtest
            # (g), 29 November: "Take 5♣ (1)" shown, and a second Enter took)
            self.act(self.hinted)  # type: ignore[arg-type]
            return True
        digit = key - Qt.Key.Key_1
        if self.pending and self.my_turn() and 0 <= digit < len(self.pending):
            self.act(self.pending[digit])  # 1, 2, 3…: the card's buttons in order (takes, builds, raises)
            return True
        if key == Qt.Key.Key_Escape and self.pending:
            self.act(Action("cancel"))
            return True
        return False

    def _hinted_on_frame(self) -> bool:
        """The Hint on show names a move of the card the frame is on, and no card is chosen yet."""
        best = self.coach.shown_best()
        item = self._focused_item()
        if self.pending or best is None or best != self.hinted or item is None or not self.keyboard:
            return False
        return bool(best.cards) and best.cards[0] == item.card and best in self.game.legal_actions(self.human)

    def refusal_text(self, reason: str) -> str:
        return w.refusal(reason)

    def result_lines(self, result: Any) -> list[str]:
        won = [self.side_of[s] for s in result.winners]
        shared = shared_place_text(self.side_names, won, self.side_of[self.human])
        lines = [shared or w.result_line(self.human in result.winners)]
        ranked = sorted(range(self.sides), key=lambda s: -self.scores[s])
        lines += [w.standing(self.side_names[s], self.scores[s]) for s in ranked]
        return lines
