"""The game-theoretic solution of Chemin de Fer, computed exactly by the engine (Kemeny and Snell
for an infinite shoe; Downton and Lockwood, Ethier and Gamez for a shoe of d packs).

Hoyle (seed 004): "At the point of five, and no other, is it optional to the punter whether to
take a card or not" and "The banker has now to decide whether he himself will draw a card, being
guided in his decision partly by the cards he already holds, partly by the card (if any) drawn by
the punter" """

from __future__ import annotations

import random
from fractions import Fraction

from hoyle_desktop.ai.baccarat_bots import tableau_draws
from hoyle_desktop.engine.baccarat.solution import STOOD, expectations, lines, solve


def test_kemeny_and_snell_infinite_shoe() -> None:
    """With cards drawn with replacement the punter draws at five with probability 9/11 and the
    banker's advantage is about 1.28 per cent (Kemeny and Snell, 1957)."""
    sol = solve(0)
    assert sol.punter_five == Fraction(9, 11)
    assert abs(float(sol.value) - 0.0128) < 0.0001


def test_six_packs_exact() -> None:
    """Hoyle: "Six full packs of cards ... shuffled together." The values the README reports."""
    sol = solve(6)
    assert sol.punter_five == Fraction(477191, 592524)
    assert sol.value == Fraction(974653793197999, 75340147272374985)
    assert sol.mixed == ((0, 6, STOOD),), "the banker mixes only with a ten and a six against a stand"
    exp = expectations(6)
    assert exp["banker"] == -exp["punter"] == sol.value
    assert exp["banker_wins"] - exp["punter_wins"] == sol.value
    assert exp["banker_wins"] + exp["punter_wins"] + exp["tie"] == 1


def test_no_banker_rule_does_better_against_the_punters_solution() -> None:
    """Against the punter's optimal choice at five, the banker's gain is a sum over his
    information sets, so the best of all 2^484 pure rules takes the better line at each: the
    solution reaches exactly that, and the casino tableau, Hoyle-style simple rules and random
    rules all do worse or no better."""
    sol = solve(6)
    lin = lines(6)
    p = sol.punter_five
    assert sol.value == lin.best_reply_value(p)
    solution_rule = sol.banker

    def rule_value(draws) -> Fraction:
        return lin.banker_value(p, {i: Fraction(int(draws(i))) for i in lin.base})

    tableau = rule_value(lambda i: tableau_draws((i[0] + i[1]) % 10, i[2]))
    to_five = rule_value(lambda i: (i[0] + i[1]) % 10 <= 5)
    assert tableau < sol.value and to_five < sol.value
    rng = random.Random(13)
    infos = list(lin.base)
    for _ in range(30):
        flipped = set(rng.sample(infos, 3))
        other = {i: (1 - solution_rule[i] if i in flipped else solution_rule[i]) for i in infos}
        assert lin.banker_value(p, other) <= sol.value


def test_the_punter_cannot_do_better_against_the_bankers_solution() -> None:
    """Against the banker's optimal rule the punter at five gains nothing by always drawing or
    always standing: the value is the same, so his mixed choice is optimal too."""
    sol = solve(6)
    lin = lines(6)
    assert lin.banker_value(Fraction(0), sol.banker) == sol.value
    assert lin.banker_value(Fraction(1), sol.banker) == sol.value
