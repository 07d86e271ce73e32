"""Shared vocabulary of the generated deck: card geometry, the palette, suit pips as path data,
and tiny helpers for writing SVG text. Pure Python; nothing here imports Qt."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from hoyle_desktop.engine.cards import Rank, Suit

CARD_W = 250.0
CARD_H = 350.0
CARD_RADIUS = 13.0
CENTRE = (CARD_W / 2, CARD_H / 2)

PAPER = "#fffdf7"
EDGE = "#8a8a86"
INK = "#161616"
RED = "#c41e2d"
BLUE = "#1f4b99"
GOLD = "#f0bf2e"
SKIN = "#fbe2c8"
WHITE = "#ffffff"

SUIT_NAMES: dict[Suit, str] = {
    Suit.CLUBS: "club",
    Suit.DIAMONDS: "diamond",
    Suit.HEARTS: "heart",
    Suit.SPADES: "spade",
}
RANK_NAMES: dict[Rank, str] = {r: str(int(r)) for r in Rank} | {
    Rank.JACK: "jack",
    Rank.QUEEN: "queen",
    Rank.KING: "king",
}
INDEX_TEXT: dict[Rank, str] = {r: str(int(r)) for r in Rank} | {
    Rank.ACE: "A",
    Rank.JACK: "J",
    Rank.QUEEN: "Q",
    Rank.KING: "K",
}


def suit_colour(suit: Suit) -> str:
    return RED if suit.is_red else INK


def element_id(rank: Rank, suit: Suit) -> str:
    """The KDE / Aisleriot element name: ``1_club``, ``10_heart``, ``queen_spade``."""
    return f"{RANK_NAMES[rank]}_{SUIT_NAMES[suit]}"


# Suit pips, each drawn in a 100 x 100 box centred on the origin (y grows downwards). They are
# plain cubic outlines so that no font is needed; the club is three lobes and a flared stem.
def _circle(cx: float, cy: float, r: float) -> str:
    return f"M{cx - r:g},{cy:g} a{r:g},{r:g} 0 1,0 {2 * r:g},0 a{r:g},{r:g} 0 1,0 {-2 * r:g},0 Z"


PIP_PATHS: dict[Suit, str] = {
    Suit.HEARTS: (
        "M0,47 C-16,30 -49,9 -49,-17 C-49,-37 -36,-47 -23,-47 C-11,-47 -3,-39 0,-29 "
        "C3,-39 11,-47 23,-47 C36,-47 49,-37 49,-17 C49,9 16,30 0,47 Z"
    ),
    Suit.DIAMONDS: (
        "M0,-50 C10,-32 23,-15 38,0 C23,15 10,32 0,50 C-10,32 -23,15 -38,0 C-23,-15 -10,-32 0,-50 Z"
    ),
    Suit.SPADES: (
        "M0,-49 C9,-33 47,-14 47,12 C47,29 35,37 23,37 C14,37 7,33 3,27 "
        "C4,37 9,44 18,49 L-18,49 C-9,44 -4,37 -3,27 C-7,33 -14,37 -23,37 "
        "C-35,37 -47,29 -47,12 C-47,-14 -9,-33 0,-49 Z"
    ),
    Suit.CLUBS: " ".join(
        [
            _circle(0, -25, 22.5),
            _circle(-24, 11, 22.5),
            _circle(24, 11, 22.5),
            "M-12,-6 L-12,16 L12,16 L12,-6 Z",
            "M-3.5,14 C-4,33 -9,43 -18,49 L18,49 C9,43 4,33 3.5,14 Z",
        ]
    ),
}


def fmt(value: float) -> str:
    """A short, stable number for SVG text."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def xy(x: float, y: float) -> str:
    """One coordinate pair for path data."""
    return f"{fmt(x)},{fmt(y)}"


def points(pts: Iterable[tuple[float, float]]) -> str:
    return " ".join(f"{fmt(x)},{fmt(y)}" for x, y in pts)


def polygon(pts: Sequence[tuple[float, float]], fill: str, stroke: str = INK, width: float = 1.2) -> str:
    return (
        f'<polygon points="{points(pts)}" fill="{fill}" stroke="{stroke}" '
        f'stroke-width="{fmt(width)}" stroke-linejoin="round"/>'
    )


def path(d: str, fill: str = "none", stroke: str = INK, width: float = 1.2, extra: str = "") -> str:
    stroke_attrs = f' stroke="{stroke}" stroke-width="{fmt(width)}"' if stroke != "none" else ""
    joins = ' stroke-linejoin="round" stroke-linecap="round"' if stroke != "none" else ""
    return f'<path d="{d}" fill="{fill}"{stroke_attrs}{joins}{extra}/>'


def circle(cx: float, cy: float, r: float, fill: str, stroke: str = "none", width: float = 1.0) -> str:
    stroke_attrs = f' stroke="{stroke}" stroke-width="{fmt(width)}"' if stroke != "none" else ""
    return f'<circle cx="{fmt(cx)}" cy="{fmt(cy)}" r="{fmt(r)}" fill="{fill}"{stroke_attrs}/>'


def ellipse(
    cx: float, cy: float, rx: float, ry: float, fill: str, stroke: str = "none", width: float = 1.0
) -> str:
    stroke_attrs = f' stroke="{stroke}" stroke-width="{fmt(width)}"' if stroke != "none" else ""
    return (
        f'<ellipse cx="{fmt(cx)}" cy="{fmt(cy)}" rx="{fmt(rx)}" ry="{fmt(ry)}" fill="{fill}"{stroke_attrs}/>'
    )


def pip(suit: Suit, cx: float, cy: float, size: float, flip: bool = False, colour: str | None = None) -> str:
    """A suit pip ``size`` units tall centred on (cx, cy); ``flip`` turns it upside down."""
    scale = size / 100.0
    rotate = " rotate(180)" if flip else ""
    fill = colour or suit_colour(suit)
    return (
        f'<path transform="translate({fmt(cx)},{fmt(cy)}){rotate} scale({fmt(scale)})" '
        f'd="{PIP_PATHS[suit]}" fill="{fill}"/>'
    )


def group(children: Iterable[str], **attrs: str) -> str:
    attr_text = "".join(f' {k.replace("_", "-")}="{v}"' for k, v in attrs.items())
    return f"<g{attr_text}>" + "".join(children) + "</g>"


def half_turn(children: Iterable[str]) -> str:
    """The same drawing turned half a turn about the card's centre, for double-ended designs."""
    return group(children, transform=f"rotate(180 {fmt(CENTRE[0])} {fmt(CENTRE[1])})")
