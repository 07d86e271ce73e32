"""The games in progress, saved after every action so quitting never loses a hand.

One save slot per game kind (``saves/<game>.json``): a game of Cribbage and one of Pope Joan can
both be waiting. Older versions kept a single ``saves/current.json``; it is moved into its game's
slot when the slots are first listed. A save is the seat set-up plus the game's record (rules,
seed, actions): resuming replays it, so a save can never hold a state the rules could not reach.
A save that cannot be read or replayed, or whose set-up does not fit its game, is set aside
(renamed, never deleted, byte for byte) and reported; so is a folder or other non-file standing
where the save should be, so that saving works again. Temporary files of killed writes are removed
when the save is next loaded.
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
from ..engine.record import replay
from .atomic import atomic_write_text, read_limited, remove_leftovers, set_aside
from .paths import data_dir

FORMAT = "hoyle-save"
MAX_BYTES = 32 * 1024 * 1024  # a long game's save is a few hundred KiB


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
    if legacy.exists() or legacy.is_symlink():
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
        game = str(json.loads(read_limited(legacy, MAX_BYTES).decode("utf-8"))["setup"]["game"])
        target = save_path(game)
    except Exception:  # whatever it holds: left for load_game to report and set aside
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
    remove_leftovers(path.parent)
    if not path.exists() and not path.is_symlink():
        return None
    try:
        data = json.loads(read_limited(path, MAX_BYTES).decode("utf-8"))
        setup, game = check_save(data)
    except Exception as exc:  # whatever a damaged file holds, the app starts
        moved = None
        with contextlib.suppress(OSError):
            moved = set_aside(path)
        problem = (str(exc) or type(exc).__name__)[:300]
        raise DamagedSave(path, problem, moved) from exc
    if game.is_over():
        discard_save(path)
        return None
    return Resumed(setup=setup, game=game)


def check_save(data: Any) -> tuple[dict[str, Any], Game]:
    """The set-up and the replayed game of a save's data; ValueError (or the engine's own error)
    if anything is missing, of the wrong type, or not what the rules allow."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError("not a Hoyle Desktop save")
    record = data.get("record")
    if not isinstance(record, dict):
        raise ValueError("the save has no game record")
    from ..profiles.schemas import rules_problems  # the rules schema is the profiles' own

    wrong = rules_problems(str(record.get("game")), record.get("rules"))
    if wrong:
        raise ValueError(wrong[0])
    game = replay(record)
    return check_setup(data.get("setup"), record, game), game


def check_setup(setup: Any, record: dict[str, Any], game: Game) -> dict[str, Any]:
    """The seat set-up, checked against the game it belongs to (keys it does not know are kept)."""
    if not isinstance(setup, dict):
        raise ValueError("the seat set-up is not a mapping")
    if setup.get("game") != record.get("game"):
        raise ValueError("the seat set-up is for another game")
    if not isinstance(setup.get("profile_id"), str) or not isinstance(setup.get("rules"), dict):
        raise ValueError("the seat set-up has no house rules")
    from ..profiles.schemas import rules_problems  # Restart and Play Again deal with these rules

    wrong = rules_problems(str(record.get("game")), setup["rules"])
    if wrong:
        raise ValueError(f"the seat set-up's {wrong[0]}")
    if not _whole(setup.get("seed")):
        raise ValueError("the seat set-up has no seed")
    human = setup.get("human_seat", 0)
    if not _whole(human) or not 0 <= human < game.players:
        raise ValueError("the person's seat is not at the table")
    strengths = setup.get("strengths", [])
    if (
        not isinstance(strengths, list)
        or len(strengths) != game.players
        or any((s is None) != (seat == human) for seat, s in enumerate(strengths))
        or not all(s is None or isinstance(s, str) for s in strengths)
    ):
        raise ValueError("the computer players do not fit the table")
    return dict(setup)


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def discard_save(path: Path | None = None) -> None:
    (path or current_save_path()).unlink(missing_ok=True)
