"""Helpers shared by the `hoyle` subcommands."""

from __future__ import annotations

from typing import Any

from ..engine.game import GameSpec
from .errors import UsageError


def catalog() -> Any:
    from ..profiles.catalog import ProfileCatalog

    return ProfileCatalog()


def every_problem(error: Any) -> str:
    """A ProfileError's every problem, one a line (each names the file, line and key)."""
    return "\n".join(str(problem) for problem in error.every_problem())


def load_rules(spec: GameSpec, profile: str | None, players: int | None) -> dict[str, Any]:
    """The resolved rules of a profile id or file (the game's default profile if none is named)."""
    from ..profiles.errors import ProfileError

    name = profile or spec.default_profile
    if name is None:
        raise UsageError(f"{spec.title} has no default profile; name one with --profile")
    try:
        prof = catalog().resolve(name)
    except ProfileError as exc:
        raise UsageError(every_problem(exc)) from exc
    except KeyError as exc:
        raise UsageError(exc.args[0] if exc.args else f"no profile {name!r}") from exc
    if prof.game != spec.key:
        raise UsageError(f"profile {prof.id!r} is for {prof.game}, not {spec.key}")
    rules = dict(prof.rules)
    if players is not None:
        if not spec.min_players <= players <= spec.max_players:
            raise UsageError(f"{spec.title} is for {spec.min_players} to {spec.max_players} players")
        rules["players"] = players
    return rules
