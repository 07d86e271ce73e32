"""Three-handed cribbage at 1024x700 with large cards: in the play the keyboard's raised card rose
under the pile of played cards, which hid the top of its dashed focus frame. The person's cards now
lie above the pile and the show, so the focused card and its frame are seen whole."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from table_windows import table_window
from test_cribbage_faults import step

from hoyle_desktop.ui.dialogs.new_game import NewGameSetup


def test_the_focused_card_in_the_play_draws_above_the_pile(qtbot) -> None:
    window = table_window(qtbot, (1024, 700), large_cards=True)
    rules = dict(window.catalog.get("three-handed").rules)
    table = window.open_table(NewGameSetup("cribbage", "three-handed", rules, 3, ["greedy"] * 2, seed=3))
    rng = random.Random(1)
    for _ in range(400):  # until the person may play with cards already on the pile
        qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=10_000)
        view = table.game.view(table.human)
        if view.phase == "play" and table.scene.pile and len(table.scene.hands[table.human]) > 1:
            break
        step(table, rng)
    else:
        raise AssertionError("the play with a pile never came")
    table.view.setFocus()
    qtbot.keyClick(table.view, Qt.Key.Key_Right)
    focused = [item for item in table.scene.hands[table.human] if item.focused]
    assert len(focused) == 1
    card = focused[0]
    assert all(card.zValue() > pile.zValue() for pile in table.scene.pile)
    frame = card.mapRectToScene(card.boundingRect())
    covering = [i for i in table.scene.items(frame) if i.zValue() > card.zValue() and i in table.scene.pile]
    assert covering == []
