"""Cassino house rules, from a profile's ``rules`` mapping (resources/schemas/cassino)."""

from __future__ import annotations

from dataclasses import dataclass

from ..profile_rules import ProfileRules

# How three or more independent players score a deal (Peel): each his own points (his main rule);
# or, "sometimes decided", the lowest scorer's points taken from each of the others; or (three
# players) the two lowest added together and taken from the highest.
OWN, LESS_LOWEST, TWO_LOWEST = "own", "less_lowest", "two_lowest"
# What a player with a build of his own on the table must do (building only): take something or
# build, but not lay a card down; or, stricter, take that build or add to it when he can.
NO_TRAIL, TAKE_OR_ADD = "no_trail", "take_or_add"


@dataclass(frozen=True)
class CassinoRules(ProfileRules):
    players: int = 2
    partnerships: bool = True  # four players: two against two, partners opposite
    pack: int = 52
    target: int = 21
    independent: str = OWN
    building: bool = False  # house rule: today's builds (docs/rules-notes/cassino.md)
    raising: bool = False  # with building: a card from the hand raises a single build to a new total
    multiple_builds: bool = False  # with building: builds of several sets or cards of one total
    build_duty: str = NO_TRAIL  # with building: what the owner of a build must do next

    @property
    def raises(self) -> bool:
        return self.building and self.raising

    @property
    def multiples(self) -> bool:
        return self.building and self.multiple_builds

    @property
    def sides(self) -> int:
        return 2 if self.players == 4 and self.partnerships else self.players

    def side(self, seat: int) -> int:
        return seat % 2 if self.players == 4 and self.partnerships else seat

    def check(self) -> None:
        if not 2 <= self.players <= 6:
            raise ValueError("Cassino is for two to six players")
        if self.pack not in (52, 32):
            raise ValueError("the pack has 52 or 32 cards")
        if self.independent not in (OWN, LESS_LOWEST, TWO_LOWEST):
            raise ValueError(f"unknown independent scoring {self.independent!r}")
        if self.build_duty not in (NO_TRAIL, TAKE_OR_ADD):
            raise ValueError(f"unknown build duty {self.build_duty!r}")
        if self.independent == TWO_LOWEST and self.sides != 3:
            raise ValueError("the two lowest added together is a rule for three players")
