"""A game's house rules as a frozen dataclass made from a profile's ``rules`` mapping.

The profile loader has already checked types and ranges against the game's schema; this converts
each value to its field's type, rejects unknown keys and runs the class's own ``check``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import fields
from typing import Any, Self


class ProfileRules:
    @classmethod
    def from_mapping(cls, data: Mapping[str, Any]) -> Self:
        base = cls()
        known = {f.name for f in fields(cls)}  # type: ignore[arg-type]
        unknown = set(data) - known
        if unknown:
            raise ValueError(f"unknown rules: {', '.join(sorted(unknown))}")
        values = {key: type(getattr(base, key))(value) for key, value in data.items()}
        rules = cls(**values)
        rules.check()
        return rules

    def check(self) -> None:
        """Raise ValueError for a combination the schema cannot rule out."""
