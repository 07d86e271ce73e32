"""Card backs for the builtin deck: a diamond lattice with a rosette at every crossing, a framed
border of pearls and an oval medallion in the middle. Each back is a colour scheme of one design.
Lattice lines are clipped here, in Python, so no clip paths or patterns are needed in the SVG."""

from __future__ import annotations

import math
from dataclasses import dataclass

from hoyle_desktop.ui.cards.svg_shapes import CARD_H, CARD_RADIUS, CARD_W, fmt


@dataclass(frozen=True)
class BackColours:
    ground: str  # the dark field
    line: str  # lattice lines
    light: str  # rosettes, frame lines and pearls
    accent: str  # medallion heart


BACKS: tuple[tuple[str, BackColours], ...] = (
    ("back", BackColours("#163a86", "#4b74c4", "#e3ebfa", "#f0bf2e")),
    ("back_red", BackColours("#931a22", "#cf5257", "#fbe3df", "#f0bf2e")),
    ("back_green", BackColours("#17553a", "#4b9268", "#e0f1e5", "#f0bf2e")),
)

_PANEL = 11.0  # white margin around the printed panel
_FIELD = 25.0  # edge of the lattice field
_HALF = 11.0  # half the lattice pitch


def _rect(inset: float, radius: float, fill: str, stroke: str = "none", width: float = 0.0) -> str:
    stroke_attrs = f' stroke="{stroke}" stroke-width="{fmt(width)}"' if stroke != "none" else ""
    return (
        f'<rect x="{fmt(inset)}" y="{fmt(inset)}" width="{fmt(CARD_W - 2 * inset)}" '
        f'height="{fmt(CARD_H - 2 * inset)}" rx="{fmt(radius)}" fill="{fill}"{stroke_attrs}/>'
    )


def _lattice_lines(x0: float, y0: float, x1: float, y1: float) -> str:
    cx, cy, step = CARD_W / 2, CARD_H / 2, 2 * _HALF
    d: list[str] = []
    reach = int((x1 - x0 + y1 - y0) / step) + 2
    for k in range(-reach, reach + 1):
        c = cx - cy + k * step  # lines x - y = c
        lo, hi = max(x0, y0 + c), min(x1, y1 + c)
        if hi > lo:
            d.append(f"M{fmt(lo)},{fmt(lo - c)}L{fmt(hi)},{fmt(hi - c)}")
        c = cx + cy + k * step  # lines x + y = c
        lo, hi = max(x0, c - y1), min(x1, c - y0)
        if hi > lo:
            d.append(f"M{fmt(lo)},{fmt(c - lo)}L{fmt(hi)},{fmt(c - hi)}")
    return "".join(d)


def _petals(x: float, y: float, length: float, width: float, count: int = 4, turn: float = 0.0) -> str:
    d: list[str] = []
    for i in range(count):
        a = math.radians(turn + i * 360 / count)
        ux, uy = math.sin(a), -math.cos(a)  # along the petal
        vx, vy = -uy, ux  # across it
        tip = (x + ux * length, y + uy * length)
        c1 = (x + ux * length * 0.3 + vx * width, y + uy * length * 0.3 + vy * width)
        c2 = (x + ux * length * 0.8 + vx * width * 0.8, y + uy * length * 0.8 + vy * width * 0.8)
        c3 = (x + ux * length * 0.8 - vx * width * 0.8, y + uy * length * 0.8 - vy * width * 0.8)
        c4 = (x + ux * length * 0.3 - vx * width, y + uy * length * 0.3 - vy * width)
        d.append(f"M{fmt(x)},{fmt(y)}C{_xy(c1)} {_xy(c2)} {_xy(tip)}C{_xy(c3)} {_xy(c4)} {fmt(x)},{fmt(y)}Z")
    return "".join(d)


def _xy(point: tuple[float, float]) -> str:
    return f"{fmt(point[0])},{fmt(point[1])}"


def _dot(x: float, y: float, r: float) -> str:
    arc = f"a{fmt(r)},{fmt(r)} 0 1,0"
    return f"M{fmt(x - r)},{fmt(y)}{arc} {fmt(2 * r)},0{arc} {fmt(-2 * r)},0Z"


def _field(colours: BackColours) -> list[str]:
    x0, y0, x1, y1 = _FIELD, _FIELD, CARD_W - _FIELD, CARD_H - _FIELD
    cx, cy = CARD_W / 2, CARD_H / 2
    rosettes: list[str] = []
    studs: list[str] = []
    n_x, n_y = int((cx - x0) / _HALF) + 1, int((cy - y0) / _HALF) + 1
    for a in range(-n_x, n_x + 1):
        for b in range(-n_y, n_y + 1):
            x, y = cx + a * _HALF, cy + b * _HALF
            if not (x0 + 3 <= x <= x1 - 3 and y0 + 3 <= y <= y1 - 3):
                continue
            if (a + b) % 2 == 0:
                r = 5.0
                rosettes.append(f"M{fmt(x - r)},{fmt(y)}h{fmt(2 * r)}M{fmt(x)},{fmt(y - r)}v{fmt(2 * r)}")
            else:
                studs.append(_dot(x, y, 1.6))
    return [
        f'<path d="{_lattice_lines(x0, y0, x1, y1)}" fill="none" stroke="{colours.line}" '
        'stroke-width="1.2"/>',
        f'<path d="{"".join(rosettes)}" fill="none" stroke="{colours.light}" stroke-width="2.2" '
        'stroke-linecap="round"/>',
        f'<path d="{"".join(studs)}" fill="{colours.light}"/>',
    ]


def _pearls(colours: BackColours) -> str:
    """A row of pearls running round the border band between the two frame lines."""
    inset = (_PANEL + _FIELD) / 2 + 0.5
    x0, y0, x1, y1 = inset, inset, CARD_W - inset, CARD_H - inset
    d: list[str] = []
    pitch = 7.2
    for xa, ya, xb, yb in ((x0, y0, x1, y0), (x1, y0, x1, y1), (x1, y1, x0, y1), (x0, y1, x0, y0)):
        length = math.hypot(xb - xa, yb - ya)
        n = max(1, round(length / pitch))
        for i in range(n):
            t = i / n
            d.append(_dot(xa + (xb - xa) * t, ya + (yb - ya) * t, 1.5))
    return f'<path d="{"".join(d)}" fill="{colours.light}"/>'


def _medallion(colours: BackColours) -> list[str]:
    cx, cy = CARD_W / 2, CARD_H / 2
    return [
        f'<ellipse cx="{fmt(cx)}" cy="{fmt(cy)}" rx="44" ry="60" fill="{colours.ground}" '
        f'stroke="{colours.light}" stroke-width="3"/>',
        f'<ellipse cx="{fmt(cx)}" cy="{fmt(cy)}" rx="37" ry="53" fill="none" '
        f'stroke="{colours.line}" stroke-width="1.2"/>',
        f'<path d="{_petals(cx, cy, 44, 10, 8, 0)}" fill="{colours.line}"/>',
        f'<path d="{_petals(cx, cy, 30, 9, 8, 22.5)}" fill="{colours.light}"/>',
        f'<path d="{_petals(cx, cy, 15, 5, 8, 0)}" fill="{colours.accent}"/>',
        f'<circle cx="{fmt(cx)}" cy="{fmt(cy)}" r="5" fill="{colours.ground}" stroke="{colours.accent}" '
        f'stroke-width="1.6"/>',
    ]


def back_body(colours: BackColours) -> list[str]:
    """Everything printed on a back, in card units, drawn over the blank card."""
    panel_radius = CARD_RADIUS - _PANEL * 0.55
    return [
        _rect(_PANEL, panel_radius, colours.ground),
        _rect(_PANEL + 3, panel_radius - 2, "none", colours.light, 1.3),
        _pearls(colours),
        _rect(_FIELD - 2.5, 3, "none", colours.light, 1.3),
        *_field(colours),
        *_medallion(colours),
    ]
