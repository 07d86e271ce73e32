"""Lines of words a board or felt paints (its ``painted_words``) that meet: shared by the overlap tests."""

from __future__ import annotations


def words_meeting(widget, dx: float, dy: float) -> list[str]:
    """Every two painted lines of words whose boxes meet once the first is grown by ``dx`` across and
    ``dy`` up and down (negative: shrunk, so touching edges do not count)."""
    widget.repaint()
    words = [(box, text) for box, text in widget.painted_words if text]
    return [
        f"{a!r} at {ra} and {b!r} at {rb}"
        for i, (ra, a) in enumerate(words)
        for rb, b in words[i + 1 :]
        if ra.adjusted(-dx, -dy, dx, dy).intersects(rb)
    ]
