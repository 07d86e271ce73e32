"""Every shipped profile loads, resolves, and says what the rules book says."""

from __future__ import annotations

import pytest

from hoyle_desktop.bundled import resource
from hoyle_desktop.engine.cribbage.rules import CribbageRules, Threshold
from hoyle_desktop.engine.registry import GAMES
from hoyle_desktop.profiles import ProfileCatalog
from hoyle_desktop.profiles.catalog import BUILTIN_SCHEMA_REF

BUILTINS = sorted(p.stem for p in resource("profiles").glob("*.yaml"))


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    return ProfileCatalog(user_dir=tmp_path_factory.mktemp("no-user-profiles"))


def test_all_builtins_load_without_errors(catalog):
    assert catalog.errors == []
    assert sorted(p.id for p in catalog.profiles()) == BUILTINS
    assert {
        "hoyle-six-card",
        "hoyle-five-card",
        "hoyle-seven-card",
        "three-handed",
        "four-handed-partners",
        "modern-six-card",
    } <= set(BUILTINS)


@pytest.mark.parametrize("profile_id", BUILTINS)
def test_builtin_file_shape(catalog, profile_id):
    path = resource("profiles", f"{profile_id}.yaml")
    first = path.read_text(encoding="utf-8").splitlines()[0]
    assert first == f"# yaml-language-server: $schema={BUILTIN_SCHEMA_REF}"
    profile = catalog.get(profile_id)
    assert profile.builtin and profile.path == path
    assert profile.title and profile.description and "\n" not in profile.description
    assert catalog.validate_file(path) == profile


@pytest.mark.parametrize("profile_id", BUILTINS)
def test_cribbage_builtins_make_valid_rules(catalog, profile_id):
    profile = catalog.get(profile_id)
    if profile.game == "cribbage":
        CribbageRules.from_mapping(profile.rules)


def test_default_profiles_of_the_games_exist(catalog):
    for spec in GAMES:
        if spec.default_profile is not None:
            assert catalog.get(spec.default_profile).game == spec.key


def rules(catalog, profile_id) -> CribbageRules:
    return CribbageRules.from_mapping(catalog.get(profile_id).rules)


def test_hoyle_six_card(catalog):
    r = rules(catalog, "hoyle-six-card")
    assert (r.players, r.cards_dealt, r.target) == (2, 6, 121)
    assert r.lurch == Threshold(True, 61, 2)
    assert r.bound_to_play and not r.skunk.enabled and not r.double_skunk.enabled and not r.muggins


def test_hoyle_five_card(catalog):
    profile = catalog.get("hoyle-five-card")
    assert profile.extends == "hoyle-six-card"
    r = CribbageRules.from_mapping(profile.rules)
    assert (r.players, r.cards_dealt, r.target) == (2, 5, 61)
    assert r.three_for_last and r.play_ends_at_first_go and not r.bound_to_play
    assert r.lurch == Threshold(True, 31, 2)


def test_hoyle_seven_card(catalog):
    profile = catalog.get("hoyle-seven-card")
    assert profile.extends == "hoyle-six-card"
    r = CribbageRules.from_mapping(profile.rules)
    assert (r.cards_dealt, r.target, r.lurch) == (7, 181, Threshold(True, 91, 2))
    assert r.bound_to_play and not r.three_for_last


def test_three_handed(catalog):
    r = rules(catalog, "three-handed")
    assert (r.players, r.cards_dealt, r.target) == (3, 5, 61)
    assert not r.three_for_last and not r.play_ends_at_first_go and r.bound_to_play
    assert r.lurch == Threshold(True, 31, 2)


def test_four_handed_partners(catalog):
    r = rules(catalog, "four-handed-partners")
    assert r.players == 4 and r.partnerships and r.target == 121
    assert r.lurch == Threshold(True, 61, 2)


def test_modern_six_card(catalog):
    profile = catalog.get("modern-six-card")
    assert profile.title == "Today's six-card game"
    r = CribbageRules.from_mapping(profile.rules)
    assert (r.players, r.cards_dealt, r.target) == (2, 6, 121)
    assert not r.lurch.enabled
    assert r.skunk == Threshold(True, 91, 2) and r.double_skunk == Threshold(True, 61, 3)
    assert r.muggins
