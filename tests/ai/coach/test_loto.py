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


def test_an_exchange_says_why_the_expert_takes_it_though_every_card_is_worth_the_same():
    """Read as a newcomer (docs/coach-review-2026-11-28.md, the second reading): Loto's second method
    listed three exchanges at +0.0 counters, each "every card is worth the same; your cards then carry
    30 different numbers (now 25)": then why exchange, and why that one first? The reason now says
    that the worth is the same for every card and that the Expert picks by the numbers carried."""
    from hoyle_desktop.ai.coach.base import Reason
    from hoyle_desktop.ai.coach.loto import why_text

    assert why_text(Reason("spread", {"numbers": 30, "now": 25})) == (
        "worth what any card is worth (every card has the same chance); the Expert picks the cards that "
        "carry the most different numbers, which spreads your luck: 30 after this, 25 now"
    )


def test_the_coach_names_a_card_by_the_number_the_table_shows():
    """Play of 28 November, second method: the hint said "exchange card 19 for card 8 laid aside"
    for the card the table marks #20 and the one laid aside marked #9 (the engine counts from 0)."""
    from hoyle_desktop.ai.coach.loto import action_text
    from hoyle_desktop.engine.actions import Action

    assert action_text(Action("exchange", value="19>8")) == "exchange card 20 for card 9 laid aside"
    assert action_text(Action("offer", value="0>22")) == "offer card 1 for another player's card 23"
    assert action_text(Action("take", value=4)) == "take card 5 as well"
    assert action_text(Action("throw", value=0)) == "throw up card 1"
