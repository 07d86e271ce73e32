"""The one error a bad profile file raises: where it is, what is wrong, and what would be right."""

from __future__ import annotations

from pathlib import Path

from . import messages


class ProfileError(Exception):
    """A profile file that cannot be used.

    ``line`` is 1-based (None when no line applies), ``key`` a dotted path such as
    ``rules.lurch.below`` (list items as ``rules.manual_counting_seats[1]``), ``problem`` says
    what is wrong and ``allowed``, when known, what would be accepted. All text comes from
    :mod:`hoyle_desktop.profiles.messages`.
    """

    def __init__(
        self,
        path: Path | str,
        problem: str,
        line: int | None = None,
        key: str | None = None,
        allowed: str | None = None,
    ) -> None:
        super().__init__(path, problem, line, key, allowed)
        self.path = Path(path)
        self.problem = problem
        self.line = line
        self.key = key
        self.allowed = allowed

    def __str__(self) -> str:
        return messages.located(str(self.path), self.line, self.key, self.problem, self.allowed)


class UnknownProfile(KeyError):
    """``ProfileCatalog.get`` of an id that is not there; ``str()`` is the plain message."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else ""
