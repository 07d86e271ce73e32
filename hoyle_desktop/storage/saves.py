"""The games in progress, saved after every action so quitting never loses a hand.

One save slot per game kind (``saves/<game>.json``): a game of Cribbage and one of Pope Joan can
both be waiting. Older versions kept a single ``saves/current.json``; it is moved into its game's
slot when the slots are first listed. A save is the seat set-up plus the game's record (rules,
seed, actions): resuming replays it, so a save can never hold a state the rules could not reach.
A save that cannot be read or replayed is set aside (renamed, never deleted) and reported.
"""

from __future__ import annotations

import contextlib
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .. import __version__
from ..engine.game import Game
from ..engine.record import RecordError, replay
from .atomic import atomic_write_text, set_aside
from .paths import data_dir

FORMAT = "hoyle-save"


LEGACY_NAME = "current.json"
_KEY = re.compile(r"^[a-z][a-z0-9_]*$")


def saves_dir() -> Path:
    return data_dir() / "saves"


def current_save_path() -> Path:
    """The single save of older versions (still read, never written)."""
    return saves_dir() / LEGACY_NAME


def save_path(game: str) -> Path:
    """The save slot of one game kind."""
    if not _KEY.match(game):
        raise ValueError(f"not a game key: {game!r}")
    return saves_dir() / f"{game}.json"


def saved_games() -> list[str]:
    """The game kinds with a saved game, the most recently saved first."""
    _adopt_legacy_save()
    folder = saves_dir()
    if not folder.is_dir():
        return []
    found: list[tuple[float, str]] = []
    for path in folder.glob("*.json"):
        if path.name != LEGACY_NAME and _KEY.match(path.stem):
            with contextlib.suppress(OSError):
                found.append((path.stat().st_mtime, path.stem))
    return [game for _, game in sorted(found, reverse=True)]


def newest_save_path() -> Path | None:
    """The most recently saved game (an old single save that could not be sorted into a slot first)."""
    legacy = current_save_path()
    if legacy.is_file():
        return legacy
    games = saved_games()
    return save_path(games[0]) if games else None


def _adopt_legacy_save() -> None:
    """Move an older version's ``current.json`` into its game's slot (if that slot is free).

    A file that cannot be read stays where it is: resuming reports it and sets it aside."""
    legacy = current_save_path()
    if not legacy.is_file():
        return
    try:
        game = str(json.loads(legacy.read_text(encoding="utf-8"))["setup"]["game"])
        target = save_path(game)
    except (OSError, ValueError, KeyError, TypeError):
        return
    if not target.exists():
        with contextlib.suppress(OSError):
            legacy.replace(target)


@dataclass
class Resumed:
    setup: dict[str, Any]
    game: Game


class DamagedSave(Exception):
    """A save that could not be resumed; ``moved_to`` is where the file was set aside."""

    def __init__(self, path: Path, problem: str, moved_to: Path | None) -> None:
        super().__init__(f"{path}: {problem}")
        self.path, self.problem, self.moved_to = path, problem, moved_to


def save_text(setup: dict[str, Any], game: Game) -> str:
    """The save file's text: cheap to make, so the GUI makes it and a worker writes it."""
    data = {"format": FORMAT, "app_version": __version__, "setup": setup, "record": game.record()}
    return json.dumps(data, separators=(",", ":"))


def write_save(text: str, path: Path | None = None) -> None:
    path = path or current_save_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_text(path, text)


def save_game(setup: dict[str, Any], game: Game, path: Path | None = None) -> None:
    write_save(save_text(setup, game), path)


def has_save(path: Path | None = None) -> bool:
    return (path or current_save_path()).is_file()


def load_game(path: Path | None = None) -> Resumed | None:
    """The saved game, or None if there is none. Raises DamagedSave (file set aside) if unusable."""
    path = path or current_save_path()
    if not path.is_file():
        return None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError("not a Hoyle Desktop save")
        game = replay(data["record"])
        setup = dict(data["setup"])
    except (OSError, ValueError, KeyError, TypeError, RecordError) as exc:
        moved = set_aside(path) if path.exists() else None
        raise DamagedSave(path, str(exc) or type(exc).__name__, moved) from exc
    if game.is_over():
        discard_save(path)
        return None
    return Resumed(setup=setup, game=game)


def discard_save(path: Path | None = None) -> None:
    (path or current_save_path()).unlink(missing_ok=True)
