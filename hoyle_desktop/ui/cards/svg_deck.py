"""The builtin deck: one SVG document holding 52 faces and the backs, drawn by this module.

Every card is a ``<g id=...>`` named the way KDE's carddecks and GNOME Aisleriot name theirs
(``1_club`` .. ``10_club``, ``jack_club``, ``queen_club``, ``king_club``, ``back``, ...), so the
renderer treats the builtin deck and a system deck alike. Each group is exactly the card,
``CARD_W`` x ``CARD_H`` units, and is translated to its own cell of a sheet so the document also
reads as a whole when opened in an SVG viewer. Pure string building: no Qt here.
"""

from __future__ import annotations

import math
from functools import cache
from xml.sax.saxutils import escape

from hoyle_desktop.engine.cards import SUITS, Rank, Suit
from hoyle_desktop.ui.cards import backs, courts
from hoyle_desktop.ui.cards.svg_shapes import (
    CARD_H,
    CARD_RADIUS,
    CARD_W,
    EDGE,
    GOLD,
    INDEX_TEXT,
    INK,
    PAPER,
    RED,
    circle,
    element_id,
    fmt,
    group,
    half_turn,
    path,
    pip,
    suit_colour,
)

INDEX_FONT = "DejaVu Serif, Georgia, Times New Roman, serif"
GAP = 20.0

# Pip rows and columns for two to ten, as fractions of the pip field (0 = top row, 1 = bottom).
# Pips below the middle are drawn upside down, as on a printed card.
_LEFT, _MID, _RIGHT = 0, 1, 2
_LAYOUTS: dict[int, list[tuple[int, float]]] = {
    2: [(_MID, 0), (_MID, 1)],
    3: [(_MID, 0), (_MID, 0.5), (_MID, 1)],
    4: [(_LEFT, 0), (_RIGHT, 0), (_LEFT, 1), (_RIGHT, 1)],
    5: [(_LEFT, 0), (_RIGHT, 0), (_MID, 0.5), (_LEFT, 1), (_RIGHT, 1)],
    6: [(c, r) for r in (0, 0.5, 1) for c in (_LEFT, _RIGHT)],
    7: [(c, r) for r in (0, 0.5, 1) for c in (_LEFT, _RIGHT)] + [(_MID, 0.25)],
    8: [(c, r) for r in (0, 0.5, 1) for c in (_LEFT, _RIGHT)] + [(_MID, 0.25), (_MID, 0.75)],
    9: [(c, r) for r in (0, 1 / 3, 2 / 3, 1) for c in (_LEFT, _RIGHT)] + [(_MID, 0.5)],
    10: [(c, r) for r in (0, 1 / 3, 2 / 3, 1) for c in (_LEFT, _RIGHT)] + [(_MID, 1 / 6), (_MID, 5 / 6)],
}
_COLUMNS = (76.0, CARD_W / 2, CARD_W - 76.0)
_FIELD_TOP, _FIELD_BOTTOM = 72.0, CARD_H - 72.0
_PIP_SIZE = 50.0

BACK_IDS: tuple[str, ...] = tuple(name for name, _ in backs.BACKS)
FACE_IDS: tuple[str, ...] = tuple(element_id(rank, suit) for suit in SUITS for rank in Rank)
ELEMENT_IDS: tuple[str, ...] = FACE_IDS + BACK_IDS


def _blank_card() -> list[str]:
    """The card stock: a filled rounded rectangle exactly the card's size, then a hairline edge drawn
    inside it so that the element's bounds are the card whether or not a renderer counts strokes."""
    inset = 0.9
    return [
        f'<rect x="0" y="0" width="{fmt(CARD_W)}" height="{fmt(CARD_H)}" rx="{fmt(CARD_RADIUS)}" '
        f'fill="{PAPER}"/>',
        f'<rect x="{inset}" y="{inset}" width="{fmt(CARD_W - 2 * inset)}" '
        f'height="{fmt(CARD_H - 2 * inset)}" rx="{fmt(CARD_RADIUS - inset)}" fill="none" stroke="{EDGE}" '
        f'stroke-width="{fmt(2 * inset * 0.9)}"/>',
    ]


def _index(rank: Rank, suit: Suit, letters: dict[Rank, str] | None = None) -> list[str]:
    """Rank and a small pip in the top-left corner, and the same turned about in the bottom-right."""
    colour = suit_colour(suit)
    text = escape((letters or {}).get(rank) or INDEX_TEXT[rank])
    cx = 23.0
    # "10" is squeezed sideways so it keeps the width of a single figure.
    squeeze = f' transform="matrix(0.7,0,0,1,{fmt(cx * 0.3)},0)"' if len(text) > 1 else ""
    label = (
        f'<text x="{fmt(cx)}" y="47" font-family="{INDEX_FONT}" font-weight="bold" font-size="43" '
        f'text-anchor="middle" fill="{colour}"{squeeze}>{text}</text>'
    )
    corner = [label, pip(suit, cx, 68, 27)]
    return [*corner, half_turn(corner)]


def _pip_cards(rank: Rank, suit: Suit) -> list[str]:
    out: list[str] = []
    for column, row in _LAYOUTS[int(rank)]:
        y = _FIELD_TOP + row * (_FIELD_BOTTOM - _FIELD_TOP)
        out.append(pip(suit, _COLUMNS[column], y, _PIP_SIZE, flip=row > 0.5))
    return out


def _laurel(cx: float, cy: float, radius: float) -> str:
    """Two laurel sprays rising from the foot of the big spade along a circle of ``radius``."""
    stems: list[str] = []
    leaves: list[str] = []
    for side in (-1.0, 1.0):
        start, end = math.radians(14), math.radians(122)
        x0, y0 = cx + side * radius * math.sin(start), cy + radius * math.cos(start)
        x1, y1 = cx + side * radius * math.sin(end), cy + radius * math.cos(end)
        sweep = 0 if side > 0 else 1
        stems.append(f"M{fmt(x0)},{fmt(y0)} A{fmt(radius)},{fmt(radius)} 0 0,{sweep} {fmt(x1)},{fmt(y1)}")
        for i, degrees in enumerate(range(22, 120, 12)):
            t = math.radians(degrees)
            for lean in (-1.0, 1.0):
                r = radius + lean * 4.5
                x, y = cx + side * r * math.sin(t), cy + r * math.cos(t)
                # Along the circle (tangent) leaning outwards or inwards, pointing up the spray.
                angle = side * (270 - degrees) + side * lean * 34
                size = 1.0 - i * 0.03
                leaves.append(
                    f'<ellipse cx="0" cy="0" rx="{fmt(2.6 * size)}" ry="{fmt(7 * size)}" '
                    f'transform="translate({fmt(x)},{fmt(y)}) rotate({fmt(angle)})" fill="{INK}"/>'
                )
    return path("".join(stems), stroke=INK, width=1.3) + "".join(leaves)


def _ace(suit: Suit) -> list[str]:
    cx, cy = CARD_W / 2, CARD_H / 2
    if suit is not Suit.SPADES:
        return [pip(suit, cx, cy, 84)]
    inner = 0.8
    return [
        circle(cx, cy - 4, 98, "none", stroke=INK, width=1.0),
        circle(cx, cy - 4, 93, "none", stroke=INK, width=2.6),
        _laurel(cx, cy - 4, 80),
        pip(suit, cx, cy - 4, 128),
        # An inline of the same spade, a little smaller, in the paper colour.
        f'<path transform="translate({fmt(cx)},{fmt(cy - 4)}) scale({fmt(1.28 * inner)})" '
        f'd="M0,-49 C9,-33 47,-14 47,12 C47,29 35,37 23,37 C14,37 7,33 3,27 C-7,33 -14,37 -23,37 '
        f'C-35,37 -47,29 -47,12 C-47,-14 -9,-33 0,-49 Z" fill="none" stroke="{PAPER}" stroke-width="1.8"/>',
        _rosette(cx, cy - 10),
        f'<text x="{fmt(cx)}" y="{fmt(cy + 128)}" font-family="{INDEX_FONT}" font-weight="bold" '
        f'font-size="13" text-anchor="middle" fill="{INK}">HOYLE DESKTOP</text>',
    ]


def _rosette(cx: float, cy: float) -> str:
    """A small gold-and-red rosette set into the big spade."""
    petals = []
    for i in range(8):
        petals.append(
            f'<ellipse cx="0" cy="-11" rx="4.6" ry="9" transform="translate({fmt(cx)},{fmt(cy)}) '
            f'rotate({i * 45})" fill="{GOLD}" stroke="{PAPER}" stroke-width="1"/>'
        )
    return "".join(petals) + circle(cx, cy, 6, RED, stroke=PAPER, width=1.2) + circle(cx, cy, 2.2, GOLD)


def face_body(rank: Rank, suit: Suit, letters: dict[Rank, str] | None = None) -> list[str]:
    """Everything printed on a face, in card units (0,0)-(CARD_W, CARD_H)."""
    if rank == Rank.ACE:
        body = _ace(suit)
    elif rank >= Rank.JACK:
        body = courts.court_card(rank, suit)
    else:
        body = _pip_cards(rank, suit)
    return [*_blank_card(), *body, *_index(rank, suit, letters)]


# The faces for a person who sees poorly: a four-colour pack (diamonds blue, clubs green, so no two
# suits share a colour) and high contrast (white stock, black ink, a deep red, a black edge).
STYLES = ("", "four_colour", "high_contrast", "high_contrast_four_colour")
BLUE, GREEN = "#1646b8", "#0f6b2c"
_CONTRAST = {PAPER: "#ffffff", INK: "#000000", RED: "#b0001a", EDGE: "#000000"}


def styled(card: str, suit: Suit, style: str) -> str:
    """One card's SVG in ``style`` (one of ``STYLES``): colours swapped, nothing else moved."""
    if "four_colour" in style:
        if suit == Suit.DIAMONDS:
            card = card.replace(RED, BLUE)
        elif suit == Suit.CLUBS:
            card = card.replace(INK, GREEN)
    if "high_contrast" in style:
        for old, new in _CONTRAST.items():
            card = card.replace(old, new)
        card = card.replace('stroke-width="1.62"', 'stroke-width="4"')  # the card's edge, bolder
    return card


def _cell(col: int, row: int) -> str:
    return f"translate({fmt(GAP + col * (CARD_W + GAP))},{fmt(GAP + row * (CARD_H + GAP))})"


@cache
def deck_svg(court_letters: tuple[str, str, str, str] = ("A", "J", "Q", "K"), style: str = "") -> str:
    """The whole builtin deck as SVG text (built once per process, set of letters and style).
    ``court_letters`` are the corner indices of the ace, jack, queen and king: a German pack
    prints A, B, D, K and a French one A, V, D, R. ``style`` is one of ``STYLES``."""
    letters = dict(zip((Rank.ACE, Rank.JACK, Rank.QUEEN, Rank.KING), court_letters, strict=True))
    parts: list[str] = []
    for row, suit in enumerate(SUITS):
        for col, rank in enumerate(Rank):
            body = face_body(rank, suit, letters)
            card = group(body, id=element_id(rank, suit), transform=_cell(col, row))
            parts.append(styled(card, suit, style) if style else card)
    for col, (name, colours) in enumerate(backs.BACKS):
        parts.append(group([*_blank_card(), *backs.back_body(colours)], id=name, transform=_cell(col, 4)))
    width = GAP + 13 * (CARD_W + GAP)
    height = GAP + 5 * (CARD_H + GAP)
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
        f'width="{fmt(width)}" height="{fmt(height)}" viewBox="0 0 {fmt(width)} {fmt(height)}">\n'
        "<title>Hoyle Desktop builtin deck</title>\n" + "\n".join(parts) + "\n</svg>\n"
    )


def deck_svg_bytes(court_letters: tuple[str, str, str, str] = ("A", "J", "Q", "K"), style: str = "") -> bytes:
    return deck_svg(court_letters, style).encode("utf-8")


__all__ = ["BACK_IDS", "ELEMENT_IDS", "FACE_IDS", "deck_svg", "deck_svg_bytes", "face_body"]
