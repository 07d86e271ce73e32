"""A rules page from its Markdown: each unit translated, then set as HTML for the rules window.

Only what must be computed is done here: card labels in the reader's language (rank letters from
the "Cards" context, red suits in red), key names as this system and language write them, the
house rules' names as the House Rules dialog gives them (from the rules schema), and the main
window's keys at the end of each keyboard table.
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence, QPalette

from ...engine.cards import Card
from .. import shortcuts as keys
from ..data_words import schema_text
from ..ink import palette_red
from ..table.card_words import rank_letter
from ..table.scrolled_label import PAGE_DOWN, PAGE_UP
from .markdown import CARDS, CODE, CONTEXT, MENU_KEYS, Block, Heading, ListBlock, Paragraph, Table, Unit

_SUITS = {"S": ("♠", False), "H": ("♥", True), "D": ("♦", True), "C": ("♣", False)}
_LINK = re.compile(r"\[([^\]]+)\]\((#[\w-]+)\)")
_BOLD = re.compile(r"\*\*(.+?)\*\*")
_ITALIC = re.compile(r"\*(.+?)\*")


def translate(unit: Unit) -> str:
    """The unit in the reader's language (looked up at each call: tests may replace it)."""
    return QCoreApplication.translate(CONTEXT, unit.text, unit.note)


def menu_keys() -> list[tuple[str, str]]:
    """The main window's shortcuts, the same for every game (``ui/shortcuts.py``, which the menus use),
    and the keys that scroll the side panel's words at every table (``ui/table/scrolled_label.py``)."""
    return [
        (key(keys.NEW_GAME), QCoreApplication.translate("RulesHelp", "start a new game")),
        (
            key(keys.REPLAY),
            QCoreApplication.translate("RulesHelp", "start this game again with the same cards"),
        ),
        (
            key(keys.UNDO),
            QCoreApplication.translate(
                "RulesHelp", "take back your last move (the game is then not counted in the statistics)"
            ),
        ),
        (
            key(keys.CHOOSER),
            QCoreApplication.translate("RulesHelp", "choose another game (this one stays saved)"),
        ),
        (key(keys.OPTIONS), QCoreApplication.translate("RulesHelp", "options")),
        (key(keys.FULL_SCREEN), QCoreApplication.translate("RulesHelp", "full screen on or off")),
        (key(keys.RULES), QCoreApplication.translate("RulesHelp", "these rules")),
        (
            key(keys.WHERE_AM_I),
            QCoreApplication.translate(
                "RulesHelp", "where am I: the state of the table in a sentence or two"
            ),
        ),
        (
            key(keys.REPEAT_ANNOUNCEMENT),
            QCoreApplication.translate("RulesHelp", "the last announcement again"),
        ),
        (key(keys.LIST_HAND), QCoreApplication.translate("RulesHelp", "your cards, one after another")),
        (
            f"{key(PAGE_UP)} / {key(PAGE_DOWN)}",
            QCoreApplication.translate(
                "RulesHelp", "scroll a long hint, or the count, beside the table (Tab reaches them too)"
            ),
        ),
    ]


# -- inline notation ------------------------------------------------------------------------------
def key(sequence: str) -> str:
    """A key given portably (``Ctrl+R``) as this system names it (``⌘R`` on a Mac, ``Strg+R`` in
    German), set as a key."""
    native = QKeySequence(sequence).toString(QKeySequence.SequenceFormat.NativeText)
    return f"<kbd>{html.escape(native or sequence)}</kbd>"


def cards(codes: str) -> str:
    """``"JH 4C"`` as card labels (rank letter and suit sign, red suits in red)."""
    labels = []
    for code in codes.split():
        rank = rank_letter(Card.parse(code[:-1].replace("10", "T") + "S").rank)
        sign, red = _SUITS[code[-1]]
        labels.append(f'<span class="{"red" if red else "black"}">{rank}{sign}</span>')
    return "\u00a0".join(labels)


def inline(text: str) -> str:
    """A translated unit's notation as HTML: keys, cards, links, bold and italic."""
    kept: list[str] = []

    def keep(piece: str) -> str:
        kept.append(piece)
        return f"\x00{len(kept) - 1}\x00"

    text = CODE.sub(lambda m: keep(key(m.group(1))), html.escape(text, quote=False))
    text = CARDS.sub(lambda m: keep(cards(m.group(1))), text)
    text = _LINK.sub(lambda m: f'<a href="{m.group(2)}">{m.group(1)}</a>', text)
    text = _ITALIC.sub(r"<i>\1</i>", _BOLD.sub(r"<b>\1</b>", text))
    return re.sub("\x00(\\d+)\x00", lambda m: kept[int(m.group(1))], text)


def _text(unit: Unit) -> str:
    return inline(translate(unit) if unit.has_words else unit.text)


# -- blocks ---------------------------------------------------------------------------------------
def _option_title(name: str, schema: dict | None) -> str:
    prop = (schema or {}).get("properties", {}).get(name)
    return html.escape(schema_text(prop["title"]), quote=False) if prop else name


def _list(block: ListBlock, schema: dict | None) -> str:
    items = []
    for item in block.items:
        lead = f"<b>{_option_title(item.option, schema)}</b> — " if item.option else ""
        items.append(f"<li>{lead}{_text(item.unit)}</li>")
    tag = "ol" if block.ordered else "ul"
    return f"<{tag}>{''.join(items)}</{tag}>"


def _table(block: Table) -> str:
    head = "".join(f"<th>{_text(cell)}</th>" for cell in block.header)
    rows: list[Sequence[str]] = []
    for row in block.rows:
        rows += menu_keys() if row[0].text == MENU_KEYS else [[_text(cell) for cell in row]]
    body = "".join("<tr>" + "".join(f"<td>{cell}</td>" for cell in row) + "</tr>" for row in rows)
    # 99%: at 100% with no cell spacing Qt lays a table out one pixel wider than the page.
    return f'<table class="grid" width="99%" cellspacing="0" cellpadding="4"><tr>{head}</tr>{body}</table>'


_RED_SUITS = re.compile(r"(span\.red \{ color: )#[0-9a-fA-F]{6}")


def recolour(page_html: str) -> str:
    """A page made by :func:`page` with its red suits' colour chosen again for the palette's page
    (a desktop turned dark while the page is open)."""
    red = palette_red(QPalette.ColorRole.Base)
    return _RED_SUITS.sub(lambda found: found.group(1) + red, page_html, count=1)


STYLE = """
h1 { margin-bottom: 4px; }
h2 { margin-top: 18px; margin-bottom: 6px; }
h3 { margin-top: 12px; margin-bottom: 4px; }
p { margin-top: 4px; margin-bottom: 6px; }
li { margin-bottom: 3px; }
p.lead { font-size: large; }
table.grid th { text-align: left; border-bottom: 1px solid gray; }
table.grid td { border-bottom: 1px solid lightgray; vertical-align: top; }
table.toc td { vertical-align: top; }
kbd { font-family: monospace; font-weight: bold; }
span.red { color: %RED%; font-weight: bold; }
span.black { font-weight: bold; }
"""


def page(blocks: list[Block], schema: dict | None = None) -> str:
    """The whole page: the title, the lead paragraph (the first after the title), a contents list
    linking to each level-2 section, then everything else. ``schema``: the game's rules schema,
    for the names of the house rules."""
    title = next((b for b in blocks if isinstance(b, Heading) and b.level == 1), None)
    rest = [b for b in blocks if b is not title]
    lead = rest.pop(0) if rest and isinstance(rest[0], Paragraph) else None
    sections = [b for b in rest if isinstance(b, Heading) and b.level == 2]
    links = [f'<a href="#{s.anchor}">{_text(s.unit)}</a>' for s in sections]
    half = (len(links) + 1) // 2
    columns = "".join(
        f'<td width="50%"><ul>{"".join(f"<li>{link}</li>" for link in links[i : i + half])}</ul></td>'
        for i in (0, half)
    )
    style = STYLE.replace("%RED%", palette_red(QPalette.ColorRole.Base))  # the page's paper, light or dark
    parts = [f"<html><head><style>{style}</style></head><body>"]
    if title is not None:
        parts.append(f"<h1>{_text(title.unit)}</h1>")
    if lead is not None:
        parts.append(f'<p class="lead">{_text(lead.unit)}</p>')
    if links:
        contents = QCoreApplication.translate("RulesHelp", "Contents")
        parts.append(f"<p><b>{contents}</b></p>")
        parts.append(f'<table class="toc" width="99%" cellspacing="0"><tr>{columns}</tr></table>')
    for block in rest:
        if isinstance(block, Heading):
            level = block.level
            parts.append(f'<h{level}><a name="{block.anchor}"></a>{_text(block.unit)}</h{level}>')
        elif isinstance(block, Paragraph):
            parts.append(f"<p>{_text(block.unit)}</p>")
        elif isinstance(block, ListBlock):
            parts.append(_list(block, schema))
        else:
            parts.append(_table(block))
    parts.append("</body></html>")
    return "".join(parts)
