"""The coach at Pope Joan, Spin, Newmarket, Jig and Snip-Snap-Snorum: the Expert's own forecast."""

from __future__ import annotations

import pytest
from coach_positions import check_position, positions, profiles

from hoyle_desktop.ai.coach import advise

GAMES = ("pope_joan", "spin", "newmarket", "jig", "snip_snap_snorum")


@pytest.mark.parametrize("game", GAMES)
def test_every_profile_the_coach_puts_the_experts_choice_first(game):
    verdicts = set()
    for profile in profiles(game):
        for g, seat in positions(game, profile, 1, steps=100):
            verdicts.add(check_position(game, g, seat))
    assert "choose" in verdicts


def test_spin_beside_a_card_is_first_and_collects_the_stake():
    """Peel: the holder of Spin may play it with the card in sequence: a stop, and a stake from each."""
    found = 0
    for seed in range(1, 6):
        for g, seat in positions("spin", "spin", seed, steps=300):
            legal = g.legal_actions(seat)
            if any(a.kind == "play" and len(a.cards) == 2 for a in legal):
                advice = advise("spin", g, seat)
                assert len(advice.choices[0].action.cards) == 2
                assert advice.choices[0].why.code == "spin_beside"
                assert advice.choices[0].value > advice.choices[1].value
                found += 1
    assert found


def test_snip_a_pairing_card_comes_first():
    found = 0
    for seed in range(1, 30):
        for g, seat in positions("snip_snap_snorum", "snip-snap-snorum", seed, steps=100):
            if g.view(seat).extra.get("pairs") and len(g.legal_actions(seat)) > 1:
                advice = advise("snip_snap_snorum", g, seat)
                assert advice.choices[0].why.code == "pairs"
                found += 1
        if found:
            return
    raise AssertionError("no choice of pairs")


def test_the_coach_names_a_card_as_the_other_coaches_do():
    # The playtest of 28 November: "Only one thing you may do: play nine of clubs." The tricks and
    # matching coaches say "Play the queen of clubs", "Lay down the five of hearts".
    from hoyle_desktop.ai.coach.stops import action_text
    from hoyle_desktop.engine.actions import Action
    from hoyle_desktop.engine.cards import Card

    nine, spin = Card.parse("9C"), Card.parse("9D")
    assert action_text(Action("play", cards=(nine,))) == "play the nine of clubs"
    assert action_text(Action("play", cards=(nine, spin))) == "play the nine of clubs with Spin beside it"


def test_the_cribbage_and_commerce_coaches_name_a_card_with_its_article_too():
    # The playtest of 28 November (c): Cribbage's hint read "Play nine of spades", "Lay out three of
    # clubs, king of hearts"; Commerce's "Give two of diamonds in exchange: a new card in place of
    # two of diamonds", where the other coaches say "Play the nine of clubs".
    from hoyle_desktop.ai.coach import cribbage, trading
    from hoyle_desktop.ai.coach.base import Reason
    from hoyle_desktop.engine.actions import Action
    from hoyle_desktop.engine.cards import Card

    nine, three, king, two = (Card.parse(c) for c in ("9S", "3C", "KH", "2D"))
    assert cribbage.action_text(Action("play", cards=(nine,))) == "play the nine of spades"
    laid = cribbage.action_text(Action("discard", cards=(three, king)))
    assert laid == "lay out the three of clubs and the king of hearts"
    assert cribbage.action_text(Action("discard", cards=(three,))) == "lay out the three of clubs"
    assert trading.action_text(Action("give", cards=(two,))) == "give the two of diamonds in exchange"
    assert trading.action_text(Action("buy", cards=(two,))) == "trade the two of diamonds with the stock"
    offered = trading.action_text(Action("barter", cards=(two,)))
    assert offered == "offer the two of diamonds to your neighbour"
    taken = trading.action_text(Action("exchange", cards=(two, king)))
    assert taken == "exchange the two of diamonds for the king of hearts from the table"
    why = trading.why_text(Reason("trade", {"card": "2D", "cost": 0}))
    assert why == "a new card in place of the two of diamonds"
