"""The felt the cards lie on: a view that sizes the cards to the window (the size the person chose,
smaller on a small window, larger on a large one), has them re-rendered crisply at that size, and
lays its scene out again.

The scene must offer ``card_w``, ``set_card_size(w, h)``, ``relayout(ms)``, ``all_items()``,
``back`` and ``anim_ms``, as the game scenes do.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QPainter, QResizeEvent
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView

GROW = 0.8
NORMAL_POINTS = 10.0  # a desktop's usual font size; a larger one makes larger cards
LARGE = 1.5  # the "large cards" option: the chosen width and the smallest one half as large again


def card_scale(settings: Any) -> float:
    """How much larger than ordinary the person wants the cards: with the system's font (a person
    who set large text wants larger cards too), and half as large again with "Large cards". Every
    table sizes its cards by it: the card tables here, and the tables that paint their cards or lay
    them out as widgets (banking, trading, Loto, Speculation) as far as their layouts hold."""
    points = QApplication.font().pointSizeF()
    scale = max(1.0, points / NORMAL_POINTS) if points > 0 else 1.0
    return scale * (LARGE if settings.get("large_cards") else 1.0)


class CardTableView(QGraphicsView):
    cards_resized = Signal()  # the card size changed (boards drawn with card art may redraw)

    def __init__(
        self, scene: QGraphicsScene, renderer: Any, settings: Any, fit: tuple[float, float, float], name: str
    ) -> None:
        super().__init__(scene)
        self.renderer, self.settings = renderer, settings
        self.fit = fit  # (cards across, cards down, smallest card width in px)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setBackgroundBrush(QColor(str(settings.get("table_colour"))))
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAccessibleName(name)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_cards()

    def fit_cards(self, force: bool = False) -> None:
        scene: Any = self.scene()
        size = self.viewport().size()
        scene.setSceneRect(0, 0, size.width(), size.height())
        across, down, least = self.fit
        chosen = float(self.settings.get("card_width"))
        scale = card_scale(self.settings)
        large = bool(self.settings.get("large_cards"))
        chosen, least = chosen * scale, least * scale
        fits = min(size.width() / across, size.height() / down)
        # The chosen width on an ordinary window; on a large one the cards grow with it (as
        # KPatience's do), to GROW of the largest size the table holds (all of it for large cards).
        width = max(least, min(fits, max(chosen, fits * (1.0 if large else GROW))))
        if force or abs(width - scene.card_w) >= 1:
            scene.set_card_size(width, self.renderer.card_height_for(int(width)))
            self.cards_resized.emit()
        scene.relayout(0)

    def apply_settings(self, names: list[str] | None = None) -> None:
        """Table colour, deck, card back, animation time or card size changed in the options."""
        if names is None or "deck" in names:
            self._use_chosen_deck()
        scene: Any = self.scene()
        self.setBackgroundBrush(QColor(str(self.settings.get("table_colour"))))
        scene.back = str(self.settings.get("card_back"))
        scene.anim_ms = int(self.settings.get("animation_ms"))
        for item in scene.all_items():
            item.back = scene.back
        self.fit_cards(force=True)

    def _use_chosen_deck(self) -> None:
        from ..cards.decks import find_deck

        wanted = str(self.settings.get("deck"))
        if wanted == self.renderer.deck.id:
            return
        deck = find_deck(wanted)
        self.renderer.set_deck(deck)
