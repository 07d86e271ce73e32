"""Reading a rules page's Markdown into blocks of translation units (no Qt here).

The notation is described in ``docs/help-format.md``. A page is a list of blocks: headings,
paragraphs, lists and tables. Every heading, paragraph, list item and table cell that has words is
one translation unit: its English text exactly as written (lines joined with single spaces), with
an optional translator's note from a trailing ``<!-- note -->``. ``tools/translations.py update``
marks the units of every file for lupdate; :mod:`.render` translates them and builds the HTML.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

CONTEXT = "RulesHelp"

_HEADING = re.compile(r"^(#{1,3})\s+(.*?)(?:\s+\{#([\w-]+)\})?\s*$")
_BULLET = re.compile(r"^[-*]\s+(.*)$")
_NUMBERED = re.compile(r"^\d+\.\s+(.*)$")
_INCLUDE = re.compile(r"^\{\{\s*include\s+(\S+)\s*\}\}$")
_OPTION = re.compile(r"^\{\{\s*option\s+(\w+)\s*\}\}\s*(.*)$")
_NOTE = re.compile(r"\s*<!--\s*(.*?)\s*-->\s*$")
_SEPARATOR = re.compile(r"^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?$")
MENU_KEYS = "{{menu keys}}"

CARD = r"(?:10|[2-9TJQKA])[SHDC]"
CARDS = re.compile(rf"\[({CARD}(?:\s+{CARD})*)\](?!\()")
CODE = re.compile(r"`([^`]+)`")
LINK_TARGET = re.compile(r"\]\(#[\w-]+\)")
DIRECTIVE = re.compile(r"\{\{[^}]*\}\}")


@dataclass(frozen=True)
class Unit:
    """One piece to translate: the English text (Markdown inline notation) and a translator's note."""

    text: str
    note: str | None = None

    @staticmethod
    def of(raw: str) -> Unit:
        raw = " ".join(raw.split())
        match = _NOTE.search(raw)
        if match:
            return Unit(raw[: match.start()].strip(), match.group(1))
        return Unit(raw)

    @property
    def has_words(self) -> bool:
        """Whether there is anything to translate once keys, cards and link targets are taken out."""
        rest = CODE.sub(" ", self.text)
        rest = CARDS.sub(" ", LINK_TARGET.sub("]", DIRECTIVE.sub(" ", rest)))
        return re.search(r"[^\W\d_]", rest) is not None


@dataclass
class Heading:
    level: int
    unit: Unit
    anchor: str


@dataclass
class Paragraph:
    unit: Unit


@dataclass
class Item:
    unit: Unit
    option: str | None = None  # a house rule: its title comes from the rules schema


@dataclass
class ListBlock:
    ordered: bool
    items: list[Item] = field(default_factory=list)


@dataclass
class Table:
    header: list[Unit]
    rows: list[list[Unit]] = field(default_factory=list)  # a row of [MENU_KEYS] stands for the menu keys


Block = Heading | Paragraph | ListBlock | Table


class HelpFormatError(ValueError):
    """A page that does not follow the notation: names the file and line."""


def _cells(line: str) -> list[str]:
    line = line.strip()
    line = line[1:] if line.startswith("|") else line
    line = line[:-1] if line.endswith("|") else line
    return [cell.strip() for cell in line.split("|")]


def parse(text: str, name: str = "<page>", include: Callable[[str], str] | None = None) -> list[Block]:
    """The blocks of a page. ``include(path)`` returns the text of an included part; without it, an
    include is an error."""
    blocks: list[Block] = []
    lines: list[str] = []  # the paragraph being read
    current: ListBlock | Table | None = None
    item_lines: list[str] = []

    def close_paragraph() -> None:
        if lines:
            blocks.append(Paragraph(Unit.of(" ".join(lines))))
            lines.clear()

    def close_item() -> None:
        if item_lines and isinstance(current, ListBlock):
            raw = " ".join(item_lines)
            option = _OPTION.match(raw)
            if option:
                current.items.append(Item(Unit.of(option.group(2)), option.group(1)))
            else:
                current.items.append(Item(Unit.of(raw)))
        item_lines.clear()

    def close_all() -> None:
        nonlocal current
        close_paragraph()
        close_item()
        current = None

    for number, line in enumerate(text.splitlines(), 1):
        where = f"{name}, line {number}"
        stripped = line.strip()
        if not stripped:
            close_all()
            continue
        if isinstance(current, ListBlock) and line[:1].isspace():
            item_lines.append(stripped)  # an item going on over several lines
            continue
        if stripped.startswith("|"):
            close_paragraph()
            close_item()
            if not isinstance(current, Table):
                current = Table([Unit.of(c) for c in _cells(stripped)])
                blocks.append(current)
            elif not _SEPARATOR.match(stripped):
                cells = _cells(stripped)
                if cells[0] == MENU_KEYS:
                    current.rows.append([Unit(MENU_KEYS)])
                elif len(cells) != len(current.header):
                    wanted = len(current.header)
                    raise HelpFormatError(f"{where}: {len(cells)} cells, the header has {wanted}")
                else:
                    current.rows.append([Unit.of(c) for c in cells])
            continue
        include_match = _INCLUDE.match(stripped)
        heading = _HEADING.match(stripped)
        bullet, numbered = _BULLET.match(stripped), _NUMBERED.match(stripped)
        if include_match:
            close_all()
            if include is None:
                raise HelpFormatError(f"{where}: nothing to include {include_match.group(1)} from")
            path = include_match.group(1)
            blocks += parse(include(path), path, include)
        elif heading:
            close_all()
            level, title, anchor = len(heading.group(1)), heading.group(2), heading.group(3)
            if level > 1 and not anchor:
                raise HelpFormatError(f"{where}: a section heading needs an anchor: ## Title {{#anchor}}")
            blocks.append(Heading(level, Unit.of(title), anchor or ""))
        elif bullet or numbered:
            close_paragraph()
            close_item()
            ordered = numbered is not None
            if not (isinstance(current, ListBlock) and current.ordered == ordered):
                current = ListBlock(ordered)
                blocks.append(current)
            item_lines.append((numbered or bullet).group(1))  # type: ignore[union-attr]
        else:
            if current is not None:
                close_all()
            lines.append(stripped)
    close_all()
    return _join_lists(blocks)


def _join_lists(blocks: list[Block]) -> list[Block]:
    """Lists of the same kind one after the other are one list (as in Markdown), so a page can add
    its own items to a list that an included part begins."""
    joined: list[Block] = []
    for block in blocks:
        last = joined[-1] if joined else None
        if isinstance(block, ListBlock) and isinstance(last, ListBlock) and last.ordered == block.ordered:
            last.items += block.items
        else:
            joined.append(block)
    return joined


def units(blocks: list[Block]) -> Iterator[Unit]:
    """Every unit with words, in page order (a unit may come more than once)."""
    for block in blocks:
        if isinstance(block, (Heading, Paragraph)):
            pieces = [block.unit]
        elif isinstance(block, ListBlock):
            pieces = [item.unit for item in block.items]
        else:
            pieces = [*block.header, *(cell for row in block.rows for cell in row)]
        yield from (unit for unit in pieces if unit.has_words)


def options(blocks: list[Block]) -> list[str]:
    """The house rules a page describes (``{{option name}}`` items), in order."""
    return [item.option for b in blocks if isinstance(b, ListBlock) for item in b.items if item.option]
