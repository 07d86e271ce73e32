"""Baccarat's house rules, typed: one frozen dataclass whose fields match the keys of
``resources/schemas/baccarat.rules.schema.json`` one-to-one, with the same defaults."""

from __future__ import annotations

from dataclasses import dataclass

from ..profile_rules import ProfileRules

CHEMIN, BANQUE = "chemin_de_fer", "banque"
REFUSED, FINED, LIABLE = "refused", "fined", "liable"
STAND_OVER, RETURNED = "stand_over", "returned"
# The amounts offered, in units: every one to ten, then fewer and fewer (a table offers a ladder).
LADDER = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 15, 20, 25, 30, 40, 50, 60, 75, 100, 150, 200, 300, 500)


def amounts(unit: int, top: int, least: int = 1) -> list[int]:
    """The amounts a player may choose up to ``top``: the ladder's multiples of ``unit`` and ``top``
    itself (rounded down to the unit), from ``least`` units (0: nothing is an amount too)."""
    most = top // unit
    steps = sorted({k for k in LADDER if k <= most} | ({most} if most >= 1 else set()))
    return ([0] if least == 0 else []) + [unit * k for k in steps if k >= least]


@dataclass(frozen=True)
class BaccaratRules(ProfileRules):
    players: int = 5
    form: str = CHEMIN
    packs: int = 0  # 0: the form's own (six at Chemin de Fer, three at Banque)
    purse: int = 500  # counters each player starts with, and takes again when broke
    unit: int = 10  # the smallest stake and bank; every amount is a multiple of it
    max_bank: int = 200  # the largest bank a player may put up, in counters (the Banque profile: 500)
    coups: int = 16  # the game ends after this many coups (hands dealt)
    false_draw: str = REFUSED  # refused by the croupier, fined, or the offender liable
    fine: int = 10  # the fine for a false draw, paid to the bank
    ties: str = STAND_OVER  # Hoyle: the stakes abide the next hand; or returned at once
    fresh_packs: bool = False  # law 64: a punter may call for fresh packs at his own expense
    fresh_packs_price: int = 10

    def check(self) -> None:
        if self.form not in (CHEMIN, BANQUE):
            raise ValueError("form must be chemin_de_fer or banque")
        if self.false_draw not in (REFUSED, FINED, LIABLE):
            raise ValueError("false_draw must be refused, fined or liable")
        if self.ties not in (STAND_OVER, RETURNED):
            raise ValueError("ties must be stand_over or returned")
        if not 2 <= self.players <= 10:
            raise ValueError("Baccarat is for two to ten players")
        if min(self.unit, self.coups) < 1 or self.packs < 0:
            raise ValueError("unit and coups must be at least 1")

    @property
    def stake_unit(self) -> int:
        """The unit actually used: never more than a purse or the largest bank can hold."""
        return max(1, min(self.unit, self.purse, self.max_bank))

    @property
    def pack_count(self) -> int:
        return self.packs or (6 if self.form == CHEMIN else 3)

    @property
    def tableaux(self) -> int:
        """Chemin de Fer has one punters' hand; Banque two, the right and the left tableau."""
        return 1 if self.form == CHEMIN else 2
