"""My Bird Sings: how much the Expert's throws leave on the table, by the rollout model.

At each of the Expert's throws among three Standards where it could part with more than one suit,
every suit is played on from the same draws of the hidden hands (``bird_rollout.py``: the left-hand
neighbour's hand read from the cards passed him, the others' from the unseen cards, the others
playing as Standard players), and the gap between the best suit's chance of winning the pool and
that of the Expert's suit is recorded, by round (3 = the third round or later). The gap is an upper
bound: the best of noisy estimates is biased upwards.

    python benchmarks/bench_bird_gaps.py --form my-bird-sings --games 60 --samples 1500
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.bird_rollout import rollout_values  # noqa: E402
from hoyle_desktop.ai.bird_reading import SUIT_INDEX  # noqa: E402
from hoyle_desktop.ai.registry import make_bot  # noqa: E402
from hoyle_desktop.engine import registry  # noqa: E402
from hoyle_desktop.engine.trading.bird import THROW_A  # noqa: E402
from hoyle_desktop.profiles import ProfileCatalog  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--form", default="my-bird-sings")
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--samples", type=int, default=1500)
    args = parser.parse_args()
    rules = dict(ProfileCatalog().get(args.form).rules)
    spec = registry.get("my_bird_sings")
    gaps: dict[int, list[float]] = defaultdict(list)
    for g in range(args.games):
        expert = g % 4
        game = spec.new_game({**rules, "players": 4}, seed=g + 1)
        bots = [make_bot("my_bird_sings", "expert" if s == expert else "standard", s) for s in range(4)]
        while not game.is_over():
            seat = game.seats_to_act()[0]
            view, legal = game.view(seat), game.legal_actions(seat)
            action = bots[seat].choose(view, legal)
            if seat == expert and legal[0].kind == THROW_A:
                suits = sorted({SUIT_INDEX[a.cards[0].suit.value] for a in legal})
                if len(suits) > 1:
                    values = rollout_values(view, suits, args.samples, 1, 40)
                    chosen = values[SUIT_INDEX[action.cards[0].suit.value]]
                    gaps[min(view.round, 3)].append(max(values.values()) - chosen)
            game.apply(seat, action)
    for rnd, got in sorted(gaps.items()):
        mean = 100 * sum(got) / len(got)
        print(
            f"round {rnd}{'+' if rnd == 3 else ''}: {len(got)} throws, mean gap {mean:.2f}"
            f" points in 100, over 1 point {100 * sum(x > 0.01 for x in got) / len(got):.0f}%,"
            f" over 3 points {100 * sum(x > 0.03 for x in got) / len(got):.0f}%"
        )


if __name__ == "__main__":
    main()
