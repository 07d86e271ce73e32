"""Cards and packs: parsing in every accepted form, interning, the stripped packs later games need,
and seeded shuffles that repeat exactly."""

from __future__ import annotations

import copy
import pickle
import random

import pytest

from hoyle_desktop.engine.cards import (
    EUCHRE_RANKS,
    PIQUET_RANKS,
    Card,
    CardError,
    Rank,
    Suit,
    cards,
    full_pack,
    shuffled,
    stripped_pack,
)


@pytest.mark.parametrize("text", ["TH", "th", "10H", "10h", " Th "])
def test_parse_accepts_every_spelling_of_a_ten(text: str) -> None:
    assert Card.parse(text) == Card(Rank.TEN, Suit.HEARTS)


@pytest.mark.parametrize("text", ["1H", "XH", "H5", "5X", "", "10"])
def test_parse_rejects_what_is_not_a_card(text: str) -> None:
    with pytest.raises(CardError):
        Card.parse(text)


def test_cards_are_interned_and_survive_copy_and_pickle() -> None:
    five = Card.parse("5H")
    assert Card.parse("5h") is five
    assert copy.deepcopy(five) is five and pickle.loads(pickle.dumps(five)) is five
    assert five.pips == 5 and Card.parse("KD").pips == 10
    # Making a card gives the pack's one object too, so equality is identity (and stays exact).
    assert Card(Rank.FIVE, Suit.HEARTS) is five and Card(5, "H") is five
    assert five.rank is Rank.FIVE and five.code == "5H"
    assert five != Card.parse("5S") and five != "5H"


def test_the_written_out_shuffle_draws_exactly_as_random_shuffle() -> None:
    """Records replay by ``random.shuffle``'s order: every pack size, every seed here."""
    for size in (2, 3, 24, 51, 52, 104):
        for seed in range(5):
            mine, theirs = random.Random(seed), random.Random(seed)
            expected = list(range(size))
            theirs.shuffle(expected)
            assert shuffled(range(size), mine) == expected  # type: ignore[arg-type]
            assert mine.getstate() == theirs.getstate()


def test_repeated_cards_are_an_error() -> None:
    with pytest.raises(CardError, match="repeated"):
        cards("5H 5h")


def test_packs() -> None:
    assert len(full_pack()) == len(set(full_pack())) == 52
    assert len(stripped_pack(ranks=PIQUET_RANKS)) == 32
    assert len(stripped_pack(ranks=EUCHRE_RANKS)) == 24
    pope_joan = stripped_pack(without=["8D"])
    assert len(pope_joan) == 51 and Card.parse("8D") not in pope_joan


def test_seeded_shuffles_repeat_and_differ() -> None:
    a = shuffled(full_pack(), random.Random(7))
    assert a == shuffled(full_pack(), random.Random(7))
    assert a != shuffled(full_pack(), random.Random(8))
    assert sorted(a) == sorted(full_pack())
