"""The trick table, offscreen: a whole game of All-Fours played through it by the person's seat,
an illegal card refused in words, and a saved game resumed where it was left."""

from __future__ import annotations

import random

import pytest
from table_windows import resume_in_new_window
from test_stops_table_games import fast_window, new_setup

from hoyle_desktop.engine.actions import Action

pytestmark = pytest.mark.slow


def _play(qtbot, table, rng: random.Random, limit: int = 20_000) -> list[object]:
    finished: list[object] = []
    table.session.finished.connect(finished.append)
    for _ in range(limit):
        if finished:
            break
        qtbot.wait(1)
        if not (table.idle and table.session.human_may_act()):
            continue
        view = table.game.view(0)
        shown = [i.card for i in table.scene.hands[0]]
        assert shown == list(view.hand) or not view.hand
        assert table.scene.trump_item.text() or view.trump is None
        action = rng.choice(table.game.legal_actions(0))
        if action.kind == "play":
            table._on_card_clicked(action.cards[0])
        else:
            buttons = {b.text(): b for b in table.panel.action_buttons}
            from hoyle_desktop.ui.tricks.words import action_text

            buttons[action_text(action)].click()
    return finished


def test_whole_game_of_all_fours_through_the_table(qtbot) -> None:
    window = fast_window(qtbot)
    setup = new_setup(window, "all_fours", "all-fours-strict", 2, seed=4)
    setup.rules["target"] = 3
    table = window.open_table(setup)
    finished = _play(qtbot, table, random.Random(1))
    assert finished, "the game did not end"
    result = finished[0]
    assert sum(result.stakes) == 0
    assert table.again_button.isVisible()
    texts = table.panel.history_texts()
    assert any("Trick to" in t for t in texts)
    assert any("for High" in t or "for Game" in t for t in texts)


def _play_until(qtbot, table, rng: random.Random, found) -> bool:
    """The person plays at random until ``found(view, legal)`` says True (it may act itself)."""
    for _ in range(5000):
        qtbot.wait(1)
        if not (table.idle and table.session.human_may_act()):
            continue
        legal = table.game.legal_actions(0)
        if found(table.game.view(0), legal):
            return True
        action = rng.choice(legal)
        if action.kind == "play":
            table._on_card_clicked(action.cards[0])
        else:
            table.session.act(action)
    return False


def test_a_card_that_neither_follows_nor_trumps_is_refused_in_words(qtbot) -> None:
    window = fast_window(qtbot)
    table = window.open_table(new_setup(window, "all_fours", "all-fours-partners", 4, seed=9))
    # The cut chose the partners: the person's partner sits opposite him, the other side beside.
    game = table.game
    partner = next(s for s in range(1, 4) if game.team(s) == game.team(0))
    tops = sorted(range(1, 4), key=lambda s: table.scene.seat_point(s).y())
    assert tops[0] == partner
    messages: list[str] = []
    table.status.connect(messages.append)

    def refuse_one(view, legal) -> bool:
        refused = [c for c in view.hand if Action("play", (c,)) not in legal]
        if view.phase != "play" or not view.trick or not refused:
            return False
        before = len(table.game.history)
        table._on_card_clicked(refused[0])
        assert len(table.game.history) == before
        assert messages[-1].startswith("You hold a card of the suit led")
        return True

    assert _play_until(qtbot, table, random.Random(2), refuse_one), "never had a card to refuse"


def test_a_card_played_before_standing_or_begging_is_refused_with_the_question(qtbot) -> None:
    # The playtest of 28 November: Space on a card while asked to stand or beg answered "You cannot
    # do that now." in place of the question, which was then gone from the prompt.
    window = fast_window(qtbot)
    table = window.open_table(new_setup(window, "all_fours", "all-fours", 2, seed=9))
    messages: list[str] = []
    table.status.connect(messages.append)

    def play_a_card_while_asked(view, _legal) -> bool:
        if view.phase not in ("beg", "give"):
            return False
        asked = table.prompt.text()
        before = len(table.game.history)
        table._on_card_clicked(view.hand[0])
        assert len(table.game.history) == before
        assert messages[-1] == f"Not a card yet. {asked}"
        assert table.prompt.text() == messages[-1]
        return True

    assert _play_until(qtbot, table, random.Random(2), play_a_card_while_asked), "never asked to stand or beg"


def test_resume_all_fours_where_it_was_left(qtbot) -> None:
    window = fast_window(qtbot)
    table = window.open_table(new_setup(window, "all_fours", "all-fours", 2, seed=21))
    for _ in range(4):
        qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=20_000)
        table.session.act(table.game.legal_actions(0)[0])
    qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=20_000)
    view = table.game.view(0)
    resumed = resume_in_new_window(qtbot, window, fast_window)
    assert resumed.game.view(0) == view
    qtbot.waitUntil(lambda: resumed.idle and resumed.session.human_may_act(), timeout=20_000)
    assert [i.card for i in resumed.scene.hands[0]] == list(view.hand)


def test_whole_game_of_spoil_five_through_the_table(qtbot) -> None:
    window = fast_window(qtbot)
    setup = new_setup(window, "spoil_five", "spoil-five-jinking", 3, seed=6)
    setup.rules["deals"] = 2
    table = window.open_table(setup)
    finished = _play(qtbot, table, random.Random(3))
    assert finished, "the game did not end"
    result = finished[0]
    assert sum(result.scores) == 0  # counters only move between players and the pool
    texts = table.panel.history_texts()
    assert any("into the pool" in t for t in texts)
    assert any("Trick to" in t for t in texts)
    assert table.score_label.text().startswith("Pool: 0")
