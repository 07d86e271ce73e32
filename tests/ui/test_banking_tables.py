"""Whole games of Baccarat (Chemin de Fer) and Blind Hookey played through their tables offscreen:
the person acts with the buttons, the amount list and Enter; a false draw is refused in words;
every seat's counters on the strip match the engine's at the end."""

from __future__ import annotations

import pytest

from hoyle_desktop.engine.actions import Action
from hoyle_desktop.storage.settings import Settings
from hoyle_desktop.ui.dialogs.new_game import NewGameSetup
from hoyle_desktop.ui.main_window import MainWindow

pytestmark = pytest.mark.slow


def window_for(qtbot) -> MainWindow:
    from hoyle_desktop.app import register_tables

    settings = Settings.load()
    settings.set("computer_pace_ms", 0)
    settings.set("animation_ms", 0)
    window = MainWindow(settings=settings)
    register_tables(window)
    qtbot.addWidget(window)
    window.resize(1300, 860)
    window.show()
    return window


def play(qtbot, table, choose) -> None:
    finished: list[object] = []
    table.session.finished.connect(finished.append)
    for _ in range(20_000):
        if finished:
            break
        qtbot.wait(2)
        if not (table.pacer.idle and table.session.human_may_act()):
            continue
        choose(table)
    assert finished, "the game did not end"
    engine_nets = list(table.game.ledger.nets())
    shown = [p - table.start_purse - b for p, b in zip(table.purses, table.bought, strict=True)]
    assert shown == engine_nets
    assert "The game is over" in table.prompt.text()


@pytest.mark.parametrize("seed", [3])
def test_baccarat_whole_game(qtbot, seed) -> None:
    window = window_for(qtbot)
    rules = {**window.catalog.get("baccarat").rules, "players": 3, "coups": 6}
    table = window.open_table(
        NewGameSetup("baccarat", "baccarat", rules, 3, ["standard", "expert"], seed=seed)
    )
    refused: list[str] = []

    def choose(table) -> None:
        legal = table.game.legal_actions(0)
        view = table.game.view(0)
        if table.amount_row.isVisible():
            qtbot.keyClick(table, "\r")  # the amount offered, confirmed with Enter
            return
        if view.phase == "punter" and not refused:
            point = view.my_point()
            wrong = Action("stand") if point is not None and point <= 4 else Action("card")
            if point is not None and point != 5 and wrong not in legal:
                table._act(wrong)
                refused.append(table.prompt.text())
                return
        buttons = table.panel.action_buttons
        assert buttons, f"no button for {legal}"
        buttons[0].click()

    play(qtbot, table, choose)
    assert table.panel.history_texts()


def test_blind_hookey_whole_game(qtbot) -> None:
    window = window_for(qtbot)
    rules = {**window.catalog.get("blind-hookey").rules, "players": 3, "hands": 4}
    table = window.open_table(
        NewGameSetup("blind_hookey", "blind-hookey", rules, 3, ["easy", "expert"], seed=2)
    )

    def choose(table) -> None:
        if table.amount_row.isVisible():
            table.amount_button.click()
        else:
            table.panel.action_buttons[0].click()

    play(qtbot, table, choose)


def test_baccarat_resumes_where_it_was_left(qtbot) -> None:
    from hoyle_desktop.ui.resume import offer_resume

    window = window_for(qtbot)
    rules = {**window.catalog.get("baccarat-banque").rules, "players": 3, "coups": 8}
    table = window.open_table(
        NewGameSetup("baccarat", "baccarat-banque", rules, 3, ["easy", "expert"], seed=4)
    )
    for _ in range(5000):
        if len(table.game.history) > 12 or table.game.is_over():
            break
        qtbot.wait(2)
        if table.pacer.idle and table.session.human_may_act():
            if table.amount_row.isVisible():
                table.amount_button.click()
            else:
                table.panel.action_buttons[-1].click()
    qtbot.waitUntil(lambda: table.idle, timeout=10_000)
    before = table.game.record()
    window.close()
    again = window_for(qtbot)
    assert offer_resume(again, ask=False)
    resumed = again.table
    assert resumed.game.record()["actions"] == before["actions"]
    assert resumed.purses == list(resumed.game.ledger.purses)
    assert "The game is resumed where you left it." in resumed.panel.history_texts()
