"""Banking-table faults playtest B found (issue 24): Vingt-un's over-drawn total showed the total
before the last card, the punters' shown hands had no total, and the undo's status line stayed."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QMessageBox
from test_stops_table_games import fast_window, new_setup

from hoyle_desktop.engine.vingt_un.points import hand_value
from hoyle_desktop.ui.banking.model import TableModel


def play_hands(qtbot, table, hands: int, seed: int = 1) -> None:
    rng = random.Random(seed)
    for _ in range(20000):
        if table.game.is_over() or table.game.view(0).hand_no > hands:
            return
        qtbot.wait(1)
        if table.idle and table.session.human_may_act():
            table.session.act(rng.choice(table.game.legal_actions(0)))


def test_vingt_un_writes_every_shown_hands_total_as_each_card_comes(qtbot, monkeypatch) -> None:
    wrong: list[str] = []
    punters_totals: list[int] = []
    apply = TableModel.apply

    def checked(model: TableModel, e) -> None:
        apply(model, e)
        for seat, row in enumerate(model.boxes):
            for box in row:
                if box.cards and None not in box.cards:
                    # the total under a hand is always its cards' total, the last card's included
                    if box.total != hand_value(box.cards)[0]:
                        wrong.append(f"{e.kind}: {[c.code for c in box.cards]} shows {box.total}")
                    if seat not in (0, model.dealer):
                        punters_totals.append(seat)

    monkeypatch.setattr(TableModel, "apply", checked)
    window = fast_window(qtbot)
    table = window.open_table(new_setup(window, "vingt_un", "vingt-un", 4, seed=3))
    play_hands(qtbot, table, 4)
    assert not wrong, wrong[:5]
    assert punters_totals, "another punter's hand was shown with its total"


def test_the_undo_line_goes_back_to_the_game_in_the_status_bar(qtbot, monkeypatch) -> None:
    window = fast_window(qtbot)
    table = window.open_table(new_setup(window, "vingt_un", "vingt-un", 2, seed=5))
    summary = window._status.text()
    qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=20_000)
    table.session.act(table.game.legal_actions(0)[0])
    qtbot.waitUntil(lambda: table.idle, timeout=20_000)
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Yes)
    window.undo()
    assert window.table is not table
    # said for a moment (a timed message), while the lasting line names the game again
    assert window.statusBar().currentMessage() == "Your last move was taken back."
    assert window._status.text() == summary
