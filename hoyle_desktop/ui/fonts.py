"""Sizes that follow the desktop's font: a person who set a larger font for their eyes gets larger
words (and cards, and a wider side panel) everywhere, not only where Qt's own font reaches.

Style sheets with a fixed size (``font-size: 11pt``) would keep their words small at a 16 pt desktop
font: they take their size from :func:`points` or :func:`pixels`, the usual size at the usual
font, grown as the desktop's font is.
"""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

NORMAL_POINTS = 10.0  # a desktop's usual font size
# The least a caption on the felt is written at where its room is short (cribbage's counts,
# Newmarket's "won by" under the pool cards): smaller is too small to read (playtest (h): 7 px).
SMALLEST_CAPTION_PX = 10


def font_scale() -> float:
    """How much larger than usual the application's font is (never less than 1)."""
    points = QApplication.font().pointSizeF()
    return max(1.0, points / NORMAL_POINTS) if points > 0 else 1.0


def points(size: float) -> str:
    """A style sheet's font size of ``size`` points at the usual font, grown with the desktop's."""
    return f"{size * font_scale():.1f}pt"


def pixels(size: float) -> str:
    """A style sheet's font size of ``size`` pixels at the usual font, grown with the desktop's."""
    return f"{round(size * font_scale())}px"
