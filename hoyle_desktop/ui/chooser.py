"""The game chooser: every game of the suite as a card on green baize.

Playable games open with a double-click, Enter or Space; games still to come are shown greyed
with "Coming soon", so the whole suite is visible from the first day. Arrow keys move between
cards. What is playable is decided by the main window (a game needs an engine and a table).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QMouseEvent, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QGridLayout, QLabel, QScrollArea, QVBoxLayout, QWidget

from ..engine.game import BANKING, COUNTERS, LOTO, SCORING, TRADING, TRICKS, GameSpec

DEFAULT_BAIZE = "#1d5e3a"
_SUITS = ("♠", "♥", "♦", "♣")
_TILE = QSize(224, 150)
_SPACING = 18


def game_title(spec: GameSpec) -> str:
    """A game's title in the user's language (translation context "Games")."""
    return QCoreApplication.translate("Games", spec.title)


def kind_title(kind: str) -> str:
    titles = {
        SCORING: QCoreApplication.translate("Games", "scoring game"),
        COUNTERS: QCoreApplication.translate("Games", "game for counters"),
        BANKING: QCoreApplication.translate("Games", "banking game"),
        TRADING: QCoreApplication.translate("Games", "trading game"),
        TRICKS: QCoreApplication.translate("Games", "trick-taking game"),
        LOTO: QCoreApplication.translate("Games", "lottery game"),
    }
    return titles.get(kind, kind)


def players_text(spec: GameSpec) -> str:
    if spec.min_players == spec.max_players:
        return QCoreApplication.translate("Games", "%n player(s)", "", spec.min_players)
    return QCoreApplication.translate("Games", "%1–%2 players").replace("%1", str(spec.min_players)).replace(
        "%2", str(spec.max_players)
    )


class GameTile(QWidget):
    """One game, drawn as a playing card. Emits ``activated`` when a playable tile is chosen."""

    activated = Signal(str)

    def __init__(self, spec: GameSpec, index: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        self.suit = _SUITS[index % len(_SUITS)]
        self._playable = False
        self.setFixedSize(_TILE)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.set_playable(False)

    @property
    def playable(self) -> bool:
        return self._playable

    def set_playable(self, playable: bool) -> None:
        self._playable = playable
        status = "" if playable else self.tr("Coming soon")
        details = [kind_title(self.spec.kind), players_text(self.spec), self.spec.source]
        self.setAccessibleName(game_title(self.spec))
        self.setAccessibleDescription(", ".join([*details, status] if status else details))
        tip = "<b>%s</b><br>%s" % (game_title(self.spec), "<br>".join(details))
        tip += "<br><i>%s</i>" % (status or self.tr("Double-click or press Enter to play"))
        self.setToolTip(tip)
        self.setCursor(Qt.CursorShape.PointingHandCursor if playable else Qt.CursorShape.ArrowCursor)
        self.update()

    # -- input ------------------------------------------------------------------------------------
    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.activate()
        else:
            super().mouseDoubleClickEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.activate()
        else:
            super().keyPressEvent(event)

    def activate(self) -> None:
        if self._playable:
            self.activated.emit(self.spec.key)

    # -- drawing ----------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        card = QRectF(self.rect()).adjusted(4, 4, -6, -6)
        radius = 10.0
        # Shadow, then the card face.
        shadow = QPainterPath()
        shadow.addRoundedRect(card.translated(2, 3), radius, radius)
        p.fillPath(shadow, QColor(0, 0, 0, 70))
        face = QPainterPath()
        face.addRoundedRect(card, radius, radius)
        p.fillPath(face, QColor("#fbf8ef") if self._playable else QColor("#c9cbc4"))
        focused = self.hasFocus()
        hovered = self.underMouse() and self._playable
        if focused:
            pen = QPen(QColor("#e8b530"), 3)
        elif hovered:
            pen = QPen(QColor("#e8d9a0"), 2)
        else:
            pen = QPen(QColor(0, 0, 0, 60), 1)
        p.setPen(pen)
        p.drawPath(face)

        red = self.suit in ("♥", "♦")
        ink = QColor("#b3202a" if red else "#1d1d1d") if self._playable else QColor("#7d807a")
        text = QColor("#1f2a22") if self._playable else QColor("#5f635c")
        self._draw_corners(p, card, ink)

        inner = card.adjusted(30, 12, -30, -12)
        title_font = QFont(self.font())
        title_font.setFamilies(["Georgia", "DejaVu Serif", "Serif"])
        title_font.setPointSizeF(self.font().pointSizeF() * 1.35)
        title_font.setBold(True)
        p.setFont(title_font)
        p.setPen(text)
        flags = Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap
        title_rect = QRectF(inner.left(), inner.top() + 4, inner.width(), 48)
        p.drawText(title_rect, flags | Qt.AlignmentFlag.AlignVCenter, game_title(self.spec))

        body = QFont(self.font())
        p.setFont(body)
        line = p.fontMetrics().height()
        y = title_rect.bottom() + 4
        for part in (kind_title(self.spec.kind), players_text(self.spec)):
            p.drawText(QRectF(inner.left(), y, inner.width(), line), Qt.AlignmentFlag.AlignHCenter, part)
            y += line
        small = QFont(self.font())
        small.setItalic(True)
        small.setPointSizeF(self.font().pointSizeF() * 0.85)
        p.setFont(small)
        source = p.fontMetrics().elidedText(self.spec.source, Qt.TextElideMode.ElideRight, int(inner.width()))
        p.setPen(QColor("#5b6a5f") if self._playable else QColor("#6f736c"))
        p.drawText(QRectF(inner.left(), y + 2, inner.width(), line), Qt.AlignmentFlag.AlignHCenter, source)

        if not self._playable:
            self._draw_badge(p, card)
        p.end()

    def _draw_corners(self, p: QPainter, card: QRectF, ink: QColor) -> None:
        font = QFont(self.font())
        font.setPointSizeF(self.font().pointSizeF() * 1.5)
        p.setFont(font)
        p.setPen(ink)
        p.drawText(QRectF(card.left() + 8, card.top() + 5, 24, 24), Qt.AlignmentFlag.AlignCenter, self.suit)
        p.save()
        p.translate(card.right() - 8, card.bottom() - 5)
        p.rotate(180)
        p.drawText(QRectF(0, 0, 24, 24), Qt.AlignmentFlag.AlignCenter, self.suit)
        p.restore()

    def _draw_badge(self, p: QPainter, card: QRectF) -> None:
        label = self.tr("Coming soon")
        font = QFont(self.font())
        font.setBold(True)
        font.setPointSizeF(self.font().pointSizeF() * 0.9)
        p.setFont(font)
        width = p.fontMetrics().horizontalAdvance(label) + 18
        height = p.fontMetrics().height() + 6
        badge = QRectF(card.right() - width - 10, card.top() + 10, width, height)
        path = QPainterPath()
        path.addRoundedRect(badge, height / 2, height / 2)
        p.fillPath(path, QColor("#6b5a3a"))
        p.setPen(QColor("#f6efd9"))
        p.drawText(badge, Qt.AlignmentFlag.AlignCenter, label)


class GameChooser(QScrollArea):
    """The grid of game tiles. ``game_activated(key)`` asks the main window to start a game."""

    game_activated = Signal(str)

    def __init__(self, games: Sequence[GameSpec], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("GameChooser")
        self.setWidgetResizable(True)
        self.setFrameShape(QScrollArea.Shape.NoFrame)
        self.setAccessibleName(self.tr("Game chooser"))

        page = QWidget()
        page.setObjectName("ChooserPage")
        outer = QVBoxLayout(page)
        outer.setContentsMargins(36, 28, 36, 28)
        outer.setSpacing(6)
        heading = QLabel(self.tr("Choose a game"))
        heading.setObjectName("ChooserHeading")
        intro = QLabel(
            self.tr("The round games of Peel and the classics of Hoyle. Double-click a game or press Enter to play.")
        )
        intro.setObjectName("ChooserIntro")
        intro.setWordWrap(True)
        outer.addWidget(heading)
        outer.addWidget(intro)
        outer.addSpacing(14)
        self._grid = QGridLayout()
        self._grid.setSpacing(_SPACING)
        self._grid.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        outer.addLayout(self._grid)
        outer.addStretch(1)
        self.setWidget(page)

        self.tiles: list[GameTile] = []
        for index, spec in enumerate(games):
            tile = GameTile(spec, index, page)
            tile.activated.connect(self.game_activated)
            tile.installEventFilter(self)
            self.tiles.append(tile)
        self._columns = 0
        self._relayout()
        self.set_baize(DEFAULT_BAIZE)

    def set_baize(self, colour: str) -> None:
        base = QColor(colour)
        if not base.isValid():
            base = QColor(DEFAULT_BAIZE)
        light = base.lighter(118).name()
        dark = base.darker(135).name()
        self.setStyleSheet(
            "#ChooserPage { background: qradialgradient(cx:0.5, cy:0.35, radius:0.9, fx:0.5, fy:0.35,"
            f" stop:0 {light}, stop:1 {dark}); }}"
            "#ChooserHeading { color: #f6efd9; font-family: Georgia, 'DejaVu Serif', serif;"
            " font-size: 22pt; font-weight: bold; }"
            "#ChooserIntro { color: #dfe8d8; font-size: 11pt; }"
        )

    def set_playable(self, keys: Iterable[str]) -> None:
        playable = set(keys)
        for tile in self.tiles:
            tile.set_playable(tile.spec.key in playable)

    def playable_keys(self) -> list[str]:
        return [tile.spec.key for tile in self.tiles if tile.playable]

    def current_game(self) -> str | None:
        """The game whose tile has the keyboard focus, if any."""
        for tile in self.tiles:
            if tile.hasFocus():
                return tile.spec.key
        return None

    def focus_game(self, key: str) -> None:
        for tile in self.tiles:
            if tile.spec.key == key:
                tile.setFocus(Qt.FocusReason.OtherFocusReason)
                self.ensureWidgetVisible(tile)
                return

    # -- layout and keyboard --------------------------------------------------------------------
    def resizeEvent(self, event) -> None:  # noqa: ANN001 - QResizeEvent
        super().resizeEvent(event)
        self._relayout()

    def _relayout(self) -> None:
        usable = max(self.viewport().width() - 72, _TILE.width())
        columns = max(1, (usable + _SPACING) // (_TILE.width() + _SPACING))
        if columns == self._columns:
            return
        self._columns = columns
        for tile in self.tiles:
            self._grid.removeWidget(tile)
        for index, tile in enumerate(self.tiles):
            self._grid.addWidget(tile, index // columns, index % columns)
        # Tab order follows reading order.
        for first, second in zip(self.tiles, self.tiles[1:], strict=False):
            QWidget.setTabOrder(first, second)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress and isinstance(watched, GameTile):
            return self._move_focus(watched, event.key())  # type: ignore[attr-defined]
        return super().eventFilter(watched, event)

    def _move_focus(self, tile: GameTile, key: int) -> bool:
        columns = self._columns
        moves = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1, Qt.Key.Key_Up: -columns, Qt.Key.Key_Down: columns}
        step = moves.get(Qt.Key(key))
        if step is None:
            return False
        target = self.tiles.index(tile) + step
        if 0 <= target < len(self.tiles):
            self.tiles[target].setFocus(Qt.FocusReason.OtherFocusReason)
            self.ensureWidgetVisible(self.tiles[target], 20, 20)
        return True

    def sizeHint(self) -> QSize:
        return QSize(4 * (_TILE.width() + _SPACING) + 72, 3 * (_TILE.height() + _SPACING) + 140)


