"""The panel beside every card table: who is thinking, what the person may do, the history.

From the top: the thinking label, the prompt, a row of buttons for the actions the engine offers
now (the table fills it with :meth:`SidePanel.set_actions`, a box beside a button where one is
given), any extra widgets the table adds, the history list and the Play Again button. (The game
number, to deal a game again, is under Game ▸ Game Number… in the main window.)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from PySide6.QtCore import QEvent, QObject, QRect, Qt, QTimer
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..fonts import font_scale
from .announcer import GROWN_ROLE, QUIET_ROLE
from .click_focus import tab_focus_only
from .keyboard_focus import FOCUS_FRAME_PX
from .keys import name_key

WIDEST = 1.3  # a large font widens the panel this much at most: the felt keeps the rest
HISTORY_LEAST_LINES = 5  # the history's least room, in lines


def panel_width(width: int) -> int:
    """The panel's width for ``width`` at the usual font: wider with a desktop's larger font, so a
    line holds as many words (a prompt, a hint, a row's label and its box) up to :data:`WIDEST`."""
    return round(width * min(WIDEST, font_scale()))


def log_line(history: QListWidget, text: str, quiet: bool = False) -> QListWidgetItem:
    """Add a line to a history list and keep its newest line in sight. Wrapped lines are laid out
    after they are added, so the list scrolls once Qt has laid them out; and scrolling lays out
    every line, so lines added together (a resumed game's past) scroll once. A ``quiet`` line is
    not announced (the announcer skips it): what the game's summary will say."""
    item = QListWidgetItem(text)
    if quiet:
        item.setData(QUIET_ROLE, True)
    history.addItem(item)
    _follow_newest(history)
    _scroll_soon(history)
    return item


def grow_line(history: QListWidget, item: QListWidgetItem | None, text: str, said: str) -> bool:
    """Lengthen ``item``, the history's newest line, to ``text`` (a run written card by card as it is
    played); the announcer says ``said``, the new part in words that stand alone ("Computer 3: 5♣").
    False, and nothing changed, when ``item`` is not the newest line (a payment came between)."""
    try:
        newest = item is not None and history.row(item) == history.count() - 1
    except RuntimeError:  # the line is gone with the list it was in
        return False
    if not newest or item is None:
        return False
    item.setData(GROWN_ROLE, said)
    item.setText(text)
    _scroll_soon(history)  # a longer line may wrap onto one more
    return True


def _scroll_soon(history: QListWidget) -> None:
    if not history.property("scroll_pending"):
        history.setProperty("scroll_pending", True)
        QTimer.singleShot(0, history, lambda: _scroll_to_newest(history))


def _scroll_to_newest(history: QListWidget) -> None:
    history.setProperty("scroll_pending", False)
    history.scrollToBottom()


def _follow_newest(history: QListWidget) -> None:
    """Wrapped lines may be measured again after the scroll (under X11 the list then stopped a line
    or more short of its newest): while the list shows its newest line, it keeps showing it as it
    grows. A person who scrolled back to read is left where they are until the next line."""
    if history.property("follows_newest"):
        return
    history.setProperty("follows_newest", True)
    history.setProperty("at_newest", True)
    bar = history.verticalScrollBar()
    bar.valueChanged.connect(lambda value: history.setProperty("at_newest", value >= bar.maximum()))
    bar.rangeChanged.connect(lambda _low, high: history.property("at_newest") and bar.setValue(high))


def keep_room(widget: QWidget) -> QWidget:
    """``widget`` keeps its room in the layout while hidden, so nothing beside or below it moves when
    it comes and goes (the Review button that appears once a hand has ended, above the Hint)."""
    room = widget.sizePolicy()
    room.setRetainSizeWhenHidden(True)
    widget.setSizePolicy(room)
    return widget


class SteadyLabel(QLabel):
    """A wrapped label whose height is that of its tallest text so far at its width (up to five
    lines, so a crowded panel is never asked for more room than it has). Given ``blank``, it says
    what that returns where it would say nothing (the prompt between deals: "The deal is over.")."""

    MAX_LINES = 5
    blank: Callable[[], str] | None = None
    least_lines = 0  # the height it keeps from the start, in lines (see keep_lines)
    # Texts whose height it keeps from the start at its width, in the language shown (the deal's
    # end, three lines in German where the English takes two: ui/table/deal_end.py; cribbage's Go).
    room_texts: tuple[Callable[[], str], ...] = ()
    changed: Callable[[], None] | None = None  # told when a new text comes (the stray key's note goes)

    def keep_room_for(self, text: Callable[[], str]) -> None:
        """Keep from the start the height ``text()`` will need (asked again at each new width)."""
        self.room_texts = (*self.room_texts, text)
        self.setMinimumHeight(max(self.minimumHeight(), self._least()))

    def keep_lines(self, lines: int) -> None:
        """Keep the height of ``lines`` lines from the start, before any text has asked for it."""
        self.least_lines = lines
        self.setMinimumHeight(max(self.minimumHeight(), self._least()))

    def _least(self) -> int:
        lines = self.fontMetrics().lineSpacing() * self.least_lines + self.contentsMargins().top() * 2
        least = lines if self.least_lines else 0
        margins = self.contentsMargins()
        box = QRect(0, 0, max(1, self.width() - margins.left() - margins.right()), 100_000)
        for text in self.room_texts if self.width() > 0 else ():
            words = self.fontMetrics().boundingRect(box, Qt.TextFlag.TextWordWrap, text())
            least = max(least, words.height() + margins.top() + margins.bottom())
        return least

    def setText(self, text: str) -> None:
        if not text and self.blank is not None:
            text = self.blank()
        if text != self.text() and self.changed is not None:
            self.changed()
        super().setText(text)
        self._keep()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self.setMinimumHeight(self._least())  # a new width: heights are measured again from here
            self._keep()

    def _keep(self) -> None:
        if self.width() <= 0 or not self.text():
            return
        cap = self.fontMetrics().lineSpacing() * self.MAX_LINES + self.contentsMargins().top() * 2
        height = min(self.heightForWidth(self.width()), cap)
        if height > self.minimumHeight():
            self.setMinimumHeight(height)


def _to_a_line_end(history: QListWidget, panel: QWidget, edge: int) -> int:
    """``edge`` (a height in ``panel``, inside the history) moved down to the foot of the history's
    line it would cut across, if any: a note ending there leaves no line half shown."""
    view = history.viewport()
    for i in range(history.count()):
        rect = history.visualItemRect(history.item(i))
        top = view.mapTo(panel, rect.topLeft()).y()
        if top < edge <= top + rect.height() - 1:
            return min(top + rect.height(), view.mapTo(panel, view.rect().bottomLeft()).y() + 1)
    return edge


class StrayNote(QLabel):
    """What a key that does nothing now says (ui/table/base.py), framed in the tooltip's colours over
    the top of the history, below its heading (``place``): it takes no room, so nothing in the panel
    moves when it comes or goes (playtest (b), Spin in German: five lines above the prompt pushed
    the prompt, the Hint and the history down for the rest of the deal, as the prompt keeps its
    tallest text). It goes at the next key or click, or when the prompt asks something else; the
    status line says it too."""

    def __init__(self, panel: QWidget) -> None:
        super().__init__(panel)
        self.setObjectName("strayNote")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setFrameShape(QFrame.Shape.Box)
        self.setMargin(6)
        # its words at the top: room added below them reaches the foot of a history line (place)
        self.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.setAutoFillBackground(True)
        self.setBackgroundRole(QPalette.ColorRole.ToolTipBase)
        self.setForegroundRole(QPalette.ColorRole.ToolTipText)
        self.hide()

    def say(self, text: str) -> None:
        self.setText(text)
        self.place()
        self.raise_()
        self.show()
        QApplication.instance().installEventFilter(self)

    def place(self) -> None:
        """Over the history's first lines, below its heading, its lower edge between two lines
        (playtest 29 November (e): it hid the heading "Verlauf" and cut a line in half); where the
        history has too little room below, above the heading (up from it, over the Hint)."""
        panel: SidePanel = self.parentWidget()  # type: ignore[assignment]
        history, heading = panel.history, panel.history_title
        width = max(1, history.width())
        height = min(self.heightForWidth(width), panel.height())
        top = history.y()
        if top + height <= history.geometry().bottom() + 1:
            height = _to_a_line_end(history, panel, top + height) - top
        else:
            top = max(0, heading.y() - height)
        self.setGeometry(history.x(), top, width, height)

    def hideEvent(self, event) -> None:
        super().hideEvent(event)
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        pressed = event.type() in (QEvent.Type.KeyPress, QEvent.Type.MouseButtonPress)
        if pressed and isinstance(watched, QWidget) and watched.window() is self.window():
            self.hide()  # the key is then handled as ever: a stray one says so again
        return False


class SidePanel(QWidget):
    def __init__(
        self, history_title: str, seed: int, width: int = 260, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setFixedWidth(panel_width(width))
        self.thinking_label = QLabel()
        self.thinking_label.setObjectName("thinking")
        self.prompt = SteadyLabel()
        self.prompt.setWordWrap(True)
        self.prompt.setObjectName("prompt")
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)
        self.prompt.keep_lines(2)  # the deal's end ("The deal is over. Press Space…") takes two
        self.action_buttons: list[QPushButton] = []
        self._rows: list[QWidget] = []  # what the actions box holds: each button, or its row
        self._beside: list[QWidget | None] = []  # the widget in each button's row
        self._shown: tuple[list[str], list[QWidget | None], int] = ([], [], 1)
        # Where the keyboard focus goes when the focused button is taken away (the card view).
        self.focus_home: QWidget | None = None
        self._slots: list[Callable[[], None]] = []
        # The buttons sit in a box that never shrinks while the table is open, and the prompt keeps
        # the height of its longest text so far: what lies below (Review the last hand, Next number,
        # the history) does not jump up and down as prompts and buttons come and go.
        self.actions_box = QWidget()
        self._actions = QVBoxLayout(self.actions_box)
        self._actions.setContentsMargins(0, 0, 0, 0)
        # A row for the first button from the start (every table shows one, at the latest the deal's
        # Continue): Review the last hand and the Hint below do not move down when it first comes.
        self.reserve_buttons(1)
        self.extra = QVBoxLayout()
        self.extra.setContentsMargins(0, 0, 0, 0)
        self.history_title = QLabel(history_title)
        self.history = QListWidget()
        self.history.setWordWrap(True)
        self.history.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.history.setAccessibleName(history_title)
        # its least room: the Hint's steady room and the words above give way first (Cassino's count
        # at a deal's end beside the Hint's room left it four lines)
        frame = 2 * FOCUS_FRAME_PX
        self.history.setMinimumHeight(self.history.fontMetrics().lineSpacing() * HISTORY_LEAST_LINES + frame)
        self.again_button = QPushButton(self.tr("&Play again"))
        self.again_button.hide()
        self.note = StrayNote(self)
        self.prompt.changed = self.note.hide  # a new question: the note on the last one goes
        # the history moving under the note: its lower edge goes between two lines again
        self.history.verticalScrollBar().valueChanged.connect(self._place_note)
        self.history.verticalScrollBar().rangeChanged.connect(self._place_note)

        side = QVBoxLayout(self)
        side.setContentsMargins(6, 0, 0, 0)
        side.addWidget(self.thinking_label)
        side.addWidget(self.prompt)
        side.addWidget(self.actions_box)
        side.addLayout(self.extra)
        side.addWidget(self.history_title)
        side.addWidget(self.history, 1)
        side.addWidget(self.again_button)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._place_note()

    def _place_note(self, *_args: int) -> None:
        if self.note.isVisible():
            self.note.place()

    def log(self, text: str, quiet: bool = False) -> QListWidgetItem:
        return log_line(self.history, text, quiet)

    def grow(self, item: QListWidgetItem | None, text: str, said: str) -> bool:
        return grow_line(self.history, item, text, said)

    def history_texts(self) -> list[str]:
        return [self.history.item(i).text() for i in range(self.history.count())]

    def set_thinking(self, name: str) -> None:
        """Show that ``name`` is thinking; an empty name clears the label."""
        self.thinking_label.setText(self.thinking_words(name) if name else "")

    def thinking_words(self, name: str) -> str:
        return self.tr("%1 is thinking…").replace("%1", name)

    def your_turn_words(self) -> str:
        """The line at the top while the engine waits on the person (ui/table/turn_line.py)."""
        return self.tr("Your turn.")

    def set_actions(
        self,
        actions: Sequence[tuple[str, Callable[[], None]]],
        beside: Mapping[str, QWidget] | None = None,
        across: int = 1,
    ) -> list[QPushButton]:
        """Replace the action buttons: one per (label, slot), in order. An empty list hides them.
        ``beside`` puts a widget at the left of the button with that label, in its row (cribbage's
        count box beside Claim); the panel keeps it, hidden, while its button is not shown.
        ``across``: buttons side by side in a row (Crazy Eights' four suits in two rows: the box
        keeps its tallest, and four rows stayed empty below the next prompt)."""
        beside = dict(beside or {})
        self._slots = [slot for _, slot in actions]
        labels = [label for label, _ in actions]
        shown = (labels, [beside.get(label) for label in labels], across)
        if shown != self._shown:
            self._shown = shown
            placed = [w for w in self._beside if w is not None]
            had_focus = any(w.hasFocus() for w in [*self.action_buttons, *placed])
            for widget in placed:  # kept, out of the rows about to go
                widget.hide()
                widget.setParent(self)
            for row in self._rows:
                self._actions.removeWidget(row)
                row.hide()  # out of sight now: deleteLater waits for the event loop
                row.deleteLater()
            self.action_buttons, self._rows, self._beside = [], [], shown[1]
            for i, label in enumerate(labels):
                button = QPushButton(label)
                tab_focus_only(button)
                name_key(button)
                button.clicked.connect(lambda _checked=False, i=i: self._clicked(i))
                self.action_buttons.append(button)
            for row in self._grouped(self.action_buttons, labels, beside, max(1, across)):
                self._rows.append(row)
                self._actions.addWidget(row)
                # Shown now, not when the event loop next runs (as Qt shows a new child): its
                # letter pressed as it comes finds it (cribbage's G, typed as the Go prompt shows).
                row.show()
            if had_focus and self.focus_home is not None:
                self.focus_home.setFocus()  # so the arrow keys, Space and Enter work on at once
            heights = [row.sizeHint().height() for row in self._rows]  # not shown yet: no layout
            spacing = max(0, self._actions.spacing())
            self._keep_height(self.actions_box, sum(heights) + spacing * max(0, len(heights) - 1))
        return self.action_buttons

    def _grouped(
        self, buttons: list[QPushButton], labels: list[str], beside: Mapping[str, QWidget], across: int
    ) -> list[QWidget]:
        """The actions box's rows: each button (with the widget beside it), or ``across`` a row."""
        if across == 1:
            pairs = zip(buttons, labels, strict=True)
            return [self._row(button, beside.get(label)) for button, label in pairs]
        rows = []
        for start in range(0, len(buttons), across):
            row = QWidget()
            line = QHBoxLayout(row)
            line.setContentsMargins(0, 0, 0, 0)
            for button in buttons[start : start + across]:
                line.addWidget(button)
            rows.append(row)
        return rows

    @staticmethod
    def _row(button: QPushButton, widget: QWidget | None) -> QWidget:
        """The button alone, or a row of ``widget`` and the button, no taller than a button (what
        lies below does not move when it comes)."""
        if widget is None:
            return button
        row = QWidget()
        line = QHBoxLayout(row)
        line.setContentsMargins(0, 0, 0, 0)
        widget.setMaximumHeight(button.sizeHint().height())
        line.addWidget(widget)
        line.addWidget(button)
        widget.show()
        return row

    def reserve_buttons(self, count: int) -> None:
        """Room for ``count`` buttons from the start, for a table whose button comes and goes with
        each turn (Loto's *Next number*): what lies below does not move down when it first comes."""
        height = QPushButton("X").sizeHint().height()
        self._keep_height(self.actions_box, count * height + max(0, self._actions.spacing()) * (count - 1))

    @staticmethod
    def _keep_height(widget: QWidget, height: int) -> None:
        """Grow a widget's minimum height to ``height``; never shrink it."""
        if height > widget.minimumHeight():
            widget.setMinimumHeight(height)

    def _clicked(self, index: int) -> None:
        if index < len(self._slots):
            self._slots[index]()
