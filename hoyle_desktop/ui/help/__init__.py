"""The "Rules of the Game" pages, one module (or package) per game.

``PAGES`` maps a game key to ``"module:function"``; the function takes no arguments and returns
the page as HTML, translated for the current language. A game is imported only when its page is
asked for. To add a game, write ``help/<game>.py`` with a ``page()`` built from :mod:`.html` and
list it here.
"""

from __future__ import annotations

import importlib

PAGES: dict[str, str] = {
    "cribbage": "hoyle_desktop.ui.help.cribbage:page",
    "pope_joan": "hoyle_desktop.ui.help.stops:pope_joan_page",
    "spin": "hoyle_desktop.ui.help.stops:spin_page",
    "newmarket": "hoyle_desktop.ui.help.stops:newmarket_page",
    "jig": "hoyle_desktop.ui.help.stops:jig_page",
    "snip_snap_snorum": "hoyle_desktop.ui.help.stops:snip_snap_snorum_page",
}


def page_for(game_key: str) -> str | None:
    """The rules page of ``game_key`` (``pope-joan`` and ``pope_joan`` are the same), or None."""
    target = PAGES.get(game_key.strip().lower().replace("-", "_"))
    if target is None:
        return None
    module_name, _, function = target.partition(":")
    return getattr(importlib.import_module(module_name), function)()
