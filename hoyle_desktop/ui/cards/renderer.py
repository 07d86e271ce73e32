"""Card sprites: SVG rendered at the exact device pixel size, kept in a size-keyed LRU cache.

``CardRenderer.pixmap`` renders synchronously on a miss. ``prerender`` renders a whole deck at one
size in the background: each worker (a ``QRunnable`` on a ``QThreadPool``) builds its own
``QSvgRenderer`` from the deck's bytes and paints into ``QImage``s, which are the only thing handed
back to the GUI thread, where they become pixmaps. Work for a size or deck that is no longer the
current one is abandoned and its results dropped.
"""

from __future__ import annotations

import contextlib
import logging
import threading
from collections import OrderedDict
from dataclasses import dataclass

from PySide6.QtCore import QByteArray, QObject, QRectF, QRunnable, QThreadPool, QTimer, Signal
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from hoyle_desktop.engine.cards import Card, Rank
from hoyle_desktop.ui.cards import svg_deck
from hoyle_desktop.ui.cards.decks import DeckError, DeckInfo, back_elements, builtin_deck, load_deck_bytes
from hoyle_desktop.ui.cards.svg_shapes import CARD_H, CARD_W, element_id

log = logging.getLogger(__name__)

CARD_ASPECT = CARD_H / CARD_W  # height / width of the builtin deck (1.4)
DEFAULT_CACHE_BYTES = 192 * 1024 * 1024
FACE_IDS: tuple[str, ...] = svg_deck.FACE_IDS

__all__ = [
    "CARD_ASPECT",
    "CardRenderer",
    "back_elements",
    "card_height_for",
    "element_for",
]


def court_letters() -> tuple[str, str, str, str]:
    """The corner letters of ace, jack, queen and king in the user's language (J, Q, K become
    B, D, K in German and V, D, R in French), as the table's card labels write them."""
    from hoyle_desktop.ui.table.card_words import rank_letter

    return tuple(rank_letter(r) for r in (Rank.ACE, Rank.JACK, Rank.QUEEN, Rank.KING))  # type: ignore[return-value]


def element_for(card: Card) -> str:
    """The SVG element that draws ``card``: ``1_club``, ``10_heart``, ``king_spade`` ..."""
    return element_id(card.rank, card.suit)


def card_height_for(width: int, aspect: float = CARD_ASPECT) -> int:
    return max(1, round(width * aspect))


def _paint(renderer: QSvgRenderer, element: str, width: int, height: int, dpr: float) -> QImage:
    """``element`` painted into a transparent image of width x height device pixels."""
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    renderer.render(painter, element, QRectF(0, 0, width, height))
    painter.end()
    image.setDevicePixelRatio(dpr)
    return image


class _Relay(QObject):
    """Lives in the GUI thread; workers emit on it, so delivery is queued to the GUI thread."""

    done = Signal(object)


@dataclass
class _Batch:
    generation: int
    width: int
    dpr: float
    outstanding: int


class _RenderJob(QRunnable):
    def __init__(
        self,
        data: bytes,
        elements: list[str],
        sizes: tuple[int, int, float],
        generation: int,
        current: _Generation,
        relay: _Relay,
    ) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self._data, self._elements, self._sizes = data, elements, sizes
        self._generation, self._current, self._relay = generation, current, relay

    def run(self) -> None:
        results: list[tuple[str, QImage]] = []
        if self._current.value == self._generation:
            renderer = QSvgRenderer(QByteArray(self._data))
            width, height, dpr = self._sizes
            for element in self._elements:
                if self._current.value != self._generation:
                    break  # superseded: stop early, the GUI thread drops what we send
                results.append((element, _paint(renderer, element, width, height, dpr)))
        with contextlib.suppress(RuntimeError):  # RuntimeError: the renderer (and its relay) is gone
            self._relay.done.emit((self._generation, results))


class _Generation:
    """A counter shared with the workers; they only read it."""

    def __init__(self) -> None:
        self.value = 0
        self._lock = threading.Lock()

    def bump(self) -> int:
        with self._lock:
            self.value += 1
            return self.value


_pool: QThreadPool | None = None


def render_pool() -> QThreadPool:
    """The pool every ``CardRenderer`` renders on (a few threads, separate from the global pool)."""
    global _pool
    if _pool is None:
        _pool = QThreadPool()
        _pool.setMaxThreadCount(max(1, min(4, QThreadPool.globalInstance().maxThreadCount())))
    return _pool


class CardRenderer(QObject):
    """Renders and caches the cards of one deck; switch decks with ``set_deck``."""

    ready = Signal(int)  # a prerender for this width finished; its pixmaps are in the cache
    deck_changed = Signal(object)  # the DeckInfo now in use (the builtin one after a failed load)

    def __init__(
        self,
        deck: DeckInfo | None = None,
        cache_bytes: int = DEFAULT_CACHE_BYTES,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._cache: OrderedDict[str, QPixmap] = OrderedDict()
        self._cache_limit = cache_bytes
        self._cache_used = 0
        self._generation = _Generation()
        self._batch: _Batch | None = None
        self._relay = _Relay(self)
        self._relay.done.connect(self._on_chunk)
        self._deck = builtin_deck()
        self._data = b""
        self._svg = QSvgRenderer(self)
        self._aspect = CARD_ASPECT
        self._backs: list[str] = []
        self.set_deck(deck or builtin_deck())

    # --- deck -----------------------------------------------------------------------------------

    @property
    def deck(self) -> DeckInfo:
        return self._deck

    def set_deck(self, deck: DeckInfo) -> DeckInfo:
        """Load ``deck``; if it is missing or damaged, load the builtin deck. Returns the one in use."""
        loaded = self._load(deck)
        if loaded is None:
            log.warning("card deck %s could not be loaded; using the builtin deck", deck.id)
            deck = builtin_deck()
            loaded = self._load(deck)
            assert loaded is not None, "the builtin deck must always load"
        self._generation.bump()
        self._batch = None
        self._deck, self._data, renderer = deck, *loaded
        self._svg.deleteLater()
        self._svg = renderer
        renderer.setParent(self)
        bounds = renderer.boundsOnElement(FACE_IDS[0])
        self._aspect = bounds.height() / bounds.width() if bounds.width() > 0 else CARD_ASPECT
        self._backs = [b for b in back_elements(deck) if renderer.elementExists(b)] or ["back"]
        self.clear_cache()
        self.deck_changed.emit(deck)
        return deck

    @staticmethod
    def _load(deck: DeckInfo) -> tuple[bytes, QSvgRenderer] | None:
        try:
            data = load_deck_bytes(deck, court_letters())
        except DeckError as exc:
            log.info("%s", exc)
            return None
        renderer = QSvgRenderer(QByteArray(data))
        needed = [*FACE_IDS, "back"]
        if not renderer.isValid() or not all(renderer.elementExists(e) for e in needed):
            return None
        return data, renderer

    def elements(self) -> list[str]:
        """Every element ``prerender`` draws: the 52 faces and the deck's backs."""
        return [*FACE_IDS, *self._backs]

    def back_elements(self) -> list[str]:
        return list(self._backs)

    def card_height_for(self, width: int) -> int:
        """The height of a card ``width`` pixels wide in this deck."""
        return card_height_for(width, self._aspect)

    # --- pixmaps --------------------------------------------------------------------------------

    def cache_key(self, element: str, width: int, dpr: float = 1.0) -> str:
        """The cache key: ``"{deck.id}:{element}@{w}x{h}@{dpr}"`` with w, h in logical pixels."""
        return f"{self._deck.id}:{element}@{width}x{self.card_height_for(width)}@{float(dpr)}"

    def _resolve(self, element: str) -> str:
        if self._svg.elementExists(element):
            return element
        if element.startswith("back"):
            return "back"  # a back design this deck lacks
        raise KeyError(f"deck {self._deck.id} has no element {element!r}")

    def pixmap(self, element: str, width_px: int, dpr: float = 1.0) -> QPixmap:
        """``element`` drawn ``width_px`` logical pixels wide, at ``dpr`` device pixels per pixel.

        The pixmap is ``round(width_px * dpr)`` device pixels wide and carries ``dpr`` as its device
        pixel ratio, so it paints at ``width_px`` logical pixels and is sharp on high-DPI screens.
        """
        element, dpr = self._resolve(element), float(dpr)
        key = self.cache_key(element, width_px, dpr)
        cached = self._cache.get(key)
        if cached is not None:
            self._cache.move_to_end(key)
            return cached
        w, h = self._device_size(width_px, dpr)
        pixmap = QPixmap.fromImage(_paint(self._svg, element, w, h, dpr))
        pixmap.setDevicePixelRatio(dpr)
        self._store(key, pixmap)
        return pixmap

    def _device_size(self, width_px: int, dpr: float) -> tuple[int, int]:
        return max(1, round(width_px * dpr)), max(1, round(self.card_height_for(width_px) * dpr))

    def _store(self, key: str, pixmap: QPixmap) -> None:
        if key in self._cache:
            return
        self._cache[key] = pixmap
        self._cache_used += pixmap.width() * pixmap.height() * 4
        while self._cache_used > self._cache_limit and len(self._cache) > 1:
            _, evicted = self._cache.popitem(last=False)
            self._cache_used -= evicted.width() * evicted.height() * 4

    def cached(self, element: str, width_px: int, dpr: float = 1.0) -> bool:
        return self.cache_key(element, width_px, dpr) in self._cache

    def cache_bytes(self) -> int:
        return self._cache_used

    def cache_count(self) -> int:
        return len(self._cache)

    def clear_cache(self) -> None:
        self._cache.clear()
        self._cache_used = 0

    # --- background rendering -------------------------------------------------------------------

    def prerender(self, width_px: int, dpr: float = 1.0) -> None:
        """Render every element at this size in the background; ``ready(width_px)`` follows.

        A newer ``prerender`` (another size) or ``set_deck`` makes this one stale: its workers stop
        and anything they still deliver is dropped, and it never emits ``ready``.
        """
        dpr = float(dpr)
        batch = self._batch
        if batch is not None and (batch.width, batch.dpr) == (width_px, dpr):
            return  # already under way
        generation = self._generation.bump()
        todo = [e for e in self.elements() if not self.cached(e, width_px, dpr)]
        pool = render_pool()
        chunks = [todo[i :: pool.maxThreadCount()] for i in range(pool.maxThreadCount())]
        chunks = [c for c in chunks if c]
        self._batch = _Batch(generation, width_px, dpr, len(chunks))
        if not chunks:
            QTimer.singleShot(0, self, lambda: self._finish(generation))
            return
        w, h = self._device_size(width_px, dpr)
        for chunk in chunks:
            pool.start(_RenderJob(self._data, chunk, (w, h, dpr), generation, self._generation, self._relay))

    def _on_chunk(self, message: tuple[int, list[tuple[str, QImage]]]) -> None:
        generation, results = message
        batch = self._batch
        if batch is None or generation != batch.generation:
            return  # stale: a size or deck that is no longer current
        for element, image in results:
            pixmap = QPixmap.fromImage(image)
            pixmap.setDevicePixelRatio(batch.dpr)
            self._store(self.cache_key(element, batch.width, batch.dpr), pixmap)
        batch.outstanding -= 1
        if batch.outstanding <= 0:
            self._finish(generation)

    def _finish(self, generation: int) -> None:
        batch = self._batch
        if batch is None or batch.generation != generation:
            return
        self._batch = None
        self.ready.emit(batch.width)

    def is_prerendering(self) -> bool:
        return self._batch is not None

    @staticmethod
    def wait_for_workers(msecs: int = -1) -> bool:
        """Block until the render pool is idle (for shutdown and tests)."""
        return render_pool().waitForDone(msecs)
