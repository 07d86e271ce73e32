"""docs/screenshots is a kept gallery: every picture in it is linked from a document (its index is
docs/screenshots/README.md), and every picture a document links to is there."""

from __future__ import annotations

import os
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LINK = re.compile(r"\]\(([^)\s]+)\)")


def _documents() -> list[Path]:
    return [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]


def _linked_pictures() -> dict[Path, Path]:
    """Each picture a document links to (resolved), with the document that links it."""
    linked: dict[Path, Path] = {}
    for document in _documents():
        for target in LINK.findall(document.read_text(encoding="utf-8")):
            target = target.split("#")[0]
            if target.endswith(".png") and "://" not in target:
                linked[Path(os.path.normpath(document.parent / target))] = document
    return linked


def test_every_screenshot_is_linked_from_a_document():
    linked = _linked_pictures()
    pictures = sorted((ROOT / "docs" / "screenshots").rglob("*.png"))
    assert pictures
    unlinked = [str(p.relative_to(ROOT)) for p in pictures if p not in linked]
    assert unlinked == [], "add them to docs/screenshots/README.md (or delete them)"


def test_every_linked_picture_exists():
    missing = [
        f"{document.relative_to(ROOT)} -> {picture.relative_to(ROOT)}"
        for picture, document in _linked_pictures().items()
        if not picture.exists()
    ]
    assert missing == []
