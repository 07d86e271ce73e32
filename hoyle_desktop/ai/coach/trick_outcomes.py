"""What happened in the trick Expert's play-outs, for the coach's reasons (All-Fours, Spoil-Five).

The Expert values each action by the mean of paired play-outs (the same deals of the unseen cards
for every action, see :meth:`ExpertTrickBot.evaluate`). :class:`Outcomes` watches those very
play-outs (the search's ``observe`` hook: no change to the values or the Expert's choice) and notes
in each what a newcomer can follow: whether the card played took its trick for the seat's side, the
tricks the side took, and the hand's prizes that went to the side (All-Fours: High, Low, Jack, Game;
Spoil-Five: the pool, or a spoilt hand). :func:`compare` then says, for two actions, what differed
between them over the same deals, or that the deals cannot tell them apart.
"""

from __future__ import annotations

import math
from collections import defaultdict
from typing import Any

from ...engine.actions import Action
from ...engine.game import Game
from ...engine.tricks.core import TrickView

# What each measure weighs when choosing which differences to name first: All-Fours' prizes and
# Spoil-Five's pool are what the value counts; a trick is a step towards them.
WEIGHTS = {"high": 1.0, "low": 1.0, "jack": 1.0, "game": 1.0, "pool": 1.0, "spoilt": 0.5,
           "trick": 0.4, "tricks": 0.4}  # fmt: skip
SHOWN = 2  # differences named at most for one action
COUNTED = ("trick", "high", "low", "jack", "game", "pool", "spoilt")  # 0 or 1 in each deal


class Outcomes:
    """The per-deal measures of every action's play-outs, as the search calls it back."""

    def __init__(self, view: TrickView) -> None:
        self.seat = view.seat
        self.game = view.game
        self.need = int(view.extra.get("tricks_to_win", 3))
        self.pool_game = view.game == "spoil_five" and not int(view.extra.get("target", 0) or 0)
        self.values: dict[Action, list[float]] = defaultdict(list)
        self.measures: dict[Action, dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))

    def __call__(self, action: Action, game: Game, value: float) -> None:
        g: Any = game
        self.values[action].append(value)
        notes = self.measures[action]
        side = g.team(self.seat)
        if action.kind == "play":
            card = action.cards[0]
            taker = next((s for s in range(g.n) if card in g.won[s]), None)
            if taker is not None:  # None: the game ended before the trick was taken
                notes["trick"].append(float(g.team(taker) == side))
        notes["tricks"].append(float(sum(g.tricks_won[s] for s in range(g.n) if g.team(s) == side)))
        if self.game == "all_fours":
            if not any(g.hands):  # the hand was played out: its prizes are known
                won = {prize for prize, team, _ in g.hand_points() if team == side}
                for prize in ("high", "low", "jack", "game"):
                    notes[prize].append(float(prize in won))
        elif self.pool_game:
            took = g.side_tricks(side) >= self.need and not g.spoilt
            notes["pool"].append(float(took))
            notes["spoilt"].append(float(bool(g.spoilt)))


def compare(outcomes: Outcomes, action: Action, other: Action) -> dict[str, Any]:
    """What ``action``'s play-outs showed against ``other``'s over the same deals, as a reason's
    arguments: ``n`` deals; ``same`` 2 where every deal ended alike in value, 1 where the difference
    is within the luck of the deal (under twice its standard error), else 0 and ``items``: the
    largest differences, each [measure, difference, action's, other's]: for a counted measure the
    deals in which it went to the seat's side with each action, for "tricks" the side's tricks on
    average; the difference is the one less the other, best first."""
    mine, theirs = outcomes.values.get(action, []), outcomes.values.get(other, [])
    n = min(len(mine), len(theirs))
    out: dict[str, Any] = {"n": n, "vs": other.to_json()}
    if n < 2:
        out["same"] = 1
        return out
    diffs = [a - b for a, b in zip(mine, theirs, strict=False)]
    mean = sum(diffs) / n
    if all(abs(d) < 1e-9 for d in diffs):
        out["same"] = 2
        return out
    spread = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1))
    if abs(mean) < 2 * spread / math.sqrt(n):
        out["same"] = 1
        return out
    out["same"] = 0
    items = []
    a_notes, b_notes = outcomes.measures.get(action, {}), outcomes.measures.get(other, {})
    for name, weight in WEIGHTS.items():
        a, b = a_notes.get(name, []), b_notes.get(name, [])
        if not a or not b or len(a) != len(b):
            continue
        if name in COUNTED:
            mine_n: float = round(sum(a))
            theirs_n: float = round(sum(b))
        else:
            mine_n, theirs_n = round(sum(a) / len(a), 1), round(sum(b) / len(b), 1)
        diff = round(mine_n - theirs_n, 1)
        if diff:
            items.append((abs(diff) * weight, name, diff, mine_n, theirs_n))
    items.sort(key=lambda t: -t[0])
    out["items"] = [[name, diff, mine_n, theirs_n] for _, name, diff, mine_n, theirs_n in items[:SHOWN]]
    return out
