"""Every sentence the profile code shows, one small function per kind of problem.

Nothing else in the package builds user-facing text. Each sentence goes through
``hoyle_desktop.i18n``'s :func:`translate` with the context "ProfileMessages" (the form lupdate
extracts); this package stays Qt-free, so the words are English until the GUI calls
``i18n.use_translator`` with ``QCoreApplication.translate``. The command line keeps them in English.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from typing import Any

from ..i18n import fill, translate

# -- shared pieces ----------------------------------------------------------------------------


def show(value: Any) -> str:
    """A value the way it would be written in YAML, short."""
    if isinstance(value, dict):
        return translate("ProfileMessages", "a mapping")
    if isinstance(value, list | tuple):
        return translate("ProfileMessages", "a list")
    if isinstance(value, str):
        return quoted(json.dumps(value, ensure_ascii=False)[1:-1])
    return json.dumps(value)


def quoted(text: str) -> str:
    """A text value in the quotes the language writes (French « cinq », German „cinq“; English
    the straight quotes of YAML, as the command line prints it)."""
    return fill(translate("ProfileMessages", '"%1"', "a text value quoted in a message"), text)


def named(name: str) -> str:
    """A key, game or profile named in a message ('jokers'; French « jokers », German „jokers“)."""
    inner = repr(str(name))[1:-1]  # escaped as repr escapes it (a hostile file's control characters)
    return fill(translate("ProfileMessages", "'%1'", "a key, game or profile named in a message"), inner)


def found(value: Any) -> str:
    """What kind of value was found, for 'expected X, found Y'."""
    if value is None:
        return translate("ProfileMessages", "an empty value")
    if isinstance(value, bool):
        return show(value)
    if isinstance(value, str):
        return fill(translate("ProfileMessages", "the text %1"), show(value))
    if isinstance(value, float):
        return fill(translate("ProfileMessages", "the fraction %1"), show(value))
    return show(value)


def choices(values: Iterable[Any], *, quote: bool = False) -> str:
    """'5, 6 or 7'."""
    shown = [show(v) if quote or not isinstance(v, str) else v for v in values]
    if not shown:
        return translate("ProfileMessages", "nothing")
    if len(shown) == 1:
        return shown[0]
    return fill(translate("ProfileMessages", "%1 or %2"), ", ".join(shown[:-1]), shown[-1])


def key_list(keys: Iterable[str]) -> str:
    return ", ".join(keys)


def located(path: str, line: int | None, key: str | None, problem: str, allowed: str | None) -> str:
    where = [path]
    if line is not None:
        where.append(fill(translate("ProfileMessages", "line %1"), line))
    if key:
        where.append(fill(translate("ProfileMessages", "key %1"), key))
    text = fill(translate("ProfileMessages", "%1: %2"), ", ".join(where), problem)
    if allowed:
        text += " " + fill(translate("ProfileMessages", "(allowed: %1)"), allowed)
    return text


# -- what is allowed (built from a schema) -------------------------------------------------------


def _kind_name(type_name: str) -> str:
    return {
        "integer": translate("ProfileMessages", "a whole number"),
        "number": translate("ProfileMessages", "a number"),
        "boolean": translate("ProfileMessages", "true or false"),
        "string": translate("ProfileMessages", "text"),
        "object": translate("ProfileMessages", "a mapping of keys to values"),
        "array": translate("ProfileMessages", "a list"),
        "null": translate("ProfileMessages", "an empty value"),
    }.get(type_name, type_name)


def kind(type_name: str | Sequence[str]) -> str:
    names = [type_name] if isinstance(type_name, str) else list(type_name)
    return choices(_kind_name(t) for t in names)


def number_range(type_name: str, lo: Any, hi: Any) -> str:
    what = kind(type_name)
    if lo is not None and hi is not None:
        return fill(translate("ProfileMessages", "%1 from %2 to %3"), what, show(lo), show(hi))
    if lo is not None:
        return fill(translate("ProfileMessages", "%1 of at least %2"), what, show(lo))
    if hi is not None:
        return fill(translate("ProfileMessages", "%1 of at most %2"), what, show(hi))
    return what


def one_of(values: Sequence[Any]) -> str:
    return fill(translate("ProfileMessages", "one of %1"), choices(values, quote=True))


def text_of(max_length: int | None) -> str:
    if max_length is None:
        return translate("ProfileMessages", "text")
    return fill(translate("ProfileMessages", "text of at most %1 characters"), max_length)


def mapping_with(keys: Iterable[str]) -> str:
    return fill(translate("ProfileMessages", "a mapping with the keys %1"), key_list(keys))


def list_of(item: str | None, unique: bool = False, max_items: int | None = None) -> str:
    if unique:
        text = translate("ProfileMessages", "a list of different values")
    else:
        text = translate("ProfileMessages", "a list")
    if max_items is not None:
        text += " " + fill(translate("ProfileMessages", "(at most %1)"), max_items)
    return fill(translate("ProfileMessages", "%1, each %2"), text, item) if item else text


def profile_ids(ids: Iterable[str]) -> str:
    listed = sorted(ids)
    return key_list(listed) if listed else translate("ProfileMessages", "no other profiles")


# -- problems ----------------------------------------------------------------------------------


def unreadable(reason: str) -> str:
    return fill(translate("ProfileMessages", "the file cannot be read: %1"), reason)


def not_utf8() -> str:
    return translate("ProfileMessages", "the file is not UTF-8 text")


def too_big(limit: int) -> str:
    text = translate("ProfileMessages", "the file is larger than %1 KiB; a profile is a few lines of text")
    return fill(text, limit // 1024)


def yaml_syntax(detail: str) -> str:
    return fill(translate("ProfileMessages", "this is not valid YAML: %1"), detail)


def too_complex() -> str:
    return translate(
        "ProfileMessages", "the file nests or repeats itself too deeply (check its & anchors and * aliases)"
    )


def nested_too_deeply(limit: int) -> str:
    text = translate("ProfileMessages", "brackets or indentation nest too deeply (more than %1 levels)")
    return fill(text, limit)


def not_plain_value(tag: str) -> str:
    """A YAML value that is not text, a number, true/false, a list or a mapping."""
    kinds = {
        "timestamp": translate("ProfileMessages", "a date"),
        "binary": translate("ProfileMessages", "binary data"),
        "set": translate("ProfileMessages", "a set"),
        "omap": translate("ProfileMessages", "an ordered mapping"),
        "pairs": translate("ProfileMessages", "a list of pairs"),
    }
    short = tag.rsplit(":", 1)[-1] if tag.startswith("tag:yaml.org,2002:") else tag
    if short not in kinds:
        shown = "!!" + short if tag.startswith("tag:yaml.org,2002:") else tag
        return yaml_syntax(fill(translate("ProfileMessages", "the tag %1 is not allowed"), shown))
    text = translate(
        "ProfileMessages",
        "YAML reads this as %1, which a profile cannot hold; put it in quotes to make it text",
    )
    return fill(text, kinds[short])


def bad_scalar(value: str, tag: str) -> str:
    short = tag.rsplit(":", 1)[-1]
    wanted = {"int": "integer", "float": "number", "bool": "boolean"}.get(short, short)
    text = translate("ProfileMessages", "%1 cannot be read as %2")
    return fill(text, quoted(json.dumps(value[:40], ensure_ascii=False)[1:-1]), kind(wanted))


def too_many_digits(limit: int) -> str:
    return fill(translate("ProfileMessages", "the number has more than %1 digits"), limit)


def unexpected(detail: str) -> str:
    return fill(translate("ProfileMessages", "the file could not be checked: %1"), detail)


def empty_file() -> str:
    return translate("ProfileMessages", "the file is empty")


def not_a_mapping(value: Any) -> str:
    return fill(
        translate("ProfileMessages", "a profile must be a mapping of keys to values, not %1"), found(value)
    )


def duplicate_key(first_line: int) -> str:
    return fill(translate("ProfileMessages", "this key appears twice (first on line %1)"), first_line)


def bad_key_name(value: str) -> str:
    return fill(translate("ProfileMessages", "%1 cannot be a key: keys are names (text)"), value)


def unknown_key(name: str) -> str:
    return fill(translate("ProfileMessages", "there is no key %1 here"), named(name))


def missing_key() -> str:
    return translate("ProfileMessages", "this key is required")


def wrong_type(value: Any, wanted: str) -> str:
    return fill(translate("ProfileMessages", "expected %1, found %2"), wanted, found(value))


def too_large(value: Any) -> str:
    return fill(translate("ProfileMessages", "%1 is too large"), show(value))


def too_small(value: Any) -> str:
    return fill(translate("ProfileMessages", "%1 is too small"), show(value))


def not_a_choice(value: Any) -> str:
    return fill(translate("ProfileMessages", "%1 is not one of the choices"), show(value))


def too_long(value: Any) -> str:
    if isinstance(value, str):
        return translate("ProfileMessages", "the text is too long")
    return translate("ProfileMessages", "the list is too long")


def too_short(value: Any) -> str:
    if isinstance(value, str):
        return translate("ProfileMessages", "the text is empty")
    return translate("ProfileMessages", "the list is too short")


def bad_pattern(value: Any) -> str:
    return fill(translate("ProfileMessages", "%1 is not in the right form"), show(value))


def repeated_items() -> str:
    return translate("ProfileMessages", "the list has the same value more than once")


def schema_other(detail: str) -> str:
    return detail


def unknown_game(game: str) -> str:
    return fill(translate("ProfileMessages", "there is no game %1 with house rules"), named(game))


def extends_missing(parent: str) -> str:
    return fill(translate("ProfileMessages", "there is no profile %1 to extend"), named(parent))


def extends_broken(parent: str) -> str:
    return fill(
        translate("ProfileMessages", "the profile it extends, %1, has errors of its own"), named(parent)
    )


def extends_cycle(chain: Sequence[str]) -> str:
    if len(chain) == 2:
        return translate("ProfileMessages", "a profile cannot extend itself")
    text = translate("ProfileMessages", "the profiles extend each other in a circle: %1")
    return fill(text, " -> ".join(chain))


def extends_other_game(parent: str, parent_game: str) -> str:
    return fill(
        translate("ProfileMessages", "%1 is a profile for %2, not this game"), named(parent), parent_game
    )


def shadows_builtin(profile_id: str) -> str:
    text = translate(
        "ProfileMessages",
        "%1 is the id of a built-in profile, which always wins; "
        "rename this file (and its extends:) to use it",
    )
    return fill(text, named(profile_id))


def bad_profile_id(profile_id: str) -> str:
    return fill(translate("ProfileMessages", "%1 cannot be a profile id"), named(profile_id))


def profile_id_form() -> str:
    return translate(
        "ProfileMessages",
        "lower-case letters, digits, - and _, starting with a letter or digit, up to 64 characters",
    )


def resolved_rules_note(parent: str) -> str:
    return fill(translate("ProfileMessages", "rules: all of them, including those taken from %1"), parent)


def profile_exists(profile_id: str) -> str:
    return fill(
        translate("ProfileMessages", "there is already a profile %1; choose another id"), named(profile_id)
    )


def builtin_read_only(profile_id: str) -> str:
    text = translate("ProfileMessages", "%1 is a built-in profile and cannot be changed or deleted")
    return fill(text, named(profile_id))


def still_extended(profile_id: str, children: Sequence[str]) -> str:
    text = translate("ProfileMessages", "%1 cannot be deleted: %2 extend it")
    return fill(text, named(profile_id), key_list(children))


def no_such_profile(profile_id: str, known: Iterable[str]) -> str:
    text = translate("ProfileMessages", "there is no profile %1; the profiles are: %2")
    return fill(text, named(profile_id), profile_ids(known))


def no_such_user_profile(profile_id: str) -> str:
    return fill(translate("ProfileMessages", "there is no user profile %1"), named(profile_id))


def no_rules_schema(game: str, games: Iterable[str]) -> str:
    text = translate(
        "ProfileMessages", "no house-rules schema for the game %1; the games with house rules are: %2"
    )
    return fill(text, named(game), key_list(games))
