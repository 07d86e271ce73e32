"""Declared settings: defaults, checks, the JSON file, upgrades and damaged files."""

from __future__ import annotations

import json

import pytest

from hoyle_desktop.storage import settings as settings_module
from hoyle_desktop.storage.paths import config_dir
from hoyle_desktop.storage.settings import OPTIONS, SETTINGS_VERSION, Settings


def settings_file():
    return config_dir() / "settings.json"


def test_defaults_without_a_file():
    s = Settings.load()
    assert s.warnings == []
    assert s.get("card_width") == 96
    assert s.get("animation_ms") == 300
    assert s.get("computer_pace_ms") == 700
    assert s.get("opponent_strength") == "standard"
    assert s.get("table_colour") == "#1d5e3a"
    assert s.get("language") == "system"
    assert s.get("count_manually") is False
    assert s.get("deck") == "builtin"
    assert s.get("card_back") == "back"
    assert s.get("last_profile") == {}
    assert not settings_file().exists()


def test_every_option_has_a_title_and_a_valid_default():
    for name, option in OPTIONS.items():
        assert option.name == name
        assert option.title
        assert option.check(option.default) == option.default


def test_save_and_load_round_trip():
    s = Settings.load()
    s.set("card_width", 120)
    s.set("language", "de")
    s.set("count_manually", True)
    s.set_for_game("last_profile", "cribbage", "hoyle-five-card")
    s.save()
    data = json.loads(settings_file().read_text(encoding="utf-8"))
    assert data["version"] == SETTINGS_VERSION
    assert data["card_width"] == 120
    assert "animation_ms" not in data  # defaults are not written
    again = Settings.load()
    assert again.get("card_width") == 120
    assert again.get("language") == "de"
    assert again.get("count_manually") is True
    assert again.get_for_game("last_profile", "cribbage") == "hoyle-five-card"


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("card_width", 59),
        ("card_width", 201),
        ("card_width", "96"),
        ("card_width", True),
        ("animation_ms", 1001),
        ("computer_pace_ms", -1),
        ("opponent_strength", "grandmaster"),
        ("language", "xx"),
        ("table_colour", "green"),
        ("count_manually", 1),
    ],
)
def test_refused_values(name, value):
    s = Settings.load()
    before = s.get(name)
    with pytest.raises(ValueError, match=name):
        s.set(name, value)
    assert s.get(name) == before


def test_unknown_option_is_a_key_error():
    with pytest.raises(KeyError):
        Settings.load().set("no_such_option", 1)


def test_mutable_values_are_copies():
    s = Settings.load()
    profiles = s.get("last_profile")
    profiles["cribbage"] = "x"
    assert s.get("last_profile") == {}


def test_update_is_all_or_nothing():
    s = Settings.load()
    with pytest.raises(ValueError):
        s.update({"card_width": 150, "animation_ms": 5000})
    assert s.get("card_width") == 96
    assert s.update({"card_width": 150, "animation_ms": 300}) == ["card_width"]


@pytest.mark.parametrize("content", ["{not json", "[1, 2]", '{"version": "one"}', "\udcff"])
def test_damaged_file_is_set_aside_and_defaults_used(content):
    path = settings_file()
    path.write_text(content, encoding="utf-8", errors="surrogateescape")
    s = Settings.load()
    assert s.get("card_width") == 96
    assert s.set_aside_path is not None
    assert s.set_aside_path.exists()
    assert s.set_aside_path.name.startswith("settings.json.damaged-")
    assert not path.exists()
    assert len(s.warnings) == 1
    assert "could not be read" in s.warnings[0]
    assert str(s.set_aside_path) in s.warnings[0]
    s.save()  # a fresh file replaces it
    assert json.loads(path.read_text(encoding="utf-8"))["version"] == SETTINGS_VERSION


def test_one_bad_value_falls_back_to_its_default():
    settings_file().write_text(json.dumps({"version": 1, "card_width": 5000, "animation_ms": 100}))
    s = Settings.load()
    assert s.get("card_width") == 96
    assert s.get("animation_ms") == 100
    assert s.bad_keys == ["card_width"]
    assert s.set_aside_path is None
    assert any("card_width" in w for w in s.warnings)


def test_unknown_keys_from_a_newer_version_are_kept():
    settings_file().write_text(json.dumps({"version": 1, "future_option": [1, 2], "card_width": 100}))
    s = Settings.load()
    s.set("card_width", 110)
    s.save()
    data = json.loads(settings_file().read_text())
    assert data["future_option"] == [1, 2]
    assert data["card_width"] == 110


def test_upgrade_steps_run_in_order(monkeypatch):
    def to_2(data):
        data["card_width"] = data.pop("card_size")
        return data

    monkeypatch.setattr(settings_module, "UPGRADES", [*settings_module.UPGRADES, (2, to_2)])
    settings_file().write_text(json.dumps({"card_size": 140}))  # version 0: no version key
    s = Settings.load()
    assert s.warnings == []
    assert s.get("card_width") == 140


def test_file_without_version_is_version_zero():
    settings_file().write_text(json.dumps({"card_width": 130}))
    s = Settings.load()
    assert s.get("card_width") == 130
    s.save()
    assert json.loads(settings_file().read_text())["version"] == SETTINGS_VERSION
