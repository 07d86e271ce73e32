"""Statistics per game and house-rule profile, kept in one JSON file in the data folder.

Each finished game adds the person's result: games, wins, the current and best run of wins, net
counters (stakes), the results given and taken (lurches, skunks...), points by where they came
from, deals played and the best hand. A game abandoned after the person has acted counts as
played and not won (it ends a run of wins), at the net counters it was left at; a game in which
the person took back a move with Undo is not counted, only tallied as ``with_undo``. Entries written
by older versions lack the newer fields and load with them at zero. Written atomically.
A damaged file is set aside (renamed, byte for byte) and noted in :data:`DAMAGE_NOTES` for the GUI
to tell the person; the entries that were sound are kept, the rest start again.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine.game import Result
from .atomic import atomic_write_text, read_limited, remove_leftovers, set_aside
from .paths import data_dir

VERSION = 1


def stats_path() -> Path:
    return data_dir() / "statistics.json"


MAX_BYTES = 16 * 1024 * 1024


@dataclass(frozen=True)
class DamageNote:
    """A statistics file that was set aside: where it was, where it is now (None if it could not
    be moved) and what was wrong, in English for the log."""

    path: Path
    moved_to: Path | None
    problem: str
    kept: int = 0  # entries that could be read and carry on in a new file


DAMAGE_NOTES: list[DamageNote] = []  # the GUI takes them with take_damage_notes()


def take_damage_notes() -> list[DamageNote]:
    notes = list(DAMAGE_NOTES)
    DAMAGE_NOTES.clear()
    return notes


def load_stats(path: Path | None = None) -> dict[str, Any]:
    path = path or stats_path()
    remove_leftovers(path.parent)
    if not path.exists() and not path.is_symlink():
        return {"version": VERSION, "entries": {}}
    try:
        data = json.loads(read_limited(path, MAX_BYTES).decode("utf-8"))
        if not isinstance(data, dict) or not isinstance(data.get("entries"), dict):
            raise ValueError("not a statistics file")
    except Exception as exc:  # OSError, bad UTF-8 or JSON, nesting too deep...
        _set_aside(path, str(exc) or type(exc).__name__)
        return {"version": VERSION, "entries": {}}
    good = {key: entry for key, entry in data["entries"].items() if _sound(key, entry)}
    if len(good) == len(data["entries"]):
        return data
    _set_aside(path, f"{len(data['entries']) - len(good)} entries of the wrong shape", kept=len(good))
    data = {"version": VERSION, "entries": good}
    with contextlib.suppress(OSError):  # the sound entries carry on in a new file
        _write(path, data)
    return data


def _set_aside(path: Path, problem: str, kept: int = 0) -> None:
    try:
        moved: Path | None = set_aside(path)
    except OSError:
        moved = None
    DAMAGE_NOTES.append(DamageNote(path, moved, problem[:300], kept))


# Far above any real total; a larger integer is damage (and would overflow a float in per_deal).
_LARGEST_COUNT = 10**12


def _count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and abs(value) <= _LARGEST_COUNT


def _same_kind(value: Any, default: Any) -> bool:
    if isinstance(default, dict):
        return isinstance(value, dict) and all(isinstance(k, str) and _count(v) for k, v in value.items())
    return isinstance(value, str) if isinstance(default, str) else _count(value)


def _sound(key: Any, entry: Any) -> bool:
    """Whether an entry has every figure the code reads, each of the right type."""
    if not isinstance(entry, dict):
        return False
    for name, default in _empty("", "").items():
        if not _same_kind(entry.get(name, default), default):
            return False
    for name, default in _empty("", "").items():
        entry.setdefault(name, default)
    return True


def record_result(
    game: str, profile: str, result: Result, seat: int, path: Path | None = None
) -> dict[str, Any]:
    """Add one finished game for the person at ``seat``; returns the updated entry."""
    data = load_stats(path)
    entry = _entry(data, game, profile)
    entry["games"] += 1
    mine = result.outcomes[seat]
    _count_streak(entry, seat in result.winners)
    if seat in result.winners:
        entry["wins"] += 1
        for other, outcome in enumerate(result.outcomes):
            if other not in result.winners and outcome not in ("loss", "win"):
                _bump(entry["given"], outcome)
    elif mine not in ("loss", "win"):
        _bump(entry["taken"], mine)
    details: Mapping[str, Any] = result.details
    sides = details.get("sides")
    side = sides[seat] if sides else seat
    points = details.get("points")
    if points:
        for source, value in points[side].items():
            _bump(entry["points"], source, int(value))
    entry["deals"] += int(details.get("deals", 0))
    best = details.get("best_show")
    if best:
        entry["best_hand"] = max(entry["best_hand"], int(best[seat]))
    entry["stake"] += int(result.stakes[seat])
    _write(path or stats_path(), data)
    return entry


def record_abandoned(game: str, profile: str, path: Path | None = None, net: int = 0) -> dict[str, Any]:
    """A game given up after the person had acted: played, not won, the run of wins ends; ``net``:
    the counters won or lost when it was left (it counted +0 whatever was lost: playtest (i))."""
    data = load_stats(path)
    entry = _entry(data, game, profile)
    for name in ("games", "abandoned"):
        entry[name] += 1
    entry["stake"] += int(net)
    _count_streak(entry, won=False)
    _write(path or stats_path(), data)
    return entry


def record_with_undo(game: str, profile: str, path: Path | None = None) -> dict[str, Any]:
    """A game (finished or abandoned) in which the person used Undo: tallied, not counted."""
    data = load_stats(path)
    _entry(data, game, profile)["with_undo"] += 1
    _write(path or stats_path(), data)
    return _entry(data, game, profile)


def _entry(data: dict[str, Any], game: str, profile: str) -> dict[str, Any]:
    return data["entries"].setdefault(f"{game}/{profile}", _empty(game, profile))


def _count_streak(entry: dict[str, Any], won: bool) -> None:
    entry["streak"] = entry["streak"] + 1 if won else 0
    entry["best_streak"] = max(entry["best_streak"], entry["streak"])


def _write(path: Path, data: dict[str, Any]) -> None:
    atomic_write_text(path, json.dumps(data, indent=1, sort_keys=True))


def reset_stats(path: Path | None = None) -> None:
    atomic_write_text(path or stats_path(), json.dumps({"version": VERSION, "entries": {}}))


def per_deal(entry: Mapping[str, Any], source: str) -> float:
    deals = max(int(entry.get("deals", 0)), 1)
    return round(entry.get("points", {}).get(source, 0) / deals, 2)


def _empty(game: str, profile: str) -> dict[str, Any]:
    """A new entry; an older file's entries gain the fields added since (runs of wins, abandoned
    games, games with Undo) at zero when they are loaded."""
    return {"game": game, "profile": profile, "games": 0, "wins": 0, "given": {}, "taken": {},
            "points": {}, "deals": 0, "best_hand": 0, "stake": 0,
            "streak": 0, "best_streak": 0, "abandoned": 0, "with_undo": 0}  # fmt: skip


def _bump(counter: dict[str, int], key: str, by: int = 1) -> None:
    counter[key] = counter.get(key, 0) + by
