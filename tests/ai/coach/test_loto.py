"""The coach at Loto: a claim is worth its prize; at the second method exchanges are worth nothing."""

from __future__ import annotations

from coach_checks import checked_advice
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


def test_an_exchange_says_what_it_changes_in_words():
    """Read as a newcomer (docs/notes/coach-review-2026-11-28.md, the second reading, and playtest (d)):
    "30 after this, 28 now" did not say 30 of what. Each swap now says it: the different numbers the
    cards would carry, more or fewer than now; an offer happens only if accepted."""
    from hoyle_desktop.ai.coach.base import Reason
    from hoyle_desktop.ai.coach.loto import why_text

    assert why_text(Reason("spread", {"numbers": 30, "now": 28})) == (
        "your cards would then carry 30 different numbers, 2 more than now"
    )
    assert why_text(Reason("spread", {"numbers": 27, "now": 28})) == (
        "your cards would then carry 27 different numbers, 1 fewer than now"
    )
    assert why_text(Reason("spread", {"numbers": 28, "now": 28, "offer": True})) == (
        "if it is accepted, your cards carry 28 different numbers, as many as now"
    )
    assert why_text(Reason("loto_done", {"now": 28})) == (
        "your cards keep the 28 different numbers they carry now"
    )


def _before_the_first_drawing(seed: int):
    """A four-player game of the second method at the person's (seat 0's) exchanges before the first
    drawing, the players before having kept their cards."""
    from hoyle_desktop.cli.common import load_rules
    from hoyle_desktop.engine import registry
    from hoyle_desktop.engine.actions import Action

    spec = registry.get("loto")
    rules = {**load_rules(spec, "loto-second-method", None), "players": 4}
    g = spec.new_game(rules, seed)
    while 0 not in g.seats_to_act():
        g.apply(g.seats_to_act()[0], Action("done"))
    return g


def test_the_hint_before_a_drawing_tells_the_exchanges_apart_and_says_once_why_they_are_level(qapp):
    """Playtest (d), Loto's second method: the Hint before the first drawing gave three lines of the
    same long sentence, each "+0.0 counters", "30 after this, 28 now", and "card 12" beside the number
    12 on the same card. Now: the cards named as the table marks them (#12), the value said once and
    "worth the same" after it, each exchange's numbers in words, the equal exchanges that carry most
    numbers first ("as good as the one above, for the same reason" where nothing else differs), and
    why they are level said once (the same chances of the line prizes)."""
    from hoyle_desktop.ui.table.coach import advice_lines

    g = _before_the_first_drawing(1)
    advice = checked_advice("loto", g, 0)  # sorted, worded, the Expert's own choice first
    lines = advice_lines(advice)
    assert advice.verdict == "choose"  # taking or throwing up a card costs: the exchanges are best
    assert lines == [
        "Exchange card #18 for card #3 laid aside (+0.0 counters): your cards would then carry 30 "
        "different numbers, 5 more than now",
        "Exchange card #18 for card #4 laid aside: as good as the one above, for the same reason",
        "Exchange card #18 for card #5 laid aside: as good as the one above, for the same reason",
        "Every card has the same chances of the line prizes (ambo, terne …), so changing one card for "
        "another gains or loses no counters; the Expert picks the cards that carry the most different "
        "numbers, so they do not all win on the same knobs",
        "Counters: the prizes and pools you may expect to win, less what you pay for them.",
    ]
    # the values are the Expert's own: every exchange at nothing
    assert all(c.value == 0.0 for c in advice.choices if c.action.kind == "exchange")
    numbers = [c.why.args["numbers"] for c in advice.choices if c.why.code == "spread"]
    assert numbers[1:] == sorted(numbers[1:], reverse=True)  # among equals, more numbers first


def test_the_coach_names_a_card_by_the_number_the_table_shows():
    """Play of 28 November, second method: the hint said "exchange card 19 for card 8 laid aside"
    for the card the table marks #20 and the one laid aside marked #9 (the engine counts from 0)."""
    from hoyle_desktop.ai.coach.loto import action_text
    from hoyle_desktop.engine.actions import Action

    assert action_text(Action("exchange", value="19>8")) == "exchange card #20 for card #9 laid aside"
    assert action_text(Action("offer", value="0>22")) == "offer card #1 for another player's card #23"
    assert action_text(Action("take", value=4)) == "take card #5 as well"
    assert action_text(Action("throw", value=0)) == "throw up card #1"


def test_cards_that_share_no_number_are_kept_and_an_exchange_reads_worth_the_same(qapp):
    """Two cards that share no number carry thirty: no exchange adds any, the Expert keeps them, and
    an exchange that keeps thirty is said to be worth the same, for its own reason in words."""
    from hoyle_desktop.ui.table.coach import advice_lines

    lines = advice_lines(checked_advice("loto", _before_the_first_drawing(5), 0))
    assert lines[:3] == [
        "Keep your cards (+0.0 counters): your cards keep the 30 different numbers they carry now",
        "Exchange card #2 for card #10 laid aside (worth the same): your cards would then carry 30 "
        "different numbers, as many as now",
        "Exchange card #2 for card #15 laid aside: as good as the one above, for the same reason",
    ]


def test_a_number_called_earlier_is_not_told_to_be_covered_now_or_too_late():
    """Playtest coachb (29 November): with eleven numbers called earlier still uncovered, the Hint
    read "Cover 85: cover it now, or you are too late for the race" for each: it already was late
    (the history said "You cover 2 late"). A number called earlier says so; the one just called
    keeps the race's words (since lotorace, 29 November: its chances of the prizes)."""
    from hoyle_desktop.ai.coach.loto import why_text

    seen = set()
    for g, seat in positions("loto", "loto", 3, steps=300):
        view = g.view(seat)
        if getattr(view, "method", "first") != "first":
            continue
        for choice in advise("loto", g, seat).choices:
            if choice.action.kind != "cover" or choice.why.code == "cover_named":
                continue  # a cover folded into the first line's is said there
            named = [int(choice.action.value), *choice.why.args.get("also", ())]  # covers folded in one
            late = view.current not in named
            words = why_text(choice.why)
            if "completes" in choice.why.args:
                assert words.startswith("completes "), words
            elif late:
                assert words.startswith("called earlier and still uncovered"), words
            else:  # the race's words: what covering it keeps (loto_race)
                assert words.startswith("your chances of the prizes with "), words
                assert "too late" not in words and "called earlier" not in words
            seen.add(late)
    assert seen == {True, False}


def test_equal_covers_are_one_line_and_ready_keeps_its_place_in_the_hint(qapp):
    """Playtest j (29 November): with three called numbers uncovered, three equal "Cover N" lines
    filled the Hint and left out "Ready for the next number", the line that says what waiting costs.
    Covers worth the same are one line naming them all, and the ready line follows it. Where the
    choices differ in value, the other covers stay in the advice (last) so the review finds the one
    the person covered as good as the Expert's."""
    from hoyle_desktop.engine.actions import Action
    from hoyle_desktop.ui.table.coach import advice_lines, note_for

    ready = Action("ready")
    seen = 0
    for seed in range(1, 6):
        for g, legal in _person_turns(seed):
            covers = [a for a in legal if a.kind == "cover"]
            advice = advise("loto", g, 0)
            best = advice.choices[0]
            if len(covers) >= 2 and best.action.kind == "cover" and "completes" not in best.why.args:
                named = [int(best.action.value), *best.why.args["also"]]
                assert sorted(named) == sorted(int(a.value) for a in covers)
                lines = advice_lines(advice)
                head = " and ".join([", ".join(map(str, named[:-1])), str(named[-1])])
                if len(named) > 6:
                    head = f"the {len(named)} called numbers " + ", ".join(map(str, named[:6])) + ", …"
                assert lines[1 if advice.verdict == "all_equal" else 0].startswith(f"Cover {head}"), lines
                # at "choose", the place after ready is one of those named, which says so
                again = [
                    line
                    for line in lines
                    if line.startswith("Cover ") and not line.startswith("Cover " + head)
                ]
                assert all("named on the first line" in line for line in again), lines
                assert any(line.startswith("Ready for the next number") for line in lines), lines
                for cover in covers:  # each as good as the Expert's: no note in the review
                    assert note_for(advice, cover) is None
                seen += 1
            g.apply(0, ready if ready in legal else legal[0])
    assert seen > 10


def _person_turns(seed: int):
    """Each turn of seat 0 in a round of the first method (it moves as the caller says), the others
    played by the Expert: the game and seat 0's legal actions."""
    from hoyle_desktop.ai.loto_bots import LotoBot

    g = _first_method(seed)
    bots = [LotoBot("expert", s) for s in range(4)]
    while not g.is_over():
        seat = g.seats_to_act()[0]
        legal = g.legal_actions(seat)
        if seat == 0:
            yield g, legal
        else:
            g.apply(seat, bots[seat].choose(g.view(seat), legal))


# Peel, LOTO, the first method: "a fourth part of the pool is won by the player who first succeeds in
# covering one horizontal row; another fourth part of the pool is won by the player who first
# succeeds in covering two horizontal rows, and the remaining half is reserved for the winner who
# first covers the whole of his card."


def _first_method(seed: int, players: int = 4):
    from hoyle_desktop.engine import registry

    return registry.get("loto").new_game({"players": players, "rounds": 1}, seed)


def test_a_round_left_uncovered_costs_what_its_prizes_were_worth(qapp):
    """Coach review b (29 November), item 2: saying ready at every call of a round, every number left
    bare, cost "−0.75 counters" in the review (a hundredth a call) while it gave up every prize. The
    Expert now values a call's choices by the chance of each prize (ai/loto_race.py): the round's
    review charges counters in the tens, and a ready that costs says which chance falls."""
    from hoyle_desktop.ai.loto_bots import LotoBot
    from hoyle_desktop.engine.actions import Action
    from hoyle_desktop.ui.table.coach import note_for

    ready = Action("ready")
    g = _first_method(5)
    bots = [LotoBot("expert", s) for s in range(4)]
    costs, words = [], []
    while not g.is_over():
        seat = g.seats_to_act()[0]
        legal = g.legal_actions(seat)
        if seat != 0:
            g.apply(seat, bots[seat].choose(g.view(seat), legal))
            continue
        if len(legal) > 1 and ready in legal:
            note = note_for(advise("loto", g, 0), ready)
            if note is not None:
                costs.append(note.cost)
                words.append(note.text)
        g.apply(0, ready if ready in legal else legal[0])
    assert g.result().scores[0] == -12  # the stake gone, no prize
    assert sum(costs) > 12, costs  # more than a fair share of the pool (48 among four), not 0.75
    assert all("Your chances fall: " in text for text in words), words
    assert any("the Expert: cover " in text for text in words)


def test_a_missed_cover_that_completes_a_row_says_so_and_costs(qapp):
    """The number just called completes the person's row: covering it is worth the row's quarter of
    the pool (a claim follows), and "ready" leaves it for the next call, when another player may have
    claimed the row: the Hint says what each does, in words."""
    from hoyle_desktop.ai.loto_bots import LotoBot
    from hoyle_desktop.engine.actions import Action
    from hoyle_desktop.ui.table.coach import advice_lines

    for seed in range(1, 30):
        g = _first_method(seed)
        bots = [LotoBot("expert", s) for s in range(4)]
        while not g.is_over():
            seat = g.seats_to_act()[0]
            legal = g.legal_actions(seat)
            if seat == 0 and Action("cover", value=g.called[-1]) in legal and g.prizes["row"] is None:
                advice = advise("loto", g, 0)
                best = advice.choices[0]
                ready = next(c for c in advice.choices if c.action == Action("ready"))
                # (where nobody else can complete a row by the next call, the two are worth the same)
                if best.why.args.get("completes") == "row" and best.value > ready.value:
                    lines = advice_lines(advice)
                    assert lines[0].startswith(f"Cover {g.called[-1]} (+")
                    assert lines[0].endswith("completes a row: claim it next, for 12 counters")
                    assert f"leaves {g.called[-1]} uncovered until the next call" in lines[1]
                    assert lines[2].strip().startswith("Your chances fall: a row from 100% to ")
                    return
            g.apply(seat, bots[seat].choose(g.view(seat), legal))
    raise AssertionError("no row completed by a number just called")


def test_of_two_claims_the_expert_makes_the_one_more_players_could_take_first():
    """Holding a row and two rows at once (a number covered late completes both), the quarter that
    another player could claim at this call too is claimed first: the other waits with no risk. The
    values say the same (the Expert decides by them)."""
    from dataclasses import replace

    from hoyle_desktop.ai.loto_bots import expert_values
    from hoyle_desktop.ai.loto_race import best_first
    from hoyle_desktop.engine.actions import Action

    g = _first_method(3, players=3)
    view = g.view(0)
    mine = [set(r) for r in view.card_rows[view.cards[0][0]]]
    theirs = set(view.card_rows[view.cards[1][0]][0])
    called = tuple(sorted(mine[0] | mine[1] | theirs))
    covered = (frozenset(mine[0] | mine[1]), *view.covered[1:])
    view = replace(view, called=called, current=called[-1], covered=covered)
    legal = [Action("claim", value="row"), Action("claim", value="two_rows"), Action("ready")]
    assert best_first(view, legal) == Action("claim", value="row")
    valued, chosen = expert_values(view, legal, __import__("random").Random(1))
    values = {v.action.value: v.value for v in valued}
    assert chosen == Action("claim", value="row") and values["row"] > values["two_rows"]
    assert next(v.why for v in valued if v.action.value == "row").args["rivals"] == 1
