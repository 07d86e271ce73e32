"""Building blocks for the rules pages: translated pieces wrapped in simple HTML.

Every sentence a person reads goes through :func:`translate` with the context ``"RulesHelp"``,
one paragraph, list item, table cell or heading at a time, so translators get short units. Write
the calls as ``translate("RulesHelp", "…")`` with a literal context and text: that is the form
``pyside6-lupdate`` extracts (a wrapper with a fixed context would be extracted with none).

Translated text may hold inline markup (``<b>``, ``<i>``) and ``%1``-style markers; the helpers
here add the block markup around it and never escape it. Cards in examples are written with
:func:`cards` (``"JH 5D"`` becomes a red J♥ and a red 5♦), so the rank letters are translated once.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence

from ...engine.cards import Card
from ..table.card_words import rank_letter

CONTEXT = "RulesHelp"


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``QCoreApplication.translate``, looked up at each call (tests may replace it)."""
    return QCoreApplication.translate(context, text, disambiguation, n)


def fill(text: str, *values: str) -> str:
    """Put ``values`` in for ``%1``, ``%2``… (highest first, so ``%1`` never eats ``%10``)."""
    for i in range(len(values), 0, -1):
        text = text.replace(f"%{i}", values[i - 1])
    return text


# -- blocks -----------------------------------------------------------------------------------------
def para(text: str) -> str:
    return f"<p>{text}</p>"


def bullets(items: Iterable[str]) -> str:
    return "<ul>" + "".join(f"<li>{item}</li>" for item in items) + "</ul>"


def numbered(items: Iterable[str]) -> str:
    return "<ol>" + "".join(f"<li>{item}</li>" for item in items) + "</ol>"


def terms(pairs: Iterable[tuple[str, str]]) -> str:
    """A list of ``term — explanation`` items, the term in bold."""
    return bullets(f"<b>{term}</b> — {text}" for term, text in pairs)


def table(header: Sequence[str], rows: Iterable[Sequence[str]]) -> str:
    head = "".join(f"<th>{cell}</th>" for cell in header)
    body = "".join("<tr>" + "".join(f"<td>{cell}</td>" for cell in row) + "</tr>" for row in rows)
    # 99%: at 100% with no cell spacing Qt lays a table out one pixel wider than the page.
    return f'<table class="grid" width="99%" cellspacing="0" cellpadding="4"><tr>{head}</tr>{body}</table>'


def key(name: str) -> str:
    """A key or key combination, set as a key: ``<kbd>name</kbd>``."""
    return f"<kbd>{name}</kbd>"


def shortcut(sequence: str) -> str:
    """A shortcut given portably (``"Ctrl+R"``) as this system names it (``⌘R`` on a Mac, ``Strg+R``
    in German), set as a key."""
    return key(QKeySequence(sequence).toString(QKeySequence.SequenceFormat.NativeText))


# -- cards in examples ----------------------------------------------------------------------------
_SUITS = {"S": ("♠", False), "H": ("♥", True), "D": ("♦", True), "C": ("♣", False)}


def _rank(code: str) -> str:
    return rank_letter(Card.parse(code + "S").rank)


def cards(codes: str) -> str:
    """``"JH 4C"`` as card labels (rank and suit sign, red suits in red), separated by spaces."""
    labels = []
    for code in codes.split():
        rank, (sign, red) = _rank(code[:-1].upper()), _SUITS[code[-1].upper()]
        style = ' class="red"' if red else ' class="black"'
        labels.append(f"<span{style}>{rank}{sign}</span>")
    return "\u00a0".join(labels)


# -- a page ---------------------------------------------------------------------------------------
@dataclass
class Section:
    """One part of a page: a heading (with an anchor for the contents) and its blocks."""

    anchor: str
    title: str
    blocks: list[str] = field(default_factory=list)
    level: int = 2


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
span.red { color: #b3001b; font-weight: bold; }
span.black { font-weight: bold; }
"""


def page(title: str, lead: str, contents_title: str, sections: Sequence[Section]) -> str:
    """A whole page: title, a lead paragraph, a contents list linking to each level-2 section."""
    links = [f'<a href="#{s.anchor}">{s.title}</a>' for s in sections if s.level == 2]
    half = (len(links) + 1) // 2
    columns = "".join(f'<td width="50%">{bullets(links[i : i + half])}</td>' for i in (0, half))
    toc = f'<table class="toc" width="99%" cellspacing="0"><tr>{columns}</tr></table>'
    parts = [f"<html><head><style>{STYLE}</style></head><body>", f"<h1>{title}</h1>"]
    parts += [f'<p class="lead">{lead}</p>', f"<p><b>{contents_title}</b></p>", toc]
    for s in sections:
        parts.append(f'<h{s.level}><a name="{s.anchor}"></a>{s.title}</h{s.level}>')
        parts += s.blocks
    parts.append("</body></html>")
    return "".join(parts)
