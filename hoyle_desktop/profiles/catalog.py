"""All house-rule profiles: the built-ins shipped in ``resources/profiles`` and the user's own.

A profile's id is its file stem; only ``*.yaml`` files are read (names starting with a dot are
skipped). Built-in ids are reserved: a user file with the same id as a built-in is not loaded and
is reported in :attr:`ProfileCatalog.errors`, so the shipped rules (and every profile that extends
them) always mean the same thing. Bad files are reported one error each; the rest keep working.

What :meth:`ProfileCatalog.save_user_profile` writes: the ``# yaml-language-server: $schema=...``
line (pointing at the installed envelope schema), then title, game, description, extends, rules
in that order, rules in the schema's ``x-order``. A profile that extends another keeps only the
rules that differ from its parent's resolved rules (inside lurch/skunk/... only the differing
fields), so later changes to the parent still flow through. A profile that stands alone gets
every rule written out, defaults included (table options such as ``manual_counting_seats`` only
when they differ from the default), so the file says everything.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from ..bundled import resource
from ..storage import paths
from ..storage.atomic import atomic_write_text, remove_leftovers
from . import messages
from .errors import ProfileError, UnknownProfile
from .loader import ProfileSource, Resolver, from_data, load_file
from .schemas import ENVELOPE, games, ordered_keys, rules_schema, schema_dir
from .shipped import load_shipped

BUILTIN_SCHEMA_REF = "../schemas/profile.schema.json"
ENVELOPE_KEYS = ("title", "game", "description", "extends", "rules")
ID_PATTERN = re.compile(r"[a-z0-9][a-z0-9_-]{0,63}")


@dataclass(frozen=True)
class Profile:
    """A usable profile. ``rules`` are fully resolved (treat as read-only; copy to edit);
    ``own_rules`` are only those its file writes."""

    id: str
    title: str
    game: str
    description: str
    extends: str | None
    rules: dict
    path: Path
    builtin: bool
    own_rules: dict = field(default_factory=dict, compare=False, repr=False)


def _yaml_files(folder: Path) -> list[Path]:
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.glob("*.yaml") if not p.name.startswith(".") and p.is_file())


def _same_folder(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve()
    except OSError:
        return False


def _plain(value: Any) -> Any:
    """Mappings to dicts and tuples to lists, so the data validates and dumps cleanly."""
    if isinstance(value, Mapping):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value


def _diff(full: Mapping[str, Any], base: Mapping[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in full.items():
        if isinstance(value, Mapping) and isinstance(base.get(key), Mapping):
            inner = _diff(value, base[key])
            if inner:
                out[key] = inner
        elif key not in base or base[key] != value or type(base[key]) is not type(value):
            out[key] = value
    return out


def _ordered(value: Any, schema: Mapping[str, Any] | None) -> Any:
    """``value`` with mapping keys in the schema's order (keys the schema lacks go last)."""
    if not isinstance(value, Mapping) or not schema or "properties" not in schema:
        return _plain(value)
    order = ordered_keys(schema)
    keys = [k for k in order if k in value] + [k for k in value if k not in order]
    return {k: _ordered(value[k], schema["properties"].get(k)) for k in keys}


class _Dumper(yaml.SafeDumper):
    """Block style, except lists, which read better inline: ``[0, 2]``."""


_Dumper.add_representer(list, lambda d, v: d.represent_sequence("tag:yaml.org,2002:seq", v, flow_style=True))


def dump_profile_yaml(
    profile_or_data: Profile | Mapping[str, Any], schema_ref: str = BUILTIN_SCHEMA_REF
) -> str:
    """Clean YAML for a profile (its resolved rules) or for profile data (as given)."""
    header = f"# yaml-language-server: $schema={schema_ref}\n"
    if isinstance(profile_or_data, Profile):
        p = profile_or_data
        if p.extends:
            header += f"# {messages.resolved_rules_note(p.extends)}\n"
        data: dict[str, Any] = {"title": p.title, "game": p.game, "description": p.description}
        if p.extends:
            data["extends"] = p.extends
        data["rules"] = p.rules
    else:
        data = _plain(profile_or_data)
    game = data.get("game")
    ordered = {k: data[k] for k in ENVELOPE_KEYS if k in data and data[k] is not None}
    ordered.update({k: v for k, v in data.items() if k not in ENVELOPE_KEYS})
    if "rules" in ordered and game in games():
        ordered["rules"] = _ordered(ordered["rules"], rules_schema(game))
    body = yaml.dump(ordered, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=10_000)
    return header + body


class ProfileCatalog:
    def __init__(self, builtin_dir: Path | None = None, user_dir: Path | None = None) -> None:
        self.builtin_dir = Path(builtin_dir) if builtin_dir is not None else resource("profiles")
        self._shipped = builtin_dir is None  # the shipped files are read once a process (shipped.py)
        self.user_dir = Path(user_dir) if user_dir is not None else paths.user_profiles_dir()
        self.reload()

    # -- loading -------------------------------------------------------------------------------
    def reload(self) -> None:
        errors: list[ProfileError] = []
        sources: dict[str, ProfileSource] = {}
        broken: dict[str, ProfileError] = {}
        self._builtin_stems = {p.stem for p in _yaml_files(self.builtin_dir)}
        remove_leftovers(self.user_dir)  # temporary files of a save_user_profile that was killed
        for folder, builtin in ((self.builtin_dir, True), (self.user_dir, False)):
            for path in _yaml_files(folder):
                if not builtin and path.stem in self._builtin_stems:
                    errors.append(ProfileError(path, messages.shadows_builtin(path.stem)))
                    continue
                try:
                    if builtin and self._shipped:
                        sources[path.stem] = load_shipped(path)
                    else:
                        sources[path.stem] = load_file(path, builtin=builtin)
                except ProfileError as exc:
                    errors.append(exc)
                    broken[path.stem] = exc
                except Exception as exc:  # one odd file must never stop the others
                    broken[path.stem] = unexpected = ProfileError(path, messages.unexpected(repr(exc)[:200]))
                    errors.append(unexpected)
        resolver = Resolver(sources, broken)
        profiles: dict[str, Profile] = {}
        for source in sources.values():
            try:
                profiles[source.id] = self._profile(source, resolver.rules(source.id))
            except ProfileError as exc:
                errors.append(exc)
                broken[source.id] = exc
        self._sources, self._profiles, self._broken = sources, profiles, broken
        self._errors = sorted(errors, key=lambda e: (str(e.path), e.line or 0))

    @staticmethod
    def _profile(source: ProfileSource, rules: dict[str, Any]) -> Profile:
        return Profile(
            id=source.id,
            title=source.title,
            game=source.game,
            description=source.description,
            extends=source.extends,
            rules=rules,
            path=source.path,
            builtin=source.builtin,
            own_rules=source.rules,
        )

    def _builtin_ids(self) -> set[str]:
        return set(self._builtin_stems)

    def _check_in_context(self, source: ProfileSource) -> Profile:
        """Resolve ``source`` as if it were installed under its id (it replaces any file of that id)."""
        sources = {**self._sources, source.id: source}
        broken = {k for k in self._broken if k != source.id}
        return self._profile(source, Resolver(sources, broken).rules(source.id))

    # -- queries -------------------------------------------------------------------------------
    @property
    def errors(self) -> list[ProfileError]:
        return list(self._errors)

    def profiles(self, game: str | None = None) -> list[Profile]:
        """Built-ins first, then the user's, each sorted by title; bad files are left out."""
        chosen = [p for p in self._profiles.values() if game is None or p.game == game]
        return sorted(chosen, key=lambda p: (not p.builtin, p.title.casefold(), p.id))

    def get(self, id: str) -> Profile:
        profile = self._profiles.get(id)
        if profile is not None:
            return profile
        if id in self._broken:
            raise UnknownProfile(str(self._broken[id]))
        raise UnknownProfile(messages.no_such_profile(id, self._profiles))

    def resolve(self, name_or_path: str | Path) -> Profile:
        """A profile by id, or the profile in a ``.yaml`` file (which may extend catalog ones)."""
        text = str(name_or_path)
        looks_like_path = (
            isinstance(name_or_path, Path)
            or text.endswith((".yaml", ".yml"))
            or "/" in text
            or "\\" in text
            or (text not in self._profiles and text not in self._broken and Path(text).is_file())
        )
        if not looks_like_path:
            return self.get(text)
        return self.validate_file(Path(text).expanduser())

    def validate_file(self, path: Path) -> Profile:
        """Check one file, including its extends chain against this catalog. Raises ProfileError."""
        path = Path(path)
        builtin = _same_folder(path.parent, self.builtin_dir)
        if not builtin and _same_folder(path.parent, self.user_dir) and path.stem in self._builtin_ids():
            raise ProfileError(path, messages.shadows_builtin(path.stem))
        try:
            source = load_file(path, builtin=builtin)
        except ProfileError:
            raise
        except Exception as exc:  # reported like any other problem of the file
            raise ProfileError(path, messages.unexpected(repr(exc)[:200])) from exc
        return self._check_in_context(source)

    def suggest_id(self, title: str) -> str:
        """A free user-profile id made from ``title`` ("My rules" -> "my-rules", "my-rules-2", ...)."""
        # "Huit américain" -> "huit-americain" (not "huit-am-ricain"): accents dropped, letters kept
        plain = "".join(
            c for c in unicodedata.normalize("NFKD", title.casefold()) if not unicodedata.combining(c)
        )
        base = re.sub(r"[^a-z0-9]+", "-", plain).strip("-")[:48].strip("-") or "my-rules"
        taken = set(self._sources) | set(self._broken) | {p.stem for p in _yaml_files(self.user_dir)}
        candidate, n = base, 2
        while candidate in taken:
            candidate, n = f"{base}-{n}", n + 1
        return candidate

    # -- changes -------------------------------------------------------------------------------
    def _user_path(self, id: str) -> Path:
        path = self.user_dir / f"{id}.yaml"
        if not isinstance(id, str) or not ID_PATTERN.fullmatch(id):
            raise ProfileError(path, messages.bad_profile_id(str(id)), allowed=messages.profile_id_form())
        if id in self._builtin_ids():
            raise ProfileError(path, messages.builtin_read_only(id))
        return path

    def save_user_profile(self, id: str, data: Mapping[str, Any]) -> Profile:
        """Check ``data`` and write it to ``user_dir/<id>.yaml`` (atomically), then reload.

        Raises ProfileError, writing nothing, if the id or the data is not acceptable.
        """
        path = self._user_path(id)
        if not isinstance(data, Mapping):
            raise ProfileError(path, messages.not_a_mapping(data))
        profile = self._check_in_context(from_data(_plain(data), path, profile_id=id))
        text = dump_profile_yaml(self._file_data(profile), (schema_dir() / ENVELOPE).as_uri())
        self._check_in_context(load_file(path, text=text))  # what is written must read back
        atomic_write_text(path, text)
        self.reload()
        return self.get(id)

    def _file_data(self, profile: Profile) -> dict[str, Any]:
        data: dict[str, Any] = {"title": profile.title, "game": profile.game}
        if profile.description:
            data["description"] = profile.description
        if profile.extends:
            data["extends"] = profile.extends
            parent = self._check_in_context(self._sources[profile.extends]).rules
            data["rules"] = _diff(profile.rules, parent)
        else:
            props = rules_schema(profile.game).get("properties", {})
            data["rules"] = {
                k: v
                for k, v in profile.rules.items()
                if not (props.get(k, {}).get("x-table-option") and v == props[k].get("default"))
            }
        return data

    def copy_to_user(self, id: str, new_id: str, title: str, description: str | None = None) -> Profile:
        """A new user profile ``new_id`` that extends ``id`` and changes nothing yet. ``description``:
        the source's in the words the person read it (a built-in's is translated), else its own."""
        source = self.get(id)
        path = self._user_path(new_id)
        if path.exists() or new_id in self._sources:
            raise ProfileError(path, messages.profile_exists(new_id), allowed=messages.profile_id_form())
        words = source.description if description is None else description
        data = {"title": title, "game": source.game, "description": words, "extends": id}
        return self.save_user_profile(new_id, data)

    def delete_user_profile(self, id: str) -> None:
        """Delete the user's file ``<id>.yaml`` (even a broken one); refused while others extend it."""
        if id in self._builtin_ids():
            raise ProfileError(self.builtin_dir / f"{id}.yaml", messages.builtin_read_only(id))
        path = next((p for p in _yaml_files(self.user_dir) if p.stem == id), None)
        if path is None:
            raise UnknownProfile(messages.no_such_user_profile(id))
        children = sorted(s.id for s in self._sources.values() if s.extends == id and s.id != id)
        if children:
            raise ProfileError(path, messages.still_extended(id, children))
        path.unlink()
        self.reload()
