"""The board the stakes lie on: Peel's round Pope Joan tray, or Newmarket's pool cards.

Pope Joan's board is a round japanned tray with a gilt rim, its floor parted by raised dividers
into compartments round a turned boss: eight (Pope, Matrimony, Intrigue, Ace, King, Queen, Knave,
Game), five for Five-Pool Pope, three for Spin, a single dish for a Jig pool. Newmarket's pools
are its four pool cards laid on a leather-topped tray. Each compartment shows its counters as
stacks of discs (:mod:`.counters`) and their number on a brass medallion.

The tray itself is painted once into a pixmap per size; each paint adds only the counters. The
board never decides anything: the table tells it what lies where (``set_counts``) and moves
counters on (``add``); counters still flying in are not drawn until they land.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...engine.cards import Card
from .board_paint import (
    BADGE_Y,
    CAPTION_FLAGS,
    STAKES_Y,
    card_slots,
    paint_card_tray,
    paint_round_tray,
    sector_path,
    won_captions,
)
from .counters import paint_badge, paint_stacks, stack_size

PixmapSource = Callable[[str], QPixmap]
ROUND, CARDS = "round", "cards"


class PoolBoard(QGraphicsObject):
    """``labels[pool] = (title, subtitle)``; for the ``cards`` kind the pool cards come later."""

    def __init__(
        self,
        kind: str,
        pools: Sequence[str],
        labels: dict[str, tuple[str, str]],
        title: str = "",
        source: PixmapSource | None = None,
    ) -> None:
        super().__init__()
        self.kind = kind
        self.pools = tuple(pools)
        self.labels = dict(labels)
        self.title = title
        self.source = source
        self.size = 300.0
        self.pool_cards: dict[str, Card] = {}
        self._counts = dict.fromkeys(self.pools, 0)
        self._incoming = dict.fromkeys(self.pools, 0)
        self._static: QPixmap | None = None
        self._static_key: tuple = ()
        self._glow: dict[str, float] = {}
        self._anims: list[QVariantAnimation] = []
        self.setZValue(1)

    # -- what lies on the board -------------------------------------------------------------------
    def counts(self) -> dict[str, int]:
        """What lies on each compartment, counters still in flight included."""
        return dict(self._counts)

    def shown_counts(self) -> dict[str, int]:
        return {p: self._counts[p] - self._incoming[p] for p in self.pools}

    def set_counts(self, counts: dict[str, int]) -> None:
        for pool in self.pools:
            self._counts[pool] = int(counts.get(pool, 0))
            self._incoming[pool] = 0
        self.update()

    def add(self, pool: str, amount: int, in_flight: bool = False) -> None:
        """``amount`` counters onto ``pool`` (negative: taken off). In flight: shown once ``landed``."""
        self._counts[pool] += amount
        if in_flight and amount > 0:
            self._incoming[pool] += amount
        self.update()

    def landed(self, pool: str, amount: int) -> None:
        self._incoming[pool] = max(0, self._incoming[pool] - amount)
        self.update()

    def set_labels(self, labels: dict[str, tuple[str, str]]) -> None:
        if labels != self.labels:
            self.labels = dict(labels)
            self._static = None
            self.update()

    def set_pool_cards(self, cards: dict[str, Card]) -> None:
        self.pool_cards = dict(cards)
        self._static = None
        self.update()

    def set_size(self, size: float) -> None:
        if abs(size - self.size) >= 0.5:
            self.prepareGeometryChange()
            self.size = size
            self._static = None
            self.update()

    def refresh(self) -> None:
        """The card pixmaps changed (deck or size): paint the tray again."""
        self._static = None
        self.update()

    # -- where things are -----------------------------------------------------------------------
    def _centre(self) -> QPointF:
        return QPointF(self.size / 2, self.size / 2)

    def _angle(self, index: int) -> float:
        """The middle of compartment ``index``, clockwise from the top, in radians."""
        return 2 * math.pi * index / len(self.pools)

    def stack_centre(self, pool: str) -> QPointF:
        """The middle of ``pool``'s counters, in the board's own coordinates."""
        i = self.pools.index(pool)
        if self.kind == CARDS:
            slot = card_slots(self.size, len(self.pools))[i]
            return QPointF(slot.center().x(), self.size * STAKES_Y)  # below the caption
        R = self.size / 2
        if len(self.pools) == 1:
            return self._centre() + QPointF(0, -R * 0.12)
        a = self._angle(i)
        depth = 0.43 if len(self.pools) >= 7 else 0.44
        c = self._centre()
        return QPointF(c.x() + R * depth * math.sin(a), c.y() - R * depth * math.cos(a) - R * 0.02)

    def badge_point(self, pool: str, count: int) -> QPointF:
        """Where the medallion counting ``pool`` lies: below the pool card's stakes, or on the
        foot of the stack in a compartment."""
        if self.kind == CARDS:
            slot = card_slots(self.size, len(self.pools))[self.pools.index(pool)]
            return QPointF(slot.center().x(), self.size * BADGE_Y)
        _, height = stack_size(count, self._disc_r(), self._columns())
        below = height / 2 if count else 0.0
        return self.stack_centre(pool) + QPointF(0, below + self.size * 0.012)

    def painted_words(self) -> list[tuple[QRectF, str]]:
        """The captions painted under the pool cards ("won by 10♥"), where their letters lie in the
        scene, for the tests' overlap checker."""
        if self.kind != CARDS or self.source is None:
            return []
        found = []
        # painted only under a card (paint_card_tray)
        subs = [self.labels.get(p, (p, ""))[1] if p in self.pool_cards else "" for p in self.pools]
        for font, text, box in won_captions(self.size, subs):
            if text:
                words = QFontMetricsF(font).boundingRect(box, CAPTION_FLAGS, text)
                found.append((self.mapRectToScene(words), text.replace("\n", " ")))
        return found

    def pool_point(self, pool: str) -> QPointF:
        """Where counters going to or from ``pool`` fly to or from, in scene coordinates."""
        return self.mapToScene(self.stack_centre(pool))

    def _disc_r(self) -> float:
        if self.kind == CARDS:
            return self.size * 0.032
        n = len(self.pools)
        return self.size * (0.03 if n >= 7 else 0.034 if n >= 5 else 0.04)

    def _columns(self) -> int:
        """Columns of five a compartment shows; the medallion counts whatever does not fit."""
        return 2 if self.kind == CARDS or len(self.pools) >= 5 else 4

    # -- a compartment won ----------------------------------------------------------------------
    def glow(self, pool: str, ms: int) -> None:
        """Light ``pool`` up for a moment (it has just been won or dressed)."""
        if ms <= 0 or pool not in self.pools:
            return
        anim = QVariantAnimation(self)
        anim.setDuration(ms * 3)
        anim.setKeyValueAt(0.0, 0.0)
        anim.setKeyValueAt(0.25, 1.0)
        anim.setKeyValueAt(1.0, 0.0)
        anim.setEasingCurve(QEasingCurve.Type.InOutSine)

        def step(value: float) -> None:
            self._glow[pool] = float(value)
            self.update()

        def done() -> None:
            self._glow.pop(pool, None)
            if anim in self._anims:
                self._anims.remove(anim)
            self.update()

        anim.valueChanged.connect(step)
        anim.finished.connect(done)
        self._anims.append(anim)
        anim.start()

    # -- painting -------------------------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        pad = self.size * 0.06
        return QRectF(-pad, -pad, self.size + 2 * pad, self.size + 2 * pad)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        dpr = widget.devicePixelRatioF() if widget is not None else 1.0
        pad = self.size * 0.06
        painter.drawPixmap(QPointF(-pad, -pad), self._tray(dpr))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for pool, value in self._glow.items():
            self._paint_glow(painter, pool, value)
        shown = self.shown_counts()
        r = self._disc_r()
        for pool in self.pools:
            count = shown[pool]
            centre = self.stack_centre(pool)
            _, height = stack_size(count, r, self._columns())
            paint_stacks(painter, centre + QPointF(0, height / 2), count, r, self._columns())
            paint_badge(painter, self.badge_point(pool, count), str(count), self.size * 0.046)

    def _paint_glow(self, p: QPainter, pool: str, value: float) -> None:
        colour = QColor(255, 214, 90, int(110 * value))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        i = self.pools.index(pool)
        if self.kind == CARDS:
            slot = card_slots(self.size, len(self.pools))[i]
            p.drawRoundedRect(slot.adjusted(-6, -6, 6, self.size * (BADGE_Y + 0.025) - slot.bottom()), 8, 8)
        else:
            p.drawPath(sector_path(self.size, len(self.pools), i))

    def _tray(self, dpr: float) -> QPixmap:
        key = (round(self.size), dpr, tuple(sorted(self.labels.items())), tuple(sorted(self.pool_cards)))
        if self._static is not None and key == self._static_key:
            return self._static
        pad = self.size * 0.06
        full = self.size + 2 * pad
        pm = QPixmap(max(1, round(full * dpr)), max(1, round(full * dpr)))
        pm.setDevicePixelRatio(dpr)
        pm.fill(Qt.GlobalColor.transparent)
        p = QPainter(pm)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        p.translate(pad, pad)
        labels = [self.labels.get(pool, (pool, "")) for pool in self.pools]
        if self.kind == CARDS:
            faces = [self._card_face(pool) for pool in self.pools]
            paint_card_tray(p, self.size, labels, faces, self.title)
        else:
            paint_round_tray(p, self.size, labels, self.title)
        p.end()
        self._static, self._static_key = pm, key
        return pm

    def _card_face(self, pool: str) -> QPixmap | None:
        card = self.pool_cards.get(pool)
        if card is None or self.source is None:
            return None
        from ..cards.renderer import element_for

        return self.source(element_for(card))
