"""The game chooser: every game of the suite as a card on green baize.

Playable games open with a double-click, Enter or Space; games still to come are shown greyed
with "Coming soon", so the whole suite is visible from the first day. Arrow keys move between
cards. What is playable is decided by the main window (a game needs an engine and a table).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QPoint,
    QPointF,
    QRectF,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSlider,
    QApplication,
    QGridLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ..engine import registry
from ..engine.game import BANKING, COUNTERS, LOTO, SCORING, TRADING, TRICKS, GameSpec
from .desktop_watch import FONT, follow_desktop
from .fonts import points

DEFAULT_BAIZE = "#1d5e3a"
_SUITS = ("♠", "♥", "♦", "♣")
_TILE_WIDTH = 208
_SPACING = 16
_MARGIN = 32
SOURCE_LINES = 3  # Cribbage names three books


def game_title(spec: GameSpec) -> str:
    """A game's title in the user's language (translation context "Games")."""
    return QCoreApplication.translate("Games", spec.title)


def source_title(spec: GameSpec) -> str:
    """The book the rules come from (its title stays as printed unless a translator says otherwise)."""
    return QCoreApplication.translate("Games", spec.source)


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
    if spec.min_players == spec.max_players:  # never one player: no plural forms needed
        return QCoreApplication.translate("Games", "%1 players").replace("%1", str(spec.min_players))
    return (
        QCoreApplication.translate("Games", "%1–%2 players")
        .replace("%1", str(spec.min_players))
        .replace("%2", str(spec.max_players))
    )


class GameTile(QAbstractButton):
    """One game, drawn as a playing card. Emits ``activated`` when a playable tile is chosen.

    A button (not a plain widget), so a screen reader says "Cribbage, button" and its press action
    starts the game; a click presses it only on its Play (or Resume) badge (``hitButton``)."""

    activated = Signal(str)

    def __init__(self, spec: GameSpec, index: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        self.suit = _SUITS[index % len(_SUITS)]
        self._playable = False
        self._saved = False  # a game of this kind is saved: the badge offers to resume it
        self.setFixedSize(self._fit_size())
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.clicked.connect(self.activate)
        self.set_playable(False)

    @property
    def playable(self) -> bool:
        return self._playable

    @property
    def saved(self) -> bool:
        return self._saved

    def set_saved(self, saved: bool) -> None:
        if saved != self._saved:
            self._saved = saved
            self.set_playable(self._playable)

    def set_playable(self, playable: bool) -> None:
        self._playable = playable
        if not playable:
            status = self.tr("Coming soon")
        elif self._saved:
            status = self.tr("A game is saved")
        else:
            status = ""
        details = [kind_title(self.spec.kind), players_text(self.spec), source_title(self.spec)]
        self.setAccessibleName(game_title(self.spec))
        self.setAccessibleDescription(", ".join([*details, status] if status else details))
        tip = "<b>{}</b><br>{}".format(game_title(self.spec), "<br>".join(details))
        if not playable:
            how = status
        elif self._saved:
            how = self.tr("A game is saved: click Resume, double-click or press Enter to carry on")
        else:
            how = self.tr("Click Play, double-click or press Enter to play")
        tip += f"<br><i>{how}</i>"
        self.setToolTip(tip)
        self.setCursor(Qt.CursorShape.PointingHandCursor if playable else Qt.CursorShape.ArrowCursor)
        self.update()

    # -- input ------------------------------------------------------------------------------------
    def hitButton(self, pos: QPoint) -> bool:
        """A click on the Play (or Resume) badge starts the game; elsewhere it only selects the tile."""
        return self.badge_rect().contains(QPointF(pos))

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
    def _fonts(self) -> tuple[QFont, QFont, QFont, QFont]:
        base = self.font()
        title = QFont(base)
        title.setFamilies(["Georgia", "DejaVu Serif", "Serif"])
        title.setPointSizeF(base.pointSizeF() * 1.3)
        title.setBold(True)
        small = QFont(base)
        small.setItalic(True)
        small.setPointSizeF(base.pointSizeF() * 0.85)
        badge = QFont(base)
        badge.setBold(True)
        badge.setPointSizeF(base.pointSizeF() * 0.85)
        return title, QFont(base), small, badge

    def refit(self) -> None:
        """Take the desktop's font and the size it needs (the desktop's font changed). The font is
        set: under the chooser's style sheet a tile kept the font it was made with."""
        font = QApplication.font(self)
        if font != self.font():
            self.setFont(font)
        if self.size() != self._fit_size():
            self.setFixedSize(self._fit_size())

    def _fit_size(self) -> QSize:
        """Tall enough for a two-line title, kind, players, three lines of source and the badge;
        wide enough for every game's title in two lines, kind and players (a desktop's large font
        widens every tile alike, the grid's columns stay even)."""
        fonts = self._fonts()
        title, body, small, badge = (QFontMetrics(f).height() for f in fonts)
        return QSize(
            _tile_width(fonts[0], fonts[1]),
            14 + 2 * title + 4 + 2 * body + 4 + SOURCE_LINES * small + 8 + badge + 8 + 14,
        )

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        card = self._card_rect()
        radius = 10.0
        shadow = QPainterPath()
        shadow.addRoundedRect(card.translated(2, 3), radius, radius)
        p.fillPath(shadow, QColor(0, 0, 0, 80))
        face = QPainterPath()
        face.addRoundedRect(card, radius, radius)
        p.fillPath(face, QColor("#fbf8ef") if self._playable else QColor("#cfd1ca"))
        if self.hasFocus():
            pen = QPen(QColor("#e8b530"), 3)
        elif self.underMouse() and self._playable:
            pen = QPen(QColor("#d9c27a"), 2)
        else:
            pen = QPen(QColor(0, 0, 0, 60), 1)
        p.setPen(pen)
        p.drawPath(face)

        red = self.suit in ("♥", "♦")
        ink = QColor("#b3202a" if red else "#1d1d1d") if self._playable else QColor("#8a8d86")
        self._draw_corners(p, card, ink)

        title_font, body_font, small_font, badge_font = self._fonts()
        inner = card.adjusted(28, 10, -28, -10)
        centre = Qt.AlignmentFlag.AlignHCenter
        p.setFont(title_font)
        p.setPen(QColor("#1f2a22") if self._playable else QColor("#555a53"))
        title_height = 2 * p.fontMetrics().height()
        title_rect = QRectF(inner.left(), inner.top(), inner.width(), title_height)
        p.drawText(
            title_rect,
            centre | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
            game_title(self.spec),
        )

        p.setFont(body_font)
        line = p.fontMetrics().height()
        y = title_rect.bottom() + 4
        for part in (kind_title(self.spec.kind), players_text(self.spec)):
            p.drawText(QRectF(inner.left(), y, inner.width(), line), centre, part)
            y += line
        p.setFont(small_font)
        p.setPen(QColor("#5b6a5f") if self._playable else QColor("#6a6e67"))
        small_line = p.fontMetrics().height()
        for text in _wrap(p.fontMetrics(), source_title(self.spec), int(card.width() - 24), SOURCE_LINES):
            p.drawText(QRectF(card.left() + 12, y + 4, card.width() - 24, small_line), centre, text)
            y += small_line
        self._draw_badge(p, card, badge_font)
        p.end()

    def _draw_corners(self, p: QPainter, card: QRectF, ink: QColor) -> None:
        font = QFont(self.font())
        font.setPointSizeF(self.font().pointSizeF() * 1.5)
        p.setFont(font)
        p.setPen(ink)
        p.drawText(QRectF(card.left() + 6, card.top() + 5, 24, 24), Qt.AlignmentFlag.AlignCenter, self.suit)
        p.save()
        p.translate(card.right() - 6, card.bottom() - 5)
        p.rotate(180)
        p.drawText(QRectF(0, 0, 24, 24), Qt.AlignmentFlag.AlignCenter, self.suit)
        p.restore()

    def _badge_label(self) -> str:
        if not self._playable:
            return self.tr("Coming soon")
        return self.tr("Resume") if self._saved else self.tr("Play")

    def badge_rect(self) -> QRectF:
        """Where the badge is drawn: centred at the foot of the card."""
        metrics = QFontMetrics(self._fonts()[3])
        width = metrics.horizontalAdvance(self._badge_label()) + 22
        height = metrics.height() + 6
        card = self._card_rect()
        return QRectF(card.center().x() - width / 2, card.bottom() - height - 12, width, height)

    def _card_rect(self) -> QRectF:
        return QRectF(self.rect()).adjusted(4, 4, -6, -6)

    def _draw_badge(self, p: QPainter, card: QRectF, font: QFont) -> None:
        """ "Play" (or "Resume") on a playable game, "Coming soon" on the others."""
        label = self._badge_label()
        p.setFont(font)
        badge = self.badge_rect()
        height = badge.height()
        path = QPainterPath()
        path.addRoundedRect(badge, height / 2, height / 2)
        colour = "#a86a12" if self._saved else "#1d6b40"  # a saved game's "Resume" stands out
        p.fillPath(path, QColor(colour) if self._playable else QColor("#7a6a4a"))
        p.setPen(QColor("#fbf8ef"))
        p.drawText(badge, Qt.AlignmentFlag.AlignCenter, label)


def _tile_width(title_font: QFont, body_font: QFont) -> int:
    """The tiles' width: :data:`_TILE_WIDTH`, or more where the fonts need it (the text stands
    between the corner suits, 28 px in from each side of the card, itself 10 px within the tile)."""
    title, body = QFontMetrics(title_font), QFontMetrics(body_font)
    needed = 0
    for spec in registry.GAMES:
        words = re.findall(r"[^ -]+-?", game_title(spec))  # Qt breaks a title after a space or hyphen
        two_lines = min(
            max(title.horizontalAdvance(" ".join(words[:k])), title.horizontalAdvance(" ".join(words[k:])))
            for k in range(1, len(words) + 1)
        )
        widest = max(body.horizontalAdvance(text) for text in (kind_title(spec.kind), players_text(spec)))
        needed = max(needed, two_lines, widest)
    return max(_TILE_WIDTH, needed + 2 * 28 + 10 + 4)


def _wrap(metrics: QFontMetrics, text: str, width: int, max_lines: int) -> list[str]:
    """Word-wrap ``text`` into at most ``max_lines`` lines, eliding the last if it is cut."""
    lines: list[str] = []
    # "(W. H. Peel)" stays on one line, "(9th ed.);" too; a no-break space ("Modernized ;") holds
    words = re.findall(r"\([^)]*\)[^ ]*|[^ ]+", text)
    while words and len(lines) < max_lines:
        line = words.pop(0)
        while words and metrics.horizontalAdvance(f"{line} {words[0]}") <= width:
            line = f"{line} {words.pop(0)}"
        lines.append(line)
    if words or (lines and metrics.horizontalAdvance(lines[-1]) > width):
        rest = " ".join([lines[-1], *words]) if lines else " ".join(words)
        lines[-1:] = [metrics.elidedText(rest + (" …" if words else ""), Qt.TextElideMode.ElideRight, width)]
    return lines


class GameChooser(QScrollArea):
    """The grid of game tiles. ``game_activated(key)`` asks the main window to start a game."""

    game_activated = Signal(str)

    def __init__(self, games: Sequence[GameSpec], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("GameChooser")
        self.setWidgetResizable(True)
        self.setFrameShape(QScrollArea.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # the columns fit the width
        self.setAccessibleName(self.tr("Game chooser"))

        page = QWidget()
        page.setObjectName("ChooserPage")
        outer = self._outer = QVBoxLayout(page)
        outer.setContentsMargins(_MARGIN, 28, _MARGIN, 28)
        outer.setSpacing(6)
        heading = QLabel(self.tr("Choose a game"))
        heading.setObjectName("ChooserHeading")
        intro = QLabel(
            self.tr(
                "The round games of Peel and the classics of Hoyle. "
                "Click Play on a game, double-click it or press Enter to play."
            )
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
        self._opening: GameTile | None = None  # the tile the chooser opens at (the last game played)
        self._framed: GameTile | None = None  # the tile the keyboard was last on
        self._relayout()
        self.set_baize(DEFAULT_BAIZE)
        follow_desktop(self, self._follow_font, FONT)  # the intro's size, the tiles' width
        # A sign at the foot of the window while games lie below it (a click scrolls down).
        self.more = QPushButton(self.tr("More games below ▾"), self)
        self.more.setObjectName("ChooserMore")
        self.more.setCursor(Qt.CursorShape.PointingHandCursor)
        self.more.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the tiles keep the keyboard
        self.more.clicked.connect(
            lambda: self.verticalScrollBar().triggerAction(QAbstractSlider.SliderAction.SliderPageStepAdd)
        )
        bar = self.verticalScrollBar()
        bar.valueChanged.connect(self._place_more)
        bar.rangeChanged.connect(self._place_more)
        self._place_more()

    def _place_more(self, *_: object) -> None:
        """The sign lies in a strip of its own under the tiles (the view's lower margin), so it
        never covers a tile; the strip goes once the last games are in view."""
        bar = self.verticalScrollBar()
        below = not self._all_fit() and bar.value() < bar.maximum()
        self.more.setVisible(below)
        self.more.adjustSize()
        strip = self.more.height() + 12 if below else 0
        if self.viewportMargins().bottom() != strip:
            self.setViewportMargins(0, 0, 0, strip)
        if below:
            area = self.viewport().geometry()
            self.more.move(area.center().x() - self.more.width() // 2, area.bottom() + 7)
            self.more.raise_()

    def _follow_font(self) -> None:
        """The desktop's font changed while the app runs: the intro is styled again and the tiles
        measured again (playtest (h): at a larger font the titles were cut, measured for the old
        one), and as many columns as now fit laid out."""
        self.set_baize(self._baize)
        for tile in self.tiles:
            tile.refit()
        self._relayout()
        self._place_more()

    def set_baize(self, colour: str) -> None:
        self._baize = colour
        base = QColor(colour)
        if not base.isValid():
            base = QColor(DEFAULT_BAIZE)
        light = base.lighter(118).name()
        dark = base.darker(135).name()
        style = (
            f"#GameChooser {{ background: {dark}; }}"  # the strip under the tiles that holds the sign
            "#ChooserPage { background: qradialgradient(cx:0.5, cy:0.35, radius:0.9, fx:0.5, fy:0.35,"
            f" stop:0 {light}, stop:1 {dark}); }}"
            "#ChooserHeading { color: #f6efd9; font-family: Georgia, 'DejaVu Serif', serif;"
            f" font-size: {points(22)}; font-weight: bold; }}"
            f"#ChooserIntro {{ color: #dfe8d8; font-size: {points(11)}; }}"
            "#ChooserMore { color: #1f2a22; background: #f2d27a; border: 1px solid #8a6d1f;"
            " border-radius: 12px; padding: 4px 14px; font-weight: bold; }"
        )
        if style != self.styleSheet():
            self.setStyleSheet(style)

    def set_playable(self, keys: Iterable[str]) -> None:
        playable = set(keys)
        for tile in self.tiles:
            tile.set_playable(tile.spec.key in playable)

    def set_saved(self, keys: Iterable[str]) -> None:
        """The games with a saved game in progress: their tiles offer "Resume"."""
        saved = set(keys)
        for tile in self.tiles:
            tile.set_saved(tile.spec.key in saved)

    def playable_keys(self) -> list[str]:
        return [tile.spec.key for tile in self.tiles if tile.playable]

    def current_game(self) -> str | None:
        """The game whose tile has the keyboard focus, if any."""
        for tile in self.tiles:
            if tile.hasFocus():
                return tile.spec.key
        return None

    def focusInEvent(self, event) -> None:
        """The keyboard goes on to a tile (the one it was last on, else the first): a person who
        cannot see the screen hears a game's name at once, and Enter plays it. A click on the green
        between the tiles gives the chooser the focus: it used to send the frame to Cribbage, and
        Enter then dealt Cribbage (playtest 29 November (c))."""
        super().focusInEvent(event)
        if self.tiles and self.current_game() is None:
            (self._framed or self.tiles[0]).setFocus(Qt.FocusReason.OtherFocusReason)

    def focus_game(self, key: str) -> None:
        """The chooser as it opens: the keyboard on ``key``'s tile (the last game played), scrolled
        to the top, or only as far down as shows that tile whole (the playtest of 28 November (d):
        opened after the window was made smaller at a table, it was scrolled 80 px down, the title
        cut and the rows of tiles run into one another, laid out for the old width)."""
        self._opening = next((t for t in self.tiles if t.spec.key == key), None)
        if self._opening is not None:
            self._opening.setFocus(Qt.FocusReason.OtherFocusReason)
        self._open_at_home()
        QTimer.singleShot(0, self, self._open_at_home)  # again once the window's size has settled

    def _open_at_home(self) -> None:
        tile = self._opening
        if not self.isVisible():
            return  # (on show)
        self._outer.invalidate()  # rows laid out afresh for this width, not the width of before
        self._outer.activate()
        bar = self.verticalScrollBar()
        bar.setValue(0)
        if tile is not None and self.tiles.index(tile) >= self._last_row_start():
            bar.setValue(bar.maximum())  # the foot: no "More games below" with none below
        elif tile is not None:
            room = self.viewport().height()
            bottom = tile.geometry().bottom() + 20
            if bottom > room:
                bar.setValue(bottom - room)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if event.spontaneous():
            return  # the window shown again by the desktop (from minimised): left as the person left it
        self._open_at_home()
        QTimer.singleShot(0, self, self._open_at_home)

    # -- layout and keyboard --------------------------------------------------------------------
    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._relayout()
        if hasattr(self, "more"):
            self._place_more()

    def _room(self) -> int:
        """The width the tiles may take: the view's, less a scroll bar's whether one shows or not.
        Counted with the bar only when it shows, the columns changed as it came and went, and with
        them the rows and so the bar: at some sizes without end (a crash, 28 November)."""
        return self.width() - 2 * self.frameWidth() - self.verticalScrollBar().sizeHint().width()

    def _all_fit(self) -> bool:
        """Do all the games fit in the window's height? Asked of the tiles' own height at the width
        they are laid out for, not of the scroll bar: the bar's range changes with the strip the
        sign takes, and asked of it the strip came and went without end (a crash, 28 November)."""
        page = self.widget()
        room = self._room()
        height = page.heightForWidth(room) if page.hasHeightForWidth() else page.sizeHint().height()
        return height <= self.height() - 2 * self.frameWidth()

    def _relayout(self) -> None:
        """As many columns as fit; the heading and grid are centred together in the window."""
        tile_width = self.tiles[0].width() if self.tiles else _TILE_WIDTH
        viewport = self._room()
        columns = max(1, (viewport - 2 * _MARGIN + _SPACING) // (tile_width + _SPACING))
        columns = min(columns, max(1, len(self.tiles)))
        side = max(_MARGIN, (viewport - columns * (tile_width + _SPACING) + _SPACING) // 2)
        self._outer.setContentsMargins(side, 28, side, 28)
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
        if event.type() == QEvent.Type.FocusIn and isinstance(watched, GameTile):
            self._framed = watched
        if event.type() == QEvent.Type.KeyPress and isinstance(watched, GameTile):
            plain = not event.modifiers() & ~Qt.KeyboardModifier.ShiftModifier  # type: ignore[attr-defined]
            text = event.text() if plain else ""  # type: ignore[attr-defined]
            return self._move_focus(watched, event.key(), text)  # type: ignore[attr-defined]
        return super().eventFilter(watched, event)

    def _move_focus(self, tile: GameTile, key: int, text: str = "") -> bool:
        """The arrows move a tile (a row with Up and Down), Home and End to the first and last, and a
        letter on to the next game whose name begins with it (round again): seventeen tiles are
        many presses of an arrow for a person who hears them one by one."""
        columns = self._columns
        here = self.tiles.index(tile)
        moves = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1, Qt.Key.Key_Up: -columns, Qt.Key.Key_Down: columns}
        ends = {Qt.Key.Key_Home: -here, Qt.Key.Key_End: len(self.tiles) - 1 - here}
        step = moves.get(Qt.Key(key), ends.get(Qt.Key(key)))
        if step is None and len(text) == 1 and text.isalpha():
            after = self.tiles[here + 1 :] + self.tiles[: here + 1]
            found = next((t for t in after if t.accessibleName()[:1].lower() == text.lower()), None)
            step = None if found is None else self.tiles.index(found) - here
        if step is None:
            return False
        target = here + step
        if 0 <= target < len(self.tiles):
            self.tiles[target].setFocus(Qt.FocusReason.OtherFocusReason)
            self._show_tile(target)
        return True

    def _last_row_start(self) -> int:
        return (len(self.tiles) - 1) // self._columns * self._columns

    def _show_tile(self, index: int) -> None:
        """Scroll a tile the keyboard reached into view; the first row to the very top (the heading
        with it) and the last to the foot, where "More games below" goes: a few pixels short of it
        the sign stayed with no game below."""
        bar = self.verticalScrollBar()
        if index < self._columns:
            bar.setValue(bar.minimum())
        elif index >= self._last_row_start():
            bar.setValue(bar.maximum())
        else:
            self.ensureWidgetVisible(self.tiles[index], 20, 20)

    def sizeHint(self) -> QSize:
        tile = self.tiles[0].size() if self.tiles else QSize(_TILE_WIDTH, 160)
        return QSize(4 * (tile.width() + _SPACING) + 2 * _MARGIN, 3 * (tile.height() + _SPACING) + 140)
