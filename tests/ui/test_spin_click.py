"""Clicking the ace of diamonds at Spin: the card whose meaning is special in the family
(engine/stops/clicks.py). Peel (seed 002, SPIN): the holder of Spin "can play it ... whenever he
pleases", and it is then a stop, for which every other player pays him. A real mouse click on the
card, when Spin can be played, plays it as Spin; its ordinary play is the button."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from table_windows import table_window

from hoyle_desktop.engine import registry
from hoyle_desktop.engine.cards import Card
from hoyle_desktop.ui.dialogs.new_game import NewGameSetup
from hoyle_desktop.ui.stops.wording import action_text

pytestmark = pytest.mark.slow
SPIN = Card.parse("AD")


def _seed_with_spin(rules: dict) -> int:
    spec = registry.get("spin")
    return next(s for s in range(200) if SPIN in spec.new_game(rules, s).view(0).hand)


def test_clicking_the_ace_of_diamonds_plays_spin(qtbot) -> None:
    window = table_window(qtbot, size=(1200, 800))
    rules = {**window.catalog.get("spin").rules, "players": 3}
    seed = _seed_with_spin(rules)
    table = window.open_table(NewGameSetup("spin", "spin", rules, 3, ["standard"] * 2, seed=seed))
    rng = random.Random(1)
    for _ in range(4000):
        qtbot.wait(5)
        if table.game.is_over() or SPIN not in table.game.view(0).hand:
            pytest.fail("Spin left the person's hand before it could be played")
        if not (table.idle and table.session.human_may_act()):
            continue
        legal = table.game.legal_actions(0)
        spin = [a for a in legal if SPIN in a.cards and (a.kind == "spin" or len(a.cards) == 2)]
        if spin:
            break
        plain = [a for a in legal if a.kind == "play" and SPIN not in a.cards] or legal
        table.session.act(rng.choice(plain))
    else:
        pytest.fail("Spin never became playable")
    # The prompt says what a click on Spin does, beside a card in sequence or alone after a stop.
    assert "Spin (the ace of diamonds)" in table.prompt.text()
    if spin[0].kind == "spin":  # leading after a stop: the ordinary ace is a button
        labels = {b.text() for b in table.panel.action_buttons}
        assert any(text == action_text(a) for a in legal if a.cards == (SPIN,) for text in labels)
    item = next(i for i in table.scene.hands[0] if i.card == SPIN)
    if spin[0].kind == "play":  # beside the card that follows on: Spin is marked as playable too
        assert item.highlight
    rect = item.sceneBoundingRect()  # the left edge is never covered by the next card
    at = table.view.mapFromScene(rect.left() + 10, rect.center().y())
    before, seen = len(table.game.history), len(table.game.events)
    QTest.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=at)
    assert table.game.history[before] == (0, spin[0])
    paid = [e for e in table.game.events[seen:] if e.kind == "pay" and e.reason == "spin"]
    assert sorted(e.data.get("from") for e in paid) == [1, 2]  # both others pay the holder
    assert all(e.data.get("to") == 0 for e in paid)
    qtbot.waitUntil(lambda: any("(Spin)" in line for line in table.panel.history_texts()), timeout=10_000)
