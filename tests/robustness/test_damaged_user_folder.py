"""The real app, started offscreen on a user folder full of damaged files: the window shows, each
damage is told (naming the file, which is kept byte for byte), and a new game starts and is saved.
Also: when saving fails, the person is told once (issue 12)."""

from __future__ import annotations

import os
import time

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from hoyle_desktop import app as app_module
from hoyle_desktop.storage import paths
from hoyle_desktop.storage.saves import current_save_path, save_path
from hoyle_desktop.storage.stats import stats_path
from hoyle_desktop.ui.main_window import MainWindow

pytestmark = pytest.mark.slow

DAMAGED = {
    "settings": b'{"version": 1, "card_width": ' + b"[" * 100_000,
    "statistics": b'{"entries": {"cribbage/x": {"games": "many", "given": [1]}}}',
    "save": b'{"format": "hoyle-save", "setup": {"game": "cribbage"}, "record": {"actions": {"a": [[[[',
    "profile": b"title: Dated\ngame: cribbage\ndescription: 2024-01-01\nrules: {target: !!int 1x}\n",
}


def damaged_user_folder() -> dict[str, object]:
    files = {
        "settings": paths.config_dir() / "settings.json",
        "statistics": stats_path(),
        "save": current_save_path(),
        "profile": paths.user_profiles_dir() / "dated.yaml",
    }
    for kind, path in files.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(DAMAGED[kind])
    leftover = current_save_path().parent / ".current.json.0badf00d.tmp"  # a killed write's
    leftover.write_text('{"half a')
    old = time.time() - 3600
    os.utime(leftover, (old, old))
    return {**files, "leftover": leftover}


def start_app(monkeypatch) -> MainWindow:
    """app.main() as a person starts it; its event loop is the test's (qtbot waits)."""
    started: list[MainWindow] = []
    before = set(QApplication.topLevelWidgets())  # windows other tests may have left behind

    def no_loop(*_args) -> int:
        started.extend(
            w
            for w in QApplication.topLevelWidgets()
            if isinstance(w, MainWindow) and w.isVisible() and w not in before
        )
        return 0

    monkeypatch.setattr(QApplication, "exec", no_loop)
    assert app_module.main([]) == 0
    (window,) = started
    return window


def kept_beside(path, content: bytes) -> bool:
    return any(
        p.name.startswith(path.name + ".damaged-") and p.read_bytes() == content
        for p in path.parent.iterdir()
    )


def test_the_app_starts_on_damaged_files_says_so_and_plays_and_saves(qtbot, monkeypatch) -> None:
    files = damaged_user_folder()
    window = start_app(monkeypatch)
    qtbot.addWidget(window)
    assert window.isVisible()

    # One at a time: each appears when the one before is closed; the damaged save's, told as the
    # app offers to resume, waits for the start's warnings (playtest (d), 29 November).
    shown: dict[str, str] = {}
    told = details = ""
    for _ in range(4):
        qtbot.waitUntil(
            lambda: any(b.isVisible() for b in window.findChildren(QMessageBox)), timeout=10_000
        )
        visible = [b for b in window.findChildren(QMessageBox) if b.isVisible()]
        assert len(visible) == 1
        box = visible[0]
        shown[box.objectName()] = box.text()
        told = box.informativeText() if box.objectName() == "ProfileWarnings" else told
        details = box.detailedText() if box.objectName() == "settings_warning" else details
        box.accept()
        qtbot.wait(50)
    assert str(files["save"]) in shown["damaged_save_warning"]
    assert str(files["statistics"]) in shown["damaged_stats_warning"]
    assert "start again from nothing" in shown["damaged_stats_warning"]  # its only entry was unsound
    assert str(files["settings"]) in shown["settings_warning"]  # the file, and the problem in the details
    assert str(files["settings"]) in details and "could not be read" in details
    assert "ProfileWarnings" in shown  # the broken house-rule file, told once at start (issue 19)
    assert f"{files['profile']}, line 3" in told and f"{files['profile']}, line 4" in told  # both problems
    for kind in ("settings", "statistics", "save"):
        assert kept_beside(files[kind], DAMAGED[kind]), kind
    assert not files["leftover"].exists()

    # The bad profile is reported, the built-ins are all there for a new game.
    catalog = window.catalog
    assert any(str(files["profile"]) in str(e) for e in catalog.errors)
    from hoyle_desktop.ui.dialogs.new_game import NewGameDialog

    window.settings.set("computer_pace_ms", 0)
    window.settings.set("animation_ms", 0)
    dialog = NewGameDialog("cribbage", catalog, window.settings, window)
    setup = dialog.setup()
    dialog.close()
    table = window.open_table(setup)
    qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=10_000)
    for card in table.game.view(table.human).hand[: table.game.r.discards_each]:
        table._on_card_clicked(card)
    table.action_button("discard").click()
    qtbot.waitUntil(lambda: save_path("cribbage").is_file(), timeout=10_000)
    window.table_services.saver.flush()
    from hoyle_desktop.storage.saves import load_game

    assert load_game(save_path("cribbage")) is not None
    window.close()


def test_when_saving_fails_the_person_is_told_once(qtbot, monkeypatch) -> None:
    from hoyle_desktop.ui.dialogs.new_game import NewGameSetup

    save = save_path("cribbage")  # the cribbage game's slot
    save.parent.mkdir(parents=True, exist_ok=True)
    window = start_app(monkeypatch)
    qtbot.addWidget(window)
    window.settings.set("computer_pace_ms", 0)
    qtbot.wait(100)  # start-up's checks (the save among them) run first
    save.mkdir()  # a folder where the save file should be: every write fails
    rules = window.catalog.get("modern-six-card").rules
    table = window.open_table(NewGameSetup("cribbage", "modern-six-card", dict(rules), 2, ["greedy"], seed=4))
    # The new deal's save fails at once: the person is told, and the table waits behind the
    # warning (nothing moves behind a dialog) until it is closed.
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, "save_failed_warning") is not None, timeout=10_000)
    qtbot.wait(200)
    assert len(window.findChildren(QMessageBox, "save_failed_warning")) == 1
    box = window.findChild(QMessageBox, "save_failed_warning")
    assert str(save) in box.text()
    box.accept()
    qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=10_000)
    hand = table.game.view(0).hand
    table._on_card_clicked(hand[0])
    table._on_card_clicked(hand[1])
    table.action_button("discard").click()
    qtbot.wait(300)  # more saves fail: told once, not again for each
    assert not [b for b in window.findChildren(QMessageBox, "save_failed_warning") if b.isVisible()]
    window.close()


def test_the_rules_dialogs_offer_every_builtin_beside_a_hostile_profile(qtbot) -> None:
    from hoyle_desktop.profiles import ProfileCatalog
    from hoyle_desktop.storage.settings import Settings
    from hoyle_desktop.ui.dialogs.house_rules import HouseRulesDialog
    from hoyle_desktop.ui.dialogs.new_game import NewGameDialog

    path = paths.user_profiles_dir() / "dated.yaml"
    path.write_bytes(DAMAGED["profile"])
    catalog = ProfileCatalog()
    builtins = [p.id for p in catalog.profiles("cribbage") if p.builtin]
    new_game = NewGameDialog("cribbage", catalog, Settings.load(), None)
    qtbot.addWidget(new_game)
    offered = [new_game.profile_combo.itemData(i) for i in range(new_game.profile_combo.count())]
    assert set(builtins) <= set(offered)
    house_rules = HouseRulesDialog(catalog, "cribbage", None)
    qtbot.addWidget(house_rules)
    warning = house_rules.warnings.text()
    assert f"{path}, line 3" in warning and f"{path}, line 4" in warning  # both of its problems


def test_the_statistics_dialog_shows_the_sound_entries_and_says_what_was_set_aside(qtbot) -> None:
    import json

    from hoyle_desktop.ui.dialogs.statistics import StatisticsDialog

    good = {"game": "cribbage", "profile": "hoyle-six-card", "games": 4, "wins": 3, "given": {},
            "taken": {}, "points": {"hand": 40}, "deals": 10, "best_hand": 20, "stake": 2}  # fmt: skip
    wrong = {**good, "games": "four", "given": ["lurched"]}
    content = json.dumps({"version": 1, "entries": {"cribbage/hoyle-six-card": good, "cribbage/x": wrong}})
    stats_path().parent.mkdir(parents=True, exist_ok=True)
    stats_path().write_text(content)
    dialog = StatisticsDialog(None)
    qtbot.addWidget(dialog)
    assert dialog.table.rowCount() == 1 and dialog.table.item(0, 1).text() == "4"
    box = dialog.findChild(QMessageBox, "damaged_stats_warning")
    assert box is not None and str(stats_path()) in box.text()
    assert "could be read carry on" in box.text() and "wrong shape" in box.detailedText()
    assert kept_beside(stats_path(), content.encode())


@pytest.mark.parametrize("folder", ["config", "data"])
def test_a_file_in_place_of_the_apps_folder_still_lets_a_game_start(qtbot, monkeypatch, folder) -> None:
    """A folder the app cannot make (a file in its place, a read-only disk): the app starts, a game
    opens, and the person is told that it cannot be saved, instead of errors escaping."""
    home = paths.home_override()
    home.mkdir(parents=True, exist_ok=True)
    (home / folder).write_text("not a folder")
    window = start_app(monkeypatch)
    qtbot.addWidget(window)
    window.settings.set("computer_pace_ms", 0)
    qtbot.wait(100)
    rules = window.catalog.get("modern-six-card").rules
    from hoyle_desktop.ui.dialogs.new_game import NewGameSetup

    table = window.open_table(NewGameSetup("cribbage", "modern-six-card", dict(rules), 2, ["greedy"], seed=4))
    if folder == "data":  # the save goes there: the person hears that it cannot be written
        qtbot.waitUntil(lambda: window.findChild(QMessageBox, "save_failed_warning") is not None)
        window.findChild(QMessageBox, "save_failed_warning").accept()  # the table waits behind it
    qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=10_000)
    told: list[str] = []

    def answer_modal_box() -> None:  # closing: the settings cannot be written either, and it says so
        for box in QApplication.topLevelWidgets():
            if isinstance(box, QMessageBox) and box.isVisible() and box.isModal():
                told.append(box.text())
                box.accept()

    QTimer.singleShot(300, answer_modal_box)
    window.close()
    if folder == "config":
        assert told and "settings" in told[0]


def test_abandoning_a_game_whose_save_slot_is_a_folder_carries_on() -> None:
    """A new game over one that could not be saved (a folder in its slot): the old one is counted
    as abandoned and the new one starts, instead of an error escaping."""
    import hostile

    from hoyle_desktop.storage.stats import load_stats
    from hoyle_desktop.ui.in_progress import InProgress, count_abandoned

    save_path("cribbage").mkdir(parents=True)
    setup, game = hostile.game_in_play("cribbage", "hoyle-six-card", 5, 10)
    count_abandoned(InProgress(setup, game))
    assert load_stats()["entries"]["cribbage/hoyle-six-card"]["abandoned"] == 1
