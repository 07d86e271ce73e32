"""The drawn cribbage board: a wooden plank with 60-hole tracks, coloured pegs and name plates.

The static board (wood, holes, numbers, skunk lines, name plates) is painted once into a pixmap
per size and device pixel ratio; each paint only adds the scores and the pegs on top.

Pegging follows the book: the hinder (back) peg leaps past the foremost to the new score and the
old front peg becomes the back peg. At the start both pegs stand at score 0, the front peg in the
start hole beside the outer row and the back peg in the one beside the inner row; ``pegs()`` then
reports ``(0, 0)``. Scores are committed at once (``scores()`` is the new score straight away); the
hop is only shown. Pegs asked for while a hop is in flight are queued and shown in order, and
``peg_finished(track)`` is emitted once per ``peg()`` call when its hop has landed.
"""

from __future__ import annotations

import functools
import math
from collections import deque
from collections.abc import Sequence

from PySide6.QtCore import QEasingCurve, QEvent, QPointF, QRectF, QSize, Qt, QVariantAnimation, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
    QPolygonF,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from .board_geometry import (
    BoardGeometry,
    Move,
    PegModel,
    Point,
    Rect,
    aspect_ratio,
    board_units,
    grain_lines,
    lap_of,
    laps_for,
    wood_bands,
)

DEFAULT_COLOURS = ("#c62828", "#1f5fbf", "#2e7d32", "#e0a010")
INK = QColor(58, 32, 12)  # engraved text and lines
LIGHT = QColor(255, 236, 200, 110)  # the lit lower lip of an engraving
SKUNK = QColor(150, 22, 30)
Plate = tuple[str, QColor]  # a name plate: player name and peg colour


def _pt(p: Point) -> QPointF:
    return QPointF(p.x, p.y)


def _rect(r: Rect) -> QRectF:
    return QRectF(r.x, r.y, r.w, r.h)


def _font(base: QFont, px: float, weight: QFont.Weight = QFont.Weight.Normal) -> QFont:
    f = QFont(base)
    f.setPixelSize(max(7, round(px)))
    f.setWeight(weight)
    return f


def _engraved_text(p: QPainter, rect: QRectF, flags: int, text: str, ink: QColor = INK) -> None:
    p.setPen(LIGHT)
    p.drawText(rect.translated(0, 0.8), flags, text)
    p.setPen(ink)
    p.drawText(rect, flags, text)


class CribbageBoard(QWidget):
    """A classic wooden cribbage board for two or three tracks, drawn with QPainter."""

    peg_finished = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Cribbage board"))
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self._names: list[str] = []
        self._colours: list[QColor] = []
        self._skunk: list[int] = []
        self._model = PegModel(2, 121)
        self._queue: deque[Move] = deque()
        self._current: Move | None = None
        self._t = 0.0
        self._anim_ms = 350
        self._anim = QVariantAnimation(self)
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.setEasingCurve(QEasingCurve.Type.InOutSine)
        self._anim.valueChanged.connect(self._on_anim_value)
        self._anim.finished.connect(self._on_anim_finished)
        self._cache: QPixmap | None = None
        self._cache_key: tuple | None = None
        self._geom: BoardGeometry | None = None
        self._longer = 1.0  # how much wider the hole columns may be spaced (board_geometry.py)
        self.setup([self.tr("Player"), self.tr("Computer")], [], 121)

    # -- public API ----------------------------------------------------------------------------
    def setup(
        self, names: list[str], colours: list[QColor], target: int, skunk_lines: Sequence[int] = ()
    ) -> None:
        """New game: one track per name (2 or 3), pegs at the start; hops not yet shown are dropped."""
        self._names = list(names) or [""]
        n = len(self._names)
        fallback = [QColor(DEFAULT_COLOURS[i % len(DEFAULT_COLOURS)]) for i in range(n)]
        self._colours = [QColor(colours[i]) if i < len(colours) else fallback[i] for i in range(n)]
        target = max(2, int(target))
        self._skunk = sorted({int(s) for s in skunk_lines if 0 < int(s) < target}, reverse=True)
        self._anim.stop()
        self._queue.clear()
        self._current = None
        self._model = PegModel(n, target)
        self._cache = None
        self.updateGeometry()
        self._changed()

    def set_scores(self, scores: list[int], animate: bool = False, backs: list[int] | None = None) -> None:
        """Jump to ``scores`` (e.g. on resume); hops still queued land first (emitting peg_finished).

        A rising score is pegged as usual, the old front peg becoming the back peg, shown with a
        hop if ``animate`` (peg_finished follows each such hop). A falling score puts the back peg
        at the start. ``backs``, if given, places the back pegs explicitly (no hop).
        """
        self._finish_all()
        for t, score in enumerate(scores[: self.track_count()]):
            back = backs[t] if backs is not None and t < len(backs) else None
            move = self._model.jump(t, int(score), None if back is None else int(back))
            if move is not None:
                if animate and self._anim_ms > 0:
                    self._queue.append(move)
                else:
                    self._model.land(move)
        self._changed()
        self._pump()

    def peg(self, track: int, points: int) -> None:
        """Add ``points`` to a track: the back peg leaps past the front one (stops at the game hole).

        The score counts at once; the hop is queued behind any still in flight, and peg_finished
        (track) is emitted when it lands (at once when animation is off or nothing moves).
        """
        if not 0 <= track < self.track_count():
            raise IndexError(f"no track {track}")
        self._queue.append(self._model.peg(track, int(points)))
        self._changed()
        self._pump()

    def set_animation_ms(self, ms: int) -> None:
        """Length of a hop in milliseconds; 0 shows pegging at once (and lands any hop in flight)."""
        self._anim_ms = max(0, int(ms))
        if self._anim_ms == 0:
            self._finish_all()

    def animation_ms(self) -> int:
        return self._anim_ms

    def scores(self) -> list[int]:
        return list(self._model.front)

    def pegs(self, track: int) -> tuple[int, int]:
        """(front, back) scores of a track's two pegs."""
        return self._model.front[track], self._model.back[track]

    def is_animating(self) -> bool:
        return self._current is not None or bool(self._queue)

    def track_count(self) -> int:
        return len(self._names)

    def target(self) -> int:
        return self._model.target

    def geometry_model(self) -> BoardGeometry:
        """Pixel geometry for the current widget size (holes, game hole, name plates...)."""
        w, h, n, target = float(self.width()), float(self.height()), self.track_count(), self.target()
        g = self._geom
        if g is None or (g.width, g.height, g.tracks, g.target, g.longer) != (w, h, n, target, self._longer):
            g = self._geom = BoardGeometry(n, target, w, h, self._longer)
        return g

    def set_longer(self, longer: float) -> None:
        """Let the board run up to ``longer`` times its hole columns' pitch (lower for its width)."""
        if longer != self._longer:
            self._longer = longer
            self._cache = None
            self.updateGeometry()
            self.update()

    # -- sizing -------------------------------------------------------------------------------
    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return max(1, round(width / aspect_ratio(self.track_count(), self._longer)))

    def sizeHint(self) -> QSize:
        return QSize(960, self.heightForWidth(960))

    def minimumSizeHint(self) -> QSize:
        return QSize(560, self.heightForWidth(560))

    # -- animation ----------------------------------------------------------------------------
    def _pump(self) -> None:
        while self._current is None and self._queue:
            move = self._queue.popleft()
            if self._anim_ms <= 0 or move.new_front == move.old_front:
                self._land(move)
            else:
                self._current, self._t = move, 0.0
                self._anim.setDuration(self._anim_ms)
                self._anim.start()
                self.update()

    def _land(self, move: Move) -> None:
        self._model.land(move)
        self.update()
        self.peg_finished.emit(move.track)

    def _on_anim_value(self, value: float) -> None:
        self._t = float(value)
        self.update()

    def _on_anim_finished(self) -> None:
        move, self._current = self._current, None
        if move is not None:
            self._land(move)
        self._pump()

    def _finish_all(self) -> None:
        """Land the hop in flight and every queued one now, emitting their peg_finished."""
        self._anim.stop()
        if self._current is not None:
            move, self._current = self._current, None
            self._land(move)
        while self._queue:
            self._land(self._queue.popleft())

    def _changed(self) -> None:
        parts = [
            self.tr("{name} {score}").format(name=name, score=score)
            for name, score in zip(self._names, self._model.front, strict=False)
        ]
        self.setAccessibleDescription(", ".join(parts))
        self.update()

    # -- events and painting ------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.PaletteChange):
            self._cache = None
        super().changeEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.width() < 8 or self.height() < 8:
            return
        g = self.geometry_model()
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.drawPixmap(0, 0, self._static_pixmap(g))
        self._paint_scores(p, g)
        for t in range(self.track_count()):
            self._paint_track_pegs(p, g, t)
        p.end()

    def _static_pixmap(self, g: BoardGeometry) -> QPixmap:
        dpr = self.devicePixelRatioF()
        key = (self.width(), self.height(), dpr)
        if self._cache is None or self._cache_key != key:
            pm = QPixmap(max(1, math.ceil(self.width() * dpr)), max(1, math.ceil(self.height() * dpr)))
            pm.setDevicePixelRatio(dpr)
            pm.fill(Qt.GlobalColor.transparent)
            plates = list(zip(self._names, self._colours, strict=True))
            _paint_static(pm, g, plates, self._skunk, self.font())
            self._cache, self._cache_key = pm, key
        return self._cache

    def _paint_scores(self, p: QPainter, g: BoardGeometry) -> None:
        u, target = g.unit, self.target()
        laps = laps_for(target)
        big = _font(self.font(), 0.78 * u, QFont.Weight.Bold)
        small = _font(self.font(), 0.46 * u)
        for t in range(self.track_count()):
            score = self._model.shown_front[t]
            line = _rect(g.score_rect(t))
            p.setFont(big)
            _engraved_text(p, line, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, str(score))
            if laps > 1:
                text = self.tr("lap {lap}/{laps}").format(lap=lap_of(score, target), laps=laps)
                p.setFont(small)
                _engraved_text(p, line, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, text)

    def _paint_track_pegs(self, p: QPainter, g: BoardGeometry, t: int) -> None:
        colour = self._colours[t]
        back_colour = _tint(colour)
        move = self._current if self._current is not None and self._current.track == t else None
        if move is None:
            front, back = self._model.shown_front[t], self._model.shown_back[t]
            _draw_peg(p, g.score_point(t, back, second_start=front == 0 and back == 0), g, back_colour)
            _draw_peg(p, g.score_point(t, front), g, colour)
            return
        # In flight: the old front stays put (now the back peg); the old back peg hops over it.
        src = g.score_point(t, move.old_back, second_start=move.old_front == 0 and move.old_back == 0)
        dst = g.score_point(t, move.new_front)
        _draw_peg(p, g.score_point(t, move.old_front), g, back_colour)
        s = self._t
        pos = Point(src.x + (dst.x - src.x) * s, src.y + (dst.y - src.y) * s)
        dist = math.hypot(dst.x - src.x, dst.y - src.y) / g.unit
        lift = math.sin(math.pi * s) * min(1.0, 0.4 + 0.05 * dist) * g.unit
        _draw_peg(p, pos, g, _mix(back_colour, colour, s), lift=lift)


def _mix(a: QColor, b: QColor, t: float) -> QColor:
    return QColor.fromRgbF(
        a.redF() + (b.redF() - a.redF()) * t,
        a.greenF() + (b.greenF() - a.greenF()) * t,
        a.blueF() + (b.blueF() - a.blueF()) * t,
    )


def _tint(c: QColor) -> QColor:
    """The back peg: the player's colour a little lighter."""
    return _mix(c, QColor(255, 255, 255), 0.38)


def _draw_peg(p: QPainter, at: Point, g: BoardGeometry, colour: QColor, lift: float = 0.0) -> None:
    """A round peg head with its shadow; ``lift`` (pixels) raises it towards the viewer mid-hop:
    bigger, a little higher on screen, its shadow left further behind and fainter."""
    up = lift / max(g.unit, 1e-6)  # height in board units
    r = g.peg_r * (1.0 + 0.3 * up)
    off = (0.1 + 0.3 * up) * g.unit
    sr = g.peg_r * (1.12 + 0.15 * up)
    centre = QPointF(at.x + off * 0.6, at.y + off)
    shadow = QRadialGradient(centre, sr)
    alpha = max(60, 135 - int(45 * up))
    shadow.setColorAt(0.0, QColor(20, 8, 0, alpha))
    shadow.setColorAt(0.6, QColor(20, 8, 0, alpha // 2))
    shadow.setColorAt(1.0, QColor(20, 8, 0, 0))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(shadow)
    p.drawEllipse(centre, sr, sr)
    c = QPointF(at.x, at.y - 0.7 * lift)
    body = QRadialGradient(QPointF(c.x() - 0.35 * r, c.y() - 0.4 * r), 1.45 * r)
    body.setColorAt(0.0, colour.lighter(165))
    body.setColorAt(0.35, colour)
    body.setColorAt(1.0, colour.darker(190))
    p.setBrush(body)
    p.setPen(QPen(colour.darker(260), max(0.8, 0.05 * g.unit)))
    p.drawEllipse(c, r, r)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(255, 255, 255, 150))
    p.drawEllipse(QPointF(c.x() - 0.33 * r, c.y() - 0.38 * r), 0.26 * r, 0.2 * r)


def _draw_hole(p: QPainter, at: Point, r: float) -> None:
    """A drilled dimple lit from the top left: dark pit, shaded upper wall, lit lower lip."""
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(255, 232, 190, 85))
    p.drawEllipse(QPointF(at.x + 0.1 * r, at.y + 0.14 * r), 1.06 * r, 1.06 * r)
    pit = QRadialGradient(QPointF(at.x - 0.18 * r, at.y - 0.22 * r), 1.25 * r)
    pit.setColorAt(0.0, QColor(16, 7, 2))
    pit.setColorAt(0.55, QColor(38, 19, 6))
    pit.setColorAt(1.0, QColor(112, 66, 30))
    p.setBrush(pit)
    p.drawEllipse(QPointF(at.x, at.y), r, r)


def _engraved_line(p: QPainter, a: QPointF, b: QPointF, width: float, ink: QColor = INK) -> None:
    p.setPen(QPen(LIGHT, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawLine(a + QPointF(0, 0.9), b + QPointF(0, 0.9))
    p.setPen(QPen(ink, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawLine(a, b)


@functools.lru_cache(maxsize=8)
def _wood_texture(tracks: int, height_px: int) -> QImage:
    """Gradient, soft bands and grain for a whole plank, ``height_px`` high and a quarter as wide
    as it should be: the grain runs along the plank, so the stretch is invisible. Grain scales
    with the board, so one texture per track count and size bucket serves every widget."""
    wu, hu = board_units(tracks)
    u = height_px / hu
    plank = QRectF(0.0, 0.0, wu * u, hu * u)
    tw = max(16, math.ceil(plank.width() / 4))
    img = QImage(tw, height_px, QImage.Format.Format_ARGB32_Premultiplied)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.scale(tw / plank.width(), 1.0)
    grad = QLinearGradient(plank.topLeft(), plank.bottomLeft())
    grad.setColorAt(0.0, QColor(214, 160, 103))
    grad.setColorAt(0.5, QColor(192, 129, 71))
    grad.setColorAt(1.0, QColor(160, 100, 50))
    p.fillRect(plank, grad)
    left, w, h = plank.left(), plank.width(), plank.height()
    for x0, lighter in wood_bands(left, w, u):  # broad, soft bands of lighter and darker wood
        band = QLinearGradient(x0 - 3 * u, 0, x0 + 3 * u, 0)
        band.setColorAt(0.0, Qt.GlobalColor.transparent)
        band.setColorAt(0.5, QColor(255, 226, 180, 26) if lighter else QColor(90, 44, 10, 26))
        band.setColorAt(1.0, Qt.GlobalColor.transparent)
        p.fillRect(QRectF(x0 - 3 * u, plank.top(), 6 * u, h), band)
    for line in grain_lines(left, plank.top(), w, h, u):
        tone = QColor(92, 44, 12) if line.dark else QColor(255, 224, 172)
        tone.setAlpha(line.alpha)
        p.setPen(QPen(tone, line.width))
        p.drawPolyline(QPolygonF([QPointF(x, y) for x, y in line.points]))
    p.end()
    return img


def _paint_wood(p: QPainter, g: BoardGeometry, dpr: float) -> None:
    u = g.unit
    pr = g.plank
    plank = QRectF(pr.x + 0.1 * u, pr.y + 0.06 * u, pr.w - 0.25 * u, pr.h - 0.3 * u)
    radius = 0.8 * u
    p.setPen(Qt.PenStyle.NoPen)
    for dy, alpha in ((0.22, 26), (0.14, 40), (0.07, 60)):
        p.setBrush(QColor(0, 0, 0, alpha))
        p.drawRoundedRect(plank.translated(0.4 * dy * u, dy * u), radius, radius)
    path = QPainterPath()
    path.addRoundedRect(plank, radius, radius)
    p.save()
    p.setClipPath(path)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    bucket = 2 ** math.ceil(math.log2(min(1024.0, max(128.0, plank.height() * dpr))))
    p.drawImage(plank, _wood_texture(g.tracks, bucket))
    p.restore()
    bevel = QLinearGradient(plank.topLeft(), plank.bottomLeft())
    bevel.setColorAt(0.0, QColor(255, 230, 190, 150))
    bevel.setColorAt(0.45, QColor(255, 230, 190, 0))
    bevel.setColorAt(1.0, QColor(60, 30, 8, 110))
    inset = 0.07 * u
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(bevel, 0.1 * u))
    p.drawRoundedRect(plank.adjusted(inset, inset, -inset, -inset), radius - inset, radius - inset)
    p.setPen(QPen(QColor(72, 38, 12), max(1.0, 0.05 * u)))
    p.drawRoundedRect(plank, radius, radius)


def _paint_static(pm: QPixmap, g: BoardGeometry, plates: list[Plate], skunk: list[int], base: QFont) -> None:
    """Wood, inlays, holes, numbers, skunk lines and name plates: everything but scores and pegs."""
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    u = g.unit
    _paint_wood(p, g, pm.devicePixelRatio())
    for t in range(g.tracks):
        top, bottom = g.track_band(t)
        band = _rect(g.inlay_rect(t))
        p.setPen(QPen(QColor(255, 232, 190, 70), max(1.0, 0.04 * u)))
        p.setBrush(QColor(92, 46, 12, 30))
        p.drawRoundedRect(band.translated(0, 0.8), 0.45 * u, 0.45 * u)
        p.setPen(QPen(QColor(82, 42, 12, 150), max(1.0, 0.04 * u)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(band, 0.45 * u, 0.45 * u)
        for x in g.group_ticks():
            _engraved_line(p, QPointF(x, top - 0.3 * u), QPointF(x, bottom + 0.3 * u), max(1.0, 0.05 * u))
        for hole in [*g.track_holes(t), *g.start_holes(t)]:
            _draw_hole(p, hole, g.hole_r)
    game = g.game_hole()
    p.setPen(QPen(QColor(120, 84, 30), max(1.0, 0.06 * u)))
    p.setBrush(QColor(222, 186, 110))
    p.drawEllipse(_pt(game), g.game_hole_r * 1.55, g.game_hole_r * 1.55)
    _draw_hole(p, game, g.game_hole_r)
    centre = Qt.AlignmentFlag.AlignCenter
    marks = [(str(score), *g.skunk_segments(score)) for score in skunk]
    in_margin = [at.x for _, _, labels in marks for at in labels if at.y == g.number_y()]
    p.setFont(_font(base, 0.44 * u, QFont.Weight.DemiBold))
    for text, at in g.number_labels():  # a skunk label takes the place of a number it would touch
        if all(abs(x - at.x) > 0.75 * u for x in in_margin):
            _engraved_text(p, QRectF(at.x - 1.2 * u, at.y - 0.4 * u, 2.4 * u, 0.8 * u), centre, text)
    p.setFont(_font(base, 0.42 * u, QFont.Weight.Bold))
    for text, segs, labels in marks:
        for seg in segs:
            _engraved_line(p, _pt(seg.a), _pt(seg.b), max(1.2, 0.1 * u), SKUNK)
        for at in labels:
            _engraved_text(p, QRectF(at.x - 0.8 * u, at.y - 0.4 * u, 1.6 * u, 0.8 * u), centre, text, SKUNK)
    for t, (name, colour) in enumerate(plates):  # brass name plates with a peg as colour swatch
        rect = _rect(g.label_rect(t))
        grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        for at, rgb in ((0.0, (244, 226, 176)), (0.5, (220, 192, 130)), (1.0, (186, 150, 84))):
            grad.setColorAt(at, QColor(*rgb))
        p.setPen(QPen(QColor(104, 70, 26), max(1.0, 0.05 * u)))
        p.setBrush(grad)
        p.drawRoundedRect(rect, 0.3 * u, 0.3 * u)
        _draw_peg(p, g.swatch(t), g, colour)
        font = _font(base, 0.6 * u, QFont.Weight.DemiBold)
        p.setFont(font)
        line = _rect(g.name_rect(t))
        text = QFontMetricsF(font).elidedText(name, Qt.TextElideMode.ElideRight, line.width())
        _engraved_text(p, line, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
    p.end()
