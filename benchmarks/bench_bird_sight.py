"""My Bird Sings: where the Expert's throws lose pools. The Expert given sight of its left-hand
neighbour's hand at some throws (it then avoids a card that would make his bird sing), or reading
that hand from the cards it has passed him (``bird_reading.py``), against the Expert itself, each
among three Standards on the same duplicate deals (every deal in each seat), as a paired difference.

    python benchmarks/bench_bird_sight.py --form my-bird-sings --deals 1000 --modes sight-all sight-tie

Modes: sight-all (never hands over a card that makes the neighbour sing, if another card does not,
before its own nearness to singing), sight-tie (only among the throws the Expert ranks equal on
cards missing and chance of singing next), sight-tie-later (the same, from the second round on),
read-tie-later (the same choice made on the read chance, not the true hand). Figures: pools won in
100 hands by the tested player, and the paired difference from the Expert, with 95% intervals.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks import bird_reading as br  # noqa: E402
from hoyle_desktop.ai import bird_bots as bb  # noqa: E402
from hoyle_desktop.ai.registry import make_bot  # noqa: E402
from hoyle_desktop.engine import registry  # noqa: E402
from hoyle_desktop.engine.trading.bird import THROW_A, birds_in  # noqa: E402
from hoyle_desktop.engine.trading.table import left_of, make_pack  # noqa: E402
from hoyle_desktop.profiles import ProfileCatalog  # noqa: E402


def read_chances(view) -> tuple[float, ...]:
    """The chance that a card of each suit makes the left-hand neighbour sing, read from the passes."""
    left = left_of(view.seat, len(view.hand_sizes))
    pack = br.vec_of(c.suit.value for c in make_pack(int(view.rules.get("pack", 52))))
    held = Counter(c.suit.value for c in view.hand)
    held.update(view.passed_suits)  # every card this seat has held: none of them was dealt to him
    pool = tuple(max(0, pack[i] - held[s.value]) for i, s in enumerate(br.SUITS))
    if view.tricks[left]:  # the whole pack: he has sung and taken fresh cards
        odds = dict(br.dealt(pool, view.size))
    else:
        passes = tuple(br.SUIT_INDEX[s] for s in view.passed_suits)
        leads = left == view.leader
        after = int(view.rules.get("exchange_after", 3))
        odds = br.left_hand(pool, passes, view.size, view.rainbow, leads, after)
    return br.song_chances(odds, view.size, view.rainbow)


class Tested:
    def __init__(self, game, mode: str, seed: int) -> None:
        self.game, self.mode = game, mode
        self.expert = make_bot("my_bird_sings", "expert", seed)

    def choose(self, view, legal):
        chosen = self.expert.choose(view, legal)
        if chosen.kind != THROW_A or (self.mode.endswith("later") and view.round == 1):
            return chosen
        hand = list(view.hand)
        keys = {a: bb._expert_throw_key(view, hand, a.cards[0])[:4] for a in legal}
        if self.mode.startswith("read"):
            chances = read_chances(view)
            near = [a for a in legal if keys[a][:2] == keys[chosen][:2]]
            return min(near, key=lambda a: (round(chances[br.SUIT_INDEX[a.cards[0].suit.value]], 3), keys[a]))
        left_hand = self.game.hands[left_of(view.seat, self.game.n)]

        def sings(a) -> bool:
            return bool(birds_in((*left_hand, a.cards[0]), view.size, view.rainbow))

        if self.mode == "sight-all":
            return min(legal, key=lambda a: (sings(a), keys[a]))
        return min(legal, key=lambda a: (keys[a][:2], sings(a), keys[a]))


def share(form_rules: dict, deal: int, mode: str) -> float:
    """The tested player's share of the hands won over the deal played with it in every seat."""
    spec = registry.get("my_bird_sings")
    won = hands = 0.0
    for tested in range(4):
        game = spec.new_game({**form_rules, "players": 4}, seed=deal + 1)
        bots = [
            (
                Tested(game, mode, 1000 * deal + s)
                if mode != "expert"
                else make_bot("my_bird_sings", "expert", 1000 * deal + s)
            )
            if s == tested
            else make_bot("my_bird_sings", "standard", 1000 * deal + s)
            for s in range(4)
        ]
        while not game.is_over():
            seat = game.seats_to_act()[0]
            for e in game.apply(seat, bots[seat].choose(game.view(seat), game.legal_actions(seat))):
                if e.kind == "sing":
                    hands, won = hands + 1, won + (e.seat == tested)
                elif e.kind == "tricks":
                    hands, won = hands + 1, won + (tested in e.data["winners"]) / len(e.data["winners"])
                elif e.kind == "no_song":
                    hands += 1
    return won / hands


def interval(values: list[float]) -> tuple[float, float]:
    n = len(values)
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / max(1, n - 1)
    return 100 * mean, 196 * math.sqrt(var / n)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--form", default="my-bird-sings")
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument(
        "--modes", nargs="*", default=["sight-all", "sight-tie", "sight-tie-later", "read-tie-later"]
    )
    args = parser.parse_args()
    rules = dict(ProfileCatalog().get(args.form).rules)
    base = [share(rules, d, "expert") for d in range(args.deals)]
    m, h = interval(base)
    print(f"{args.form}, {args.deals} deals x 4 seats among Standards: Expert {m:.2f} ± {h:.2f}", flush=True)
    for mode in args.modes:
        tested = [share(rules, d, mode) for d in range(args.deals)]
        m, h = interval(tested)
        dm, dh = interval([t - b for t, b in zip(tested, base, strict=True)])
        print(f"  {mode:<16} {m:.2f} ± {h:.2f}   against the Expert {dm:+.2f} ± {dh:.2f}", flush=True)


if __name__ == "__main__":
    main()
