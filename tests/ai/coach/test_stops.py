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


def test_spin_says_why_every_lead_is_worth_the_same():
    """Seen at Spin: the Hint said "every choice is worth the same here" and no why. Where every
    card one may lead runs to a stop of one's own (a card in hand or one out of play next), the lead
    comes back whichever is led: the coach says so (and the table writes it after the verdict)."""
    from hoyle_desktop.ai.coach.stops import why_text
    from hoyle_desktop.ai.stops_bots import Knowledge, forecast

    found = 0
    for seed in range(1, 12):
        for g, seat in positions("spin", "spin", seed, steps=200):
            if len(g.legal_actions(seat)) < 2:
                continue
            advice = advise("spin", g, seat)
            if advice.verdict != "all_equal":
                assert advice.why is None
                continue
            view = g.view(seat)
            know = Knowledge.of(view)
            leads = [c.action.cards[0] for c in advice.choices if c.action.kind == "play"]
            back = all(forecast(c, know.mine, know.gone, know, view.run_limit).keep >= 0.99 for c in leads)
            assert (advice.why is not None) == back
            if back:
                assert advice.why.code == "all_come_back"
                assert "the lead comes back to you" in why_text(advice.why)
                found += 1
        if found >= 2:
            return
    raise AssertionError("no Spin lead where every choice is worth the same")


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
    bought = trading.action_text(Action("buy", cards=(two,)))
    assert bought == "buy from the dealer, giving the two of diamonds"
    offered = trading.action_text(Action("barter", cards=(two,)))
    assert offered == "barter the two of diamonds with your neighbour"
    taken = trading.action_text(Action("exchange", cards=(two, king)))
    assert taken == "exchange the two of diamonds for the king of hearts from the table"
    why = trading.why_text(Reason("trade", {"card": "2D", "cost": 0}))
    assert why == "a new card in place of the two of diamonds"


def test_a_lead_says_what_it_leaves_in_hand():
    """The review of 28 November: two Pope Joan leads read "sheds 1.5 of your cards; the lead comes
    back 56% of the time" and "sheds 2.5 ...; 56%", the first worth more and no word why. The Expert
    judges the hand a lead leaves by its stops and the cards only one's own lead can play
    (``Planner.left_worth``): each lead that leaves cards says both, as the planner counts them."""
    from hoyle_desktop.ai.coach.stops import why_text
    from hoyle_desktop.ai.stops_bots import Knowledge, forecast, left_shape

    found = 0
    for g, seat in positions("pope_joan", "pope-joan", 1, steps=200):
        if len(g.legal_actions(seat)) < 2:
            continue
        advice = advise("pope_joan", g, seat)
        view = g.view(seat)
        know = Knowledge.of(view)
        for choice in advice.choices:
            if choice.action.kind != "play" or choice.why.code not in ("run", "run_money", "needs_lead"):
                continue
            run = forecast(choice.action.cards[0], know.mine, know.gone, know, view.run_limit)
            played = frozenset(c for c, _, _ in run.cards)
            if not know.mine - played:  # the run may play out the hand: nothing left to judge
                assert "stops_left" not in choice.why.args
                continue
            stops, orphans = left_shape(know.mine - played, know.gone | played)
            assert (choice.why.args["stops_left"], choice.why.args["orphans_left"]) == (stops, orphans)
            # the cards named (playtest (j)): the counts the planner weighs, as cards a person can see
            assert len(choice.why.args["stops"].split()) == stops
            assert len(choice.why.args["orphans"].split()) == orphans
            assert "Stops left after it: " in why_text(choice.why)
            found += 1
    assert found >= 5


def test_a_run_winning_one_counter_says_one_counter():
    from hoyle_desktop.ai.coach.base import Reason
    from hoyle_desktop.ai.coach.stops import why_text

    why = why_text(Reason("run_money", {"card": "JS", "shed": 1.0, "back": 0, "money": 1.0}))
    assert why == (
        "sheds one card and wins about one counter on the way. The lead then does not come back to you"
    )


def test_snip_a_level_choice_says_every_card_is_as_likely_paired():
    """Snip-Snap-Snorum's Hint read "Every choice is worth the same here." with no why, every card
    below it "paired 30% of the time"."""
    from hoyle_desktop.ai.coach.stops import why_text

    found = 0
    for advice in _level_advice("snip_snap_snorum", "snip-snap-snorum", range(1, 6)):
        pcts = {c.why.args.get("pct") for c in advice.choices}
        if len(pcts) == 1 and None not in pcts:
            assert advice.why is not None and advice.why.code == "same_risk"
            pct = pcts.pop()
            assert (
                why_text(advice.why)
                == f"whichever card you play, the next player pairs it {pct}% of the time"
            )
            found += 1
    assert found, "no level choice at Snip-Snap-Snorum"


def _level_advice(game: str, profile: str, seeds: range):
    """The coach's advice at every real choice worth the same whichever is made, in seeded games."""
    for seed in seeds:
        for g, seat in positions(game, profile, seed, steps=100):
            if len(g.legal_actions(seat)) > 1:
                advice = advise(game, g, seat)
                if advice.verdict == "all_equal":
                    yield advice


def test_snip_words_say_where_the_counters_go_and_never_keep_the_card_played():
    """Peel: the paired player "has to pay a stake into the pool" (one for Snip, two for Snap, three
    for Snorum). The hint read "pairs the card: the player before pays 1", and at the whole pack the
    card the Expert plays read "worth keeping": now "best kept if you can"."""
    from hoyle_desktop.ai.coach.base import Reason
    from hoyle_desktop.ai.coach.stops import why_text

    assert why_text(Reason("pairs", {"card": "9S", "count": 1})) == (
        "pairs the card: the player before pays a counter into the pool"
    )
    assert why_text(Reason("pairs", {"card": "9S", "count": 2})) == (
        "pairs the card: the player before pays 2 counters into the pool"
    )
    assert why_text(Reason("keep_safe")).startswith("best kept if you can: ")
    assert why_text(Reason("declare", {"money": 1, "chance": "intrigue"})) == (
        "takes the counter staked on it, and you still lead"
    )


def test_a_lead_whose_run_plays_out_the_hand_says_it_goes_out():
    """Playtest (j), Spin: holding A♠ 4♠ 7♠ with the rest of the spades in others' hands, the Hint
    put leading the ace first (+12.0) and said only "only your own lead can play this card; the lead
    comes back 0% of the time": the run reaches the seven and the hand is out, Game won, but the run
    going on past it (no lead back) hid that. Peel: the first player out of cards wins Game. A lead
    whose run surely reaches every card in hand says it goes out, whatever follows."""
    from hoyle_desktop.ai.coach.stops import why_text
    from hoyle_desktop.ai.stops_bots import Knowledge, forecast

    found = 0
    for game, profile in (("spin", "spin"), ("pope_joan", "pope-joan")):
        for seed in range(1, 8):
            for g, seat in positions(game, profile, seed, steps=300):
                if len(g.legal_actions(seat)) < 2:
                    continue
                view = g.view(seat)
                know = Knowledge.of(view)
                for choice in advise(game, g, seat).choices:
                    if choice.action.kind != "play" or len(choice.action.cards) != 1:
                        continue
                    run = forecast(choice.action.cards[0], know.mine, know.gone, know, view.run_limit)
                    reached = {c for c, alive, ours in run.cards if ours and alive >= 0.99}
                    if reached >= know.mine:
                        assert choice.why.code == "goes_out", (choice.why.code, choice.why.args)
                        assert why_text(choice.why).startswith("goes out")
                        found += 1
    assert found >= 2


def test_jig_a_lead_that_comes_back_says_at_which_card_and_why():
    """Playtest (j), "Not mended": Jig's Hint said what ("sheds 3 of your cards; the lead comes back
    100% of the time; then stops left in hand: 2 …"), not why. Peel, Jig: "The one who plays Jig has the
    next lead … the object of the players should be to lead such cards as will bring the Jig into their
    own hand again whenever possible". A lead that surely comes back now names the person's card at
    which the run ends and why (the Jig, the fifth card, or a stop nothing can follow), and the stops
    left are named, not counted."""
    from hoyle_desktop.ai.coach.stops import why_text
    from hoyle_desktop.ai.stops_bots import Knowledge, forecast
    from hoyle_desktop.engine.cards import Card

    ends = set()
    for seed in range(1, 4):
        for g, seat in positions("jig", "jig", seed, steps=200):
            if len(g.legal_actions(seat)) < 2:
                continue
            view = g.view(seat)
            know = Knowledge.of(view)
            for choice in advise("jig", g, seat).choices:
                if "sure_at" not in choice.why.args:
                    continue
                run = forecast(choice.action.cards[0], know.mine, know.gone, know, view.run_limit)
                last = run.cards[-1][0]
                assert choice.why.args["sure_at"] == last.code and last in know.mine
                words = why_text(choice.why)
                if choice.why.args["sure_why"] == "limit":
                    assert len(run.cards) == view.run_limit == 5
                    assert "stops for sure at your " in words, words
                    assert ": it is the fifth card of the run, Jig" in words, words
                else:  # a king, or the next card out of play: nothing can follow it
                    assert "The run stops for sure at your " in words, words
                ends.add("limit" if choice.why.args["sure_why"] == "limit" else "nothing_follows")
                for code in choice.why.args.get("stops", "").split():
                    assert card_sign(Card.parse(code)) in words  # in signs, as the prompt names stops
    assert ends == {"limit", "nothing_follows"}


def card_sign(card):
    from hoyle_desktop.i18n.cards import card_sign as signed

    return signed(card)
