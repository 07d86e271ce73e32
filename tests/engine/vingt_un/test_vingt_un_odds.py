"""The Expert's probability code against brute force: every order of a small set of unseen cards
dealt out one by one, the dealer drawing to 17 (his first two not a natural), the punter choosing
at each card with only what he has seen."""

from __future__ import annotations

from itertools import permutations

import pytest

from hoyle_desktop.engine.vingt_un import odds
from hoyle_desktop.engine.vingt_un.points import pips_value

# Small sets of unseen cards (by counting value) in which the dealer can never run out of cards.
CASES = [
    (1, 5, 6, 7, 9, 10, 10),
    (2, 6, 7, 8, 10, 10, 10),
    (1, 1, 6, 8, 9, 10),
    (3, 4, 8, 9, 10, 10, 10),
]


def comp_of(cards: tuple[int, ...]) -> odds.Comp:
    return tuple(cards.count(v) for v in range(1, 11))


def dealer_brute(cards: tuple[int, ...]) -> dict[int, float]:
    """The dealer's final totals over every order of ``cards``, orders opening with a natural left out."""
    out: dict[int, float] = {}
    count = 0
    for order in permutations(cards):
        if sorted(order[:2]) == [1, 10]:
            continue
        hand = list(order[:2])
        rest = list(order[2:])
        while pips_value(hand)[0] < 17:
            assert rest, "the dealer ran out of cards: choose another case"
            hand.append(rest.pop(0))
        total = pips_value(hand)[0]
        key = min(total, 22)
        out[key] = out.get(key, 0) + 1
        count += 1
    return {k: v / count for k, v in out.items()}


def stand_brute(total: int, cards: tuple[int, ...]) -> float:
    return sum(p * odds.punter_payoff(total, d) for d, p in dealer_brute(cards).items())


def best_brute(hand: tuple[int, ...], cards: tuple[int, ...]) -> float:
    """The best a punter holding ``hand`` can expect: stand, or take each possible next card."""
    total = pips_value(hand)[0]
    stand = stand_brute(total, cards)
    if total >= 21:
        return stand
    draw = 0.0
    for i, v in enumerate(cards):
        rest = cards[:i] + cards[i + 1 :]
        new = (*hand, v)
        draw += (-1.0 if pips_value(new)[0] > 21 else best_brute(new, rest)) / len(cards)
    return max(stand, draw)


@pytest.mark.parametrize("cards", CASES)
def test_dealer_totals_match_every_order(cards) -> None:
    exact = dict(odds.dealer_from_unseen(comp_of(cards)))
    brute = dealer_brute(cards)
    assert set(exact) == set(brute)
    for k in brute:
        assert exact[k] == pytest.approx(brute[k], abs=1e-12)


@pytest.mark.parametrize("cards", CASES[:2])
def test_standing_and_drawing_match_every_order(cards) -> None:
    comp = comp_of(cards)
    for total in (12, 15, 17, 19):
        assert odds.ev_stand(total, comp) == pytest.approx(stand_brute(total, cards), abs=1e-12)
    for hand in ((10, 2), (9, 6), (5, 6)):
        total, soft = pips_value(hand)
        assert odds.ev_best(total, soft, comp)[0] == pytest.approx(best_brute(hand, cards), abs=1e-12)


def test_the_screened_choice_agrees_with_the_exact_one_on_a_full_pack() -> None:
    full = odds.composition_full(1)
    minus = tuple(c - (1 if i in (9, 5) else 0) for i, c in enumerate(full))  # a ten and a six out
    for total in (12, 13, 14, 15, 16, 17):
        assert odds.draws(total, False, minus) == odds.ev_best(total, False, minus)[1]


def test_the_first_card() -> None:
    """An ace is worth a large stake; a middling card is not."""
    full = odds.composition_full(1)
    ace = tuple(c - (1 if i == 0 else 0) for i, c in enumerate(full))
    six = tuple(c - (1 if i == 5 else 0) for i, c in enumerate(full))
    assert odds.screened_first_card(1, ace) > 0.4
    assert odds.screened_first_card(6, six) < -0.2


def dealer_brute_given_first(first: int, cards: tuple[int, ...]) -> dict[int, float]:
    """The dealer's final totals with his first card known, over every order of the rest."""
    out: dict[int, float] = {}
    count = 0
    for order in permutations(cards):
        if sorted((first, order[0])) == [1, 10]:
            continue
        hand, rest = [first, order[0]], list(order[1:])
        while pips_value(hand)[0] < 17:
            hand.append(rest.pop(0))
        key = min(pips_value(hand)[0], 22)
        out[key] = out.get(key, 0) + 1
        count += 1
    return {k: v / count for k, v in out.items()}


@pytest.mark.parametrize("first", [1, 10, 6])
def test_the_dealer_with_his_first_card_known_matches_every_order(first) -> None:
    cards = CASES[0]
    exact = dict(odds.dealer_given_first(first, comp_of(cards)))
    brute = dealer_brute_given_first(first, cards)
    assert set(exact) == set(brute)
    for k in brute:
        assert exact[k] == pytest.approx(brute[k], abs=1e-12)


def test_a_double_is_read_as_an_ace_or_a_ten_card() -> None:
    """The dealer "may, however, if he considers his card a good one, double the stakes ... as he
    probably would have done when he found his first card was an ace or a 10 (or court card)": a
    punter reads a double as an ace or a ten-card, each as likely as the unseen cards make it."""
    comp = comp_of(CASES[0])  # one ace, two ten-cards unseen
    doubled = dict(odds.dealer_after_double(True, comp))
    ace = dict(odds.dealer_given_first(1, odds._without(comp, 1)))
    ten = dict(odds.dealer_given_first(10, odds._without(comp, 10)))
    for k in set(ace) | set(ten):
        assert doubled.get(k, 0.0) == pytest.approx(ace.get(k, 0.0) / 3 + 2 * ten.get(k, 0.0) / 3, abs=1e-12)


def test_the_stake_allows_for_the_dealers_double() -> None:
    """A ten-card is worth about nothing a counter before the double, but the dealer doubles on the
    strong cards that beat it: the stake on a ten is worth less than nothing, on an ace still much."""
    full = odds.composition_full(1)
    ten, ace = odds._without(full, 10), odds._without(full, 1)
    assert abs(odds.screened_first_card(10, ten)) < 0.05
    assert odds.stake_value(10, ten) < -0.05
    assert odds.stake_value(1, ace) > 0.4
