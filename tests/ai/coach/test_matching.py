"""The coach at Cassino and Crazy Eights: the Expert's own values, best first, the first the
Expert's own choice; worked cases: a take that sweeps beats laying a card down; with an eight and
one other card left, the other card goes first (the eight is kept for the last: it always goes)."""

from __future__ import annotations

import pytest
from coach_checks import checked_advice, positions, profile_rules

from hoyle_desktop.engine.cards import Rank

PROFILES = [
    ("cassino", "cassino"),
    ("cassino", "cassino-building"),
    ("cassino", "cassino-three-handed"),
    ("cassino", "cassino-two-handed"),
    ("crazy_eights", "crazy-eights"),
    ("crazy_eights", "crazy-eights-penalty"),
    ("crazy_eights", "crazy-eights-winner-scores"),
]


@pytest.mark.parametrize(("key", "profile"), PROFILES)
def test_the_coach_ranks_legal_actions_with_the_experts_choice_first(key: str, profile: str) -> None:
    for game, seat in positions(key, profile_rules(profile), seed=5, count=5, every=4):
        advice = checked_advice(key, game, seat)
        assert advice.unit in ({"points"} if key == "cassino" else {"points", "win_chance"})


@pytest.mark.parametrize("profile", ["cassino", "cassino-building"])
def test_the_last_round_is_coached_from_the_experts_search(profile: str) -> None:
    found = 0
    for game, seat in positions("cassino", profile_rules(profile), seed=2, count=400):
        if game.view(seat).stock_size == 0 and len(game.legal_actions(seat)) > 2:
            advice = checked_advice("cassino", game, seat)
            assert len(advice.choices) == len(game.legal_actions(seat))
            found += 1
            if found == 3:
                return
    pytest.fail("no position in the last round")


def test_a_take_that_sweeps_beats_laying_a_card_down() -> None:
    for seed in range(30):
        for game, seat in positions("cassino", profile_rules("cassino"), seed=seed, count=60):
            advice = checked_advice("cassino", game, seat) if game.view(seat).stock_size else None
            if advice is None:
                continue
            sweeps = [c for c in advice.choices if c.why.code == "take_sweep"]
            trails = [c for c in advice.choices if c.action.kind == "trail"]
            if sweeps and trails:
                assert advice.best.action.kind == "take"
                assert min(c.value for c in sweeps) > max(c.value for c in trails)
                return
    pytest.fail("no position with a sweep to take")


def test_with_an_eight_and_one_other_card_the_eight_is_kept_for_the_last() -> None:
    for seed in range(60):
        for game, seat in positions("crazy_eights", profile_rules("crazy-eights"), seed=seed, count=80):
            hand = game.view(seat).hand
            plays = game.legal_actions(seat)
            if (
                len(hand) == 2
                and any(c.rank == Rank.EIGHT for c in hand)
                and any(a.cards[0].rank != Rank.EIGHT for a in plays)
            ):
                advice = checked_advice("crazy_eights", game, seat)
                assert advice.best.action.cards[0].rank != Rank.EIGHT
                assert advice.best.why.code == "keeps_eight"
                assert advice.best.value > advice.choices[1].value
                return
    pytest.fail("no position with an eight and one other card")


def test_a_take_names_every_card_it_wins_the_playing_card_among_them() -> None:
    """The playtest read "takes 2 cards" for a queen taking a queen: one card came off the table.
    Both go to the pile (the cards point counts them), so the coach says what is won."""
    from hoyle_desktop.ai.coach.base import Reason
    from hoyle_desktop.ai.coach.matching import why_text

    assert why_text(Reason("take", {"count": 2})) == "wins 2 cards"
    assert why_text(Reason("take_aces", {"count": 3, "aces": 1})) == "wins 3 cards, aces among them"


def test_a_spade_laid_down_says_it_counts_towards_the_spades() -> None:
    """Check of the trick games' review on Cassino (docs/notes/coach-review-2026-11-28.md): "Lay down
    the two of diamonds (−0.4 points)" and "Lay down the eight of spades (−0.7 points)" both read "lays
    down a card that counts nothing", though the Expert's reckoning charges a spade for the spades point
    it may give away. A spade laid down now says so; a spade that counts more (an ace, Great Cassino)
    as before."""
    from hoyle_desktop.ai.coach.base import Reason
    from hoyle_desktop.ai.coach.matching import why_text

    assert why_text(Reason("trail", {"card": "8S", "spade": 1})) == (
        "lays down a spade: it counts towards the most spades"
    )
    assert why_text(Reason("trail_court", {"card": "KS", "spade": 1})) == (
        "a court card gives no sum away; a spade: it counts towards the most spades"
    )
    assert why_text(Reason("trail", {"card": "2D"})) == "lays down a card that counts nothing"
    for key, profile in (("cassino", "cassino"),):
        for game, seat in positions(key, profile_rules(profile), seed=1, count=40):
            advice = checked_advice(key, game, seat)
            for c in advice.choices:
                if c.action.kind == "trail" and c.why.code in ("trail", "trail_court", "trail_pair_in_hand"):
                    assert bool(c.why.args.get("spade")) == (c.action.cards[0].suit.value == "S")


@pytest.mark.parametrize(("profile", "partners"), [("cassino-two-handed", False), ("cassino", True)])
def test_the_hints_measure_speaks_of_a_partner_only_where_there_is_one(profile: str, partners: bool) -> None:
    """Playtest (d), 29 November, Cassino for two: the Hint's measure explained "with a partner, your
    side's, less the other side's" in a game without partners. Each game hears its own."""
    from hoyle_desktop.ai.coach.words import unit_note

    game, seat = next(iter(positions("cassino", profile_rules(profile), seed=5, count=3)))
    advice = checked_advice("cassino", game, seat)
    assert advice.partners == partners
    note = unit_note(advice.game, advice.unit, advice.partners)
    assert note is not None and ("partner" not in note) and ("side" in note) == partners, note
    assert ("other player" in note) != partners, note


def test_no_card_of_the_suit_kept_is_said_in_words() -> None:
    """Playtest (f): the Hint read "plays from diamonds (you keep 0 of them)"."""
    from hoyle_desktop.ai.coach.base import Reason
    from hoyle_desktop.ai.coach.matching import why_text

    assert (
        why_text(Reason("plays_suit", {"suit": "D", "held": 0}))
        == "plays from diamonds (you keep none of them)"
    )
    assert why_text(Reason("keeps_eight", {"suit": "D", "held": 0})).endswith("(you keep none of them)")
    assert why_text(Reason("eight_names", {"suit": "C", "held": 0})) == "names clubs (you hold none of them)"
    assert (
        why_text(Reason("plays_suit", {"suit": "D", "held": 2})) == "plays from diamonds (you keep 2 of them)"
    )
