"""Vingt-un through the banking table, offscreen: a whole short game played with the keyboard and
the buttons (the cloth showing exactly the engine's purses, nets and pools at every pause), a
refusal in words, and a saved game resumed where it was left."""

from __future__ import annotations

import random

import pytest
from table_windows import resume_in_new_window
from test_stops_table_games import fast_window, new_setup

from hoyle_desktop.engine.vingt_un.game import VingtUnGame
from hoyle_desktop.ui.banking import wording as w

pytestmark = pytest.mark.slow


def _press(qtbot, table, action) -> None:
    """Do ``action`` as a person would: the amount by its digit, then the decision's key; a sale
    price by its button."""
    key = w.action_key(action.kind)
    if action.value is not None and action.kind in ("stake", "divide"):
        qtbot.keyClicks(table, str(action.value % 10))
    if key:
        qtbot.keyClicks(table, key.lower())
        return
    label = w.action_label(action)
    button = next(b for b in table.panel.action_buttons if b.text() == label)
    button.click()


def test_a_whole_game_with_the_keyboard(qtbot) -> None:
    window = fast_window(qtbot)
    setup = new_setup(window, "vingt_un", "vingt-un-old-fashioned", 3, seed=7)
    setup.rules.update({"hands": 6, "pool_ante": 1, "stake_max": 3})
    table = window.open_table(setup)
    assert isinstance(table.game, VingtUnGame)
    rng = random.Random(3)
    finished: list[object] = []
    table.session.finished.connect(finished.append)
    acted = 0
    for _ in range(20000):
        if finished:
            break
        qtbot.wait(1)
        if not table.idle:
            continue
        view = table.game.view(0)
        model = table.felt.model
        assert model.purses == list(view.purses) and model.nets == list(view.nets)
        assert model.pools == dict(view.pools)
        if not table.session.human_may_act():
            continue
        before = len(table.game.history)
        _press(qtbot, table, rng.choice(table.game.legal_actions(0)))
        assert len(table.game.history) == before + 1
        acted += 1
    assert finished, "the game did not end"
    result = finished[0]
    assert sum(result.scores) == 0 and acted > 3
    assert table.again_button.isVisible()
    texts = table.panel.history_texts()
    assert any("(to the pool)" in t for t in texts)
    assert any(t.startswith("You: a stake of") for t in texts)
    assert texts[-len(result.scores) - 1].startswith("The game is over.")


def test_a_refusal_in_words_and_resuming(qtbot) -> None:
    window = fast_window(qtbot)
    table = window.open_table(new_setup(window, "vingt_un", "vingt-un", 2, seed=5))
    messages: list[str] = []
    table.status.connect(messages.append)
    qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=20_000)
    view = table.game.view(0)
    if view.phase == "stake":
        qtbot.keyClicks(table, "3")
        qtbot.keyClicks(table, "s")
        qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=20_000)
    # A key for a decision that is not open now is refused in words.
    before = len(table.game.history)
    assert table.game.view(0).phase in ("play", "dealer", "double")
    qtbot.keyClicks(table, "k")  # keeping the deal is no answer now
    assert len(table.game.history) == before
    # (playtest j: the refusal names the keys that work now, not only "not allowed")
    assert messages and messages[-1].startswith("That key does nothing now. Press ")
    view = table.game.view(0)
    resumed = resume_in_new_window(qtbot, window, fast_window)
    assert resumed.game.view(0) == view
    qtbot.waitUntil(lambda: resumed.idle, timeout=20_000)
    assert resumed.felt.model.purses == list(view.purses)
    assert any("resumed" in t for t in resumed.panel.history_texts())
