"""Where a cribbage player's edge comes from: points a deal, laying out and playing apart.

    .venv/bin/python benchmarks/bench_cribbage_deals.py expert/standard --players 4   # Expert lay-out only
    .venv/bin/python benchmarks/bench_cribbage_deals.py standard/expert --players 4   # Expert play only
    .venv/bin/python benchmarks/bench_cribbage_deals.py expert/expert standard/exact --deals 600

A player is ``LAY-OUT/PLAY``: how it lays out (``standard`` or ``expert``) and how it plays
(``standard``; ``expert``, the Expert's own play at that number of players; ``exact``, the
two-handed Expert's search of deals, whatever the number of players). Each is measured against
Standard on single deals, the first deal of a new game (scores level): every deal is played twice
with the sides swapped (partners of one kind), so the cards' luck cancels and what remains is the
difference in play. The figure is the tested side's points in the deal less Standard's, with a
normal 95% interval over the deals, and the tested player's CPU time per decision. Far cheaper than
whole games (a game's win is the sum of several deals' points and the end's luck), so it is the way
to choose between ideas before a strength run with ``bench_cribbage_ai.py``.

``--against frozen`` measures against the frozen Expert of 27 November 2026 (benchmarks/frozen/)
instead of Standard. ``--from-scores 90-118`` starts each game with both scores drawn from that
range (the same draw both ways round; the dealer as the cut made it) and plays it to the end: the
figure is then the tested side's share of the games won, for measuring play near the end alone.
Three players: each seat keeps its drawn score while the tested player takes each seat in turn,
so a player deciding as the other two wins exactly a third. ``--profile three-handed`` plays the
app's three-handed game (61 up; the default profile with ``--players 3`` plays to 121).
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.frozen.cribbage_expert_2026_11_27 import FrozenExpert  # noqa: E402
from hoyle_desktop.ai.base import InfoSet, decide  # noqa: E402
from hoyle_desktop.ai.cribbage import (  # noqa: E402
    crib_table,
    determinise,
    endgame,
    expert,
    play_guide,
    standard,
)
from hoyle_desktop.ai.cribbage.determinise import card_of_rank  # noqa: E402
from hoyle_desktop.ai.cribbage.expert import ExpertCribbageBot, search_plays  # noqa: E402
from hoyle_desktop.cli.common import load_rules  # noqa: E402
from hoyle_desktop.engine import registry  # noqa: E402
from hoyle_desktop.engine.actions import Action  # noqa: E402

LAY_OUTS = ("standard", "expert")
PLAYS = ("standard", "expert", "exact")


class Mixed(ExpertCribbageBot):
    """One strength's lay-out with another's play."""

    def __init__(self, seed: int, lay: str, play: str) -> None:
        super().__init__(seed)
        self.lay, self.play_kind = lay, play

    def choose_in(self, info: InfoSet) -> Action:
        view = info.view
        if view.phase == "lay_out":
            return standard.lay_out(view) if self.lay == "standard" else self.lay_out(view, info.legal)
        if view.phase != "play" or self.play_kind == "expert":
            return super().choose_in(info)
        if self.play_kind == "standard":
            return standard.play(view, info.legal)
        plays = [a for a in info.legal if a.kind == "play"]
        if len({a.cards[0].rank for a in plays}) < 2:
            return plays[0] if plays else info.legal[0]
        ranks, _ = search_plays(view, self.rng)
        return Action("play", cards=(card_of_rank(view.hand, ranks[0]),))


OPPONENTS = {"standard": standard.StandardCribbageBot, "frozen": FrozenExpert}
# the Expert's parts that --on and --off switch, to measure each on its own: (module, constant)
SWITCHES = {
    "board_lay_out": (endgame, "BOARD_LAY_OUT"),
    "board_in_play": (determinise, "BOARD_IN_PLAY"),
    "expert_crib": (crib_table, "EXPERT_CRIB"),
    "kept_table": (crib_table, "KEPT_TABLE"),
    "play_evidence": (determinise, "PLAY_EVIDENCE"),
    "steady_three": (play_guide, "STEADY_AT_THREE"),
    "board_three": (endgame, "BOARD_THREE"),
    "board_three_play": (endgame, "BOARD_THREE_PLAY"),
    "exact_three": (expert, "EXACT_THREE"),
}
# and the search's sizes that --set can change: name -> (module, constant)
SIZES = {
    "node_budget": (expert, "NODE_BUDGET"),
    "max_samples": (expert, "MAX_SAMPLES"),
    "book_margin_pct": (expert, "BOOK_MARGIN"),
    "lay_out_tries": (determinise, "LAY_OUT_TRIES"),
    "playouts": (expert, "PLAYOUTS"),
    "play_margin_pct": (expert, "PLAY_MARGIN"),
    "exact_samples": (expert, "EXACT_SAMPLES"),
    "exact_budget": (expert, "EXACT_BUDGET"),
    "exact_margin_pct": (expert, "EXACT_MARGIN"),
}


Job = tuple[str, int, int, str, tuple[int, int] | None, str | None]


def switch(on: str, off: str) -> None:
    """Switch the named parts (comma-separated) on and off, before the workers start: they inherit it."""
    for names, state in ((on, True), (off, False)):
        for name in filter(None, names.split(",")):
            module, constant = SWITCHES[name]
            setattr(module, constant, state)


def one_deal(job: Job) -> tuple[float, list[float]]:
    """The tested side's points less the other's in one deal played both ways (or, from given
    scores, its share of the games won), and its CPU times."""
    player, players, seed, against, scores, profile = job
    lay, _, play = player.partition("/")
    spec = registry.get("cribbage")
    rules = load_rules(spec, profile, players)
    diffs, cpu = [], []
    opening = None
    if scores is not None:
        draw = random.Random(seed)
        opening = [draw.randint(*scores) for _ in range(2 if players != 3 else 3)]
    rounds = 3 if players == 3 else 2  # three players: the tested one in each seat in turn
    for swap in range(rounds):
        game = spec.new_game(rules, seed)
        if opening is not None:
            game.scores = list(opening) if swap == 0 or players == 3 else opening[::-1]
        tested = (
            [s == swap for s in range(3)] if players == 3 else [(s + swap) % 2 == 0 for s in range(players)]
        )
        bots = [
            Mixed(seed + s, lay, play) if tested[s] else OPPONENTS[against](seed + s) for s in range(players)
        ]
        while (opening is not None or game.deal_number == 1) and not game.is_over():
            seat = game.seats_to_act()[0]
            start = time.thread_time()
            action = decide(bots[seat], InfoSet(game, seat, copy=False))
            if tested[seat]:
                cpu.append((time.thread_time() - start) * 1000)
            game.apply(seat, action)
        mine = game.side_of_seat[swap if players == 3 else 0 if swap == 0 else 1]
        if opening is not None:
            diffs.append(1.0 if game.scores[mine] >= game.r.target else 0.0)
            continue
        others = sum(game.scores) - game.scores[mine]
        diffs.append(game.scores[mine] - others / (len(game.scores) - 1))
    return sum(diffs) / rounds, cpu


def measure(
    player: str,
    players: int,
    deals: int,
    seed: int,
    jobs: int,
    against: str,
    scores: tuple[int, int] | None,
    profile: str | None = None,
) -> str:
    master = random.Random(seed)
    work = [(player, players, master.getrandbits(32), against, scores, profile) for _ in range(deals)]
    with ProcessPoolExecutor(jobs) as pool:
        got = list(pool.map(one_deal, work, chunksize=10))
    d = [g[0] for g in got]
    cpu = sorted(t for g in got for t in g[1])
    mean = sum(d) / len(d)
    sd = math.sqrt(sum((x - mean) ** 2 for x in d) / (len(d) - 1))
    half = 1.959964 * sd / math.sqrt(len(d))
    p99 = cpu[min(len(cpu) - 1, int(len(cpu) * 0.99))]
    if scores is not None:  # a share of games won, in per cent
        shown = f"{100 * mean:.1f}% | {100 * (mean - half):.1f}% – {100 * (mean + half):.1f}%"
    else:
        shown = f"{mean:+.2f} | {mean - half:+.2f} – {mean + half:+.2f}"
    return f"| {player} | {players} | {len(d)} | {shown} | {cpu[len(cpu) // 2]:.2f} | {p99:.1f} |"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("player", nargs="+", help="LAY-OUT/PLAY, e.g. expert/standard")
    parser.add_argument("--players", type=int, default=4, help="2, 3 (each seat in turn) or 4")
    parser.add_argument("--deals", type=int, default=600, help="deals, each played twice")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--against", choices=sorted(OPPONENTS), default="standard")
    parser.add_argument("--set", default="", help=f"NAME=N[,...]: change {', '.join(SIZES)}")
    parser.add_argument("--on", default="", help=f"switch parts of the Expert on: {', '.join(SWITCHES)}")
    parser.add_argument("--off", default="", help="switch them off")
    parser.add_argument("--from-scores", help="LO-HI: start at scores in this range, play to the end")
    parser.add_argument("--profile", help="house-rule profile (default: the game's), e.g. three-handed")
    args = parser.parse_args(argv)
    scores = tuple(int(x) for x in args.from_scores.split("-")) if args.from_scores else None
    switch(args.on, args.off)
    for item in filter(None, args.set.split(",")):
        name, _, value = item.partition("=")
        module, constant = SIZES[name]
        setattr(module, constant, int(value) / 100 if name.endswith("_pct") else int(value))
    if args.players not in (2, 3, 4):
        parser.error("--players must be 2, 3 or 4")
    for player in args.player:
        lay, _, play = player.partition("/")
        if lay not in LAY_OUTS or play not in PLAYS:
            parser.error(f"{player!r}: lay-out one of {LAY_OUTS}, play one of {PLAYS}")
    what = f"games won from scores {args.from_scores}" if scores else "points a deal"
    off = "".join(f", {k}: {v}" for k, v in (("on", args.on), ("off", args.off), ("set", args.set)) if v)
    print(f"{what} against {args.against}, each deal twice with the sides swapped, seed {args.seed}{off}")
    print()
    print("| Player (lay-out/play) | Players | Deals | Points a deal (share of games won) | 95% interval "
          "| CPU p50 (ms) | CPU p99 (ms) |")  # fmt: skip
    print("|---|---:|---:|---:|---|---:|---:|")
    for player in args.player:
        got = measure(
            player,
            args.players,
            args.deals,
            args.seed,
            args.jobs,
            args.against,
            scores,
            args.profile,  # type: ignore[arg-type]
        )
        print(got, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
