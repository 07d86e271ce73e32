"""King, queen and jack: the top half of each court figure, composed from ``court_parts``.

King: five-pointed crown over a red cap, gold hair and beard, ermine collar, an upright sword.
Queen: arched crown and veil, long hair, pearl necklace and square neckline, holds a rose.
Jack: plumed cap, short curled hair, pleated ruff, holds a halberd.
"""

from __future__ import annotations

from hoyle_desktop.engine.cards import Suit
from hoyle_desktop.ui.cards.court_parts import (
    CX,
    FACE_Y,
    STEEL,
    Palette,
    arm,
    body,
    both_sides,
    ermine,
    face,
    gem,
    hair_back,
    king_beard,
    neck,
    suit_colour_for_gems,
)
from hoyle_desktop.ui.cards.svg_shapes import GOLD, INK, RED, WHITE, circle, path, polygon


def _crown_points(tips: list[tuple[float, float]], base: float, left: float, right: float) -> str:
    """A crown outline: ``tips`` are the points, joined by valleys at ``base - 10``."""
    pts: list[tuple[float, float]] = [(left, base)]
    for i, tip in enumerate(tips):
        pts.append(tip)
        if i < len(tips) - 1:
            pts.append(((tip[0] + tips[i + 1][0]) / 2, base - 10))
    pts.append((right, base))
    return polygon(pts, GOLD, width=1.2)


def king(palette: Palette, suit: Suit) -> list[str]:
    top = 138.0
    gems = suit_colour_for_gems(suit)
    sword_x = 179.0
    return [
        *hair_back(27, 138),
        neck(top),
        *body(palette, top, pattern="dots"),
        *ermine(top - 3),
        *face(lips=False),
        *king_beard(),
        # Cap, then the crown over it.
        path("M103,80 C103,50 147,50 147,80 Z", fill=palette.primary, width=1.2),
        _crown_points([(99, 54), (112, 60), (CX, 44), (138, 60), (151, 54)], 77, 101, 149),
        path("M101,77 L149,77 L148,88 L102,88 Z", fill=GOLD, width=1.2),
        gem(112, 82.5, gems),
        gem(CX, 82.5, WHITE),
        gem(138, 82.5, gems),
        circle(99, 54, 3.2, GOLD, stroke=INK, width=1.0),
        circle(151, 54, 3.2, GOLD, stroke=INK, width=1.0),
        path(f"M{CX},36.5 L{CX},46 M{CX - 3.5},40 L{CX + 3.5},40", stroke=INK, width=1.8),
        circle(CX, 46, 3.4, GOLD, stroke=INK, width=1.0),
        # The sword, held upright.
        polygon(
            [(sword_x, 42), (sword_x + 4, 50), (sword_x + 4, 140), (sword_x - 4, 140), (sword_x - 4, 50)],
            STEEL,
            width=1.1,
        ),
        path(f"M{sword_x},52 L{sword_x},136", width=0.8),
        path(f"M{sword_x - 15},140 L{sword_x + 15},140 L{sword_x + 13},146 L{sword_x - 13},146 Z", fill=GOLD),
        *arm(sword_x, 152, palette.primary, palette.trim),
    ]


def _rose(x: float, y: float) -> list[str]:
    petals = [
        circle(x + dx, y + dy, 5.2, RED, stroke=INK, width=0.8) for dx, dy in ((0, -5), (5, 1), (-5, 1))
    ]
    return [*petals, circle(x, y, 4.2, RED, stroke=INK, width=0.8), circle(x, y, 1.8, GOLD)]


def queen(palette: Palette, suit: Suit) -> list[str]:
    top = 140.0
    gems = suit_colour_for_gems(suit)
    veil_colour = palette.trim if palette.secondary == GOLD else palette.secondary  # not hair-coloured
    veil = "M108,80 C92,92 86,118 80,150 L100,150 C101,124 104,102 113,88 Z"
    stem_x = 82.0
    pearls = [
        circle(CX + dx, FACE_Y + 31 + 0.06 * dx * dx, 1.7, WHITE, stroke=INK, width=0.6)
        for dx in range(-14, 15, 4)
    ]
    return [
        *both_sides([path(veil, fill=veil_colour, width=1.2)]),
        *hair_back(25, 136),
        neck(top, 8),
        *body(palette, top, band=12, pattern="lozenge", motif="ring"),
        polygon([(108, top - 2), (142, top - 2), (135, top + 13), (115, top + 13)], "#fbe2c8", width=1.1),
        path(f"M115,{top + 13} L135,{top + 13}", stroke=palette.trim, width=2.2),
        *pearls,
        *face(rx=17.5, ry=22, lashes=True),
        # Crown of arches.
        _crown_points([(104, 62), (114.5, 58), (CX, 54), (135.5, 58), (146, 62)], 78, 104, 146),
        path("M104,78 L146,78 L145,87 L105,87 Z", fill=GOLD, width=1.2),
        *[circle(x, y, 2.6, WHITE, stroke=INK, width=0.7) for x, y in ((104, 62), (146, 62), (CX, 54))],
        gem(114.5, 82.5, gems, 2.2),
        gem(CX, 82.5, RED if gems != RED else "#2a6fd1", 2.2),
        gem(135.5, 82.5, gems, 2.2),
        # A rose on a long stem.
        path(f"M{stem_x + 2},160 C{stem_x - 2},140 {stem_x + 3},120 {stem_x},104", width=2.0),
        path(
            f"M{stem_x + 1},130 C{stem_x - 12},126 {stem_x - 16},118 {stem_x - 18},112 "
            f"C{stem_x - 8},114 {stem_x - 2},120 {stem_x + 1},130 Z",
            fill=GOLD,
            width=0.9,
        ),
        *_rose(stem_x, 100),
        *arm(stem_x + 2, 158, palette.secondary, palette.trim),
    ]


def _halberd(x: float) -> list[str]:
    return [
        path(f"M{x - 2},56 L{x - 2},158 L{x + 2},158 L{x + 2},56 Z", fill="#a0672b", width=1.0),
        polygon([(x, 38), (x + 4, 50), (x, 58), (x - 4, 50)], STEEL, width=1.0),
        path(
            f"M{x - 2},60 C{x - 14},56 {x - 22},62 {x - 22},74 C{x - 14},70 {x - 8},74 {x - 2},80 Z",
            fill=STEEL,
            width=1.1,
        ),
        path(f"M{x + 2},62 L{x + 10},58 L{x + 8},68 L{x + 2},70 Z", fill=STEEL, width=1.0),
        path(f"M{x - 4},84 L{x + 4},84 M{x - 4},88 L{x + 4},88", width=1.2),
    ]


def _ruff(top: float) -> list[str]:
    pts: list[tuple[float, float]] = []
    for i in range(13):
        x = 101 + i * 4
        sag = 0.012 * (x - CX) ** 2
        pts.append((x, top - 6 + (0 if i % 2 else 6) - sag * 0.3 + 4))
    lower = [(x, y + 8 - (0 if i % 2 else 4)) for i, (x, y) in enumerate(reversed(pts))]
    return [polygon([*pts, *lower], WHITE, width=1.0)]


def jack(palette: Palette, suit: Suit) -> list[str]:
    top = 140.0
    staff_x = 70.0
    plume = (
        "M145,72 C160,70 174,84 174,112 C168,100 162,94 156,92 C160,100 160,108 157,116 "
        "C152,100 146,90 140,84 Z"
    )
    return [
        *hair_back(23, 128),
        neck(top, 8),
        *body(palette, top, band=11, pattern="stripes", motif="diamond"),
        *_ruff(top),
        *face(rx=18, ry=22),
        # Plumed cap.
        path(plume, fill=palette.secondary, width=1.1),
        path("M147,78 C156,80 164,90 168,102 M150,84 C155,90 158,96 160,104", width=0.8),
        path("M101,84 C96,56 154,56 149,84 Z", fill=palette.primary, width=1.2),
        path("M94,86 C108,76 142,76 156,86 C150,92 100,92 94,86 Z", fill=GOLD, width=1.2),
        path("M103,84 C115,80 135,80 147,84", width=0.8),
        *[
            circle(x, 72 - 0.02 * (x - CX) ** 2, 1.6, WHITE, stroke=INK, width=0.5)
            for x in range(107, 146, 7)
        ],
        *_halberd(staff_x),
        *arm(staff_x + 1, 156, palette.secondary, palette.trim),
    ]


__all__ = ["jack", "king", "queen"]
