"""Statistics per game and house-rule profile, kept in one JSON file in the data folder.

Each finished game adds the person's result: games, wins, the current and best run of wins, net
counters (stakes), the results given and taken (lurches, skunks...), points by where they came
from, deals played and the best hand. A game abandoned after the person has acted counts as
played and not won (it ends a run of wins); a game in which the person took back a move with Undo
is not counted, only tallied as ``with_undo``. Entries written by older versions lack the newer
fields and load with them at zero. Written atomically; a damaged file is set aside and counting
starts again.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ..engine.game import Result
from .atomic import atomic_write_text, set_aside
from .paths import data_dir

VERSION = 1


def stats_path() -> Path:
    return data_dir() / "statistics.json"


def load_stats(path: Path | None = None) -> dict[str, Any]:
    path = path or stats_path()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict) or not isinstance(data.get("entries"), dict):
            raise ValueError("not a statistics file")
        for entry in data["entries"].values():
            if isinstance(entry, dict):
                _complete(entry)
        return data
    except FileNotFoundError:
        return {"version": VERSION, "entries": {}}
    except (OSError, ValueError):
        set_aside(path)
        return {"version": VERSION, "entries": {}}


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
    _write(data, path)
    return entry


def record_abandoned(game: str, profile: str, path: Path | None = None) -> dict[str, Any]:
    """A game given up after the person had acted: played, not won, the run of wins ends."""
    data = load_stats(path)
    entry = _entry(data, game, profile)
    for name in ("games", "abandoned"):
        entry[name] += 1
    _count_streak(entry, won=False)
    _write(data, path)
    return entry


def record_with_undo(game: str, profile: str, path: Path | None = None) -> dict[str, Any]:
    """A game (finished or abandoned) in which the person used Undo: tallied, not counted."""
    data = load_stats(path)
    _entry(data, game, profile)["with_undo"] += 1
    _write(data, path)
    return _entry(data, game, profile)


def _entry(data: dict[str, Any], game: str, profile: str) -> dict[str, Any]:
    return data["entries"].setdefault(f"{game}/{profile}", _empty(game, profile))


def _count_streak(entry: dict[str, Any], won: bool) -> None:
    entry["streak"] = entry["streak"] + 1 if won else 0
    entry["best_streak"] = max(entry["best_streak"], entry["streak"])


def _write(data: dict[str, Any], path: Path | None) -> None:
    atomic_write_text(path or stats_path(), json.dumps(data, indent=1, sort_keys=True))


def reset_stats(path: Path | None = None) -> None:
    atomic_write_text(path or stats_path(), json.dumps({"version": VERSION, "entries": {}}))


def per_deal(entry: Mapping[str, Any], source: str) -> float:
    deals = max(int(entry.get("deals", 0)), 1)
    return round(entry.get("points", {}).get(source, 0) / deals, 2)


def _empty(game: str, profile: str) -> dict[str, Any]:
    return _complete({"game": game, "profile": profile})


# Every field of an entry and its starting value; older files lack the later ones.
_FIELDS: dict[str, Any] = {
    "games": 0, "wins": 0, "given": {}, "taken": {}, "points": {}, "deals": 0, "best_hand": 0,
    "stake": 0, "streak": 0, "best_streak": 0, "abandoned": 0, "with_undo": 0,
}  # fmt: skip


def _complete(entry: dict[str, Any]) -> dict[str, Any]:
    for name, start in _FIELDS.items():
        entry.setdefault(name, dict(start) if isinstance(start, dict) else start)
    return entry


def _bump(counter: dict[str, int], key: str, by: int = 1) -> None:
    counter[key] = counter.get(key, 0) + by
