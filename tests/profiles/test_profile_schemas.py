"""The shipped schemas follow the conventions the house-rules editor relies on."""

from __future__ import annotations

import json
from dataclasses import fields

import pytest
import yaml
from jsonschema import Draft202012Validator
from referencing import Registry, Resource

from hoyle_desktop.bundled import resource
from hoyle_desktop.engine.cribbage.rules import CribbageRules, Threshold
from hoyle_desktop.profiles import games, rules_defaults, rules_schema
from hoyle_desktop.profiles.catalog import BUILTIN_SCHEMA_REF

SCHEMAS = resource("schemas")


def _load(name: str) -> dict:
    return json.loads((SCHEMAS / name).read_text(encoding="utf-8"))


def _properties(schema: dict, prefix: str = ""):
    for name, sub in schema.get("properties", {}).items():
        yield prefix + name, sub
        yield from _properties(sub, prefix + name + ".")


@pytest.mark.parametrize("name", sorted(p.name for p in SCHEMAS.glob("*.json")))
def test_schema_is_valid_draft_2020_12(name):
    schema = _load(name)
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    Draft202012Validator.check_schema(schema)


@pytest.mark.parametrize("game", games())
def test_rules_schema_conventions(game):
    schema = rules_schema(game)
    assert schema["type"] == "object" and schema["additionalProperties"] is False
    assert "required" not in schema  # a profile that extends another gives only some keys
    for dotted, prop in _properties(schema):
        for key in ("title", "description", "type", "default", "x-order"):
            assert key in prop, f"{game}: {dotted} lacks {key!r}"
        assert isinstance(prop["x-order"], int)
        Draft202012Validator(prop).validate(prop["default"])
        if prop["type"] == "object":
            assert prop["additionalProperties"] is False and "required" not in prop
        if prop["type"] == "integer" and "enum" not in prop:
            assert "minimum" in prop and "maximum" in prop, dotted


def test_every_game_schema_has_an_editor_entry_in_the_envelope():
    envelope = _load("profile.schema.json")
    refs = {
        entry["if"]["properties"]["game"]["const"]: entry["then"]["properties"]["rules"]["$ref"]
        for entry in envelope["allOf"]
    }
    assert refs == {game: f"{game}.rules.schema.json" for game in games()}


def test_envelope_with_refs_validates_like_the_loader():
    """What an editor sees (the envelope resolving the per-game schemas) agrees with the loader."""
    registry = Registry().with_resources(
        (f"{game}.rules.schema.json", Resource.from_contents(_load(f"{game}.rules.schema.json")))
        for game in games()
    )
    validator = Draft202012Validator(_load("profile.schema.json"), registry=registry)
    for path in resource("profiles").glob("*.yaml"):
        validator.validate(yaml.safe_load(path.read_text(encoding="utf-8")))
    bad = {"title": "x", "game": "cribbage", "rules": {"target": 1500}}
    assert [list(e.absolute_path) for e in validator.iter_errors(bad)] == [["rules", "target"]]


def test_cribbage_schema_matches_the_rules_dataclass():
    schema = rules_schema("cribbage")
    assert list(schema["properties"]) == [f.name for f in fields(CribbageRules)]
    defaults = rules_defaults("cribbage")
    base = CribbageRules()
    for f in fields(CribbageRules):
        value = getattr(base, f.name)
        if isinstance(value, Threshold):
            value = {"enabled": value.enabled, "below": value.below, "multiplier": value.multiplier}
        elif isinstance(value, tuple):
            value = list(value)
        assert defaults[f.name] == value, f.name
    assert CribbageRules.from_mapping(defaults) == base


def test_cribbage_schema_ranges():
    props = rules_schema("cribbage")["properties"]
    assert (props["players"]["minimum"], props["players"]["maximum"]) == (2, 4)
    assert props["cards_dealt"]["enum"] == [5, 6, 7]
    assert (props["target"]["minimum"], props["target"]["maximum"]) == (1, 1000)
    multiplier = props["double_skunk"]["properties"]["multiplier"]
    assert (multiplier["minimum"], multiplier["maximum"]) == (2, 4)
    seats = props["manual_counting_seats"]
    assert seats["x-table-option"] is True
    assert (seats["items"]["minimum"], seats["items"]["maximum"]) == (0, 3)
    hidden = [name for name, prop in props.items() if prop.get("x-table-option")]
    assert hidden == ["manual_counting_seats"]


def test_rules_schema_is_a_copy_and_unknown_game_is_a_key_error():
    rules_schema("cribbage")["properties"].clear()
    assert rules_schema("cribbage")["properties"]
    with pytest.raises(KeyError, match="cribbage"):
        rules_schema("crib")


def test_builtin_schema_ref_points_at_the_envelope():
    assert (resource("profiles") / BUILTIN_SCHEMA_REF).resolve() == (
        SCHEMAS / "profile.schema.json"
    ).resolve()
