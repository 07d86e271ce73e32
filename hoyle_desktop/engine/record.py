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
    wrong = shape_problem(record)
    if wrong is not None:
        raise RecordError(f"cannot replay: {wrong}")
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


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def shape_problem(record: Mapping[str, Any]) -> str | None:
    """What is of the wrong shape or type in a record, named by its key, or None: checked before
    the replay, so that a damaged record is told in words, not by the error it would cause."""
    expected = {"game": (str, "the name of a game"), "rules": (Mapping, "a mapping of rules"),
                "seed": (int, "a whole number"), "actions": (list, "a list of actions")}  # fmt: skip
    for key, (kind, what) in expected.items():
        value = record.get(key)
        if not isinstance(value, kind) or isinstance(value, bool):
            return f"{key}: expected {what}" + ("" if key in record else ", found nothing")
    for n, step in enumerate(record["actions"]):
        where = f"actions[{n}]"
        if not isinstance(step, Mapping):
            return f"{where}: expected a mapping with a seat and a kind"
        if not _whole(step.get("seat")):
            return f"{where}.seat: expected a whole number"
        if not isinstance(step.get("kind"), str):
            return f"{where}.kind: expected text"
        cards = step.get("cards", [])
        if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
            return f"{where}.cards: expected a list of card codes"
        value = step.get("value")
        if value is not None and not (_whole(value) or isinstance(value, str)):
            return f"{where}.value: expected a whole number or text"
    return None


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
