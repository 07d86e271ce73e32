"""`hoyle simulate GAME --profile P --seats a,b --games N --seed S [--swap] [--json] [--record FILE]`."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from ..ai.arena import MatchStats, run_match
from ..ai.registry import default_seats, strengths
from ..engine import registry
from .common import load_rules
from .errors import Interrupted, UsageError


def add_parser(sub: Any) -> None:
    p = sub.add_parser("simulate", help="play whole games between computer players and print figures")
    p.add_argument("game", help="e.g. cribbage, pope-joan")
    p.add_argument("--profile", "-p", help="house-rule profile: an id or a YAML file (default: the game's)")
    p.add_argument("--players", type=int, help="number of players (default: the profile's)")
    p.add_argument(
        "--seats",
        help="computer players by seat, repeated round the table, e.g. random,greedy "
        "(default: random,greedy at cribbage, easy,standard,expert at the other games)",
    )
    p.add_argument("--games", "-n", type=int, default=100)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument(
        "--swap",
        action="store_true",
        help="play each deal twice with the seats swapped (the bots' order reversed); figures are per bot",
    )
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--record", help="write every game's record here (JSON Lines)")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    try:
        spec = registry.get(args.game)
    except KeyError as exc:
        raise UsageError(exc.args[0]) from exc
    if not spec.available:
        raise UsageError(f"{spec.title} is not playable yet")
    rules = load_rules(spec, args.profile, args.players)
    players = int(rules.get("players", spec.min_players))
    # The default seats are the game's strengths in turn, as many as the table has seats.
    if args.seats is not None:
        names = [s.strip() for s in args.seats.split(",")]
    else:
        names = default_seats(spec.key)[:players]
    known = strengths(spec.key)
    if not any(names):
        raise UsageError(f"--seats names no computer player; choose from {', '.join(known)}")
    for name in names:
        if name not in known:
            raise UsageError(f"no computer player {name!r} for {spec.title}; choose from {', '.join(known)}")
    if len(names) > players:
        raise UsageError(f"--seats names {len(names)} computer players, but the game has {players} seats")
    seat_bots = [names[i % len(names)] for i in range(players)]
    if args.games < 1:
        raise UsageError("--games must be at least 1")
    if args.record is not None and not args.record.strip():
        raise UsageError("--record names no file")
    record = Path(args.record) if args.record is not None else None
    writer = None
    if record is not None:
        from ..storage.record_files import RecordPathError, RecordWriter, check_record_path

        try:
            check_record_path(record)
        except RecordPathError as exc:
            raise UsageError(str(exc)) from exc
        writer = RecordWriter(record)  # each game's record goes to disk as it ends
    try:
        stats = run_match(
            spec, rules, seat_bots, args.games, args.seed, swap_seats=args.swap,
            on_record=writer.write if writer is not None else None,
        )  # fmt: skip
    except BaseException:
        if writer is not None and writer.file is not None:
            writer.file.discard()
        raise
    if stats.interrupted and not stats.games:
        if writer is not None and writer.file is not None:
            writer.file.discard()
        raise Interrupted("interrupted before the first game ended")
    print(json.dumps(stats.to_json(), indent=2) if args.json else format_stats(stats))
    if writer is not None:  # after the figures, so that a failing disk does not lose them
        _finish_record(writer)
    if stats.interrupted:
        kept = f"; the record of those games is in {record}" if writer is not None and writer.count else ""
        raise Interrupted(f"interrupted after {stats.games} games{kept}")
    return 0


def _finish_record(writer: Any) -> None:
    try:
        writer.finish()
    except OSError as exc:
        raise UsageError(f"cannot write the record {writer.path}: {exc.strerror or exc}") from exc


def format_stats(stats: MatchStats) -> str:
    data = stats.to_json()
    swapped = " (each deal twice, seats swapped)" if stats.swap_seats else ""
    lines = [
        f"{data['games']} games of {stats.game}{swapped} in {data['seconds']} s "
        f"({data['games_per_second']} games/s)"
    ]
    # With --swap a line follows one bot from seat to seat; without, a line is a seat.
    label = "bot" if stats.swap_seats else "seat"
    for seat, s in enumerate(data["seats"]):
        outcomes = ", ".join(f"{k} {v}" for k, v in s["outcomes"].items())
        low, high = s["win_rate_ci95"]
        lines.append(
            f"{label} {seat} {s['bot']:>9}: wins {s['wins']} "
            f"({s['win_rate']:.1%}, 95% CI {low:.1%}-{high:.1%}), "
            f"mean score {s['mean_score']}, "
            f"mean stake {s['mean_stake']:+}"
        )
        if s["mean_points"]:
            points = ", ".join(f"{k} {v}" for k, v in s["mean_points"].items())
            lines.append(f"    mean points per game: {points}")
        lines.append(f"    results: {outcomes}")
        d, cpu = s["decision_ms"], s["decision_cpu_ms"]
        lines.append(
            f"    decision time: p50 {d['p50']} ms, p99 {d['p99']} ms, max {d['max']} ms "
            f"(CPU p99 {cpu['p99']} ms)"
        )
    counters = data.get("counters")
    if counters:
        totals = ", ".join(str(t) for t in counters["totals"])
        sums = ", ".join(str(t) for t in counters["net_sums"])
        checked, failed = counters["conservation_checked"], counters["conservation_failed"]
        if failed:
            verdict = f"NOT conserved in {failed} of {checked} games checked"
        elif checked == data["games"]:
            verdict = "conserved in every game, checked"
        else:
            verdict = f"conservation checked in {checked} of {data['games']} games, all conserved"
        lines.append(f"counters in play: {totals} ({verdict}); seats' nets sum to {sums}")
    return "\n".join(lines)
