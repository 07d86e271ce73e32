"""The Loto box: cards of three rows of five numbers, 1 to 90, each number on the same count of cards.

Peel: a card has three lines of five numbers; the units stand in the first column, the tens in the
second, the twenties in the third and so on (nine columns: 1-9, 10-19 ... 80-90). A box holds
twenty-four cards, each number on four of them, or sometimes eighteen (each number on three).

A box is made of *strips* of six cards that hold every number once: twenty-four cards are four
strips, eighteen are three. A strip is eighteen rows of five cells over nine columns whose sizes are
the counts of numbers in each column (9, 10 x 7, 11). Filling the rows greedily from the columns with
the most numbers still to place (ties broken at random) always succeeds (Gale-Ryser), so no search
is needed; the numbers of a column are then dealt at random to its cells and sorted down each card.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cached_property

NUMBERS = range(1, 91)
ROWS, PER_ROW, COLUMNS = 3, 5, 9
SET_SIZES = (24, 18)
STRIP = 6  # cards in a strip, which holds every number once


def column_of(number: int) -> int:
    """The column a number stands in: 1-9 the first, 10-19 the second ... 80-90 the ninth."""
    return min(number // 10, COLUMNS - 1)


@dataclass(frozen=True)
class LotoCard:
    """One card: ``rows`` are three tuples of five numbers, left to right by column."""

    index: int
    rows: tuple[tuple[int, ...], ...]

    # Read at every call and claim of every seat: worked out once per card.
    @cached_property
    def numbers(self) -> frozenset[int]:
        return frozenset(n for row in self.rows for n in row)

    @cached_property
    def row_sets(self) -> tuple[frozenset[int], ...]:
        return tuple(frozenset(row) for row in self.rows)

    def grid(self) -> list[list[int | None]]:
        """Three rows of nine cells, None where a row has no number in that column."""
        out: list[list[int | None]] = [[None] * COLUMNS for _ in range(ROWS)]
        for r, row in enumerate(self.rows):
            for n in row:
                out[r][column_of(n)] = n
        return out


def _strip(rng: random.Random) -> list[list[list[int]]]:
    """Six cards (three rows each) holding every number 1-90 exactly once."""
    columns = [[n for n in NUMBERS if column_of(n) == c] for c in range(COLUMNS)]
    left = [len(c) for c in columns]
    pattern: list[list[int]] = []
    for _ in range(STRIP * ROWS):
        order = sorted(range(COLUMNS), key=lambda c: (-left[c], rng.random()))
        chosen = sorted(order[:PER_ROW])
        for c in chosen:
            left[c] -= 1
        pattern.append(chosen)
    rng.shuffle(pattern)
    for numbers in columns:
        rng.shuffle(numbers)
    cards: list[list[list[int]]] = []
    for k in range(STRIP):
        rows = pattern[k * ROWS : (k + 1) * ROWS]
        cells: list[list[int]] = [[] for _ in range(ROWS)]
        for c in range(COLUMNS):
            in_col = [r for r in range(ROWS) if c in rows[r]]
            taken = sorted(columns[c].pop() for _ in in_col)
            for r, n in zip(in_col, taken, strict=True):
                cells[r].append(n)
        cards.append([sorted(row) for row in cells])
    return cards


def make_set(rng: random.Random, size: int = 24) -> tuple[LotoCard, ...]:
    """A box of ``size`` cards (24 or 18) in a random order, each number on size/6 of them."""
    if size not in SET_SIZES:
        raise ValueError(f"a Loto box holds 24 or 18 cards, not {size}")
    raw = [card for _ in range(size // STRIP) for card in _strip(rng)]
    rng.shuffle(raw)
    return tuple(LotoCard(i, tuple(tuple(row) for row in rows)) for i, rows in enumerate(raw))
