"""The coach at Loto: a claim is worth its prize; at the second method exchanges are worth nothing."""

from __future__ import annotations

from coach_positions import check_position, positions, profiles

from hoyle_desktop.ai.coach import advise


def test_every_profile_the_coach_puts_the_experts_choice_first():
    verdicts = set()
    for profile in profiles("loto"):
        for g, seat in positions("loto", profile, 1, steps=100):
            verdicts.add(check_position("loto", g, seat))
    assert "choose" in verdicts


def test_the_whole_card_is_claimed_before_a_row_and_exchanges_are_worth_the_same():
    claims = spreads = 0
    for profile in profiles("loto"):
        for g, seat in positions("loto", profile, 2, steps=400):
            legal = g.legal_actions(seat)
            if any(a.kind == "claim" for a in legal):
                best = advise("loto", g, seat).choices[0]
                assert best.action.kind == "claim" and best.why.code == "claim"
                claims += 1
            if any(a.kind == "exchange" for a in legal) and not any(
                a.kind in ("take", "throw") for a in legal
            ):
                assert advise("loto", g, seat).verdict == "all_equal"
                spreads += 1
    assert claims


def test_the_coach_names_a_card_by_the_number_the_table_shows():
    """Play of 28 November, second method: the hint said "exchange card 19 for card 8 laid aside"
    for the card the table marks #20 and the one laid aside marked #9 (the engine counts from 0)."""
    from hoyle_desktop.ai.coach.loto import action_text
    from hoyle_desktop.engine.actions import Action

    assert action_text(Action("exchange", value="19>8")) == "exchange card 20 for card 9 laid aside"
    assert action_text(Action("offer", value="0>22")) == "offer card 1 for another player's card 23"
    assert action_text(Action("take", value=4)) == "take card 5 as well"
    assert action_text(Action("throw", value=0)) == "throw up card 1"
