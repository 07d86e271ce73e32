"""Playtest (i), 29 November, Blind Hookey: after a click in the amount box, H typed into the box and
no Hint came. A number box takes no letters: H, R and the Hint's own letter (German T, French C)
reach the table from inside it, at every table with an amount box (ui/table/amounts.py)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from table_windows import open_blind_hookey_punter, table_window
from test_speculation_faults import open_speculation
from test_table_overlaps import language  # noqa: F401  (a fixture)

from hoyle_desktop.ui.table import keys

pytestmark = pytest.mark.slow


def _blind_hookey_box(qtbot):
    window = table_window(qtbot, (1024, 700))
    table = open_blind_hookey_punter(window)
    for _ in range(40):
        qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=30_000)
        if table.amount.isVisible() and table.amount.isEnabled():
            return table, table.amount
        table.session.act(table.game.legal_actions(table.human)[0])
    pytest.fail("no amount asked of the person")


def _speculation_box(qtbot):
    _, table = open_speculation(qtbot, 4, (1024, 700), seed=3)
    for _ in range(400):
        qtbot.waitUntil(table._my_turn, timeout=30_000)
        if table.offer.price.isEnabled():
            return table, table.offer.price
        legal = table.game.legal_actions(table.human)
        table.session.act(next((a for a in legal if a.kind != "offer"), legal[0]))
    pytest.fail("no price asked of the person")


@pytest.mark.parametrize("language", ["en", "de"], indirect=True)
@pytest.mark.parametrize("opened", [_blind_hookey_box, _speculation_box], ids=["blind_hookey", "speculation"])
def test_hint_and_review_letters_pass_the_amount_box(qtbot, language, opened, monkeypatch) -> None:  # noqa: F811
    table, box = opened(qtbot)
    asked: list[str] = []
    monkeypatch.setattr(table.coach, "ask", lambda: asked.append("hint"))  # the Hint button hidden
    table.coach.button.clicked.disconnect()  # or shown, pressed by its letter
    table.coach.button.clicked.connect(lambda: asked.append("hint"))
    monkeypatch.setattr(table, "_review_key", lambda button: asked.append("review"))
    qtbot.mouseClick(box.lineEdit(), Qt.MouseButton.LeftButton)
    box.setFocus()
    qtbot.waitUntil(box.hasFocus, timeout=5_000)
    text = box.text()
    hint_letter = keys.mnemonic(table.coach.button.text())
    for letter in dict.fromkeys(["H", hint_letter]):
        qtbot.keyClick(QApplication.focusWidget(), letter.lower())
        qtbot.waitUntil(lambda: bool(asked), timeout=5_000)  # a button's click is animated
        assert asked == ["hint"], (letter, asked)
        asked.clear()
    if getattr(getattr(table, "review", None), "open_button", None) is not None:
        qtbot.keyClick(QApplication.focusWidget(), "r")
        assert asked == ["review"], asked
    assert box.text() == text  # no letter went into the box
    box.selectAll()
    qtbot.keyClick(QApplication.focusWidget(), "7")  # a digit still types the amount
    assert "7" in box.text(), box.text()
