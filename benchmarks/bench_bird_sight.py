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
(then the unseen cards that would bring the kept hand nearer), fed-last (then the suit passed
the neighbour least); the deal played on from each suit (``bird_rollout.py``, 29 November 2026):
rolloutN (N draws of the hidden hands a throw; rolloutNmM keeps the Expert's throw unless another
suit wins M more often), rtieN (only among the throws the Expert ranks equal), either with the
suffix ``later`` (from the second round on), orollN (from the true hands: the machinery's check), lrollN
and rrollN (drawn hands but the true left-hand or right-hand neighbour's: which is worth knowing).
Figures: pools won in 100 hands by the tested player, and the paired difference from the Expert,
with 95% intervals; ``--progress N`` plays every mode on each deal in turn and prints the running
figures every N deals.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.bird_rollout import Deal  # noqa: E402
from benchmarks.bird_rollout import rollout_values as rollout  # noqa: E402
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
        if self.mode.startswith(("lroll", "rroll")):  # drawn hands, but the true left (right) hand
            suits = sorted({br.SUIT_INDEX[a.cards[0].suit.value] for a in legal})
            if len(suits) == 1:
                return chosen
            deal = Deal(view)
            n = len(self.game.hands)
            seen = (view.seat + 1) % n if self.mode[0] == "l" else (view.seat - 1) % n
            true = list(br.vec_of(c.suit.value for c in self.game.hands[seen]))
            rng = random.Random(len(view.passed_suits) * 7919 + view.seat)
            vals = dict.fromkeys(suits, 0.0)
            for _ in range(int(self.mode[5:] or 100)):
                drawn = deal.sample(rng)
                if drawn is None:
                    continue
                hands, stock, w = drawn
                hands[seen] = true
                chances = [rng.random() for _ in range(124)]
                for s in suits:
                    vals[s] += w * deal.play_on(hands, stock, s, iter(chances).__next__, 40)
            return min(legal, key=lambda a: (-vals[br.SUIT_INDEX[a.cards[0].suit.value]], keys[a]))
        if self.mode.startswith("oroll"):  # rollouts from the true hands: the machinery's check
            suits = sorted({br.SUIT_INDEX[a.cards[0].suit.value] for a in legal})
            if len(suits) == 1:
                return chosen
            deal = Deal(view)
            hands = [list(br.vec_of(c.suit.value for c in h)) for h in self.game.hands]
            stock = list(br.vec_of(c.suit.value for c in self.game.stock))
            rng = random.Random(len(view.passed_suits) * 7919 + view.seat)
            vals = dict.fromkeys(suits, 0.0)
            for _ in range(int(self.mode[5:] or 100)):
                chances = [rng.random() for _ in range(124)]
                for s in suits:
                    vals[s] += deal.play_on(hands, stock, s, iter(chances).__next__, 40)
            return min(legal, key=lambda a: (-vals[br.SUIT_INDEX[a.cards[0].suit.value]], keys[a]))
        if self.mode.startswith("rtie"):  # rollouts only among the throws tied on keys[:3]
            top = min(k[:3] for k in keys.values())
            tied = [a for a in legal if keys[a][:3] == top]
            suits = sorted({br.SUIT_INDEX[a.cards[0].suit.value] for a in tied})
            if len(suits) == 1 or (self.mode.endswith("later") and view.round == 1):
                return chosen
            n = int(self.mode[4:].removesuffix("later") or 200)
            vals = rollout(view, suits, n, seed=len(view.passed_suits) * 7919 + view.seat, cap=40)
            return min(tied, key=lambda a: (-round(vals[br.SUIT_INDEX[a.cards[0].suit.value]], 9), keys[a]))
        if self.mode.startswith("rollout"):  # play the deal on from each suit (ai/bird_rollout.py)
            n, _, margin = self.mode[7:].removesuffix("later").partition("m")
            suits = sorted({br.SUIT_INDEX[a.cards[0].suit.value] for a in legal})
            if len(suits) == 1:
                return chosen
            vals = rollout(view, suits, int(n or 100), seed=len(view.passed_suits) * 7919 + view.seat, cap=40)
            own = vals[br.SUIT_INDEX[chosen.cards[0].suit.value]]
            best = min(legal, key=lambda a: (-round(vals[br.SUIT_INDEX[a.cards[0].suit.value]], 9), keys[a]))
            better = vals[br.SUIT_INDEX[best.cards[0].suit.value]] > own + float(margin or 0)
            return best if better else chosen
        if self.mode == "fed-last":  # then the suit passed to the neighbour least this deal
            fed = {s: view.passed_suits.count(s) for s in "CDHS"}
            return min(legal, key=lambda a: (keys[a][:3], fed[a.cards[0].suit.value], keys[a][4]))
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


def running(args) -> None:
    """Every mode on each deal in turn, the running paired differences printed every N deals."""
    rules = dict(ProfileCatalog().get(args.form).rules)
    base: list[float] = []
    tested: dict[str, list[float]] = {m: [] for m in args.modes}
    for d in range(args.deals):
        base.append(share(rules, d, "expert"))
        for mode in args.modes:
            tested[mode].append(share(rules, d, mode))
        if (d + 1) % args.progress == 0 or d + 1 == args.deals:
            m, h = interval(base)
            line = [f"{d + 1} deals: Expert {m:.2f} ± {h:.2f}"]
            for mode, got in tested.items():
                tm, th = interval(got)
                dm, dh = interval([t - b for t, b in zip(got, base, strict=True)])
                line.append(f"{mode} {tm:.2f} ± {th:.2f}, against the Expert {dm:+.2f} ± {dh:.2f}")
            print("; ".join(line), flush=True)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--form", default="my-bird-sings")
    parser.add_argument("--deals", type=int, default=1000)
    modes = ["unread", "sight-all", "sight-tie", "sight-tie-later"]
    parser.add_argument("--modes", nargs="*", default=modes)
    parser.add_argument("--progress", type=int, default=0, help="running figures every N deals")
    args = parser.parse_args()
    if args.progress:
        return running(args)
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
