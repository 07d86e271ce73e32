"""The one error a bad profile file raises: where it is, what is wrong, and what would be right."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from . import messages


class ProfileError(Exception):
    """A profile file that cannot be used.

    ``line`` is 1-based (None when no line applies), ``key`` a dotted path such as
    ``rules.lurch.below`` (list items as ``rules.manual_counting_seats[1]``), ``problem`` says
    what is wrong and ``allowed``, when known, what would be accepted. All text comes from
    :mod:`hoyle_desktop.profiles.messages`.

    A file with several problems raises one error for the first (in file order) that carries the
    rest in ``others``; :meth:`every_problem` lists them all.
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
        self.others: tuple[ProfileError, ...] = ()

    @classmethod
    def combined(cls, problems: Sequence[ProfileError]) -> ProfileError:
        """One error for ``problems`` (at least one), the first in file order leading."""
        flat = [e for p in problems for e in p.every_problem()]
        ordered = sorted(flat, key=lambda e: (e.line is None, e.line or 0))
        for error in ordered:
            error.others = ()
        ordered[0].others = tuple(ordered[1:])
        return ordered[0]

    def every_problem(self) -> list[ProfileError]:
        return [self, *self.others]

    def __str__(self) -> str:
        return messages.located(str(self.path), self.line, self.key, self.problem, self.allowed)


class UnknownProfile(KeyError):
    """``ProfileCatalog.get`` of an id that is not there; ``str()`` is the plain message."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else ""
