"""What every table shares for the life of the main window: settings, the card renderer and the
computer players' worker threads. Made on first use, so the chooser opens without them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtWidgets import QWidget

from .ai_service import AiService
from .saver import BackgroundSaver, watch_saving


@dataclass
class TableServices:
    settings: Any
    renderer: Any
    ai: AiService
    saver: BackgroundSaver

    def shutdown(self) -> None:
        self.ai.shutdown()
        self.saver.flush()


def services_for(widget: QWidget) -> TableServices:
    window = widget.window()
    services = getattr(window, "table_services", None)
    if services is None:
        from .cards.decks import builtin_deck, find_system_decks
        from .cards.renderer import CardRenderer

        settings = window.settings
        renderer = CardRenderer(parent=window)
        wanted = str(settings.get("deck"))
        deck = next((d for d in find_system_decks() if d.id == wanted), builtin_deck())
        renderer.set_deck(deck)
        services = TableServices(
            settings=settings, renderer=renderer, ai=AiService(window), saver=BackgroundSaver(window)
        )
        watch_saving(services.saver, window)
        window.table_services = services
    return services
