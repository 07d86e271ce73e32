"""Playtest (i), 29 November, Vingt-un: D (no pair to divide) said "That key does nothing now.
Press C (Content), Y (Yes, a card)." without the Hint, where Commerce's line ends "… H (Hint).".
A banking table's decision key refused now names every key that works, as at every table (the
shared keys.keys_now_text): the Hint's included, in each language its own letter."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from table_windows import new_setup, table_window
from test_table_overlaps import language  # noqa: F401  (a fixture)

from hoyle_desktop.ui.table import keys

pytestmark = pytest.mark.slow


@pytest.mark.parametrize("language", ["en", "de", "fr"], indirect=True)
def test_a_decision_key_refused_names_the_hint_too(qtbot, language) -> None:  # noqa: F811
    window = table_window(qtbot, (1024, 700))
    table = window.open_table(new_setup(window, "vingt_un", "vingt-un", 4, seed=5))
    for _ in range(60):
        qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=30_000)
        kinds = {a.kind for a in table.game.legal_actions(table.human)}
        if "content" in kinds and "divide" not in kinds:
            break
        table.session.act(table.game.legal_actions(table.human)[0])
    else:
        pytest.fail("the person never stood or drew without a pair")
    from hoyle_desktop.ui.banking import wording as w

    stray = sorted(k for k in w.decision_keys() - set(table.keys) if table._why_not(k) == "not_allowed")
    table.setFocus()
    qtbot.keyClick(table, stray[0])
    said = table.prompt.text()
    hint = table.coach.button.text().replace("&", "")
    assert f"{keys.mnemonic(table.coach.button.text())} ({hint})" in said, said
    assert said.startswith(QCoreApplication.translate("TableKeys", "That key does nothing now.")[:-1]), said
    qtbot.keyClick(table, Qt.Key.Key_Escape)
    table.session.stop()
