"""The table whose felt is a card scene with the person's hand on it (the stops games, the trick games,
the matching games): what they share beyond :class:`~.base.TableBase`.

The scene (``hands``, ``card_w``, ``anim_ms``) is shown in a :class:`~.card_view.CardTableView`
(``view``), the session's events go through an :class:`~.pacer.EventPacer` (``pacer``), and the
arrow keys move a focus ring along the hand (``focus_index``; the ring shows once they have been
used: ``keyboard``). A click on a card is refused while it is not the person's turn, else it goes to
``on_card``; a refused action is put into words by ``refusal_text``, the game's own, and a computer
player's failure by ``failed_text``. The table follows its session with ``follow_session``.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QWidget

from ...engine.actions import Action, Event
from ...engine.cards import Card
from ...i18n import says_knave
from ..session import GameSession
from . import keys
from .base import TableBase
from .card_view import CardTableView
from .card_words import card_name
from .pacer import EventPacer
from .seats import seat_names


class HandTable(TableBase):
    scene: Any  # the game's card scene
    view: CardTableView
    pacer: EventPacer

    def __init__(
        self, session: GameSession, renderer: Any, settings: Any, parent: QWidget | None = None
    ) -> None:
        super().__init__(session, renderer, settings, parent)
        self.names = seat_names(self.game.players, self.human)
        self.focus_index = 0
        self.keyboard = False  # the focus ring shows once the arrow keys have been used
        self.turn_starts = True  # the next turn's start puts the frame on its first lit card
        self._was_mine = False
        self.hinted: Action | None = None  # what the Hint on show named: Enter does it

    # -- hooks ----------------------------------------------------------------------------------
    def _refresh_controls(self) -> None:
        raise NotImplementedError

    def on_card(self, card: Card) -> None:
        """A click on a card of the hand while it is the person's turn."""
        self._act(Action("play", (card,)))

    def refusal_text(self, reason: str) -> str:
        raise NotImplementedError

    def failed_text(self) -> str:
        """The words for a computer player that failed, %1 standing for what went wrong."""
        raise NotImplementedError

    # -- shared ---------------------------------------------------------------------------------
    @property
    def idle(self) -> bool:
        return self.pacer.idle

    def _pixmap(self, element: str) -> QPixmap:
        return self.renderer.pixmap(element, int(self.scene.card_w), self.devicePixelRatioF())

    def apply_settings(self, names: list[str] | None = None) -> None:
        """Card size, back, deck, colour or pace changed in the options."""
        self.view.apply_settings(names)

    def _on_failed(self, text: str) -> None:
        self.status.emit(self.failed_text().replace("%1", text[-200:]))

    def _enqueue(self, events: list[Event]) -> None:
        self.pacer.enqueue(events)
        self._refresh_controls()

    def _mark_hand(self, mine: bool, highlight: Collection[Card]) -> None:
        """Ring the focused card of the person's hand (on their turn, once the arrows were used) and
        light up those in ``highlight``; as a turn begins the ring moves to the first of them."""
        hand = self.scene.hands[self.human]
        if mine and not self._was_mine:
            # A turn begins: the frame starts on the first card that can be played, so a person on
            # the keyboard is not walked past cards that cannot (unless the table kept it, as on a
            # card just drawn).
            lit = [i for i, item in enumerate(hand) if item.card in highlight]
            if lit and self.turn_starts:
                self.focus_index = lit[0]
            self.turn_starts = True
        self._was_mine = mine
        self.focus_index = min(self.focus_index, max(0, len(hand) - 1))
        for i, item in enumerate(hand):
            focused = mine and self.keyboard and i == self.focus_index
            item.set_marks(focused=focused, highlight=item.card in highlight)

    def _move_focus(self, key: int) -> bool:
        """Left and Right move the focus ring round the hand; True if ``key`` was one of them."""
        hand = self.scene.hands[self.human]
        if key not in (Qt.Key.Key_Left, Qt.Key.Key_Right) or not hand:
            return False
        self.keyboard = True
        self.focus_index = (self.focus_index + (-1 if key == Qt.Key.Key_Left else 1)) % len(hand)
        self._refresh_controls()
        return True

    def frame_hinted(self, action: Action | None) -> None:
        """The Hint rang ``action``'s card: the frame goes to it, so Space or Enter plays the card the
        hint advised, not another the frame happened to be on; at the first press, as the hint has
        just named the card (the frame is shown on it)."""
        self.hinted = action
        at = frame_hinted_card(self.scene.hands[self.human], action)
        if at is not None:
            self.focus_index = at
            self.keyboard = True

    def card_keys_text(self) -> str:
        if not self._my_turn() or not self.scene.hands[self.human]:
            return ""
        return QCoreApplication.translate(
            "TableKeys",
            "Left and Right move the frame along your hand; Space or Enter plays the card it is on.",
        )

    def _focused_item(self) -> Any:
        """The card item of the hand the focus ring is on (None while the hand is empty)."""
        hand = self.scene.hands[self.human]
        return hand[self.focus_index] if 0 <= self.focus_index < len(hand) else None

    def _press_focused(self, enter: bool = False) -> None:
        """Space or Enter presses the focused card (docs/keys.md). While its ring is hidden (the arrows not
        yet used) the first press shows the ring and says which card it is on instead: nothing is
        played that the person has not seen or heard named. Where the person's choice is among
        buttons only (All-Fours' beg), Enter does what the Hint named, and a press otherwise names
        the buttons, not a card."""
        item = self._focused_item()
        if item is None or item.card is None:
            return
        if self._buttons_only():
            if enter and self.hinted is not None and self.hinted in self.game.legal_actions(self.human):
                self._act(self.hinted)
                return
            text = keys.buttons_now_text(self)
            self.panel.note.say(text)  # over the history, as a stray key's words: nothing moves
            self.status.emit(text)
            return
        if not self.keyboard and self._my_turn():
            self.keyboard = True
            self._refresh_controls()
            self.name_frame(item)
            return
        self._on_card_clicked(item.card)

    def _buttons_only(self) -> bool:
        """The person is to choose, and no card of the hand is part of any choice."""
        if not self._my_turn():
            return False
        hand = {item.card for item in self.scene.hands[self.human]}
        legal = self.game.legal_actions(self.human)
        return bool(legal) and not any(hand.intersection(a.cards) for a in legal)

    def name_frame(self, item: Any) -> None:
        """Say which card the frame is on, and that the next Space or Enter plays it."""
        text = QCoreApplication.translate(
            "HandTable",
            "The frame is on the %1: Space or Enter plays it; Left and Right move the frame along your hand.",
        ).replace("%1", card_name(item.card, says_knave(self.game.spec.key)))
        self.prompt.setText(text)
        self.status.emit(text)

    def _on_card_clicked(self, card: Card) -> None:
        if not self._my_turn():
            self._refuse("not_your_turn")
            return
        self.on_card(card)

    def _act(self, action: Action) -> None:
        reason = self.session.act(action)
        if reason is not None:
            self._refuse(reason)
            return
        self.focus_index = 0
        self.hinted = None

    def _refuse(self, reason: str) -> None:
        self.say_refusal(reason, self.refusal_text(reason))

    def shutdown(self) -> None:
        self.pacer.stop()
        self.session.stop()


def frame_hinted_card(hand: Sequence[Any], action: Action | None) -> int | None:
    """The frame on the first card of ``action`` in ``hand`` (the Hint's card); its index, or
    None (the frame left where it was) when the action has no card there."""
    # the action's own first card, not the hand's: "Play 7♦ with Spin" frames the 7♦, not Spin
    at = next(
        (
            i
            for card in (action.cards if action is not None else ())
            for i, item in enumerate(hand)
            if item.card == card
        ),
        None,
    )
    if at is not None:
        for i, item in enumerate(hand):
            item.set_marks(focused=i == at)
    return at
