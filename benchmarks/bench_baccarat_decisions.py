"""Baccarat: the exact expected value of each player's decisions, the luck of the cards taken out.

python benchmarks/bench_baccarat_decisions.py [--coups N] [--players N] [--profile P] [--progress FILE]

Chemin de Fer by default; ``--profile baccarat-banque --players 6`` for Banque (two tableaux).

Whole games and duplicate coups (bench_baccarat_duplicate.py) cannot separate the players: a
coup moves a seat's stake or bank, some 29 counters either way, while good play is worth a few
tenths. So nothing is played out here to be counted. Standard players play one long game (the
built-in profile, purses too large to matter); at every decision of every seat, in that exact
position, each player's choice is valued by its expectation, computed exactly:

* the punter at five (draw or stand): his own stake times the punter's expectation a unit, from
  his two cards, everything else still in the shoe for him (six packs less his two cards), the
  banker having no natural (else there is no choice) and playing the solution
  (``engine/baccarat/positions.py``, checked against ``solution.py``); at Banque the cards he sees
  on the other tableau are out of the shoe too;
* the banker (draw or stand): for each live tableau, its stakes times the banker's expectation a
  unit, from his two cards and that tableau's third card (or its standing), against a punter who
  draws at five as the solution says; at Banque the cards he sees on the other tableau are out of
  the shoe (what its draw or stand tells of its hidden cards is not used), and a tableau showing a
  natural counts nothing (it met his first two cards, whatever he does);
* a stake (or banco) of ``s``: ``s`` times the punter's expectation a unit under the solution,
  -0.0129367 at six packs, -0.01309 at Banque's three (declining: nothing);
* a bank of ``b`` (put up, kept, or a passed bank taken): what the others, Standard players as
  the game around them is, would stake against it times the banker's expectation a unit,
  +0.0129367 (passing the deal or declining a bank: nothing).

Ties count nothing, as in ``solution.py`` (the stake stands over to the next coup). A decision's
value is its immediate value: what it changes later (a bank kept longer, who holds the punters'
hand) is not followed. Where a player mixes (the Expert banker against one hand with a ten and a
six, Easy at five, Easy's random amounts) the value is the expectation over the mix. Each coup's figure is the
sum over its decisions of the measured player's value less Standard's in the same position,
divided by the number of seats: the expected counters a coup the player gains over Standard in
one seat, averaged over the seats (the same unit as bench_baccarat_duplicate.py). Per 100 counters
staked divides the sums over all decisions by the counters on the table (stakes and banco) in the
same coups. Standard's and Easy's mixes below copy ``ai/baccarat_bots.py`` (the Standard
bot's own choice is checked against its mix at every decision); the Expert's choice is asked of
the bot itself, only its banker's mix against one hand is written out. "Where it does worse than
Standard" sums the decisions at which the player's choice is worth less than Standard's.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time
from collections.abc import Sequence
from pathlib import Path

from hoyle_desktop.ai.baccarat_bots import (
    BaccaratBot,
    _live,
    _tableau_stake,
    _third,
    expert_values,
    seen_elsewhere,
    shows_natural,
    tableau_draws,
)
from hoyle_desktop.engine import registry
from hoyle_desktop.engine.actions import Action
from hoyle_desktop.engine.baccarat.game import BaccaratGame
from hoyle_desktop.engine.baccarat.points import OPTION, point, value
from hoyle_desktop.engine.baccarat.positions import banker_choice, punter_at_five
from hoyle_desktop.engine.baccarat.rules import amounts
from hoyle_desktop.engine.baccarat.solution import solve
from hoyle_desktop.engine.baccarat.view import BANCO, BANK, BANKER, PUNTER, STAKE, TAKE, BaccaratView
from hoyle_desktop.profiles import ProfileCatalog

Mix = list[tuple[float, Action]]
LEVELS = ("easy", "standard", "expert")


def mix(level: str, view: BaccaratView, legal: Sequence[Action], packs: int) -> Mix:
    """The actions ``level`` chooses in this position with their probabilities (ai/baccarat_bots.py;
    the Expert's own choice is asked of the bot, only its banker's mix is written out here)."""
    legal = [a for a in legal if a.kind != "fresh_packs"]
    if len(legal) == 1:
        return [(1.0, legal[0])]
    kinds = {a.kind: a for a in legal}
    sol = solve(packs)
    if level == "expert":
        live = _live(view)
        if view.phase == BANKER and len(live) == 1:  # the solution's mix (one hand against the bank)
            two = [value(c) for c in view.banker_hand[:2] if c is not None]
            draws = float(sol.banker_draw_probability(two[0], two[1], _third(view, live[0])))
            return [(draws, kinds["card"]), (1 - draws, kinds["stand"])]
        return [(1.0, expert_values(view, legal, random.Random(0), values=False)[1])]
    if view.phase == BANK:
        if "go_on" in kinds:
            stop = float(view.bank >= 8 * int(view.rules.get("unit", 10))) if level == "standard" else 0.3
            return [(stop, kinds["pass_deal"]), (1 - stop, kinds["go_on"])]
        banks = [a for a in legal if a.kind == "bank"]
        if level == "easy":
            return [(1 / len(banks), a) for a in banks]
        return [(1.0, banks[min(len(banks) - 1, 4)])]
    if view.phase == TAKE:
        if "take" not in kinds:
            return [(1.0, kinds["decline"])]
        takes = float(view.pass_amount * 3 <= view.purses[view.seat]) if level == "standard" else 0.3
        return [(takes, kinds["take"]), (1 - takes, kinds["decline"])]
    if view.phase == BANCO:
        goes = 0.15 if level == "easy" and "banco" in kinds else 0.0
        return [(goes, kinds.get("banco", kinds["no_banco"])), (1 - goes, kinds["no_banco"])]
    if view.phase == STAKE:
        stakes = [a for a in legal if a.kind == "stake" and a.value]
        if not stakes:
            return [(1.0, legal[0])]
        if level == "easy":
            return [(1 / len(stakes[:10]), a) for a in stakes[:10]]
        return [(1.0, stakes[min(len(stakes) - 1, 2)])]
    if view.phase == PUNTER:
        hand = [c for c in view.hands[view.holders.index(view.seat)] if c is not None]
        if point(hand) != OPTION:
            return [(1.0, kinds["card"] if point(hand) <= 4 else kinds["stand"])]
        draws = 1.0 if level == "standard" else 0.5
        return [(draws, kinds["card"]), (1 - draws, kinds["stand"])]
    if view.phase == BANKER:
        total = point([c for c in view.banker_hand[:2] if c is not None])
        if level == "easy":
            draws = 1.0 if total <= 4 else 0.5 if total == 5 else 0.0
        else:  # Standard reads the tableau against the hand with the most staked on it
            t = max(_live(view), key=lambda t: _tableau_stake(view, t))
            draws = float(tableau_draws(total, _third(view, t)))
        return [(draws, kinds["card"]), (1 - draws, kinds["stand"])]
    raise ValueError(view.phase)


def staked_against(view: BaccaratView, bank: int, unit: int) -> int:
    """What the other seats, Standard players, stake against a bank of ``bank`` (none goes banco)."""
    total = 0
    for k in range(1, len(view.purses)):
        seat = (view.seat + k) % len(view.purses)
        offered = [s for s in amounts(unit, min(view.purses[seat], bank - total), least=0) if s]
        total += offered[min(len(offered) - 1, 2)] if offered else 0
    return total


def action_value(view: BaccaratView, action: Action, packs: int, unit: int) -> float:
    """The exact expected counters ``action`` gains the seat in this position (see the docstring)."""
    sol = solve(packs)
    if action.kind in ("bank", "go_on", "take"):
        bank = {"bank": action.value, "go_on": view.bank, "take": view.pass_amount}[action.kind]
        assert isinstance(bank, int)
        return staked_against(view, bank, unit) * float(sol.value)
    if action.kind in ("stake", "banco"):
        staked = view.bank if action.kind == "banco" else int(action.value)  # type: ignore[arg-type]
        return -staked * float(sol.value)
    if action.kind in ("card", "stand") and view.phase == PUNTER:
        t = view.holders.index(view.seat)
        hand = [c for c in view.hands[t] if c is not None]
        if point(hand) != OPTION:
            return 0.0  # no choice: every player follows the rule
        choice = punter_at_five(value(hand[0]), value(hand[1]), packs, seen_elsewhere(view, t))
        return view.stakes[view.seat] * float(choice.draw if action.kind == "card" else choice.stand)
    if action.kind in ("card", "stand") and view.phase == BANKER:
        b1, b2 = (value(c) for c in view.banker_hand[:2])  # type: ignore[arg-type]
        total = 0.0
        for t in _live(view):
            if shows_natural(view, t):
                continue  # a natural meets the bank's first two cards: the same whatever he does
            choice = banker_choice(b1, b2, _third(view, t), packs, seen_elsewhere(view, t))
            total += _tableau_stake(view, t) * float(choice.draw if action.kind == "card" else choice.stand)
        return total
    return 0.0  # pass_deal, decline, no_banco, a stake of nothing


def expected(level: str, view: BaccaratView, legal: Sequence[Action], packs: int, unit: int) -> float:
    return sum(w * action_value(view, a, packs, unit) for w, a in mix(level, view, legal, packs) if w)


def interval(values: list[float]) -> tuple[float, float, float]:
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return mean, mean - half, mean + half


def ratio_interval(diffs: list[float], staked: list[float]) -> tuple[float, float, float]:
    """100 x sum(diffs) / sum(staked), with a 95% interval by the delta method over the coups."""
    r = sum(diffs) / sum(staked)
    n = len(diffs)
    resid = [d - r * s for d, s in zip(diffs, staked, strict=True)]
    half = 1.96 * statistics.stdev(resid) * math.sqrt(n) / sum(staked)
    return 100 * r, 100 * (r - half), 100 * (r + half)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--coups", type=int, default=5000)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--profile", default="baccarat")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--progress", type=Path)
    args = parser.parse_args()
    rules = {**ProfileCatalog().get(args.profile).rules, "players": args.players}
    rules.update(coups=10**9, purse=10**6)  # one long game: no end, nobody broke
    game = registry.get("baccarat").new_game(rules, args.seed)
    assert isinstance(game, BaccaratGame)
    packs, unit, n = game.cfg.pack_count, game.cfg.stake_unit, game.players
    bots = [BaccaratBot("standard", args.seed * 31 + s) for s in range(n)]
    diffs: dict[str, list[float]] = {"expert": [], "easy": []}
    staked: list[float] = []
    parts: dict[str, dict[str, float]] = {level: {} for level in diffs}  # by phase, summed
    worse: dict[str, dict[str, float]] = {level: {} for level in diffs}  # the losing decisions only
    decisions = 0
    started = time.process_time()
    for k in range(args.coups):
        coup, on_table = game.coup, sum(game.stakes)
        gain = dict.fromkeys(LEVELS, 0.0)
        while not game.is_over() and game.coup == coup:
            seat = game.seats_to_act()[0]
            view, legal = game.view(seat), game.legal_actions(seat)
            values = {level: expected(level, view, legal, packs, unit) for level in LEVELS}
            for level in LEVELS:
                gain[level] += values[level]
            for level in diffs:
                part = parts[level]
                d = values[level] - values["standard"]
                part[view.phase] = part.get(view.phase, 0.0) + d
                if d < -1e-9:  # where the player does worse
                    worse[level][view.phase] = worse[level].get(view.phase, 0.0) + d
            action = bots[seat].choose(view, legal)
            support = [a for w, a in mix("standard", view, legal, packs) if w]
            assert action in support, (view.phase, action, support)  # the mix copies the bot
            game.apply(seat, action)
            decisions += 1
            on_table = max(on_table, sum(game.stakes))
        staked.append(on_table)
        for level in diffs:
            diffs[level].append(gain[level] - gain["standard"])
        game.events.clear()
        game.history.clear()
        game._log.clear()
        if args.progress and (k + 1) % 1000 == 0:
            report(args, diffs, parts, worse, staked, decisions, time.process_time() - started, args.progress)
    report(args, diffs, parts, worse, staked, decisions, time.process_time() - started, None)


def report(args, diffs, parts, worse, staked, decisions: int, cpu: float, path: Path | None) -> None:
    n = args.players
    form = "Banque" if args.profile.endswith("banque") else "Chemin de Fer"
    lines = [f"{form}, {n} players, profile {args.profile}, seed {args.seed}: {len(staked)} coups, "
             f"{decisions} decisions, {statistics.fmean(staked):.1f} counters on the table a coup "
             f"({cpu:.0f} s CPU)"]  # fmt: skip
    for level, values in diffs.items():
        mean, lo, hi = interval([v / n for v in values])
        r, rlo, rhi = ratio_interval(values, staked)
        lines.append(
            f"{level:8s} {mean:+.4f} counters a coup a seat over Standard [{lo:+.4f}, {hi:+.4f}];"
            f" all seats {n * mean:+.4f}; per 100 staked {r:+.3f} [{rlo:+.3f}, {rhi:+.3f}]"
        )
        shares = ", ".join(f"{phase} {v / len(staked) / n:+.5f}" for phase, v in parts[level].items())
        lines.append(f"         by decision, a coup a seat: {shares}")
        losses = ", ".join(f"{phase} {v / len(staked) / n:+.5f}" for phase, v in worse[level].items())
        lines.append(f"         where it does worse than Standard: {losses or 'nowhere'}")
    text = "\n".join(lines)
    if path is None:
        print(text)
    else:
        path.write_text(text + "\n")


if __name__ == "__main__":
    main()
