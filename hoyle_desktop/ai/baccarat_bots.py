"""Computer players for Baccarat.

The cards decide almost everything; a player chooses how much to risk and, at two points, how to
draw. Strength here means drawing as the game-theoretic solution says and staking sensibly:

* ``expert``: the punter's choice at five and the banker's choices from the solution of Chemin de
  Fer computed exactly for the packs in use (:mod:`hoyle_desktop.engine.baccarat.solution`),
  mixing where the solution mixes; at Banque the banker, facing two hands, takes whichever of
  drawing and standing gains more on the stakes of both, against punters playing the solution.
  As a punter it stakes the least it may (every punter's stake loses about 1.3 per cent), never
  goes banco, and as a banker it puts up the largest bank, keeps it while it wins and takes a
  passed bank it can cover (the bank has the edge).
* ``standard``: the casino's printed tableau for the banker, always draws at five, stakes a few
  units, passes the deal once the bank has doubled.
* ``easy``: draws at five at random, as banker draws on four or less and stands on five or more
  whatever the punter drew, stakes at random and sometimes goes banco.

No bot makes a false draw: at points other than five each follows the rule.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from functools import partial

from ..engine.actions import Action
from ..engine.baccarat.points import OPTION, PUNTER_DRAWS, point, value
from ..engine.baccarat.solution import STOOD, solve
from ..engine.baccarat.view import BANCO, BANK, BANKER, PUNTER, STAKE, TAKE, BaccaratView

STRENGTHS = ("easy", "standard", "expert")

# The casino tableau: the banker's totals at which he draws, by the punter's third card.
TABLEAU_DRAWS: dict[int, frozenset[int]] = {
    STOOD: frozenset(range(0, 6)),
    **{x: frozenset(range(0, 3)) | ({3} if x != 8 else set()) | ({4} if 2 <= x <= 7 else set())
       | ({5} if 4 <= x <= 7 else set()) | ({6} if x in (6, 7) else set()) for x in range(10)},
}  # fmt: skip


def tableau_draws(total: int, third: int) -> bool:
    return total in TABLEAU_DRAWS[third]


# Two-card totals of an infinite shoe (for the Banque banker's reckoning against two hands).
_VALUE_P = [16 / 52] + [4 / 52] * 9
_TOTAL_P = [sum(_VALUE_P[a] * _VALUE_P[(t - a) % 10] for a in range(10)) for t in range(10)]


class BaccaratBot:
    def __init__(self, strength: str, seed: int = 0) -> None:
        self.name = strength
        self.rng = random.Random(seed)

    def choose(self, view: BaccaratView, legal: Sequence[Action]) -> Action:
        legal = [a for a in legal if a.kind != "fresh_packs"]
        if len(legal) == 1:
            return legal[0]
        kinds = {a.kind: a for a in legal}
        if view.phase == BANK:
            return self._bank(view, legal, kinds)
        if view.phase == TAKE:
            return kinds["take"] if "take" in kinds and self._takes(view) else kinds["decline"]
        if view.phase == BANCO:
            goes = self.name == "easy" and self.rng.random() < 0.15
            return kinds["banco"] if goes and "banco" in kinds else kinds["no_banco"]
        if view.phase == STAKE:
            return self._stake(view, legal)
        if view.phase == PUNTER:
            return kinds["card"] if self._punter_draws(view) else kinds["stand"]
        if view.phase == BANKER:
            return kinds["card"] if self._banker_draws(view) else kinds["stand"]
        return legal[0]

    # -- money ------------------------------------------------------------------------------------
    def _bank(self, view: BaccaratView, legal: list[Action], kinds: dict[str, Action]) -> Action:
        if "go_on" in kinds:
            if self.name == "expert":
                return kinds["go_on"]
            if self.name == "standard":
                started = int(view.rules.get("unit", 10))
                return kinds["pass_deal"] if view.bank >= 8 * started else kinds["go_on"]
            return kinds["pass_deal"] if self.rng.random() < 0.3 else kinds["go_on"]
        amounts = [a for a in legal if a.kind == "bank"]
        if self.name == "expert":
            return amounts[-1]
        if self.name == "standard":
            return amounts[min(len(amounts) - 1, 4)]
        return self.rng.choice(amounts)

    def _takes(self, view: BaccaratView) -> bool:
        purse = view.purses[view.seat]
        if self.name == "expert":
            return True
        if self.name == "standard":
            return view.pass_amount * 3 <= purse
        return self.rng.random() < 0.3

    def _stake(self, view: BaccaratView, legal: list[Action]) -> Action:
        amounts = [a for a in legal if a.kind == "stake" and a.value]
        if not amounts:
            return legal[0]
        if self.name == "expert":
            return amounts[0]
        if self.name == "standard":
            return amounts[min(len(amounts) - 1, 2)]
        return self.rng.choice(amounts[:10])

    # -- drawing ----------------------------------------------------------------------------------
    def _my_tableau(self, view: BaccaratView) -> int:
        return view.holders.index(view.seat)

    def _punter_draws(self, view: BaccaratView) -> bool:
        hand = [c for c in view.hands[self._my_tableau(view)] if c is not None]
        pt = point(hand)
        if pt != OPTION:
            return pt in PUNTER_DRAWS
        if self.name == "expert":
            return self.rng.random() < float(solve(_packs(view)).punter_five)
        if self.name == "standard":
            return True
        return self.rng.random() < 0.5

    def _banker_draws(self, view: BaccaratView) -> bool:
        two = [c for c in view.banker_hand[:2] if c is not None]
        total = point(two)
        live = [t for t, h in enumerate(view.hands) if view.holders[t] is not None and h]
        if self.name == "easy":
            return total <= 4 or (total == 5 and self.rng.random() < 0.5)
        if self.name == "standard":
            t = max(live, key=lambda t: _tableau_stake(view, t))
            return tableau_draws(total, _third(view, t))
        if len(live) == 1:
            t = live[0]
            q = solve(_packs(view)).banker_draw_probability(value(two[0]), value(two[1]), _third(view, t))
            return self.rng.random() < float(q)
        return _banque_gain(view, total, live, float(solve(_packs(view)).punter_five)) > 0


def _packs(view: BaccaratView) -> int:
    packs = int(view.rules.get("packs", 0))
    return packs or (6 if view.form == "chemin_de_fer" else 3)


def _third(view: BaccaratView, t: int) -> int:
    hand = view.hands[t]
    return value(hand[2]) if len(hand) > 2 and hand[2] is not None else STOOD


def _tableau_stake(view: BaccaratView, t: int) -> int:
    return sum(s for s, side in zip(view.stakes, view.sides, strict=True) if side == t)


def _banque_gain(view: BaccaratView, total: int, live: list[int], p: float) -> float:
    """The banker's expected gain from drawing rather than standing, on the stakes of every live
    tableau, each punter's first two cards weighed by what his draw or stand revealed."""
    gain = 0.0
    for t in live:
        hand = view.hands[t]
        if all(c is not None for c in hand) and len(hand) == 2:  # a natural, already shown
            finals = {point(hand): 1.0}  # type: ignore[arg-type]
        else:
            third = _third(view, t)
            finals = {}
            for start in range(8):
                if third == STOOD:
                    w = _TOTAL_P[start] * (1.0 if start in (6, 7) else (1 - p) if start == 5 else 0.0)
                    final = start
                else:
                    w = _TOTAL_P[start] * (1.0 if start <= 4 else p if start == 5 else 0.0)
                    final = (start + third) % 10
                if w:
                    finals[final] = finals.get(final, 0.0) + w
        weight = sum(finals.values())
        stake = _tableau_stake(view, t)
        for final, w in finals.items():
            stand = (total > final) - (total < final)
            draw = sum(
                _VALUE_P[b] * (((total + b) % 10 > final) - ((total + b) % 10 < final)) for b in range(10)
            )
            gain += stake * w / weight * (draw - stand)
    return gain


FACTORIES: dict[str, Callable[[int], BaccaratBot]] = {name: partial(BaccaratBot, name) for name in STRENGTHS}
