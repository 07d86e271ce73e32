"""Card decks the table can draw with: the builtin one and any installed system decks.

KDE's carddecks live in ``<data>/carddecks/svg-<name>/`` with an ``index.desktop`` that names the
deck and its ``.svg``/``.svgz`` file; GNOME Aisleriot's are loose ``<data>/aisleriot/cards/*.svg``
and ``*.svgz`` files. Both name their elements the same way (``1_club``, ``queen_heart``,
``back``), which is the naming the builtin deck uses too. No Qt in this module.
"""

from __future__ import annotations

import gzip
import os
import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from hoyle_desktop.ui.cards import svg_deck

BUILTIN_ID = "builtin"
SOURCES = ("builtin", "kde", "aisleriot")
_SVG_SUFFIXES = (".svg", ".svgz")
_GZIP_MAGIC = b"\x1f\x8b"


class DeckError(Exception):
    """A deck file that cannot be read or is not SVG."""


@dataclass(frozen=True)
class DeckInfo:
    id: str
    title: str
    source: str  # 'builtin' | 'kde' | 'aisleriot'
    path: Path | None


def builtin_deck() -> DeckInfo:
    return DeckInfo(BUILTIN_ID, "Hoyle (built in)", "builtin", None)


# The builtin deck's faces for a person who sees poorly (svg_deck.STYLES): id -> (title, style).
BUILTIN_STYLES: dict[str, tuple[str, str]] = {
    "builtin-four-colour": ("Hoyle, four colours", "four_colour"),
    "builtin-high-contrast": ("Hoyle, high contrast", "high_contrast"),
    "builtin-high-contrast-four-colour": ("Hoyle, high contrast, four colours", "high_contrast_four_colour"),
}


def builtin_decks() -> list[DeckInfo]:
    """The builtin deck and its four-colour and high-contrast faces."""
    return [builtin_deck()] + [
        DeckInfo(i, title, "builtin", None) for i, (title, _) in BUILTIN_STYLES.items()
    ]


def find_deck(deck_id: str) -> DeckInfo:
    """The deck with this id, builtin or installed; the builtin deck if there is none."""
    for deck in builtin_decks():
        if deck.id == deck_id:
            return deck
    return next((d for d in find_system_decks() if d.id == deck_id), builtin_deck())


def default_roots() -> list[Path]:
    """Where system decks are installed: ``carddecks`` and ``aisleriot/cards`` under each XDG data dir."""
    data_dirs = os.environ.get("XDG_DATA_DIRS") or "/usr/local/share:/usr/share"
    roots: list[Path] = []
    for entry in data_dirs.split(os.pathsep):
        if entry:
            roots += [Path(entry) / "carddecks", Path(entry) / "aisleriot" / "cards"]
    for fixed in (Path("/usr/share/carddecks"), Path("/usr/share/aisleriot/cards")):
        if fixed not in roots:
            roots.append(fixed)
    return roots


def find_system_decks(roots: Iterable[Path | str] | None = None) -> list[DeckInfo]:
    """Every readable KDE or Aisleriot deck under ``roots`` (default: the system data dirs).

    Each root may hold KDE-style ``svg-*/`` folders, loose Aisleriot files, or both. Unreadable or
    malformed entries are skipped without a word. The order is stable: KDE decks, then Aisleriot
    ones, each by title; the first root wins when two hold a deck with the same id.
    """
    found: dict[str, DeckInfo] = {}
    for root in default_roots() if roots is None else [Path(r) for r in roots]:
        for deck in [*_kde_decks(root), *_aisleriot_decks(root)]:
            found.setdefault(deck.id, deck)
    return sorted(found.values(), key=lambda d: (SOURCES.index(d.source), d.title.casefold(), d.id))


def available_decks(roots: Iterable[Path | str] | None = None) -> list[DeckInfo]:
    """The builtin deck first, then the system decks."""
    return [builtin_deck(), *find_system_decks(roots)]


def deck_by_id(deck_id: str, roots: Iterable[Path | str] | None = None) -> DeckInfo | None:
    if deck_id == BUILTIN_ID:
        return builtin_deck()
    return next((d for d in find_system_decks(roots) if d.id == deck_id), None)


def _entries(folder: Path) -> list[Path]:
    try:
        return sorted(folder.iterdir())
    except OSError:
        return []


def _readable(file: Path) -> bool:
    """A regular file we can open whose first bytes look like SVG text or gzip."""
    try:
        with file.open("rb") as handle:
            head = handle.read(512)
    except OSError:
        return False
    return head.startswith(_GZIP_MAGIC) or b"<" in head


def _pretty(stem: str) -> str:
    words = re.sub(r"[-_]+", " ", stem).split()
    return " ".join(w[:1].upper() + w[1:] for w in words) or stem


def _read_desktop(index: Path) -> dict[str, str]:
    """``Name`` and ``SVG`` from an index.desktop, preferring its ``[KDE Backdeck]`` group."""
    try:
        text = index.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return {}
    groups: dict[str, dict[str, str]] = {}
    current = groups.setdefault("", {})
    for raw in text.splitlines():
        line = raw.strip()
        if line.startswith("[") and line.endswith("]"):
            current = groups.setdefault(line[1:-1].strip(), {})
        elif "=" in line and not line.startswith("#"):
            key, _, value = line.partition("=")
            current.setdefault(key.strip(), value.strip())
    preferred = groups.get("KDE Backdeck", {})
    merged: dict[str, str] = {}
    for values in [preferred, *groups.values()]:
        for key in ("Name", "SVG"):
            if values.get(key):
                merged.setdefault(key, values[key])
    return merged


def _kde_decks(root: Path) -> list[DeckInfo]:
    decks: list[DeckInfo] = []
    for folder in _entries(root):
        index = folder / "index.desktop"
        if not folder.name.startswith("svg-") or not index.is_file():
            continue
        fields = _read_desktop(index)
        candidates = [folder / fields["SVG"]] if "SVG" in fields else []
        candidates += [f for f in _entries(folder) if f.suffix.lower() in _SVG_SUFFIXES]
        svg = next((f for f in candidates if f.is_file() and _readable(f)), None)
        if svg is None:
            continue
        name = folder.name.removeprefix("svg-")
        decks.append(DeckInfo(f"kde:{name}", fields.get("Name") or _pretty(name), "kde", svg))
    return decks


def _aisleriot_decks(root: Path) -> list[DeckInfo]:
    decks: list[DeckInfo] = []
    for file in _entries(root):
        if file.suffix.lower() in _SVG_SUFFIXES and file.is_file() and _readable(file):
            stem = file.name[: -len(file.suffix)]
            decks.append(DeckInfo(f"aisleriot:{stem}", _pretty(stem), "aisleriot", file))
    return decks


def load_deck_bytes(deck: DeckInfo, court_letters: tuple[str, str, str, str] | None = None) -> bytes:
    """The deck's SVG document as bytes, gunzipped if need be. Raises ``DeckError``. The builtin
    deck prints ``court_letters`` (ace, jack, queen, king) in its corners when given."""
    if deck.source == "builtin" or deck.path is None:
        style = BUILTIN_STYLES.get(deck.id, ("", ""))[1]
        return svg_deck.deck_svg_bytes(court_letters or ("A", "J", "Q", "K"), style)
    try:
        data = deck.path.read_bytes()
        if data.startswith(_GZIP_MAGIC):
            data = gzip.decompress(data)
    except (OSError, EOFError, gzip.BadGzipFile) as exc:
        raise DeckError(f"cannot read deck {deck.id}: {exc}") from exc
    if b"<svg" not in data:
        raise DeckError(f"deck {deck.id} is not an SVG document")
    return data


_BACK_ID = re.compile(rb'\bid\s*=\s*["\'](back[A-Za-z0-9_-]*)["\']')


@lru_cache(maxsize=32)
def _back_ids_in(deck: DeckInfo, mtime_ns: int) -> tuple[str, ...]:
    names = {m.group(1).decode("ascii", "replace") for m in _BACK_ID.finditer(load_deck_bytes(deck))}
    return tuple(sorted(names, key=lambda n: (n != "back", n)))


def back_elements(deck: DeckInfo) -> list[str]:
    """The back designs a deck offers, ``back`` first. Unreadable decks offer the builtin ones."""
    if deck.source == "builtin" or deck.path is None:
        return list(svg_deck.BACK_IDS)
    try:
        found = list(_back_ids_in(deck, deck.path.stat().st_mtime_ns))
    except (OSError, DeckError):
        return list(svg_deck.BACK_IDS)
    return found or ["back"]
