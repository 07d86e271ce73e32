"""The shipped profiles and rules schemas of the stops family agree with each other and the engine."""

from __future__ import annotations

import json
from dataclasses import fields
from pathlib import Path

import pytest
import yaml
from jsonschema import Draft202012Validator

from hoyle_desktop.engine.stops import SPECS
from hoyle_desktop.engine.stops.jig import JigRules
from hoyle_desktop.engine.stops.newmarket import NewmarketRules
from hoyle_desktop.engine.stops.pope_joan import PopeJoanRules
from hoyle_desktop.engine.stops.spin import SpinRules

ROOT = Path(__file__).resolve().parents[3] / "resources"
RULES = {"pope_joan": PopeJoanRules, "spin": SpinRules, "newmarket": NewmarketRules, "jig": JigRules}
PROFILES = {
    "pope-joan": "pope_joan",
    "five-pool-pope": "pope_joan",
    "pope-joan-game-only": "pope_joan",
    "spin": "spin",
    "newmarket": "newmarket",
    "newmarket-today": "newmarket",
    "jig": "jig",
}


def schema(game: str) -> dict:
    return json.loads((ROOT / "schemas" / f"{game}.rules.schema.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("game", RULES)
def test_schema_is_strict_and_documented(game):
    s = schema(game)
    Draft202012Validator.check_schema(s)
    assert s["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert s["additionalProperties"] is False
    for name, prop in s["properties"].items():
        assert {"title", "description", "type", "default"} <= prop.keys(), name
        if prop["type"] == "integer":
            assert "minimum" in prop and "maximum" in prop, name
        if prop["type"] == "string":
            assert "enum" in prop, name
        Draft202012Validator(prop).validate(prop["default"])
    assert {"players", "purse", "when_broke", "deals"} <= s["properties"].keys()
    assert s["properties"]["when_broke"]["enum"] == ["buy_in", "leave"]


@pytest.mark.parametrize("game", RULES)
def test_schema_and_engine_share_keys_and_defaults(game):
    props = schema(game)["properties"]
    defaults = {f.name: f.default for f in fields(RULES[game])}
    assert props.keys() == defaults.keys()
    assert {name: p["default"] for name, p in props.items()} == defaults
    spec = next(s for s in SPECS if s.key == game)
    assert props["players"]["minimum"] == spec.min_players and props["players"]["maximum"] == spec.max_players


@pytest.mark.parametrize(("profile", "game"), PROFILES.items())
def test_profiles_are_valid_and_complete(profile, game):
    path = ROOT / "profiles" / f"{profile}.yaml"
    text = path.read_text(encoding="utf-8")
    assert text.startswith("# yaml-language-server: $schema=../schemas/profile.schema.json\n")
    data = yaml.safe_load(text)
    assert set(data) == {"title", "game", "description", "rules"} and data["game"] == game
    envelope = json.loads((ROOT / "schemas" / "profile.schema.json").read_text(encoding="utf-8"))
    Draft202012Validator({k: v for k, v in envelope.items() if k != "allOf"}).validate(data)
    Draft202012Validator(schema(game)).validate(data["rules"])
    assert data["rules"].keys() == schema(game)["properties"].keys()
    spec = next(s for s in SPECS if s.key == game)
    g = spec.new_game(data["rules"], seed=1)
    assert g.seats_to_act()


def test_each_game_names_a_shipped_default_profile():
    for spec in SPECS:
        assert spec.default_profile in PROFILES and PROFILES[spec.default_profile] == spec.key


def test_unknown_rules_are_refused():
    with pytest.raises(ValueError):
        PopeJoanRules.from_mapping({"players": 4, "pope_joan_loses": True})
    with pytest.raises(ValueError):
        PopeJoanRules.from_mapping({"pope_cap": 5})


@pytest.mark.parametrize(("players", "dressed"), [(3, 12), (4, 15), (5, 12)])
def test_five_pool_pope_is_dressed_as_its_description_says(players, dressed):
    """Peel, Five-Pool Pope: "twelve coins or counters are sufficient to dress the board", "in other
    respects the game is conducted on the ordinary lines" (the dealer giving double the others'
    share). Twelve does not share out among four that way, so four players dress fifteen (issue 19:
    the description said twelve while the board held fifteen)."""
    data = yaml.safe_load((ROOT / "profiles" / "five-pool-pope.yaml").read_text(encoding="utf-8"))
    assert "at least twelve" in data["description"] and "fifteen with four players" in data["description"]
    game = next(s for s in SPECS if s.key == "pope_joan").new_game({**data["rules"], "players": players}, 1)
    assert sum(e.points for e in game.opening_events if e.kind == "pay" and e.reason == "dress") == dressed
