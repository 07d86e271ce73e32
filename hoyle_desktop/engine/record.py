"""Game records: JSON files holding rules, seed, actions, deals and every score, that replay exactly.

The format is documented in docs/record-format.md. ``replay`` rebuilds a game from a record;
``check`` replays it and lists every way the replay differs from what the record says.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from . import registry
from .actions import Action
from .game import Game

FORMAT = "hoyle-record"
VERSION = 1


class RecordError(ValueError):
    """A record that cannot be read or replayed."""


def replay(record: Mapping[str, Any]) -> Game:
    """The game the record describes. RecordError for anything a record of the wrong shape, the
    wrong types or illegal moves can cause (the engine's checks are the real test of a record)."""
    if not isinstance(record, Mapping):
        raise RecordError("a record is a JSON object")
    if record.get("format") != FORMAT or record.get("version") != VERSION:
        raise RecordError(f"not a {FORMAT} version {VERSION} record")
    try:
        spec = registry.get(str(record["game"]))
        if not spec.available:
            raise ValueError(f"{spec.title} is not playable")
        if not isinstance(record["rules"], Mapping) or not isinstance(record["actions"], list):
            raise TypeError("rules must be a mapping and actions a list")
        game = spec.new_game(record["rules"], int(record["seed"]))
        for step in record["actions"]:
            if not isinstance(step, Mapping):
                raise TypeError("an action is not a mapping")
            game.apply(int(step["seat"]), Action.from_json(step))
    except RecordError:
        raise
    except (KeyError, TypeError, ValueError, LookupError, AttributeError, ArithmeticError) as exc:
        raise RecordError(f"cannot replay: {str(exc)[:200]}") from exc
    except RecursionError as exc:
        raise RecordError("cannot replay: nested too deeply") from exc
    return game


def check(record: Mapping[str, Any]) -> list[str]:
    """Replay and compare deals, every score and the result. An empty list means all agree."""
    try:
        game = replay(record)
    except RecordError as exc:
        return [str(exc)]
    again = game.record()
    problems = [
        f"{key} differ from the replay" for key in ("deals", "result") if again[key] != record.get(key)
    ]
    mine, theirs = again["points"], record.get("points") or []
    for i, (a, b) in enumerate(zip(mine, theirs, strict=False)):
        if a != b:
            problems.append(f"score {i + 1}: the record says {b}, the replay gives {a}")
            break
    else:
        if len(mine) != len(theirs):
            problems.append(f"the record has {len(theirs)} scores, the replay {len(mine)}")
    return problems
