"""Court cards of the builtin deck: a framed, double-ended half-length figure in the traditional
palette (red, blue, gold, black outlines). The top half is drawn here; the bottom half is the same
drawing turned half a turn about the card's centre, and a diagonal seam through the centre divides
them. Each rank has its own headwear, costume and emblem (parts in ``court_parts``); each suit
shuffles the colours of the costume."""

from __future__ import annotations

from collections.abc import Callable

from hoyle_desktop.engine.cards import Rank, Suit
from hoyle_desktop.ui.cards import court_figures as figures
from hoyle_desktop.ui.cards.court_parts import Palette, div_y
from hoyle_desktop.ui.cards.svg_shapes import (
    BLUE,
    CARD_H,
    CARD_W,
    GOLD,
    INK,
    RED,
    fmt,
    group,
    half_turn,
    path,
    pip,
)

FRAME = (45.0, 35.0, CARD_W - 45.0, CARD_H - 35.0)

PALETTES: dict[Suit, Palette] = {
    Suit.HEARTS: Palette(RED, BLUE, GOLD),
    Suit.DIAMONDS: Palette(BLUE, RED, GOLD),
    Suit.CLUBS: Palette(RED, GOLD, BLUE),
    Suit.SPADES: Palette(BLUE, GOLD, RED),
}

_FIGURES: dict[Rank, Callable[[Palette, Suit], list[str]]] = {
    Rank.KING: figures.king,
    Rank.QUEEN: figures.queen,
    Rank.JACK: figures.jack,
}

# Where the suit pip sits inside the frame: beside the head, away from the held emblem.
_PIP_SIDE: dict[Rank, float] = {Rank.KING: -1.0, Rank.QUEEN: 1.0, Rank.JACK: 1.0}


def _half(rank: Rank, suit: Suit) -> list[str]:
    palette = PALETTES[suit]
    side = _PIP_SIDE[rank]
    x = CARD_W / 2 + side * 55.0
    return [*_FIGURES[rank](palette, suit), pip(suit, x, FRAME[1] + 24, 30)]


def court_card(rank: Rank, suit: Suit) -> list[str]:
    """The printed face of a jack, queen or king (without the corner indices)."""
    x0, y0, x1, y1 = FRAME
    half = _half(rank, suit)
    tint = PALETTES[suit].primary
    return [
        f'<rect x="{fmt(x0)}" y="{fmt(y0)}" width="{fmt(x1 - x0)}" height="{fmt(y1 - y0)}" '
        f'fill="#fffefa" stroke="{INK}" stroke-width="1.6"/>',
        group(half),
        half_turn(half),
        path(f"M{fmt(x0)},{fmt(div_y(x0))} L{fmt(x1)},{fmt(div_y(x1))}", stroke=INK, width=1.8),
        f'<rect x="{fmt(x0 + 3)}" y="{fmt(y0 + 3)}" width="{fmt(x1 - x0 - 6)}" height="{fmt(y1 - y0 - 6)}" '
        f'fill="none" stroke="{tint}" stroke-width="1"/>',
    ]


__all__ = ["FRAME", "PALETTES", "court_card"]
