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
        from .cards.decks import find_deck
        from .cards.renderer import CardRenderer
        from .gui_gc import install

        install(window)  # worker threads start here: from now on, cycles are collected on the GUI thread
        settings = window.settings
        # Made with the chosen deck: the 400 kB SVG is parsed once (tests/ui/test_card_deck_loaded_once.py).
        renderer = CardRenderer(find_deck(str(settings.get("deck"))), parent=window)
        services = TableServices(
            settings=settings, renderer=renderer, ai=AiService(window), saver=BackgroundSaver(window)
        )
        watch_saving(services.saver, window)
        window.table_services = services
    return services
