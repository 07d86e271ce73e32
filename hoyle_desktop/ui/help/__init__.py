"""The "Rules of the Game" pages: one Markdown file per game, ``resources/help/<game key>.md``.

A game has a page when its file exists; nothing else registers it. Shared parts live in
``resources/help/parts/`` and are pulled in with ``{{include parts/<name>.md}}``. The notation is in
``docs/help-format.md``; :mod:`.markdown` reads it (without Qt), :mod:`.render` translates each
unit and builds the HTML the rules window shows.
"""

from __future__ import annotations

from pathlib import Path

from ...bundled import resource
from .markdown import Block, HelpFormatError, parse

__all__ = ["HelpFormatError", "help_dir", "page_blocks", "page_for", "page_keys"]


def help_dir() -> Path:
    return resource("help")


def page_keys() -> list[str]:
    """The games that have a page."""
    return sorted(p.stem for p in help_dir().glob("*.md"))


def _key(game_key: str) -> str:
    return game_key.strip().lower().replace("-", "_")


def _read(relative: str) -> str:
    path = (help_dir() / relative).resolve()
    if help_dir().resolve() not in path.parents or path.suffix != ".md":
        raise HelpFormatError(f"{relative}: only .md files under resources/help can be included")
    return path.read_text(encoding="utf-8")


def page_blocks(game_key: str) -> list[Block] | None:
    """The blocks of the page of ``game_key`` with its parts included, or None if it has none."""
    key = _key(game_key)
    path = help_dir() / f"{key}.md"
    if not key.isidentifier() or not path.is_file():
        return None
    return parse(path.read_text(encoding="utf-8"), path.name, _read)


def page_for(game_key: str) -> str | None:
    """The rules page of ``game_key`` (``pope-joan`` and ``pope_joan`` are the same) as HTML in the
    reader's language, or None."""
    blocks = page_blocks(game_key)
    if blocks is None:
        return None
    from ...profiles import rules_schema
    from .render import page

    try:
        schema = rules_schema(_key(game_key))
    except KeyError:
        schema = None
    return page(blocks, schema)
