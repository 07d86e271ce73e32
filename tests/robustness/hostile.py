"""Damaged and hostile user files, made from a seeded ``random.Random``.

The property tests drive these with hypothesis (``st.randoms()``), the fuzz benchmark with plain
seeds, so both throw the same kinds of trouble at the loaders: bytes cut short, flipped or
inserted; values of the wrong type anywhere in the data; YAML values that are not plain JSON types;
absurd nesting; huge numbers; files that are not text at all.
"""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import yaml

from hoyle_desktop.engine import registry
from hoyle_desktop.profiles import ProfileCatalog

# YAML that safe loading reads as something other than text, numbers, lists and mappings, or
# cannot read at all.
HOSTILE_YAML_VALUES = [
    "2024-01-01",
    "2001-12-14t21:59:43.10-05:00",
    "!!binary aGVsbG8=",
    "!!set {a, b}",
    "!!omap [a: 1, b: 2]",
    "!!pairs [a: 1]",
    "!!int 1x",
    "!!float abc",
    "!!bool maybe",
    "!!str {a: 1}",
    "!!map [1, 2]",
    "9" * 5000,
    "-" + "9" * 40,
    "0x" + "f" * 60,
    "!!python/object/apply:os.system ['true']",
    "!custom 1",
    "&a [*a]",
    "*nowhere",
    ".nan",
    "-.inf",
    "{",
    "[1, 2",
    "'unclosed",
    '"\\x"',
    "\t- tab",
    "[" * 300 + "]" * 300,
    "{a: " * 200 + "1" + "}" * 200,
    "~",
    "",
    "[]",
    "{}",
    "? [a]\n  : 1",
]


def json_value(rng: random.Random, depth: int = 0) -> Any:
    """Any JSON value, small, with the odd surprise (huge ints, floats, empty text)."""
    roll = rng.random()
    if depth > 3 or roll < 0.55:
        return rng.choice(
            [
                None, True, False, 0, -1, 1, 2**63, -(10**40), 10**400, 1.5, -0.0, 1e308,
                "", "x", "cribbage", "ÿ", "\x00", "a" * 300, "../../etc/passwd",
                rng.randint(-1000, 1000), rng.random(),
            ]
        )  # fmt: skip
    if roll < 0.8:
        return [json_value(rng, depth + 1) for _ in range(rng.randint(0, 4))]
    keys = ["game", "rules", "seat", "kind", "cards", "value", "x", "", "entries", "players"]
    return {rng.choice(keys): json_value(rng, depth + 1) for _ in range(rng.randint(0, 4))}


def _paths(data: Any, prefix: tuple = ()) -> list[tuple]:
    found = [prefix]
    if isinstance(data, dict):
        for key, value in data.items():
            found += _paths(value, (*prefix, key))
    elif isinstance(data, list):
        for index, value in enumerate(data[:50]):
            found += _paths(value, (*prefix, index))
    return found


def _set(data: Any, path: tuple, value: Any) -> Any:
    if not path:
        return value
    parent = data
    for part in path[:-1]:
        parent = parent[part]
    parent[path[-1]] = value
    return data


def retyped(rng: random.Random, data: Any, changes: int | None = None) -> Any:
    """A copy of ``data`` with one to three values (anywhere, the whole included) swapped for
    values of another type, or keys removed or added."""
    data = copy.deepcopy(data)
    for _ in range(changes or rng.randint(1, 3)):
        path = rng.choice(_paths(data))
        target = data
        for part in path:
            target = target[part]
        if isinstance(target, dict) and target and rng.random() < 0.3:
            del target[rng.choice(list(target))]
        elif isinstance(target, dict) and rng.random() < 0.2:
            target[rng.choice(["x", "", "players", "rules"])] = json_value(rng)
        else:
            data = _set(data, path, json_value(rng))
    return data


def deep_json(rng: random.Random) -> bytes:
    depth = rng.choice([50, 500, 5_000, 100_000])
    if rng.random() < 0.5:
        return ("[" * depth + "]" * depth).encode()
    return ('{"a":' * depth + "1" + "}" * depth).encode()


def damaged_bytes(rng: random.Random, good: bytes) -> bytes:
    """``good`` cut short, with bytes flipped, inserted or deleted, or replaced outright."""
    roll = rng.random()
    if roll < 0.15:
        return good[: rng.randrange(len(good) + 1)]
    if roll < 0.3:
        data = bytearray(good)
        for _ in range(rng.randint(1, 8)):
            if data:
                data[rng.randrange(len(data))] = rng.randrange(256)
        return bytes(data)
    if roll < 0.45:
        at = rng.randrange(len(good) + 1)
        return good[:at] + bytes(rng.randrange(256) for _ in range(rng.randint(1, 16))) + good[at:]
    if roll < 0.55:
        at = rng.randrange(len(good) + 1)
        return good[:at] + good[at + rng.randint(1, 40) :]
    if roll < 0.65:
        return bytes(rng.randrange(256) for _ in range(rng.randint(0, 200)))
    if roll < 0.75:
        return deep_json(rng)
    if roll < 0.85:
        return rng.choice(
            [b"", b"\xef\xbb\xbf", b"\xff\xfe{}", b"null", b"[]", b"0", b'"text"', b"\x00" * 64]
        )
    return good.replace(b"\n", b"\r\n") if rng.random() < 0.5 else good + good


def damaged_json(rng: random.Random, good: Any) -> bytes:
    """A damaged file made from the good data ``good``: its values retyped, or its bytes damaged."""
    if rng.random() < 0.5:
        try:
            return json.dumps(retyped(rng, good)).encode()
        except ValueError:  # an int too long for str(): damage the bytes instead
            pass
    return damaged_bytes(rng, json.dumps(good).encode())


def hostile_profile(rng: random.Random, good: dict[str, Any]) -> bytes:
    """A user profile: the good one with hostile YAML values, retyped values or damaged bytes."""
    roll = rng.random()
    if roll < 0.4:
        lines = yaml.safe_dump(good, sort_keys=False).splitlines()
        for _ in range(rng.randint(1, 3)):
            candidates = [i for i, line in enumerate(lines) if ":" in line]
            i = rng.choice(candidates)
            key = lines[i].split(":", 1)[0]
            lines[i] = f"{key}: {rng.choice(HOSTILE_YAML_VALUES)}"
        return "\n".join(lines).encode()
    if roll < 0.7:
        try:
            return yaml.safe_dump(retyped(rng, good), allow_unicode=True).encode()
        except (ValueError, yaml.YAMLError):
            pass
    return damaged_bytes(rng, yaml.safe_dump(good, sort_keys=False).encode())


def game_in_play(game_key: str, profile: str, seed: int, moves: int) -> tuple[dict[str, Any], Any]:
    """A seat set-up and a game ``moves`` random moves in (or over, if it ended first), as a save
    holds them: the person in seat 0, Standard computer players elsewhere."""
    rules = dict(ProfileCatalog().get(profile).rules)
    game = registry.get(game_key).new_game(rules, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        seats = game.seats_to_act()
        if not seats:
            break
        game.apply(seats[0], rng.choice(game.legal_actions(seats[0])))
    strengths: list[str | None] = ["standard"] * game.players
    strengths[0] = None
    setup = {"game": game_key, "profile_id": profile, "rules": rules, "seed": seed,
             "human_seat": 0, "strengths": strengths}  # fmt: skip
    return setup, game
