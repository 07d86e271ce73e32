"""The main window: chooser, menus and shortcuts, table hooks, geometry, closing; app start-up."""

from __future__ import annotations

import json
import sys
from typing import ClassVar

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QSize, Qt
from PySide6.QtGui import QAccessible, QAccessibleActionInterface, QKeySequence
from PySide6.QtWidgets import QDialog, QWidget

from hoyle_desktop import app as app_module
from hoyle_desktop.engine import registry
from hoyle_desktop.storage.paths import config_dir
from hoyle_desktop.storage.settings import Settings
from hoyle_desktop.ui.dialogs.new_game import NewGameDialog, NewGameSetup
from hoyle_desktop.ui.main_window import CHOOSER_PAGE, MainWindow


class FakeTable(QWidget):
    made: ClassVar[list[FakeTable]] = []

    def __init__(self, setup: NewGameSetup, parent: QWidget) -> None:
        super().__init__(parent)
        self.setup = setup
        self.shut_down = False
        FakeTable.made.append(self)

    def shutdown(self) -> None:
        self.shut_down = True


@pytest.fixture
def window(qtbot):
    FakeTable.made = []
    w = MainWindow(Settings.load())
    qtbot.addWidget(w)
    w.show()
    return w


def setup_for(game: str = "cribbage", seed: int = 42) -> NewGameSetup:
    return NewGameSetup(game, "hoyle-six-card", {"players": 2}, 2, ["standard"], seed)


def test_opens_on_the_chooser_with_every_game(window):
    assert window.stack.currentIndex() == CHOOSER_PAGE
    tiles = window.chooser.tiles
    assert len(tiles) == len(registry.GAMES) == 17
    assert [t.spec.key for t in tiles] == [g.key for g in registry.GAMES]
    assert window.chooser.playable_keys() == []  # no table registered yet: everything is coming
    window.set_table_factory("cribbage", FakeTable)
    assert window.chooser.playable_keys() == ["cribbage"]
    unbuilt = [g.key for g in registry.GAMES if not g.available]
    if unbuilt:  # a table for a game announced but with no engine yet: still coming
        window.set_table_factory(unbuilt[0], FakeTable)
        assert window.chooser.playable_keys() == ["cribbage"]
    coming = [t for t in tiles if not t.playable]
    assert len(coming) == len(registry.GAMES) - 1  # every tile with no table registered
    assert all("Coming soon" in t.accessibleDescription() for t in coming)
    assert tiles[0].accessibleName() == "Cribbage"


def test_menu_actions_and_shortcuts(window):
    assert window.new_action.shortcut() == QKeySequence("Ctrl+N")
    assert window.quit_action.shortcut() == QKeySequence("Ctrl+Q")
    assert window.rules_action.shortcut() == QKeySequence("F1")
    game_actions = window.game_menu.actions()
    for action in (window.new_action, window.restart_action, window.house_rules_action, window.quit_action):
        assert action in game_actions
    assert window.options_action in window.settings_menu.actions()
    # learnerc's playtest (29 November): a newcomer looks for the house rules under Settings too
    assert window.house_rules_action in window.settings_menu.actions()
    assert window.about_action in window.help_menu.actions()
    assert not window.restart_action.isEnabled()  # nothing to replay on the chooser


def test_geometry_is_saved_and_restored(qtbot):
    first = MainWindow(Settings.load())
    qtbot.addWidget(first)
    first.show()
    first.resize(710, 555)  # the offscreen screen is 800 x 800
    qtbot.wait(20)
    first.close()
    data = json.loads((config_dir() / "settings.json").read_text())
    assert data["window_geometry"]
    second = MainWindow(Settings.load())
    qtbot.addWidget(second)
    assert second.size() == QSize(710, 555)


def test_the_first_window_fits_a_small_screen(qtbot):
    """The lead's look at 1024x700 under Xvfb: the first start opened 1100x760, wider and taller
    than the screen, the side panel and the hand cut off at its edges. The first window takes
    1100x760 or what the screen has, less room for the frame, centred (the offscreen screen is
    800 x 800)."""
    from hoyle_desktop.ui.main_window import FRAME_ROOM

    window = MainWindow(Settings.load())
    qtbot.addWidget(window)
    window.show()
    room = window.screen().availableGeometry()
    assert window.width() <= room.width() - FRAME_ROOM.width()
    assert window.height() <= room.height() - FRAME_ROOM.height()
    assert room.contains(window.frameGeometry().center())


def test_choosing_a_game_opens_its_table_and_remembers(window, qtbot, monkeypatch):
    window.set_table_factory("cribbage", FakeTable)

    def accept_at_once(dialog: NewGameDialog) -> int:
        dialog.set_profile("hoyle-six-card")
        dialog.set_seed(7)
        dialog.accept()
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", accept_at_once)
    tile = window.chooser.tiles[0]
    tile.setFocus()
    qtbot.keyClick(tile, Qt.Key.Key_Return)
    assert len(FakeTable.made) == 1
    table = FakeTable.made[0]
    assert window.stack.currentWidget() is table
    assert table.setup.game == "cribbage"
    assert table.setup.seed == 7
    assert window.restart_action.isEnabled()
    status = window.statusBar().findChildren(type(window._status))[0].text()
    assert "Cribbage" in status and "seed" not in status  # the game number is kept out of the way
    assert window.game_number_action.isEnabled()
    saved = json.loads((config_dir() / "settings.json").read_text())
    assert saved["last_profile"] == {"cribbage": "hoyle-six-card"}


def test_a_click_on_the_play_badge_starts_the_game(window, qtbot, monkeypatch):
    """Issue 19: the green "Play" on a tile looked like a button but only selected the tile."""
    window.set_table_factory("cribbage", FakeTable)
    opened: list[str] = []
    monkeypatch.setattr(NewGameDialog, "exec", lambda dialog: opened.append(dialog.spec.key) or 0)
    tile = window.chooser.tiles[0]
    qtbot.mouseClick(tile, Qt.MouseButton.LeftButton, pos=tile.rect().topLeft() + QPoint(40, 40))
    assert opened == [] and tile.hasFocus()  # a click elsewhere on the card only selects it
    badge = tile.badge_rect().center().toPoint()
    qtbot.mouseClick(tile, Qt.MouseButton.LeftButton, pos=badge)
    assert opened == ["cribbage"]  # the New Game dialog for that game


def test_a_screen_reader_meets_each_tile_as_a_button_it_can_press(window, qtbot, monkeypatch):
    """Issue 27: the tiles reached the accessibility tree as "filler"; a screen reader should say
    "Cribbage, button", and its press action should start the game, as Enter does."""
    window.set_table_factory("cribbage", FakeTable)
    opened: list[str] = []
    monkeypatch.setattr(NewGameDialog, "exec", lambda dialog: opened.append(dialog.spec.key) or 0)
    for tile in window.chooser.tiles:
        face = QAccessible.queryAccessibleInterface(tile)
        assert face.role() == QAccessible.Role.Button, tile.spec.key
        assert face.text(QAccessible.Text.Name) == tile.accessibleName() != ""
        assert face.text(QAccessible.Text.Description)
    face = QAccessible.queryAccessibleInterface(window.chooser.tiles[0])
    assert QAccessibleActionInterface.pressAction() in face.actionInterface().actionNames()
    face.actionInterface().doAction(QAccessibleActionInterface.pressAction())
    qtbot.waitUntil(lambda: opened == ["cribbage"], timeout=2_000)


def test_coming_game_does_not_open(window, qtbot):
    tile = next(t for t in window.chooser.tiles if t.spec.key == "loto")
    activated: list[object] = []
    window.chooser.game_activated.connect(activated.append)
    tile.activate()
    assert activated == []


def test_replay_opens_the_same_deal_and_shuts_the_old_table(window):
    window.set_table_factory("cribbage", FakeTable)
    window.open_table(setup_for(seed=99))
    window.restart_deal()
    first, second = FakeTable.made
    assert first.shut_down
    assert second.setup == first.setup
    assert second.setup is not first.setup
    assert window.table is second


def test_close_shuts_the_table_down_and_saves(window):
    window.set_table_factory("cribbage", FakeTable)
    window.open_table(setup_for())
    window.close()
    assert FakeTable.made[0].shut_down
    assert (config_dir() / "settings.json").exists()


def test_back_to_the_chooser(window):
    window.set_table_factory("cribbage", FakeTable)
    window.open_table(setup_for())
    window.show_chooser()
    assert window.stack.currentIndex() == CHOOSER_PAGE
    assert FakeTable.made[0].shut_down
    assert window.table is None


def test_open_table_without_a_factory_is_refused(window):
    with pytest.raises(LookupError):
        window.open_table(setup_for())


def test_arrow_keys_move_between_tiles(window, qtbot):
    tiles = window.chooser.tiles
    tiles[0].setFocus()
    qtbot.keyClick(tiles[0], Qt.Key.Key_Right)
    assert tiles[1].hasFocus()
    qtbot.keyClick(tiles[1], Qt.Key.Key_Left)
    assert tiles[0].hasFocus()


def test_game_titles_are_translated_in_the_games_context(window):
    assert QCoreApplication.translate("Games", "Cribbage") == "Cribbage"


def test_install_translators_keeps_english_and_loads_qt_german(qapp):
    from PySide6.QtCore import QLocale

    before = QLocale()
    installed = app_module.install_translators(qapp, "de")
    try:
        assert installed  # Qt's own qtbase_de.qm ships with PySide6
    finally:
        for translator in installed:
            qapp.removeTranslator(translator)
        QLocale.setDefault(before)  # German numbers (1,2) would follow into the tests after this one


def test_smoke_run_exits_cleanly(qapp, capsys, monkeypatch):
    """It plays, shuts the table down, and leaves no main window behind (its window is deleted, not
    only closed: a closed one kept its table, its threads and Python's collector switched off)."""
    from PySide6.QtWidgets import QApplication

    from hoyle_desktop.ui import gui_gc

    def main_windows() -> list[QWidget]:
        return [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]

    FakeTable.made = []
    monkeypatch.setattr(app_module, "register_tables", lambda w: w.set_table_factory("cribbage", FakeTable))
    monkeypatch.setattr(app_module, "SMOKE_PLAY_S", 0.05)  # a stand-in table: nothing plays in the second
    before, users = main_windows(), gui_gc._users
    assert app_module.main(["--smoke"]) == 0
    assert "smoke: cribbage, modern-six-card, 2 players" in capsys.readouterr().out
    assert FakeTable.made[0].shut_down
    assert [w for w in main_windows() if w not in before] == []
    assert gui_gc._users == users


def test_smoke_run_reports_a_failing_table(qapp, capsys, monkeypatch):
    def broken(setup, parent):
        raise RuntimeError("no table today")

    monkeypatch.setattr(app_module, "register_tables", lambda w: w.set_table_factory("cribbage", broken))
    assert app_module.main(["--smoke"]) == 1
    assert "no table today" in capsys.readouterr().err


# -- a new language: restart now or later ------------------------------------------------------------
def test_a_new_language_offers_a_restart_that_resumes_the_game(qtbot, monkeypatch):
    from PySide6.QtCore import QProcess
    from PySide6.QtWidgets import QMessageBox

    window = MainWindow(Settings.load())
    qtbot.addWidget(window)
    window.show()
    started: list[tuple[str, list[str]]] = []
    monkeypatch.setattr(
        QProcess, "startDetached", lambda program, args: started.append((program, args)) or True
    )
    monkeypatch.setattr(sys, "argv", ["/opt/hoyle/bin/hoyle-desktop", "--lang", "de"])
    texts: list[str] = []

    def answer(choice: int):
        def exec_(box):
            texts.append(box.text())
            next(b for b in box.buttons() if box.buttonRole(b) == choice).click()
            return 0

        return exec_

    monkeypatch.setattr(QMessageBox, "exec", answer(QMessageBox.ButtonRole.RejectRole))
    window._offer_restart()
    assert started == [] and window.isVisible()
    assert "Restart Hoyle Desktop now?" in texts[0]
    monkeypatch.setattr(QMessageBox, "exec", answer(QMessageBox.ButtonRole.AcceptRole))
    window._offer_restart()
    assert started == [(sys.executable, ["/opt/hoyle/bin/hoyle-desktop", "--resume"])]
    assert not window.isVisible()


def test_resume_flag_resumes_without_asking(monkeypatch):
    assert app_module._parse(["--resume"]).resume and not app_module._parse([]).resume
    asked = []
    monkeypatch.setattr("hoyle_desktop.ui.resume.offer_resume", lambda window, ask=True: asked.append(ask))
    app_module._offer_resume(None, ask=False)
    assert asked == [False]


def test_a_restart_of_a_program_run_as_a_module_runs_the_module_again(qtbot, monkeypatch):
    """``python -m hoyle_desktop.app`` puts the module's file in argv[0]; run again as a file, its
    relative imports fail and the restart ends the program (the French playtest of 2026-11-28)."""
    from PySide6.QtCore import QProcess

    import hoyle_desktop.app

    window = MainWindow(Settings.load())
    qtbot.addWidget(window)
    started: list[tuple[str, list[str]]] = []
    monkeypatch.setattr(
        QProcess, "startDetached", lambda program, args: started.append((program, args)) or True
    )
    monkeypatch.setattr(sys, "argv", [hoyle_desktop.app.__file__, "--lang=fr"])
    assert window.restart_app()
    assert started == [(sys.executable, ["-m", "hoyle_desktop.app", "--resume"])]
