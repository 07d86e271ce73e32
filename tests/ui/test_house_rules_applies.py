"""The House Rules form shows only the options that do something for the chosen form of a game
(``x-applies-when`` in the rules schema): Spoil-Five's stakes and deals only for the pool, fiving
only for two players or partnerships. Validation reports errors as before."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox

from hoyle_desktop.profiles import ProfileCatalog, ProfileError, effective_values, rules_schema
from hoyle_desktop.ui.dialogs.house_rules import HouseRulesDialog

POOL_ONLY = ("stake", "dealer_stake", "spoil_stake", "deals", "tricks_to_win", "jinking")


@pytest.fixture
def dialog(qtbot):
    catalog = ProfileCatalog()
    dialog = HouseRulesDialog(catalog, "spoil_five")
    qtbot.addWidget(dialog)
    return dialog


def shown(dialog, key: str) -> bool:
    return dialog.form.is_applicable(key)


def test_twenty_five_hides_the_pool_options(dialog):
    dialog.select("twenty-five")
    assert not any(shown(dialog, key) for key in POOL_ONLY)
    assert shown(dialog, "robbing") and shown(dialog, "target")
    dialog.select("spoil-five")
    assert all(shown(dialog, key) for key in POOL_ONLY)


def test_changing_the_form_shows_and_hides_options(dialog):
    dialog.select("spoil-five")
    dialog.copy_profile("Mine")
    form = dialog.form
    target = form.fields["target"]
    assert isinstance(target, QComboBox)
    target.setCurrentIndex(target.findData(45))
    assert not shown(dialog, "stake") and not shown(dialog, "deals")
    target.setCurrentIndex(target.findData(0))
    assert shown(dialog, "stake")
    players = form.fields["players"]
    assert isinstance(players, QSpinBox)
    assert not shown(dialog, "fiving")  # four players, no partners
    partners = form.fields["partners"]
    assert isinstance(partners, QCheckBox)
    partners.setChecked(True)
    assert shown(dialog, "fiving") and not shown(dialog, "jinking")
    players.setValue(5)
    assert not shown(dialog, "partners") and not shown(dialog, "fiving")
    players.setValue(6)
    assert shown(dialog, "partners") and shown(dialog, "fiving")
    players.setValue(2)
    assert shown(dialog, "fiving")


def test_an_option_that_does_not_apply_is_saved_at_its_default(dialog):
    dialog.select("spoil-five")
    dialog.copy_profile("Mine too")
    form = dialog.form
    form.fields["stake"].setValue(5)
    form.fields["fiving"].setChecked(True)  # for four players without partners: does nothing
    form.fields["target"].setCurrentIndex(form.fields["target"].findData(25))
    values = form.values()
    assert values["stake"] == 2 and values["fiving"] is False and values["target"] == 25
    assert dialog.save()


def test_validation_still_names_the_key_and_what_is_allowed(dialog):
    catalog = dialog.catalog
    with pytest.raises(ProfileError) as caught:
        catalog.save_user_profile(
            "bad-partners",
            {"title": "Bad", "game": "spoil_five", "rules": {"players": 5, "partners": True}},
        )
    text = str(caught.value)
    assert "players" in text and "4" in text and "10" in text


def test_effective_values_follow_chains():
    schema = rules_schema("spoil_five")
    out = effective_values(schema, {"players": 5, "partners": True, "fiving": True, "target": 0})
    assert out["partners"] is False and out["fiving"] is False


def test_new_game_offers_only_the_counts_the_house_rules_allow(qtbot):
    """Partnerships at Spoil-Five are for four, six, eight or ten players (two sides)."""
    from hoyle_desktop.storage.settings import Settings
    from hoyle_desktop.ui.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog("spoil_five", ProfileCatalog(), Settings.load())
    qtbot.addWidget(dialog)
    dialog.set_profile("spoil-five-partners")
    dialog.set_players(6)
    assert dialog.players() == 6
    dialog.set_players(5)
    assert dialog.players() == 6  # five cannot be two sides
    dialog.set_profile("spoil-five")
    dialog.set_players(5)
    assert dialog.players() == 5


def test_new_game_offers_loto_up_to_twenty_four(qtbot):
    """Peel: "any number of persons, not exceeding twenty-four"; eighteen with the smaller box."""
    from hoyle_desktop.storage.settings import Settings
    from hoyle_desktop.ui.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog("loto", ProfileCatalog(), Settings.load())
    qtbot.addWidget(dialog)
    dialog.set_profile("loto")
    dialog.set_players(24)
    assert dialog.players() == 24
    dialog.set_profile("loto-second-short")  # the box of eighteen
    dialog.set_players(24)
    assert dialog.players() <= 18
    dialog.set_players(18)
    assert dialog.players() == 18


def test_cribbage_show_order_only_for_four_players(qtbot):
    """Cribbage: the four-handed show order and lead after a go (003) are offered only for four players."""
    dialog = HouseRulesDialog(ProfileCatalog(), "cribbage")
    qtbot.addWidget(dialog)
    for key in ("opponents_show_first", "lead_after_go"):
        dialog.select("four-handed-partners")
        assert shown(dialog, key)
        dialog.select("hoyle-six-card")
        assert not shown(dialog, key)
