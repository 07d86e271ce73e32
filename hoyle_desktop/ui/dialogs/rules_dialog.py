"""Rules of the Game: a resizable, non-modal window that shows a game's rules page.

The page (HTML, or Markdown when it does not start with a tag) comes from the rules help provider.
The window stays open beside the table while the game goes on; asking for the rules again reuses
it (closing only hides it). Links inside the page (the contents list) scroll to their section;
outside links open in the system's browser. ``Ctrl++`` and ``Ctrl+-`` (or Ctrl and the mouse
wheel) change the text size.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

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

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)

        for sequence, step in ((QKeySequence.StandardKey.ZoomIn, 1), (QKeySequence.StandardKey.ZoomOut, -1)):
            zoom = QShortcut(QKeySequence(sequence), self)
            zoom.activated.connect(lambda step=step: self.browser.zoomIn(step))

        self.set_page(title, text)
        self._fit_to(parent)

    def set_page(self, title: str, text: str) -> None:
        """Show ``text`` (HTML, or Markdown) from its top, under the window title ``title``."""
        self.setWindowTitle(title)
        if text.lstrip().startswith("<"):
            self.browser.setHtml(text)
        else:
            self.browser.setMarkdown(text)
        self.browser.verticalScrollBar().setValue(0)

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
