"""The Loto table: the calls and the board of knobs above, the person's cards large in the middle,
the computer players' cards smaller below, and the side panel (prompt, the engine's actions, the
pools, the pace, "cover for me", the history).

The table shows the session's events through its own small queue: a call (or a knob) waits until
the pace since the last one has passed, everything else shows at once, so the computer players'
covers appear as they come. When a call is on show, the computer seats are asked at once (each
answers after its own reaction time) and the person may click; when the pace runs out the person
is done with that call (a missed number can still be covered later, too late for the race).
Every refusal comes from the engine's ``why_illegal``, put into words by :mod:`.wording`.
"""

from __future__ import annotations

import contextlib
import time
from collections import deque
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ...ai.loto_bots import LotoBot
from ...engine.actions import Action, Event
from ...engine.loto.view import CALLING, DRAW, EXCHANGE, LotoView
from ..session import GameSession
from ..speech import Speaker
from ..table.base import TableBase, standings
from ..table.coach import TableCoach, mark_button
from ..table.hand_review import HandReview, counter_nets, counters_title
from ..table.seats import seat_names
from ..table.shared_top import shared_top_text
from ..table.shown_state import as_shown, pools_as_shown
from ..table.side_panel import SidePanel
from . import wording as w
from .board import CallBoard
from .card_widget import LotoCardWidget
from .layout import LotoCardsLayout
from .session import call_now
from .summary import FullCards, SeatSummary

PACES = {"slow": 4000, "normal": 2500, "fast": 1200}  # ms between calls
HINT_CHECK_MS = 100  # while the Hint asked at a call is worked out, its run-out pace looks again this often
HINT_HOLD_MS = 15_000  # ...and the call waits for it this long at most (a hint takes milliseconds)
# A number being typed, or a Hint just come, holds the next call (and this one's pace) this long
TYPING_GRACE_MS = 2500
HOLD_MS = 1200  # a claim, a new round or a drawing stays on show this long before the next call


def behind_dialog() -> bool:
    """A modal dialog is open (the review of the last hand, a question): the calls wait for it. The
    main window pauses the table when a dialog takes the focus (ui/table/pause.py); where it did not
    (playtest j, 29 November), 51 and 33 were called behind the open review."""
    return QApplication.activeModalWidget() is not None


class LotoTable(LotoCardsLayout, TableBase):
    def __init__(
        self, session: GameSession, renderer: Any, settings: Any, parent: QWidget | None = None
    ) -> None:
        super().__init__(session, renderer, settings, parent)
        self.names = seat_names(self.game.players, self.human)
        self.first = self.game.cfg.method == "first"
        self.helper = LotoBot("expert", seed=self.game.seed)  # covers for the person when asked
        self.queue: deque[Event] = deque()
        self.idle = True
        session.table_idle = self._moves_on_itself_not  # type: ignore[attr-defined]
        session.behind_dialog = behind_dialog  # type: ignore[attr-defined]
        self.next_at = 0.0  # monotonic time before which no call or knob is shown
        self.shown_call: int | None = None
        self.knobs: list[int] = []
        self.shown_round: int | None = None  # the round whose events are on show (its end may be held)
        # The second method's drawing on show and the numbers it covered on each card, from the
        # events shown: the engine may have drawn the next one while this one's end is held.
        self.shown_drawing: int | None = None
        self.shown_laid: dict[int, set[int]] | None = None
        # The first method's cards and covers on show, by seat, from the events shown: the engine
        # deals the next round at once, while this one's end is held (None: as the view says).
        self.shown_held: dict[int, tuple[int, ...]] | None = None
        self.shown_covered: dict[int, set[int]] = {}
        self.typed = ""
        self.selected_card: int | None = None
        self.finished = False
        self.call_to_time = False  # a call is on show whose pace has not started yet
        self.after_dialog = False  # the pace ran out behind a dialog: it starts again once it closes
        self.timed_call = (0, 0)  # the call (round, count) the person's pace last started at
        self.hint_hold_until = 0.0  # monotonic time after which the call no longer waits for a Hint
        self.unpaid: tuple[int | None, int, int] | None = None  # the bankruptcy line shown last
        self.explained: set[str] = set()  # the line prizes (ambo ...) the history has said the meaning of
        self.covered = w.CoveredCounters(self.names)  # the table's counters taken, said as a drawing ends
        self.speaker = Speaker(self)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._pump)
        self.pass_timer = QTimer(self)
        self.pass_timer.setSingleShot(True)
        self.pass_timer.timeout.connect(self._pace_ran_out)
        self._build()
        self.follow_session(self._refresh)

    # -- building -------------------------------------------------------------------------------
    def _build(self) -> None:
        self.board = CallBoard()
        self.mine = QHBoxLayout()
        self.mine.setSpacing(12)
        self.my_title = QLabel()
        self.my_title.setObjectName("lotoYou")
        self.others = QGridLayout()
        self.others.setSpacing(8)
        self.card_widgets: dict[int, LotoCardWidget] = {}
        self.seat_labels: dict[int, QLabel] = {}
        self.summaries: dict[int, SeatSummary] = {}
        self.full_cards: FullCards | None = None  # another player's cards, opened from a plaque
        self.aside_row = QHBoxLayout()
        self.aside_box = QWidget()
        self.aside_box.setLayout(self.aside_row)
        self.aside_title = QLabel(QCoreApplication.translate("Loto", "Cards laid aside"))
        self.aside_scroll = QScrollArea()
        self.aside_scroll.setWidget(self.aside_box)
        self.aside_scroll.setWidgetResizable(True)
        self.aside_scroll.setFixedHeight(3 * 17 + 52)

        self.felt = felt = QFrame()
        felt.setObjectName("lotoFelt")
        colour = str(self.settings.get("table_colour"))
        felt.setStyleSheet(f"#lotoFelt {{ background: {colour}; }} #lotoFelt QLabel {{ color: #f4f4f4; }}")
        column = QVBoxLayout(felt)
        column.addWidget(self.board)
        column.addWidget(self.my_title)
        column.addLayout(self.mine)
        column.addWidget(self.aside_title)
        column.addWidget(self.aside_scroll)
        column.addLayout(self.others)
        column.addStretch(1)

        self.panel = SidePanel(QCoreApplication.translate("Loto", "History"), self.game.seed, width=300)
        self.panel.focus_home = self
        # The exchange prompt runs to six lines in German at this width: kept at six, the Hint and
        # the rest below do not move up when a shorter prompt follows.
        self.panel.prompt.MAX_LINES = 6
        # Next number comes and goes with the calls, a prize to claim beside it; Give back card #N
        # beside Keep these cards: room for two from the start, so nothing below moves down
        self.panel.reserve_buttons(2)
        self.pools_label = QLabel()
        self.pools_label.setWordWrap(True)
        self.pace = QComboBox()
        for key, title in (
            ("slow", QCoreApplication.translate("Loto", "Slow calls")),
            ("normal", QCoreApplication.translate("Loto", "Normal calls")),
            ("fast", QCoreApplication.translate("Loto", "Fast calls")),
        ):
            self.pace.addItem(title, key)
        self.pace.setCurrentIndex(max(0, self.pace.findData(self.settings.get("loto_pace"))))
        self.pace.currentIndexChanged.connect(self._pace_changed)
        # From Tab only, as the table's buttons: chosen by mouse it kept the focus and took the next
        # letter (H for the Hint) as a search among its items while the calls ran on (coachb)
        self.pace.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        # A screen reader names the box and its open list alike. On Linux Qt names a combo box by
        # its current text ("Slow calls") and Orca takes the purpose from the label whose buddy it
        # is: the label stands beside it, and the description says it again with what it does.
        self.pace.setAccessibleName(QCoreApplication.translate("Loto", "Pace of the calls"))
        self.pace.view().setAccessibleName(self.pace.accessibleName())
        pace_label = QLabel(QCoreApplication.translate("Loto", "Pace of the calls:"))
        pace_label.setBuddy(self.pace)
        what = QCoreApplication.translate(
            "Loto",
            "How long each number stays called before the next is drawn; typing a number holds the next call",
        )
        self.pace.setToolTip(what)
        self.pace.setAccessibleDescription(
            QCoreApplication.translate(
                "Loto",
                "Pace of the calls: how long each number stays called before the next is drawn; typing a number holds the next call.",  # noqa: E501
            )
        )
        pace_row = QHBoxLayout()
        pace_row.addWidget(pace_label)
        pace_row.addWidget(self.pace, 1)
        self.cover_for_me = QCheckBox(QCoreApplication.translate("Loto", "Cover for me"))
        self.cover_for_me.setToolTip(
            QCoreApplication.translate(
                "Loto", "The table covers your numbers and claims your prizes, so you can watch"
            )
        )
        self.cover_for_me.setChecked(bool(self.settings.get("loto_cover_for_me")))
        self.cover_for_me.toggled.connect(self._cover_for_me_changed)
        self.panel.extra.addWidget(self.pools_label)
        self.panel.extra.addLayout(pace_row)
        self.panel.extra.addWidget(self.cover_for_me)
        self.review = HandReview.for_game("loto", self.panel.history, self)
        self.panel.extra.addWidget(
            self.review.button(
                self.names, counter_nets, counters_title(), self, self._review_cards, w.review_title()
            )
        )
        # The Hint stays between calls (it came and went with each number one had to cover).
        self.coach = TableCoach(self, self.panel.extra, self._mark_best, steady=True)
        self.coach.answered.connect(self._hint_came)
        self.panel.again_button.clicked.connect(self.play_again)
        self.prompt, self.history, self.again_button = (
            self.panel.prompt,
            self.panel.history,
            self.panel.again_button,
        )

        row = QHBoxLayout(self)
        row.setContentsMargins(6, 6, 6, 6)
        row.addWidget(felt, 1)
        row.addWidget(self.panel)
        self._lay_cards()

    def _review_cards(self, events: Sequence[Event], seat: int) -> str:
        """A seat's cards in the review, with the called numbers it left uncovered (the game's box)."""
        return w.review_cards(events, seat, getattr(self.game, "box", ()))

    def sizeHint(self) -> QSize:
        return QSize(1200, 820)

    # -- the queue ------------------------------------------------------------------------------
    def start(self, replayed: bool = False) -> None:
        if replayed:  # the round (or drawing) goes on: its numbers called so far stay on the board
            resumed = self.resumed_past()
            view = self._view()
            if resumed.held:  # saved at a round's (a drawing's) held end: it is shown again, held
                self._show_again(resumed.past)
            else:
                self.knobs, self.shown_call = list(view.called), view.current
            self.panel.log(QCoreApplication.translate("Loto", "The game is resumed where you left it."))
            self.session.start(replayed=True)
            self._enqueue(resumed.pending)
            if resumed.held:
                self._refresh_board()  # the purses and pools less the next round's stakes, still queued
            elif self.first and view.current is not None:  # the call on show has its pace again
                self._time_call()
            return
        self.session.start()  # emits the opening (the cards taken, the stakes, the first call)

    def _show_again(self, past: list[Event]) -> None:
        """The events of the round (drawing) last begun in ``past`` shown again at once, unheard: its
        calls on the board, its cards and covers, its lines in the history and its review."""
        starts = self.deal_end.starts  # type: ignore[attr-defined]
        begun = max((i for i, e in enumerate(past) if e.kind in starts), default=0)
        self.replaying = True
        for e in past[begun:]:
            self._show(e)
        self.replaying = False

    def _moves_on_itself_not(self) -> bool:
        """Idle with no round's end held: the session may move the game on (LotoSession.table_idle)."""
        hold = getattr(self, "deal_end", None)
        return self.idle and not (hold is not None and hold.holding)

    replaying = False  # showing the past again: no number said or read aloud

    def _enqueue(self, events: list[Event]) -> None:
        self.queue.extend(events)
        self.idle = False
        if self.first and self.game.history and self.game.history[-1][0] == self.human:
            # The person answered (covered, claimed, said "next number"): the prompt says what is
            # true now, at once, as the Hint's words go, not when the queue is next pumped; a
            # refusal before the answer is past.
            self.refused_text = None
            self._refresh_prompt()
        if not self.first and any(e.kind in ("call", "knob") for e in events):
            self._refresh()  # a drawing to show: no button or prompt of the turn before it stays
        if not self.timer.isActive():
            self.timer.start(0)

    def _pump(self) -> None:
        if self.finished and not self.queue:
            return
        hold = getattr(self, "deal_end", None)  # the end of a round stays in view (ui/table/deal_end.py)
        while self.queue:
            e = self.queue[0]
            if hold is not None and hold.blocks(e):
                self._drawing_over()
                return
            now = time.monotonic()
            if e.kind in ("call", "knob") and behind_dialog():  # shown once the dialog has closed
                self.next_at = max(self.next_at, now + HOLD_MS / 1000)
                self.timer.start(HINT_CHECK_MS)
                return
            if e.kind in ("call", "knob") and now < self.next_at:
                self.timer.start(int((self.next_at - now) * 1000) + 1)
                self._refresh_board()
                self._refresh_prompt()  # a number covered just now is no longer asked for
                return
            self.queue.popleft()
            self._show(e)
            self.turn_line.shown()  # whose turn it is, as shown (ui/table/turn_line.py)
            if e.kind in ("call", "knob"):
                pace = self._pace_ms() if e.kind == "call" else self._pace_ms() // 4
                self.next_at = time.monotonic() + pace / 1000
                if e.kind == "call":
                    self.pass_timer.stop()  # the last call's time is up: it must not pass this one
                    self.call_to_time = True
                    if not self.queue:
                        self._call_is_current()
                        return
            elif e.kind in ("claim", "round_start", "drawing", "exchange_open", "renew", "round_end"):
                self.next_at = max(self.next_at, time.monotonic() + HOLD_MS / 1000)
        if self.call_to_time:  # answers already queued behind the call were shown with it
            self._call_is_current()
            return
        if hold is not None and hold.blocks(None):
            self._drawing_over()
            return
        self._drawing_over()
        self.idle = True
        self._refresh()
        self.session.proceed()

    def _drawing_over(self) -> None:
        """The second method's drawing is all shown and the table stops: R reviews it from now."""
        if not self.first:
            self.review.end_now()

    def _call_is_current(self) -> None:
        """The engine's latest call is on show: everyone may answer now, the person for the pace."""
        self.call_to_time = False
        self.idle = True
        self._refresh()
        self.session.proceed()
        self._time_call()

    def _time_call(self) -> None:
        """The person's pace for the latest call starts."""
        self.timed_call = call_now(self.game)
        self.hint_hold_until = time.monotonic() + (self._pace_ms() + HINT_HOLD_MS) / 1000
        self.pass_timer.start(self._pace_ms())

    def _show(self, e: Event) -> None:
        self.review.note(e)
        covered = self.covered.feed(e)
        if covered:
            self.panel.log(covered)
        line = w.event_line(e, self.names, self.human, self.explained)
        if e.kind == "bankrupt":
            line = None if self._merge_bankruptcy(e) else line
        elif e.kind != "pay":
            self.unpaid = None
        if line:
            self.panel.log(line)
        if e.kind == "call":
            self.shown_call = int(e.data["number"])
            self.knobs.append(self.shown_call)
            if not self.replaying:
                self.status.emit(w.call_text(self.shown_call))
            if self.settings.get("loto_read_aloud") and not self.replaying:
                self.speaker.say(str(self.shown_call))
        elif e.kind == "knob":
            self.shown_call = int(e.data["number"])
            self.knobs.append(self.shown_call)
        elif e.kind in ("round_start", "drawing"):
            self.knobs, self.shown_call = [], None
        if self.first:
            self._follow_round(e)
        if e.kind == "drawing":
            self.shown_drawing, self.shown_laid = int(e.data["drawing"]), {}
        elif e.kind == "pay" and e.reason == "counter" and self.shown_laid is not None:
            self.shown_laid.setdefault(int(e.data["card"]), set()).add(int(e.data["number"]))
        if e.kind in ("round_start", "round_end"):
            self.shown_round = int(e.data["round"])
        if e.kind in (
            "take_cards",
            "exchange",
            "take_card",
            "throw_up",
            "exchange_open",
            "round_start",
            "offer_accepted",
        ):
            self._lay_cards()
        if e.kind == "claim" and e.seat is not None:
            self.prompt.setText(line or "")
        self._refresh_board()

    def _follow_round(self, e: Event) -> None:
        """The first method: which cards each seat holds and what it has covered, as shown."""
        if e.kind == "round_start":
            self.shown_held, self.shown_covered = {}, {}
        elif e.kind == "take_cards" and self.shown_held is not None and e.seat is not None:
            self.shown_held[e.seat] = tuple(int(i) for i in e.data["cards"])
        elif e.kind == "cover" and e.seat is not None:
            self.shown_covered.setdefault(e.seat, set()).add(int(e.data["number"]))

    def _merge_bankruptcy(self, e: Event) -> bool:
        """At the last drawing the pool may leave many lines unpaid: one history line a player, its
        total growing, instead of one a line. True when ``e`` was merged into the line above."""
        seat, unpaid = e.seat, int(e.data["unpaid"])
        if self.unpaid is not None and self.unpaid[0] == seat and self.panel.history.count():
            total, lines = self.unpaid[1] + unpaid, self.unpaid[2] + 1
            self.unpaid = (seat, total, lines)
            item = self.panel.history.item(self.panel.history.count() - 1)
            item.setText(w.bankruptcy_line(self.names[seat], total, lines))
            return True
        self.unpaid = (seat, unpaid, 1)
        return False

    def _refresh_board(self) -> None:
        view = self._view()
        if self.first:
            caption = (
                QCoreApplication.translate("Loto", "Round %1 of %2 · %3 called · %4 in the bag")
                .replace("%1", str(self.shown_round or view.round))
                .replace("%2", str(view.rounds))
                .replace("%3", str(len(self.knobs)))
                .replace("%4", str(90 - len(self.knobs)))
            )
        elif view.drawing == 0:
            caption = self.tr("Before the first drawing · %n knob(s) in the bag", "", view.in_bag)
        else:
            drawn = len(self.knobs)
            caption = (
                self.tr("Drawing %1 · %n knob(s) drawn · %2 put away", "", drawn)
                .replace("%1", str(self.shown_drawing or view.drawing))
                .replace("%2", str(len(view.put_away)))
            )
        self.board.show_knobs(self.shown_call, self.knobs, caption)
        shown = set(self.knobs)
        purses, pools_now = self._money_as_shown(view)
        offered = set(view.offer[1::2]) if view.offer else set()
        for seat in range(self.game.players):
            cards = view.cards[seat]
            covered = view.covered[seat] if self.first else frozenset(view.covered[seat] & shown)
            if self.first and self.shown_held is not None and seat in self.shown_held:
                cards, covered = self.shown_held[seat], frozenset(self.shown_covered.get(seat, ()))
            if not self.first and self.shown_laid is not None:
                covered = frozenset().union(*(self.shown_laid.get(i, set()) for i in view.cards[seat]))
            summary = self.summaries.get(seat)
            if summary is not None:
                summary.set_state(self.names[seat], purses[seat], covered, self.shown_call)
            if self.full_cards is not None and self.full_cards.seat == seat and self.full_cards.isVisible():
                self.full_cards.set_state(covered, self.shown_call)
            for i in cards:
                widget = self.card_widgets.get(i)
                if widget is not None:
                    focus = None
                    if seat == self.human and self.typed and self.first:
                        focus = int(self.typed) if self.typed.isdigit() else None
                    chosen = i == self.selected_card or i in offered
                    widget.set_state(covered, self.shown_call, chosen, focus)
        shown_pools = {k: v for k, v in pools_now.items() if k != "counters" or self.game.cfg.cover_counters}
        pools = [w.pool_amount(k, v) for k, v in shown_pools.items()]
        if self.game.cfg.stake:  # what a card costs, said where the pool it makes is (playtest (j))
            pools.append(w.stake_a_card(self.game.cfg.stake))
        self.pools_label.setText(" · ".join(pools))
        for seat, label in self.seat_labels.items():
            label.setText(
                QCoreApplication.translate("Loto", "%1 · purse %2")
                .replace("%1", self.names[seat])
                .replace("%2", str(purses[seat]))
            )
        self.my_title.setText(
            QCoreApplication.translate("Loto", "Your cards · purse %1").replace("%1", str(purses[self.human]))
        )

    def _money_as_shown(self, view: LotoView) -> tuple[list[int], dict[str, int]]:
        """The purses and pools as the events shown so far left them. The engine lays the next
        round's stakes as the last round ends; while that end is held in view (the queue not yet
        shown), the board shows the round's own result, not the next round's stakes."""
        purses, _pool = as_shown(view.purses, 0, self.queue)
        return purses, pools_as_shown(view.pools, self.queue)

    # -- the person -----------------------------------------------------------------------------
    def _view(self) -> LotoView:
        view = self.game.view(self.human)
        assert isinstance(view, LotoView)
        return view

    def _refresh(self) -> None:
        self._refresh_board()
        if self.finished:
            return
        view = self._view()
        mine = self._my_turn()
        legal = self.game.legal_actions(self.human) if mine else []
        if mine and self.cover_for_me.isChecked() and view.phase == CALLING:
            QTimer.singleShot(300, self, self._cover_for_me)
        buttons = [a for a in legal if a.kind in ("claim", "draw", "done", "accept", "decline")]
        if self.first and self.human in view.to_act:
            buttons.append(Action("ready"))
        give_back = Action("throw", value=self.selected_card)
        if self.selected_card is not None and give_back in legal:
            buttons.insert(0, give_back)  # a card of one's own chosen: it may be thrown up
        knobs, last = self.game.cfg.knobs, not self.first and 0 < view.drawings <= view.drawing + 1
        self.panel.set_actions([(w.action_text(a, knobs, last), lambda a=a: self._act(a)) for a in buttons])
        self.coach.refresh()
        if view.phase == CALLING:
            self._refresh_prompt()
        elif view.offer is not None and mine:
            offerer, give, _, take = view.offer
            self.prompt.setText(w.prompt_offer(self.names[offerer], give, take))
        elif view.phase == EXCHANGE and mine and view.renewing:
            self.prompt.setText(w.prompt_exchange_before_renewal())
        elif view.phase == EXCHANGE and mine:
            self.prompt.setText(w.prompt_exchange(bool(view.laid_aside)))
        elif view.phase == DRAW and mine:
            self.prompt.setText(w.prompt_draw())
        elif view.phase in (EXCHANGE, DRAW) and any(e.kind in ("call", "knob") for e in self.queue):
            self.prompt.setText(w.prompt_drawing_shown())  # the engine is past a drawing still on show
        elif view.phase == EXCHANGE or view.phase == DRAW:
            who = view.to_act[0] if view.to_act else None
            self.prompt.setText(w.waiting(self.names[who], view.offer is not None) if who is not None else "")
        self._lay_aside_if_needed(view)

    def _mark_best(self, action: Action | None) -> None:
        """The best decision's button (a number to cover or a card to choose is named in words)."""
        view = self._view()
        knobs, last = self.game.cfg.knobs, not self.first and 0 < view.drawings <= view.drawing + 1
        mark_button(self.panel.action_buttons, w.action_text(action, knobs, last) if action else None)

    def _refresh_prompt(self) -> None:
        """The first method's prompt: the numbers on show still to cover (not a call still waiting
        its turn to be shown), or a prize to claim; a refusal stays until the person acts again."""
        view = self._view()
        if view.phase != CALLING:
            return
        # From the view, not the legal actions: those are none while the table shows something or
        # the person has said "next number", and the numbers still open dropped out of the prompt.
        mine = {n for i in view.cards[self.human] for row in view.card_rows[i] for n in row}
        waiting = {int(e.data["number"]) for e in self.queue if e.kind == "call"}
        covered = view.covered[self.human]
        uncovered = [n for n in view.called if n in mine and n not in covered and n not in waiting]
        if self._my_turn() or self.prompt.text() != getattr(self, "refused_text", None):
            if uncovered and not view.claims and self.human not in view.to_act:  # said "next number"
                self.prompt.setText(w.prompt_cover_later(uncovered))
            else:
                self.prompt.setText(w.prompt_first(list(view.claims), uncovered))

    def _shows_aside(self, view: LotoView) -> bool:
        """The cards laid aside are shown while the person may exchange, if there are any (a full
        table may have taken the whole box)."""
        return view.phase == EXCHANGE and self.human in view.to_act and bool(view.laid_aside)

    def _lay_aside_if_needed(self, view: LotoView) -> None:
        wanted = self._shows_aside(view)
        if wanted != self.aside_scroll.isVisible() or (
            wanted and self.aside_row.count() - 1 != len(view.laid_aside)
        ):
            self._lay_aside(view)

    def _cover_for_me(self) -> None:
        if not self._my_turn() or not self.cover_for_me.isChecked():
            return
        view = self._view()
        legal = self.game.legal_actions(self.human)
        if not legal:
            return
        action = self.helper.choose(view, legal)
        if action.kind == "ready" and self.game.called and view.current == self.game.called[-1]:
            return  # let the call stand for its pace; the pace timer says "next"
        self._act(action)

    def _cover_before_next(self) -> None:
        """Cover for me: what the helper would cover or claim is done before Next number draws."""
        for _ in range(30):  # every number called and still bare, then the prizes the helper claims
            if self.finished or not self.session.human_may_act():
                return
            legal = self.game.legal_actions(self.human)
            covers = [a for a in legal if a.kind == "cover"]
            action = covers[0] if covers else self.helper.choose(self._view(), legal) if legal else None
            if action is None or action.kind == "ready" or self.session.act(action) is not None:
                return

    def _pace_ran_out(self) -> None:
        """The person has had the call's pace: done with this number (it can still be covered later).
        Only for the call the pace was timed for: a newer call has its own, the next round's call of
        the same count too (a call is its round and count, as the session keys its answers)."""
        if call_now(self.game) != self.timed_call:
            return
        if behind_dialog():  # the call waits, and has its whole pace again once the dialog closes
            self.pass_timer.start(HINT_CHECK_MS)
            self.after_dialog = True
            return
        if self.after_dialog:
            self.after_dialog = False
            self._time_call()
            return
        if self.coach.on_its_way() and time.monotonic() < self.hint_hold_until:
            # the Hint asked at this call is still being worked out: the call waits for it (for
            # HINT_HOLD_MS at most), and ``_hint_came`` gives the grace once it is in
            self.pass_timer.start(HINT_CHECK_MS)
            return
        if self.session.human_may_act() and Action("ready") in self.game.legal_actions(self.human):
            self._act(Action("ready"))

    def _on_number_clicked(self, number: int) -> None:
        if not self.first:
            return
        self._act(Action("cover", value=number))

    def _on_my_card_clicked(self, index: int) -> None:
        if self.first or self._view().phase != EXCHANGE:
            return
        self.selected_card = None if self.selected_card == index else index
        self._refresh()

    def _on_other_card_clicked(self, index: int) -> None:
        """Another player's card: offer the selected card of one's own for it."""
        if self._view().phase != EXCHANGE:
            return
        if self.selected_card is None:
            self.say_refusal("choose_own_first", w.refusal("choose_own_first"))
            return
        action = Action("offer", value=f"{self.selected_card}>{index}")
        self.selected_card = None
        self._act(action)

    def _on_aside_clicked(self, index: int) -> None:
        if self.selected_card is not None:
            action = Action("exchange", value=f"{self.selected_card}>{index}")
        else:
            action = Action("take", value=index)
        self.selected_card = None
        self._act(action)

    def _choose_card(self, index: int) -> None:
        """A card chosen by its number (#5) from the keyboard, as if clicked: one of the person's
        own, one laid aside, or another player's."""
        view = self._view()
        if view.phase != EXCHANGE or self.human not in view.to_act:
            self.say_refusal("not_your_turn", w.refusal("not_your_turn"))
        elif index in view.cards[self.human]:
            self._on_my_card_clicked(index)
        elif index in view.laid_aside:
            self._on_aside_clicked(index)
        elif any(index in cards for cards in view.cards):
            self._on_other_card_clicked(index)
        else:
            self.say_refusal("card_not_free", w.refusal("card_not_free"))

    def _act(self, action: Action) -> None:
        if self.finished:
            return
        if action.kind == "ready" and self.cover_for_me.isChecked():
            self._cover_before_next()  # the table's own cover waits 0.3 s: a quick press came first
        reason = self.game.why_illegal(self.human, action) if not self.game.is_over() else "game_over"
        if reason is None:
            reason = self.session.act(action)
        if reason is not None:
            number = int(action.value) if action.kind == "cover" and isinstance(action.value, int) else None
            self.say_refusal(reason, w.refusal(reason, number))
            return
        if action.kind == "ready":
            self.pass_timer.stop()
        if action.kind in ("done", "draw", "throw"):
            self.selected_card = None

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key, text = event.key(), event.text()
        if text.isdigit():
            self.typed = (self.typed + text)[-2:]
            self._hold_for_typing()
            self.status.emit(QCoreApplication.translate("Loto", "Typed: %1").replace("%1", self.typed))
            self._refresh_board()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.typed:
            number, self.typed = int(self.typed), ""
            if self.first:
                self._act(Action("cover", value=number))
            else:
                self._choose_card(number - 1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self._hinted_cover() is not None:
            self._act(self._hinted_cover())  # the Hint on show said "Cover 60": Enter covers it
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self._may_cover():
            # Enter alone covers nothing: say how the keys cover (the Hint's "Cover 60" was heard).
            self.status.emit(
                QCoreApplication.translate(
                    "Loto", "Type the number to cover, then press Enter; Space covers the last number called."
                )
            )
        elif key == Qt.Key.Key_Backspace:
            self.typed = self.typed[:-1]
            self._refresh_board()
        elif key == Qt.Key.Key_Space and self.first and self.shown_call is not None:
            self._act(Action("cover", value=self.shown_call))
        elif key == Qt.Key.Key_Escape:
            self.typed, self.selected_card = "", None
            self._refresh_board()
        else:
            super().keyPressEvent(event)

    def _hinted_cover(self) -> Action | None:
        """The cover the Hint on show names, while it may be made."""
        if not self._may_cover():
            return None
        best = self.coach.shown_best()
        legal = self.game.legal_actions(self.human)
        return best if best is not None and best.kind == "cover" and best in legal else None

    def _may_cover(self) -> bool:
        """Whether the person has a called number to cover now (the first method)."""
        if not (self.first and self.session.human_may_act()):
            return False
        return any(a.kind == "cover" for a in self.game.legal_actions(self.human))

    def _hold_for_typing(self) -> None:
        """The caller waits for a person typing a number: the next call is not drawn, nor the pace of
        this one run out, until the grace after the last digit has passed."""
        self.next_at = max(self.next_at, time.monotonic() + TYPING_GRACE_MS / 1000)
        if self.pass_timer.isActive() and self.pass_timer.remainingTime() < TYPING_GRACE_MS:
            self.pass_timer.start(TYPING_GRACE_MS)

    def _hint_came(self) -> None:
        """The Hint the person asked for is on show: as after a digit typed, the call stays for the
        grace, to read it and cover what it names. (Under load a hint can take longer than a
        call's pace; the call waited for it in ``_pace_ran_out``: it used to move on and drop it.)"""
        if not self.first or call_now(self.game) != self.timed_call or not self.session.human_may_act():
            return
        self.next_at = max(self.next_at, time.monotonic() + TYPING_GRACE_MS / 1000)
        if not self.pass_timer.isActive() or self.pass_timer.remainingTime() < TYPING_GRACE_MS:
            self.pass_timer.start(TYPING_GRACE_MS)

    # -- settings -------------------------------------------------------------------------------
    def _pace_ms(self) -> int:
        return PACES.get(str(self.pace.currentData()), PACES["normal"])

    def _pace_changed(self) -> None:
        self.settings.set("loto_pace", str(self.pace.currentData()))
        self._save_settings()

    def _cover_for_me_changed(self, on: bool) -> None:
        self.settings.set("loto_cover_for_me", on)
        self._save_settings()
        if on:
            self._refresh()

    def _save_settings(self) -> None:
        with contextlib.suppress(OSError):  # a full disk must not stop the game
            self.settings.save()

    def apply_settings(self, names: list[str] | None = None) -> None:
        """The options changed: the pace and "cover for me" follow them."""
        for widget in (self.pace, self.cover_for_me):
            widget.blockSignals(True)
        self.pace.setCurrentIndex(max(0, self.pace.findData(self.settings.get("loto_pace"))))
        self.cover_for_me.setChecked(bool(self.settings.get("loto_cover_for_me")))
        for widget in (self.pace, self.cover_for_me):
            widget.blockSignals(False)
        large = bool(self.settings.get("large_cards"))
        for card in self.card_widgets.values():
            card.large = large
            card.update()
        self._fit_others()  # "Large cards" or the font may have changed
        self._refresh()

    # -- the end --------------------------------------------------------------------------------
    def _on_finished(self, result: Any) -> None:
        if self.finished:
            return
        self.finished = True
        self.pass_timer.stop()
        net = result.scores[self.human]
        text = shared_top_text(self.names, result.winners, self.human, net) or w.result_text(
            self.human in result.winners, net
        )
        self.end_game([text, *standings(self.names, result.scores, w.standing_line)])
        self._refresh_board()

    def shutdown(self) -> None:
        if self.full_cards is not None:
            self.full_cards.close()
        self.timer.stop()
        self.pass_timer.stop()
        self.queue.clear()
        self.finished = True
        self.session.stop()

    def history_texts(self) -> Sequence[str]:
        return self.panel.history_texts()
