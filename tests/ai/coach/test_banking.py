"""The coach at Vingt-un, Baccarat and Blind Hookey: expected counters from the Expert's exact sums."""

from __future__ import annotations

import pytest
from coach_positions import check_position, positions, profiles

from hoyle_desktop.ai.coach import advise
from hoyle_desktop.engine.baccarat.points import point, value
from hoyle_desktop.engine.baccarat.positions import punter_at_five
from hoyle_desktop.engine.vingt_un.points import pips_value


@pytest.mark.parametrize("game", ["vingt_un", "baccarat", "blind_hookey"])
def test_every_profile_the_coach_puts_the_experts_choice_first(game):
    verdicts = set()
    for profile in profiles(game):
        for g, seat in positions(game, profile, 1, steps=40 if game == "vingt_un" else 100):
            verdicts.add(check_position(game, g, seat))
    assert "choose" in verdicts


def test_vingt_un_standing_on_twenty_beats_drawing():
    found = 0
    for seed in range(1, 40):
        for g, seat in positions("vingt_un", "vingt-un", seed, steps=40):
            view = g.view(seat)
            if seat == view.dealer or g.legal_actions(seat)[0].kind != "content":
                continue
            box = view.boxes[seat][view.active_box or 0]
            total, soft = pips_value([c.pips for c in box.cards if c is not None])
            if total == 20 and not soft:
                advice = advise("vingt_un", g, seat)
                kinds = [c.action.kind for c in advice.choices]
                assert kinds[0] == "content" and "card" in kinds
                assert advice.choices[0].value > advice.choices[kinds.index("card")].value
                assert advice.unit == "counters"
                found += 1
        if found >= 2:
            break
    assert found


def test_baccarat_punter_at_five_takes_the_exact_better_value():
    """At five the punter stands with 1-4 or 2-3 and draws with 0-5, 6-9, 7-8 against the solution
    (six packs; positions.punter_at_five)."""
    found = 0
    for seed in range(1, 30):
        for g, seat in positions("baccarat", "baccarat", seed, steps=200):
            view = g.view(seat)
            if view.phase != "punter" or seat not in view.holders:
                continue
            hand = [c for c in view.hands[view.holders.index(seat)] if c is not None]
            if len(hand) != 2 or point(hand) != 5:
                continue
            advice = advise("baccarat", g, seat)
            exact = punter_at_five(value(hand[0]), value(hand[1]), 6)
            best = "stand" if exact.stand > exact.draw else "card"
            assert advice.choices[0].action.kind == best
            found += 1
        if found >= 2:
            break
    assert found


def test_blind_hookey_the_least_stake_loses_least():
    for g, seat in positions("blind_hookey", "blind-hookey", 1, steps=60):
        legal = g.legal_actions(seat)
        if len(legal) > 1 and legal[0].kind == "stake":
            advice = advise("blind_hookey", g, seat)
            assert advice.choices[0].action == legal[0]
            worst = advice.choices[-1]
            assert worst.value == pytest.approx(-int(worst.action.value) / 17, abs=1e-6)
            return
    raise AssertionError("no stake in the game")


def test_the_stored_baccarat_solutions_are_the_computed_ones():
    from hoyle_desktop.engine.baccarat.solution import compute, solve

    for packs in (3, 6):
        assert solve(packs) == compute(packs)


def test_a_worth_below_nothing_is_written_with_the_minus_sign_the_values_use() -> None:
    # The playtest of 28 November (c): "Stake 1 (−0.5 counters): your first card, five of diamonds,
    # is worth -0.546 a counter staked": a hyphen in the reason beside the value's minus sign.
    from hoyle_desktop.ai.coach.banking import why_text
    from hoyle_desktop.ai.coach.base import Reason

    text = why_text(Reason("stake", {"card": "5D", "ev": -0.546}))
    assert "-" not in text and "−" not in text  # said in words: "you lose about 0.55"


def test_vingt_un_reasons_say_what_a_newcomer_can_do_with_them() -> None:
    """Read as a newcomer (docs/notes/coach-review-2026-11-28.md, the second reading): three stakes gave one
    reason, "your first card, queen of clubs, is worth −0.11 a counter staked", and not which stake it
    favours; the dealer's double gave "the bank gains 0.036 on every counter staked" to the seat that
    holds the bank; a draw to eleven "puts you over 0% of the time"; the dealer's stand on eighteen was
    "against the hands that stand", which says nothing of who pays whom."""
    from hoyle_desktop.ai.coach.banking import why_text
    from hoyle_desktop.ai.coach.base import Reason

    assert why_text(Reason("stake", {"card": "QC", "ev": -0.11})) == (
        "with the queen of clubs as your first card you lose about 0.11 of every counter staked, on "
        "average: the smallest stake loses least"
    )
    assert why_text(Reason("stake", {"card": "AH", "ev": 0.301})).endswith(
        "you win about 0.30 of every counter staked, on average: the largest stake wins most"
    )
    assert why_text(Reason("double", {"card": "3H", "edge": 0.036})) == (
        "you hold the bank: with the three of hearts as your card you win about 0.04 of every counter "
        "staked against you, on average; doubling doubles it"
    )
    assert why_text(Reason("double", {"card": "AS", "edge": -0.2})).endswith(
        "you lose about 0.20 of every counter staked against you, on average; doubling would double it"
    )
    assert why_text(Reason("draw", {"total": 11, "over": 0})) == "drawing to 11: no card can take you over 21"
    assert why_text(Reason("draw", {"total": 16, "over": 52})) == (
        "drawing to 16: 52% of the time one card takes you over 21"
    )
    assert why_text(Reason("dealer_stand", {"total": 18})) == (
        "standing on 18: you take the stakes of the hands that stand on 18 or less, and pay those above"
    )
    assert why_text(Reason("divide", {"card": "QD", "each": 0.054})) == (
        "each new hand on the queen of diamonds wins about 0.05 of every counter staked, on average"
    )


def test_baccarat_banco_says_what_it_stakes_and_declining_what_it_keeps() -> None:
    """Read as a newcomer (docs/notes/coach-review-2026-11-28.md, the second reading): at Banque both "go
    banco" and "do not go banco" gave "a punter loses 1.31% of every counter staked", which says
    neither what banco puts at risk nor why declining is worth nothing."""
    from hoyle_desktop.ai.coach.banking import why_text

    for g, seat in positions("baccarat", "baccarat-banque", 1, steps=300):
        if {a.kind for a in g.legal_actions(seat)} == {"banco", "no_banco"}:
            advice = advise("baccarat", g, seat)
            bank = g.view(seat).bank
            words = {c.action.kind: why_text(c.why) for c in advice.choices}
            assert words["banco"] == (
                f"stakes the whole bank, {bank} counters, on this coup: a punter loses 1.31% of every "
                "counter staked"
            ), words
            assert words["no_banco"] == "risks nothing against the bank this coup"
            return
    pytest.fail("no banco offered")


def test_baccarat_a_punters_one_choice_says_the_rule() -> None:
    """Read as a newcomer: at Banque the punter's draw read "Only one thing you may do: take a card."
    with no word of the rule that forces it; it now says the rule at his point."""
    from hoyle_desktop.ui.table.coach import advice_lines

    seen = set()
    for g, seat in positions("baccarat", "baccarat-banque", 1, steps=300):
        legal = g.legal_actions(seat)
        if len(legal) == 1 and legal[0].kind in ("card", "stand"):
            view = g.view(seat)
            if seat not in view.holders or view.phase != "punter":
                continue
            line = advice_lines(advise("baccarat", g, seat))[0]
            if legal[0].kind == "card":
                assert line.startswith("Only one thing you may do: take a card (your point is "), line
                assert line.endswith(": a punter draws at 4 or less)."), line
            else:
                assert line.endswith(": a punter stands at 6 or 7)."), line
            seen.add(legal[0].kind)
    assert seen == {"card", "stand"}


def test_a_reason_the_line_above_gave_is_said_once() -> None:
    """The lead's look at Vingt-un in German (29 November): three stakes each repeated "with the eight
    of spades as your first card you lose about 0.49 of every counter staked…", three lines of the
    same words in a narrow panel. The reason is said on the first line; the next say "for the same
    reason" after their own value."""
    from hoyle_desktop.ui.table.coach import advice_lines

    for g, seat in positions("vingt_un", "vingt-un", 1, steps=40):
        legal = g.legal_actions(seat)
        if len(legal) > 2 and legal[0].kind == "stake":
            lines = advice_lines(advise("vingt_un", g, seat))
            assert "of every counter staked" in lines[0]
            assert all("of every counter staked" not in line for line in lines[1:3]), lines
            assert all(line.endswith("for the same reason") for line in lines[1:3]), lines
            assert "(−" in lines[1] or "(+" in lines[1], lines  # each keeps its own value
            return
    raise AssertionError("no stake in the game")


def test_a_whole_negative_value_is_written_with_the_minus_sign_beside_it():
    """Playtest of 29 November, Baccarat's banker: "Take a card (−62.4 counters): worth −0.5199 a
    counter … Stand (−120.0 counters): worth -1 a counter": a hyphen where the values beside it
    have the minus sign."""
    from hoyle_desktop.ai.coach.base import Reason
    from hoyle_desktop.ai.coach.texts import number
    from hoyle_desktop.ai.coach.words import Wording

    assert number(-1.0) == "\u22121" and number(2.0) == "2" and number(-0.5199) == "\u22120.5199"
    text = Wording("baccarat").why_text(Reason("banker_stand", {"value": -1.0}))
    assert text == "you lose every counter staked, against the punters' best play", text


def test_baccarats_hint_gives_a_counters_worth_as_a_player_reads_it():
    """Playtest of 29 November: "Take a card (−62.4 counters): worth −0.5199 a counter", four
    decimals beside the header's one. A counter's worth reads as the share of the stake won or
    lost, to a tenth of a percent; where the other choice would read the same, words say which is
    the better (a punter's draw and stand at five differ in the third or fourth decimal)."""
    from hoyle_desktop.ai.coach.base import Reason
    from hoyle_desktop.ai.coach.words import Wording

    words = Wording("baccarat")
    said = words.why_text(Reason("banker_draw", {"value": -0.5199, "other": -1.0}))
    assert said == "you lose about 52.0% of every counter staked, against the punters' best play"
    five = punter_at_five(0, 5, 6)
    said = words.why_text(Reason("punter_five", {"value": float(five.draw), "other": float(five.stand)}))
    assert said == (
        "at five with these two cards you win about 1.4% of every counter staked, against the banker's "
        "best play"
    )
    close = words.why_text(Reason("punter_five", {"value": 0.01391, "other": 0.01388}))
    assert close.endswith(
        "you win about 1.4% of every counter staked, against the banker's best play; "
        "the other choice is the same to a tenth of a percent, this one a hair better"
    )
    close = words.why_text(Reason("punter_five", {"value": 0.01388, "other": 0.01391}))
    assert close.endswith("this one a hair worse")


def test_no_baccarat_hint_writes_more_than_two_decimals():
    import re

    from hoyle_desktop.ui.table.coach import advice_lines

    seen = 0
    for seed in range(1, 12):
        for g, seat in positions("baccarat", "baccarat", seed, steps=120):
            if len(g.legal_actions(seat)) < 2:
                continue
            lines = advice_lines(advise("baccarat", g, seat))
            assert not any(re.search(r"\d[.,]\d{3}", line) for line in lines), lines
            seen += any("of every counter staked" in line for line in lines)
        if seen >= 3:
            return
    raise AssertionError(f"only {seen} hints valued a counter")


def test_baccarat_staking_nothing_is_not_said_to_be_worth_the_least_stake() -> None:
    """The lead's look at Baccarat in French (29 November): "Miser 0 (même valeur) : ne joue pas ce
    coup ; l'Expert mise le moins possible". Staking nothing is worth nothing, more than the least
    stake's loss; the Expert stakes the least by design (a table where it sat every coup out would
    leave the person alone), so the line says that in words and carries no value of its own."""
    from hoyle_desktop.ui.table.coach import advice_lines

    for g, seat in positions("baccarat", "baccarat", 1, steps=300):
        legal = g.legal_actions(seat)
        if any(a.kind == "stake" and not a.value for a in legal) and len(legal) > 2:
            lines = advice_lines(advise("baccarat", g, seat))
            nothing = next(line for line in lines if "sits this coup out" in line)
            assert "worth the same" not in nothing and "(" not in nothing.split(":")[0], nothing
            assert "loses nothing" in nothing and "least stake" in nothing, nothing
            return
    pytest.fail("no stake of nothing offered")


def test_the_dealers_hint_gives_each_double_choice_its_own_reason(qapp) -> None:
    """Playtest (f), 29 November: "Do not double (+0.0 counters): for the same reason", the reason
    given for doubling ("doubling doubles it") said again for not doubling. Each choice now says
    what it does with the dealer's edge."""
    from hoyle_desktop.engine.actions import Action
    from hoyle_desktop.engine.vingt_un.game import VingtUnGame
    from hoyle_desktop.profiles import rules_defaults
    from hoyle_desktop.ui.table.coach import advice_lines

    game = VingtUnGame({**rules_defaults("vingt_un"), "players": 3}, 1)
    while game.phase == "stake":
        game.apply(game.actor, Action("stake", value=1))
    assert Action("double") in game.legal_actions(game.dealer)
    lines = advice_lines(advise("vingt_un", game, game.dealer))
    assert not any("same reason" in line for line in lines), lines
    mine = next(line for line in lines if line.startswith("Do not double"))
    assert "not doubling" in mine, lines
