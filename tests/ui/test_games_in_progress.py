"""Games in progress (issue 19): a save slot per game kind resumable from the chooser, asking before
a game is abandoned (and how it is counted), Undo, full screen, the game number out of the way,
Options naming the strength in play, broken house-rule files reported at start, and house rules
whose number of players is part of the game."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QSpinBox
from test_cribbage_table_games import fast_window

from hoyle_desktop.storage.saves import current_save_path, save_path, saved_games
from hoyle_desktop.storage.stats import load_stats
from hoyle_desktop.ui import in_progress
from hoyle_desktop.ui.dialogs.new_game import NewGameDialog, NewGameSetup

pytestmark = pytest.mark.slow


def cribbage(window, seed: int = 5) -> NewGameSetup:
    rules = window.catalog.get("modern-six-card").rules
    return NewGameSetup("cribbage", "modern-six-card", dict(rules), 2, ["easy"], seed=seed)


def lay_out(qtbot, table) -> None:
    """The person's first action: two cards to the crib."""
    qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=10_000)
    for card in table.game.view(0).hand[:2]:
        table._on_card_clicked(card)
    table.action_button("discard").click()
    qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=10_000)


def answer_with(monkeypatch, button_text: str) -> list[str]:
    """Make every QMessageBox.exec press the button called ``button_text``; returns the texts asked."""
    asked: list[str] = []

    def press(box: QMessageBox) -> int:
        asked.append(box.text() + "\n" + box.informativeText())
        next(b for b in box.buttons() if b.text() == button_text).click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", press)
    return asked


def test_each_game_kind_keeps_its_own_save_and_its_tile_offers_resume(qtbot):
    window = fast_window(qtbot)
    table = window.open_table(cribbage(window))
    lay_out(qtbot, table)
    actions = table.game.record()["actions"]
    window.show_chooser()  # "Choose Another Game" no longer throws the game away
    tile = {t.spec.key: t for t in window.chooser.tiles}
    assert tile["cribbage"].saved and not tile["spin"].saved
    pope = window.catalog.get("pope-joan")
    window.open_table(NewGameSetup("pope_joan", "pope-joan", dict(pope.rules), 4, ["standard"] * 3, seed=2))
    qtbot.waitUntil(lambda: window.table.idle, timeout=10_000)
    window.show_chooser()
    assert set(saved_games()) == {"cribbage", "pope_joan"}
    assert tile["pope_joan"].saved and tile["cribbage"].saved
    # A click on the cribbage tile's badge (now "Resume") carries that game on.
    qtbot.mouseClick(
        tile["cribbage"], Qt.MouseButton.LeftButton, pos=tile["cribbage"].badge_rect().center().toPoint()
    )
    assert window.setup.game == "cribbage"
    assert window.table.game.record()["actions"] == actions


def test_an_older_single_save_moves_into_its_slot() -> None:
    path = current_save_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": "hoyle-save", "setup": {"game": "spin"}, "record": {}}))
    assert saved_games() == ["spin"]
    assert save_path("spin").is_file() and not path.exists()


def test_a_new_game_asks_before_abandoning_the_one_in_play(qtbot, monkeypatch):
    window = fast_window(qtbot)
    table = window.open_table(cribbage(window))
    lay_out(qtbot, table)
    dealt: list[int] = []

    def deal(dialog: NewGameDialog) -> int:
        dialog.set_profile("modern-six-card")
        dialog.set_seed(77)
        dialog.accept()
        dealt.append(1)
        return NewGameDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", deal)
    asked = answer_with(monkeypatch, "&Keep Playing")
    window.new_game("cribbage")
    assert "You have a game of Cribbage in progress" in asked[0]
    assert "counts in the statistics as played and not won" in asked[0]
    assert window.table is table and not dealt and load_stats()["entries"] == {}

    answer_with(monkeypatch, "A&bandon")
    window.new_game("cribbage")
    assert dealt and window.table is not table and window.setup.seed == 77
    entry = load_stats()["entries"]["cribbage/modern-six-card"]
    assert (entry["games"], entry["wins"], entry["abandoned"], entry["streak"]) == (1, 0, 1, 0)
    qtbot.waitUntil(lambda: window.table.idle, timeout=10_000)
    in_progress.flush_saves(window)
    if save_path("cribbage").exists():  # the abandoned game's save is gone; only the new one's
        assert json.loads(save_path("cribbage").read_text())["record"]["seed"] == 77


def test_abandon_then_cancel_leaves_no_game_to_resume(qtbot, monkeypatch):
    """Playtest (i): New Game, Abandon, then Cancel in the New Game dialog left the abandoned game
    on the table and its tile offering Resume. Abandon is the person's word: the game is abandoned
    at once (counted, its save gone, the chooser shown behind the dialog), whatever comes next."""
    window = fast_window(qtbot)
    table = window.open_table(cribbage(window))
    lay_out(qtbot, table)
    behind: list[object] = []

    def cancel(dialog: NewGameDialog) -> int:
        behind.append(window.table)  # what the dialog stands over
        return NewGameDialog.DialogCode.Rejected

    monkeypatch.setattr(NewGameDialog, "exec", cancel)
    answer_with(monkeypatch, "A&bandon")
    assert window.new_game("cribbage") is None
    assert behind == [None] and window.table is None
    assert window.stack.currentWidget() is window.chooser
    tile = {t.spec.key: t for t in window.chooser.tiles}
    assert not tile["cribbage"].saved  # Play, not Resume
    in_progress.flush_saves(window)
    assert "cribbage" not in saved_games()
    entry = load_stats()["entries"]["cribbage/modern-six-card"]
    assert (entry["games"], entry["abandoned"]) == (1, 1)


def test_abandoning_before_the_first_move_is_not_counted(qtbot, monkeypatch):
    window = fast_window(qtbot)
    window.open_table(cribbage(window))
    qtbot.waitUntil(lambda: window.table.idle and window.table.session.human_may_act(), timeout=10_000)
    asked = answer_with(monkeypatch, "A&bandon")
    window.restart_deal()
    assert "not counted" in asked[0]
    assert load_stats()["entries"] == {}


def test_undo_takes_back_the_persons_last_move_and_the_game_is_not_counted(qtbot, monkeypatch):
    from hoyle_desktop.ui.table.opening import count_result

    window = fast_window(qtbot)
    table = window.open_table(cribbage(window))
    qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=10_000)
    hand = table.game.view(0).hand
    lay_out(qtbot, table)
    assert len(table.game.view(0).hand) == 4
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Yes)
    window.undo_action.trigger()
    rewound = window.table
    assert rewound is not table
    assert rewound.session.setup.undo_used
    assert len(rewound.game.view(0).hand) == 6 and rewound.game.view(0).hand == hand
    assert all(step["seat"] != 0 for step in rewound.game.record()["actions"])
    saved = json.loads(save_path("cribbage").read_text())
    assert saved["setup"]["undo_used"] and saved["record"]["actions"] == rewound.game.record()["actions"]
    # Nothing more of the person's to take back: the table stays.
    window.undo_action.trigger()
    assert window.table is rewound
    # A game with a move taken back is tallied, not counted.
    from hoyle_desktop.engine.game import Result

    count_result(rewound.session.setup, Result((0,), (121, 80), ("win", "loss"), (1, -1)))
    entry = load_stats()["entries"]["cribbage/modern-six-card"]
    assert (entry["games"], entry["wins"], entry["with_undo"]) == (0, 0, 1)


def test_full_screen_from_the_view_menu(qtbot):
    window = fast_window(qtbot)
    assert window.full_screen_action.shortcut().toString() == "F11"
    assert window.full_screen_action in window.view_menu.actions()
    window.full_screen_action.trigger()
    qtbot.waitUntil(window.isFullScreen, timeout=2000)
    assert window.full_screen_action.isChecked()
    window.full_screen_action.trigger()
    qtbot.waitUntil(lambda: not window.isFullScreen(), timeout=2000)
    assert not window.full_screen_action.isChecked()


def test_the_game_number_is_out_of_the_way_but_at_hand(qtbot, monkeypatch):
    window = fast_window(qtbot)
    dialog = NewGameDialog("cribbage", window.catalog, window.settings, window)
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.seed_edit.isVisible()  # under "More choices"
    dialog.more_button.click()
    assert dialog.seed_edit.isVisible()
    assert dialog.setup().seed < 10**9  # short enough to read out
    window.open_table(cribbage(window, seed=4242))
    shown = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()) or 0)
    window.game_number_action.trigger()
    assert shown == ["This is game number 4242."]


def test_options_say_what_the_game_in_play_uses(qtbot):
    from hoyle_desktop.ui.dialogs.options import OptionsDialog

    window = fast_window(qtbot)
    dialog = OptionsDialog(window.settings, parent=window, playing=["expert", "expert"])
    qtbot.addWidget(dialog)
    assert dialog.strength.currentData() == "standard"
    assert dialog.strength_note.text() == "Used from the next new game. The game in play: Expert."


def test_deals_zero_is_shown_as_what_it_means(qtbot):
    from hoyle_desktop.ui.dialogs.house_rules import HouseRulesDialog

    window = fast_window(qtbot)
    dialog = HouseRulesDialog(window.catalog, "jig", window)
    qtbot.addWidget(dialog)
    deals = dialog.form.fields["deals"]
    assert isinstance(deals, QSpinBox) and deals.value() == 0
    assert deals.text() == "One round: each player deals once"


def test_a_broken_house_rules_file_is_reported_once_at_start(qtbot):
    from hoyle_desktop.storage.paths import user_profiles_dir

    folder = user_profiles_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "mine.yaml").write_text("title: Mine\ngame: cribbage\nextends: nowhere\n", encoding="utf-8")
    window = fast_window(qtbot)
    box = window.show_profile_warnings()
    assert box is not None and box.isVisible()  # opened, not exec()'d: start-up carries on
    assert "mine.yaml" in box.informativeText() and "nowhere" in box.informativeText()
    box.close()


def test_a_house_rules_file_mended_while_the_app_runs_is_read_again(qtbot, monkeypatch):
    """The start's warning says "Game ▸ House Rules… shows them again once they are mended": a file
    mended in an editor while the app runs is read again by House Rules and by New Game."""
    from hoyle_desktop.storage.paths import user_profiles_dir
    from hoyle_desktop.ui.dialogs.house_rules import HouseRulesDialog

    path = user_profiles_dir() / "mine.yaml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("title: Mine\ngame: cribbage\nextends: nowhere\n", encoding="utf-8")
    window = fast_window(qtbot)
    assert window.catalog.errors
    path.write_text("title: Mine\ngame: cribbage\nextends: modern-six-card\n", encoding="utf-8")
    opened: list = []
    monkeypatch.setattr(HouseRulesDialog, "exec", lambda dialog: opened.append(dialog) or 0)
    monkeypatch.setattr(NewGameDialog, "exec", lambda dialog: opened.append(dialog) or 0)
    window.house_rules()
    rules = opened[-1]
    assert not rules.warnings.isVisibleTo(rules)
    assert "Mine" in [rules.profile_list.item(i).text() for i in range(rules.profile_list.count())]
    path.write_text("title: Mine\ngame: cribbage\nextends: nowhere\n", encoding="utf-8")
    window.new_game("cribbage")
    assert "mine.yaml" in str(window.catalog.errors[0])  # broken again: left out, the rest offered
    assert "mine" not in [p.id for p in window.catalog.profiles("cribbage")]


def test_house_rules_for_three_players_always_deal_for_three(qtbot):
    window = fast_window(qtbot)
    window.settings.set_for_game("last_players", "cribbage", 2)
    window.settings.set_for_game("last_profile", "cribbage", "three-handed")
    dialog = NewGameDialog("cribbage", window.catalog, window.settings, window)
    qtbot.addWidget(dialog)
    # the box is live (playtest (d)): a number chosen chooses house rules; the rules keep theirs
    assert dialog.players() == 3 and dialog.players_combo.isEnabled()
    assert dialog.setup().players == 3 and len(dialog.setup().strengths) == 2
    dialog.set_profile("modern-six-card")
    assert dialog.players() == 2


def test_undo_at_a_game_for_counters(qtbot, monkeypatch):
    """The same replay serves every game: at Pope Joan the person's last card goes back in hand."""
    window = fast_window(qtbot)
    pope = window.catalog.get("pope-joan")
    table = window.open_table(
        NewGameSetup("pope_joan", "pope-joan", dict(pope.rules), 3, ["easy"] * 2, seed=9)
    )
    qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=20_000)
    hand = table.game.view(0).hand
    table.session.act(table.game.legal_actions(0)[0])
    qtbot.waitUntil(lambda: table.idle, timeout=20_000)
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Yes)
    window.undo()
    assert window.table is not table and window.table.game.view(0).hand == hand
    qtbot.waitUntil(lambda: window.table.idle and window.table.session.human_may_act(), timeout=20_000)


def test_a_question_at_start_waits_for_the_house_rules_warning(qtbot):
    """Playtest (d), 29 November, in French: with a house-rules file broken by hand and a game in
    progress, "Resume the game?" opened over the file's warning and hid the lines naming the file,
    the line and the key. A question asked at start-up waits for the warnings before it."""
    from hoyle_desktop.storage.paths import user_profiles_dir
    from hoyle_desktop.ui.file_warnings import after_warnings

    folder = user_profiles_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "mine.yaml").write_text("title: Mine\ngame: cribbage\nextends: nowhere\n", encoding="utf-8")
    window = fast_window(qtbot)
    box = window.show_profile_warnings()
    asked: list[str] = []
    after_warnings(window, lambda: asked.append("resume?"))
    assert box is not None and box.isVisible() and asked == []
    box.close()
    qtbot.waitUntil(lambda: asked == ["resume?"], timeout=3_000)
    after_warnings(window, lambda: asked.append("again"))  # none open: at once
    assert asked == ["resume?", "again"]
