"""Computer players for Baccarat.

The cards decide almost everything; a player chooses how much to risk and, at two points, how to
draw. Strength here means drawing as the game-theoretic solution says and staking sensibly:

* ``expert``: the punter's choice at five and the banker's choices from the solution of Chemin de
  Fer computed exactly for the packs in use (:mod:`hoyle_desktop.engine.baccarat.solution`),
  mixing where the solution mixes; at Banque the banker, facing two hands, takes whichever of
  drawing and standing gains more on the stakes of both, each valued exactly against a punter
  playing the solution (a natural turned up counts nothing: it has met his first two cards).
  As a punter it stakes the least it may (every punter's stake loses about 1.3 per cent), never
  goes banco, and as a banker it puts up the largest bank, keeps it while it wins and takes a
  passed bank it can cover (the bank has the edge).
* ``standard``: the casino's printed tableau for the banker, always draws at five, stakes a few
  units, passes the deal once the bank has doubled; at Banque it puts up a bank that meets every
  punter's usual stake and keeps it while the packs last (Hoyle's banker "holds office").
* ``easy``: draws at five at random, as banker draws on four or less and stands on five or more
  whatever the punter drew, stakes at random and sometimes goes banco.

No bot makes a false draw: at points other than five each follows the rule.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from fractions import Fraction
from functools import partial

from ..engine.actions import Action
from ..engine.baccarat.points import NATURALS, OPTION, PUNTER_DRAWS, point, value
from ..engine.baccarat.positions import banker_choice, punter_at_five
from ..engine.baccarat.solution import STOOD, solve
from ..engine.baccarat.view import BANCO, BANK, BANKER, PUNTER, STAKE, TAKE, BaccaratView
from .coach.base import Reason
from .coach.ranking import Valued

STRENGTHS = ("easy", "standard", "expert")

# The casino tableau: the banker's totals at which he draws, by the punter's third card.
TABLEAU_DRAWS: dict[int, frozenset[int]] = {
    STOOD: frozenset(range(0, 6)),
    **{x: frozenset(range(0, 3)) | ({3} if x != 8 else set()) | ({4} if 2 <= x <= 7 else set())
       | ({5} if 4 <= x <= 7 else set()) | ({6} if x in (6, 7) else set()) for x in range(10)},
}  # fmt: skip


def tableau_draws(total: int, third: int) -> bool:
    return total in TABLEAU_DRAWS[third]


class BaccaratBot:
    def __init__(self, strength: str, seed: int = 0) -> None:
        self.name = strength
        self.rng = random.Random(seed)

    def choose(self, view: BaccaratView, legal: Sequence[Action]) -> Action:
        legal = [a for a in legal if a.kind != "fresh_packs"]
        if len(legal) == 1:
            return legal[0]
        if self.name == "expert":
            return expert_values(view, legal, self.rng, values=False)[1]
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
        banque = view.form == "banque"
        if "go_on" in kinds:
            if self.name == "standard":
                if banque:  # Hoyle: the banker "holds office" at Banque, as long as the packs last
                    return kinds["go_on"]
                started = int(view.rules.get("unit", 10))
                return kinds["pass_deal"] if view.bank >= 8 * started else kinds["go_on"]
            return kinds["pass_deal"] if self.rng.random() < 0.3 else kinds["go_on"]
        amounts = [a for a in legal if a.kind == "bank"]
        if self.name == "standard":
            if banque:  # a bank to meet the whole table: every punter's usual stake (three units)
                cover = 3 * int(view.rules.get("unit", 10)) * (len(view.purses) - 1)
                covered = [a for a in amounts if int(a.value or 0) <= cover]
                return covered[-1] if covered else amounts[0]
            return amounts[min(len(amounts) - 1, 4)]
        return self.rng.choice(amounts)

    def _takes(self, view: BaccaratView) -> bool:
        purse = view.purses[view.seat]
        if self.name == "standard":
            return view.pass_amount * 3 <= purse
        return self.rng.random() < 0.3

    def _stake(self, view: BaccaratView, legal: list[Action]) -> Action:
        amounts = [a for a in legal if a.kind == "stake" and a.value]
        if not amounts:
            return legal[0]
        if self.name == "standard":
            return amounts[min(len(amounts) - 1, 2)]
        return self.rng.choice(amounts[:10])

    # -- drawing ----------------------------------------------------------------------------------
    def _punter_draws(self, view: BaccaratView) -> bool:
        hand = [c for c in view.hands[_my_tableau(view)] if c is not None]
        pt = point(hand)
        if pt != OPTION:
            return pt in PUNTER_DRAWS
        if self.name == "standard":
            return True
        return self.rng.random() < 0.5

    def _banker_draws(self, view: BaccaratView) -> bool:
        two = [c for c in view.banker_hand[:2] if c is not None]
        total = point(two)
        live = _live(view)
        if self.name == "easy":
            return total <= 4 or (total == 5 and self.rng.random() < 0.5)
        t = max(live, key=lambda t: _tableau_stake(view, t))
        return tableau_draws(total, _third(view, t))


# -- the Expert: every choice by its value against the solution ------------------------------------
def expert_values(
    view: BaccaratView, legal: Sequence[Action], rng: random.Random, values: bool = True
) -> tuple[list[Valued], Action]:
    """The Expert's choice and every choice's expected counters.

    Money: the banker's edge per counter under the solution (``solve(packs).value``) on what is put
    at risk: the bank put up, kept or taken is worth the edge on it, a punter's stake or a banco
    loses it. The Expert stakes the least it may as a punter (a stake of nothing is shown at the
    same value: it would sit the coup out, the game is for playing). Drawing: at Chemin de Fer the
    exact value of drawing and standing in the position against the solution
    (:mod:`hoyle_desktop.engine.baccarat.positions`) on the stakes at risk; the banker mixes where
    the solution mixes (both are then worth the same), the punter at five takes the better of the
    two for his own two cards (the solution's mix is his best only on average over them). At Banque
    the banker's gain from drawing on the stakes of both tableaux."""
    legal = [a for a in legal if a.kind != "fresh_packs"]
    kinds = {a.kind: a for a in legal}
    packs = _packs(view)
    edge = float(solve(packs).value)  # the banker's, per counter staked
    if view.phase == BANK:
        if "go_on" in kinds:
            why = Reason("bank_edge", {"edge": _pct1(edge)})
            return [
                Valued(kinds["go_on"], edge * view.bank, why),
                Valued(kinds["pass_deal"], 0.0, why),
            ], kinds["go_on"]
        amounts = [a for a in legal if a.kind == "bank"]
        why = Reason("bank_edge", {"edge": _pct1(edge)})
        valued = [Valued(a, edge * int(a.value or 0), why) for a in amounts]
        if "give_up" in kinds:  # Banque, the bank broken: retiring risks nothing more
            valued.append(Valued(kinds["give_up"], 0.0, why))
        return valued, amounts[-1]
    if view.phase == TAKE:
        why = Reason("bank_edge", {"edge": _pct1(edge)})
        valued = [Valued(a, edge * view.pass_amount if a.kind == "take" else 0.0, why) for a in legal]
        return valued, kinds.get("take", kinds["decline"])
    if view.phase == BANCO:
        banco = Reason("banco", {"edge": _pct1(edge), "bank": view.bank})
        valued = [
            Valued(a, -edge * view.bank, banco) if a.kind == "banco" else Valued(a, 0.0, Reason("no_banco"))
            for a in legal
        ]
        return valued, kinds["no_banco"]
    if view.phase == STAKE:
        amounts = [a for a in legal if a.kind == "stake" and a.value]
        if not amounts:
            return [Valued(a, 0.0, Reason("only_one")) for a in legal], legal[0]
        least = -edge * int(amounts[0].value or 0)
        why = Reason("punter_edge", {"edge": _pct1(edge)})
        out = Reason("no_stake", {"edge": _pct1(edge)})  # shown unvalued: its true 0 would top the list
        valued = [
            Valued(a, -edge * int(a.value or 0) if a.value else least, why if a.value else out)
            for a in legal
        ]
        return valued, amounts[0]
    if view.phase == PUNTER:
        return _punter_values(view, kinds, packs)
    if view.phase == BANKER:
        return _banker_values(view, kinds, packs, rng)
    return [Valued(a, 0.0, Reason("only_one")) for a in legal], legal[0]


def _pct1(x: float) -> float:
    return round(100 * x, 2)


def _live(view: BaccaratView) -> list[int]:
    return [t for t, h in enumerate(view.hands) if view.holders[t] is not None and h]


def _my_tableau(view: BaccaratView) -> int:
    return view.holders.index(view.seat)


def forced_reason(view: BaccaratView, action: Action) -> Reason | None:
    """Why a punter has one thing to do (the table allows no false draw): the rule at his point."""
    if view.phase != PUNTER or action.kind not in ("card", "stand") or view.seat not in view.holders:
        return None
    hand = [c for c in view.hands[_my_tableau(view)] if c is not None]
    code = "punter_rule_draw" if action.kind == "card" else "punter_rule_stand"
    return Reason(code, {"point": point(hand)})


def _worths(mine: Fraction | float, other: Fraction | float) -> dict[str, float]:
    """A choice's worth a counter staked and the other choice's (the coach says which is the better
    where the two would read the same)."""
    return {"value": round(float(mine), 4), "other": round(float(other), 4)}


def _punter_values(view: BaccaratView, kinds: dict[str, Action], packs: int) -> tuple[list[Valued], Action]:
    t = _my_tableau(view)
    hand = [c for c in view.hands[t] if c is not None]
    pt = point(hand)
    stake = _tableau_stake(view, t) or 1
    if pt != OPTION or len(hand) != 2:  # the rule decides: a false draw is fined or makes him liable
        rule = kinds["card"] if pt in PUNTER_DRAWS else kinds["stand"]
        other = kinds["stand"] if rule.kind == "card" else kinds["card"]
        fine = (
            -float(view.rules.get("fine", 10)) if view.rules.get("false_draw") == "fined" else -float(stake)
        )
        return [
            Valued(rule, 0.0, Reason("the_rule", {"point": pt})),
            Valued(other, fine, Reason("false_draw")),
        ], rule
    choice = punter_at_five(value(hand[0]), value(hand[1]), packs)
    stand, draw = stake * float(choice.stand), stake * float(choice.draw)
    valued = [
        Valued(kinds["card"], draw, Reason("punter_five", _worths(choice.draw, choice.stand))),
        Valued(kinds["stand"], stand, Reason("punter_five", _worths(choice.stand, choice.draw))),
    ]
    return valued, kinds["card"] if draw > stand else kinds["stand"]


def _banker_values(
    view: BaccaratView, kinds: dict[str, Action], packs: int, rng: random.Random
) -> tuple[list[Valued], Action]:
    two = [c for c in view.banker_hand[:2] if c is not None]
    live = _live(view)
    card, stand = kinds["card"], kinds["stand"]
    if len(live) == 1:
        t = live[0]
        third = _third(view, t)
        sol = solve(packs)
        q = float(sol.banker_draw_probability(value(two[0]), value(two[1]), third))
        draws = rng.random() < q
        at = banker_choice(min(value(two[0]), value(two[1])), max(value(two[0]), value(two[1])), third, packs)
        stake = _tableau_stake(view, t) or 1
        mixed = 0 < q < 1
        why = Reason("banker_mix", {"pct": round(100 * q)}) if mixed else None
        valued = [
            Valued(
                card,
                stake * float(at.draw),
                why or Reason("banker_draw", _worths(at.draw, at.stand)),
            ),
            Valued(
                stand,
                stake * float(at.stand),
                why or Reason("banker_stand", _worths(at.stand, at.draw)),
            ),
        ]
        return valued, card if draws else stand
    gain = banque_gain(view, live, packs)
    why = Reason("banque_draw", {"gain": round(gain, 2)})
    valued = [Valued(card, gain, why), Valued(stand, 0.0, Reason("banque_stand"))]
    return valued, card if gain > 0 else stand


def _packs(view: BaccaratView) -> int:
    packs = int(view.rules.get("packs", 0))
    return packs or (6 if view.form == "chemin_de_fer" else 3)


def _third(view: BaccaratView, t: int) -> int:
    hand = view.hands[t]
    return value(hand[2]) if len(hand) > 2 and hand[2] is not None else STOOD


def _tableau_stake(view: BaccaratView, t: int) -> int:
    return sum(s for s, side in zip(view.stakes, view.sides, strict=True) if side == t)


def seen_elsewhere(view: BaccaratView, t: int) -> tuple[int, ...]:
    """The values of the cards the seat sees on the tableaux other than ``t`` (Banque)."""
    return tuple(sorted(value(c) for u, h in enumerate(view.hands) if u != t for c in h if c is not None))


def shows_natural(view: BaccaratView, t: int) -> bool:
    """Tableau ``t`` turned up a natural: it meets the bank's first two cards, whatever he draws."""
    hand = view.hands[t]
    return len(hand) == 2 and all(c is not None for c in hand) and point(hand) in NATURALS  # type: ignore[arg-type]


def banque_gain(view: BaccaratView, live: list[int], packs: int) -> float:
    """The banker's expected gain from drawing rather than standing, on the stakes of every live
    tableau: for each, the exact values of his two choices (``positions.banker_choice``) from his
    two cards, that tableau's third card or stand, and the cards seen on the other tableau, against
    a punter playing the solution. A natural turned up counts nothing: it has met the bank's first
    two cards already."""
    b1, b2 = (value(c) for c in view.banker_hand[:2])  # type: ignore[arg-type]
    gain = 0.0
    for t in live:
        if shows_natural(view, t):
            continue
        at = banker_choice(b1, b2, _third(view, t), packs, seen_elsewhere(view, t))
        gain += _tableau_stake(view, t) * float(at.draw - at.stand)
    return gain


FACTORIES: dict[str, Callable[[int], BaccaratBot]] = {name: partial(BaccaratBot, name) for name in STRENGTHS}
