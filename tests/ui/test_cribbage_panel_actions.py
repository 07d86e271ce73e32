"""Cribbage's Lay out, Say Go and Claim are the side panel's action buttons, built for each turn
with ``SidePanel.set_actions`` as at every other table (ui/table/side_panel.py), the claim box in
Claim's row. They were the table's own buttons below the panel's row of actions, which stood empty
above them whenever no deal's end was held (docs/cribbage-table-2026-11-29.md, what remained)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QSpinBox
from table_windows import table_window
from test_cribbage_faults import step

from hoyle_desktop.engine.actions import Action
from hoyle_desktop.ui.dialogs.new_game import NewGameSetup

pytestmark = [pytest.mark.deal_end_pause]

PROFILES = {2: "modern-six-card", 3: "three-handed", 4: "four-handed-partners"}


def open_table(qtbot, players: int, **options):
    window = table_window(qtbot, size=(1024, 700), show_hints=True, **options)
    profile = PROFILES[players]
    rules = dict(window.catalog.get(profile).rules)
    setup = NewGameSetup("cribbage", profile, rules, players, ["greedy"] * (players - 1), seed=3)
    return window.open_table(setup)


def top(table, widget) -> int:
    return widget.mapTo(table, widget.rect().topLeft()).y()


def texts(table) -> list[str]:
    return [b.text() for b in table.panel.action_buttons]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_lay_out_say_go_and_continue_take_the_same_row_of_the_panel(qtbot, players: int) -> None:
    table = open_table(qtbot, players)
    rng = random.Random(2)
    seen: dict[str, int] = {}
    for _ in range(3000):
        if {"lay", "go", "held"} <= seen.keys():
            break
        qtbot.wait(2)
        if table.deal_end.holding:
            qtbot.wait(20)
            assert texts(table) == ["C&ontinue to the next deal"]
            seen.setdefault("held", top(table, table.panel.action_buttons[0]))
            table.deal_end.release()
            continue
        if not (table.idle and table.session.human_may_act()):
            continue
        view, legal = table.game.view(table.human), table.game.legal_actions(table.human)
        qtbot.wait(20)  # laid out from the event loop
        if view.phase == "lay_out":
            assert texts(table) == ["&Lay out to the crib"]
            lay_out = table.action_button("discard")
            assert lay_out is table.panel.action_buttons[0] and not lay_out.isEnabled()
            seen.setdefault("lay", top(table, lay_out))
        elif [a.kind for a in legal] == ["go"]:
            assert texts(table) == ["Say &Go"]
            seen.setdefault("go", top(table, table.action_button("go")))
        elif view.phase == "play":
            assert texts(table) == []  # Go only when it may be said, as every table's buttons
        step(table, rng)
    assert seen.keys() == {"lay", "go", "held"}
    assert seen["lay"] == seen["go"] == seen["held"], seen  # no empty row above Lay out or Say Go


def test_the_claim_box_stands_beside_claim_and_enter_claims_what_it_says(qtbot) -> None:
    table = open_table(qtbot, 2, count_manually=True)
    rng = random.Random(2)
    for _ in range(3000):
        qtbot.wait(2)
        if table.deal_end.holding:
            table.deal_end.release()
        elif table.idle and table.session.human_may_act():
            if table.game.view(table.human).phase == "count":
                break
            step(table, rng)
    qtbot.wait(20)
    claim = table.action_button("claim")
    assert texts(table) == ["&Claim"] and claim is not None
    box = table.claim_box
    assert box.isVisible() and box.parentWidget() is claim.parentWidget()  # one row
    assert box.geometry().right() < claim.geometry().left()
    assert abs(box.geometry().center().y() - claim.geometry().center().y()) <= 2
    assert top(table, claim) == top(table, table.panel.actions_box)  # the panel's first row
    # The coach's best claim: the box set to it and Claim marked.
    table._mark_best(Action("claim", value=7))
    assert box.value() == 7 and claim.property("coached")
    box.setValue(0)
    table.setFocus()
    moves = len(table.game.history)
    qtbot.keyClick(table, Qt.Key.Key_Return)
    claimed = [a for s, a in table.game.history[moves:] if s == table.human]
    assert claimed and claimed[0].kind == "claim" and claimed[0].value == 0
    qtbot.waitUntil(lambda: not box.isVisible(), timeout=5_000)  # the row goes, the box with it


def test_go_marked_by_the_coach_and_l_lays_out_the_cards_chosen(qtbot) -> None:
    table = open_table(qtbot, 3)
    qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=10_000)
    legal = table.game.legal_actions(table.human)
    table._on_card_clicked(legal[0].cards[0])
    assert table.action_button("discard").isEnabled()
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_L)
    qtbot.waitUntil(lambda: bool(table.game.view(table.human).laid_out), timeout=5_000)
    table._mark_best(Action("go"))  # (not shown now: no button is marked, nothing fails)
    assert not any(b.property("coached") for b in table.panel.action_buttons)


def test_a_button_of_the_turn_is_shown_at_once_for_its_letter(qtbot) -> None:
    """Qt shows a new child widget when the event loop next runs: Say Go, made as the Go prompt came,
    was not yet shown to a G typed at once ("That key does nothing now"), one run in six."""
    from hoyle_desktop.ui.table.side_panel import SidePanel

    panel = SidePanel("History", seed=1)
    qtbot.addWidget(panel)
    panel.show()
    qtbot.waitExposed(panel)
    pressed: list[int] = []
    box = QSpinBox()
    buttons = panel.set_actions([("Say &Go", lambda: pressed.append(1))], {"Say &Go": box})
    assert buttons[0].isVisible() and box.isVisible()  # before any event is processed
    panel.set_actions([])
    assert not box.isVisible() and box.parentWidget() is panel  # kept, hidden, for its next turn
