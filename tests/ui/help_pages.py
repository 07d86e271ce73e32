"""Reading a rules page in tests: as plain text, without tags, and its tables as cell texts."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from html import unescape
from pathlib import Path

import pytest
from PySide6.QtGui import QTextDocument


def plain(html: str) -> str:
    doc = QTextDocument()
    doc.setHtml(html)
    return " ".join(doc.toPlainText().split())


def strip_tags(html: str) -> str:
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())


def tables(html: str) -> list[list[list[str]]]:
    """Every table of the page as rows of plain cell texts."""
    return [
        [
            [strip_tags(c) for c in re.findall(r"<t[dh][^>]*>(.*?)</t[dh]>", row)]
            for row in re.findall(r"<tr>(.*?)</tr>", t)
        ]
        for t in re.findall(r"<table[^>]*>(.*?)</table>", html)
    ]


def untranslated_words(page: str) -> str:
    """What is left of a page built with a marking translate (⟦unit⟧) once the marked units, the
    markup and the key names (translated by Qt itself) are taken out: should be no letters."""
    body = re.sub(r"<style>.*?</style>", "", page, flags=re.S)
    body = re.sub(r"<kbd>[^⟦<]*</kbd>", "", body)
    rest = strip_tags(body)
    while "⟦" in rest:
        rest, changed = re.subn(r"⟦[^⟦⟧]*⟧", " ", rest)
        assert changed, rest
    return " ".join(re.findall(r"[^\W\d_]+", rest))


def unit_is_short_and_whole(source: str) -> bool:
    """One translation unit: trimmed, no double spaces, at most 450 characters, its notation
    balanced (bold, keys, brackets of cards and links; docs/help-format.md)."""
    return (
        source == source.strip()
        and "  " not in source
        and len(source) <= 450
        and source.count("**") % 2 == 0
        and source.count("`") % 2 == 0
        and source.count("[") == source.count("]")
        and "<" not in source
    )


def help_sources() -> list[Path]:
    """The files lupdate reads the rules pages' units from: the generated marks of the pages'
    units, the renderer (contents, menu keys), the card letters and the schema titles."""
    import hoyle_desktop.ui as ui

    root = Path(ui.__file__).parent
    names = ("help_strings.py", "help/render.py", "table/card_words.py", "data_strings.py")
    return [root / name for name in names] + [root.parent / "i18n" / "cards.py"]  # the card letters


def lupdate_extracted(sources: list[Path], tmp_path: Path) -> set[tuple[str, str, str | None]]:
    """(context, source, comment) of every message pyside6-lupdate extracts from ``sources``."""
    tool = shutil.which("pyside6-lupdate") or str(Path(sys.executable).with_name("pyside6-lupdate"))
    if not Path(tool).exists():
        pytest.skip("pyside6-lupdate is not installed")
    ts = tmp_path / "help.ts"
    subprocess.run([tool, *map(str, sources), "-ts", str(ts)], check=True, capture_output=True, timeout=120)
    extracted = set()
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            extracted.add((name, message.findtext("source"), message.findtext("comment")))
    return extracted


def built_with_marker(build):
    """``build()`` with a translator installed that prefixes every RulesHelp unit with "[de] "."""
    from PySide6.QtCore import QCoreApplication, QTranslator

    class Marker(QTranslator):
        def translate(self, context, source, disambiguation=None, n=-1):
            return "[de] " + source if context == "RulesHelp" else None

        def isEmpty(self):
            return False

    marker = Marker()
    assert QCoreApplication.installTranslator(marker)
    try:
        return build()
    finally:
        QCoreApplication.removeTranslator(marker)
