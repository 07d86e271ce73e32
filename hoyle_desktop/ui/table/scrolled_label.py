"""Words in the side panel that scroll where the room is short (a long hint, Cassino's count), and
the keys that scroll them, the same at every table.

A sighted player on the keyboard alone must be able to read the rest (playtest of 29 November:
at 1024x700 beside Cassino's count the hint showed three lines and a scroll bar that no key
reached). Two ways, neither taking a key a table uses:

- ``Page Up`` and ``Page Down`` at the table (:func:`page_key`, from ``TableBase.keyPressEvent``)
  scroll the hint while it runs on below its room, else the other words that do (the count).
- ``Tab`` reaches each such box while it runs on (never where it fits: Tab would stop on nothing
  to do); framed in the selection's colour, ``Up``, ``Down``, ``Page Up``, ``Page Down``, ``Home``
  and ``End`` scroll it, and every other key goes on to the table as if pressed there.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRectF, QSize
from PySide6.QtGui import QKeyEvent, QPainter, QPalette, QPen, Qt, QTextDocument
from PySide6.QtWidgets import QAbstractSlider, QFrame, QLabel, QScrollArea, QWidget

from .accessibility import FocusFrame

# The keys' portable names, for the rules pages' Keyboard table (help/render.py).
PAGE_UP, PAGE_DOWN = "PgUp", "PgDown"
_PAGES = {
    Qt.Key.Key_PageUp: QAbstractSlider.SliderAction.SliderPageStepSub,
    Qt.Key.Key_PageDown: QAbstractSlider.SliderAction.SliderPageStepAdd,
}
_IN_THE_BOX = {
    **_PAGES,
    Qt.Key.Key_Up: QAbstractSlider.SliderAction.SliderSingleStepSub,
    Qt.Key.Key_Down: QAbstractSlider.SliderAction.SliderSingleStepAdd,
    Qt.Key.Key_Home: QAbstractSlider.SliderAction.SliderToMinimum,
    Qt.Key.Key_End: QAbstractSlider.SliderAction.SliderToMaximum,
}


def line_spans(label: QLabel, width: int) -> list[tuple[int, int]]:
    """Where each line of a wrapped label's words lies at ``width`` (the label's, its margins
    inside): (top, bottom) in pixels from the top of its words, laid out as the label lays them
    (no document margin)."""
    doc = QTextDocument()
    doc.setDefaultFont(label.font())
    doc.setDocumentMargin(0)
    text_format = label.textFormat()
    plain = text_format == Qt.TextFormat.PlainText or (
        text_format == Qt.TextFormat.AutoText and not Qt.mightBeRichText(label.text())
    )
    if plain:  # as the label reads it: a line break breaks the line (as rich text it is a space)
        doc.setPlainText(label.text())
    else:
        doc.setHtml(label.text())
    margins = label.contentsMargins()
    doc.setTextWidth(max(1, width - margins.left() - margins.right()))
    layout, spans = doc.documentLayout(), []
    block = doc.begin()
    while block.isValid():
        top = layout.blockBoundingRect(block).top()
        lines = block.layout()
        for i in range(lines.lineCount()):
            line = lines.lineAt(i)
            spans.append((round(top + line.y()), round(top + line.y() + line.height())))
        block = block.next()
    return spans


class ScrolledLabel(QScrollArea):
    """A wrapped label that asks for its whole height but, where the panel has less room (a long
    hint in German at a low window, a large desktop font), scrolls rather than being cut. It shows
    whole lines: where the words are taller than the room, the room ends under the last line that
    fits, and scrolling goes a line at a time (playtest (i): Speculation's Hint at 1024x700 showed
    two lines and a half). While its words run on below its room, Tab reaches it and the keys
    scroll it (the module's docstring); the screen reader has the whole text from the announcer
    (F3 repeats it). ``name``: what it is, for a screen reader; ``is_hint``: the Hint's words,
    which Page Up and Page Down at the table scroll first."""

    LEAST_LINES = 3
    reserved_lines = 0  # see reserve()
    placeholder = ""  # what the reserved room says, faintly, while it has no words (the Hint's use)

    def __init__(
        self, label: QLabel, parent: QWidget | None = None, name: str = "", is_hint: bool = False
    ) -> None:
        super().__init__(parent)
        self.label = label
        self.is_hint = is_hint
        self._ring: FocusFrame | None = None
        if name:
            self.setAccessibleName(name)
        # A space's width kept free at the right of the words: wrapped to the last pixel, a letter
        # ran under the scroll bar or past the panel's edge under X11, whose hinted glyphs are a
        # pixel or two wider than the layout measures (Vingt-un's Hint at 1024x700, polish (e)).
        label.setContentsMargins(0, 0, label.fontMetrics().horizontalAdvance(" "), 0)
        self.setWidget(label)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setStyleSheet("QScrollArea { background: transparent; }")
        self.viewport().setAutoFillBackground(False)
        label.setAutoFillBackground(False)
        # the words from the top of their room: a short hint in the Hint's steady room (reserve())
        # stood in its middle, a hole under the Hint button (lead, three-handed Cribbage)
        horizontal = label.alignment() & Qt.AlignmentFlag.AlignHorizontal_Mask
        label.setAlignment(horizontal | Qt.AlignmentFlag.AlignTop)
        self._tops: list[int] = [0]
        self._lines = _WholeLines(self)
        label.installEventFilter(self._lines)  # the words rewrapped or changed: the label resized
        self.verticalScrollBar().valueChanged.connect(self._to_a_line)

    def _full_width(self) -> int:
        """The words' width without a scroll bar: what they need there is what is asked for, so that
        given it no bar comes (measured beside a bar they asked a line more than they need, and
        Cassino's count at a deal's end stayed a line short, scrolling)."""
        if self.width() <= 0:
            return max(1, self.viewport().width())
        margins = self.viewportMargins()
        return max(1, self.width() - 2 * self.frameWidth() - margins.left() - margins.right())

    def _text_height(self) -> int:
        return max(self.label.minimumHeight(), self.label.heightForWidth(self._full_width()))

    def sizeHint(self) -> QSize:
        if self.reserved_lines:  # the same whatever its words: nothing beside it moves as they change
            return QSize(super().sizeHint().width(), self._lines_tall(self.reserved_lines))
        return QSize(super().sizeHint().width(), self._text_height())

    def minimumSizeHint(self) -> QSize:
        least = self._lines_tall(self.LEAST_LINES)
        return QSize(0, least if self.reserved_lines else min(least, self._text_height()))

    def _lines_tall(self, count: int) -> int:
        return self.label.fontMetrics().lineSpacing() * count

    def reserve(self, lines: int) -> None:
        """Ask for ``lines`` lines whatever the words (0: the words' own height). The Hint keeps its
        room while hints are on, so the history below stays put as its words come and go (playtest
        29 November (e): Speculation's and Newmarket's history jumped)."""
        if lines != self.reserved_lines:
            self.reserved_lines = lines
            self.updateGeometry()
            self.viewport().update()

    def set_placeholder(self, text: str) -> None:
        if text != self.placeholder:
            self.placeholder = text
            self.viewport().update()

    def paintEvent(self, event) -> None:
        """A reserved room without words is drawn as a place, framed, with the faint placeholder
        (playtest 29 November (f): Crazy Eights' empty Hint room read as a hole in the panel). Only
        painted: a screen reader is not told it."""
        super().paintEvent(event)
        if not self.reserved_lines or self.label.text():
            return
        painter = QPainter(self.viewport())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        painter.setPen(QPen(palette.color(QPalette.ColorRole.Mid), 1))
        box = QRectF(self.viewport().rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        painter.drawRoundedRect(box, 4, 4)
        if self.placeholder:
            painter.setPen(palette.color(QPalette.ColorRole.PlaceholderText))
            flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
            painter.drawText(box.adjusted(10, 6, -10, -6), int(flags), self.placeholder)

    def show_top(self) -> None:
        """A new text is read from its first line (the view cut to its whole lines, or not cut)."""
        self.updateGeometry()
        # the label sized to its words now: a reserved box keeps its size, so no resize would ask
        QCoreApplication.sendEvent(self, QEvent(QEvent.Type.LayoutRequest))
        self.whole_lines()
        self.verticalScrollBar().setValue(0)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.whole_lines()

    def whole_lines(self) -> None:
        """Where the words are taller than the room, end the view under the last whole line (the
        room below it is left empty); scroll a line at a time, from a line's top."""
        spans = line_spans(self.label, self._full_width()) if self.label.text() else []
        room = self.height()
        cut = 0
        taller = bool(spans) and spans[-1][1] > room
        if taller:  # the lines as they lie beside the scroll bar
            spans = line_spans(self.label, self.viewport().width())
        if taller:
            whole = [bottom for _top, bottom in spans if bottom <= room]
            cut = room - whole[-1] if whole else 0
        if cut != self.viewportMargins().bottom():
            self.setViewportMargins(0, 0, 0, cut)
        # No scroll bar over words that fit, or over none (the label keeps the height of its
        # tallest hint so far, so that nothing below it moves, and may be taller than the room).
        policy = Qt.ScrollBarPolicy.ScrollBarAsNeeded if taller else Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        if self.verticalScrollBarPolicy() != policy:
            self.setVerticalScrollBarPolicy(policy)
        self._take_keys(taller)
        self._tops = [top for top, _bottom in spans] or [0]
        bar = self.verticalScrollBar()
        bar.setSingleStep(max(1, spans[0][1] - spans[0][0]) if spans else 20)
        self._to_a_line(bar.value())

    def runs_on(self) -> bool:
        """Its words run on below its room: there is more to read by scrolling."""
        return self.verticalScrollBarPolicy() != Qt.ScrollBarPolicy.ScrollBarAlwaysOff

    def _take_keys(self, runs_on: bool) -> None:
        """Tab reaches it only while there is more to read; words that now fit give the keys back
        to the table (the Hint's words go as the person plays the card it named)."""
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus if runs_on else Qt.FocusPolicy.NoFocus)
        tip = QCoreApplication.translate("TableKeys", "Page Up, Page Down: scroll") if runs_on else ""
        if self.toolTip() != tip:
            self.setToolTip(tip)
        if not runs_on and self.hasFocus():
            home = self._home()
            if home is not None:
                home.setFocus(Qt.FocusReason.OtherFocusReason)
            else:
                self.clearFocus()

    def _home(self) -> QWidget | None:
        """The table it lies in: the nearest ancestor that hands its focus on (to its cards' list)."""
        widget = self.parentWidget()
        while widget is not None and widget.focusProxy() is None:
            widget = widget.parentWidget()
        return widget

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """The keys that scroll; every other key goes on to the table (Left, Right, Space, letters)."""
        action = _IN_THE_BOX.get(Qt.Key(event.key()))
        if action is not None and _plain(event) and self.runs_on():
            self.verticalScrollBar().triggerAction(action)
            return
        event.ignore()

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        parent = self._home() or self.parentWidget()
        if parent is not None and (self._ring is None or self._ring.parentWidget() is not parent):
            self._ring = FocusFrame(parent, self, outset=3)
        if self._ring is not None:
            self._ring.follow()
            self._ring.show()

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        if self._ring is not None:
            self._ring.hide()

    def _to_a_line(self, value: int) -> None:
        """A scroll that stops inside a line moves on to that line's top, so no line shows cut."""
        bar = self.verticalScrollBar()
        if value in self._tops or value >= bar.maximum():
            return
        top = min(self._tops, key=lambda t: abs(t - value))
        bar.setValue(min(top, bar.maximum()))


class _WholeLines(QObject):
    """Tells the scroll area when its label is resized (new words, or wrapped at a new width)."""

    def __init__(self, scroll: ScrolledLabel) -> None:
        super().__init__(scroll)
        self.scroll = scroll

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.scroll.whole_lines()
        return False


def _plain(event: QKeyEvent) -> bool:
    return not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier


def page_key(table: QWidget, event: QKeyEvent) -> bool:
    """Page Up or Page Down at the table scrolls the hint while it runs on below its room, else the
    first other side-panel words that do; True if it scrolled one."""
    action = _PAGES.get(Qt.Key(event.key()))
    if action is None or not _plain(event):
        return False
    boxes = running_on(table)
    if not boxes:
        return False
    boxes[0].verticalScrollBar().triggerAction(action)
    return True


def running_on(table: QWidget) -> list[ScrolledLabel]:
    """The table's scrolling words that run on below their room now, the hint first."""
    found = [box for box in table.findChildren(ScrolledLabel) if box.runs_on() and box.isVisibleTo(table)]
    return sorted(found, key=lambda box: not box.is_hint)


def keys_text(table: QWidget) -> str:
    """What the keys that scroll say where a table lists its keys (a letter that does nothing)."""
    boxes = running_on(table)
    if not boxes:
        return ""
    if boxes[0].is_hint:
        return QCoreApplication.translate("TableKeys", "Page Up and Page Down scroll the hint.")
    return QCoreApplication.translate("TableKeys", "Page Up and Page Down scroll the words beside the table.")
