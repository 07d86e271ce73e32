"""The shipped crib tables: what the crib is worth, on average, given the cards one lays out to it.

``resources/ai/cribbage_crib_table.json`` is computed by ``benchmarks/build_crib_table.py`` (a
seeded simulation with every starter enumerated; see that script for the method). It holds one
table per kind of deal and per role, because the other cards in the crib depend on who gives them:
a dealer's own discard meets the non-dealer's baulk, a non-dealer's discard meets the dealer's
best cards for his own crib.

Variants: ``2p5``, ``2p6``, ``2p7`` (two-handed, five, six or seven cards; two laid out each),
``3p`` and ``4p`` (one card laid out each). Keys: a pair of rank letters, low first, with ``s`` when
the two are of one suit (``"5J"``, ``"5Js"``, ``"55"``), or one rank letter for one card (``"5"``).
Each entry is ``[mean, standard deviation, samples]``.

The same file carries ``pegging``: per variant and role, a weight in points for each rank kept
and for each pair kept, what the kept cards are worth in the play (see the builder).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from functools import cache
from typing import Any

from ...bundled import resource
from ...engine.cards import Card
from ...engine.cribbage.rules import CribbageRules
from ...engine.cribbage.view import CribbageView
from .discard_ev import ID_OF, PACK, CribValue

TABLE_FILE = ("ai", "cribbage_crib_table.json")
# Two-handed six-card refinements measured from the Expert's own deals (build_cribbage_expert_tables.py):
# the crib against the other seat's real Expert lay-out, and what each kept hand is worth in the play.
EXPERT_FILE = ("ai", "cribbage_expert_tables.json")
EXPERT_CRIB = False  # the crib means against the Expert's lay-out, where measured
KEPT_TABLE = False  # the kept hands' worth in the play, hand by hand, where measured
LETTERS = "A23456789TJQK"

# Roles whose side owns the crib count it for themselves (+); the others count it against (-).
OWN_ROLES = {"dealer": 1, "partner": 1, "pone": -1, "opponent": -1}


def pair_key(a: Card, b: Card) -> str:
    lo, hi = sorted((a, b), key=lambda c: int(c.rank))
    suited = lo.rank != hi.rank and lo.suit is hi.suit
    return LETTERS[lo.rank - 1] + LETTERS[hi.rank - 1] + ("s" if suited else "")


def single_key(c: Card) -> str:
    return LETTERS[c.rank - 1]


def discard_key(discard: Sequence[Card]) -> str:
    return pair_key(discard[0], discard[1]) if len(discard) == 2 else single_key(discard[0])


def variant_for(rules: CribbageRules) -> str:
    return f"{rules.players}p{rules.hand_size}" if rules.players == 2 else f"{rules.players}p"


def role_for(view: CribbageView) -> str:
    """The seat's role for the crib this deal: dealer, pone (non-dealer), or in partnerships
    the dealer's partner or an opponent."""
    if view.seat == view.dealer:
        return "dealer"
    if view.players == 4:
        return "partner" if view.sides[view.seat] == view.sides[view.dealer] else "opponent"
    return "pone"


def _read(parts: tuple[str, ...], missing: dict[str, Any]) -> dict[str, Any]:
    """A shipped JSON table, or ``missing`` if the file is absent or damaged (play goes on)."""
    try:
        with open(resource(*parts), encoding="utf-8") as f:
            return dict(json.load(f))
    except (OSError, ValueError):
        return missing


@cache
def load() -> dict[str, Any]:
    """The whole table file (cached); empty tables if the file is missing, so play goes on."""
    return _read(TABLE_FILE, {"tables": {}})


@cache
def load_expert() -> dict[str, Any]:
    """The two-handed refinements (cached); empty if the file is missing (the tables above serve)."""
    return _read(EXPERT_FILE, {})


def _crib_rows(variant: str, role: str) -> dict[str, Any] | None:
    """The crib table's rows for a kind of deal and role (the Expert's own, if switched on)."""
    if EXPERT_CRIB:
        found = load_expert().get("crib", {}).get(variant, {}).get(role)
        if found:
            return found  # type: ignore[no-any-return]
    return load().get("tables", {}).get(variant, {}).get(role)  # type: ignore[no-any-return]


def entry(variant: str, role: str, key: str) -> tuple[float, float] | None:
    """``(mean, sd)`` of the crib for this discard, or None if the table has no such entry."""
    found = (_crib_rows(variant, role) or {}).get(key)
    if found is None and variant.startswith("2p") and variant != "2p6":
        found = (_crib_rows("2p6", role) or {}).get(key)  # the six-card table is the closest
    return (float(found[0]), float(found[1])) if found else None


def crib_mean(variant: str, role: str, discard: Sequence[Card]) -> float:
    got = entry(variant, role, discard_key(discard))
    return got[0] if got else 0.0


def crib_value(variant: str, role: str) -> CribValue:
    """The signed crib value of a discard in ``role``: + into one's own side's crib, - else."""
    sign = OWN_ROLES[role]
    rows = _crib_rows(variant, role)
    if rows is None:

        def slow(discard: tuple[Card, ...]) -> float:
            return sign * crib_mean(variant, role, discard)

        return slow

    def value(discard: tuple[Card, ...]) -> float:
        found = rows.get(discard_key(discard))
        return sign * found[0] if found else 0.0

    return value


@cache
def _id_keys() -> tuple[tuple[str, ...], dict[tuple[int, int], str]]:
    singles = tuple(single_key(c) for c in PACK)
    pairs = {(a, b): pair_key(PACK[a], PACK[b]) for a in range(52) for b in range(52) if a != b}
    return singles, pairs


def crib_value_ids(variant: str, role: str) -> Callable[[tuple[int, ...]], float]:
    """:func:`crib_value` for cards given as ids (see :mod:`.discard_ev`), for speed."""
    sign = OWN_ROLES[role]
    rows = _crib_rows(variant, role)
    if rows is None and variant.startswith("2p"):
        rows = _crib_rows("2p6", role)
    rows = rows or {}
    singles, pairs = _id_keys()

    def value(given: tuple[int, ...]) -> float:
        found = rows.get(pairs[given] if len(given) == 2 else singles[given[0]])  # type: ignore[index]
        return sign * found[0] if found else 0.0

    return value


def _pegging_weights(variant: str, role: str) -> tuple[list[float], float] | None:
    found = load().get("pegging", {}).get(variant, {}).get(role)
    if found is None and variant.startswith("2p"):
        found = load().get("pegging", {}).get("2p6", {}).get(role)
    if found is None:
        return None
    return [0.0, *(float(found[ch]) for ch in LETTERS)], float(found["pair"])


@cache
def _kept_table_cached(variant: str, role: str) -> dict[tuple[int, ...], float] | None:
    found = load_expert().get("kept", {}).get(variant, {}).get(role)
    if not found:
        return None
    return {tuple(LETTERS.index(ch) + 1 for ch in key): float(v) for key, v in found.items()}


def _kept_table(variant: str, role: str) -> dict[tuple[int, ...], float] | None:
    """Each kept hand's (ranks, low first) worth in the play, or None where not measured."""
    return _kept_table_cached(variant, role) if KEPT_TABLE else None


def pegging_value_ids(variant: str, role: str) -> Callable[[Sequence[int]], float]:
    """What kept cards (ids, see :mod:`.discard_ev`) are worth in the play, in points, as measured
    by the table builder: a weight per rank kept and per pair kept. Only differences matter."""
    by_hand = _kept_table(variant, role)
    if by_hand is not None:

        def looked_up(kept: Sequence[int]) -> float:
            return by_hand.get(tuple(sorted(c % 13 + 1 for c in kept)), 0.0)

        return looked_up
    weights = _pegging_weights(variant, role)
    if weights is None:
        return lambda kept: 0.0
    by_rank, pair = weights

    def value(kept: Sequence[int]) -> float:
        ranks = [c % 13 + 1 for c in kept]
        pairs = sum(1 for i, r in enumerate(ranks) for s in ranks[i + 1 :] if r == s)
        return sum(by_rank[r] for r in ranks) + pair * pairs

    return value


def pegging_value_for(view: CribbageView) -> Callable[[Sequence[Card]], float]:
    """:func:`pegging_value_ids` for this seat's role, on cards."""
    value = pegging_value_ids(variant_for(CribbageRules.from_mapping(view.rules)), role_for(view))
    return lambda kept: value([ID_OF[c] for c in kept])


def crib_value_for(view: CribbageView) -> CribValue:
    """The signed crib value of a discard for this seat (see :func:`crib_value`)."""
    return crib_value(variant_for(CribbageRules.from_mapping(view.rules)), role_for(view))
