"""The documents a newcomer reads name real things: every repository path they put in backticks
exists, every relative link resolves, and docs/keys.md names every key a table binds."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from test_screenshot_links import LINK, _documents

ROOT = Path(__file__).resolve().parents[2]
# The documents that describe the code as it is (dated notes and reports describe a moment).
DESCRIBING = [
    "README.md", "docs/architecture.md", "docs/keys.md", "docs/translations.md", "docs/help-format.md",
    "docs/record-format.md",
]  # fmt: skip
# The computer players' pages and the rules notes, which the README links to.
DESCRIBING += sorted(
    str(p.relative_to(ROOT)) for d in ("ai", "rules-notes") for p in (ROOT / "docs" / d).glob("*.md")
)
TOP = (
    "hoyle_desktop", "tests", "tools", "docs", "resources", "benchmarks", "packaging", "translations", ".ci",
)  # fmt: skip
# Paths written from inside hoyle_desktop/ (``ui/table/keys.py``).
INSIDE = ("engine", "ai", "ui", "storage", "profiles", "cli")
# Made by the build, not kept in the repository.
BUILT = {"hoyle_desktop/resources/translations/", "resources/translations/", "resources/translations"}
TICKED = re.compile(r"``?([^`\n]+?)``?")


def _exists(token: str) -> bool:
    """A file or folder (``<game>`` stands for any name); ``file::test`` also needs the test."""
    if token in BUILT:
        return True
    if "::" in token:
        path, name = token.split("::", 1)
        found = ROOT / path
        return found.is_file() and bool(
            re.search(rf"def {re.escape(name)}\b", found.read_text(encoding="utf-8"))
        )
    pattern = re.sub(r"<[^>]*>", "*", token.rstrip("/"))
    roots = [ROOT] if pattern.split("/")[0] in TOP else [ROOT / "hoyle_desktop"]
    if "*" in pattern:
        return any(any(root.glob(pattern)) for root in roots)
    return any((root / pattern).exists() for root in roots)


def repo_paths(text: str) -> list[str]:
    """The backticked tokens that are paths in this repository (``ui/table/keys.py``, ``tools/``)."""
    found = []
    for token in TICKED.findall(text):
        token = token.strip()
        if " " in token or "/" not in token or "://" in token or "(" in token:
            continue
        if token.split("/")[0] in TOP + INSIDE:
            found.append(token)
    return found


@pytest.mark.parametrize("document", DESCRIBING)
def test_every_backticked_path_exists(document: str) -> None:
    text = (ROOT / document).read_text(encoding="utf-8")
    missing = [token for token in dict.fromkeys(repo_paths(text)) if not _exists(token)]
    assert missing == [], f"{document} names paths that are not in the repository"


def test_every_relative_link_in_the_documents_resolves() -> None:
    broken = []
    for document in _documents():
        for target in LINK.findall(document.read_text(encoding="utf-8")):
            target = target.split("#")[0]
            if not target or "://" in target or target.startswith("mailto:"):
                continue
            if not (document.parent / target).exists():
                broken.append(f"{document.relative_to(ROOT)} -> {target}")
    assert broken == []


# Qt's names for keys, as docs/keys.md writes them.
SPOKEN = {
    "Return": "Enter", "Backtab": "Shift+Tab", "Plus": "+", "Minus": "-", "PageUp": "Page Up",
    "PageDown": "Page Down",
}  # fmt: skip


def bound_keys() -> set[str]:
    """Every key the app's widgets test for (``Qt.Key.Key_Left``), and the menus' shortcuts."""
    keys: set[str] = set()
    for source in (ROOT / "hoyle_desktop" / "ui").rglob("*.py"):
        for name in re.findall(r"Qt\.Key\.Key_(\w+)", source.read_text(encoding="utf-8")):
            keys.add(SPOKEN.get(name, name))
    from hoyle_desktop.ui import shortcuts

    keys |= {value for name, value in vars(shortcuts).items() if name.isupper()}
    return keys


def test_docs_keys_names_every_key_the_app_binds() -> None:
    named = set(TICKED.findall((ROOT / "docs" / "keys.md").read_text(encoding="utf-8")))
    named |= {part for token in named for part in re.split(r",\s*", token)}
    assert {"Left", "Enter", "Escape", "F2", "Ctrl+N"} <= bound_keys()
    assert sorted(bound_keys() - named) == [], "docs/keys.md does not name these keys"
