"""The game in progress, saved after every action so quitting never loses a hand.

A save is the seat set-up plus the game's record (rules, seed, actions): resuming replays it,
so a save can never hold a state the rules could not reach. A save that cannot be read or
replayed is set aside (renamed, never deleted) and reported.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .. import __version__
from ..engine.game import Game
from ..engine.record import RecordError, replay
from .atomic import atomic_write_text, set_aside
from .paths import data_dir

FORMAT = "hoyle-save"


def current_save_path() -> Path:
    return data_dir() / "saves" / "current.json"


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
