"""New Game, House Rules and Options dialogs, against the real profile catalog and settings."""

from __future__ import annotations

import pytest
import yaml
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialogButtonBox, QGroupBox, QMessageBox, QSpinBox

from hoyle_desktop.profiles import ProfileCatalog, rules_schema
from hoyle_desktop.storage.paths import user_profiles_dir
from hoyle_desktop.storage.settings import OPTIONS, Settings
from hoyle_desktop.ui.dialogs.house_rules import HouseRulesDialog
from hoyle_desktop.ui.dialogs.new_game import MAX_SEED, NewGameDialog
from hoyle_desktop.ui.dialogs.options import OptionsDialog


@pytest.fixture
def catalog():
    return ProfileCatalog()


@pytest.fixture
def settings():
    return Settings.load()


# -- New Game ---------------------------------------------------------------------------------------
def test_new_game_setup_has_profile_players_override_and_seed(qtbot, catalog, settings):
    dialog = NewGameDialog("cribbage", catalog, settings)
    qtbot.addWidget(dialog)
    dialog.set_profile("three-handed")
    dialog.set_players(2)  # cribbage's house rules fix the count: "Three-handed" stays three
    dialog.set_seed(12345)
    assert len(dialog.strength_combos) == 2
    dialog.strength_combos[1].setCurrentIndex(dialog.strength_combos[1].findData("expert"))
    setup = dialog.setup()
    assert setup.game == "cribbage"
    assert setup.profile_id == "three-handed"
    assert setup.players == 3
    assert setup.rules == {**catalog.get("three-handed").rules, "players": 3}
    assert setup.strengths == ["standard", "expert"]
    assert setup.seed == 12345
    assert setup.human_seat == 0


def test_new_game_defaults_and_random_seed(qtbot, catalog, settings):
    dialog = NewGameDialog("cribbage", catalog, settings)
    qtbot.addWidget(dialog)
    assert dialog.current_profile().id == "modern-six-card"  # the game's default profile
    setup = dialog.setup()
    assert setup.players == 2
    assert setup.strengths == ["standard"]
    assert 0 <= setup.seed <= MAX_SEED
    assert dialog.setup().seed != setup.seed  # a fresh one each time the field is empty


def test_player_choices_come_from_the_schema(qtbot, catalog, settings):
    dialog = NewGameDialog("cribbage", catalog, settings)
    qtbot.addWidget(dialog)
    combo = dialog.players_combo
    assert [combo.itemData(i) for i in range(combo.count())] == [2, 3, 4]
    assert combo.itemText(2) == "4 (two partnerships)"
    dialog.set_profile("four-handed-partners")  # the profile's own player count is taken up
    assert dialog.players() == 4
    assert len(dialog.strength_combos) == 3


def test_choosing_a_number_of_players_at_cribbage_chooses_its_house_rules(qtbot, catalog, settings):
    """Playtest (d), 29 November: the tile said 2–4 players, the Players box stood greyed at 2 and
    nothing said that three- and four-handed cribbage are house rules of their own. The box is
    live; choosing a number chooses the first house rules for it, and the rules the number."""
    dialog = NewGameDialog("cribbage", catalog, settings)
    qtbot.addWidget(dialog)
    combo = dialog.players_combo
    assert combo.isEnabled()
    combo.activated.emit(combo.findData(3))  # as the person's choice in the list
    assert dialog.current_profile().id == "three-handed"
    assert dialog.players() == 3 and len(dialog.strength_combos) == 2
    combo.activated.emit(combo.findData(4))
    assert dialog.current_profile().rules["players"] == 4 and dialog.players() == 4
    dialog.set_profile("modern-six-card")
    assert dialog.players() == 2


def test_choosing_four_at_all_fours_chooses_the_partnership_house_rules(qtbot, catalog, settings):
    """Playtest (d), 29 November: All-Fours' New Game with 4 players chosen still described "Seven Up
    for two players" (the default house rules take two to four). A count whose own house rules are
    the same but for the number chooses them (as at cribbage), and back; a count with none keeps
    the house rules, whose words then name no number they do not fit."""
    dialog = NewGameDialog("all_fours", catalog, settings)
    qtbot.addWidget(dialog)
    dialog.set_profile("all-fours")
    combo = dialog.players_combo

    def choose(count: int) -> None:  # as the person chooses in the list
        combo.setCurrentIndex(combo.findData(count))
        combo.activated.emit(combo.findData(count))

    choose(4)
    assert dialog.current_profile().id == "all-fours-partners" and dialog.players() == 4
    assert "partnership" in dialog.description.text()
    choose(2)
    assert dialog.current_profile().id == "all-fours" and dialog.players() == 2
    choose(3)
    assert dialog.current_profile().id == "all-fours" and dialog.players() == 3
    assert "two" not in dialog.description.text().lower()
    choose(4)
    choose(3)  # from the partners' house rules: the game's own, for each for himself
    assert dialog.current_profile().id == "all-fours" and dialog.players() == 3
    dialog.set_profile("all-fours-strict")  # no rules of its own for four: its words fit any number
    choose(4)
    assert dialog.current_profile().id == "all-fours-strict"
    assert "two" not in dialog.description.text().lower()
    # Cassino: its house rules for two and for three are the same but for the number
    dialog = NewGameDialog("cassino", catalog, settings)
    qtbot.addWidget(dialog)
    dialog.set_profile("cassino-two-handed")
    combo = dialog.players_combo
    choose(3)
    assert dialog.current_profile().id == "cassino-three-handed"


def test_new_game_remembers_the_last_choices(qtbot, catalog, settings):
    first = NewGameDialog("cribbage", catalog, settings)
    qtbot.addWidget(first)
    first.set_profile("three-handed")
    first.strength_combos[0].setCurrentIndex(first.strength_combos[0].findData("easy"))
    first.accept()
    assert first.result_setup is not None
    assert settings.get("last_game") == "cribbage"
    second = NewGameDialog("cribbage", catalog, settings)
    qtbot.addWidget(second)
    assert second.current_profile().id == "three-handed"
    assert second.players() == 3
    assert [c.currentData() for c in second.strength_combos] == ["easy", "standard"]


def test_the_seed_field_takes_only_digits(qtbot, catalog, settings):
    dialog = NewGameDialog("cribbage", catalog, settings)
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.seed_edit, "12ab3")
    assert dialog.seed() == 123


# -- House Rules --------------------------------------------------------------------------------------
def expected_keys(schema: dict, prefix: str = "") -> set[str]:
    keys = set()
    for name, prop in schema["properties"].items():
        if prop.get("x-table-option"):
            continue
        keys.add(prefix + name)
        if prop.get("type") == "object":
            keys |= expected_keys(prop, prefix + name + ".")
    return keys


@pytest.fixture
def house_rules(qtbot, catalog):
    dialog = HouseRulesDialog(catalog, "cribbage")
    qtbot.addWidget(dialog)
    return dialog


def test_form_has_a_widget_per_schema_property(house_rules):
    schema = rules_schema("cribbage")
    fields = house_rules.form.fields
    assert set(fields) == expected_keys(schema)
    assert "manual_counting_seats" not in fields  # x-table-option: set by the table
    assert isinstance(fields["three_for_last"], QCheckBox)
    assert isinstance(fields["cards_dealt"], QComboBox)
    assert isinstance(fields["players"], QSpinBox)
    assert (fields["players"].minimum(), fields["players"].maximum()) == (2, 4)
    assert isinstance(fields["lurch"], QGroupBox) and fields["lurch"].isCheckable()
    assert isinstance(fields["lurch.below"], QSpinBox)
    assert fields["target"].toolTip() == schema["properties"]["target"]["description"]
    assert fields["lurch.multiplier"].accessibleName() == "Games lost"


def test_builtins_are_read_only(house_rules):
    house_rules.select("hoyle-six-card")
    assert not house_rules.save_button.isEnabled()
    assert not house_rules.delete_button.isEnabled()
    assert house_rules.copy_button.isEnabled()
    assert house_rules.form.read_only
    assert house_rules.form.fields["target"].isReadOnly()
    assert house_rules.title_edit.isReadOnly()
    assert house_rules.form.values()["target"] == 121


def test_copy_edit_save_writes_yaml_the_catalog_reloads(house_rules):
    house_rules.select("hoyle-six-card")
    copied = house_rules.copy_profile(title="Club rules")
    assert copied is not None and not copied.builtin and copied.extends == "hoyle-six-card"
    assert house_rules.profile.id == copied.id
    fields = house_rules.form.fields
    assert not house_rules.form.read_only
    assert not fields["target"].isReadOnly()
    fields["target"].setValue(91)
    fields["muggins"].setChecked(True)
    fields["skunk"].setChecked(True)
    fields["skunk.below"].setValue(95)
    assert house_rules.dirty
    assert house_rules.save()
    assert not house_rules.dirty
    path = user_profiles_dir() / f"{copied.id}.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert data["extends"] == "hoyle-six-card"
    assert data["rules"] == {"target": 91, "skunk": {"enabled": True, "below": 95}, "muggins": True}
    fresh = ProfileCatalog()
    assert fresh.errors == []
    rules = fresh.get(copied.id).rules
    assert rules["target"] == 91 and rules["muggins"] is True
    assert rules["skunk"] == {"enabled": True, "below": 95, "multiplier": 2}


def test_invalid_value_is_shown_inline_and_nothing_is_written(house_rules):
    house_rules.select("hoyle-six-card")
    copied = house_rules.copy_profile(title="Long game")
    path = user_profiles_dir() / f"{copied.id}.yaml"
    before = path.read_bytes()
    target = house_rules.form.fields["target"]
    target.setMaximum(5000)  # as a hand-edited file could say
    target.setValue(5000)
    assert not house_rules.save()
    assert house_rules.error.isVisibleTo(house_rules)
    message = house_rules.error.text()
    assert "rules.target" in message and "1000" in message
    assert target.styleSheet()  # the offending field is outlined
    assert path.read_bytes() == before
    assert target.value() == 5000  # the edit is kept
    house_rules.title_edit.setText("")
    target.setValue(200)
    assert not house_rules.save()
    assert "title" in house_rules.error.text()
    assert path.read_bytes() == before
    house_rules.dirty = False


def test_delete_a_user_profile(house_rules, monkeypatch):
    house_rules.select("three-handed")
    copied = house_rules.copy_profile(title="Gone soon")
    path = user_profiles_dir() / f"{copied.id}.yaml"
    assert path.exists()
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    house_rules.delete_profile()
    assert not path.exists()
    assert copied.id not in [p.id for p in house_rules.catalog.profiles("cribbage")]


def test_catalog_errors_are_listed(qtbot):
    (user_profiles_dir() / "broken.yaml").write_text(
        "title: Broken\ngame: cribbage\nrules:\n  target: lots\n"
    )
    catalog = ProfileCatalog()
    assert catalog.errors
    dialog = HouseRulesDialog(catalog, "cribbage")
    qtbot.addWidget(dialog)
    assert dialog.warnings.isVisibleTo(dialog)
    assert str(catalog.errors[0]) in dialog.warnings.text()


# -- Options -----------------------------------------------------------------------------------------
def test_options_round_trip(qtbot, settings):
    decks = [("builtin", "Hoyle Desktop"), ("svg-cards", "SVG-cards")]
    backs = [("back", "Blue"), ("back_red", "Red")]
    dialog = OptionsDialog(settings, card_backs=backs, decks=decks)
    qtbot.addWidget(dialog)
    assert dialog.values() == {name: settings.get(name) for name in dialog.values()}
    dialog.card_width.setValue(140)
    dialog.animation.setValue(0)
    dialog.pace.setValue(1500)
    dialog.card_back.setCurrentIndex(1)
    dialog.deck.setCurrentIndex(1)
    dialog.language.setCurrentIndex(dialog.language.findData("fr"))
    dialog.count_manually.setChecked(True)
    dialog.loto_pace.setCurrentIndex(dialog.loto_pace.findData("slow"))
    dialog.loto_cover_for_me.setChecked(True)
    dialog.set_colour(QColor("#402020"))
    said: list[list[str]] = []
    dialog.settings_changed.connect(said.append)
    dialog.accept()
    assert len(said) == 1  # at once, from accept()
    expected = {
        "card_width": 140,
        "animation_ms": 0,
        "computer_pace_ms": 1500,
        "card_back": "back_red",
        "deck": "svg-cards",
        "language": "fr",
        "count_manually": True,
        "loto_pace": "slow",
        "loto_cover_for_me": True,
        "table_colour": "#402020",
    }
    assert sorted(said[0]) == sorted(expected)
    assert sorted(dialog.changed) == sorted(expected)
    settings.save()
    reloaded = Settings.load()
    for name, value in expected.items():
        assert reloaded.get(name) == value
    again = OptionsDialog(reloaded, card_backs=backs, decks=decks)
    qtbot.addWidget(again)
    assert again.values() == {name: reloaded.get(name) for name in again.values()}


def test_a_longer_description_is_not_cut_off(qtbot, catalog, settings):
    """Issue 19: switching to house rules with a longer description cut its last line off."""
    dialog = NewGameDialog("pope_joan", catalog, settings)
    qtbot.addWidget(dialog)
    dialog.set_profile("pope-joan-game-only")
    dialog.show()
    qtbot.waitExposed(dialog)
    for profile in ("five-pool-pope", "pope-joan", "five-pool-pope"):
        dialog.set_profile(profile)
        qtbot.wait(20)
        label = dialog.description
        assert label.height() >= label.heightForWidth(label.width()), profile


def test_the_copy_name_box_shows_the_whole_name(house_rules):
    """Issue 19: the name box of "Copy to My Profiles" cut the suggested name."""
    from PySide6.QtWidgets import QApplication, QLineEdit

    name = "Hoyle's five-card game, three for last (my rules)"
    ask = house_rules.name_dialog(name)
    ask.show()
    QApplication.processEvents()
    edit = ask.findChild(QLineEdit)
    assert edit.text() == name
    assert edit.width() >= edit.fontMetrics().horizontalAdvance(name)
    ask.reject()


def test_the_copy_name_box_shows_its_title_whole(house_rules):
    """Playtest (d), 29 November, French: the name box's title read "Copie… esktop" (the box as
    narrow as its line, the window manager cut the title). It is wide enough for its title."""
    from PySide6.QtGui import QFontMetrics, QGuiApplication
    from PySide6.QtWidgets import QApplication

    ask = house_rules.name_dialog("Mine")
    ask.show()
    QApplication.processEvents()
    font = ask.font()
    font.setBold(True)  # (as title bars write it)
    title = f"{ask.windowTitle()} — {QGuiApplication.applicationDisplayName()}"
    assert ask.width() >= QFontMetrics(font).horizontalAdvance(title) + 100, (ask.width(), title)
    ask.reject()


def test_a_copy_says_whose_copy_it_is_and_asks_for_its_own_words(house_rules):
    """Playtest (d), 29 November: a copy of All-Fours, its game set to 5, still said "sept points la
    partie": a copy kept the words of the house rules it came from, as if they were its own. The
    copy's description says where it came from, and the person is asked to say what it changes."""
    from hoyle_desktop.ui.data_words import profile_description, profile_title

    house_rules.select("hoyle-six-card")
    source = house_rules.profile
    copied = house_rules.copy_profile(title="Club rules")
    words = f"Copied from “{profile_title(source)}”: {profile_description(source)}"
    assert copied.description == words
    assert house_rules.description_edit.text() == words and not house_rules.description_edit.isReadOnly()
    note = house_rules.read_only_note
    assert not note.isHidden() and "description" in note.text()
    assert house_rules.focusWidget() is house_rules.description_edit
    house_rules.select("hoyle-six-card")
    assert "copy them" in note.text()  # a built-in's note again


def test_options_ranges_follow_the_declarations(qtbot, settings):
    dialog = OptionsDialog(settings, card_backs=[("back", "Blue")], decks=[("builtin", "Built in")])
    qtbot.addWidget(dialog)
    spin = dialog.card_width.spin
    assert (spin.minimum(), spin.maximum()) == (OPTIONS["card_width"].minimum, OPTIONS["card_width"].maximum)
    dialog.card_width.setValue(180)
    dialog.restore_defaults()
    assert dialog.values()["card_width"] == 96


def test_options_keep_a_deck_no_longer_offered(qtbot, settings):
    settings.set("deck", "removed-deck")
    dialog = OptionsDialog(settings, card_backs=[("back", "Blue")], decks=[("builtin", "Built in")])
    qtbot.addWidget(dialog)
    assert dialog.values()["deck"] == "removed-deck"
    dialog.accept()
    assert dialog.changed == []


# -- Statistics -------------------------------------------------------------------------------------
def test_statistics_for_every_game_with_runs_of_wins_and_cribbage_figures_apart(qtbot):
    from hoyle_desktop.engine.game import Result
    from hoyle_desktop.storage.stats import record_abandoned, record_result, record_with_undo
    from hoyle_desktop.ui.cribbage.wording import decimal
    from hoyle_desktop.ui.dialogs.statistics import StatisticsDialog
    from hoyle_desktop.ui.main_window import MainWindow

    details = {"points": [{"pegging": 9, "hand": 15, "crib": 4}, {}], "deals": 2, "best_show": [12, 8]}
    won = Result((0,), (121, 80), ("win", "skunked"), (2, -2), details)
    record_result("cribbage", "modern-six-card", won, seat=0)
    record_result("cribbage", "modern-six-card", won, seat=0)
    record_abandoned("cribbage", "modern-six-card")
    record_result("cribbage", "modern-six-card", won, seat=0)
    record_with_undo("cribbage", "modern-six-card")
    record_result("pope_joan", "pope-joan", Result((1,), (-5, 5, 0), ("loss", "win", "loss"), (-5, 5, 0)), 0)
    window = MainWindow(Settings.load())
    qtbot.addWidget(window)
    dialog = StatisticsDialog(window)
    qtbot.addWidget(dialog)

    def rows(table):
        return [
            [table.item(r, c).text() for c in range(table.columnCount())] for r in range(table.rowCount())
        ]

    every, cribbage = rows(dialog.table), rows(dialog.cribbage_table)
    # games, wins, rate, current run, best run, net counters, abandoned, with undo
    assert every[0] == ["Cribbage · Today's six-card game", "4", "3", "75%", "1", "2", "—", "1", "1"]
    assert every[1] == ["Pope Joan · Pope Joan", "1", "0", "0%", "0", "0", "−5", "0", "0"]
    figures = [decimal(4.5), decimal(7.5), decimal(2.0)]  # as the locale writes them
    assert cribbage == [["Cribbage · Today's six-card game", "3", "0", *figures, "12"]]


def test_where_the_house_rules_do_not_fix_the_count_any_count_may_play(qtbot, catalog, settings):
    dialog = NewGameDialog("pope_joan", catalog, settings)
    qtbot.addWidget(dialog)
    assert dialog.players_combo.isEnabled()
    dialog.set_players(6)
    assert dialog.setup().players == 6 and len(dialog.strength_combos) == 5


def test_options_fit_a_low_screen_with_their_buttons_in_view(qtbot, settings, monkeypatch):
    """The Options dialog stood 735 pixels high: on a laptop's 768 less its panel OK and Cancel lay
    below the screen's edge. Where the screen is lower than the dialog its fields scroll, the
    buttons stay in view, and a field reached by its letter is scrolled into view."""
    from PySide6.QtCore import Qt

    monkeypatch.setattr(OptionsDialog, "_screen_height", lambda self: 600)
    dialog = OptionsDialog(settings, card_backs=[("back", "Blue")], decks=[("builtin", "Built in")])
    qtbot.addWidget(dialog)
    with qtbot.waitActive(dialog):
        dialog.show()
        dialog.activateWindow()
    assert dialog.frameGeometry().height() <= 600
    ok = dialog.findChild(QDialogButtonBox)
    assert dialog.rect().contains(ok.geometry()) and ok.isVisible()
    assert dialog.scroll.verticalScrollBar().maximum() > 0  # the fields scroll
    qtbot.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier)
    assert dialog.focusWidget() is dialog.language
    shown = dialog.scroll.viewport().rect()
    where = dialog.language.mapTo(dialog.scroll.viewport(), dialog.language.rect().topLeft())
    assert shown.contains(where), "the field reached by its letter is out of sight"
