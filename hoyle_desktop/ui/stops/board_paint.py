"""Painting the trays of :mod:`.board`: the round japanned Pope Joan board and Newmarket's card tray.

Everything here draws in the board's own coordinates, a square ``size`` wide; light falls from the
top left. Angles run clockwise from the top, in radians.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
)

from ..fonts import SMALLEST_CAPTION_PX

CARD_RATIO = 1.4
GILT = QColor("#d8b15a")
GILT_LIGHT = QColor("#fbe6a6")
GILT_DARK = QColor("#7d5a1c")
LACQUER = QColor("#2b1411")
LACQUER_DEEP = QColor("#130807")
FLOOR = QColor("#6a1d1b")
RED_SUIT = QColor("#ff6f6a")
HUB, FLOOR_R, RIM_GILT = 0.205, 0.86, 0.885  # radii as fractions of the board's radius


def _at(c: QPointF, r: float, a: float) -> QPointF:
    return QPointF(c.x() + r * math.sin(a), c.y() - r * math.cos(a))


def _qt_deg(a: float) -> float:
    """A clockwise-from-top angle as Qt's counter-clockwise-from-three-o'clock degrees."""
    return 90.0 - math.degrees(a)


def serif(px: float, bold: bool = True, small_caps: bool = True) -> QFont:
    font = QFont()
    font.setFamilies(["Palatino Linotype", "Palatino", "Georgia", "DejaVu Serif", "Serif"])
    font.setStyleHint(QFont.StyleHint.Serif)
    font.setPixelSize(max(7, round(px)))
    font.setBold(bold)
    if small_caps:
        font.setCapitalization(QFont.Capitalization.SmallCaps)
    font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 106)
    return font


def sector_path(
    size: float, n: int, index: int, inner: float = HUB + 0.02, outer: float = FLOOR_R
) -> QPainterPath:
    """The floor of compartment ``index`` of ``n`` (the whole floor when there is one)."""
    R = size / 2
    c = QPointF(R, R)
    path = QPainterPath()
    if n == 1:
        path.addEllipse(c, R * outer, R * outer)
        return path
    span = 2 * math.pi / n
    a0, a1 = index * span - span / 2, index * span + span / 2
    ro, ri = R * outer, R * inner
    path.moveTo(_at(c, ri, a0))
    path.lineTo(_at(c, ro, a0))
    path.arcTo(QRectF(c.x() - ro, c.y() - ro, 2 * ro, 2 * ro), _qt_deg(a0), -math.degrees(span))
    path.lineTo(_at(c, ri, a1))
    path.arcTo(QRectF(c.x() - ri, c.y() - ri, 2 * ri, 2 * ri), _qt_deg(a1), math.degrees(span))
    path.closeSubpath()
    return path


# -- the round board ------------------------------------------------------------------------------
def paint_round_tray(p: QPainter, size: float, labels: Sequence[tuple[str, str]], title: str) -> None:
    R = size / 2
    c = QPointF(R, R)
    n = len(labels)
    _soft_shadow(p, c + QPointF(R * 0.03, R * 0.05), R * 1.0)
    rim = QRadialGradient(c, R)
    rim.setColorAt(0.84, QColor("#1c0b09"))
    rim.setColorAt(0.9, QColor("#3f1c17"))
    rim.setColorAt(0.965, LACQUER)
    rim.setColorAt(1.0, LACQUER_DEEP)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(rim)
    p.drawEllipse(c, R, R)
    _bevel(p, c, R, R * RIM_GILT)
    _ring(p, c, R * 0.975, GILT_DARK, R * 0.008)
    _ring(p, c, R * 0.97, GILT, R * 0.006)
    _rim_pattern(p, c, R)
    _ring(p, c, R * RIM_GILT, GILT, R * 0.014)
    _ring(p, c, R * (RIM_GILT - 0.008), GILT_LIGHT, R * 0.003)
    floor = QRadialGradient(c + QPointF(-R * 0.2, -R * 0.25), R * 1.05)
    floor.setColorAt(0.0, FLOOR.lighter(118))
    floor.setColorAt(0.7, FLOOR)
    floor.setColorAt(1.0, FLOOR.darker(160))
    p.setBrush(floor)
    p.drawEllipse(c, R * FLOOR_R, R * FLOOR_R)
    for i in range(n):
        if n > 1 and i % 2:
            p.setBrush(QColor(0, 0, 0, 28))
            p.drawPath(sector_path(size, n, i))
    wall = QRadialGradient(c, R * FLOOR_R)
    wall.setColorAt(0.86, QColor(0, 0, 0, 0))
    wall.setColorAt(1.0, QColor(0, 0, 0, 150))
    p.setBrush(wall)
    p.drawEllipse(c, R * FLOOR_R, R * FLOOR_R)
    _inlays(p, c, R, n)
    for i in range(n):
        _label(p, c, R, i, n, labels[i])
    if n > 1:
        for i in range(n):
            _divider(p, c, R, (i + 0.5) * 2 * math.pi / n)
        _boss(p, c, R, title)


def _inlays(p: QPainter, c: QPointF, R: float, n: int) -> None:
    """A fine gilt line inlaid round each compartment's floor, just inside its walls."""
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(QColor(216, 177, 90, 120), max(0.6, R * 0.0045)))
    if n == 1:
        p.drawEllipse(c, R * (FLOOR_R - 0.04), R * (FLOOR_R - 0.04))
        p.setPen(Qt.PenStyle.NoPen)
        return
    span = 2 * math.pi / n
    inner, outer = R * (HUB + 0.06), R * (FLOOR_R - 0.04)
    for i in range(n):
        a0, a1 = i * span - span / 2, i * span + span / 2
        d_out, d_in = R * 0.045 / outer, R * 0.045 / inner
        path = QPainterPath()
        path.moveTo(_at(c, inner, a0 + d_in))
        path.lineTo(_at(c, outer, a0 + d_out))
        box = QRectF(c.x() - outer, c.y() - outer, 2 * outer, 2 * outer)
        path.arcTo(box, _qt_deg(a0 + d_out), -math.degrees(span - 2 * d_out))
        path.lineTo(_at(c, inner, a1 - d_in))
        box = QRectF(c.x() - inner, c.y() - inner, 2 * inner, 2 * inner)
        path.arcTo(box, _qt_deg(a1 - d_in), math.degrees(span - 2 * d_in))
        path.closeSubpath()
        p.drawPath(path)
    p.setPen(Qt.PenStyle.NoPen)


def _soft_shadow(p: QPainter, c: QPointF, r: float) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    shadow = QRadialGradient(c, r * 1.08)
    shadow.setColorAt(0.88, QColor(0, 0, 0, 120))
    shadow.setColorAt(1.0, QColor(0, 0, 0, 0))
    p.setBrush(shadow)
    p.drawEllipse(c, r * 1.08, r * 1.08)


def _ring(p: QPainter, c: QPointF, r: float, colour: QColor, width: float) -> None:
    p.setPen(QPen(colour, max(0.6, width)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(c, r, r)
    p.setPen(Qt.PenStyle.NoPen)


def _bevel(p: QPainter, c: QPointF, outer: float, inner: float) -> None:
    """The rim's polish: lit at the top left, in shade at the bottom right."""
    ring = QPainterPath()
    ring.addEllipse(c, outer, outer)
    ring.addEllipse(c, inner, inner)
    light = QLinearGradient(c + QPointF(-outer, -outer), c + QPointF(outer, outer))
    light.setColorAt(0.0, QColor(255, 226, 200, 95))
    light.setColorAt(0.45, QColor(255, 226, 200, 10))
    light.setColorAt(0.6, QColor(0, 0, 0, 0))
    light.setColorAt(1.0, QColor(0, 0, 0, 110))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(light)
    p.drawPath(ring)
    shine = QPainterPath()
    shine.addEllipse(c + QPointF(-outer * 0.02, -outer * 0.02), outer * 0.985, outer * 0.985)
    shine.addEllipse(c + QPointF(outer * 0.02, outer * 0.03), outer * 0.94, outer * 0.94)
    shine.setFillRule(Qt.FillRule.OddEvenFill)
    gloss = QLinearGradient(c + QPointF(-outer, -outer), c)
    gloss.setColorAt(0.0, QColor(255, 240, 225, 80))
    gloss.setColorAt(1.0, QColor(255, 240, 225, 0))
    p.setBrush(gloss)
    p.drawPath(shine)


def _rim_pattern(p: QPainter, c: QPointF, R: float) -> None:
    """A gilt border on the rim: small lozenges between dots, as painted on japanned ware."""
    count = 72
    r = R * 0.928
    p.setPen(Qt.PenStyle.NoPen)
    for k in range(count):
        a = 2 * math.pi * k / count
        at = _at(c, r, a)
        if k % 2:
            p.setBrush(GILT.darker(115))
            p.drawEllipse(at, R * 0.006, R * 0.006)
            continue
        p.save()
        p.translate(at)
        p.rotate(math.degrees(a))
        diamond = QPainterPath()
        w, h = R * 0.012, R * 0.022
        diamond.moveTo(0, -h)
        diamond.lineTo(w, 0)
        diamond.lineTo(0, h)
        diamond.lineTo(-w, 0)
        diamond.closeSubpath()
        p.setBrush(GILT)
        p.drawPath(diamond)
        p.restore()


def _divider(p: QPainter, c: QPointF, R: float, a: float) -> None:
    """A raised divider from the boss to the rim: its shadow, its body, its gilt crest."""
    start, end = _at(c, R * HUB, a), _at(c, R * (FLOOR_R + 0.005), a)
    width = R * 0.034
    shadow = QPen(QColor(0, 0, 0, 120), width * 1.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    p.setPen(shadow)
    off = QPointF(R * 0.014, R * 0.022)
    p.drawLine(start + off, end + off)
    normal = QPointF(math.cos(a), math.sin(a))
    mid = (start + end) / 2
    body = QLinearGradient(mid - normal * width / 2, mid + normal * width / 2)
    lit_first = math.cos(a) - math.sin(a) < 0  # which side of the ridge faces the light
    light, shade = QColor("#6e3a2e"), QColor("#1a0907")
    body.setColorAt(0.0, light if lit_first else shade)
    body.setColorAt(0.5, QColor("#3a1914"))
    body.setColorAt(1.0, shade if lit_first else light)
    p.setPen(QPen(QBrush(body), width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawLine(start, end)
    p.setPen(QPen(GILT, R * 0.007, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawLine(start, end)
    p.setPen(QPen(GILT_LIGHT, R * 0.0025, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawLine(start - normal * R * 0.002, end - normal * R * 0.002)


def _boss(p: QPainter, c: QPointF, R: float, title: str) -> None:
    """The turned boss in the middle, with a gilt ring and a knob."""
    r = R * HUB
    _soft_shadow(p, c + QPointF(R * 0.015, R * 0.025), r * 1.02)
    body = QRadialGradient(c + QPointF(-r * 0.35, -r * 0.45), r * 1.5)
    body.setColorAt(0.0, QColor("#6a3128"))
    body.setColorAt(0.55, LACQUER)
    body.setColorAt(1.0, LACQUER_DEEP)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(body)
    p.drawEllipse(c, r, r)
    _ring(p, c, r * 0.97, GILT, R * 0.008)
    _ring(p, c, r * 0.62, GILT_DARK, R * 0.004)
    if title:
        _arc_text(p, c, r * 0.7, 0.0, title, serif(R * 0.052), GILT)
    knob = QRadialGradient(c + QPointF(-r * 0.12, -r * 0.14), r * 0.42)
    knob.setColorAt(0.0, GILT_LIGHT)
    knob.setColorAt(0.5, GILT)
    knob.setColorAt(1.0, GILT_DARK)
    p.setBrush(knob)
    p.drawEllipse(c, r * 0.3, r * 0.3)
    p.setBrush(QColor(255, 255, 240, 150))
    p.drawEllipse(c + QPointF(-r * 0.1, -r * 0.11), r * 0.08, r * 0.06)


def _label(p: QPainter, c: QPointF, R: float, i: int, n: int, label: tuple[str, str]) -> None:
    title, subtitle = label
    a = 2 * math.pi * i / n
    _arc_text(p, c, R * 0.752, a, title, serif(R * (0.074 if n >= 7 else 0.09)), GILT)
    if subtitle:
        font = serif(R * (0.06 if n >= 7 else 0.066), bold=True, small_caps=False)
        _arc_text(p, c, R * 0.655, a, subtitle, font, QColor("#efe3c4"), red=RED_SUIT)


def _arc_text(
    p: QPainter,
    c: QPointF,
    r: float,
    a: float,
    text: str,
    font: QFont,
    colour: QColor,
    red: QColor | None = None,
) -> None:
    """``text`` centred on angle ``a`` along a circle of radius ``r``, reading left to right.

    On the lower half of the board the letters stand with their feet outwards, so that they are
    never upside down."""
    fm = QFontMetricsF(font)
    lower = math.cos(a) < -0.2
    radius = r + (fm.capHeight() * 0.5 if lower else -fm.capHeight() * 0.5)
    widths = [fm.horizontalAdvance(ch) for ch in text]
    total = sum(widths)
    sign = -1.0 if lower else 1.0
    angle = a - sign * total / radius / 2
    p.setFont(font)
    for ch, w in zip(text, widths, strict=True):
        mid = angle + sign * (w / 2) / radius
        p.save()
        p.translate(_at(c, radius, mid))
        p.rotate(math.degrees(mid) + (180.0 if lower else 0.0))
        base = QPointF(-w / 2, fm.capHeight() / 2)
        p.setPen(QColor(0, 0, 0, 170))
        p.drawText(base + QPointF(0.6, 0.9), ch)
        p.setPen(red if red is not None and ch in "♥♦" else colour)
        p.drawText(base, ch)
        p.restore()
        angle += sign * w / radius


# -- Newmarket's card tray ------------------------------------------------------------------------
TRAY_TOP, TRAY_BOTTOM = 0.14, 0.86  # the tray's top and bottom edges, as fractions of the board
# Down the tray (fractions of the board): the pool cards' top, the middle of their stakes and of the
# medallion counting them. The cards sit high and a little small so that two lines of caption fit
# between a card and its stakes at the smallest window ("gewonnen" / "mit K♠": playtest (h)).
CARDS_TOP, CARD_W, CARD_GAP = TRAY_TOP + 0.11, 0.175, 0.05
STAKES_Y, BADGE_Y = 0.647, 0.772
STAKES_HALF = 0.047  # half the height of a full column of stakes (5 counters) below the caption


def card_slots(size: float, n: int) -> list[QRectF]:
    """Where the pool cards lie: in a row along the top of the tray, their stakes below them, inside
    the tray's dashed line with room beside the outer ones for their captions (``won_captions``)."""
    w = size * CARD_W
    h = w * CARD_RATIO
    gap = size * CARD_GAP
    left = (size - n * w - (n - 1) * gap) / 2
    top = size * CARDS_TOP
    return [QRectF(left + i * (w + gap), top, w, h) for i in range(n)]


def tray_tooling(size: float) -> QRectF:
    """The tray's inner dashed gilt line, which the pool cards' captions keep clear of."""
    outer = QRectF(0, size * TRAY_TOP, size, size * (TRAY_BOTTOM - TRAY_TOP))
    inner = outer.adjusted(size * 0.03, size * 0.03, -size * 0.03, -size * 0.03)
    tooled = inner.adjusted(size * 0.014, size * 0.014, -size * 0.014, -size * 0.014)
    return tooled.adjusted(4, 4, -4, -4)


CAPTION_FLAGS = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop


def caption_box(size: float, n: int, index: int) -> QRectF:
    """Where the caption under pool card ``index`` of ``n`` may be written: as wide as the row's
    pitch leaves, under its card, moved in from the tray's dashed line to keep a margin from it
    (playtest (e): it touched the frame), down to the top of the stakes."""
    slots = card_slots(size, n)
    slot = slots[index]
    margin = max(3.0, size * 0.012)
    frame = tray_tooling(size)
    width = frame.width() - 2 * margin
    if n > 1:  # the outer two, moved in from the line, still keep the margin from their neighbours
        pitch, outer = slots[1].left() - slots[0].left(), slots[0].center().x() - frame.left()
        width = min(pitch - margin, (pitch + outer - 2 * margin) / 1.5)
    left = min(max(slot.center().x() - width / 2, frame.left() + margin), frame.right() - margin - width)
    top = slot.bottom() + size * 0.008
    return QRectF(left, top, width, size * (STAKES_Y - STAKES_HALF) - top)


def won_captions(size: float, texts: Sequence[str]) -> list[tuple[QFont, str, QRectF]]:
    """The font, the text and the box of each pool card's caption ("won by 10♥"; "" for none), all
    alike: on one line where every one fits not much smaller, else on two, broken before the same
    word in each (before the card where that fits: "won by" / "10♥"; "gewonnen" / "mit 10♥"), never
    smaller than SMALLEST_CAPTION_PX (playtest (h): 7 px in German at the smallest window)."""
    n = len(texts)
    boxes = [caption_box(size, n, i) for i in range(n)]
    words = max((len(t.split(" ")) for t in texts), default=1)
    largest = max(SMALLEST_CAPTION_PX, round(size * 0.034))
    tries = [(0, px) for px in range(largest, max(SMALLEST_CAPTION_PX, round(size * 0.026)) - 1, -1)]
    tries += [(last, px) for px in range(largest, SMALLEST_CAPTION_PX - 1, -1) for last in range(1, words)]
    for last, px in tries:  # ``last``: the words on the second line
        font = _caption_font(px)
        shown = [_broken(t, last) for t in texts]
        if all(_fits(font, t, box) for t, box in zip(shown, boxes, strict=True)):
            break
    return [(font, t, box) for t, box in zip(shown, boxes, strict=True)]  # (else the least tried)


def _caption_font(px: int) -> QFont:
    font = serif(px)
    font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 100)
    return font


def _broken(text: str, last: int) -> str:
    """``text`` with its ``last`` words on a second line (0: one line)."""
    words = text.split(" ")
    if not 0 < last < len(words):
        return text
    return " ".join(words[:-last]) + "\n" + " ".join(words[-last:])


def _fits(font: QFont, text: str, box: QRectF) -> bool:
    words = QFontMetricsF(font).boundingRect(box, CAPTION_FLAGS, text)
    return words.width() <= box.width() and words.height() <= box.height()


def paint_card_tray(
    p: QPainter, size: float, labels: Sequence[tuple[str, str]], faces: Sequence[QPixmap | None], title: str
) -> None:
    """A leather-topped tray in a wooden frame, the pool cards laid along it."""
    outer = QRectF(0, size * TRAY_TOP, size, size * (TRAY_BOTTOM - TRAY_TOP))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 90))
    p.drawRoundedRect(outer.translated(size * 0.015, size * 0.025), size * 0.05, size * 0.05)
    frame = QLinearGradient(outer.topLeft(), outer.bottomRight())
    frame.setColorAt(0.0, QColor("#9a6634"))
    frame.setColorAt(0.5, QColor("#5c3419"))
    frame.setColorAt(1.0, QColor("#3a1e0c"))
    p.setBrush(frame)
    p.drawRoundedRect(outer, size * 0.05, size * 0.05)
    inner = outer.adjusted(size * 0.03, size * 0.03, -size * 0.03, -size * 0.03)
    leather = QRadialGradient(inner.center() + QPointF(-size * 0.12, -size * 0.12), size * 0.7)
    leather.setColorAt(0.0, QColor("#7a2a26"))
    leather.setColorAt(1.0, QColor("#3e1110"))
    p.setBrush(leather)
    p.drawRoundedRect(inner, size * 0.025, size * 0.025)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(GILT, max(0.8, size * 0.004)))
    tooled = inner.adjusted(size * 0.014, size * 0.014, -size * 0.014, -size * 0.014)
    p.drawRoundedRect(tooled, size * 0.015, size * 0.015)
    p.setPen(QPen(GILT_DARK, max(0.6, size * 0.002), Qt.PenStyle.DashLine))
    p.drawRoundedRect(tooled.adjusted(4, 4, -4, -4), size * 0.012, size * 0.012)
    if title:
        p.setFont(serif(size * 0.05))
        band = QRectF(inner.left(), inner.top() + size * 0.016, inner.width(), size * 0.06)
        p.setPen(QColor(0, 0, 0, 160))
        p.drawText(band.translated(0.7, 1.0), Qt.AlignmentFlag.AlignCenter, title)
        p.setPen(GILT)
        p.drawText(band, Qt.AlignmentFlag.AlignCenter, title)
    slots = card_slots(size, len(labels))
    # The card that wins each pool (Newmarket as Peel plays it: the one below), under its card.
    subs = [sub if face is not None else "" for face, (_, sub) in zip(faces, labels, strict=True)]
    captions = won_captions(size, subs)
    for slot, face, (name, sub), caption in zip(slots, faces, labels, captions, strict=True):
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 110))
        p.drawRoundedRect(slot.translated(size * 0.006, size * 0.01), size * 0.012, size * 0.012)
        if face is not None:
            p.drawPixmap(slot, face, QRectF(face.rect()))
            if sub:
                font, text, box = caption
                p.setFont(font)
                p.setPen(GILT)
                p.drawText(box, CAPTION_FLAGS, text)
            continue
        p.setBrush(QColor(255, 240, 210, 26))
        p.setPen(QPen(GILT, max(0.8, size * 0.004), Qt.PenStyle.DashLine))
        p.drawRoundedRect(slot, size * 0.012, size * 0.012)
        p.setFont(serif(size * 0.04))
        p.setPen(GILT)
        p.drawText(slot, Qt.AlignmentFlag.AlignCenter, name)
