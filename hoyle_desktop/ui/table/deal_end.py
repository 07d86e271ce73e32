"""The end of a deal is a moment: every table stops with the deal's result in view until the person
goes on (Space or Enter, a click on the table, the Continue button) or the optional timer from the Options
runs out. The next deal is never laid out under the last one's result. The game's last deal waits
once, its cards in view and the game-over words shown, and that key shows how the game ended.

Each family's engine tells where a deal begins and ends in its own words; :data:`DEAL_EVENTS` maps
them in this one place. A table's event pump asks :meth:`DealEndHold.blocks` before it shows an
event (or, with ``None``, before it goes idle and lets the session move on); while it answers True
the pump stops, and :meth:`DealEndHold.release` starts it again through the ``resume`` callback.
:class:`~hoyle_desktop.ui.table.pacer.EventPacer` does this by itself (cribbage's table too); the
Loto table, which pumps its own queue, asks the same two questions.

Tests that are not about the pause set ``HOYLE_DESKTOP_DEAL_END=go_on`` (tests/conftest.py does it
for every test not marked ``deal_end_pause``): the pause then never holds. Players always get it.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget

from ...engine.actions import Event

ENV = "HOYLE_DESKTOP_DEAL_END"  # "go_on": never hold (tests and tools that are not about the pause)

# game key -> (kinds that begin a deal, kinds that end one). A deal's end may be followed by its
# payments and the clearing away; the hold comes before the next deal begins (or before the table
# goes idle after an end, when the next deal waits on someone's action).
_STOPS = ({"deal_start"}, {"out", "deal_end"})  # "Out!" ends the play; then the payments
_BANKING = ({"hand_start"}, {"hand_end"})
DEAL_EVENTS: dict[str, tuple[set[str], set[str]]] = {
    "cribbage": ({"deal"}, set()),  # the crib's show is the last thing a deal shows
    **dict.fromkeys(("pope_joan", "spin", "newmarket", "jig", "snip_snap_snorum"), _STOPS),
    "loto": ({"round_start", "drawing"}, {"round_end"}),  # the first method's rounds, the second's drawings
    "all_fours": ({"new_deal"}, {"hand_end"}),
    "spoil_five": ({"new_deal"}, {"take", "spoilt"}),
    "crazy_eights": ({"deal_start"}, {"deal_end"}),
    "cassino": ({"deal_start"}, {"deal_end"}),
    **dict.fromkeys(("vingt_un", "baccarat", "blind_hookey"), _BANKING),
    "commerce": ({"hand_start"}, {"show"}),
    "my_bird_sings": ({"hand_start"}, {"sing"}),
    "speculation": ({"deal"}, {"deal_end"}),
}
# Beginnings that end the deal before them where no event names its end (Loto's second method: a
# drawing ends where the next begins); cribbage names no end at all (its ends are empty).
SELF_ENDING: dict[str, set[str]] = {"loto": {"drawing"}}
# Beginnings that need no hold when the person makes them: the last result was in view while they
# chose to go on (Loto's second method: the seat whose turn it is draws the next ten knobs).
OWN_GO_ON: dict[str, set[str]] = {"loto": {"drawing"}}
# Kinds that change the last deal's picture before the next deal begins: held before, once a deal has
# ended (Vingt-un gathers the hands into the pone's pile, Baccarat's croupier a coup's cards into the
# basket; at the banking games the deal or the bank passes to another seat).
CLEARS: dict[str, set[str]] = {
    game: {"discard", "dealer"} for game in ("vingt_un", "baccarat", "blind_hookey")
}

# What the held end says where a deal goes by another name (the side panel's "Coup 1 of 16",
# "Hand 1 of 12"); every other table says "The deal is over."
END_TEXTS: dict[str, Callable[[], str]] = {
    "baccarat": lambda: QCoreApplication.translate(
        "DealEnd", "The coup is over. Press Space or click the table to go on."
    ),
    **dict.fromkeys(
        ("vingt_un", "blind_hookey"),
        lambda: QCoreApplication.translate(
            "DealEnd", "The hand is over. Press Space or click the table to go on."
        ),
    ),
}

# What the held end says where the next deal's beginning names it: Loto's first method plays rounds,
# its second drawings (the board says "Round 1 of 3", "Drawing 2").
HELD_BEFORE: dict[str, Callable[[], str]] = {
    "round_start": lambda: QCoreApplication.translate(
        "DealEnd", "The round is over. Press Space or click the table to go on."
    ),
    "drawing": lambda: QCoreApplication.translate(
        "DealEnd", "The drawing is over. Press Space or click the table to go on."
    ),
}

# The keys that end the pause: Space and Enter, as the prompt says. Every other key keeps its own
# meaning while the result is in view: R reviews the deal, H hints, the arrows read the history, a
# button's letter presses it (Continue's too), F1-F4 answer (the playtest found R and the arrows
# starting the next deal when every key went on).
_GO_ON_KEYS = {Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter}


def game_over_text() -> str:
    return QCoreApplication.translate(
        "DealEnd", "The game is over. Press Space or click the table to see how it ended."
    )


def holds_for_players() -> bool:
    """False when the environment asks for no pause (tests, screenshot tools)."""
    return os.environ.get(ENV, "") != "go_on"


def watch_question() -> str:
    return QCoreApplication.translate(
        "DealEnd",
        "You are out of the game: Continue to watch the deals left (their ends will not wait), or "
        "play on to the end of the game.",
    )


def watch_tip() -> str:
    return QCoreApplication.translate(
        "DealEnd", "Watch the deals left; their ends will not wait (Key: Space)"
    )


def play_on_words() -> tuple[str, str]:
    """The button that plays the deals left at once, and its tooltip."""
    return (
        QCoreApplication.translate("DealEnd", "&Play on to the end"),
        QCoreApplication.translate("DealEnd", "Play the deals left without the pace, to the game's result"),
    )


class DealEndHold(QObject):
    """Holds one table's event pump at the end of each deal. ``resume`` (set by the table's pump)
    starts the pump again; while holding, the table's prompt says how to go on and its side panel
    offers Continue (the cribbage table shows its own Continue button)."""

    def __init__(
        self,
        table: QWidget,
        game_key: str,
        seconds: Callable[[], int],
        game_over: Callable[[], bool],
        resumed: bool = False,
    ) -> None:
        super().__init__(table)
        self.table = table
        self.starts, self.ends = DEAL_EVENTS.get(game_key, (set(), set()))
        self.end_text = END_TEXTS.get(game_key, self._deal_text)
        self.clears = CLEARS.get(game_key, set())
        self.own_go_on = OWN_GO_ON.get(game_key, set())
        self.self_ending = SELF_ENDING.get(game_key, set())
        self.person = getattr(table, "human", None)
        self.seconds = seconds
        self.game_over = game_over
        self.enabled = holds_for_players()
        self.holding = False
        self.resume: Callable[[], None] = lambda: None
        self.on_release: list[Callable[[], None]] = []  # one-off: run at the next release
        self.went_on: Callable[[], None] = lambda: None  # the person went on past a deal's end
        self._dealt = resumed  # a deal has been on the table (a resumed game is in one)
        self._ended = False  # a deal's end has been shown and the next has not begun
        self._gap_held = False  # this gap between deals has had its hold
        self._saved_prompt: str | None = None
        self._watch_asked = False  # the person, out of the game, has been asked once: watch or play on
        self._asking = False  # the hold on show asks it
        self.played_on = False  # the person chose to play on to the end: no hold, the result at once
        self.game_end_held = False  # the last deal's end was held as the game's: the result comes next
        self._buttons: list[QAbstractButton] = []
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.release)
        prompt = getattr(table, "prompt", None)
        if hasattr(prompt, "blank"):  # ui/table/side_panel.py's SteadyLabel
            prompt.blank = self._between_deals
            prompt.keep_room_for(self.end_text)  # its lines kept from the start: nothing below moves

    # -- what the pump asks -------------------------------------------------------------------------
    def blocks(self, event: Event | None) -> bool:
        """Hold before ``event`` (None: before going idle)? True starts the hold; the pump stops and
        waits for ``resume``. A deal's end is held once: before whatever first takes it away (the
        next deal's beginning, the cards cleared off, or going idle while the next deal waits)."""
        if self.holding:
            return True
        kind = event.kind if event is not None else None
        if kind in self.ends:
            self._end_shown()
        starting = kind in self.starts
        own_doing = event is not None and kind in self.own_go_on and event.seat == self.person
        due = (
            self.enabled
            and not self._gap_held
            and (
                (starting and self._dealt and not own_doing)
                or (kind in self.clears and self._ended)
                or (event is None and self._ended and not self.game_over())
            )
        )
        if due and self.game_over() and not self._watch_asked:
            # The last deal's cards are about to be cleared (Vingt-un's pone gathers them): the one
            # hold comes now, with them in view, and its key goes on to the result; the summary then
            # comes without a second hold (playtest (i): one Space cleared the felt, a second showed
            # how the game ended).
            self.game_end_held = True
            self.hold(game_over_text())
            return True
        if due and self._only_watching():
            if self._watch_asked:  # a deal the person only watched: its end does not wait
                due = False
            else:  # asked once, at the end of the deal the person left in (it waits, as ever)
                self._watch_asked = self._asking = True
                self.hold(self._deal_text() + " " + watch_question())
                return True
        if due:
            self.hold(HELD_BEFORE.get(kind or "", lambda: "")())
            return True
        if starting:
            self._dealt, self._ended, self._gap_held = True, False, False
            self._next_deal_shown()
        return False

    def resumed_gap(self, last: list[Event], before: Sequence[Event] = ()) -> int:
        """Where a resumed game's last action, ``last``, ended a deal and began the next: the index of
        what first takes the end away (the next deal's beginning, the cards cleared off). A table
        shows what comes before it and pumps the rest, so the end is held again as when the game was
        saved (playtest (c)); an end with nothing after it is held before the table goes idle.
        ``len(last)`` and no hold if the action ended no deal. Cribbage names no end: a new deal
        in the last action ended the one before; Loto's second method neither: a drawing ends the
        one before it in ``before`` (the events of the actions before the last)."""
        if not self.enabled:  # no hold (tests, tools): the past is shown whole
            return len(last)
        ended = False
        dealt = bool(self.self_ending) and any(e.kind in self.starts for e in before)
        for i, event in enumerate(last):
            ended = ended or event.kind in self.ends or (dealt and event.kind in self.self_ending)
            if (ended or not self.ends) and (event.kind in self.starts or event.kind in self.clears):
                if event.kind in self.own_go_on and event.seat == self.person:
                    return len(last)  # the person began it: the last result was in view
                self._ended = True
                return i
            dealt = dealt or event.kind in self.starts
        self._ended = ended
        return len(last)

    @property
    def resumed_at_end(self) -> bool:
        """After :meth:`resumed_gap`: the resumed game comes back at a deal's end, to be held."""
        return self.enabled and self._ended

    def joins(self, event: Event) -> bool:
        """May ``event`` be shown in one batch with the events before it? Not what takes a deal's end
        away; a deal's end is noted."""
        if event.kind in self.starts or (event.kind in self.clears and self._ended and not self._gap_held):
            return False
        if event.kind in self.ends:
            self._end_shown()
        return True

    def _only_watching(self) -> bool:
        """The person is out of the game for good (snipped out, left the table): only watches."""
        watching = getattr(self.table, "only_watching", None)
        return bool(watching()) if callable(watching) else False

    def play_on(self) -> None:
        """Play on to the end: the deals left go by without the pace, to the game's result."""
        self.played_on = True
        play_on = getattr(self.table, "play_on_to_end", None)
        if callable(play_on):
            play_on()
        self.release()

    # -- the prompt between deals ---------------------------------------------------------------------
    # From the moment a deal ends (a player out, the last trick taken) to the hold, the payments and
    # the show are still being shown and the person has nothing to do: the prompt says the deal is
    # over rather than nothing (the playtest saw it empty for a second at Pope Joan's "Out!"), and
    # says it no more once the next deal begins.
    @staticmethod
    def over_text() -> str:
        return QCoreApplication.translate("DealEnd", "The deal is over.")

    @property
    def between_deals(self) -> bool:
        """A deal's end is on show and the next deal has not begun (the engine may be in it)."""
        return self._ended

    def _between_deals(self) -> str:
        return self.over_text() if self._ended else ""

    def _end_shown(self) -> None:
        if self._ended:
            return
        self._ended = True
        prompt = getattr(self.table, "prompt", None)
        if not self.holding and hasattr(prompt, "setText"):
            prompt.setText(self.over_text())

    def note_turn(self) -> None:
        """The person's turn has begun: what the prompt says now is theirs to do."""
        self._turn_text = getattr(getattr(self.table, "prompt", None), "text", lambda: "")()

    def note_events(self, _events: object) -> None:
        """The game moved on. A table clears its prompt then, but keeps it at the game's last action
        (for the result to come), where it still said what to do while the last trick or the going
        out was shown (All-Fours, Crazy Eights): the deal is over now, and the prompt says so."""
        prompt = getattr(self.table, "prompt", None)
        if self.game_over() and self._turn_text and getattr(prompt, "text", lambda: "")() == self._turn_text:
            self._turn_text = ""
            self._ended = False
            self._end_shown()

    _turn_text = ""

    def _next_deal_shown(self) -> None:
        prompt = getattr(self.table, "prompt", None)
        if hasattr(prompt, "text") and prompt.text() == self.over_text():
            prompt.setText("")

    @staticmethod
    def _deal_text() -> str:
        return QCoreApplication.translate(
            "DealEnd", "The deal is over. Press Space or click the table to go on."
        )

    # -- the hold ---------------------------------------------------------------------------------------
    def hold(self, text: str = "", pump: bool = True) -> None:
        """Stop and wait for the person; ``pump``: the table's event pump waits too and is resumed at
        the release (False at the end of the game, before its summary: nothing is left to show)."""
        if self.holding:
            return
        self.holding = True
        self._pump = pump
        turn_line = getattr(self.table, "turn_line", None)
        if turn_line is not None:  # nobody's turn while held (Loto's next drawing waits behind it)
            turn_line.clear()
        coach = getattr(self.table, "coach", None)
        if coach is not None:  # no Hint kept from the deal that ended
            coach.refresh()
        review = getattr(self.table, "review", None)
        if hasattr(review, "end_held"):  # the deal held is the last hand: R reviews it now
            review.end_held()
        QApplication.instance().installEventFilter(self)
        text = text or self.end_text()
        self._offer(True, text)
        access = getattr(self.table, "access", None)
        if access is not None:  # said now, after the deal's last lines: two holds in a row are both heard
            access.announcer.flush_now()
            access.announcer.say(text)
        seconds = int(self.seconds())
        if seconds > 0:
            self.timer.start(seconds * 1000)

    def held_words(self) -> str:
        """The hold's words while it holds ("The deal is over. Press Space…"), else ""."""
        return self._current_text if self.holding else ""

    def release(self) -> None:
        if not self.holding:
            return
        self.holding = False
        self._gap_held = True
        self.timer.stop()
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        self._offer(False, "")
        callbacks, self.on_release = self.on_release, []
        for callback in callbacks:
            callback()
        if self._pump:
            self.went_on()  # saved so: a game resumed before anyone acts is not held here again
            self.resume()

    def stop(self) -> None:
        """The table is going away: hold nothing more."""
        self.enabled = False
        self.timer.stop()
        if self.holding:
            self.holding = False
            app = QApplication.instance()
            if app is not None:
                app.removeEventFilter(self)

    # -- the person's way on ------------------------------------------------------------------------------
    def _offer(self, on: bool, text: str) -> None:
        prompt = getattr(self.table, "prompt", None)
        if prompt is not None and hasattr(prompt, "setText"):
            if on:
                self._saved_prompt = prompt.text()
                prompt.setText(text)
            elif self._saved_prompt is not None:
                if prompt.text() == self._current_text:
                    prompt.setText(self._saved_prompt)
                self._saved_prompt = None
        self._current_text = text
        panel = getattr(self.table, "panel", None)
        if hasattr(panel, "set_actions"):
            label, tip = self._continue_words()
            actions = [(label, self.release)] if on else []
            tips = [tip]
            if on and self._asking:
                actions.append((play_on_words()[0], self.play_on))
                tips = [watch_tip(), play_on_words()[1]]
            self._asking = self._asking and on
            self._buttons = panel.set_actions(actions)
            for button, text in zip(self._buttons, tips, strict=False):
                button.setToolTip(text)
        if not on:
            self.table.setFocus()
        changed = getattr(self.table, "deal_end_changed", None)
        if callable(changed):  # a table whose panels show the live game clears them while the end is held
            changed(on)

    def _continue_words(self) -> tuple[str, str]:
        """The Continue button's label and tooltip; a table may say where it goes (cribbage: "to the
        next deal", "to the result")."""
        words = getattr(self.table, "continue_words", None)
        if callable(words):
            return words()
        label = QCoreApplication.translate("DealEnd", "&Continue")
        return label, QCoreApplication.translate("DealEnd", "Go on to the next deal (Key: Space)")

    _current_text = ""
    _pump = True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not self.holding or QApplication.activeModalWidget() is not None:
            return False
        kind = event.type()
        if kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            if event.key() not in _GO_ON_KEYS or event.modifiers() & (
                Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
            ):
                return False
            if isinstance(watched, QWidget) and watched.window() is self.table.window():
                if not event.isAutoRepeat():  # a key held down to hurry the last cards stops here
                    self.release()
                return True
        elif kind == QEvent.Type.MouseButtonPress and isinstance(watched, QWidget):
            inside = watched is self.table or self.table.isAncestorOf(watched)
            if inside and not isinstance(watched, QAbstractButton) and self._on_felt(watched):
                self.release()
                return True
        return False

    def _on_felt(self, widget: QWidget) -> bool:
        """A click on the cards' side of the table (not in the side panel's history or boxes)."""
        panel = getattr(self.table, "panel", None)
        return not (isinstance(panel, QWidget) and (panel is widget or panel.isAncestorOf(widget)))
