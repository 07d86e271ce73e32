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
