"""My Bird Sings: where the Expert's throws lose pools. The Expert given sight of its left-hand
neighbour's hand at some throws (it then avoids a card that would make his bird sing), or without
its reading of that hand (``ai/bird_reading.py``), against the Expert itself, each among three
Standards on the same duplicate deals (every deal in each seat), as a paired difference.

    python benchmarks/bench_bird_sight.py --form my-bird-sings --deals 1000 --modes sight-all sight-tie

Modes: sight-all (never hands over a card that makes the neighbour sing, if another card does not,
before its own nearness to singing), sight-tie (only among the throws the Expert ranks equal on
cards missing, chance of singing next and length of suit), sight-tie-later (the same, from the
second round on), unread (the Expert without its reading of the neighbour, as it was before 28
November 2026); ideas measured and not kept (docs/ai/trading.md): read-last (the read chance as the
last tie-break at every form), read-mid (the read chance after its own chance of singing, before
the shortest suit), blendW (its own chance of singing next less W times the read chance, e.g.
blend1), gapT (a read chance T higher counts as one card more of the suit, e.g. gap0.3), progress
(then the unseen cards that would bring the kept hand nearer). Figures: pools won in 100 hands
by the tested player, and the paired difference from the Expert, with 95% intervals.
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from hoyle_desktop.ai import bird_bots as bb  # noqa: E402
from hoyle_desktop.ai import bird_reading as br  # noqa: E402
from hoyle_desktop.ai.registry import make_bot  # noqa: E402
from hoyle_desktop.engine import registry  # noqa: E402
from hoyle_desktop.engine.trading.bird import THROW_A, birds_in  # noqa: E402
from hoyle_desktop.engine.trading.table import left_of  # noqa: E402
from hoyle_desktop.profiles import ProfileCatalog  # noqa: E402


class Tested:
    def __init__(self, game, mode: str, seed: int) -> None:
        self.game, self.mode = game, mode
        self.expert = make_bot("my_bird_sings", "expert", seed)

    def choose(self, view, legal):
        chosen = self.expert.choose(view, legal)
        if chosen.kind != THROW_A or (self.mode.endswith("later") and view.round == 1):
            return chosen
        hand = list(view.hand)
        if self.mode == "unread":  # the Expert before it read the neighbour (27 November 2026)
            keys = {a: bb._expert_throw_key(view, hand, a.cards[0], (0.0,) * 4)[:5] for a in legal}
            return min(legal, key=keys.__getitem__)
        left = br.left_song_chances(view)
        keys = {a: bb._expert_throw_key(view, hand, a.cards[0], left)[:5] for a in legal}
        if self.mode == "read-mid":  # the read chance before the shortest suit, after its own chance
            return min(legal, key=lambda a: (keys[a][0], keys[a][1], keys[a][3], keys[a][2], keys[a][4]))
        if self.mode.startswith("blend"):  # own chance of singing next less W x the read chance
            w = float(self.mode[5:] or 1)
            full = {a: bb._expert_throw_key(view, hand, a.cards[0], left) for a in legal}
            blended = {a: (k[0], round(w * k[3] - k[5], 9), k[2], k[4]) for a, k in full.items()}
            return min(legal, key=blended.__getitem__)
        if self.mode == "progress":  # then the unseen cards that would bring the kept hand nearer
            unseen = bb._unseen(view)

            def nearer(a) -> int:
                keep = [c for c in hand if c != a.cards[0]]
                d = bb.distance(keep, view.size, view.rainbow)
                return sum(1 for c in unseen if bb.distance((*keep, c), view.size, view.rainbow) < d)

            return min(legal, key=lambda a: (keys[a][:2], -nearer(a), keys[a][2:]))
        if self.mode.startswith("gap"):  # a read chance T higher counts as one card more of the suit
            t = float(self.mode[3:] or 0.2)
            return min(legal, key=lambda a: (keys[a][:2], round(keys[a][2] + keys[a][3] / t, 9), keys[a][3:]))
        if self.mode == "read-last":  # the read chance as the last tie-break, at every form
            return min(legal, key=keys.__getitem__)
        left_hand = self.game.hands[left_of(view.seat, self.game.n)]

        def sings(a) -> bool:
            return bool(birds_in((*left_hand, a.cards[0]), view.size, view.rainbow))

        if self.mode == "sight-all":
            return min(legal, key=lambda a: (sings(a), keys[a]))
        return min(legal, key=lambda a: (keys[a][:3], sings(a), keys[a]))


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
    modes = ["unread", "sight-all", "sight-tie", "sight-tie-later"]
    parser.add_argument("--modes", nargs="*", default=modes)
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
