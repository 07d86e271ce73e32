"""The line at the top of the side panel names the person as soon as the engine waits on them.

docs/notes/cosmg-2026-11-29.md, "Left": the turn line named the computer the engine waited on after
each batch the table showed, but for the last batch before the person's turn it was empty until the
person's prompt came, when the table went idle: for that moment it said nobody's turn. Here a table
of each family is played until it has shown a batch after which the engine waits on the person,
and the line is looked at then (before the table is idle) and again once the person may act: both
times it names the person ("Your turn."). It is a label, not an announcement: a screen reader hears
the person's turn once, with the prompt (its words are never said on their own), and F2 says it once."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QCoreApplication
from test_whose_turn_line import after_each_batch, opened

from tests.ui.table_windows import table_window

# One table of each family (Loto's second method: its first is a race with no turns)
TABLES = [
    ("cribbage", None),
    ("pope_joan", None),
    ("loto", "loto-second-method"),
    ("commerce", None),
    ("speculation", None),
    ("spoil_five", None),
    ("cassino", None),
    ("vingt_un", None),
    ("crazy_eights", None),
]
LOOKS = 3  # batches looked at that left the engine waiting on the person


def _engine_waits_on_person(table) -> bool:
    """The engine waits on the person's decision (not a deal's end on show, nor the game's)."""
    game = table.game
    if game.is_over() or game.private_turn() or table.deal_end.between_deals or table.deal_end.holding:
        return False
    return table.human in game.seats_to_act()


@pytest.mark.parametrize(("key", "profile"), TABLES, ids=[k for k, _ in TABLES])
def test_the_top_line_names_the_person_once_the_engine_waits_on_them(
    qtbot, heard, key: str, profile: str | None
) -> None:
    window = table_window(qtbot, animation_ms=20)
    table = opened(window, key, profile)
    yours = table.panel.your_turn_words()
    shown_looks: list[str] = []  # the line after a batch that left the engine waiting on the person
    idle_looks: list[str] = []  # the line once the person may act

    def look(moves: int) -> None:
        if len(table.game.history) != moves or table._my_turn() or not _engine_waits_on_person(table):
            return  # (the table's own work after the batch: the look is before it goes idle)
        shown_looks.append(table.panel.thinking_label.text())

    after_each_batch(table, look)
    rng = random.Random(4)
    def enough() -> bool:
        return len(shown_looks) >= LOOKS and bool(idle_looks)

    while not enough() and not table.game.is_over():
        qtbot.waitUntil(lambda: enough() or table.game.is_over() or table._my_turn(), timeout=30_000)
        if table._my_turn():
            idle_looks.append(table.panel.thinking_label.text())
            if len(idle_looks) == 1:  # F2 at the person's turn: "Your turn" said once
                where = table.access.words.where()
                assert where.count(yours.rstrip(".")) == 1, where
            if not enough():
                table.session.act(rng.choice(table.game.legal_actions(table.human)))
    assert shown_looks, "no batch left the engine waiting on the person"
    assert all(line == yours for line in shown_looks), shown_looks
    assert idle_looks and all(line == yours for line in idle_looks), idle_looks
    assert QCoreApplication.translate("Accessibility", "Your turn.").rstrip(".") in yours
    assert yours not in heard, "the line's words were announced on their own"
