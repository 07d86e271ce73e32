"""The pieces of a court figure's top half, in card units: face, hair, headwear, costume, hands and
the emblem each rank holds. Shapes that are the same on both sides of the face are drawn once and
mirrored about the card's vertical centre line."""

from __future__ import annotations

from dataclasses import dataclass

from hoyle_desktop.engine.cards import Suit
from hoyle_desktop.ui.cards.svg_shapes import (
    CARD_W,
    GOLD,
    INK,
    RED,
    SKIN,
    WHITE,
    circle,
    ellipse,
    fmt,
    group,
    path,
    polygon,
)

CX = CARD_W / 2
FACE_Y = 104.0
SLOPE = -0.13
HAIR = "#e9b72a"
HAIR_LINE = "#9a6a12"
LIP = "#d8323c"
BLUSH = "#f4b7a4"
STEEL = "#eef1f5"


@dataclass(frozen=True)
class Palette:
    primary: str
    secondary: str
    trim: str


def div_y(x: float) -> float:
    """The diagonal seam between the two halves: a line through the card's centre."""
    return 175.0 + SLOPE * (x - CX)


def mirrored(children: list[str]) -> str:
    """The same shapes reflected about the card's vertical centre line."""
    return group(children, transform=f"matrix(-1,0,0,1,{fmt(CARD_W)},0)")


def both_sides(children: list[str]) -> list[str]:
    return [*children, mirrored(children)]


# --- face ---------------------------------------------------------------------------------------


def face(rx: float = 18.5, ry: float = 22.5, lips: bool = True, lashes: bool = False) -> list[str]:
    y = FACE_Y
    eye = [
        path(f"M112.5,{y - 3} Q117.5,{y - 7} 122,{y - 3} Q117.5,{y - 0.5} 112.5,{y - 3} Z", fill=WHITE, width=0.9),
        circle(118.3, y - 3.3, 1.7, INK),
        path(f"M111,{y - 9} Q116.5,{y - 12.5} 122,{y - 9.5}", width=1.4),
        circle(115, y + 6, 3.6, BLUSH),
    ]
    if lashes:
        eye.append(path(f"M112.5,{y - 3} L110.5,{y - 4.8} M114,{y - 4.4} L112.8,{y - 6.6}", width=0.9))
    out = [
        ellipse(CX, y, rx, ry, SKIN, stroke=INK, width=1.2),
        *both_sides(eye),
        path(f"M{CX},{y - 5} L{CX - 2.5},{y + 7} Q{CX},{y + 9.5} {CX + 3},{y + 7.5}", width=1.0),
    ]
    if lips:
        out.append(
            path(
                f"M{CX - 6},{y + 14} Q{CX - 2},{y + 12} {CX},{y + 13} Q{CX + 2},{y + 12} {CX + 6},{y + 14} "
                f"Q{CX},{y + 18.5} {CX - 6},{y + 14} Z",
                fill=LIP,
                width=0.8,
            )
        )
    return out


def king_beard() -> list[str]:
    y = FACE_Y
    beard = (
        f"M106.5,{y + 1} C105,{y + 22} 113,{y + 38} {CX},{y + 44} C137,{y + 38} 145,{y + 22} 143.5,{y + 1} "
        f"C140,{y + 12} 134,{y + 17} {CX},{y + 16} C116,{y + 17} 110,{y + 12} 106.5,{y + 1} Z"
    )
    strands = "".join(
        f"M{fmt(CX + dx)},{fmt(y + 20)} Q{fmt(CX + dx * 1.15)},{fmt(y + 31)} {fmt(CX + dx * 0.8)},{fmt(y + 40)} "
        for dx in (-12.0, -6.0, 0.0, 6.0, 12.0)
    )
    moustache = (
        f"M{CX},{y + 10} C{CX - 5},{y + 6.5} {CX - 13},{y + 8} {CX - 17},{y + 14} C{CX - 11},{y + 11.5} "
        f"{CX - 5},{y + 13} {CX},{y + 13} C{CX + 5},{y + 13} {CX + 11},{y + 11.5} {CX + 17},{y + 14} "
        f"C{CX + 13},{y + 8} {CX + 5},{y + 6.5} {CX},{y + 10} Z"
    )
    return [
        path(beard, fill=HAIR, width=1.2),
        path(strands, stroke=HAIR_LINE, width=0.9),
        path(f"M{CX - 4},{y + 15.5} Q{CX},{y + 18} {CX + 4},{y + 15.5}", fill=LIP, width=0.7),
        path(moustache, fill=HAIR, width=1.0),
    ]


def hair_back(width: float, bottom: float) -> list[str]:
    """Hair behind the face, falling to ``bottom``, ``width`` either side of the centre line."""
    y = FACE_Y
    lock = (
        f"M{CX},{y - 28} C{CX - width * 0.8},{y - 28} {CX - width},{y - 12} {CX - width},{y + 6} "
        f"C{CX - width},{bottom - y * 0 - 14} {CX - width + 2},{bottom - 6} {CX - width + 8},{bottom} "
        f"L{CX - 8},{bottom} L{CX},{y} Z"
    )
    curls = "".join(
        f"M{fmt(CX - width + 4)},{fmt(yy)} q6,-2 9,4 " for yy in range(int(y + 4), int(bottom - 4), 9)
    )
    side = [path(lock, fill=HAIR, width=1.2), path(curls, stroke=HAIR_LINE, width=1.0)]
    return both_sides(side)


# --- body ---------------------------------------------------------------------------------------


def _outline(left: float, right: float, top: float) -> str:
    """Shoulders and robe down to the seam."""
    return (
        f"M{fmt(left)},{fmt(div_y(left))} L{fmt(left + 2)},{fmt(top + 22)} "
        f"C{fmt(left + 4)},{fmt(top + 8)} {fmt(left + 18)},{fmt(top)} {fmt(CX - 32)},{fmt(top - 2)} "
        f"L{fmt(CX + 32)},{fmt(top - 2)} C{fmt(right - 18)},{fmt(top)} {fmt(right - 4)},{fmt(top + 8)} "
        f"{fmt(right - 2)},{fmt(top + 22)} L{fmt(right)},{fmt(div_y(right))} Z"
    )


def body(palette: Palette, top: float = 138.0, band: float = 13.0, pattern: str = "dots") -> list[str]:
    """Robe in two colours with a patterned band (stole) down the middle."""
    left, right = 53.0, 197.0
    out = [path(_outline(left, right, top), fill=palette.primary, width=1.3)]
    # Right-hand panel in the second colour.
    split = CX + band + 1
    panel = (
        f"M{fmt(split)},{fmt(top - 2)} L{fmt(CX + 32)},{fmt(top - 2)} C{fmt(right - 18)},{fmt(top)} "
        f"{fmt(right - 4)},{fmt(top + 8)} {fmt(right - 2)},{fmt(top + 22)} L{fmt(right)},{fmt(div_y(right))} "
        f"L{fmt(split + 3)},{fmt(div_y(split + 3))} Z"
    )
    out.append(path(panel, fill=palette.secondary, width=1.2))
    # Folds.
    folds = "".join(
        f"M{fmt(x)},{fmt(top + 10)} Q{fmt(x - 3)},{fmt((top + div_y(x)) / 2)} {fmt(x + 1)},{fmt(div_y(x) - 1)} "
        for x in (72.0, 90.0, 162.0, 180.0)
    )
    out.append(path(folds, width=0.9))
    # The band.
    bl, br = CX - band, CX + band
    out.append(
        polygon(
            [(bl, top - 4), (br, top - 4), (br + 3, div_y(br + 3)), (bl - 3, div_y(bl - 3))],
            palette.trim,
            width=1.2,
        )
    )
    out.extend(_band_pattern(pattern, bl, br, top, palette))
    return out


def _band_pattern(pattern: str, bl: float, br: float, top: float, palette: Palette) -> list[str]:
    out: list[str] = []
    y = top + 6
    while y < div_y(br) - 8:
        if pattern == "dots":
            out.append(circle(CX, y, 3.4, palette.primary, stroke=INK, width=0.8))
            out.append(circle(CX - 7.5, y + 5, 1.4, INK))
            out.append(circle(CX + 7.5, y + 5, 1.4, INK))
        elif pattern == "lozenge":
            out.append(
                polygon([(CX, y - 4), (CX + 6, y + 2), (CX, y + 8), (CX - 6, y + 2)], palette.secondary, width=0.8)
            )
        else:  # stripes
            out.append(path(f"M{fmt(bl - 1)},{fmt(y)} L{fmt(br + 1)},{fmt(y + 4)}", width=1.6))
        y += 10
    return out


def ermine(top: float) -> list[str]:
    """The king's white fur collar, spotted with black ermine tails."""
    y = top
    collar = f"M86,{y} Q{CX},{y + 22} 164,{y} L168,{y + 9} Q{CX},{y + 34} 82,{y + 9} Z"
    tails = []
    for x, dy in ((92, 8), (104, 14), (116, 18), (134, 18), (146, 14), (158, 8)):
        tails.append(path(f"M{x},{y + dy} l-2,5 l2,-1.5 l2,1.5 Z", fill=INK, stroke="none"))
        tails.append(circle(x, y + dy - 1, 1.0, INK))
    return [path(collar, fill=WHITE, width=1.2), *tails]


def neck(top: float, width: float = 7.5) -> str:
    return path(
        f"M{CX - width},{FACE_Y + 14} L{CX - width},{top + 2} L{CX + width},{top + 2} L{CX + width},{FACE_Y + 14} Z",
        fill=SKIN,
        width=1.1,
    )


def hand(x: float, y: float, angle: float = 0.0) -> str:
    """A closed hand (a fist round a hilt or stem) centred on (x, y)."""
    fingers = "".join(f"M{fmt(-6 + 4 * i)},-5 l0,{fmt(9 - abs(i - 1.5))} " for i in range(4))
    return group(
        [
            ellipse(0, 0, 9, 7, SKIN, stroke=INK, width=1.1),
            path(fingers, width=0.8),
            path("M-9,2 q-3,-6 2,-8", width=0.9),
        ],
        transform=f"translate({fmt(x)},{fmt(y)}) rotate({fmt(angle)})",
    )


def cuff(x: float, y: float, palette: Palette, angle: float = 0.0) -> str:
    return group(
        [
            path("M-14,2 L-12,-9 L12,-9 L14,2 Z", fill=palette.trim, width=1.1),
            path("M-10,-4 L10,-4", width=0.8),
        ],
        transform=f"translate({fmt(x)},{fmt(y)}) rotate({fmt(angle)})",
    )


def suit_colour_for_gems(suit: Suit) -> str:
    return RED if not suit.is_red else "#2a6fd1"


def gem(x: float, y: float, colour: str, r: float = 2.6) -> str:
    return ellipse(x, y, r * 0.8, r, colour, stroke=INK, width=0.7)


__all__ = ["GOLD", "Palette", "div_y"]
