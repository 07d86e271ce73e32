"""The Crazy Eights table: the stock, the discard pile, the suit named after an eight, every hand's size.

Click a card to play it (an eight then asks which suit to name, with one button a suit); click the
stock, press D or the Draw button to draw when nothing can be played. The arrow keys and Space
choose and play a card as at every table.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt

from ...engine.actions import Action, Event
from ...engine.cards import Card, Rank
from ...engine.crazy_eights.game import CrazyEightsView
from ..matching.table import MatchingTable
from ..table.hand_review import CardsOf, Scorer, grouped, picked, points_scored
from ..table.shared_top import shared_place_text
from . import words as w


class CrazyEightsTable(MatchingTable):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.pending_eight: Card | None = None
        self.sizes = [0] * self.game.players
        self.points = [0] * self.game.players
        self.stock = 0
        self.scene.stock_clicked.connect(self._draw_clicked)
        if self.game.view(self.human).scoring == "one_game":
            # The book's game is one deal: the review comes with the game's end, the Hint gone by
            # then; its row kept from the start was an empty gap above the Hint all game long.
            room = self.review.open_button.sizePolicy()
            room.setRetainSizeWhenHidden(False)
            self.review.open_button.setSizePolicy(room)

    # -- the review -----------------------------------------------------------------------------
    def review_rows(self) -> tuple[list[str], Scorer, CardsOf, int]:
        """Each row's cards played and drawn, named apart (one column mixed them with the cards
        still held: playtest (f)); a computer's draws, unseen, counted."""
        cards = grouped(
            (lambda: QCoreApplication.translate("HandReview", "played: %1"), picked(frozenset({"play"}))),
            (
                lambda: QCoreApplication.translate("HandReview", "drew: %1"),
                picked(frozenset({"draw"}), unseen=True),
            ),
        )
        return list(self.names), points_scored, cards, self.human

    def review_left(self) -> CardsOf | None:
        pick = picked(frozenset({"show"}))  # the cards each still held at the end
        return lambda events, seat: " ".join(pick(events, seat))

    # -- events ---------------------------------------------------------------------------------
    def show_event(self, e: Event) -> float:
        s = self.scene
        name = self.names[e.seat] if e.seat is not None else ""
        if e.kind == "deal_start":
            s.new_deal(e.seat or 0)
            self.sizes = [0] * self.game.players
            self.log(w.new_deal(int(e.data.get("deal", 1)), name))
            return 0.5
        if e.kind == "deal":
            hidden = int(e.data.get("hidden", 0))
            s.deal_hand(e.seat, e.cards, hidden)
            self.sizes[e.seat] = len(e.cards) or hidden
            return 0.6
        if e.kind == "turn_up":
            self.stock = int(e.data.get("stock", 0))
            s.set_stock(self.stock)
            s.start_pile(e.cards[0])
            s.banner.setText(w.free_banner() if e.reason == "eight" else "")
            self.log(w.turned_up(e.cards[0]))
            return 1.5
        if e.kind == "play":
            card = e.cards[0]
            s.to_pile(e.seat, card)
            self.sizes[e.seat] -= 1
            suit = e.data.get("suit")
            s.banner.setText(w.called_banner(suit) if suit else "")
            you = e.seat == self.human
            self.log(w.plays_eight(name, card, suit, you) if suit else w.plays(name, card, you))
            if suit:
                self.say(e.seat, w.called_banner(suit))
            s.sort_hand(self.hand_order())
            s.relayout(s.anim_ms)
            return 1.6 if suit else 1.2
        if e.kind == "draw":
            self.stock = int(e.data.get("stock", self.stock - 1))
            card = e.cards[0] if e.cards else None
            s.draw_to_hand(e.seat, card, self.stock)
            self.sizes[e.seat] += 1
            self.log(w.draws(name, card if e.seat == self.human else None))
            if e.seat != self.human:
                self.say(e.seat, w.draw_call())
            s.sort_hand(self.hand_order())
            if e.seat == self.human and card is not None:  # the keyboard's focus goes to the card drawn
                drawn = [i for i, item in enumerate(s.hands[self.human]) if item.card == card]
                self.focus_index = drawn[0] if drawn else self.focus_index
                self.turn_starts = False  # the turn goes on after the draw: the frame stays on it
            s.relayout(s.anim_ms)
            return 1.0
        if e.kind == "reshuffle":
            self.stock = int(e.data.get("stock", 0))
            s.pile_to_stock(self.stock)
            self.log(w.reshuffled(self.stock))
            return 1.5
        if e.kind == "pass":
            self.say(e.seat, w.pass_call())
            self.log(w.passes(name, e.seat == self.human))
            return 1.0
        if e.kind == "out":
            you = e.seat == self.human
            self.log(w.blocked(name, you) if e.reason == "blocked" else w.out(name, you))
            self.say(e.seat, w.out_call(), loud=True)
            s.plates[e.seat].set_state(winner=True)
            return 2.0
        if e.kind == "show":
            s.show_hand(e.seat, e.cards)
            count = int(e.data["count"]) if "count" in e.data else None
            self.log(w.shows(name, list(e.cards), count, e.seat == self.human))
            return 1.2
        if e.kind == "score":
            if e.reason == "penalty" or e.reason == "cards_left":
                self.points[e.seat] += e.points
            # The game won is the summary's to say (heard once, with every seat's result).
            self.log(w.scored(name, e.points, e.reason, e.seat == self.human), quiet=e.reason == "game")
            return 0.8
        if e.kind == "deal_end":
            return 3.0 if not self.game.is_over() else 0.5
        return 0.0

    def plate_lines(self) -> list[str]:
        scoring = self.game.view(self.human).scoring
        pts = None if scoring == "one_game" else self.points
        self.set_info(w.info_text(scoring, self.game.view(self.human).target))
        self.scene.stock_label.setText(w.stock_label(self.stock))
        return [
            w.plate_line(self.sizes[s], None if pts is None else pts[s]) for s in range(self.game.players)
        ]

    # -- the person's turn ----------------------------------------------------------------------
    def refresh_turn(self, view: Any, legal: list[Action]) -> tuple[str, list[tuple[str, Action]], set[Card]]:
        assert isinstance(view, CrazyEightsView)
        if self.pending_eight is not None:
            eight = self.pending_eight
            choices = [a for a in legal if a.kind == "play" and a.cards[0] == eight]
            if choices:
                return w.name_suit_prompt(eight), [(w.suit_button(str(a.value)), a) for a in choices], {eight}
            self.pending_eight = None
        playable = {a.cards[0] for a in legal if a.kind == "play"}
        if playable:
            assert view.top is not None
            return w.turn_prompt(view.top, view.called, view.free), [], playable
        if legal and legal[0].kind == "draw":
            return w.draw_prompt(view.stock_size == 0), [(w.draw_button(), legal[0])], set()
        return w.pass_prompt(), [(w.pass_button(), Action("pass"))], set()

    def buttons_across(self, count: int) -> int:
        return 2 if count == 4 else 1  # the four suits in two rows: the panel keeps no four empty rows

    def on_card(self, card: Card) -> None:
        legal = self.game.legal_actions(self.human)
        if card.rank == Rank.EIGHT and any(a.kind == "play" and a.cards[0] == card for a in legal):
            if card == self.pending_eight:  # pressed again: the question stands, and is said
                self.status.emit(w.refusal("name_a_suit"))
                return
            self.pending_eight = card
            self._refresh_controls()
            return
        self.pending_eight = None
        self.act(Action("play", (card,)))

    def act(self, action: Action) -> None:
        self.pending_eight = None
        super().act(action)

    def _draw_clicked(self) -> None:
        if not self.my_turn():
            self.refuse("not_your_turn")
            return
        self.act(Action("draw"))

    def extra_key(self, key: int) -> bool:
        if key == Qt.Key.Key_D and self.pending_eight is None:  # (naming a suit, D may be a suit's key)
            self._draw_clicked()
            return True
        return False

    def refusal_text(self, reason: str) -> str:
        return w.refusal(reason, self.game.view(self.human))

    def result_lines(self, result: Any) -> list[str]:
        shared = shared_place_text(self.names, result.winners, self.human)
        lines = [shared or w.result_line(self.human in result.winners, self.names[result.winners[0]])]
        if self.game.view(self.human).scoring != "one_game":
            ranked = sorted(range(len(result.scores)), key=lambda s: result.scores[s])
            lines += [w.standing(self.names[s], result.scores[s]) for s in ranked]
        return lines
