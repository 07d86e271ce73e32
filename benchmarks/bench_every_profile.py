"""Is the Expert clearly the strongest at every built-in house-rules profile? Expert against
Standard and Standard against Easy, each profile for a budget of seconds, through the arena
(``hoyle_desktop.ai.arena.run_match``, the path ``hoyle simulate`` takes).

    nice -n 10 python benchmarks/bench_every_profile.py [--seconds 40] [--only ID ...] [--jobs 1]
        [--players N] [--pairings expert:standard standard:easy] [--seed S] [--deals N] [--json FILE]
    python benchmarks/bench_every_profile.py --markdown FILE     # the saved figures as a table

``--deals N`` stops each pairing at N deals (give a large ``--seconds``), so two runs compare the
same deals: a change measured before and after.

How a deal is played (the luck of the cards and of the seats cancels, as the games' own benchmarks
do it: duplicate deals):

* two players: every deal twice, the seats swapped;
* partnerships (Cassino four-handed, Spoil-Five partners, four-handed cribbage and All-Fours): the
  first strength on the even seats, the second on the odd, then the same deal with the sides swapped;
* any other table: one player of the first strength among ``players - 1`` of the second, every deal
  played once with that player in each seat in turn (bench_trading_ai's and bench_speculation's
  ``--duplicate``).

A deal's figure is the mean over its plays; printed is the mean over the deals (independent) with
a 95% interval (normal approximation). The measure is the one the README's table uses for the game:

* ``win``: the first strength's share of the games won (a game won by k seats gives each 1/k),
  against its share of the seats (1/2 heads-up and in partnerships, 1/players alone among others):
  cribbage, All-Fours, Spoil-Five, Crazy Eights, Cassino, Snip-Snap-Snorum;
* ``counters``: its net counters a game (its seats' together), against 0: the stops games, Loto,
  the banking games (duplicate deals: the same cards with the player in every seat), Commerce, My
  Bird Sings, Speculation.

Both are printed for every profile (the other as a second column). ``flag``: ``ok`` when the
interval stands wholly above the equal figure, ``?`` when it straddles it with the mean above,
``NO`` when the mean is at or below it. The first strength's CPU time a decision (p99, and the
largest) is printed when it is the Expert.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from hoyle_desktop.ai.arena import run_match  # noqa: E402
from hoyle_desktop.engine import registry  # noqa: E402
from hoyle_desktop.profiles.catalog import ProfileCatalog  # noqa: E402

WIN_GAMES = {"cribbage", "all_fours", "spoil_five", "crazy_eights", "cassino", "snip_snap_snorum"}
PAIRINGS = ("expert:standard", "standard:easy")


@dataclass
class Figure:
    """One pairing at one profile: the first strength's figures over the deals."""

    profile: str
    game: str
    players: int
    layout: str  # "swap", "sides" or "alone"
    first: str
    second: str
    measure: str
    deals: int = 0
    plays: int = 0
    mean: float = 0.0
    low: float = 0.0
    high: float = 0.0
    equal: float = 0.0
    other_mean: float = 0.0  # the other measure's mean (win share or counters)
    flag: str = ""
    cpu_p99: float = 0.0
    cpu_max: float = 0.0
    seconds: float = 0.0
    per_deal: list[float] = field(default_factory=list, repr=False)


def interval(xs: list[float]) -> tuple[float, float, float]:
    n = len(xs)
    mean = sum(xs) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in xs) / (n - 1)) if n > 1 else float("inf")
    half = 1.959964 * sd / math.sqrt(n)
    return mean, mean - half, mean + half


def partnered(game: str, rules: dict[str, Any], players: int) -> bool:
    if rules.get("partnerships") or rules.get("partners"):
        return True
    return game in ("cribbage", "all_fours") and players == 4


def layouts(game: str, rules: dict[str, Any], players: int, a: str, b: str) -> tuple[str, list[list[str]]]:
    """Each play of a deal: the strengths by seat."""
    if players == 2:
        return "swap", [[a, b], [b, a]]
    if partnered(game, rules, players):
        even = [a if s % 2 == 0 else b for s in range(players)]
        return "sides", [even, [b if s % 2 == 0 else a for s in range(players)]]
    return "alone", [[a if s == r else b for s in range(players)] for r in range(players)]


def measure_pairing(
    profile_id: str, pairing: str, seconds: float, seed: int, players: int | None, max_deals: int | None
) -> Figure:
    profile = ProfileCatalog().get(profile_id)
    spec = registry.get(profile.game)
    rules = dict(profile.rules)
    if players is not None:
        rules["players"] = players
    n = int(rules.get("players", spec.min_players))
    a, b = pairing.split(":")
    layout, plays = layouts(profile.game, rules, n, a, b)
    measure = "win" if profile.game in WIN_GAMES else "counters"
    fig = Figure(profile_id, profile.game, n, layout, a, b, measure)
    master = random.Random(seed)
    wins_by_deal: list[float] = []
    nets_by_deal: list[float] = []
    cpu: list[float] = []
    start = time.perf_counter()
    while (time.perf_counter() - start < seconds or len(wins_by_deal) < 3) and (
        max_deals is None or len(wins_by_deal) < max_deals
    ):
        deal_seed = master.getrandbits(32)
        share = net = 0.0
        for seats in plays:
            stats = run_match(spec, rules, seats, games=1, seed=deal_seed)
            mine = [s for i, s in enumerate(stats.seats) if seats[i] == a]
            won = sum(s.wins for s in stats.seats)
            share += sum(s.wins for s in mine) / won if won else len(mine) / n
            net += sum(s.stake_total for s in mine)
            if a == "expert":
                for s in mine:
                    cpu.extend(s.decisions_cpu_ms)
        wins_by_deal.append(share / len(plays))
        nets_by_deal.append(net / len(plays))
        fig.plays += len(plays)
    fig.seconds = round(time.perf_counter() - start, 1)
    fig.deals = len(wins_by_deal)
    seat_share = sum(1 for s in plays[0] if s == a) / n
    primary, other = (wins_by_deal, nets_by_deal) if measure == "win" else (nets_by_deal, wins_by_deal)
    fig.equal = seat_share if measure == "win" else 0.0
    fig.mean, fig.low, fig.high = interval(primary)
    fig.other_mean = sum(other) / len(other)
    fig.per_deal = primary
    fig.flag = "ok" if fig.low > fig.equal else ("?" if fig.mean > fig.equal else "NO")
    if cpu:
        cpu.sort()
        fig.cpu_p99 = round(cpu[min(len(cpu) - 1, int(len(cpu) * 0.99))], 1)
        fig.cpu_max = round(cpu[-1], 1)
    return fig


def measure_profile(job: tuple[str, list[str], float, int, int | None, int | None]) -> list[Figure]:
    profile_id, pairings, seconds, seed, players, max_deals = job
    weights = [3 if "expert" in p else 1 for p in pairings]  # the Expert's games cost the most
    return [
        measure_pairing(profile_id, p, seconds * w / sum(weights), seed, players, max_deals)
        for p, w in zip(pairings, weights, strict=True)
    ]


def fmt(fig: Figure) -> str:
    if fig.measure == "win":
        value = f"{fig.mean:6.1%} ({fig.low:.1%} - {fig.high:.1%}) vs {fig.equal:.1%}"
        other = f"{fig.other_mean:+7.2f} net"
    else:
        value = f"{fig.mean:+7.2f} ({fig.low:+.2f} - {fig.high:+.2f}) vs 0"
        other = f"{fig.other_mean:6.1%} won"
    cpu = f"{fig.cpu_p99:5.1f}/{fig.cpu_max:5.1f}" if fig.first == "expert" else "-"
    return (
        f"{fig.profile:<28} {fig.players} {fig.layout:<5} {fig.first}:{fig.second:<9} "
        f"{fig.measure:<8} {value:<40} {other:<12} {fig.deals:>5} {cpu:>11} {fig.flag}"
    )


HEADER = (
    f"{'profile':<28} n {'seats':<5} {'pairing':<18} {'measure':<8} {'figure (95% interval) vs equal':<40} "
    f"{'other':<12} {'deals':>5} {'cpu p99/max':>11} flag"
)


def print_markdown(path: Path) -> None:
    """One row a profile: each pairing's figure with its interval and flag (for docs/ai/every-profile.md)."""
    rows: dict[str, dict[str, Figure]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        fig = Figure(**json.loads(line))
        rows.setdefault(fig.profile, {})[f"{fig.first}:{fig.second}"] = fig
    print(
        "| Profile | Players, seats | Measure | Expert vs Standard | flag | CPU p99 / max (ms) "
        "| Standard vs Easy | flag |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for profile, figs in rows.items():
        top, low = figs.get("expert:standard"), figs.get("standard:easy")
        some = top or low
        assert some is not None
        measure = "share of games won" if some.measure == "win" else "net counters a game"
        cells = []
        for fig in (top, low):
            if fig is None:
                cells += ["-", ""]
                continue
            if fig.measure == "win":
                text = f"{fig.mean:.1%} ({fig.low:.1%} - {fig.high:.1%}; equal {fig.equal:.1%})"
                text += f", {fig.deals} deals"
            else:
                text = f"{fig.mean:+.2f} ({fig.low:+.2f} - {fig.high:+.2f}), {fig.deals} deals"
            cells += [text, fig.flag]
        cpu = f"{top.cpu_p99:.1f} / {top.cpu_max:.1f}" if top else "-"
        print(
            f"| {profile} | {some.players}, {some.layout} | {measure} | {cells[0]} | {cells[1]} | {cpu} "
            f"| {cells[2]} | {cells[3]} |"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--seconds",
        type=float,
        default=40.0,
        help="budget a profile (a pairing with the Expert gets three shares, others one)",
    )
    parser.add_argument("--only", nargs="*", help="profile ids (default: every built-in)")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--players", type=int, help="seat this many (default: the profile's)")
    parser.add_argument("--pairings", nargs="*", default=list(PAIRINGS), help="first:second strengths")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--deals", type=int, help="stop at this many deals a pairing (the same seeds each run)"
    )
    parser.add_argument("--json", help="append each profile's figures here (JSON Lines)")
    parser.add_argument(
        "--markdown", help="print the figures saved in this JSON Lines file as a Markdown table"
    )
    args = parser.parse_args()
    if args.markdown:
        print_markdown(Path(args.markdown))
        return
    catalog = ProfileCatalog()
    ids = args.only or sorted(p.id for p in catalog.profiles() if p.builtin)
    jobs = [(i, args.pairings, args.seconds, args.seed, args.players, args.deals) for i in ids]
    print(f"{len(ids)} profiles, {args.seconds:g} s each, seed {args.seed}", flush=True)
    print(HEADER, flush=True)
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for figures in pool.map(measure_profile, jobs):
            for fig in figures:
                print(fmt(fig), flush=True)
                if args.json:
                    with open(args.json, "a", encoding="utf-8") as out:
                        out.write(
                            json.dumps({k: v for k, v in asdict(fig).items() if k != "per_deal"}) + "\n"
                        )


if __name__ == "__main__":
    main()
