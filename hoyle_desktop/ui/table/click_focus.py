"""Keep the keyboard on the cards after a mouse click.

A click on a button or on the history list would otherwise take the keyboard focus, and Space
and Enter would then press that button or move in the list instead of choosing and playing cards.
Buttons and lists beside the table take the focus from Tab only: after a click, the keys still go
to the card view until the person tabs away.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QAbstractItemView, QWidget


def tab_focus_only(*widgets: QWidget) -> None:
    """Buttons and item views among ``widgets`` and their children take the focus from Tab only."""
    for root in widgets:
        found: list[QWidget] = [root] if isinstance(root, QAbstractButton | QAbstractItemView) else []
        found += root.findChildren(QAbstractButton) + root.findChildren(QAbstractItemView)
        for widget in found:
            widget.setFocusPolicy(Qt.FocusPolicy.TabFocus)
