"""Cards, packs and seeded shuffles shared by every game.

Cards are interned: there is exactly one ``Card`` object per rank and suit, so identity,
equality and hashing are all cheap, and ``Card.parse`` never allocates. A card hashes to a small
integer, never to its enums' strings: sets of cards then iterate in the same order whatever the
interpreter's hash seed, so a seeded game with computer players repeats in any process.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import Enum, IntEnum


class CardError(ValueError):
    """Text that does not name a card, or a set of cards that breaks a rule of the pack."""


class Suit(str, Enum):
    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"
    SPADES = "S"

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOLS[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)


_SUIT_SYMBOLS = {Suit.CLUBS: "\u2663", Suit.DIAMONDS: "\u2666", Suit.HEARTS: "\u2665", Suit.SPADES: "\u2660"}


class Rank(IntEnum):
    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13

    @property
    def letter(self) -> str:
        return _RANK_LETTERS[self]

    @property
    def pips(self) -> int:
        """The counting value of cribbage and Vingt-un: court cards count ten."""
        return min(int(self), 10)


_RANK_LETTERS = {r: str(int(r)) for r in Rank} | {
    Rank.ACE: "A",
    Rank.TEN: "T",
    Rank.JACK: "J",
    Rank.QUEEN: "Q",
    Rank.KING: "K",
}
_LETTER_RANKS = {letter: rank for rank, letter in _RANK_LETTERS.items()} | {"10": Rank.TEN}


_INTERNED: dict[tuple[Rank, Suit], Card] = {}


@dataclass(frozen=True, slots=True, eq=False, init=False)
class Card:
    rank: Rank
    suit: Suit
    # Precomputed once per interned card: the hot loops of scoring and search read these.
    pips: int = field(init=False, compare=False, repr=False)
    sort_key: int = field(init=False, compare=False, repr=False)
    code: str = field(init=False, compare=False, repr=False)  # ``5H``, ``TD``, ``AS``

    def __new__(cls, rank: Rank | int, suit: Suit | str) -> Card:
        # Interned: ``Card(rank, suit)`` gives the pack's one object, so equality is identity
        # (object's own ``==``: no Python call per comparison in ``in`` and ``remove``).
        found = _INTERNED.get((rank, suit))
        if found is None:
            found = object.__new__(cls)
            rank, suit = Rank(rank), Suit(suit)
            object.__setattr__(found, "rank", rank)
            object.__setattr__(found, "suit", suit)
            object.__setattr__(found, "pips", min(int(rank), 10))
            object.__setattr__(found, "sort_key", int(rank) * 4 + "CDHS".index(suit.value))
            object.__setattr__(found, "code", rank.letter + suit.value)
            found = _INTERNED.setdefault((rank, suit), found)
        return found

    def __init__(self, rank: Rank | int, suit: Suit | str) -> None:
        """Made whole by ``__new__`` (an interned card is never set again)."""

    def __hash__(self) -> int:
        return self.sort_key

    @property
    def index(self) -> int:
        """0..51, suit-major: handy for bit sets and tables."""
        return _SUITS.index(self.suit) * 13 + int(self.rank) - 1

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card({self.code})"

    def __lt__(self, other: Card) -> bool:
        return self.sort_key < other.sort_key

    def __reduce__(self) -> tuple[object, tuple[str]]:
        # Unpickling and deepcopy go through parse, so cards stay interned.
        return (Card.parse, (self.code,))

    def __deepcopy__(self, memo: dict[int, object]) -> Card:
        return self

    def __copy__(self) -> Card:
        return self

    @staticmethod
    def parse(text: str) -> Card:
        """Parse ``5H``, ``10h``, ``th``, ``Qs``: rank A, 2-9, T or 10, J, Q, K then suit S, H, D, C."""
        card = _BY_CODE.get(text.strip().upper())
        if card is None:
            raise CardError(
                f"not a card: {text!r} (use a rank A,2-9,T,J,Q,K and a suit S,H,D,C, e.g. 5H or TD)"
            )
        return card


_SUITS = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)
_ALL: tuple[Card, ...] = tuple(Card(rank, suit) for suit in _SUITS for rank in Rank)
_BY_CODE: dict[str, Card] = {c.code: c for c in _ALL} | {
    "10" + c.suit.value: c for c in _ALL if c.rank == Rank.TEN
}
SUITS = _SUITS


def card(code: str) -> Card:
    return Card.parse(code)


def cards(text: str | Iterable[str]) -> list[Card]:
    """Parse several cards: ``"5H 5S 9S TH"`` or a list of codes. Repeats are an error."""
    codes = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    parsed = [Card.parse(c) for c in codes]
    seen: set[Card] = set()
    for c in parsed:
        if c in seen:
            raise CardError(f"card repeated: {c.code}")
        seen.add(c)
    return parsed


def codes(items: Iterable[Card]) -> list[str]:
    return [c.code for c in items]


def full_pack() -> list[Card]:
    """The 52-card pack, in a fixed order (clubs, diamonds, hearts, spades; ace to king)."""
    return list(_ALL)


def stripped_pack(ranks: Iterable[Rank] | None = None, without: Iterable[Card | str] = ()) -> list[Card]:
    """A pack of the given ranks in every suit, less any named cards.

    ``stripped_pack(without=["8D"])`` is Pope Joan's 51-card pack; ``stripped_pack(ranks=PIQUET_RANKS)``
    the 32-card pack; ``stripped_pack(ranks=EUCHRE_RANKS)`` the 24-card one.
    """
    keep = set(Rank) if ranks is None else set(ranks)
    drop = {c if isinstance(c, Card) else Card.parse(c) for c in without}
    return [c for c in _ALL if c.rank in keep and c not in drop]


PIQUET_RANKS = (Rank.ACE, Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING)
EUCHRE_RANKS = (Rank.ACE, Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING)


def shuffled(pack: Sequence[Card], rng: random.Random) -> list[Card]:
    """A new list with the pack shuffled by ``rng``: exactly ``random.shuffle``'s order (records
    replay by it), with its per-card method calls written out, since a search deals thousands of
    times (:func:`_check_shuffle` proves the two agree on this Python at import)."""
    out = list(pack)
    if not _SAME_AS_RANDOM or type(rng) is not random.Random:
        rng.shuffle(out)
        return out
    getrandbits, bits = rng.getrandbits, _BITS if len(out) <= len(_BITS) else _bits(len(out))
    for i in range(len(out) - 1, 0, -1):
        j = getrandbits(bits[i])  # random.shuffle's _randbelow(i + 1), inlined
        while j > i:
            j = getrandbits(bits[i])
        out[i], out[j] = out[j], out[i]
    return out


def _bits(size: int) -> list[int]:
    """For each index i, the bits ``_randbelow(i + 1)`` draws at a time."""
    return [(i + 1).bit_length() for i in range(size)]


_BITS = _bits(128)


def _check_shuffle() -> bool:
    """Whether the written-out shuffle draws as this Python's ``random.shuffle`` does."""
    global _SAME_AS_RANDOM
    _SAME_AS_RANDOM = True
    for seed in range(3):
        mine, theirs = random.Random(seed), random.Random(seed)
        expected = list(range(60))
        theirs.shuffle(expected)
        if shuffled(range(60), mine) != expected or mine.getstate() != theirs.getstate():  # type: ignore[arg-type]
            _SAME_AS_RANDOM = False
    return _SAME_AS_RANDOM


_SAME_AS_RANDOM = False
_check_shuffle()


def sort_hand(hand: Iterable[Card]) -> list[Card]:
    """The order a player sorts a hand in: by rank, then suit."""
    return sorted(hand)
