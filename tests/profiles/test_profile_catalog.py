"""The catalog: merging, listing, saving (atomically), copying and deleting user profiles."""

from __future__ import annotations

import os
import tempfile
import textwrap
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hoyle_desktop.bundled import resource
from hoyle_desktop.engine.cribbage.rules import CribbageRules
from hoyle_desktop.profiles import (
    Profile,
    ProfileCatalog,
    ProfileError,
    UnknownProfile,
    dump_profile_yaml,
    rules_defaults,
)
from hoyle_desktop.storage import paths


def write(folder: Path, name: str, text: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.yaml"
    path.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")
    return path


@pytest.fixture
def user_dir(tmp_path):
    return tmp_path / "user"


def test_default_folders():
    catalog = ProfileCatalog()
    assert catalog.builtin_dir == resource("profiles")
    assert catalog.user_dir == paths.user_profiles_dir()
    assert catalog.user_dir.is_relative_to(Path(os.environ["HOYLE_DESKTOP_HOME"]))


def test_extends_merges_nested_rules(user_dir):
    write(
        user_dir,
        "short-lurch",
        """
        title: Short lurch
        game: cribbage
        extends: hoyle-five-card
        rules:
          lurch:
            multiplier: 3
          skunk:
            enabled: true
        """,
    )
    catalog = ProfileCatalog(user_dir=user_dir)
    profile = catalog.get("short-lurch")
    assert not profile.builtin and profile.extends == "hoyle-five-card"
    assert profile.rules["lurch"] == {"enabled": True, "below": 31, "multiplier": 3}  # below from the parent
    assert profile.rules["skunk"] == {"enabled": True, "below": 91, "multiplier": 2}  # the rest from defaults
    assert profile.rules["target"] == 61 and profile.rules["cards_dealt"] == 5  # from hoyle-five-card
    assert profile.rules["players"] == 2  # from hoyle-six-card
    assert profile.own_rules == {"lurch": {"multiplier": 3}, "skunk": {"enabled": True}}
    assert set(profile.rules) == set(rules_defaults("cribbage"))
    CribbageRules.from_mapping(profile.rules)


def test_resolved_rules_are_not_shared(user_dir):
    catalog = ProfileCatalog(user_dir=user_dir)
    six, five = catalog.get("hoyle-six-card"), catalog.get("hoyle-five-card")
    assert six.rules["lurch"] is not five.rules["lurch"]


def test_profile_without_rules_is_all_defaults(user_dir):
    write(user_dir, "plain", "title: Plain\ngame: cribbage\n")
    catalog = ProfileCatalog(user_dir=user_dir)
    assert catalog.get("plain").rules == rules_defaults("cribbage")
    assert catalog.get("plain").description == ""


def test_bad_user_file_does_not_stop_the_others(user_dir):
    write(user_dir, "good", "title: Good\ngame: cribbage\nrules: {target: 61}\n")
    bad = write(user_dir, "bad", "title: Bad\ngame: cribbage\nrules: {target: 6100}\n")
    worse = write(user_dir, "worse", "title: [\n")
    child = write(user_dir, "child", "title: Child\ngame: cribbage\nextends: bad\n")
    (user_dir / "notes.txt").write_text("not a profile")
    (user_dir / ".hidden.yaml").write_text("{")
    catalog = ProfileCatalog(user_dir=user_dir)
    assert [e.path for e in catalog.errors] == [bad, child, worse]
    ids = [p.id for p in catalog.profiles()]
    assert "good" in ids and "bad" not in ids and "child" not in ids
    with pytest.raises(UnknownProfile) as info:
        catalog.get("bad")
    assert "6100 is too large" in str(info.value)


def test_profiles_order_and_game_filter(user_dir):
    write(user_dir, "zed", "title: Aardvark rules\ngame: cribbage\n")
    write(user_dir, "abc", "title: Zebra rules\ngame: cribbage\n")
    catalog = ProfileCatalog(user_dir=user_dir)
    listed = catalog.profiles()
    builtins = [p for p in listed if p.builtin]
    assert listed[: len(builtins)] == builtins  # built-ins first
    assert [p.title.casefold() for p in builtins] == sorted(p.title.casefold() for p in builtins)
    assert [p.id for p in listed[len(builtins) :]] == ["zed", "abc"]  # by title, not id
    assert catalog.profiles("cribbage") == [p for p in listed if p.game == "cribbage"]
    assert all(p.game == "pope_joan" for p in catalog.profiles("pope_joan"))
    assert catalog.profiles("no_such_game") == []


def test_get_unknown_is_a_clear_key_error(user_dir):
    catalog = ProfileCatalog(user_dir=user_dir)
    with pytest.raises(KeyError) as info:
        catalog.get("hoyle-six")
    message = str(info.value)
    assert message.startswith("there is no profile 'hoyle-six'") and "hoyle-six-card" in message


def test_resolve_by_id_and_by_path(user_dir, tmp_path):
    catalog = ProfileCatalog(user_dir=user_dir)
    assert catalog.resolve("modern-six-card").id == "modern-six-card"
    outside = write(
        tmp_path / "elsewhere", "tweak", "title: Tweak\ngame: cribbage\nextends: modern-six-card\n"
    )
    profile = catalog.resolve(str(outside))
    assert (profile.id, profile.path, profile.builtin) == ("tweak", outside, False)
    assert profile.rules["muggins"] is True
    assert catalog.resolve(outside) == profile
    with pytest.raises(KeyError):
        catalog.resolve("nope")
    with pytest.raises(ProfileError, match="cannot be read"):
        catalog.resolve(str(tmp_path / "nope.yaml"))


def test_validate_file_outside_catalog_may_share_a_builtin_name(user_dir, tmp_path):
    """A copy of a shipped file checked from elsewhere stands for that id while it is checked."""
    copy = tmp_path / "hoyle-five-card.yaml"
    copy.write_text(resource("profiles", "hoyle-five-card.yaml").read_text(encoding="utf-8"))
    catalog = ProfileCatalog(user_dir=user_dir)
    assert catalog.validate_file(copy).rules == catalog.get("hoyle-five-card").rules


def test_save_round_trip_standalone(user_dir):
    catalog = ProfileCatalog(user_dir=user_dir)
    data = {
        "title": "Long game",
        "game": "cribbage",
        "description": "Two hundred up.",
        "rules": {"target": 200, "lurch": {"below": 100}, "manual_counting_seats": (0,)},
    }
    profile = catalog.save_user_profile("long-game", data)
    path = user_dir / "long-game.yaml"
    assert profile.path == path and not profile.builtin and profile in catalog.profiles()
    text = path.read_text(encoding="utf-8")
    first = text.splitlines()[0]
    assert first.startswith("# yaml-language-server: $schema=file:")
    assert first.endswith("/schemas/profile.schema.json")
    written = yaml.safe_load(text)
    assert list(written) == ["title", "game", "description", "rules"]
    assert list(written["rules"])[:3] == ["players", "cards_dealt", "target"]  # schema order
    assert written["rules"]["lurch"] == {"enabled": True, "below": 100, "multiplier": 2}
    assert written["rules"]["manual_counting_seats"] == [0]
    assert "manual_counting_seats: [0]" in text
    expected = rules_defaults("cribbage") | {"target": 200, "manual_counting_seats": [0]}
    expected["lurch"] = {"enabled": True, "below": 100, "multiplier": 2}
    assert profile.rules == expected
    assert ProfileCatalog(user_dir=user_dir).get("long-game") == profile


def test_save_without_table_option_leaves_it_out(user_dir):
    catalog = ProfileCatalog(user_dir=user_dir)
    catalog.save_user_profile("plain", {"title": "Plain", "game": "cribbage"})
    written = yaml.safe_load((user_dir / "plain.yaml").read_text(encoding="utf-8"))
    assert "manual_counting_seats" not in written["rules"] and written["rules"]["target"] == 121


def test_save_extending_writes_only_differences(user_dir):
    catalog = ProfileCatalog(user_dir=user_dir)
    full = dict(catalog.get("hoyle-five-card").rules)
    full["target"] = 91
    full["lurch"] = {"enabled": True, "below": 31, "multiplier": 3}
    data = {"title": "Ninety-one", "game": "cribbage", "extends": "hoyle-five-card", "rules": full}
    profile = catalog.save_user_profile("ninety-one", data)
    written = yaml.safe_load((user_dir / "ninety-one.yaml").read_text(encoding="utf-8"))
    assert written == {
        "title": "Ninety-one",
        "game": "cribbage",
        "extends": "hoyle-five-card",
        "rules": {"target": 91, "lurch": {"multiplier": 3}},
    }
    assert profile.rules == full


def test_save_overwrites_an_existing_user_profile(user_dir):
    catalog = ProfileCatalog(user_dir=user_dir)
    catalog.save_user_profile("mine", {"title": "Mine", "game": "cribbage", "rules": {"target": 61}})
    catalog.save_user_profile("mine", {"title": "Mine again", "game": "cribbage", "rules": {"target": 71}})
    assert catalog.get("mine").title == "Mine again" and catalog.get("mine").rules["target"] == 71
    assert sorted(p.name for p in user_dir.iterdir()) == ["mine.yaml"]  # no temporary files left


def test_save_can_repair_a_broken_file(user_dir):
    write(user_dir, "mine", "title: [\n")
    catalog = ProfileCatalog(user_dir=user_dir)
    assert catalog.errors
    catalog.save_user_profile("mine", {"title": "Mine", "game": "cribbage"})
    assert catalog.errors == [] and catalog.get("mine").title == "Mine"


@pytest.mark.parametrize(
    ("profile_id", "data", "fragment"),
    [
        ("mine", {"title": "Mine", "game": "cribbage", "rules": {"target": 1500}}, "1500 is too large"),
        ("mine", {"title": "Mine", "game": "cribbage", "rules": {"lurk": 1}}, "no key 'lurk'"),
        ("mine", {"title": "Mine", "game": "whist"}, "no game 'whist'"),
        ("mine", {"title": "Mine", "game": "cribbage", "extends": "nope"}, "no profile 'nope'"),
        ("mine", {"title": "Mine", "game": "cribbage", "extends": "mine"}, "cannot extend itself"),
        ("mine", {"game": "cribbage"}, "required"),
        ("mine", ["not", "a", "mapping"], "mapping"),
        ("../escape", {"title": "Mine", "game": "cribbage"}, "cannot be a profile id"),
        ("Mine", {"title": "Mine", "game": "cribbage"}, "cannot be a profile id"),
        ("", {"title": "Mine", "game": "cribbage"}, "cannot be a profile id"),
        ("hoyle-six-card", {"title": "Mine", "game": "cribbage"}, "built-in"),
    ],
)
def test_save_refuses_bad_data_and_writes_nothing(user_dir, profile_id, data, fragment):
    catalog = ProfileCatalog(user_dir=user_dir)
    with pytest.raises(ProfileError) as info:
        catalog.save_user_profile(profile_id, data)
    assert fragment in str(info.value)
    assert not user_dir.exists() or list(user_dir.iterdir()) == []


def test_save_refuses_a_cycle_through_existing_profiles(user_dir):
    write(user_dir, "b", "title: B\ngame: cribbage\nextends: a\n")
    catalog = ProfileCatalog(user_dir=user_dir)
    with pytest.raises(ProfileError, match="circle: a -> b -> a"):
        catalog.save_user_profile("a", {"title": "A", "game": "cribbage", "extends": "b"})
    assert not (user_dir / "a.yaml").exists()


def test_save_is_atomic(user_dir, monkeypatch):
    catalog = ProfileCatalog(user_dir=user_dir)
    catalog.save_user_profile("mine", {"title": "Mine", "game": "cribbage", "rules": {"target": 61}})
    before = (user_dir / "mine.yaml").read_bytes()

    def broken_replace(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError, match="No space"):
        catalog.save_user_profile("mine", {"title": "Changed", "game": "cribbage", "rules": {"target": 91}})
    assert (user_dir / "mine.yaml").read_bytes() == before
    assert sorted(p.name for p in user_dir.iterdir()) == ["mine.yaml"]
    assert catalog.get("mine").title == "Mine"


def test_copy_to_user(user_dir):
    catalog = ProfileCatalog(user_dir=user_dir)
    profile = catalog.copy_to_user("hoyle-five-card", "my-five", "My five-card game")
    assert (profile.id, profile.title, profile.extends, profile.builtin) == (
        "my-five",
        "My five-card game",
        "hoyle-five-card",
        False,
    )
    assert profile.rules == catalog.get("hoyle-five-card").rules
    assert profile.description == catalog.get("hoyle-five-card").description
    written = yaml.safe_load((user_dir / "my-five.yaml").read_text(encoding="utf-8"))
    assert written["extends"] == "hoyle-five-card" and written["rules"] == {}
    with pytest.raises(ProfileError, match="already a profile"):
        catalog.copy_to_user("hoyle-six-card", "my-five", "Again")
    with pytest.raises(ProfileError, match="built-in"):
        catalog.copy_to_user("hoyle-six-card", "hoyle-five-card", "Again")
    with pytest.raises(KeyError):
        catalog.copy_to_user("nope", "other", "Other")


def test_suggest_id(user_dir):
    catalog = ProfileCatalog(user_dir=user_dir)
    assert catalog.suggest_id("My Five-card Game!") == "my-five-card-game"
    assert catalog.suggest_id("Hoyle's six card") == "hoyle-s-six-card"
    assert catalog.suggest_id("!!!") == "my-rules"
    catalog.copy_to_user("hoyle-six-card", catalog.suggest_id("Mine"), "Mine")
    assert catalog.suggest_id("Mine") == "mine-2"
    assert catalog.suggest_id("hoyle six card") == "hoyle-six-card-2"


def test_delete_user_profile(user_dir):
    catalog = ProfileCatalog(user_dir=user_dir)
    catalog.copy_to_user("hoyle-six-card", "base", "Base")
    catalog.copy_to_user("base", "child", "Child")
    with pytest.raises(ProfileError, match="child extend it"):
        catalog.delete_user_profile("base")
    catalog.delete_user_profile("child")
    catalog.delete_user_profile("base")
    assert list(user_dir.iterdir()) == []
    with pytest.raises(KeyError):
        catalog.get("base")
    with pytest.raises(KeyError, match="no user profile"):
        catalog.delete_user_profile("base")
    with pytest.raises(ProfileError, match="built-in"):
        catalog.delete_user_profile("hoyle-six-card")
    with pytest.raises(KeyError):
        catalog.delete_user_profile("../user/base")


def test_delete_a_broken_user_file(user_dir):
    write(user_dir, "broken", "{")
    catalog = ProfileCatalog(user_dir=user_dir)
    catalog.delete_user_profile("broken")
    assert catalog.errors == []


def test_dump_profile_yaml_of_a_profile_loads_back(user_dir, tmp_path):
    catalog = ProfileCatalog(user_dir=user_dir)
    for profile in catalog.profiles():
        text = dump_profile_yaml(profile)
        assert text.startswith("# yaml-language-server: $schema=../schemas/profile.schema.json\n")
        again = tmp_path / "shown" / f"{profile.id}.yaml"
        again.parent.mkdir(exist_ok=True)
        again.write_text(text, encoding="utf-8")
        assert catalog.validate_file(again).rules == profile.rules


def test_dump_profile_yaml_of_data_orders_keys():
    text = dump_profile_yaml(
        {"rules": {"muggins": True, "target": 61}, "game": "cribbage", "title": "T", "extends": None}
    )
    assert text.splitlines()[1:] == [
        "title: T",
        "game: cribbage",
        "rules:",
        "  target: 61",
        "  muggins: true",
    ]


def test_profile_is_the_documented_dataclass():
    fields = list(Profile.__dataclass_fields__)
    assert fields[:8] == ["id", "title", "game", "description", "extends", "rules", "path", "builtin"]


_threshold = st.fixed_dictionaries(
    {},
    optional={
        "enabled": st.booleans(),
        "below": st.integers(1, 1000),
        "multiplier": st.integers(2, 4),
    },
)
_rules = st.fixed_dictionaries(
    {},
    optional={
        "players": st.integers(2, 4),
        "cards_dealt": st.sampled_from([5, 6, 7]),
        "target": st.integers(1, 1000),
        "three_for_last": st.booleans(),
        "bound_to_play": st.booleans(),
        "lurch": _threshold,
        "skunk": _threshold,
        "double_skunk": _threshold,
        "muggins": st.booleans(),
        "manual_counting_seats": st.lists(st.integers(0, 3), unique=True, max_size=4),
    },
)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    rules=_rules,
    extends=st.sampled_from([None, "hoyle-five-card", "modern-six-card", "three-handed"]),
    title=st.text(st.characters(codec="utf-8", exclude_categories=["Cs", "Cc"]), min_size=1, max_size=80),
)
def test_save_then_load_gives_the_same_profile(rules, extends, title):
    with tempfile.TemporaryDirectory() as folder:
        catalog = ProfileCatalog(user_dir=Path(folder))
        data = {"title": title, "game": "cribbage", "rules": rules}
        if extends:
            data["extends"] = extends
        saved = catalog.save_user_profile("prop", data)
        fresh = ProfileCatalog(user_dir=Path(folder)).get("prop")
        assert fresh == saved and fresh.title == title
        expected = dict(catalog.get(extends).rules) if extends else rules_defaults("cribbage")
        for key, value in rules.items():
            expected[key] = {**expected[key], **value} if isinstance(value, dict) else value
        assert fresh.rules == expected
