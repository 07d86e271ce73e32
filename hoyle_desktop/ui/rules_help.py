"""The rules help provider for Help ▸ Rules of the Game (F1).

``rules_text(game_key)`` returns the game's rules as an HTML page, translated for the current
language, or None for a game whose page is not written yet (the main window then shows a short
note about the game). The pages live in :mod:`hoyle_desktop.ui.help`, one module per game.
"""

from __future__ import annotations

from .help import page_for


def rules_text(game_key: str) -> str | None:
    return page_for(game_key)
