"""The ceiling of the lay-out: the frozen Expert given sight at the lay-out only (it plays as the
frozen Expert), against the frozen Expert, two players, first deals at level scores, each deal
twice with the seats swapped (``cribbage_first_deals.py``; the same deals for the same seed as
``bench_cribbage_sight.py``). Issue 26's sixth attempt (docs/ai/cribbage.md). The figure is the
tested player's points less the other's, with each show taken as its mean over the starters the
cut could turn (same expectation, less spread; see ``cribbage_first_deals.py``), and as played.

    nice -n 10 .venv/bin/python benchmarks/bench_cribbage_layout_sight.py crib 1000 26
    nice -n 10 .venv/bin/python benchmarks/bench_cribbage_layout_sight.py model 1000 26 200   # 200 samples
    nice -n 10 .venv/bin/python benchmarks/bench_cribbage_layout_sight.py crib 1000 26 --roles  # dealer, pone

Each of the seat's fifteen lay-outs is valued as the frozen Expert values it (the kept cards' mean
show over the possible starters, the crib, the kept cards' play value) except for what MODE lets it
see; the best is laid out. The other seat is always the frozen Expert, which lays out by a fixed
rule (no random numbers), so its discard can be known before it is made.

* ``table``: no sight (the frozen Expert's values recomputed here): must measure exactly 0.
* ``crib``: it knows the two cards the other seat lays out; the crib is scored exactly over the 44
  starters left (not its six, not those two), and its hand over the same 44; play value as frozen.
* ``hand``: it knows the other's six (its discard and its kept four): the crib and the hand exact
  over the 40 starters left, and the kept cards' play valued by an exact search of the true play
  (both kept fours known, each side playing its best; the starter does not enter the play at
  level scores), instead of the frozen rank weights.
* ``hand_weights``: the other's six known, the crib and hand exact over 40 starters, play value as
  frozen (which part of ``hand`` is the play).
* ``starter``: ``hand`` and the start card too (an outer bound): the hand and crib are scored with
  it. The lay-out then depends on the starter, so only the figure as played measures it.
* ``model``: no sight; the other's discard modelled: SAMPLES (200) sixes dealt to it uniformly from the 46
  unseen cards, each laid out as the frozen Expert lays out, the crib scored exactly over the 40
  starters each leaves; the mean over the samples replaces the crib table (available information).
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.cribbage_first_deals import (  # noqa: E402
    deal_seeds,
    first_deal_both_ways,
    interval,
    percentile,
    run,
)
from benchmarks.frozen.cribbage_expert_2026_11_27 import FrozenExpert  # noqa: E402
from benchmarks.frozen.cribbage_expert_2026_11_27.crib_table import (  # noqa: E402
    crib_value_for,
    crib_value_ids,
    pegging_value_for,
    pegging_value_ids,
    variant_for,
)
from benchmarks.frozen.cribbage_expert_2026_11_27.discard_ev import (  # noqa: E402
    RANK,
    Remaining,
    best_lay_out,
    crib_moments,
    hand_ev,
    ids,
    lay_outs,
    show_points,
)
from benchmarks.frozen.cribbage_expert_2026_11_27.endgame import NEAR, needs  # noqa: E402
from benchmarks.frozen.cribbage_expert_2026_11_27.expert import judged_lay_outs  # noqa: E402
from benchmarks.frozen.cribbage_expert_2026_11_27.pegging_search import PlaySearch, Position  # noqa: E402
from hoyle_desktop.ai.base import InfoSet  # noqa: E402
from hoyle_desktop.engine.actions import Action  # noqa: E402
from hoyle_desktop.engine.cribbage.rules import CribbageRules  # noqa: E402

MODES = ("table", "crib", "hand", "hand_weights", "starter", "model")
SAMPLES = 200  # the other's sixes sampled per lay-out decision in ``model`` (a fourth argument changes it)


def true_play_value(rules: CribbageRules, me: int, dealer: int, scores, kept: dict[int, list[int]]) -> float:
    """My side's pegging less the other's when both kept hands (ids) are played out, each side its
    best with every card seen (the frozen Expert's exact search of a deal, from the first card)."""
    hands = tuple(tuple(sorted(RANK[c] for c in kept[s])) for s in range(2))
    pone = 1 - dealer
    pos = Position(hands=hands, pile=(), count=0, turn=pone, gone=0, last=-1, shows=None, tries=0)
    search = PlaySearch(rules, me, dealer, scores, 99, False)
    zero = (0, 0)
    values = [search.play(pos, r, zero)[0] for r in sorted(set(hands[pone]))]
    return max(values) if pone == me else min(values)


def other_discard(game, other: int) -> tuple[list[int], list[int]]:
    """The other seat's dealt six and the two it lays out (ids): its real discard if made, else the
    frozen Expert's (deterministic, so the same)."""
    if game.laid_out[other]:
        given = ids(game.laid_out[other])
    else:
        view = InfoSet(game, other, copy=False).view
        given = ids(judged_lay_outs(view)[0].lay_out.discard)
    return ids(game.hands[other]) + (given if game.laid_out[other] else []), given


def coming_starter(game) -> int:
    """The start card the engine will cut (its generator is not used again before the cut)."""
    rng = random.Random()
    rng.setstate(game.rng.getstate())
    return ids([game.stock[rng.randrange(4, len(game.stock) - 3)]])[0]


class LayoutSighted(FrozenExpert):
    def __init__(self, seed: int, mode: str, game) -> None:
        super().__init__(seed)
        self.mode, self.game = mode, game
        self.sample_rng = random.Random(seed * 7919 + 1)
        self.changed = 0  # lay-outs that differ from the frozen Expert's

    def lay_out(self, view, legal):
        own, other_needs = needs(view)
        if view.players != 2 or own <= NEAR or other_needs <= NEAR:
            return super().lay_out(view, legal)  # near the end the frozen rules decide (not at level scores)
        chosen = self.valued(view)[0]
        self.changed += chosen.discard != judged_lay_outs(view)[0].lay_out.discard
        return Action("discard", cards=chosen.discard)

    def valued(self, view):
        """The fifteen lay-outs as the frozen Expert ranks them, re-valued for the mode, best first."""
        rules = CribbageRules.from_mapping(view.rules)
        flush4 = rules.crib_flush_without_start
        dealer = view.seat == view.dealer
        sign = 1 if dealer else -1
        options = lay_outs(view.hand, 2, crib_value_for(view), kept_value=pegging_value_for(view))
        mine = ids(view.hand)
        other = 1 - view.seat
        game = self.game
        if self.mode == "table":
            values = [lo.total for lo in options]
        elif self.mode == "model":
            values = self.modelled(view, options, mine, sign, flush4)
        else:
            six, given = other_discard(game, other)
            seen = mine + (given if self.mode == "crib" else six)
            rem = Remaining.excluding(seen)
            starter = coming_starter(game) if self.mode == "starter" else None
            kept_other = [c for c in six if c not in given]
            values = []
            for lo in options:
                kept, discard = ids(lo.kept), ids(lo.discard)
                crib = discard + given
                if starter is None:
                    hand = hand_ev(kept, rem)
                    crib_v = crib_moments(crib, rem, flush4)[0]
                else:
                    hand = show_points(kept, starter, is_crib=False)
                    crib_v = show_points(crib, starter, is_crib=True, flush_without_start=flush4)
                if self.mode in ("hand", "starter"):
                    kept_both = {view.seat: kept, other: kept_other}
                    peg = true_play_value(rules, view.seat, view.dealer, view.scores, kept_both)
                else:
                    peg = lo.pegging
                values.append(hand + sign * crib_v + peg)
        order = sorted(range(len(options)), key=lambda i: -values[i])  # stable: the frozen order breaks ties
        return [options[i] for i in order]

    def modelled(self, view, options, mine, sign, flush4) -> list[float]:
        """Hand and play value as frozen; the crib's mean over sampled sixes of the other seat, each
        laid out as the frozen Expert lays out (level scores: by expected points)."""
        rules = CribbageRules.from_mapping(view.rules)
        role = "pone" if sign > 0 else "dealer"  # the other seat's role
        their_crib = crib_value_ids(variant_for(rules), role)
        their_peg = pegging_value_ids(variant_for(rules), role)
        unseen = [c for c in range(52) if c not in mine]
        cribs = [0.0] * len(options)
        discards = [ids(lo.discard) for lo in options]
        for _ in range(SAMPLES):
            six = self.sample_rng.sample(unseen, 6)
            _, given = best_lay_out(sorted(six), 2, their_crib, their_peg)
            rem = Remaining.excluding(mine + six)
            for i, d in enumerate(discards):
                cribs[i] += crib_moments(d + list(given), rem, flush4)[0]
        return [lo.hand + lo.pegging + sign * c / SAMPLES for lo, c in zip(options, cribs, strict=True)]


def one_deal(job: tuple[str, int, bool]) -> tuple[float, float, list[float], int, tuple[float, float]]:
    """The deal's figures; with ``roles``, also the tested player's gain as dealer and as pone
    (each game less the same game between two frozen Experts, played for the purpose)."""
    mode, seed, roles = job
    made: list[LayoutSighted] = []

    def tested(s: int, game) -> LayoutSighted:
        made.append(LayoutSighted(s, mode, game))
        return made[-1]

    got = first_deal_both_ways(seed, tested)
    by_role = (0.0, 0.0)
    if roles:
        base = first_deal_both_ways(seed, lambda s, game: FrozenExpert(s))
        dealer, pone = got.dealer_way, 1 - got.dealer_way
        by_role = (got.per_game[dealer] - base.per_game[dealer], got.per_game[pone] - base.per_game[pone])
    return got.diff, got.smoothed, got.cpu.get("lay_out", []), sum(b.changed for b in made), by_role


def main() -> None:
    global SAMPLES
    args = [a for a in sys.argv[1:] if a != "--roles"]
    roles = "--roles" in sys.argv
    mode, deals, seed = args[0], int(args[1]), int(args[2])
    if len(args) > 3:
        SAMPLES = int(args[3])  # before the worker starts: it inherits it
    if mode not in MODES:
        raise SystemExit(f"mode one of {', '.join(MODES)}")
    start = time.time()
    got = run(one_deal, [(mode, s, roles) for s in deal_seeds(deals, seed)])
    mean, lo, hi = interval([g[0] for g in got])
    s_mean, s_lo, s_hi = interval([g[1] for g in got])
    cpu = [t for g in got for t in g[2]]
    changed = sum(g[3] for g in got)
    # with sight of the starter the lay-out depends on it, so only the games as played measure it
    smoothed = (
        ""
        if mode == "starter"
        else (
            f"{s_mean:+.3f} points a deal ({s_lo:+.3f} – {s_hi:+.3f}) "
            "with the shows' mean over the starters; "
        )
    )
    print(
        f"{mode}: {deals} deals, seed {seed}: {smoothed}as played {mean:+.2f} ({lo:+.2f} – {hi:+.2f}); "
        f"lay-outs changed {changed} of {2 * deals}; lay-out CPU p50 {percentile(cpu, 0.5):.1f} ms, "
        f"p99 {percentile(cpu, 0.99):.1f} ms  [{time.time() - start:.0f} s]"
    )
    if roles and mode != "starter":
        for i, role in enumerate(("dealer", "pone")):
            r_mean, r_lo, r_hi = interval([g[4][i] for g in got])
            print(f"  as {role}: {r_mean:+.3f} points a deal ({r_lo:+.3f} – {r_hi:+.3f})")


if __name__ == "__main__":
    main()
