"""The pieces of a court figure's top half, in card units: face, hair, headwear, costume, hands and
the emblem each rank holds. Shapes that are the same on both sides of the face are drawn once and
mirrored about the card's vertical centre line."""

from __future__ import annotations

import itertools
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
    xy,
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
        path(
            f"M112.5,{y - 3} Q117.5,{y - 7} 122,{y - 3} Q117.5,{y - 0.5} 112.5,{y - 3} Z",
            fill=WHITE,
            width=0.9,
        ),
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
        f"M{xy(CX + dx, y + 20)} Q{xy(CX + dx * 1.15, y + 31)} {xy(CX + dx * 0.8, y + 40)} "
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


def hair_back(width: float, bottom: float, waves: int = 5) -> list[str]:
    """Hair behind the face, falling to ``bottom``, ``width`` either side of the centre line. The
    outer edge is scalloped into locks and the ends are curled; flow lines follow the locks."""
    y = FACE_Y
    edge = CX - width
    d = [f"M{xy(CX, y - 30)} C{xy(CX - width * 0.75, y - 31)} {xy(edge - 1, y - 20)} {xy(edge, y - 6)}"]
    step = (bottom - 6 - (y - 6)) / waves
    for i in range(waves):
        ya = y - 6 + i * step
        d.append(f"Q{xy(edge - 5, ya + step / 2)} {xy(edge + (0.5 if i % 2 else -0.5), ya + step)}")
    ends = max(1, round((width - 8) / 7))
    run = (width - 8) / ends
    for i in range(ends):
        xa = edge + i * run
        d.append(f"Q{fmt(xa + run * 0.5)},{fmt(bottom + 5)} {fmt(xa + run)},{fmt(bottom - 1)}")
    d.append(f"L{fmt(CX)},{fmt(y)} Z")
    flow = "".join(
        f"M{xy(edge + k, y - 12 + k)} C{xy(edge + k - 3, y + 10)} {xy(edge + k + 3, bottom - 20)} "
        f"{xy(edge + k + 1, bottom - 3)} "
        for k in (5.0, 11.0)
    )
    side = [path(" ".join(d), fill=HAIR, width=1.2), path(flow, stroke=HAIR_LINE, width=0.9)]
    return both_sides(side)


# --- body ---------------------------------------------------------------------------------------


def _shoulders(side: float, top: float, bottom_x: float) -> str:
    """One side of the bust from the neck out to the seam, as path commands (after a move-to)."""
    x = lambda dx: fmt(CX + side * dx)  # noqa: E731
    return (
        f"L{x(13)},{fmt(top - 4)} C{x(24)},{fmt(top - 3)} {x(40)},{fmt(top + 2)} {x(50)},{fmt(top + 8)} "
        f"C{x(64)},{fmt(top + 16)} {x(bottom_x - 2)},{fmt(top + 34)} "
        f"{x(bottom_x)},{fmt(div_y(CX + side * bottom_x))}"
    )


def _outline(top: float, half_width: float) -> str:
    """Shoulders and robe down to the seam."""
    left = CX - half_width
    return (
        f"M{fmt(left)},{fmt(div_y(left))} "
        + _reverse_left(top, half_width)
        + f" L{fmt(CX + 13)},{fmt(top - 4)} "
        + _shoulders(1, top, half_width)
        + " Z"
    )


def _reverse_left(top: float, half_width: float) -> str:
    """The left side of the bust from the seam up to the neck."""
    x = lambda dx: fmt(CX - dx)  # noqa: E731
    return (
        f"C{x(half_width - 2)},{fmt(top + 34)} {x(64)},{fmt(top + 16)} {x(50)},{fmt(top + 8)} "
        f"C{x(40)},{fmt(top + 2)} {x(24)},{fmt(top - 3)} {x(13)},{fmt(top - 4)}"
    )


def _shoulder_y(dx: float, top: float) -> float:
    """Roughly where the shoulder line is, ``dx`` units out from the centre line."""
    knots = ((0.0, top - 4), (13.0, top - 4), (50.0, top + 8), (68.0, top + 34), (80.0, top + 60))
    for (xa, ya), (xb, yb) in itertools.pairwise(knots):
        if dx <= xb:
            return ya + (yb - ya) * (dx - xa) / (xb - xa)
    return knots[-1][1]


def _motifs(kind: str, colour: str, top: float, band: float) -> list[str]:
    """A small repeat motif powdered over both robe panels, staying clear of their edges."""
    d: list[str] = []
    pitch = 11.0
    for row in range(12):
        y = top + 4 + row * pitch * 0.8
        for col in range(-7, 8):
            x = CX + col * pitch + (pitch / 2 if row % 2 else 0)
            dx = abs(x - CX)
            if dx < band + 7 or y < _shoulder_y(dx + 4, top) + 6 or y > div_y(x) - 6 or dx > 64:
                continue
            if kind == "cross":
                d.append(f"M{fmt(x - 2.4)},{fmt(y)}h4.8M{fmt(x)},{fmt(y - 2.4)}v4.8")
            elif kind == "ring":
                d.append(f"M{fmt(x - 2)},{fmt(y)}a2,2 0 1,0 4,0a2,2 0 1,0 -4,0Z")
            else:
                d.append(f"M{fmt(x)},{fmt(y - 2.6)}l2,2.6l-2,2.6l-2,-2.6Z")
    if kind == "diamond":
        return [path("".join(d), fill=colour, stroke="none")]
    return [path("".join(d), stroke=colour, width=1.3)]


def body(
    palette: Palette, top: float = 138.0, band: float = 13.0, pattern: str = "dots", motif: str = "cross"
) -> list[str]:
    """Robe in two colours with a patterned band (stole) down the middle."""
    half_width = 70.0
    out = [path(_outline(top, half_width), fill=palette.primary, width=1.3)]
    # Right-hand panel in the second colour.
    split = CX + band + 1
    panel = (
        f"M{fmt(split)},{fmt(top - 4)} {_shoulders(1, top, half_width)} "
        f"L{fmt(split + 3)},{fmt(div_y(split + 3))} Z"
    )
    out.append(path(panel, fill=palette.secondary, width=1.2))
    # Folds.
    folds = "".join(
        f"M{xy(x, top + 10)} Q{xy(x - 3, (top + div_y(x)) / 2)} {xy(x + 1, div_y(x) - 1)} "
        for x in (72.0, 90.0, 162.0, 180.0)
    )
    out.append(path(folds, width=0.9))
    out.extend(_motifs(motif, palette.trim, top, band))
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
                polygon(
                    [(CX, y - 4), (CX + 6, y + 2), (CX, y + 8), (CX - 6, y + 2)], palette.secondary, width=0.8
                )
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
        f"M{xy(CX - width, FACE_Y + 14)} L{xy(CX - width, top + 2)} L{xy(CX + width, top + 2)} "
        f"L{xy(CX + width, FACE_Y + 14)} Z",
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


def arm(x: float, hand_y: float, sleeve: str, trim: str) -> list[str]:
    """A forearm raised from the seam to a fist at (x, hand_y): sleeve, cuff, then the hand."""
    wrist = hand_y + 5
    return [
        path(
            f"M{xy(x - 17, div_y(x - 17))} C{xy(x - 15, wrist + 8)} {xy(x - 10, wrist + 2)} "
            f"{xy(x - 9, wrist)} L{xy(x + 9, wrist)} C{xy(x + 10, wrist + 2)} "
            f"{xy(x + 15, wrist + 8)} {xy(x + 17, div_y(x + 17))} Z",
            fill=sleeve,
            width=1.1,
        ),
        path(
            f"M{fmt(x - 11)},{fmt(wrist - 1)} Q{fmt(x)},{fmt(wrist - 3)} {fmt(x + 11)},{fmt(wrist - 1)} "
            f"L{fmt(x + 12)},{fmt(wrist + 5)} Q{fmt(x)},{fmt(wrist + 3)} {fmt(x - 12)},{fmt(wrist + 5)} Z",
            fill=trim,
            width=1.0,
        ),
        hand(x, hand_y),
    ]


def suit_colour_for_gems(suit: Suit) -> str:
    return RED if not suit.is_red else "#2a6fd1"


def gem(x: float, y: float, colour: str, r: float = 2.6) -> str:
    return ellipse(x, y, r * 0.8, r, colour, stroke=INK, width=0.7)


__all__ = ["GOLD", "Palette", "div_y"]
