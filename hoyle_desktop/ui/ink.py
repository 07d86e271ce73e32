"""Text colours that stay readable on the desktop's own palette, light or dark.

The app's own surfaces (the felt, the chooser's tiles, the game summary's card) set their background
and their text colour together. Text on the desktop's surfaces (a dialog, the rules page) takes the
palette's colours, and where it must stand out in red (an error, a red suit) the red is chosen for
the background it stands on: the dark red of a light theme is unreadable on a dark one. It is
chosen again when the desktop's palette changes while the app runs (ui/desktop_watch.py).
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QWidget

from .desktop_watch import PALETTE, follow_desktop

REDS = ("#b3001b", "#ff8a80")  # for a light background, for a dark one


def luminance(colour: QColor) -> float:
    """The relative luminance of WCAG 2 (0 black, 1 white)."""

    def linear(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF()) + 0.0722 * linear(colour.blueF())


def contrast(one: QColor, other: QColor) -> float:
    """WCAG 2's contrast ratio, 1 to 21 (4.5 is enough for body text)."""
    light, dark = sorted((luminance(one), luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def red_on(background: QColor) -> QColor:
    """The red that reads best on ``background``."""
    return max((QColor(red) for red in REDS), key=lambda red: contrast(red, background))


def palette_red(role: QPalette.ColorRole = QPalette.ColorRole.Window) -> str:
    """The red for text on the application palette's ``role`` (Window: a dialog; Base: a page)."""
    return red_on(QGuiApplication.palette().color(role)).name()


def error_style() -> str:
    """A style sheet for a dialog's error line."""
    return f"color: {palette_red()};"


def set_style(widget: QWidget, style: str) -> None:
    """``widget``'s style sheet, set only where it changes (setting it again restyles it)."""
    if widget.styleSheet() != style:
        widget.setStyleSheet(style)


def keep_error_style(label: QWidget) -> None:
    """Give a dialog's error line :func:`error_style`, chosen again when the palette changes."""
    set_style(label, error_style())
    follow_desktop(label, lambda: set_style(label, error_style()), PALETTE)
