"""The rules help provider for Help ▸ Rules of the Game (F1).

``rules_text(game_key)`` returns the game's rules as an HTML page, translated for the current
language, or None for a game whose page is not written yet (the main window then shows a short
note about the game). The pages are Markdown files in ``resources/help`` (docs/help-format.md),
rendered by :mod:`hoyle_desktop.ui.help`.
"""

from __future__ import annotations

import logging

from .help import HelpFormatError, page_for

log = logging.getLogger(__name__)


def rules_text(game_key: str) -> str | None:
    try:
        return page_for(game_key)
    except (HelpFormatError, OSError) as error:  # a broken page file: the short note instead
        log.error("rules page of %s: %s", game_key, error)
        return None
