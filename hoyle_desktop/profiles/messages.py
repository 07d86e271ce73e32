"""Every English sentence the profile code shows, one small function per kind of problem.

Kept together so they can be wrapped for translation later; nothing else in the package builds
user-facing text.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from typing import Any

# -- shared pieces ----------------------------------------------------------------------------


def show(value: Any) -> str:
    """A value the way it would be written in YAML, short."""
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list | tuple):
        return "a list"
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    return json.dumps(value)


def found(value: Any) -> str:
    """What kind of value was found, for 'expected X, found Y'."""
    if value is None:
        return "an empty value"
    if isinstance(value, bool):
        return f"{show(value)}"
    if isinstance(value, str):
        return f"the text {show(value)}"
    if isinstance(value, float):
        return f"the fraction {show(value)}"
    return show(value)


def choices(values: Iterable[Any], *, quote: bool = False) -> str:
    """'5, 6 or 7'."""
    shown = [show(v) if quote or not isinstance(v, str) else v for v in values]
    if not shown:
        return "nothing"
    if len(shown) == 1:
        return shown[0]
    return f"{', '.join(shown[:-1])} or {shown[-1]}"


def key_list(keys: Iterable[str]) -> str:
    return ", ".join(keys)


def located(path: str, line: int | None, key: str | None, problem: str, allowed: str | None) -> str:
    where = [path]
    if line is not None:
        where.append(f"line {line}")
    if key:
        where.append(f"key {key}")
    text = f"{', '.join(where)}: {problem}"
    if allowed:
        text += f" (allowed: {allowed})"
    return text


# -- what is allowed (built from a schema) -------------------------------------------------------

_KIND = {
    "integer": "a whole number",
    "number": "a number",
    "boolean": "true or false",
    "string": "text",
    "object": "a mapping of keys to values",
    "array": "a list",
    "null": "an empty value",
}


def kind(type_name: str | Sequence[str]) -> str:
    names = [type_name] if isinstance(type_name, str) else list(type_name)
    return choices(_KIND.get(t, t) for t in names)


def number_range(type_name: str, lo: Any, hi: Any) -> str:
    what = kind(type_name)
    if lo is not None and hi is not None:
        return f"{what} from {show(lo)} to {show(hi)}"
    if lo is not None:
        return f"{what} of at least {show(lo)}"
    if hi is not None:
        return f"{what} of at most {show(hi)}"
    return what


def one_of(values: Sequence[Any]) -> str:
    return f"one of {choices(values, quote=True)}"


def text_of(max_length: int | None) -> str:
    return "text" if max_length is None else f"text of at most {max_length} characters"


def mapping_with(keys: Iterable[str]) -> str:
    return f"a mapping with the keys {key_list(keys)}"


def list_of(item: str | None, unique: bool = False, max_items: int | None = None) -> str:
    text = "a list of different values" if unique else "a list"
    if max_items is not None:
        text += f" (at most {max_items})"
    return f"{text}, each {item}" if item else text


def profile_ids(ids: Iterable[str]) -> str:
    listed = sorted(ids)
    return key_list(listed) if listed else "no other profiles"


# -- problems ----------------------------------------------------------------------------------


def unreadable(reason: str) -> str:
    return f"the file cannot be read: {reason}"


def not_utf8() -> str:
    return "the file is not UTF-8 text"


def too_big(limit: int) -> str:
    return f"the file is larger than {limit // 1024} KiB; a profile is a few lines of text"


def yaml_syntax(detail: str) -> str:
    return f"this is not valid YAML: {detail}"


def too_complex() -> str:
    return "the file nests or repeats itself too deeply (check its & anchors and * aliases)"


def empty_file() -> str:
    return "the file is empty"


def not_a_mapping(value: Any) -> str:
    return f"a profile must be a mapping of keys to values, not {found(value)}"


def duplicate_key(first_line: int) -> str:
    return f"this key appears twice (first on line {first_line})"


def bad_key_name(value: str) -> str:
    return f"{value} cannot be a key: keys are names (text)"


def unknown_key(name: str) -> str:
    return f"there is no key {name!r} here"


def missing_key() -> str:
    return "this key is required"


def wrong_type(value: Any, wanted: str) -> str:
    return f"expected {wanted}, found {found(value)}"


def too_large(value: Any) -> str:
    return f"{show(value)} is too large"


def too_small(value: Any) -> str:
    return f"{show(value)} is too small"


def not_a_choice(value: Any) -> str:
    return f"{show(value)} is not one of the choices"


def too_long(value: Any) -> str:
    return "the text is too long" if isinstance(value, str) else "the list is too long"


def too_short(value: Any) -> str:
    return "the text is empty" if isinstance(value, str) else "the list is too short"


def bad_pattern(value: Any) -> str:
    return f"{show(value)} is not in the right form"


def repeated_items() -> str:
    return "the list has the same value more than once"


def schema_other(detail: str) -> str:
    return detail


def unknown_game(game: str) -> str:
    return f"there is no game {game!r} with house rules"


def extends_missing(parent: str) -> str:
    return f"there is no profile {parent!r} to extend"


def extends_broken(parent: str) -> str:
    return f"the profile it extends, {parent!r}, has errors of its own"


def extends_cycle(chain: Sequence[str]) -> str:
    if len(chain) == 2:
        return "a profile cannot extend itself"
    return f"the profiles extend each other in a circle: {' -> '.join(chain)}"


def extends_other_game(parent: str, parent_game: str) -> str:
    return f"{parent!r} is a profile for {parent_game}, not this game"


def shadows_builtin(profile_id: str) -> str:
    return (
        f"{profile_id!r} is the id of a built-in profile, which always wins; "
        "rename this file (and its extends:) to use it"
    )


def bad_profile_id(profile_id: str) -> str:
    return f"{profile_id!r} cannot be a profile id"


def profile_id_form() -> str:
    return "lower-case letters, digits, - and _, starting with a letter or digit, up to 64 characters"


def resolved_rules_note(parent: str) -> str:
    return f"rules: all of them, including those taken from {parent}"


def profile_exists(profile_id: str) -> str:
    return f"there is already a profile {profile_id!r}; choose another id"


def builtin_read_only(profile_id: str) -> str:
    return f"{profile_id!r} is a built-in profile and cannot be changed or deleted"


def still_extended(profile_id: str, children: Sequence[str]) -> str:
    return f"{profile_id!r} cannot be deleted: {key_list(children)} extend it"


def no_such_profile(profile_id: str, known: Iterable[str]) -> str:
    return f"there is no profile {profile_id!r}; the profiles are: {profile_ids(known)}"


def no_such_user_profile(profile_id: str) -> str:
    return f"there is no user profile {profile_id!r}"


def no_rules_schema(game: str, games: Iterable[str]) -> str:
    return f"no house-rules schema for the game {game!r}; the games with house rules are: {key_list(games)}"
