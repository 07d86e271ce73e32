"""The user's settings: every option declared once, all values in one JSON file.

Each :class:`Option` names its type, default, allowed values and an English title; the GUI
shows the title through ``QCoreApplication.translate("Options", title)`` (this module stays
Qt-free, so titles are only *marked* for lupdate with a stand-in ``QT_TRANSLATE_NOOP``).

The file is ``config_dir()/settings.json``::

    {"version": 1, "card_width": 110, "last_profile": {"cribbage": "hoyle-five-card"}, ...}

Only values that differ from their defaults need be present. ``version`` drives the upgrade
steps in :data:`UPGRADES`; a file that cannot be read at all is set aside (kept for the user,
renamed) and defaults are used, with a warning the GUI can show. A single bad value falls back
to its default and is reported the same way. Keys this version does not know are kept, so a
newer Hoyle Desktop's settings survive a round trip through an older one.
"""

from __future__ import annotations

import copy
import json
import logging
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .atomic import atomic_write_text, read_limited, remove_leftovers, set_aside
from .paths import config_dir

log = logging.getLogger(__name__)

SETTINGS_FILE = "settings.json"
SETTINGS_VERSION = 1
MAX_BYTES = 1024 * 1024  # a settings file is a few hundred bytes


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for translation in ``context`` without needing Qt here."""
    return text


_CONTEXT = "Options"  # the translation context of every option title and choice label

STRENGTHS = ("easy", "standard", "expert")
LANGUAGES = ("system", "en", "de", "fr")
_COLOUR = re.compile(r"^#[0-9a-fA-F]{6}$")
_BASE64 = re.compile(r"^[A-Za-z0-9+/=]*\Z")


def _is_id(value: Any) -> bool:
    return isinstance(value, str) and 0 < len(value) <= 255


def _is_count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= 16


def _is_strengths(value: Any) -> bool:
    return (
        isinstance(value, list)
        and len(value) <= 16
        and all(isinstance(v, str) and len(v) <= 40 for v in value)
    )


def _short(value: Any) -> str:
    """A value as a message shows it: cut short (a damaged file can hold anything)."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


@dataclass(frozen=True)
class Option:
    """One declared setting. ``kind`` is the JSON type of its value."""

    name: str
    kind: type
    default: Any
    title: str
    choices: tuple[Any, ...] | None = None
    minimum: int | None = None
    maximum: int | None = None
    pattern: re.Pattern[str] | None = None
    values: Callable[[Any], bool] | None = None  # for a dict option: the test every value must pass

    def check(self, value: Any) -> Any:
        """Return ``value`` if this option accepts it; raise ValueError saying what is allowed."""
        if self.kind is int and isinstance(value, bool):
            raise ValueError(f"{self.name}: expected a whole number, not {_short(value)}")
        if not isinstance(value, self.kind):
            raise ValueError(f"{self.name}: expected {self.kind.__name__}, not {_short(value)}")
        if self.choices is not None and value not in self.choices:
            allowed = ", ".join(map(str, self.choices))
            raise ValueError(f"{self.name}: {_short(value)} is not one of {allowed}")
        if self.minimum is not None and value < self.minimum:
            raise ValueError(f"{self.name}: {value} is below the minimum {self.minimum}")
        if self.maximum is not None and value > self.maximum:
            raise ValueError(f"{self.name}: {value} is above the maximum {self.maximum}")
        if self.pattern is not None and not self.pattern.match(value):
            raise ValueError(f"{self.name}: {_short(value)} is not in the form {self.pattern.pattern}")
        if self.values is not None:
            bad = [key for key, item in value.items() if not isinstance(key, str) or not self.values(item)]
            if bad:
                raise ValueError(f"{self.name}: the value for {str(bad[0])[:40]!r} is not allowed")
        return value


OPTIONS: dict[str, Option] = {}


def declare(option: Option) -> Option:
    if option.name in OPTIONS:
        raise ValueError(f"option {option.name!r} declared twice")
    option.check(option.default)
    OPTIONS[option.name] = option
    return option


for _option in (
    # Window and last choices (not shown in the Options dialog).
    Option(
        "window_geometry", str, "", QT_TRANSLATE_NOOP("Options", "Window position and size"), pattern=_BASE64
    ),
    Option(
        "window_state", str, "", QT_TRANSLATE_NOOP("Options", "Window toolbars and docks"), pattern=_BASE64
    ),
    Option("last_game", str, "", QT_TRANSLATE_NOOP("Options", "Last game played")),
    Option(
        "last_profile", dict, {}, QT_TRANSLATE_NOOP("Options", "Last house rules, per game"), values=_is_id
    ),
    Option(
        "last_players",
        dict,
        {},
        QT_TRANSLATE_NOOP("Options", "Last number of players, per game"),
        values=_is_count,
    ),
    Option(
        "last_strengths",
        dict,
        {},
        QT_TRANSLATE_NOOP("Options", "Last opponents' strengths, per game"),
        values=_is_strengths,
    ),
    # Play.
    Option(
        "opponent_strength",
        str,
        "standard",
        QT_TRANSLATE_NOOP("Options", "Opponents' strength"),
        choices=STRENGTHS,
    ),
    Option("count_manually", bool, False, QT_TRANSLATE_NOOP("Options", "Count my own hands and cribs")),
    Option("show_hints", bool, True, QT_TRANSLATE_NOOP("Options", "Show hints")),
    Option(
        "coach_notes",
        bool,
        False,
        QT_TRANSLATE_NOOP("Options", "Tell me at once when the coach would have played otherwise"),
    ),
    Option(
        "review_lay_outs",
        bool,
        False,
        QT_TRANSLATE_NOOP("Options", "Review my cribbage lay-out after each hand"),
    ),
    Option(
        "deal_end_seconds",
        int,
        0,
        QT_TRANSLATE_NOOP("Options", "At the end of a deal, go on by itself after"),
        minimum=0,
        maximum=60,
    ),
    Option(
        "auto_play_forced",
        bool,
        False,
        QT_TRANSLATE_NOOP("Options", "Play a card that must follow on by itself (Pope Joan family)"),
    ),
    Option(
        "loto_pace",
        str,
        "normal",
        QT_TRANSLATE_NOOP("Options", "Loto: time between calls"),
        choices=("slow", "normal", "fast"),
    ),
    Option("loto_cover_for_me", bool, False, QT_TRANSLATE_NOOP("Options", "Loto: cover my numbers for me")),
    Option("loto_read_aloud", bool, False, QT_TRANSLATE_NOOP("Options", "Loto: read the calls aloud")),
    # Table and cards.
    Option("card_width", int, 96, QT_TRANSLATE_NOOP("Options", "Card width"), minimum=60, maximum=200),
    Option("large_cards", bool, False, QT_TRANSLATE_NOOP("Options", "Large cards (half as large again)")),
    Option(
        "animation_ms", int, 300, QT_TRANSLATE_NOOP("Options", "Card animation time"), minimum=0, maximum=1000
    ),
    Option(
        "computer_pace_ms",
        int,
        700,
        QT_TRANSLATE_NOOP("Options", "Computer's thinking pause"),
        minimum=0,
        maximum=3000,
    ),
    Option("card_back", str, "back", QT_TRANSLATE_NOOP("Options", "Card back")),
    Option("deck", str, "builtin", QT_TRANSLATE_NOOP("Options", "Card deck")),
    Option("table_colour", str, "#1d5e3a", QT_TRANSLATE_NOOP("Options", "Table colour"), pattern=_COLOUR),
    # Interface.
    Option("language", str, "system", QT_TRANSLATE_NOOP("Options", "Language"), choices=LANGUAGES),
):
    declare(_option)
del _option


# Labels for choice values, marked for translation in the same context.
CHOICE_TITLES: dict[str, str] = {
    "easy": QT_TRANSLATE_NOOP("Options", "Easy"),
    "standard": QT_TRANSLATE_NOOP("Options", "Standard"),
    "expert": QT_TRANSLATE_NOOP("Options", "Expert"),
    "system": QT_TRANSLATE_NOOP("Options", "System language"),
    "slow": QT_TRANSLATE_NOOP("Options", "Slow"),
    "normal": QT_TRANSLATE_NOOP("Options", "Normal"),
    "fast": QT_TRANSLATE_NOOP("Options", "Fast"),
}
# Language names are written in their own language and not translated.
LANGUAGE_NAMES: dict[str, str] = {"en": "English", "de": "Deutsch", "fr": "Français"}


# -- versioned upgrades ----------------------------------------------------------------------
def _upgrade_to_1(data: dict[str, Any]) -> dict[str, Any]:
    """Version 0 is a file with no ``version`` key: nothing to change but the number."""
    return data


# (version the step produces, step). Steps run in order from the file's version upwards.
UPGRADES: list[tuple[int, Callable[[dict[str, Any]], dict[str, Any]]]] = [(1, _upgrade_to_1)]


def upgrade(data: dict[str, Any]) -> dict[str, Any]:
    version = data.get("version", 0)
    if not isinstance(version, int) or isinstance(version, bool):
        raise ValueError(f"version: expected a whole number, not {version!r}")
    for target, step in UPGRADES:
        if version < target:
            data = step(dict(data))
            data["version"] = version = target
    return data


class Settings:
    """All option values, backed by ``settings.json``. Use :meth:`load` to read the file."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else config_dir() / SETTINGS_FILE
        self._values: dict[str, Any] = {}
        self._unknown: dict[str, Any] = {}  # keys from a newer version, written back unchanged
        self.warnings: list[str] = []  # English, for the log and the GUI
        self.set_aside_path: Path | None = None  # where a damaged file was moved, if it was
        self.bad_keys: list[str] = []  # options whose stored value was refused

    # -- reading and writing -------------------------------------------------------------
    @classmethod
    def load(cls, path: Path | None = None) -> Settings:
        settings = cls(path)
        settings._read()
        return settings

    def _read(self) -> None:
        remove_leftovers(self.path.parent)
        if not self.path.exists() and not self.path.is_symlink():
            return
        try:
            if not self.path.is_file():  # a folder or a FIFO (reading one would block start-up)
                raise ValueError("it is not a regular file")
            data = json.loads(read_limited(self.path, MAX_BYTES).decode("utf-8"))
            if not isinstance(data, dict):
                raise ValueError(f"expected an object at the top, found {type(data).__name__}")
            data = upgrade(data)
        except (OSError, UnicodeDecodeError, ValueError, RecursionError) as exc:  # JSONDecodeError too
            self._set_aside(exc)
            return
        data.pop("version", None)
        for key, value in data.items():
            option = OPTIONS.get(key)
            if option is None:
                self._unknown[key] = value
                continue
            try:
                self._values[key] = option.check(value)
            except ValueError as exc:
                self.bad_keys.append(key)
                self.warnings.append(f"Setting ignored, the default is used instead: {exc}")
        for message in self.warnings:
            log.warning("%s: %s", self.path, message)

    def _set_aside(self, exc: Exception) -> None:
        try:
            self.set_aside_path = set_aside(self.path)
            where = f"it was kept as {self.set_aside_path}"
        except OSError as move_error:
            where = f"it could not be moved aside ({move_error})"
        message = f"The settings file {self.path} could not be read ({exc}); {where}. Defaults are in use."
        self.warnings.append(message)
        log.warning("%s", message)

    def save(self) -> None:
        data: dict[str, Any] = {"version": SETTINGS_VERSION, **self._unknown}
        data.update(sorted(self._values.items()))
        atomic_write_text(self.path, json.dumps(data, indent=2, ensure_ascii=False) + "\n")

    # -- values -------------------------------------------------------------------------------
    def get(self, name: str) -> Any:
        option = OPTIONS[name]
        value = self._values.get(name, option.default)
        return copy.deepcopy(value) if isinstance(value, dict | list) else value

    def set(self, name: str, value: Any) -> None:
        """Set an option; raises KeyError for an unknown name, ValueError for a refused value."""
        option = OPTIONS[name]
        value = option.check(copy.deepcopy(value) if isinstance(value, dict | list) else value)
        if value == option.default:
            self._values.pop(name, None)
        else:
            self._values[name] = value

    def reset(self, name: str) -> None:
        if name not in OPTIONS:
            raise KeyError(name)
        self._values.pop(name, None)

    def get_for_game(self, name: str, game: str, fallback: Any = None) -> Any:
        """One game's entry of a per-game dict option such as ``last_profile``."""
        return self.get(name).get(game, fallback)

    def set_for_game(self, name: str, game: str, value: Any) -> None:
        values = self.get(name)
        values[game] = value
        self.set(name, values)

    def __getitem__(self, name: str) -> Any:
        return self.get(name)

    def __setitem__(self, name: str, value: Any) -> None:
        self.set(name, value)

    def __iter__(self) -> Iterator[str]:
        return iter(OPTIONS)

    def as_dict(self) -> dict[str, Any]:
        """Every option's current value, defaults included."""
        return {name: self.get(name) for name in OPTIONS}

    def update(self, values: dict[str, Any]) -> list[str]:
        """Set several options at once; returns the names whose value changed."""
        for name, value in values.items():
            OPTIONS[name].check(value)  # refuse the whole update before changing anything
        changed = [name for name, value in values.items() if self.get(name) != value]
        for name in changed:
            self.set(name, values[name])
        return changed
