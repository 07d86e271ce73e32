"""A translator that marks every string it is asked for, and a collector of what a person sees.

With :class:`MarkingTranslator` installed, every string that went through ``tr``/``translate``
comes out as ``⟦text⟧``. :func:`visible_texts` gathers the texts of the visible widgets, menus,
graphics items and everything painted with ``QPainter.drawText`` from Python; :func:`escaped`
is what is left of a text once its marked parts are taken out, with letters in it meaning a
string that never went through translation.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator

from PySide6.QtCore import QTranslator
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGraphicsItem,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QTableWidget,
    QTabWidget,
    QTextBrowser,
    QWidget,
)

OPEN, CLOSE = "⟦", "⟧"
# a marked part, or one cut short with an ellipsis where the text was elided to fit
_MARKED = re.compile(f"{OPEN}[^{OPEN}{CLOSE}]*(?:{CLOSE}|…$)", re.MULTILINE)
# Words that are never translated: the program's name and the language names in their own tongue.
NEVER_TRANSLATED = ("Hoyle Desktop", "English", "Deutsch", "Français")


class MarkingTranslator(QTranslator):
    def translate(self, context, source, disambiguation=None, n=-1):
        return f"{OPEN}{source}{CLOSE}"

    def isEmpty(self) -> bool:
        return False


def escaped(text: str) -> str:
    """The letters of ``text`` outside marked parts (empty when everything was translated)."""
    text = re.sub(r"<kbd>.*?</kbd>", " ", text)  # key names, as the system writes them
    text = html.unescape(re.sub(r"<[^>]*>", " ", text))
    while _MARKED.search(text):
        text = _MARKED.sub(" ", text)
    text = re.sub(r"#[0-9a-fA-F]{6}\b", " ", text)  # colours
    text = re.sub(r"(?<![\w⟦])/[^\s,:;⟦⟧]+", " ", text)  # file paths (the user's own)
    for word in NEVER_TRANSLATED:
        text = text.replace(word, " ")
    text = re.sub(r"<kbd>.*?</kbd>", " ", text)  # key names, as the system writes them
    return " ".join(re.findall(r"[^\W\d_]+", text))


class PaintRecorder:
    """Records the strings our own paint code draws (QPainter.drawText called from Python)."""

    def __init__(self, monkeypatch) -> None:
        self.texts: list[str] = []
        # Windows left open by earlier tests are not this test's business.
        self.ignored = set(QApplication.topLevelWidgets())
        original = QPainter.drawText

        def draw_text(painter, *args):
            self.texts += [a for a in args if isinstance(a, str)]
            return original(painter, *args)

        monkeypatch.setattr(QPainter, "drawText", draw_text)


def _menu_texts(menu: QMenu, where: str) -> Iterator[tuple[str, str]]:
    for action in menu.actions():
        if action.isSeparator() or not action.isVisible():
            continue
        yield where, action.text()
        if action.toolTip() and action.toolTip() != action.text().replace("&", ""):
            yield where + " tip", action.toolTip()
        if action.menu() is not None:
            yield from _menu_texts(action.menu(), where + " ▸ " + action.text())


def _item_texts(item: QGraphicsItem, where: str) -> Iterator[tuple[str, str]]:
    if not item.isVisible():
        return
    if isinstance(item, QGraphicsSimpleTextItem):
        yield where, item.text()
    elif isinstance(item, QGraphicsTextItem):
        yield where, item.toPlainText()
    if item.toolTip():
        yield where + " tip", item.toolTip()


def widget_texts(widget: QWidget) -> Iterator[tuple[str, str]]:
    where = type(widget).__name__ + (f"#{widget.objectName()}" if widget.objectName() else "")
    if widget.isWindow():
        yield where + " title", widget.windowTitle()
    if widget.toolTip():
        yield where + " tip", widget.toolTip()
    if isinstance(widget, (QLabel, QAbstractButton)):
        yield where, widget.text()
    elif isinstance(widget, QGroupBox):
        yield where, widget.title()
    elif isinstance(widget, QComboBox):
        yield from ((where, widget.itemText(i)) for i in range(widget.count()))
    elif isinstance(widget, QLineEdit):
        yield where + " placeholder", widget.placeholderText()
    elif isinstance(widget, QTextBrowser):
        # keys named by a letter ("G", Ctrl+"N") are the only untranslated words a page may hold
        yield where, re.sub(r"(?<![\w⟦])[A-Z](?![\w⟧])", " ", widget.toPlainText())
    elif isinstance(widget, QListWidget):
        yield from ((where, widget.item(i).text()) for i in range(widget.count()))
    elif isinstance(widget, QTableWidget):
        for column in range(widget.columnCount()):
            header = widget.horizontalHeaderItem(column)
            if header is not None:
                yield where + " header", header.text()
        for row in range(widget.rowCount()):
            for column in range(widget.columnCount()):
                cell = widget.item(row, column)
                if cell is not None:
                    yield where + " cell", cell.text()
    elif isinstance(widget, QTabWidget):
        yield from ((where, widget.tabText(i)) for i in range(widget.count()))
    elif isinstance(widget, QMenu):
        yield from _menu_texts(widget, where)
    if isinstance(widget, QGraphicsView) and widget.scene() is not None:
        for item in widget.scene().items():
            yield from _item_texts(item, where + " item")


def visible_texts(recorder: PaintRecorder) -> list[tuple[str, str]]:
    """Everything on screen now: each visible widget's texts, the menu bars' menus, and what our
    paint code draws when every visible window is painted afresh (windows that were open before
    ``recorder`` was made are left out)."""
    found: list[tuple[str, str]] = []
    windows = [w for w in QApplication.topLevelWidgets() if w.isVisible() and w not in recorder.ignored]
    for widget in QApplication.allWidgets():
        if widget.isVisible() and widget.window() in windows:
            found += widget_texts(widget)
    for window in windows:
        if hasattr(window, "menuBar"):
            for action in window.menuBar().actions():
                found.append(("menu bar", action.text()))
                if action.menu() is not None:
                    found += _menu_texts(action.menu(), action.text())
    recorder.texts.clear()
    for window in windows:
        window.grab()
        # one text per window: a wrapped string is drawn a line at a time
        found.append((f"painted in {type(window).__name__}", "\n".join(recorder.texts)))
        recorder.texts.clear()
    return [(where, text) for where, text in found if text]


def escapes(texts: list[tuple[str, str]]) -> dict[str, str]:
    """{text: where} for the texts with words that escaped translation."""
    return {text: where for where, text in texts if escaped(text)}
