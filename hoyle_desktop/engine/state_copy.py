"""The default cheap copy of a game's state, optionally relabelling cards on the way.

``copy_state`` walks a game's attributes once: containers (lists, dicts, sets, tuples) and plain
objects are copied, immutable values are shared (numbers, strings, cards, events, enums, frozen
dataclasses such as typed rules). Objects reached twice stay one object in the copy (a ledger the
game and a helper both hold). It is several times quicker than ``copy.deepcopy``; a game whose
search needs more speed writes its own ``clone``.

With ``relabel`` (card -> card), every card met in the state is replaced by its image, so a
permutation of the hidden cards re-deals them consistently everywhere they are held (hands, owner
maps, crib, stock). Events are the log of the past and are shared, never relabelled.
"""

from __future__ import annotations

import copy
import dataclasses
import random
from collections.abc import Mapping
from enum import Enum
from typing import Any, TypeVar

from .actions import Action, Event
from .cards import Card

T = TypeVar("T")
_ATOMS = frozenset({type(None), bool, int, float, complex, str, bytes, Event, type, range})
# type -> "share" (immutable), "walk" (copy its __dict__) or "deep" (fall back to deepcopy)
_KIND: dict[type, str] = {}


def _kind(t: type) -> str:
    kind = _KIND.get(t)
    if kind is None:
        if issubclass(t, Enum) or t in _ATOMS:
            kind = "share"
        elif dataclasses.is_dataclass(t) and t.__dataclass_params__.frozen:  # type: ignore[attr-defined]
            kind = "frozen"
        elif "__dict__" in dir(t) or any("__dict__" in vars(c) for c in t.__mro__):
            kind = "walk"  # instances carry a __dict__ (ABC's empty __slots__ does not stop that)
        else:
            kind = "deep"
        _KIND[t] = kind
    return kind


def is_immutable(t: type) -> bool:
    """Whether values of type ``t`` are shared by a copy (numbers, strings, cards, enums, events,
    frozen dataclasses; tuples are taken as holding such values)."""
    return t is tuple or t is Card or _kind(t) in ("share", "frozen")


def copy_state(obj: T, relabel: Mapping[Card, Card] | None = None, share: tuple[object, ...] = ()) -> T:
    """A copy of ``obj`` sharing nothing mutable with it; ``share`` lists objects to keep as they are."""
    memo: dict[int, Any] = {id(s): s for s in share}
    return _copy(obj, memo, relabel or {})


def _copy(x: Any, memo: dict[int, Any], relabel: Mapping[Card, Card]) -> Any:
    t = type(x)
    if t in _ATOMS:
        return x
    if t is Card:
        return relabel.get(x, x)
    got = memo.get(id(x))
    if got is not None:
        return got
    if t is list:
        out: Any = []
        memo[id(x)] = out
        out.extend([_copy(v, memo, relabel) for v in x])
        return out
    if t is dict:
        out = {}
        memo[id(x)] = out
        for k, v in x.items():
            out[_copy(k, memo, relabel)] = _copy(v, memo, relabel)
        return out
    if t is set or t is frozenset:
        out = t(_copy(v, memo, relabel) for v in x)
    elif t is tuple:
        items = [_copy(v, memo, relabel) for v in x]
        out = x if all(a is b for a, b in zip(items, x, strict=True)) else tuple(items)
    elif t is Action:
        out = Action(x.kind, tuple(relabel.get(c, c) for c in x.cards), x.value) if relabel else x
    elif t is random.Random:
        out = random.Random.__new__(random.Random)  # not Random(): that seeds from the OS first
        out.setstate(x.getstate())
    else:
        kind = _kind(t)
        if kind == "share" or (kind == "frozen" and not relabel):
            return x
        if kind == "deep" or not hasattr(x, "__dict__"):
            out = copy.deepcopy(x)
        else:
            out = object.__new__(t)
            memo[id(x)] = out
            fields = {k: _copy(v, memo, relabel) for k, v in x.__dict__.items()}
            object.__getattribute__(out, "__dict__").update(fields)
            return out
    memo[id(x)] = out
    return out
