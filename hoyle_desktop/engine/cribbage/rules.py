"""Cribbage house rules: the typed form of a profile's ``rules`` mapping.

Defaults are today's six-card game for two. Every field maps one-to-one onto a key of
``resources/schemas/cribbage.rules.schema.json``; the profile loader has already checked types and
ranges, so this only converts.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any


@dataclass(frozen=True)
class Threshold:
    """A loser finishing below ``below`` pays ``multiplier`` times the stake."""

    enabled: bool
    below: int
    multiplier: int

    @staticmethod
    def from_mapping(data: Mapping[str, Any] | None, default: Threshold) -> Threshold:
        if data is None:
            return default
        return Threshold(
            enabled=bool(data.get("enabled", default.enabled)),
            below=int(data.get("below", default.below)),
            multiplier=int(data.get("multiplier", default.multiplier)),
        )


@dataclass(frozen=True)
class CribbageRules:
    players: int = 2  # 2, 3, or 4 in two partnerships (seats 0+2 against 1+3)
    cards_dealt: int = 6  # two-handed: 5, 6 or 7; three- and four-handed always deal 5
    target: int = 121
    three_for_last: bool = False  # the first non-dealer pegs three, once a game (Hoyle)
    play_ends_at_first_go: bool = False  # two-handed five-card: the play stops at the first go
    bound_to_play: bool = True  # after an opponent's go, a player must play while able
    crib_flush_without_start: bool = False  # house rule: a four-card crib flush counts four
    lurch: Threshold = Threshold(True, 61, 2)
    skunk: Threshold = Threshold(False, 91, 2)
    double_skunk: Threshold = Threshold(False, 61, 3)
    muggins: bool = False  # points a player fails to claim go to the opponent
    # four-handed: the dealer's opponents show before the dealer's side (003); off, round the table
    opponents_show_first: bool = True
    # four-handed: who leads after a go; "rotation" the next after the last player (001), "said_go"
    # the first player who said go in the count (003)
    lead_after_go: str = "rotation"
    manual_counting_seats: tuple[int, ...] = ()  # seats that count their own show (table option)

    @property
    def partnerships(self) -> bool:
        return self.players == 4

    @property
    def sides(self) -> int:
        return 2 if self.players == 4 else self.players

    @property
    def hand_size(self) -> int:
        """Cards dealt to each player."""
        return self.cards_dealt if self.players == 2 else 5

    @property
    def discards_each(self) -> int:
        return 2 if self.players == 2 else 1

    @property
    def kept(self) -> int:
        return self.hand_size - self.discards_each

    @property
    def crib_from_pack(self) -> int:
        """Cards dealt straight from the pack to the crib (one in the three-handed game)."""
        return 4 - self.players * self.discards_each

    def side_of(self, seat: int) -> int:
        return seat % 2 if self.partnerships else seat

    def show_order(self, dealer: int) -> tuple[int, ...]:
        """The hands in the order they are shown, the dealer's last (his crib follows). Round the
        table from the dealer's left; four-handed (003) both opponents first, then the partner."""
        n = self.players
        order = [(dealer + i) % n for i in range(1, n + 1)]
        if self.partnerships and self.opponents_show_first:
            order = [order[0], order[2], order[1], order[3]]
        return tuple(order)

    @staticmethod
    def from_mapping(data: Mapping[str, Any]) -> CribbageRules:
        key = repr(sorted(data.items()))  # the rules are made for every game and every view
        made = _MADE.get(key)
        if made is None:
            made = _MADE[key] = CribbageRules._from_mapping(data)
            if len(_MADE) > 256:
                _MADE.clear()
        return made

    @staticmethod
    def _from_mapping(data: Mapping[str, Any]) -> CribbageRules:
        base = CribbageRules()
        known = {f.name for f in fields(CribbageRules)}
        unknown = set(data) - known
        if unknown:
            raise ValueError(f"unknown cribbage rules: {', '.join(sorted(unknown))}")
        values: dict[str, Any] = {}
        for key, value in data.items():
            default = getattr(base, key)
            if isinstance(default, Threshold):
                values[key] = Threshold.from_mapping(value, default)
            elif key == "manual_counting_seats":
                values[key] = tuple(int(s) for s in value)
            else:
                values[key] = type(default)(value)
        rules = CribbageRules(**values)
        rules.check()
        return rules

    def check(self) -> None:
        if self.players not in (2, 3, 4):
            raise ValueError("cribbage is for two, three or four players")
        if self.cards_dealt not in (5, 6, 7):
            raise ValueError("cards_dealt must be 5, 6 or 7")
        if self.lead_after_go not in ("rotation", "said_go"):
            raise ValueError("lead_after_go must be rotation or said_go")
        if not 1 <= self.target <= 1000:
            raise ValueError("target must be between 1 and 1000")


_MADE: dict[str, CribbageRules] = {}
