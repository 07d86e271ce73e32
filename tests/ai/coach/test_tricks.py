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


def test_spoil_five_a_black_pip_card_followed_to_one_says_the_lower_ranks_higher():
    """Playtest coachb (29 November): to the seven of spades led (spades trumps) the Hint read "Play
    the three of spades: wins the trick so far", "the ten of spades: cannot win the trick": right by
    Peel ("lowest in black"), a mistake to a newcomer. Each now says why, where both cards are black
    pip cards of one suit; elsewhere nothing is added."""
    from hoyle_desktop.ai.coach.base import Reason
    from hoyle_desktop.ai.coach.tricks import play_reason, why_text

    why = why_text(Reason("wins_trick", {"card": "3S", "game": 0, "black_pip": 1}))
    assert why == "wins the trick so far (in a black suit a lower pip card ranks higher)"
    assert why_text(Reason("cannot_win", {"card": "TS"})) == "cannot win the trick: keeps your better cards"
    seen = set()
    for seed in range(1, 8):
        for g, seat in positions("spoil_five", profile_rules("spoil-five"), seed, 40):
            view = g.view(seat)
            if not view.trick:
                continue
            for action in g.legal_actions(seat):
                if action.kind != "play":
                    continue
                card, reason = action.cards[0], play_reason(view, action.cards[0])
                black = [c.suit.value in "CS" and 2 <= int(c.rank) <= 10 for c in (card,)]
                if "black_pip" in reason.args:
                    assert black == [True] and reason.code in (
                        "wins_trick",
                        "trumps_trick",
                        "cannot_win",
                        "wins_to_spoil",
                    )
                    assert "(in a black suit a lower pip card ranks higher)" in why_text(reason)
                    seen.add(reason.code)
    assert {"wins_trick", "cannot_win"} <= seen, seen


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
    from hoyle_desktop.ui.table.coach import advice_lines

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
                    if played["same"] in (1, 2):
                        assert choice.value == best.value  # the same outcomes, or luck, never cost
                text = why_text(choice.why)
                if played["same"] == 0:
                    assert f"of the {played['n']} deals played out" in text
                    assert played["items"] or "what the other players take" in text
                elif played["same"] == 2:
                    assert "in every deal played out it ends as" in text
                else:  # within the luck of the deals: said once, in the note, with the number of deals
                    assert "deals played out" not in text
                    assert advice.note.args["n"] == played["n"]
                    lines = advice_lines(advice)
                    if any(c.why.args["played"].get("same") == 1 for c in advice.choices[:3]):
                        said = [line for line in lines if "could not be told apart" in line]
                        assert len(said) == 1 and f"out {played['n']} times for each choice" in said[0]
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
    assert worse["same"] == 0 and worse["items"] == [["game", -6, 2, 8], ["trick", -8, 0, 8]]
    # Playtest of 29 November: "in 6 fewer of them" took three readings; each difference now says
    # both counts and names the other choice itself.
    assert played_text(worse) == (
        "; of the 8 deals played out: Game to your side in 2 of them, against 8 with the jack of hearts; "
        "this trick to your side in 0 of them, against 8 with the jack of hearts"
    )
    assert compare(outcomes, nine, three)["same"] == 1
    assert played_text(compare(outcomes, nine, three)) == ""  # the advice's note says it once
    outcomes.values[nine][:] = outcomes.values[three]
    assert played_text(compare(outcomes, nine, three)) == (
        "; in every deal played out it ends as the three of hearts does"
    )


def _playtest_first_trick():
    """The playtest of 28 November (d): the cards run three times, diamonds trumps (the six turned
    up; the seven, two and knave of spades turned up before), Computer 1 leads the three of hearts
    and the person, the dealer, holds fifteen cards, six of them trumps."""
    import random

    from hoyle_desktop.engine.actions import Action
    from hoyle_desktop.engine.cards import Card, Suit, cards, full_pack
    from hoyle_desktop.engine.tricks.all_fours import AllFoursGame

    game = AllFoursGame({"players": 2}, 1)
    game.dealer = 0
    game.fresh_hand()
    mine = cards("QD JD 8D 7D 5D 3D AS TS 5S AH QH 9H 4H KC QC")
    old, turnup, led = cards("7S 2S JS"), Card.parse("6D"), Card.parse("3H")
    rest = [c for c in full_pack() if c not in mine and c not in old and c not in (turnup, led)]
    random.Random(0).shuffle(rest)
    game.hands = [list(mine), [led, *rest[:14]]]
    game.stock = rest[14:]
    for seat, hand in enumerate(game.hands):
        for card in hand:
            game.dealt[card] = seat
    game.old_turnups, game.turnup, game.trump = old, turnup, Suit.DIAMONDS
    game.begged, game.points = True, [0, 0]
    game.start_play(game.elder)
    game.apply(1, Action("play", (led,)))
    return game


def test_all_fours_the_playtests_first_trick_says_what_each_trump_does_for_the_jack():
    """Playtest (d): "Play the knave of diamonds (+1.4 points): trumps the trick; in 7 deals played
    out, no clear difference from the eight of diamonds", the eight and seven "(+1.1): trumps the
    trick": the same words, figures that differ while the text says no difference, nothing of the
    real reason. Now each card says what the rules make certain (the trick is the person's for
    sure: he plays last; the Jack taken home is a point made sure of; kept back, the unseen ace and
    king of trumps could take it), cards the play-outs cannot tell apart show one value, and the
    number of deals is explained once."""
    from hoyle_desktop.ui.table.coach import advice_lines

    game = _playtest_first_trick()
    advice = checked_advice("all_fours", game, 0)
    by_card = {c.action.cards[0].code: c for c in advice.choices}
    jack, eight, seven, queen = by_card["JD"], by_card["8D"], by_card["7D"], by_card["QD"]
    lines = advice_lines(advice)
    assert lines[0].startswith("Play the knave of diamonds (")
    assert lines[0].endswith(
        "): trumps the trick with the Jack and takes it for sure, with 1 for Game in it; "
        "the Jack's point is yours"
    )
    kept = (
        "trumps the trick and takes it for sure; keeps back your knave of diamonds: higher trumps not yet"
        " seen could take it (ace of diamonds, king of diamonds)"
    )
    from hoyle_desktop.ai.coach.words import Wording

    words = Wording("all_fours")
    assert words.why_text(eight.why) == kept and words.why_text(seven.why) == kept
    # within the luck of the seven deals: shown at the Expert's value, said once, in words
    assert eight.why.args["played"]["same"] == seven.why.args["played"]["same"] == 1
    assert jack.value == eight.value == seven.value == advice.best.value
    assert advice.verdict == "choose" and advice.best.action.cards[0].code == "JD"
    said = [line for line in lines[:-1] if "deals" in line or "times" in line]
    assert said == [
        "Choices shown at the same value could not be told apart: the Expert played the rest of the hand "
        "out 7 times for each choice, the cards you cannot see dealt at random each time, and the luck of "
        "those deals was larger than the difference between them"
    ]
    assert lines[-1].endswith("High and Low count to the player dealt them, whoever takes them: the play "
                              "decides the Jack and Game.")  # fmt: skip
    # the queen of trumps keeps the Jack back too, and the same deals tell it apart: the Jack lost
    assert queen.value < jack.value
    assert words.why_text(queen.why).endswith(
        "; of the 7 deals played out: the Jack to you in 4 of them, against 7 with the knave of diamonds"
    )


def test_all_fours_leading_trumps_says_the_other_side_must_follow_with_one():
    """Playtest (d), leading after the knave took the first trick: three trumps at "+2.4 points: leads
    a trump; in all 5 deals played out it ends as the eight of diamonds does"."""
    from hoyle_desktop.engine.actions import Action
    from hoyle_desktop.engine.cards import Card
    from hoyle_desktop.ui.table.coach import advice_lines

    game = _playtest_first_trick()
    game.apply(0, Action("play", (Card.parse("JD"),)))
    advice = checked_advice("all_fours", game, 0)
    lines = advice_lines(advice)
    assert "leads a trump; the other side must play a trump to it if they hold one" in lines[0]
    assert "in every deal played out it ends as the" in lines[0] and "5 deals" not in lines[0]
    # the line above's words are not said again (the lead's look at Vingt-un, 29 November), nor the same
    # reason with "it ends as the card above does" (lesson, 29 November: coachb's "What remains" 4)
    assert lines[1].endswith(": as good as the one above, for the same reason")
    assert lines[2] == "Play the five of diamonds: as good as the one above, for the same reason"
    assert any("played the rest of the hand out 5 times for each choice" in line for line in lines)


def test_a_jack_kept_with_no_higher_trump_unseen_is_said_safe_and_spoil_five_says_nothing_of_it():
    from hoyle_desktop.ai.coach.tricks import play_reason, why_text
    from hoyle_desktop.engine.cards import Card

    game = _playtest_first_trick()
    game.hands[1] = [c for c in game.hands[1] if c.code not in ("AD", "KD")]
    game.stock = [c for c in game.stock if c.code not in ("AD", "KD")]
    game.played += [(1, Card.parse("AD")), (1, Card.parse("KD"))]  # seen: gone from play
    view = game.view(0)
    eight = play_reason(view, Card.parse("8D"))
    assert eight.args["jack_safe"] == 1
    assert why_text(eight).endswith("; keeps back your jack of diamonds: no trump left unseen can take it")
    # Spoil-Five's reasons keep to the trick (no Jack, no Game): a card that surely wins says so
    for g, seat in positions("spoil_five", profile_rules("spoil-five"), seed=5, count=12):
        for choice in checked_advice("spoil_five", g, seat).choices:
            text = why_text(choice.why)
            assert "Jack" not in text and "Game" not in text
            assert not {"kept", "jack_at", "jack_safe", "own", "must_trump"} & set(choice.why.args)


def test_a_trick_said_to_be_taken_for_sure_is_taken_whatever_the_unseen_cards_and_the_others_play():
    """ "Takes the trick for sure" and "the Jack's point is yours" must be certain: over seeded positions
    of All-Fours (two, three and four players) and Spoil-Five, each card said to take its trick for
    sure is played in deals of the unseen cards with the other players' cards chosen at random, and
    the trick always goes to the seat's side."""
    import random

    from hoyle_desktop.ai.coach.tricks import play_reason

    rng = random.Random(1)
    sure = 0
    for key, profile, players in (
        ("all_fours", "all-fours", 2),
        ("all_fours", "all-fours", 3),
        ("all_fours", "all-fours-partners", 4),
        ("spoil_five", "spoil-five", 4),
    ):
        rules = {**profile_rules(profile), "players": players}
        for seed in range(3):
            for game, seat in positions(key, rules, seed=seed, count=30):
                view = game.view(seat)
                for action in game.legal_actions(seat):
                    if action.kind != "play" or not play_reason(view, action.cards[0]).args.get("sure"):
                        continue
                    sure += 1
                    for _ in range(6):
                        deal = game.determinise(seat, rng)
                        deal.apply(seat, action)
                        while deal.trick and deal.seats_to_act():
                            other = deal.seats_to_act()[0]
                            deal.apply(other, rng.choice(deal.legal_actions(other)))
                        assert deal.team(deal.last_winner) == deal.team(seat), (key, view.trick, action)
    assert sure > 50


def test_a_card_that_spoils_for_sure_is_not_said_to_win_so_far():
    """Playtest of 29 November: last to play, with another player on two tricks, the ace of spades
    took the trick whatever came; the hint said it "wins the trick so far", as if someone could
    still beat it. A card that surely takes the trick says so."""
    from hoyle_desktop.ai.coach.tricks import play_reason, why_text

    seen = set()
    for seed in range(40):
        for g, seat in positions("spoil_five", profile_rules("spoil-five"), seed, 25):
            view = g.view(seat)
            for action in g.legal_actions(seat):
                reason = play_reason(view, action.cards[0]) if action.kind == "play" else None
                if reason is None or reason.code != "wins_to_spoil":
                    continue
                sure = bool(reason.args.get("sure"))
                text = why_text(reason)
                assert text.endswith("another player needs only one more trick"), text
                assert ("so far" in text) != sure, text
                seen.add(sure)
        if seen == {True, False}:
            return
    pytest.fail(f"not both kinds of spoiling card met: {seen}")


def test_a_player_without_partners_is_told_you_not_your_side():
    """Playtest of 29 November: "the pool to your side in 7 more of them" at Spoil-Five for four
    each for himself, "Low to your side in 8 more of them" at All-Fours for two. Only partners make
    a side; alone, the play-outs' differences go "to you"."""
    from hoyle_desktop.ai.coach.tricks import why_text

    for key, profile, partners in (
        ("spoil_five", "spoil-five", False),
        ("all_fours", "all-fours", False),
        ("all_fours", "all-fours-partners", True),
    ):
        texts = []
        for seed in range(6):
            for game, seat in positions(key, profile_rules(profile), seed=seed, count=6):
                advice = checked_advice(key, game, seat)
                texts += [why_text(c.why) for c in advice.choices]
        compared = [t for t in texts if "deals played out: " in t and ", against " in t]
        assert compared, profile
        sides = [t for t in compared if "your side" in t]
        if partners:
            assert sides, profile
        else:
            assert not sides, sides[0]
            assert any(" to you " in t for t in compared), compared[0]
