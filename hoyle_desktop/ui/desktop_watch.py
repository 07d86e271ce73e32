"""Styles built once from the desktop's font or palette, built again when the desktop changes them
while the app runs (a dark theme switched on, a larger font set): Qt restyles its own widgets, but
a style sheet or an HTML page made with a size or a colour chosen for the old ones keeps it.

``follow_desktop(widget, restyle)`` calls ``restyle()`` whenever the application's font or palette
changes, for as long as ``widget`` lives. ``restyle`` should set the style sheets of the widget's
children, or its page, not the widget's own palette or font.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

# The application's change comes to each window; a widget inside one hears its own font or palette
# change only where no style sheet has set them (the chooser, a table's felt): both are watched.
FONT = (QEvent.Type.ApplicationFontChange, QEvent.Type.FontChange)
PALETTE = (QEvent.Type.ApplicationPaletteChange, QEvent.Type.PaletteChange)
_MOVED = (QEvent.Type.ParentChange, QEvent.Type.Show)  # the widget may be in another window now


class _DesktopWatch(QObject):
    def __init__(self, widget: QWidget, restyle: Callable[[], None], kinds: tuple[QEvent.Type, ...]) -> None:
        super().__init__(widget)
        # (weak: _WATCHES holds the watch, which must not hold its widget or window alive)
        self._widget_ref, self._window_ref = weakref.ref(widget), weakref.ref(widget)
        self._restyle, self._kinds, self._pending = restyle, kinds, False
        widget.installEventFilter(self)
        self._follow_window()

    def _follow_window(self) -> None:
        widget = self._widget_ref()
        if widget is None:
            return
        window, old = widget.window(), self._window_ref()
        if window is not old:
            if old is not None and old is not widget:
                old.removeEventFilter(self)
            self._window_ref = weakref.ref(window)
            if window is not widget:
                window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._widget_ref() and event.type() in _MOVED:
            self._follow_window()
        if event.type() in self._kinds and not self._pending:
            self._pending = True  # once for the several events one change brings
            QTimer.singleShot(0, self, self._run)
        return False

    def _run(self) -> None:
        self._pending = False
        self._restyle()


def follow_desktop(
    widget: QWidget, restyle: Callable[[], None], kinds: tuple[QEvent.Type, ...] = FONT + PALETTE
) -> None:
    """Call ``restyle`` (soon after) when the application's font or palette (``kinds``: FONT,
    PALETTE or both) changes. It should set nothing that is already so: setting a style sheet
    again could bring another change."""
    watch = _DesktopWatch(widget, restyle, kinds)
    # Held from Python while the widget lives: a wrapper left to Qt's parent alone may be collected and
    # come back without its attributes ("'_DesktopWatch' object has no attribute '_widget'" at the next
    # event, seen when a test installed a translator after a table had closed).
    _WATCHES.add(watch)
    widget.destroyed.connect(lambda *_: _WATCHES.discard(watch))


_WATCHES: set[_DesktopWatch] = set()
