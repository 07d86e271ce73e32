"""The mouse alone plays at every table (the done list: "its table plays it with mouse and keyboard").

The person's first decisions at each of the seventeen tables are made with real mouse clicks only:
on a card of the person's (where cards are chosen or played) and on the side panel's buttons, never
through the session or a slot. ``test_keyboard_only.py`` does the same with keys.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from test_deal_end import GAMES, open_game

DECISIONS = 3  # the person's decisions made by mouse at each table
CLICKS = 8  # the most clicks one decision may take (cribbage: two cards, then Lay out)


def _ready(table) -> bool:
    return getattr(table, "idle", True) and table.session.human_may_act() and not table.deal_end.holding


def _click_a_card(table, legal, clicked: set) -> bool:
    """Click, at a part of it no other card covers, a card of the person's that a legal action uses
    and that this decision has not clicked yet (a second click would unchoose it)."""
    wanted = {c for a in legal for c in a.cards}
    hands = getattr(getattr(table, "scene", None), "hands", None)
    if hands is not None:
        for item in hands[table.session.human]:
            if item.card in wanted and item.card not in clicked and item.isVisible():
                clicked.add(item.card)
                rect = item.sceneBoundingRect()
                at = table.view.mapFromScene(rect.left() + 8, rect.center().y())
                QTest.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=at)
                return True
    row = getattr(table, "my_row", None)  # the trading tables: any card of the hand may be chosen
    for label in getattr(row, "labels", []):
        if label.clickable and not label.chosen:
            QTest.mouseClick(label, Qt.MouseButton.LeftButton)
            return True
    return False


def _acted(table, human: int, before: int) -> bool:
    """The person has acted since ``before`` (others may act at the same time: cribbage's lay-out)."""
    return human in [seat for seat, _action in table.game.history[before:]]


def _click_a_button(table) -> bool:
    buttons = [b for b in table.panel.action_buttons if b.isVisible() and b.isEnabled()]
    if buttons:
        QTest.mouseClick(buttons[0], Qt.MouseButton.LeftButton)
    return bool(buttons)


@pytest.mark.usefixtures("quick_loto")
@pytest.mark.parametrize(("game", "profile", "players", "extra"), GAMES, ids=[g[0] for g in GAMES])
def test_the_first_decisions_by_mouse_alone(qtbot, game, profile, players, extra) -> None:
    _window, table = open_game(qtbot, game, profile, players, extra)
    human = table.session.human
    for _decision in range(DECISIONS):
        qtbot.waitUntil(lambda: _ready(table) or table.game.is_over(), timeout=30_000)
        if table.game.is_over():
            break
        before, clicked = len(table.game.history), set()
        for click in range(CLICKS):
            legal = table.game.legal_actions(human)
            # the trading tables want a card chosen before their buttons; elsewhere an enabled button is
            # the decision itself (Stake, Banco, Next number...), else a card is played or chosen
            first_card = hasattr(table, "my_row") and click == 0
            if not (first_card and _click_a_card(table, legal, clicked)):
                assert _click_a_button(table) or _click_a_card(table, legal, clicked), f"nothing at {game}"
            qtbot.wait(1)
            if _acted(table, human, before):
                break
        assert _acted(table, human, before), f"{CLICKS} clicks made no decision at {game}"
