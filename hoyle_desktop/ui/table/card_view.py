"""The felt the cards lie on: a view that sizes the cards to the window (the size the person chose,
smaller on a small window, larger on a large one), has them re-rendered crisply at that size, and
lays its scene out again.

With "Large cards" the cards are half as large again where the window holds them, and at a small
window still as much larger as the table's layout allows (``ROOM``): the one rule for every card
table, each giving only how many cards its layout needs across and down.

The scene must offer ``card_w``, ``set_card_size(w, h)``, ``relayout(ms)``, ``all_items()``,
``back`` and ``anim_ms``, as the game scenes do.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QPainter, QResizeEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from ..fonts import font_scale

GROW = 0.8
LARGE = 1.5  # the "large cards" option: the chosen width and the smallest one half as large again
# With large cards a table's layout closes up across (hands fanned tighter, the middle's rows and
# piles nearer): the cards may be this much wider than the room across it plans for ordinary cards.
# Down, nothing closes up: the table's count of cards down holds them as it does ordinary ones.
ROOM = 1.25


def card_scale(settings: Any) -> float:
    """How much larger than ordinary the person wants the cards: with the system's font (a person
    who set large text wants larger cards too), and half as large again with "Large cards". Every
    table sizes its cards by it: the card tables here, and the tables that paint their cards or lay
    them out as widgets (banking, trading, Loto, Speculation) as far as their layouts hold."""
    return font_scale() * (LARGE if settings.get("large_cards") else 1.0)


class CardTableView(QGraphicsView):
    cards_resized = Signal()  # the card size changed (boards drawn with card art may redraw)

    def __init__(
        self,
        scene: QGraphicsScene,
        renderer: Any,
        settings: Any,
        fit: tuple[float, ...],
        name: str,
        words_down: float = 0.0,
    ) -> None:
        super().__init__(scene)
        self.renderer, self.settings = renderer, settings
        # (cards across, cards down, the smallest card width in px[, the cards down the layout needs
        # with nothing overlapping, where that is more than the count down: large cards keep to it]);
        # counts in card widths
        self.fit = fit
        # The pixels down that lines of words between the rows of cards take (names under hands, a
        # title over the middle), which do not grow with the cards. Given, the cards down with nothing
        # overlapping hold below what is left of the height at every size, ordinary cards too.
        self.words_down = words_down
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
        width = self.card_width(size.width(), size.height())
        if force or abs(width - scene.card_w) >= 1:
            scene.set_card_size(width, self.renderer.card_height_for(int(width)))
            self.cards_resized.emit()
        scene.relayout(0)

    def card_width(self, width: float, height: float) -> float:
        """The cards' width on a felt of ``width`` x ``height`` pixels."""
        across, down, least = self.fit[:3]
        need = self.fit[3] if len(self.fit) > 3 else down
        scale = card_scale(self.settings)
        chosen, least = float(self.settings.get("card_width")) * scale, least * scale
        fits = min(width / across, height / down)
        clear = max(height - self.words_down, 1.0) / need  # the height that holds cards and words apart
        # The chosen width on an ordinary window; on a large one the cards grow with it (as
        # KPatience's do), to GROW of the largest size the table holds.
        ordinary = min(fits, max(chosen, fits * GROW))
        ordinary = max(least, min(ordinary, clear) if self.words_down else ordinary)
        if not self.settings.get("large_cards"):
            return ordinary
        # Large cards: the chosen width, or all the room the table holds on a large window, and on a
        # small one as much as its layout closed up across holds (never less than the room it plans).
        tight = min(width / across * ROOM, clear)
        return max(ordinary, min(tight, max(chosen, fits)))

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
