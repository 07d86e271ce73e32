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
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

GROW = 0.8


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
        fits = min(size.width() / across, size.height() / down)
        # The chosen width on an ordinary window; on a large one the cards grow with it (as
        # KPatience's do), to GROW of the largest size the table holds.
        width = max(least, min(fits, max(chosen, fits * GROW)))
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
        from ..cards.decks import builtin_deck, find_system_decks

        wanted = str(self.settings.get("deck"))
        if wanted == self.renderer.deck.id:
            return
        deck = next((d for d in find_system_decks() if d.id == wanted), builtin_deck())
        self.renderer.set_deck(deck)
