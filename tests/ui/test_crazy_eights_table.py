"""Crazy Eights through its table, offscreen: one whole game played with the table's own controls
(cards clicked, an eight's suit named with its button, the stock clicked to draw), the hand sizes
and stock shown as the engine holds them, and a refusal in words."""

from __future__ import annotations

import random

import pytest
from test_stops_table_games import fast_window, new_setup

from hoyle_desktop.engine.actions import Action
from hoyle_desktop.engine.cards import Rank

pytestmark = pytest.mark.slow


def test_whole_game_through_the_table(qtbot) -> None:
    window = fast_window(qtbot)
    setup = new_setup(window, "crazy_eights", "crazy-eights-penalty", 2, seed=3)
    setup.rules["target"] = 30
    table = window.open_table(setup)
    finished: list[object] = []
    table.session.finished.connect(finished.append)
    rng = random.Random(1)
    messages: list[str] = []
    table.status.connect(messages.append)
    refused = False
    before_draw: set | None = None  # the hand before the person drew
    for _ in range(20000):
        if finished:
            break
        qtbot.wait(1)
        if not (table.idle and table.session.human_may_act()):
            continue
        view = table.game.view(0)
        if before_draw is not None:  # Enter after a draw presses the card drawn (playtest g)
            drawn = set(view.hand) - before_draw
            assert table.scene.hands[0][table.focus_index].card in drawn, (drawn, table.focus_index)
            before_draw = None
        assert [p.line.split(" ")[0] for p in table.scene.plates] == [str(n) for n in view.hand_sizes]
        assert table.scene.stock_count == view.stock_size
        legal = table.game.legal_actions(0)
        unplayable = [c for c in view.hand if not any(a.cards and a.cards[0] == c for a in legal)]
        if unplayable and not refused:
            before = len(table.game.history)
            table._on_card_clicked(unplayable[0])
            assert len(table.game.history) == before
            assert messages[-1].startswith("That card does not match")
            refused = True
        action = rng.choice(legal)
        if action.kind == "play" and action.cards[0].rank == Rank.EIGHT:
            table._on_card_clicked(action.cards[0])
            buttons = {b.text().replace("&", ""): b for b in table.panel.action_buttons}
            assert len(buttons) == 4
            next(b for t, b in buttons.items() if t.lower().endswith(_suit(action.value))).click()
        elif action.kind == "play":
            table._on_card_clicked(action.cards[0])
        elif action.kind == "draw":
            before_draw = set(view.hand)
            table._draw_clicked()
        else:
            table.panel.action_buttons[0].click()
    assert finished, "the game did not end"
    assert table.again_button.isVisible()
    assert table.session.act(Action("draw")) == "not_your_turn"


def _suit(letter: str) -> str:
    return {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}[letter]


@pytest.mark.deal_end_pause
def test_the_end_of_crazy_eights_names_the_winner_once(qtbot) -> None:
    """Playtest 29 November (c), Crazy Eights in German: the history ended "Sie gewinnen die
    Partie." and then "Sie gewinnen!", the same news twice."""
    from PySide6.QtCore import Qt
    from test_deal_end import open_game, play_to_the_hold

    _window, table = open_game(qtbot, "crazy_eights", "crazy-eights", 3, {})
    play_to_the_hold(qtbot, table, random.Random(3))
    qtbot.keyClick(table, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: table.game.is_over() and table.again_button.isVisible(), timeout=10_000)
    lines = list(table.panel.history_texts())
    winner = table.game.result().winners[0]
    says = "You win" if winner == table.human else f"{table.names[winner]} wins"
    assert sum(says in line for line in lines[-3:]) == 1, lines[-3:]
    assert not any(line in ("You win!", "You lose.") for line in lines), lines[-3:]
