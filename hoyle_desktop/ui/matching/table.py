"""The table shell the matching games share: the card view, the side panel, the paced events.

A game's table subclasses :class:`MatchingTable` and fills in four hooks: ``show_event`` (one event
onto the scene and into the history; returns how long to linger, in animation times),
``refresh_turn`` (prompt, buttons and highlighted cards while the person is to act),
``on_card`` (a click on a card of the hand) and ``result_lines`` (the words at the end). Every
refusal comes from the engine's ``why_illegal`` and is put into words by the game's table.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLabel, QWidget

from ...engine.actions import Action, Event
from ...engine.cards import Card
from ..session import GameSession
from ..table.base import TableBase
from ..table.card_view import CardTableView
from ..table.coach import TableCoach, mark_best
from ..table.hand_review import (
    CardsOf,
    HandReview,
    Scorer,
    cards_title,
    cards_used,
    points_scored,
    points_title,
)
from ..table.hand_table import HandTable
from ..table.pacer import EventPacer
from ..table.scrolled_label import ScrolledLabel
from ..table.side_panel import SidePanel
from .scene import MatchingScene


class MatchingTable(HandTable):
    def __init__(
        self, session: GameSession, renderer: Any, settings: Any, parent: QWidget | None = None
    ) -> None:
        super().__init__(session, renderer, settings, parent)
        self.scene = MatchingScene(
            self.game.players, self.human, self.names, self._pixmap, str(settings.get("card_back"))
        )
        self.scene.anim_ms = int(settings.get("animation_ms"))
        self.scene.card_clicked.connect(self._on_card_clicked)
        self.view = CardTableView(
            self.scene,
            renderer,
            settings,
            (11.0, 6.4, 44.0),
            QCoreApplication.translate("MatchingTable", "Card table"),
        )
        self.panel = SidePanel(QCoreApplication.translate("MatchingTable", "History"), self.game.seed)
        self.panel.focus_home = self.view
        self.info_label = QLabel()
        self.info_label.setObjectName("deal")
        self.info_label.setWordWrap(True)
        # The standing, and Cassino's count at a deal's end: where the panel has less room it
        # scrolls, whole, rather than being cut (playtest of 29 November at 1024x700).
        self.info_scroll = ScrolledLabel(
            self.info_label, name=QCoreApplication.translate("MatchingTable", "The standing and the count")
        )
        self.panel.extra.addWidget(self.info_scroll)
        self.beside_panel(self.view, self.panel)
        self.buttons: list[tuple[str, Action]] = []  # the panel's buttons and their actions
        self.review = HandReview.for_game(self.game.spec.key, self.panel.history, self)
        rows, scored, cards, you = self.review_rows()
        self.panel.extra.addWidget(
            self.review.button(
                rows, scored, points_title(), self, cards, cards_title(), you=you, left=self.review_left()
            )
        )
        self.coach = TableCoach(self, self.panel.extra, self._mark_best, self.my_turn)
        self.pacer = EventPacer(self._show, self._on_idle, lambda: self.scene.anim_ms, None, parent=self)
        self.follow_session(self._refresh_controls, self._on_thinking)

    # -- hooks ----------------------------------------------------------------------------------
    def review_rows(self) -> tuple[list[str], Scorer, CardsOf, int]:
        """The review's rows (a player each), what each scored and the cards it used, and the
        person's row (Cassino's partners: a side each, ui/cassino/table.py)."""
        return list(self.names), points_scored, cards_used, self.human

    def review_left(self) -> CardsOf | None:
        """The cards each still held at the hand's end, for a column of their own (Crazy Eights)."""
        return None

    def show_event(self, event: Event) -> float:
        raise NotImplementedError

    def refresh_turn(self, view: Any, legal: list[Action]) -> tuple[str, list[tuple[str, Action]], set[Card]]:
        """(prompt, buttons as (label, action), cards of the hand to highlight) on the person's turn."""
        raise NotImplementedError

    def result_lines(self, result: Any) -> list[str]:
        raise NotImplementedError

    def plate_lines(self) -> list[str]:
        """The second line of each seat's plate, from the state shown so far."""
        return [""] * self.game.players

    def buttons_across(self, count: int) -> int:
        """How many of the turn's ``count`` buttons stand side by side in a row (one by default)."""
        return 1

    def hand_order(self) -> Sequence[Card]:
        return self.game.view(self.human).hand

    # -- shared ---------------------------------------------------------------------------------
    # The names the games' tables (Crazy Eights, Cassino) use for the shared ones.
    my_turn = TableBase._my_turn
    act = HandTable._act
    refuse = HandTable._refuse

    def log(self, text: str, quiet: bool = False) -> None:
        self.panel.log(text, quiet)

    def say(self, seat: int, text: str, loud: bool = False) -> None:
        self.scene.captions[seat].say(text, max(900, self.scene.anim_ms * 5), loud)

    def start(self, replayed: bool = False) -> None:
        if replayed:
            past, pending = self.resumed_events()
            self._replay(past)
            self.session.start(replayed=True)
            self._enqueue(pending)  # saved at a deal's held end: held there again
            return
        self.session.start()

    def _show(self, batch: Sequence[Event]) -> float:
        linger = 0.0
        for event in batch:
            self.review.note(event)
            linger = max(linger, self.show_event(event))
        self._update_plates()
        return linger

    def set_info(self, text: str) -> None:
        self.info_label.setText(text)
        self.info_scroll.setVisible(bool(text))  # no empty line's room (Crazy Eights' book game)
        self.info_scroll.updateGeometry()

    def _update_plates(self) -> None:
        for seat, (plate, line) in enumerate(zip(self.scene.plates, self.plate_lines(), strict=True)):
            width = plate.width()
            plate.set_line(line)
            if plate.width() != width:  # a longer line widened the plate: the won pile moves out
                self.scene.plate_resized(seat)

    def _on_idle(self) -> None:
        self._refresh_controls()
        self.session.proceed()

    def _replay(self, events: list[Event]) -> None:
        anim = self.scene.anim_ms
        self.scene.anim_ms = 0
        self.scene.layout_held = True
        try:
            for event in events:
                self.review.note(event)  # R reviews the hand held at its end, as before the close
                self.show_event(event)
        finally:
            self.scene.anim_ms = anim
            self.scene.layout_held = False
        self._update_plates()
        self.scene.relayout(0)
        self.log(QCoreApplication.translate("MatchingTable", "The game was resumed where it was left."))

    def _refresh_controls(self) -> None:
        mine = self.my_turn()
        view = self.game.view(self.human)
        if mine:
            legal = self.game.legal_actions(self.human)
            prompt, buttons, marked = self.refresh_turn(view, legal)
        else:
            prompt, buttons, marked = ("" if not self.game.is_over() else self.prompt.text()), [], set()
        self.prompt.setText(prompt)
        actions = [(label, lambda a=a: self.act(a)) for label, a in buttons]
        self.panel.set_actions(actions, across=self.buttons_across(len(buttons)))
        self.buttons = list(buttons)
        self._mark_hand(mine, marked)
        self.scene.plates[self.human].set_state(active=mine)
        self.coach.refresh()

    def _mark_best(self, action: Action | None) -> None:
        label = next((text for text, a in self.buttons if a == action), None)
        mark_best(self.scene.hands[self.human], self.panel.action_buttons, action, label)
        self.frame_hinted(action)

    def _on_thinking(self, seat: int) -> None:
        for other, plate in enumerate(self.scene.plates):
            if other != self.human:
                plate.set_state(active=other == seat)

    def failed_text(self) -> str:
        return QCoreApplication.translate("MatchingTable", "A computer player failed: %1")

    def refusal_text(self, reason: str) -> str:
        if reason == "not_your_turn":
            return QCoreApplication.translate("MatchingTable", "Please wait: it is not your turn.")
        return QCoreApplication.translate("MatchingTable", "That is not allowed now.")

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        item = self._focused_item()
        if self._move_focus(key) or self.extra_key(key):
            return
        if key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter) and item is not None:
            self._press_focused(enter=key != Qt.Key.Key_Space)
        else:
            super().keyPressEvent(event)

    def extra_key(self, key: int) -> bool:
        """A game's own keys (Crazy Eights: D draws; Cassino: Enter takes), before the shared ones.
        True if handled."""
        return False

    def _on_finished(self, result: Any) -> None:
        self.end_game(self.result_lines(result))
        for seat, plate in enumerate(self.scene.plates):
            plate.set_state(winner=seat in result.winners, active=False)
