"""The shipped JSON Schemas, their defaults, and schema errors turned into ProfileErrors.

Convention: ``resources/schemas/profile.schema.json`` is the envelope (title, game, description,
extends, rules) and ``resources/schemas/<game>.rules.schema.json`` checks a game's ``rules``.
A game has house rules exactly when its rules schema exists. The envelope's ``allOf`` of
``if``/``then`` entries is only for editors; the loader checks ``rules`` with the per-game schema.

Keywords of our own (ignored by validation): ``x-order`` (form order), ``x-table-option`` (set by
the app, hidden in the editor), ``x-allowed`` (how to describe acceptable values in an error),
``x-zero-title`` (what the value 0 means, shown in its place by the editor), ``x-set-by-profile`` on
``players`` (the house rules fix the number of players: a three-handed game is another game),
``x-applies-when`` (the option does something only when other options have certain values: a
mapping ``{"target": [0], "partners": [false]}`` where every key must hold one of its values, or a
list of such mappings of which one must hold; the editor hides the option otherwise and saves its
default, see :func:`effective_values`).
"""

from __future__ import annotations

import copy
import json
from collections.abc import Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import Any

from jsonschema import Draft202012Validator, ValidationError, validators

from ..bundled import resource
from . import messages
from .errors import ProfileError
from .yaml_lines import KeyPath, YamlDocument, dotted

ENVELOPE = "profile.schema.json"
RULES_SUFFIX = ".rules.schema.json"

# YAML's 61.0 is not a whole number here, and true is never one.
_TYPES = Draft202012Validator.TYPE_CHECKER.redefine(
    "integer", lambda _checker, value: isinstance(value, int) and not isinstance(value, bool)
)
Validator = validators.extend(Draft202012Validator, type_checker=_TYPES)


def schema_dir() -> Path:
    return resource("schemas")


@cache
def _load(name: str) -> dict[str, Any]:
    return json.loads((schema_dir() / name).read_text(encoding="utf-8"))


@cache
def games() -> tuple[str, ...]:
    """The game keys that have a rules schema, sorted."""
    return tuple(sorted(p.name.removesuffix(RULES_SUFFIX) for p in schema_dir().glob(f"*{RULES_SUFFIX}")))


def envelope_schema() -> dict[str, Any]:
    return copy.deepcopy(_load(ENVELOPE))


def rules_schema(game: str) -> dict[str, Any]:
    """The rules schema of ``game`` (a copy: the GUI builds its form from it). KeyError if none."""
    if game not in games():
        raise KeyError(messages.no_rules_schema(game, games()))
    return copy.deepcopy(_load(game + RULES_SUFFIX))


@cache
def _validator(name: str) -> Any:
    schema = _load(name)
    if name == ENVELOPE:
        schema = {k: v for k, v in schema.items() if k != "allOf"}
    return Validator(schema)


def rules_valid(game: str, rules: Mapping[str, Any]) -> bool:
    """Whether ``rules`` pass the game's rules schema (the New Game dialog offers only the player
    counts the chosen house rules allow: partnerships for an even number, fiving for two...)."""
    if game not in games():
        return True
    return _validator(game + RULES_SUFFIX).is_valid(dict(rules))


def defaults_of(schema: Mapping[str, Any]) -> Any:
    """The default value of ``schema``; objects are filled in from their properties' defaults."""
    value = copy.deepcopy(schema.get("default"))
    properties = schema.get("properties")
    if schema.get("type") == "object" and properties:
        value = value if isinstance(value, dict) else {}
        for name, sub in properties.items():
            sub_default = defaults_of(sub)
            if sub_default is not None:
                value[name] = sub_default
    return value


def rules_defaults(game: str) -> dict[str, Any]:
    """The defaults of ``game``'s rules (a copy). KeyError if it has no rules schema."""
    if game not in games():
        raise KeyError(messages.no_rules_schema(game, games()))
    return copy.deepcopy(_defaults(game))


@cache
def _defaults(game: str) -> dict[str, Any]:
    # Every catalogue resolves each of its sixty-odd profiles from these: copying the whole schema
    # to read them took most of a catalogue's 37 ms (tests/profiles/test_schema_defaults_once.py).
    return defaults_of(_load(game + RULES_SUFFIX)) or {}


def applies(prop: Mapping[str, Any], values: Mapping[str, Any]) -> bool:
    """Whether an option with the schema ``prop`` does anything, given the other options' ``values``
    (``x-applies-when``; an option without it always applies)."""
    when = prop.get("x-applies-when")
    if when is None:
        return True
    alternatives = when if isinstance(when, list) else [when]
    return any(
        all(_same_as_any(values.get(key), allowed) for key, allowed in condition.items())
        for condition in alternatives
    )


def _same_as_any(value: Any, allowed: Sequence[Any]) -> bool:
    # 1 is not True here: a boolean condition is met only by a boolean
    return any(value == a and isinstance(value, bool) == isinstance(a, bool) for a in allowed)


def effective_values(schema: Mapping[str, Any], values: Mapping[str, Any]) -> dict[str, Any]:
    """``values`` with every top-level option that does not apply set to its default (an option's
    condition is read from the other options as they take effect, so chains settle)."""
    props = schema.get("properties", {})
    out = dict(values)
    for _ in range(len(props) + 1):
        changed = False
        for name, prop in props.items():
            if name in out and not applies(prop, out):
                default = copy.deepcopy(prop.get("default"))
                if out[name] != default:
                    out[name], changed = default, True
        if not changed:
            break
    return out


def ordered_keys(schema: Mapping[str, Any]) -> list[str]:
    """Property names by ``x-order``, then by their place in the schema."""
    props = schema.get("properties", {})
    return sorted(props, key=lambda n: (props[n].get("x-order", 10**6), list(props).index(n)))


def describe(schema: Mapping[str, Any]) -> str | None:
    """What ``schema`` accepts, in words (the ``allowed`` part of an error)."""
    if "x-allowed" in schema:
        return schema["x-allowed"]
    if "enum" in schema:
        return messages.one_of(schema["enum"])
    if "const" in schema:
        return messages.one_of([schema["const"]])
    kind = schema.get("type")
    if kind in ("integer", "number"):
        return messages.number_range(kind, schema.get("minimum"), schema.get("maximum"))
    if kind == "string":
        return messages.text_of(schema.get("maxLength"))
    if kind == "object":
        keys = ordered_keys(schema)
        return messages.mapping_with(keys) if keys else messages.kind("object")
    if kind == "array":
        item = describe(schema["items"]) if isinstance(schema.get("items"), dict) else None
        return messages.list_of(item, bool(schema.get("uniqueItems")), schema.get("maxItems"))
    return messages.kind(kind) if kind else None


Explained = tuple[list[str | int], str, str | None]


def _explain(error: ValidationError, prefix: KeyPath, doc: YamlDocument | None) -> Explained:
    """(key path, problem, allowed) for one jsonschema error."""
    parts = [*prefix, *error.absolute_path]
    value, schema, keyword = error.instance, error.schema, error.validator
    if keyword == "additionalProperties":
        known = list(schema.get("properties", {}))
        extras = [k for k in value if k not in known]
        if doc is not None:
            extras.sort(key=lambda k: doc.line_of([*parts, k]) or 0)
        allowed = messages.key_list(ordered_keys(schema)) if known else None
        return [*parts, extras[0]], messages.unknown_key(str(extras[0])), allowed
    if keyword == "required":
        missing = next(k for k in error.validator_value if k not in value)
        return [*parts, missing], messages.missing_key(), describe(schema["properties"].get(missing, {}))
    if keyword == "type":
        return parts, messages.wrong_type(value, messages.kind(schema["type"])), describe(schema)
    simple = {
        "maximum": messages.too_large,
        "exclusiveMaximum": messages.too_large,
        "minimum": messages.too_small,
        "exclusiveMinimum": messages.too_small,
        "enum": messages.not_a_choice,
        "const": messages.not_a_choice,
        "maxLength": messages.too_long,
        "maxItems": messages.too_long,
        "minLength": messages.too_short,
        "minItems": messages.too_short,
        "pattern": messages.bad_pattern,
        "uniqueItems": lambda _value: messages.repeated_items(),
    }
    if keyword in simple:
        return parts, simple[keyword](value), describe(schema)
    return parts, messages.schema_other(error.message), None


def problems(
    instance: Any,
    schema_name: str,
    path: Path,
    doc: YamlDocument | None,
    prefix: Sequence[str] = (),
) -> list[ProfileError]:
    """Every problem of ``instance`` against the schema, in file order."""
    found = []
    for error in _validator(schema_name).iter_errors(instance):
        parts, problem, allowed = _explain(error, prefix, doc)
        if doc is None:
            line = None
        elif error.validator == "required":  # point at the mapping that lacks the key
            line = doc.line_of(parts[:-1]) if len(parts) > 1 else None
        else:
            line = doc.line_of(parts)
        found.append(ProfileError(path, problem, line, dotted(parts), allowed))
    return sorted(found, key=lambda e: (e.line is None, e.line or 0))


def check(
    instance: Any,
    schema_name: str,
    path: Path,
    doc: YamlDocument | None,
    prefix: Sequence[str] = (),
) -> None:
    """Raise one ProfileError carrying every problem of ``instance``, if it has any."""
    found = problems(instance, schema_name, path, doc, prefix)
    if found:
        raise ProfileError.combined(found)


def rules_problems(game: str, rules: Any) -> list[str]:
    """What is wrong with a game's resolved rules (from a save or a record), in words; empty if
    nothing is or the game has no rules schema. Checked before a game is made from them, so that
    a number such as ``players: 10**18`` never reaches the engine."""
    if game not in games():
        return []
    found = problems(rules, game + RULES_SUFFIX, Path("rules"), None)
    return [messages.located("rules", None, e.key, e.problem, e.allowed) for e in found]
