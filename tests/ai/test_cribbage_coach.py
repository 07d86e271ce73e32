"""The coach's engine side: hints at the lay-out and in the play, and the review of a lay-out."""

from __future__ import annotations

import pytest

from hoyle_desktop.ai.cribbage.coach import Choice, rank_lay_outs, rank_plays, review_lay_out
from hoyle_desktop.ai.cribbage.expert import ExpertCribbageBot
from hoyle_desktop.engine.actions import Action
from hoyle_desktop.engine.cards import cards
from hoyle_desktop.engine.cribbage.fast_score import show_total
from hoyle_desktop.engine.cribbage.state import CribbageGame


def game_at_lay_out(seed: int = 7, **rules: object) -> CribbageGame:
    return CribbageGame({"players": 2, **rules}, seed)


def test_lay_out_hint_ranks_the_best_with_expected_points() -> None:
    game = game_at_lay_out()
    view = game.view(0)
    hints = rank_lay_outs(view, top=3)
    assert len(hints) == 3 and all(isinstance(h, Choice) for h in hints)
    assert [h.value for h in hints] == sorted((h.value for h in hints), reverse=True)
    legal = game.legal_actions(0)
    for h in hints:
        assert h.action in legal
        assert h.value == pytest.approx(h.detail["hand"] + h.detail["crib"] + h.detail["pegging"], abs=0.016)
        assert sorted(h.detail["kept"] + h.detail["laid_out"]) == sorted(c.code for c in view.hand)
    # the hand's expected value is exact: the mean over every card the starter could be
    best = hints[0]
    kept = cards(best.detail["kept"])
    starters = [c for c in game.hidden_cards(0) if c not in view.hand]
    assert len(starters) == 46
    mean = sum(show_total(kept, s) for s in starters) / len(starters)
    assert best.detail["hand"] == pytest.approx(mean, abs=0.005)
    # the crib is for the dealer's side (+) and against the pone (-)
    sign = 1 if view.dealer == view.seat else -1
    assert all(sign * h.detail["crib"] > 0 for h in hints)


def test_lay_out_hint_matches_the_expert() -> None:
    for seed in range(5):
        game = game_at_lay_out(seed)
        view = game.view(1)
        expert = ExpertCribbageBot(0).choose(view, game.legal_actions(1))
        assert rank_lay_outs(view, top=1)[0].action == expert


def test_review_of_the_best_and_of_a_poor_lay_out() -> None:
    game = game_at_lay_out()
    view = game.view(0)
    best = rank_lay_outs(view, top=1)[0]
    review = review_lay_out(view, best.action.cards)
    assert review.loss == 0.0 and review.chosen_value == best.value
    everything = rank_lay_outs(view, top=100)
    worst = everything[-1]
    review = review_lay_out(view, list(reversed(worst.action.cards)))  # any order of the cards
    assert review.best.action == best.action
    assert review.chosen_value == worst.value
    assert review.loss == pytest.approx(best.value - worst.value, abs=0.011) and review.loss > 0
    with pytest.raises(ValueError):
        review_lay_out(view, cards("AS AH") if cards("AS")[0] not in view.hand else cards("2S 2H"))


def play_phase(seed: int = 7) -> CribbageGame:
    game = game_at_lay_out(seed)
    for seat in (0, 1):
        game.apply(seat, ExpertCribbageBot(seat).choose(game.view(seat), game.legal_actions(seat)))
    assert game.phase == "play"
    return game


def test_play_hint_ranks_legal_cards_and_is_repeatable() -> None:
    game = play_phase()
    seat = game.seats_to_act()[0]
    view = game.view(seat)
    hints = rank_plays(view, top=3)
    assert hints and len(hints) <= 3
    legal = game.legal_actions(seat)
    assert all(h.action in legal for h in hints)
    assert len({h.action.cards[0].rank for h in hints}) == len(hints)  # one hint per rank
    assert [h.value for h in hints] == [h.value for h in rank_plays(view, top=3)]  # seeded by the view
    assert hints[0].detail["samples"] >= 12 and hints[0].detail["endgame"] is False


def test_play_hint_says_go_when_nothing_fits() -> None:
    game = play_phase(3)
    # play the hand out until someone must say go
    for _ in range(40):
        seat = game.seats_to_act()[0]
        legal = game.legal_actions(seat)
        if legal == [Action("go")]:
            assert rank_plays(game.view(seat)) == [
                Choice(Action("go"), 0.0, {"now": 0, "samples": 0, "endgame": False})
            ]
            return
        game.apply(seat, legal[-1])  # the highest card: goes come quickly
    pytest.fail("no go in this deal")


def test_hints_are_empty_out_of_turn_or_phase() -> None:
    game = game_at_lay_out()
    assert rank_plays(game.view(0)) == []
    game = play_phase()
    waiting = 1 - game.seats_to_act()[0]
    assert rank_plays(game.view(waiting)) == []
    assert rank_lay_outs(game.view(waiting)) == []


def test_play_hint_lists_cards_by_the_value_it_shows() -> None:
    """Playtest A: the hint put the book's lead (3S, -2.1) in bold above J (-1.8). Seed 10's opening
    lead is such a case: the book's 2C is not clearly worse, so the Expert leads it, but the hint
    must not call a card best that it values lower than the next."""
    game = play_phase(10)
    view = game.view(game.seats_to_act()[0])
    hints = rank_plays(view, top=4)
    values = [h.value for h in hints]
    assert values == sorted(values, reverse=True)
    assert any(h.detail.get("book") for h in hints[1:])  # the book's card is still named, lower down
