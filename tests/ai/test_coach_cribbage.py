"""Cribbage's adviser (ai/coach/cribbage.py): the Expert's own values, its choice first, and the
list sorted by the value it shows."""

from __future__ import annotations

import random

from hoyle_desktop.ai.base import InfoSet, decide
from hoyle_desktop.ai.coach import advise, position_rng
from hoyle_desktop.ai.coach.cribbage import why_text
from hoyle_desktop.ai.cribbage.expert import ExpertCribbageBot
from hoyle_desktop.ai.registry import make_bot
from hoyle_desktop.engine.cribbage.state import CribbageGame


def play_phase(seed: int, players: int = 2) -> CribbageGame:
    game = CribbageGame({"players": players}, seed)
    for seat in range(players):
        game.apply(seat, ExpertCribbageBot(seat).choose(game.view(seat), game.legal_actions(seat)))
    assert game.phase == "play"
    return game


def experts_choice(game: CribbageGame, seat: int):
    info = InfoSet(game, seat)
    return decide(make_bot("cribbage", "expert", position_rng(info).randrange(1 << 30)), info)


def check(game: CribbageGame, seat: int):
    advice = advise("cribbage", game, seat)
    values = [c.value for c in advice.choices]
    assert values == sorted(values, reverse=True)
    assert advice.best.action == experts_choice(game, seat)
    assert all(c.action in game.legal_actions(seat) for c in advice.choices)
    return advice


def test_the_book_lead_is_first_and_never_shown_below_the_next() -> None:
    """Playtest A: the hint put the book's lead (3S, -2.1) in bold above J (-1.8). Seed 10's opening
    lead is such a case: the Expert leads the book's card as no other is clearly better; the coach
    shows it first, at the best value it cannot be told from, its own searched value in words."""
    game = play_phase(10)
    seat = game.seats_to_act()[0]
    advice = check(game, seat)
    assert advice.best.why.code == "book_lead"
    assert advice.best.why.args["searched"] < advice.best.value
    assert "book" in why_text(advice.best.why)


def test_lay_out_first_is_the_experts_with_hand_and_crib_in_words() -> None:
    game = CribbageGame({"players": 2}, 7)
    advice = check(game, 0)
    assert advice.unit == "points" and len(advice.choices) == 15
    text = why_text(advice.best.why)
    assert text.startswith("keeps ") and "in hand, crib " in text


def test_plays_at_every_player_count_follow_the_expert() -> None:
    for players, seed in ((2, 3), (3, 4), (4, 5)):
        game = play_phase(seed, players)
        rng = random.Random(seed)
        for _ in range(6):
            if game.phase != "play":
                break
            seat = game.seats_to_act()[0]
            advice = check(game, seat)
            if len(game.legal_actions(seat)) == 1:
                assert advice.verdict == "only_one"
            game.apply(seat, rng.choice(game.legal_actions(seat)))


def test_a_play_says_what_the_other_side_can_answer_in_the_deals_searched() -> None:
    """The lead's look at the Hint (28 November, night): "Play the two of clubs (+2.6 points):
    points pegged from here less the other side's" gave the measure, never a reason: why the two
    before the five that made fifteen? Two-handed each play now says what the other side can score
    at once in the Expert's own sampled deals; the Expert's choice is the same (the count takes no
    random draw)."""
    from hoyle_desktop.ai.cribbage.determinise import best_reply
    from hoyle_desktop.ai.cribbage.pegging_search import Position

    # After a five on a count of ten (fifteen for two), a ten-card answers to twenty-five (nothing),
    # a five pairs it for two; after a two (twelve), a three makes fifteen.
    pos = Position(hands=((5, 2), (10, 5, 3)), pile=(11,), count=10, turn=0, gone=0, last=1)
    assert best_reply(pos, 5, 2) == 2  # his five pairs mine
    assert best_reply(pos, 2, 2) == 2  # his three makes fifteen
    pos = Position(hands=((5, 2), (10, 9)), pile=(11,), count=10, turn=0, gone=0, last=1)
    assert best_reply(pos, 5, 2) == 0 and best_reply(pos, 2, 2) == 0
    seen = 0
    for seed in (3, 8, 12):
        game = play_phase(seed)
        rng = random.Random(seed)
        while game.phase == "play" and seen < 12:
            seat = game.seats_to_act()[0]
            advice = check(game, seat)
            first = advice.choices[0].why
            if first.code in ("pegs_now", "pegging"):  # the first says what its value measures
                assert why_text(first).endswith("points pegged from here less the other side's")
            for choice in advice.choices:
                if choice.why.code in ("pegs_now", "pegging"):
                    seen += 1
                    assert "reply" in choice.why.args and 0 <= choice.why.args["reply"] <= 100
                    assert "the other side" in why_text(choice.why) and "at once" in why_text(choice.why)
            game.apply(seat, rng.choice(game.legal_actions(seat)))
    assert seen >= 12


def test_three_and_four_handed_plays_say_their_values_count_the_show_too() -> None:
    """The lead's look at three-handed Cribbage (29 November): a lead with Q-Q-K-5 and a five
    turned up was "+7.2 points: points pegged from here less the other side's". The many-handed
    search plays each deal out to its end, the show and the crib counted (``PlayGuide.values``),
    against the other players' mean at three: the words now say what the number is."""
    for players, seed, against in ((3, 4, "the other players' mean"), (4, 5, "the other side's")):
        game = play_phase(seed, players)
        seat = game.seats_to_act()[0]
        advice = check(game, seat)
        words = [why_text(c.why) for c in advice.choices]
        assert not any("points pegged from here" in w for w in words), words
        measured = [w for w in words if "the show and the crib" in w]
        assert measured and all(against in w for w in measured), words
