"""Blind Hookey (playtest (f), 29 November): a click on the pack, where a newcomer would cut, did
nothing and said nothing. A click on the cards says that the buttons decide, with their keys."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from table_windows import open_blind_hookey_punter, table_window

pytestmark = pytest.mark.slow


def test_a_click_on_the_pack_says_what_to_do(qtbot) -> None:
    table = open_blind_hookey_punter(table_window(qtbot, (1024, 700)))
    for _ in range(100):
        qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=30_000)
        if "C" in table.keys:
            break
        table.session.act(table.game.legal_actions(table.human)[0])
    table.felt.repaint()
    pack = next(rect for seat, rect in table.felt.painted_cards if seat == -1)
    before = len(table.game.history)
    qtbot.mouseClick(
        table.felt, Qt.MouseButton.LeftButton, pos=QPoint(int(pack.center().x()), int(pack.center().y()))
    )
    assert len(table.game.history) == before
    said = table.panel.note.text()
    assert said.startswith("A click on the cards does nothing here: press "), said
    assert "C (Cut)" in said and "The number keys type the amount." in said, said
    # A release whose press the felt never had (the press that ends a held hand is taken before it
    # comes to the felt) says nothing.
    table.panel.note.say("")
    qtbot.mouseRelease(
        table.felt, Qt.MouseButton.LeftButton, pos=QPoint(int(pack.center().x()), int(pack.center().y()))
    )
    assert table.panel.note.text() == ""
