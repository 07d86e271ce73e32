"""Where seeing the other hand is worth points: the frozen Expert that searches the TRUE deal at some
play decisions only (and plays as the frozen Expert elsewhere), against the frozen Expert, two
players, first deals at level scores, each deal twice with the seats swapped (as
``bench_cribbage_deals.py`` measures; the same deals for the same seed).

    .venv/bin/python benchmarks/bench_cribbage_sight.py all 600 26     # sight at every play
    .venv/bin/python benchmarks/bench_cribbage_sight.py lead 400 26    # the opening lead only

Modes: all, lead (no card played yet), reply (one played), p2_3, p4_up (cards played before the
decision), dealer, pone (which seat it is), count_lt15, count_ge15 (the count before the play).
The lay-out is always the frozen Expert's. Issue 26's fourth attempt (docs/ai/cribbage.md).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.cribbage_first_deals import deal_seeds, first_deal_both_ways, interval, run  # noqa: E402
from benchmarks.frozen.cribbage_expert_2026_11_27 import FrozenExpert  # noqa: E402
from benchmarks.frozen.cribbage_expert_2026_11_27.determinise import card_of_rank  # noqa: E402
from benchmarks.frozen.cribbage_expert_2026_11_27.discard_ev import PIPS  # noqa: E402
from benchmarks.frozen.cribbage_expert_2026_11_27.pegging_search import PlaySearch, Position, trim  # noqa: E402
from hoyle_desktop.ai.base import InfoSet  # noqa: E402
from hoyle_desktop.engine.actions import Action  # noqa: E402
from hoyle_desktop.engine.cribbage.rules import CribbageRules  # noqa: E402


def sighted_here(mode: str, view) -> bool:
    n = len(view.played)
    dealer = view.seat == view.dealer
    return {
        "all": True,
        "lead": n == 0,
        "reply": n == 1,
        "p2_3": 2 <= n <= 3,
        "p4_up": n >= 4,
        "dealer": dealer,
        "pone": not dealer,
        "count_lt15": view.count < 15,
        "count_ge15": view.count >= 15,
    }[mode]


def true_play(game, view) -> Action:
    """The best card by an exact search of the true deal (both hands known)."""
    rules = CribbageRules.from_mapping(view.rules)
    hands = tuple(
        tuple(sorted(int(c.rank) for c in InfoSet(game, s, copy=False).view.hand)) for s in range(2)
    )
    pos = Position(
        hands=hands,
        pile=trim(tuple(int(c.rank) for _, c in view.pile)),
        count=view.count,
        turn=view.seat,
        gone=sum(1 << s for s in view.go_seats),
        last=view.pile[-1][0] if view.pile else -1,
        shows=None,
        tries=0,
    )
    search = PlaySearch(rules, view.seat, view.dealer, view.scores, 99, False)
    playable = sorted({int(c.rank) for c in view.hand if view.count + c.rank.pips <= 31})
    zero = (0,) * rules.sides
    keys = {}
    for r in playable:
        value, gain = search.play(pos, r, zero)
        keys[r] = (round(value, 6), gain, -PIPS[r], -r)
    return Action("play", cards=(card_of_rank(view.hand, max(playable, key=keys.__getitem__)),))


class Sighted(FrozenExpert):
    def __init__(self, seed: int, mode: str, game) -> None:
        super().__init__(seed)
        self.mode, self.game = mode, game

    def choose_in(self, info: InfoSet) -> Action:
        view = info.view
        if view.phase == "play" and sighted_here(self.mode, view):
            plays = [a for a in info.legal if a.kind == "play"]
            if len({a.cards[0].rank for a in plays}) > 1:
                return true_play(self.game, view)
        return super().choose_in(info)


def one_deal(job: tuple[str, int]) -> float:
    mode, seed = job
    return first_deal_both_ways(seed, lambda s, game: Sighted(s, mode, game)).diff


def main() -> None:
    mode, deals, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    start = time.time()
    mean, lo, hi = interval(run(one_deal, [(mode, s) for s in deal_seeds(deals, seed)]))
    print(f"{mode}: {deals} deals, seed {seed}: {mean:+.2f} points a deal ({lo:+.2f} – {hi:+.2f})  "
          f"[{time.time() - start:.0f} s]")  # fmt: skip


if __name__ == "__main__":
    main()
