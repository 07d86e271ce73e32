"""The one table for every banking game: Vingt-un, Baccarat (both forms) and Blind Hookey.

Left, the cloth (:mod:`.felt`): each seat's boxes of cards (face down as the rules say), stakes,
purse and running net, the dealer's button, the stock, the pone's pile and the pools, and every
payment drawn as it is made. Right, the side panel: the prompt, one button per decision the engine
offers now (its key in the label), an amount box offering only the engine's amounts (stakes, a
bank, a packet's size), the history, and the review of the last hand.

The table is a view: it shows the session's events one at a time (:class:`EventPacer`), keeps a
:class:`~.model.TableModel` moving with them, takes the model afresh from the engine's view once
the queue is empty, and then lets the session move on. Every refusal comes from the engine's
``why_illegal``, in words from :mod:`.wording`. A banking game needs nothing more than the event
vocabulary of ``engine/banking/core.py`` and its action kinds worded in :mod:`.wording`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent, QPixmap
from PySide6.QtWidgets import QLabel, QWidget

from ...engine.actions import Action, Event
from ...engine.banking.view import BankingView, banking_view
from ..session import GameSession
from ..table import amounts, keys
from ..table.base import TableBase, standings
from ..table.card_view import card_scale
from ..table.coach import TableCoach, mark_button
from ..table.hand_review import HandReview
from ..table.pacer import EventPacer
from ..table.seats import seat_names
from ..table.side_panel import SidePanel
from . import wording as w
from .amount import AmountBox
from .felt import Felt
from .model import TableModel
from .review_nets import bank_nets

# How long each kind of event stays on show, in multiples of the animation time.
LINGER = {"deal": 1.0, "pay": 3.0, "say": 3.0, "reveal": 3.0, "dealer": 3.0, "split": 2.0, "shuffle": 2.0}
VALUED = ("stake", "divide", "bank", "cut")  # actions whose amount the amount box chooses


class BankingTable(TableBase):
    def __init__(
        self, session: GameSession, renderer: Any, settings: Any, parent: QWidget | None = None
    ) -> None:
        super().__init__(session, renderer, settings, parent)
        self.names = seat_names(self.game.players, self.human)
        self.keys: dict[str, Action] = {}
        self._build()
        self.pacer = EventPacer(self._show, self._on_idle, self._anim_ms, parent=self)
        self.follow_session(self._refresh_controls)

    @property
    def idle(self) -> bool:
        return self.pacer.idle

    def _anim_ms(self) -> int:
        return int(self.settings.get("animation_ms"))

    # -- building ---------------------------------------------------------------------------------
    def _build(self) -> None:
        back = str(self.settings.get("card_back"))
        self.felt = Felt(self.names, self.human, self._pixmap, back)
        self.felt.scale = card_scale(self.settings)
        self.felt.cards_clicked.connect(self._cards_clicked)
        self.panel = SidePanel(QCoreApplication.translate("Banking", "History"), self.game.seed)
        self.panel.focus_home = self
        self.amount_label = QLabel(w.amount_title("stake"))
        self.amount = AmountBox()
        self.amount.refused.connect(self._amount_refused)
        self.amount.confirmed.connect(self._amount_entered)
        self.moved_note: tuple[int, str] = (-1, "")  # (the decision, the words) of a kept amount moved
        self.amount.setAccessibleName(QCoreApplication.translate("Banking", "Amount"))
        self.amount_label.setBuddy(self.amount)
        self.panel.extra.addWidget(self.amount_label)
        self.panel.extra.addWidget(self.amount)
        self.hand_label = QLabel()
        self.panel.extra.addWidget(self.hand_label)
        self.review = HandReview(
            self.panel.history, lambda e: e.kind == "hand_start", lambda e: e.kind == "hand_end", self
        )
        self.panel.extra.addWidget(
            self.review.button(
                self.names,
                bank_nets,
                QCoreApplication.translate("Banking", "Counters"),
                self,
                lambda events, seat: w.hand_cards(events, seat),
                QCoreApplication.translate("Banking", "Cards"),
            )
        )
        self.beside_panel(self.felt, self.panel)
        self.coach = TableCoach(self, self.panel.extra, self._mark_best)

    def _pixmap(self, element: str, width: int) -> QPixmap:
        return self.renderer.pixmap(element, width, self.devicePixelRatioF())

    def apply_settings(self, names: list[str] | None = None) -> None:
        self.felt.back = str(self.settings.get("card_back"))
        self.felt.scale = card_scale(self.settings)
        self.felt.update()

    def _view(self) -> BankingView:
        return banking_view(self.game, self.human)

    # -- the event queue ----------------------------------------------------------------------------
    def start(self, replayed: bool = False) -> None:
        if replayed:
            resumed = self.resumed_past()
            for e in resumed.past:
                self.review.note(e)
                text = w.event_text(e, self.names, self.human)
                if text:
                    self.panel.log(text)
            self.panel.log(QCoreApplication.translate("Banking", "The game is resumed."))
            if resumed.held:  # the felt as the hand's end left it: laid out before the last action...
                view = banking_view(self.resumed_game(resumed), self.human)
                model = TableModel.from_view(view)
                for e in resumed.last:  # ...and moved on by what it showed up to the held end
                    model.apply(e)
                self._lay_out(model, view)
            else:
                self._lay_out(TableModel.from_view(self._view()), self._view())
            self.session.start(replayed=True)
            self._enqueue(resumed.pending)  # saved at a hand's held end: held there again
            return
        self.felt.set_model(self._before(self.game.opening_events))
        self.session.start()

    def _before(self, opening: Sequence[Event]) -> TableModel:
        """The table as it stood before the opening events (the cut, the first deal, the antes)."""
        model = TableModel.from_view(self._view())
        model.boxes = [[] for _ in range(model.players)]
        model.stock = model.pile = 0
        model.to_act = None
        undo = TableModel(model.players, [], [0] * model.players, [0] * model.players, {}, 0, 0, 0, 0, 0)
        undo.pools = dict.fromkeys(model.pools, 0)
        for e in opening:
            if e.kind == "pay":
                undo.apply(e)
        model.purses = [a - b for a, b in zip(model.purses, undo.purses, strict=True)]
        model.nets = [a - b for a, b in zip(model.nets, undo.nets, strict=True)]
        model.pools = {k: v - undo.pools.get(k, 0) for k, v in model.pools.items()}
        return model

    def _enqueue(self, events: list[Event]) -> None:
        self.pacer.enqueue(events)
        self._refresh_controls()

    def _show(self, batch: Sequence[Event]) -> float:
        model = self.felt.model
        linger = 0.0
        seconds = self._anim_ms() / 1000
        for e in batch:
            if model is not None:
                model.apply(e)
            self.review.note(e)
            text = w.event_text(e, self.names, self.human)
            if text:
                self.panel.log(text)
            factor = LINGER.get(e.kind, 0.0)
            if e.kind == "pay":
                src, dst = e.data.get("from"), e.data.get("to")
                if e.reason != "buy_in":
                    self.felt.flash(src, dst, w.counters(e.points), seconds * factor)
            elif e.kind == "say" and text:
                self.felt.flash(e.seat if e.seat is not None else 0, None, text, seconds * factor)
            elif e.kind == "deal" and not e.data.get("up"):
                factor = 0.5
            elif e.kind == "stake" and e.data.get("reason") == "double":
                factor = 0.2
            linger = max(linger, factor)
        self.felt.update()
        return linger

    def _on_idle(self) -> None:
        view = self._view()
        self._lay_out(TableModel.from_view(view), view)
        self._refresh_controls()
        self.session.proceed()

    def _lay_out(self, model: TableModel, view: BankingView) -> None:
        """The felt from ``model`` and the hand's number from ``view``."""
        self.felt.set_model(model)
        of = (
            QCoreApplication.translate("Banking", "Coup %1 of %2")
            if view.game == "baccarat"
            else QCoreApplication.translate("Banking", "Hand %1 of %2")
        )
        self.hand_label.setText(
            of.replace("%1", str(view.hand_no)).replace("%2", str(view.hands)) if view.hands else ""
        )

    # -- the person's decisions -------------------------------------------------------------------
    def _refresh_controls(self) -> None:
        mine = self._my_turn()
        legal = self.game.legal_actions(self.human) if mine else []
        view = self._view()
        buttons: list[tuple[str, Any]] = []
        self.keys = {}
        values = [int(a.value) for a in legal if a.kind in VALUED and a.value is not None]
        if values:
            kind = next(a.kind for a in legal if a.kind in VALUED)
            self.amount.setSuffix(w.amount_range(kind, values))  # a packet's size: its least and most
            self.amount.set_values(values, QCoreApplication.translate("Banking", "nothing"), kind)
            self.amount_label.setText(w.amount_title(kind))
            self.amount.setAccessibleName(w.amount_title(kind).rstrip(": \u00a0"))  # (the screen reader)
            if self.amount.moved is not None:  # the amount kept is no longer allowed: said, not silent
                unit, allowed = self._amount_terms()
                said = amounts.moved_text(self.amount.moved[0], allowed, unit, self.amount.cleanText())
                self.moved_note = (len(self.game.history), said)
                self.status.emit(said)
        else:
            self.amount.typed = ""  # the digits typed for one decision are not the next one's
        choice = bool(values) and values != [0]  # nothing at all to choose: no box (the bank is covered)
        self.amount.setEnabled(choice)
        self.amount.setVisible(choice)
        self.amount_label.setVisible(choice)
        seen: set[str] = set()
        for action in legal:
            if action.kind in VALUED and action.value is not None:
                if action.kind in seen:
                    continue
                seen.add(action.kind)
                kind = action.kind
                label = w.action_label(action) if choice else w.nothing_label(kind)
                buttons.append((label, lambda k=kind: self._act_valued(k)))
                key = w.action_key(kind)
                if key:
                    self.keys[key] = action
                continue
            buttons.append((w.action_label(action), lambda a=action: self._act(a)))
            key = w.key_of(action)
            if key:
                self.keys[key] = action
        self.panel.set_actions(buttons)
        if mine:
            total = None
            if view.active_box is not None and view.boxes[self.human]:
                total = view.boxes[self.human][view.active_box].total
            text = w.prompt(view, total, legal)
            at, said = self.moved_note
            self.prompt.setText(f"{text} {said}" if at == len(self.game.history) else text)
        elif not self.game.is_over():
            self.prompt.setText("")
        self.coach.refresh()

    def _mark_best(self, action: Action | None) -> None:
        """The best decision's button; a stake or other amount set in the amount box."""
        label = None
        if action is not None:
            legal = self.game.legal_actions(self.human)
            valued = action.kind in VALUED and action.value is not None
            shown = next((a for a in legal if a.kind == action.kind), action) if valued else action
            label = w.action_label(shown)
            if valued:
                self.amount.setValue(int(action.value))
                self.amount.pending = None  # the Hint's amount replaces a number refused before
        mark_button(self.panel.action_buttons, label)

    def _amount_entered(self) -> None:
        """Enter in the amount box: the move with that amount (a stake, a packet, a bank, a stake to
        divide with), not what Enter at the table does (Content, the Hint's button)."""
        valued = [a.kind for a in self.keys.values() if a.kind in VALUED]
        if not self._my_turn():
            self._refuse("not_your_turn")
        elif valued:
            self._act_valued(valued[0])
        else:
            self._enter()

    def _act_valued(self, kind: str) -> None:
        refused = self.amount.refusal()
        if refused is not None:  # a number not allowed was typed: refused once more, never changed
            self._amount_refused(refused)
            return
        self._act(Action(kind, value=self.amount.chosen()))

    def _amount_refused(self, number: int) -> None:
        """A number typed that the decision does not allow: what is allowed, in words."""
        unit, allowed = self._amount_terms()
        text = amounts.refused_text(number, allowed, unit, self.amount.cleanText())
        self.say_refusal("amount", text)

    def _amount_terms(self) -> tuple[str, list[int]]:
        """What the amount box counts (cards or counters) and the amounts it allows, said in words."""
        unit = amounts.CARDS if self.amount.question == "cut" else amounts.COUNTERS
        return unit, [v for v in self.amount.values if v > 0] or self.amount.values

    def _act(self, action: Action) -> None:
        reason = self.session.act(action)
        if reason is not None:
            self._refuse(reason)

    def _refuse(self, reason: str) -> None:
        self.say_refusal(reason, w.refusal(reason))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        text = event.text().upper()
        if text.isdigit() and self.amount.isEnabled():
            self.amount.pick_digit(int(text))
            return
        if text in self.keys:
            if not self._my_turn():
                self._refuse("not_your_turn")
                return
            action = self.keys[text]
            if action.kind in VALUED:
                self._act_valued(action.kind)
            else:
                self._act(action)
            return
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if keys.hinted_button(keys.shown_buttons(self)) is not None and self._my_turn():
                # the Hint on show marked a button: Enter presses it, as at every table (playtest
                # (f), 29 November: the Hint framed "Yes, a card" and Enter said Content)
                self._enter()
                return
            content = [a for a in self.keys.values() if a.kind == "content"]
            valued = [a for a in self.keys.values() if a.kind in VALUED]
            if content:
                self._act(content[0])
                return
            if valued and self._my_turn():  # Enter confirms the amount chosen
                self._act_valued(valued[0].kind)
                return
        if text and text in w.decision_keys():
            reason = self._why_not(text) if self._my_turn() else "not_your_turn"
            if reason == "not_allowed" and self.keys:
                self.say_refusal(reason, self.keys_now())
                return
            self._refuse(reason)
            return
        if event.key() == Qt.Key.Key_Space and not event.modifiers():
            # No card is played by Space here: it was silent (Vingt-un, AT-SPI check 29 Nov (c)).
            self._no_such_key()
            return
        super().keyPressEvent(event)

    def _cards_clicked(self) -> None:
        """A click on the cards (Blind Hookey's pack, where a newcomer would cut): every decision is
        a button, and the note says which, as for a stray key."""
        said = keys.click_now_text(self, self.card_keys_text())
        self.panel.note.say(said)
        self.status.emit(said)

    def card_keys_text(self) -> str:
        """Where the amount box asks for a number, the keys that type it (a stray key named the
        buttons' letters only: playtest 29 November (c))."""
        if not (self._my_turn() and self.amount.isVisible()):
            return ""
        return QCoreApplication.translate("Banking", "The number keys type the amount.")

    def _why_not(self, key: str) -> str:
        """The engine's reason for refusing the decision this key stands for (a false draw...)."""
        for kind in w.kinds_for_key(key):
            reason = self.game.why_illegal(self.human, Action(kind))
            if reason not in (None, "not_allowed"):
                return reason
        return "not_allowed"

    # -- the end ------------------------------------------------------------------------------------
    def _on_finished(self, result: Any) -> None:
        text = w.result_text(result.scores[self.human])
        self.end_game([text, *standings(self.names, result.scores, w.standing_line)])

    def shutdown(self) -> None:
        self.pacer.stop()
        self.session.stop()
