"""How sharp the frozen Expert's sampled deals are: at each two-handed play decision with a choice
(frozen Expert against itself, first deals), the share of sampled deals that give the other seat
exactly its TRUE remaining cards (by rank), from the frozen sampler (the other's lay-out read, plays
and goes) and from a uniform deal of the unseen cards (goes only, ``LAY_OUT_TRIES = 0``), by the
number of cards played before the decision and the deciding seat.

    .venv/bin/python benchmarks/bench_cribbage_sampler.py 150 3     # deals, seed (about 3 minutes)

Issue 26's fourth attempt (docs/ai/cribbage.md).
"""

from __future__ import annotations

import random
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.frozen.cribbage_expert_2026_11_27 import FrozenExpert  # noqa: E402
from benchmarks.frozen.cribbage_expert_2026_11_27 import determinise as frozen_sampler  # noqa: E402
from hoyle_desktop.ai.base import InfoSet, decide  # noqa: E402
from hoyle_desktop.cli.common import load_rules  # noqa: E402
from hoyle_desktop.engine import registry  # noqa: E402
from hoyle_desktop.engine.cribbage.rules import CribbageRules  # noqa: E402

SAMPLES = 200


def main() -> None:
    deals, seed = int(sys.argv[1]), int(sys.argv[2])
    spec = registry.get("cribbage")
    rules_map = load_rules(spec, None, 2)
    # (cards played, seat) -> decisions, mass on the truth (read, uniform), truth modal (read, uniform)
    acc: dict[tuple[int, str], list[float]] = defaultdict(lambda: [0, 0.0, 0.0, 0, 0])
    master = random.Random(seed)
    for _ in range(deals):
        s0 = master.getrandbits(32)
        game = spec.new_game(rules_map, s0)
        bots = [FrozenExpert(s0 + s) for s in range(2)]
        rng = random.Random(s0)
        while game.deal_number == 1 and not game.is_over():
            seat = game.seats_to_act()[0]
            info = InfoSet(game, seat, copy=False)
            view = info.view
            playable = {c.rank for c in view.hand if view.count + c.rank.pips <= 31}
            other = 1 - seat
            truth = tuple(sorted(int(c.rank) for c in InfoSet(game, other, copy=False).view.hand))
            if view.phase == "play" and len(playable) > 1 and truth:
                rules = CribbageRules.from_mapping(view.rules)
                limits = frozen_sampler.go_limits(view, rules)
                got = []
                for tries in (6, 0):
                    frozen_sampler.LAY_OUT_TRIES = tries
                    counts: dict[tuple[int, ...], int] = defaultdict(int)
                    for _ in range(SAMPLES):
                        counts[
                            frozen_sampler.sample_position(view, rules, rng, limits, False).hands[other]
                        ] += 1
                    got.append((counts[truth] / SAMPLES, counts[truth] == max(counts.values())))
                frozen_sampler.LAY_OUT_TRIES = 6
                a = acc[(len(view.played), "dealer" if seat == view.dealer else "pone")]
                a[0] += 1
                a[1] += got[0][0]
                a[2] += got[1][0]
                a[3] += got[0][1]
                a[4] += got[1][1]
            game.apply(seat, decide(bots[seat], info))
    print(f"{deals} deals, seed {seed}, {SAMPLES} sampled deals a decision")
    print("played seat   decisions  P(true held) read  uniform  ratio | truth modal: read  uniform")
    for (played, who), (n, read, uni, top_read, top_uni) in sorted(acc.items()):
        print(
            f"{played:>6} {who:6} {n:>9}  {read / n:17.3f} {uni / n:8.3f} {read / max(uni, 1e-9):6.2f} |"
            f" {top_read / n:17.2f} {top_uni / n:8.2f}"
        )


if __name__ == "__main__":
    main()
