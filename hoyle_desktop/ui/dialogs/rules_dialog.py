"""Rules of the Game: a resizable, non-modal window that shows a game's rules page.

The page (HTML, or Markdown when it does not start with a tag) comes from the rules help provider.
The window stays open beside the table while the game goes on; asking for the rules again reuses
it (closing only hides it). Links inside the page (the contents list) scroll to their section;
outside links open in the system's browser. ``Ctrl++`` and ``Ctrl+-`` (or Ctrl and the mouse
wheel) change the text size.

With keys alone and a screen reader: the arrows move a caret through the text (the screen reader
reads the line or word it reaches), ``H`` and ``Shift+H`` go to the next and the previous heading
(said: "Heading 2: Scoring"), Tab reaches the contents' links and Enter follows one, saying the
heading it leads to.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, QPoint, Qt, QTimer, QUrl
from PySide6.QtGui import QKeySequence, QShortcut, QTextBlock, QTextCursor
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ..desktop_watch import PALETTE, follow_desktop
from ..help.render import recolour
from ..table.announcer import announce

OBJECT_NAME = "RulesDialog"


class RulesDialog(QDialog):
    def __init__(self, title: str, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(OBJECT_NAME)
        self.setWindowFlag(Qt.WindowType.WindowMaximizeButtonHint, True)
        self.setSizeGripEnabled(True)

        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(True)
        self.browser.document().setDocumentMargin(14)
        self.browser.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # text wraps
        self.browser.setAccessibleName(self.tr("Rules"))
        # A caret the arrows move (a screen reader reads what it reaches); links still work by keys.
        self.browser.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextBrowserInteraction | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        self.browser.setAccessibleDescription(
            self.tr("H: the next heading, Shift+H: the one before; Tab: the contents' links.")
        )
        self.browser.anchorClicked.connect(self._followed)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)

        for sequence, step in ((QKeySequence.StandardKey.ZoomIn, 1), (QKeySequence.StandardKey.ZoomOut, -1)):
            zoom = QShortcut(QKeySequence(sequence), self)
            zoom.activated.connect(lambda step=step: self.browser.zoomIn(step))

        self.browser.installEventFilter(self)  # H and Shift+H: from heading to heading

        self.set_page(title, text)
        self._fit_to(parent)
        follow_desktop(self, self._recolour, PALETTE)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.browser and event.type() == QEvent.Type.KeyPress:
            key: Any = event
            shift = key.modifiers() == Qt.KeyboardModifier.ShiftModifier
            if key.key() == Qt.Key.Key_H and (shift or key.modifiers() == Qt.KeyboardModifier.NoModifier):
                self.next_heading(-1 if shift else 1)
                return True
        return super().eventFilter(watched, event)

    def set_page(self, title: str, text: str) -> None:
        """Show ``text`` (HTML, or Markdown) from its top, under the window title ``title``."""
        self.setWindowTitle(title)
        self._html = text
        if text.lstrip().startswith("<"):
            self.browser.setHtml(recolour(text))
        else:
            self.browser.setMarkdown(text)
        self.browser.verticalScrollBar().setValue(0)
        self.browser.moveCursor(QTextCursor.MoveOperation.Start)

    def _recolour(self) -> None:
        """The desktop's palette changed (a dark theme switched on): the page's red suits and links
        take the new palette's, where the reader was."""
        text = self._html
        if not text.lstrip().startswith("<"):
            return
        bar = self.browser.verticalScrollBar()
        at, caret = bar.value(), self.browser.textCursor().position()
        self.browser.setHtml(recolour(text))
        cursor = self.browser.textCursor()
        cursor.setPosition(min(caret, self.browser.document().characterCount() - 1))
        self.browser.setTextCursor(cursor)
        bar.setValue(at)

    # -- headings, for keys and a screen reader -------------------------------------------------------
    def headings(self) -> list[QTextBlock]:
        """The page's headings in order."""
        found = []
        block = self.browser.document().begin()
        while block.isValid():
            if block.blockFormat().headingLevel() > 0 and block.text().strip():
                found.append(block)
            block = block.next()
        return found

    def next_heading(self, step: int = 1) -> str:
        """Put the caret on the next heading after it (``step`` -1: the one before) and say it;
        returns what was said ("" when there is none that way: then that is said)."""
        here = self.browser.textCursor().block().position()
        headings = self.headings()
        if step > 0:
            target = next((b for b in headings if b.position() > here), None)
        else:
            target = next((b for b in reversed(headings) if b.position() < here), None)
        if target is None:
            said = self.tr("No more headings.") if step > 0 else self.tr("No heading before this.")
            announce(self.browser, said, assertive=True)
            return said
        return self._go_to(target)

    def _go_to(self, block: QTextBlock) -> str:
        cursor = QTextCursor(block)
        self.browser.setTextCursor(cursor)
        self.browser.ensureCursorVisible()
        said = (
            self.tr("Heading %1: %2")
            .replace("%1", str(block.blockFormat().headingLevel()))
            .replace("%2", block.text().strip())
        )
        announce(self.browser, said, assertive=True)
        return said

    def _followed(self, url: QUrl) -> None:
        """A contents link followed: the caret goes to the heading it scrolled to, which is said."""
        if url.scheme() or not url.fragment():
            return

        def arrived() -> None:
            top = self.browser.cursorForPosition(QPoint(0, 0)).block().position()
            block = next((b for b in self.headings() if b.position() >= top), None)
            if block is not None:
                self._go_to(block)

        QTimer.singleShot(0, self, arrived)

    def _fit_to(self, parent: QWidget | None) -> None:
        """A comfortable reading size: about 90 characters wide, nearly as tall as the main window."""
        width = max(720, min(900, self.fontMetrics().averageCharWidth() * 100))
        height = 720
        if parent is not None:
            height = max(420, min(860, int(parent.window().height() * 0.9)))
        self.resize(width, height)


def show_rules_dialog(parent: QWidget, title: str, text: str) -> RulesDialog:
    """Show the rules beside ``parent``: reuse its open rules window if there is one, else open one."""
    dialog = parent.findChild(RulesDialog, OBJECT_NAME, Qt.FindChildOption.FindDirectChildrenOnly)
    if dialog is None:  # closing only hides it, so one window serves every later request
        dialog = RulesDialog(title, text, parent)
    else:
        dialog.set_page(title, text)
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    return dialog
