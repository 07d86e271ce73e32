"""One profile file: read, parse, check against the schemas; then ``extends:`` resolution.

A file is checked on its own first (YAML, envelope schema, known game, rules schema). Resolution
then builds the full rules: the game's schema defaults, then each parent's own rules from the
root of the ``extends`` chain down, then the file's own, nested mappings merged key by key.
"""

from __future__ import annotations

import copy
from collections.abc import Collection, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import messages
from .errors import ProfileError
from .schemas import ENVELOPE, RULES_SUFFIX, games, problems, rules_defaults
from .yaml_lines import YamlDocument, parse_yaml

MAX_BYTES = 256 * 1024


@dataclass(frozen=True)
class ProfileSource:
    """A file that passed its own checks; ``rules`` are only the ones it writes itself."""

    id: str
    path: Path
    builtin: bool
    title: str
    game: str
    description: str
    extends: str | None
    rules: dict[str, Any]
    doc: YamlDocument | None = None

    def line_of(self, *parts: str | int) -> int | None:
        return self.doc.line_of(parts) if self.doc is not None else None


def read_text(path: Path) -> str:
    try:
        with path.open("rb") as handle:
            raw = handle.read(MAX_BYTES + 1)
    except OSError as exc:
        raise ProfileError(path, messages.unreadable(exc.strerror or str(exc))) from None
    if len(raw) > MAX_BYTES:
        raise ProfileError(path, messages.too_big(MAX_BYTES))
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise ProfileError(path, messages.not_utf8()) from None


def from_data(
    data: Any,
    path: Path,
    *,
    profile_id: str | None = None,
    builtin: bool = False,
    doc: YamlDocument | None = None,
) -> ProfileSource:
    """Check already-parsed data (``doc`` gives line numbers when it came from YAML).

    Raises one ProfileError carrying every problem found (see ``ProfileError.every_problem``).
    """
    found = list(doc.problems) if doc is not None else []
    if data is None and doc is not None and not found:
        raise ProfileError(path, messages.empty_file())
    if not isinstance(data, dict):
        found.append(ProfileError(path, messages.not_a_mapping(data), doc.line_of([]) if doc else None))
        raise ProfileError.combined(found)
    found += _new(problems(data, ENVELOPE, path, doc), doc)
    game = data.get("game")
    rules = data.get("rules", {})
    if isinstance(game, str) and game not in games():
        line = doc.line_of(["game"]) if doc else None
        found.append(ProfileError(path, messages.unknown_game(game), line, "game", messages.choices(games())))
    elif isinstance(game, str) and isinstance(rules, dict):
        found += _new(problems(rules, game + RULES_SUFFIX, path, doc, ("rules",)), doc)
    if found:
        raise ProfileError.combined(found)
    return ProfileSource(
        id=profile_id if profile_id is not None else path.stem,
        path=path,
        builtin=builtin,
        title=data["title"],
        game=game,
        description=data.get("description", ""),
        extends=data.get("extends"),
        rules=copy.deepcopy(rules),
        doc=doc,
    )


def _new(errors: list[ProfileError], doc: YamlDocument | None) -> list[ProfileError]:
    """``errors`` less those about values already reported while reading the YAML."""
    if doc is None or not doc.replaced:
        return errors
    done = {".".join(map(str, keys)) for keys in doc.replaced}

    def reported(error: ProfileError) -> bool:
        key = (error.key or "").replace("[", ".").replace("]", "")
        return any(key == d or key.startswith(d + ".") for d in done)

    return [e for e in errors if not reported(e)]


def load_file(path: Path, *, builtin: bool = False, text: str | None = None) -> ProfileSource:
    """Read and check one file (or ``text`` as if it were that file). Raises ProfileError."""
    path = Path(path)
    doc = parse_yaml(read_text(path) if text is None else text, path)
    return from_data(doc.data, path, builtin=builtin, doc=doc)


def deep_merge(base: dict[str, Any], over: Mapping[str, Any]) -> dict[str, Any]:
    """Merge ``over`` into ``base`` in place (mappings key by key, anything else replaced)."""
    for key, value in over.items():
        if isinstance(value, Mapping) and isinstance(base.get(key), dict):
            deep_merge(base[key], value)
        else:
            base[key] = copy.deepcopy(value)
    return base


class Resolver:
    """Full rules for the profiles in ``sources``; ``broken`` are ids whose files have errors."""

    def __init__(self, sources: Mapping[str, ProfileSource], broken: Collection[str] = ()) -> None:
        self.sources = sources
        self.broken = broken
        self._done: dict[str, dict[str, Any] | ProfileError] = {}

    def rules(self, profile_id: str) -> dict[str, Any]:
        if profile_id not in self._done:
            try:
                self._done[profile_id] = self._resolve(self.sources[profile_id])
            except ProfileError as exc:
                self._done[profile_id] = exc
        result = self._done[profile_id]
        if isinstance(result, ProfileError):
            raise result
        return copy.deepcopy(result)

    def _chain(self, source: ProfileSource) -> list[str]:
        """Ids from ``source`` up its extends chain, stopping at the first repeat or gap."""
        chain = [source.id]
        current: ProfileSource | None = source
        while current is not None and current.extends is not None:
            repeat = current.extends in chain
            chain.append(current.extends)
            if repeat:
                break
            current = self.sources.get(current.extends)
        return chain

    def _resolve(self, source: ProfileSource) -> dict[str, Any]:
        if source.extends is None:
            return deep_merge(rules_defaults(source.game), source.rules)
        parent_id = source.extends
        where = {"line": source.line_of("extends"), "key": "extends"}
        chain = self._chain(source)
        if chain[-1] == source.id:
            raise ProfileError(source.path, messages.extends_cycle(chain), **where)
        parent = self.sources.get(parent_id)
        if parent is None:
            if parent_id in self.broken:
                raise ProfileError(source.path, messages.extends_broken(parent_id), **where)
            same_game = [s.id for s in self.sources.values() if s.game == source.game and s.id != source.id]
            problem = messages.extends_missing(parent_id)
            raise ProfileError(source.path, problem, allowed=messages.profile_ids(same_game), **where)
        if parent.game != source.game:
            raise ProfileError(source.path, messages.extends_other_game(parent_id, parent.game), **where)
        try:
            base = self.rules(parent_id)
        except ProfileError:
            raise ProfileError(source.path, messages.extends_broken(parent_id), **where) from None
        return deep_merge(base, source.rules)
