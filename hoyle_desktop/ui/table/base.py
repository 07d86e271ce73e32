"""What every game's table shares: the session it shows, the settings, the person's seat, the
signals the main window listens to, and dealing the same game again."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractButton, QHBoxLayout, QVBoxLayout, QWidget

from ...engine.actions import Event
from ..session import GameSession
from . import keyboard_focus, keys, scrolled_label
from .side_panel import log_line
from .turn_line import TurnLine


@dataclass
class ResumedPast:
    """A resumed game's past as a table shows it (:meth:`TableBase.resumed_past`)."""

    before: list[Event]  # the events of every action but the last (and the opening)
    last: list[Event]  # the last action's, up to its deal's held end (all of them if none)
    pending: list[Event]  # the rest, pumped after the session starts: the hold comes before them
    held: bool  # the game comes back at a deal's end, held until the person goes on

    @property
    def past(self) -> list[Event]:
        return [*self.before, *self.last]


class TableBase(QWidget):
    play_again = Signal()
    status = Signal(str)

    def __init__(
        self, session: GameSession, renderer: Any, settings: Any, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.game = session.game
        self.renderer = renderer
        self.settings = settings
        self.human = session.human

    def sizeHint(self) -> QSize:
        return QSize(1200, 800)

    def follow_session(
        self, on_turn: Callable[[], None], on_thinking: Callable[[int], None] | None = None
    ) -> None:
        """Listen to the session: its events go to the table's ``_enqueue``, the end of the game to
        ``_on_finished``, a computer player's failure to the status line; ``on_turn`` when the
        person is to act. The line at the top of the panel names whose turn it is (the shared
        :class:`TurnLine`); ``on_thinking`` is told each computer seat it names (-1: none), for what
        the table marks besides."""
        session = self.session
        session.events.connect(self._enqueue)  # type: ignore[attr-defined]
        self.turn_line = TurnLine(self, on_thinking)
        session.events.connect(self.turn_line.moved)
        session.thinking.connect(self.turn_line.asked)
        pacer = getattr(self, "pacer", None)
        if pacer is not None:
            pacer.shown = self.turn_line.shown
        session.human_turn.connect(on_turn)
        session.human_turn.connect(self.turn_line.shown)  # a resumed game's first turn: no batch shown
        session.finished.connect(self._on_finished)  # type: ignore[attr-defined]
        session.failed.connect(self._on_failed)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def thinking_name(self, seat: int) -> str:
        """A seat as the line at the top of the panel names it ("Computer 2 is thinking…")."""
        return self.names[seat]  # type: ignore[attr-defined]

    def turn_words(self, seat: int) -> str:
        """The line at the top of the panel while ``seat``, a computer, is to act."""
        return self.panel.thinking_words(self.thinking_name(seat))  # type: ignore[attr-defined]

    def resumed_events(self) -> tuple[list[Event], list[Event]]:
        """A resumed game's past, in two: what the table shows at once, and what it pumps after the
        session starts. Saved at a deal's held end, the second begins with what takes that end away
        (the next deal), so the table holds at the end again (ui/table/deal_end.py)."""
        resumed = self.resumed_past()
        return resumed.past, resumed.pending

    def resumed_past(self) -> ResumedPast:
        """:meth:`resumed_events`, the last action's events apart, and whether the deal's end is held:
        a table that lays itself out from the engine's view (banking, Loto) then lays out the deal
        that ended rather than the next one. Not held if the person had gone on before the save."""
        before, last = self.session.past_events_apart()
        hold = getattr(self, "deal_end", None)
        if hold is None or self.session.gone_on():
            return ResumedPast(before, last, [], False)
        at = hold.resumed_gap(last, before)
        return ResumedPast(before, last[:at], last[at:], hold.resumed_at_end)

    def resumed_game(self, resumed: ResumedPast) -> Any:
        """The game whose view a resumed table lays itself out from. Held at a deal's end, the game
        before its last action: the engine has dealt the next deal behind the hold, but the live table
        had shown the view from before that action (moved on by its events) until the person went on."""
        return self.session.game_before_last() if resumed.held else self.game

    def only_watching(self) -> bool:
        """The person is out of the game for good and only watches (a table whose game may put
        them out says when); the deal-end hold then asks once whether to watch or play on."""
        return False

    def play_on_to_end(self) -> None:
        """The person, out of the game, plays on to the end: no computer's pause, no animation."""
        self.session.pace_ms = lambda: 0
        scene = getattr(self, "scene", None)
        if scene is not None and hasattr(scene, "anim_ms"):
            scene.anim_ms = 0

    def _on_failed(self, text: str) -> None:
        self.status.emit(text[-200:])

    def _my_turn(self) -> bool:
        """The person may act: the engine waits on them and the table has shown everything before
        (each table has its own ``idle``: no animation or computer pause still to play)."""
        return self.idle and self.session.human_may_act()  # type: ignore[attr-defined]

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """The keys every table shares (ui/table/keys.py), after the table's own."""
        if keys.press_letter(self, event):
            return
        coach = getattr(self, "coach", None)
        if coach is not None and keys.plain_letter(event) in ("H", keys.mnemonic(coach.button.text())):
            # the Hint button is hidden while nothing is the person's to decide: it says so (its own
            # letter too, T in German and C in French, was a stray letter then)
            coach.ask()
            return
        review = getattr(getattr(self, "review", None), "open_button", None)
        if review is not None and keys.plain_letter(event) == "R":
            self._review_key(review)
            return
        if keys.plain_letter(event).isalpha():  # every refusal in words, a key's too
            self._no_such_key()
            return
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._enter()
            return
        if scrolled_label.page_key(self, event):  # Page Up, Page Down: a long hint, the count
            return
        super().keyPressEvent(event)

    def _enter(self) -> None:
        """Enter that the table's own keys left: it presses the button the Hint on show marked (the
        lead's look, 29 November: at Baccarat's banco the Hint marked "No banco" and Enter did
        nothing); else it says which keys work now."""
        marked = keys.hinted_button(keys.shown_buttons(self))
        if marked is not None and self._my_turn():
            marked.animateClick()
            return
        self._no_such_key()

    def _no_such_key(self, more: str = "") -> None:
        """A letter nothing at the table takes: said, with the keys that work, in the side panel's
        note over the history (the prompt stays, and nothing in the panel moves: side_panel.StrayNote);
        ``more``: words to add (Alt+G at Cribbage: which key opens the Game menu, ui/menu_letters.py)."""
        said = " ".join(part for part in (self.keys_now(), more) if part)
        self.panel.note.say(said)  # type: ignore[attr-defined]
        self.status.emit(said)

    def keys_now(self) -> str:
        """That a key does nothing now, and every key that works: each shown button's letter with its
        words (the Hint's and the review's too), the table's keys for its cards, Page Up and Down
        where words run on. One line for every table (playtest (i): Vingt-un's left out the Hint)."""
        said = keys.keys_now_text(self, self.card_keys_text())
        return " ".join(part for part in (said, scrolled_label.keys_text(self)) if part)

    def card_keys_text(self) -> str:
        """How the person plays a card by keys now, where the table has such keys (else "")."""
        return ""

    def _review_key(self, button: QAbstractButton) -> None:
        """R reviews the last hand at every table, in every language (German underlines another
        letter); before a hand has ended the button is hidden, and R says so rather than nothing."""
        if button.isVisibleTo(self) and button.isEnabled():
            button.animateClick()
            return
        access = getattr(self, "access", None)
        if access is not None:
            text = QCoreApplication.translate(
                "HandReview", "No hand to review yet: the first is still being played."
            )
            access.announcer.say(text, assertive=True)

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab and Shift+Tab go round the table's places in one order, each the other's reverse."""
        return keyboard_focus.move_focus(self, next) or super().focusNextPrevChild(next)

    def beside_panel(self, felt: QWidget, panel: Any, above: QWidget | None = None) -> None:
        """Lay the felt out on the left (it takes the spare room) and the side panel
        (side_panel.SidePanel) on the right, with ``above`` both across the top (cribbage's board);
        the panel's prompt, history and Play-again button become the table's own."""
        panel.again_button.clicked.connect(self.play_again)
        self.prompt, self.history, self.again_button = panel.prompt, panel.history, panel.again_button
        if above is None:
            row = QHBoxLayout(self)
            row.setContentsMargins(6, 6, 6, 6)
        else:
            outer = QVBoxLayout(self)
            outer.setContentsMargins(6, 6, 6, 6)
            outer.addWidget(above)
            row = QHBoxLayout()
            row.setContentsMargins(0, 0, 0, 0)
            outer.addLayout(row, 1)
        row.addWidget(felt, 1)
        row.addWidget(panel)

    def say_refusal(self, reason: str, text: str) -> None:
        """A refusal in the prompt and the status line (which the screen reader hears). Once the game
        is over, a key or click refused as "not your turn" says so and what comes next instead."""
        again = getattr(self, "again_button", None)
        if reason == "not_your_turn" and self.game.is_over() and again is not None:
            text = (
                QCoreApplication.translate("Table", "The game is over: %1 (key %2) deals a new one.")
                .replace("%1", again.text().replace("&", ""))
                .replace("%2", keys.mnemonic(again.text()))
            )
        self.prompt.setText(text)
        self.refused_text = text  # a table that refreshes its prompt may keep this in view
        self.status.emit(text)

    def end_game(self, lines: Sequence[str]) -> None:
        """The game is over: its first line in the prompt, every line in the history (not announced:
        the game's summary says who won and each seat's result, once); no buttons, nobody thinking,
        and Play again shown."""
        self.prompt.setText(lines[0])
        said = getattr(getattr(self, "panel", None), "history_texts", list)()
        for line in lines:
            if not (said and line == said[-1]):  # not twice over (Crazy Eights: who won the game)
                log_line(self.history, line, quiet=True)
        self.again_button.show()
        self.end_controls()

    def end_controls(self) -> None:
        """No action buttons and nobody thinking (a table with controls of its own says how)."""
        self.panel.set_actions([])  # type: ignore[attr-defined]
        self.turn_line.clear()

    def restart(self) -> None:
        """Replay this game from its first card (the same seed)."""
        window = self.window()
        if getattr(window, "setup", None) is not None:
            window.open_table(window.setup)


def standings(names: Sequence[str], scores: Sequence[int], line: Callable[[str, int], str]) -> list[str]:
    """A line a seat, ``line(name, net)``, the most won first (the end of a game for counters)."""
    return [line(names[s], scores[s]) for s in sorted(range(len(scores)), key=lambda s: -scores[s])]
