"""The exact value of a draw or a stand in one Chemin de Fer position (engine/baccarat/positions.py),
checked against the solution's own figures (engine/baccarat/solution.py). These values are what
benchmarks/bench_baccarat_decisions.py sums to compare the computer players' decisions."""

from fractions import Fraction

from hoyle_desktop.engine.baccarat.positions import banker_choice, punter_at_five
from hoyle_desktop.engine.baccarat.solution import STOOD, _counts, lines, solve

PACKS = 6
FIVES = ((0, 5), (1, 4), (2, 3), (6, 9), (7, 8))  # every two cards making a point of five


def _ordered_ways(a: int, b: int) -> int:
    full = _counts(PACKS)
    return full[a] * (full[b] - (a == b)) * (2 if a != b else 1)


def test_banker_values_are_the_solution_lines_divided_by_the_chance_of_the_position() -> None:
    # solution.lines sums the banker's gain over every six-card deal reaching his information
    # set; positions gives the same gain per deal, so the product with its weight must be equal.
    sol, lin = solve(PACKS), lines(PACKS)
    n = sum(_counts(PACKS))
    for info in ((0, 6, STOOD), (1, 2, 8), (3, 0, 8), (2, 4, 1), (5, 0, STOOD), (6, 0, 6)):
        choice = banker_choice(*info, PACKS)
        lo, hi, third = min(info[:2]), max(info[:2]), info[2]
        deals = choice.weight * _ordered_ways(lo, hi) * (n - 5) * ((n - 4) if third == STOOD else 1)
        for action, value in ((0, choice.stand), (1, choice.draw)):
            a, b = lin.line((lo, hi, third), action)
            assert value * deals == a + sol.punter_five * b


def test_the_banker_is_indifferent_where_the_solution_mixes_and_prefers_its_pure_choice_elsewhere() -> None:
    sol = solve(PACKS)
    for (lo, hi, third), q in sol.banker.items():
        choice = banker_choice(lo, hi, third, PACKS)
        if 0 < q < 1:
            assert choice.draw == choice.stand  # a ten and a six against a punter who stood
        else:
            assert (choice.draw - choice.stand) * (1 if q == 1 else -1) >= 0, (lo, hi, third)
    assert sol.mixed == ((0, 6, STOOD),)


def test_the_punter_at_five_gains_nothing_on_average_by_drawing_against_the_solution() -> None:
    # The punter knows only his point when the solution is computed: averaged over the two cards
    # that make five, drawing and standing are worth the same against the banker's solution.
    total = Fraction(0)
    for p1, p2 in FIVES:
        choice = punter_at_five(p1, p2, PACKS)
        total += _ordered_ways(p1, p2) * choice.weight * (choice.draw - choice.stand)
    assert total == 0
    # ... though not for each pair (his own two cards change what is left in the shoe): with a
    # nought and a five drawing is better, with an ace and a four standing is.
    assert punter_at_five(0, 5, PACKS).draw > punter_at_five(0, 5, PACKS).stand
    assert punter_at_five(1, 4, PACKS).stand > punter_at_five(1, 4, PACKS).draw


def test_a_card_seen_on_the_other_tableau_refines_the_value_without_changing_its_average() -> None:
    # Banque: the banker may see the other tableau's third card. Weighed by how often each card
    # comes (its count left times the deals reaching the position with it gone), the values with
    # the card seen average back to the value without it, exactly; a single card moves them.
    packs = 3
    for b1, b2, third in ((0, 6, STOOD), (2, 3, 4), (1, 4, 9)):
        left = _counts(packs)
        left[b1] -= 1
        left[b2] -= 1
        plain = banker_choice(b1, b2, third, packs)
        weights = {c: left[c] * banker_choice(b1, b2, third, packs, (c,)).weight for c in range(10)}
        for field in ("stand", "draw"):
            average = sum(w * getattr(banker_choice(b1, b2, third, packs, (c,)), field)
                          for c, w in weights.items()) / sum(weights.values())  # fmt: skip
            assert average == getattr(plain, field)
        assert banker_choice(b1, b2, third, packs, (0,)) != banker_choice(b1, b2, third, packs, (5,))
    five = punter_at_five(0, 5, packs)
    left = _counts(packs)
    left[0] -= 1
    left[5] -= 1
    weights = {c: left[c] * punter_at_five(0, 5, packs, (c,)).weight for c in range(10)}
    drawn = sum(w * punter_at_five(0, 5, packs, (c,)).draw for c, w in weights.items())
    assert drawn / sum(weights.values()) == five.draw
