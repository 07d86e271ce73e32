"""The coach at All-Fours and Spoil-Five: the Expert's own paired play-out values, best first, the
first the Expert's own choice, and the worked cases: the ace of trumps must rob; a trick with a
ten and the ace to take it is taken."""

from __future__ import annotations

import pytest
from coach_checks import checked_advice, positions, profile_rules

from hoyle_desktop.engine import registry
from hoyle_desktop.engine.cards import Rank

PROFILES = [
    ("all_fours", "all-fours"),
    ("all_fours", "all-fours-partners"),
    ("all_fours", "all-fours-strict"),
    ("spoil_five", "spoil-five"),
    ("spoil_five", "spoil-five-jinking"),
    ("spoil_five", "spoil-five-ordinary"),
    ("spoil_five", "spoil-five-partners"),
    ("spoil_five", "spoil-five-six-partners"),
    ("spoil_five", "spoil-five-two-tricks"),
    ("spoil_five", "fiving"),
    ("spoil_five", "twenty-five"),
    ("spoil_five", "forty-five"),
]


@pytest.mark.parametrize(("key", "profile"), PROFILES)
def test_the_coach_ranks_legal_actions_with_the_experts_choice_first(key: str, profile: str) -> None:
    units = set()
    for game, seat in positions(key, profile_rules(profile), seed=7, count=4, every=3):
        advice = checked_advice(key, game, seat)
        assert len(advice.choices) == len(game.legal_actions(seat))  # every legal action, valued
        units.add(advice.unit)
    assert units <= {"points", "counters"}


def test_a_pool_game_is_coached_in_counters_a_scored_game_in_points() -> None:
    for profile, unit in (("spoil-five", "counters"), ("twenty-five", "points"), ("all-fours", "points")):
        key = "all_fours" if profile.startswith("all") else "spoil_five"
        game, seat = next(positions(key, profile_rules(profile), seed=3, count=1))
        assert checked_advice(key, game, seat).unit == unit


def test_the_ace_of_trumps_must_rob() -> None:
    """Peel: the holder of the ace of trumps robs (puts out a card for the turn-up); declining
    where robbing is required forfeits his part, so the coach robs and says why."""
    rules = profile_rules("spoil-five")
    for seed in range(60):
        game = registry.get("spoil_five").new_game(rules, seed)
        seat = game.seats_to_act()[0]
        legal = game.legal_actions(seat)
        if any(a.kind == "rob_decline" for a in legal) and game.turnup.rank != Rank.ACE:
            break
    else:
        pytest.fail("no seed dealt the ace of trumps to the elder hand")
    advice = checked_advice("spoil_five", game, seat)
    assert advice.best.action.kind == "rob"
    assert advice.best.why.code == "rob_must"
    decline = next(c for c in advice.choices if c.action.kind == "rob_decline")
    assert decline.why.code == "rob_decline_barred" and decline.value < advice.best.value


def test_a_ten_led_is_taken_with_the_ace() -> None:
    """All-Fours: a ten led (ten for Game) that the ace of its suit can take is taken."""
    rules = profile_rules("all-fours")
    for seed in range(40):
        for game, seat in positions("all_fours", rules, seed=seed, count=30):
            view = game.view(seat)
            trick = view.trick
            aces = [a for a in game.legal_actions(seat) if a.kind == "play" and a.cards[0].rank == Rank.ACE]
            if (
                len(trick) == 1
                and trick[0][1].rank == Rank.TEN
                and any(a.cards[0].suit == trick[0][1].suit for a in aces)
            ):
                advice = checked_advice("all_fours", game, seat)
                assert advice.best.action.cards[0].rank == Rank.ACE
                assert advice.best.why.code == "wins_trick" and advice.best.why.args["game"] == 10
                return
    pytest.fail("no position with a ten led and the ace to take it")


def test_a_card_that_wins_while_another_player_needs_one_more_trick_is_said_to_spoil() -> None:
    rules = profile_rules("spoil-five")
    for seed in range(40):
        for game, seat in positions("spoil_five", rules, seed=seed, count=25):
            view = game.view(seat)
            others = [won for s, won in enumerate(view.tricks_won) if s != seat]
            if view.trick and max(others) == 2 and max(view.tricks_won) == 2:
                advice = checked_advice("spoil_five", game, seat)
                codes = {c.why.code for c in advice.choices}
                assert "wins_trick" not in codes and "trumps_trick" not in codes
                if "wins_to_spoil" in codes:
                    return
    pytest.fail("no trick to spoil")


def test_spoil_five_a_low_black_card_led_as_the_strongest_says_why():
    """Peel, Spoil-Five: the plain cards rank "highest in red, lowest in black". The hint said a four
    of clubs "leads your strongest card" and nothing more; a newcomer takes it for a mistake."""
    from hoyle_desktop.ai.coach.base import Reason
    from hoyle_desktop.ai.coach.tricks import play_reason, why_text

    why = why_text(Reason("lead_strongest", {"card": "4C", "black_pip": 1}))
    assert why == "leads your strongest card (in a black suit a lower pip card ranks higher)"
    assert why_text(Reason("lead_strongest", {"card": "KH", "black_pip": 0})) == "leads your strongest card"
    seen = set()
    for seed in range(1, 8):
        for g, seat in positions("spoil_five", profile_rules("spoil-five"), seed, 40):
            view = g.view(seat)
            if view.trick or not view.hand:
                continue
            for card in view.hand:
                reason = play_reason(view, card)
                if reason.code == "lead_strongest":
                    black_pip = card.suit.value in "CS" and 2 <= int(card.rank) <= 10
                    assert reason.args["black_pip"] == int(black_pip)
                    seen.add(reason.args["black_pip"])
    assert seen == {0, 1}


def test_a_card_that_plays_out_as_well_is_not_charged_the_experts_margin():
    """Spoil-Five, fiving: four trumps that all win the trick showed +5.0, +4.6, +4.6, +4.6 counters and
    the review charged "−0.4 counters" for the five of clubs: the Expert shows a card other than the
    usual play less the margin it must gain to leave that play, not a worse outcome. The coach shows
    each card at its play-outs' mean; the usual play, kept, at the best mean it cannot be told from."""
    from hoyle_desktop.ai.base import InfoSet
    from hoyle_desktop.ai.coach.ranking import Valued, advice
    from hoyle_desktop.ai.coach.tricks import why_text, without_margin
    from hoyle_desktop.ai.tricks_bots import MARGIN, ExpertTrickBot

    game, seat = next(
        (g, s) for g, s in positions("spoil_five", profile_rules("spoil-five"), 1, 40) if g.view(s).trick
    )
    info = InfoSet(game, seat)
    expert = ExpertTrickBot(1)
    usual = expert.fallback.choose(info.view, info.legal)
    other = next(a for a in info.legal if a != usual)
    kept = without_margin(expert, info, [(usual, 0.5), (other, 0.5 - MARGIN)], 10.0)
    assert [v for _, v, _ in kept] == [0.5, 0.5]  # the same play-outs: the same value
    level = advice("spoil_five", seat, "counters", [Valued(a, v * 10, why) for a, v, why in kept])
    assert level.verdict == "all_equal"
    # the usual play kept though another card played out a little better: shown at that card's mean
    close = without_margin(expert, info, [(usual, 0.5), (other, 0.5 - MARGIN / 2)], 10.0)
    assert close[0][1] == close[1][1] == 0.5 + MARGIN / 2
    assert close[0][2].args["usual"] == 1
    assert why_text(close[0][2]).endswith(
        "; the usual play: the Expert keeps it unless another card plays out clearly better"
    )
    # the Expert leaves the usual play: each at its mean, the usual play's own mean unlowered
    left = without_margin(expert, info, [(other, 0.9 - MARGIN), (usual, 0.5)], 10.0)
    assert [v for _, v, _ in left] == [0.9, 0.5] and "usual" not in left[0][2].args


def test_each_card_says_what_its_play_outs_showed_against_the_experts_choice():
    """The review of 28 November left "trumps the trick" at −5.3 and −5.9 with no why: the play-outs
    kept none. Each reason now says, from the Expert's own play-outs (the same deals for every card),
    what happened more or less often than with the Expert's choice, or that the deals cannot tell
    them apart; a card that ended exactly as the Expert's in every deal shows the Expert's value."""
    from hoyle_desktop.ai.coach.tricks import why_text

    kinds = set()
    for key, profile in (("all_fours", "all-fours"), ("spoil_five", "spoil-five")):
        for game, seat in positions(key, profile_rules(profile), seed=5, count=6, every=2):
            advice = checked_advice(key, game, seat)
            best = advice.best
            for choice in advice.choices:
                played = choice.why.args["played"]
                vs = best.action if choice is not best else None
                if vs is not None:
                    assert played["vs"] == vs.to_json()
                    if played["same"] == 2:
                        assert choice.value == best.value  # the same outcomes never cost
                text = why_text(choice.why)
                assert f"{played['n']} deals played out" in text
                if played["same"] == 0:
                    assert played["items"] or "what the other players take" in text
                kinds.add(played["same"])
    assert kinds == {0, 1, 2}


def test_the_play_outs_compared_name_the_largest_difference_or_say_it_is_luck():
    from hoyle_desktop.ai.coach.trick_outcomes import Outcomes, compare
    from hoyle_desktop.ai.coach.tricks import played_text
    from hoyle_desktop.engine.actions import Action
    from hoyle_desktop.engine.cards import Card

    game, seat = next(positions("all_fours", profile_rules("all-fours"), seed=3, count=1))
    outcomes = Outcomes(game.view(seat))
    jack, three, nine = (Action("play", (Card.parse(c),)) for c in ("JH", "3H", "9S"))
    for i in range(8):
        outcomes.values[jack].append(0.5)
        outcomes.values[three].append(0.25)
        outcomes.values[nine].append(0.25 + (0.5 if i % 2 else -0.5))  # luck either way
        outcomes.measures[jack]["game"].append(1.0)
        outcomes.measures[three]["game"].append(float(i < 2))
        outcomes.measures[jack]["trick"].append(1.0)
        outcomes.measures[three]["trick"].append(0.0)
    worse = compare(outcomes, three, jack)
    assert worse["same"] == 0 and worse["items"] == [["game", -6], ["trick", -8]]
    assert played_text(worse) == (
        "; in 8 deals played out, against the jack of hearts: Game to your side in 6 fewer of them, "
        "this trick to your side in 8 fewer of them"
    )
    assert compare(outcomes, nine, three)["same"] == 1
    assert "no clear difference from the three of hearts" in played_text(compare(outcomes, nine, three))
    outcomes.values[nine][:] = outcomes.values[three]
    assert played_text(compare(outcomes, nine, three)) == (
        "; in all 8 deals played out it ends as the three of hearts does"
    )
