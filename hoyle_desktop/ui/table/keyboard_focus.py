"""Where Tab takes the keyboard focus at every table, and that the focus shows where it is.

Qt's own Tab follows its focus chain, in which a table's places stand in the order they were made
(the buttons made for each decision come last) and the felt stands apart from the list it hands
its focus to (accessibility.py): Tab met the list at the felt's place and Shift+Tab at the list's
own, so the two keys went round different cycles. The table lists its places itself instead: the
person's cards first (the list), then the rest column by column from the left, each column from
the top, as they are seen; Shift+Tab goes the same way back (``TableBase.focusNextPrevChild``).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QWidget

# The history's frame: the colour of a selection while it has the keyboard focus, of the same width
# either way (the border and padding add up), so its lines do not move as the focus comes and goes.
FOCUS_FRAME = (
    "QAbstractScrollArea { border: 1px solid palette(mid); padding: 1px; }"
    " QAbstractScrollArea:focus { border: 2px solid palette(highlight); padding: 0px; }"
)
FOCUS_FRAME_PX = 2  # what FOCUS_FRAME takes at each side, border and padding


def _target(widget: QWidget) -> QWidget:
    """Where focus given to ``widget`` lands (the end of its focus proxies)."""
    while (proxy := widget.focusProxy()) is not None:
        widget = proxy
    return widget


def _column(table: QWidget, widget: QWidget) -> QWidget:
    """The table's child that holds ``widget`` (the felt, the side panel, the list...)."""
    while (parent := widget.parentWidget()) is not None and parent is not table:
        widget = parent
    return widget


def tab_stops(table: QWidget) -> list[QWidget]:
    """The table's places Tab visits, in order."""
    found: list[QWidget] = []
    for widget in table.findChildren(QWidget):
        target = _target(widget)
        if (
            target not in found
            and target.focusPolicy() & Qt.FocusPolicy.TabFocus
            and target.isVisibleTo(table)
            and target.isEnabled()
            and target.window() is table.window()
        ):
            found.append(target)

    def place(widget: QWidget) -> tuple[int, int, int]:
        at = widget.mapTo(table, widget.rect().topLeft())
        return (_column(table, widget).x(), at.y(), at.x())

    return sorted(found, key=place)


def move_focus(table: QWidget, forward: bool) -> bool:
    """Give the focus to the next (or previous) place after the focused one; False if none."""
    stops = tab_stops(table)
    focus = QApplication.focusWidget()
    if not stops or focus is None or not (focus is table or table.isAncestorOf(focus)):
        return False
    at = next((i for i, w in enumerate(stops) if w is focus or w.isAncestorOf(focus)), -1 if forward else 0)
    reason = Qt.FocusReason.TabFocusReason if forward else Qt.FocusReason.BacktabFocusReason
    stops[(at + (1 if forward else -1)) % len(stops)].setFocus(reason)
    return True


def show_focus(view: QWidget | None) -> None:
    """Frame a list in the selection's colour while it has the keyboard focus (the style alone
    showed it faintly or not at all)."""
    if isinstance(view, QAbstractScrollArea):
        view.setStyleSheet(FOCUS_FRAME)
