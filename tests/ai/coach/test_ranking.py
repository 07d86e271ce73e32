"""The coach's ranking of an Expert's values: its choice first, the rest by value, an honest verdict."""

from __future__ import annotations

import pytest

from hoyle_desktop.ai.coach import Reason
from hoyle_desktop.ai.coach.ranking import Valued, advice, best_of
from hoyle_desktop.engine.actions import Action

A, B, C = Action("stand"), Action("card"), Action("divide")
WHY = Reason("why")


def test_the_experts_choice_comes_first_and_the_rest_by_value():
    got = advice("vingt_un", 0, "counters", [Valued(A, 0.1, WHY), Valued(B, 0.5, WHY), Valued(C, 0.3, WHY)])
    assert [c.action for c in got.choices] == [B, C, A]
    assert got.verdict == "choose"


def test_a_tie_keeps_the_experts_choice_first():
    got = advice("vingt_un", 0, "counters", [Valued(A, 0.5, WHY), Valued(B, 0.5, WHY)], chosen=B)
    assert got.choices[0].action == B and got.verdict == "all_equal"


def test_one_action_is_only_one_and_a_higher_value_below_the_first_is_refused():
    assert advice("vingt_un", 0, "counters", [Valued(A, 0.0, WHY)]).verdict == "only_one"
    assert best_of([Valued(A, 0.2, WHY), Valued(B, 0.2, WHY)]) == A
    with pytest.raises(ValueError):
        advice("vingt_un", 0, "counters", [Valued(A, 0.1, WHY), Valued(B, 0.5, WHY)], chosen=A)
