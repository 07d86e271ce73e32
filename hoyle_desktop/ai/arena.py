"""Play many games between computer players and gather per-seat figures (for `hoyle simulate`,
benchmarks and strength measurements). Qt-free and single-threaded."""

from __future__ import annotations

import math
import random
import statistics
import time
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..engine.game import Game, GameSpec
from .base import Bot, InfoSet, decide
from .registry import make_bot


def wilson_interval(wins: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The 95% Wilson score interval for a win rate of ``wins`` out of ``n``."""
    if n <= 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass
class SeatStats:
    bot: str
    games: int = 0
    wins: int = 0
    score_total: int = 0
    stake_total: int = 0
    outcomes: Counter[str] = field(default_factory=Counter)
    points: Counter[str] = field(default_factory=Counter)  # by source, from the result's details
    decisions_ms: list[float] = field(default_factory=list)
    decisions_cpu_ms: list[float] = field(default_factory=list)  # the same decisions in CPU time

    def summary(self) -> dict[str, Any]:
        n = max(self.games, 1)
        times = sorted(self.decisions_ms) or [0.0]
        cpu = sorted(self.decisions_cpu_ms) or [0.0]
        return {
            "bot": self.bot,
            "games": self.games,
            "wins": self.wins,
            "win_rate": round(self.wins / n, 4),
            "win_rate_ci95": [round(x, 4) for x in wilson_interval(self.wins, self.games)],
            "mean_score": round(self.score_total / n, 2),
            "mean_stake": round(self.stake_total / n, 3),
            "outcomes": dict(sorted(self.outcomes.items())),
            "mean_points": {k: round(v / n, 2) for k, v in sorted(self.points.items())},
            "decision_ms": {
                "p50": round(statistics.median(times), 3),
                "p99": round(times[min(len(times) - 1, int(len(times) * 0.99))], 3),
                "max": round(times[-1], 3),
            },
            # CPU time is what the decision costs; wall time also counts other programs' turns
            "decision_cpu_ms": {
                "p50": round(statistics.median(cpu), 3),
                "p99": round(cpu[min(len(cpu) - 1, int(len(cpu) * 0.99))], 3),
                "max": round(cpu[-1], 3),
            },
        }


@dataclass
class MatchStats:
    game: str
    games: int
    seats: list[SeatStats]
    seconds: float
    records: list[dict[str, Any]] = field(default_factory=list)
    counter_totals: set[int] = field(default_factory=set)  # games for counters: the ledger totals seen
    net_sums: set[int] = field(default_factory=set)  # and the sums of the seats' nets (always {0})
    swap_seats: bool = False  # each deal played twice, the bots' order reversed the second time
    conservation_checked: int = 0  # games whose ledger was checked at the end (counters conserved)
    conservation_failed: int = 0
    interrupted: bool = False  # Ctrl-C: the figures and records are those of the games finished

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "games": self.games,
            **({"swap_seats": True} if self.swap_seats else {}),
            "seconds": round(self.seconds, 3),
            "games_per_second": round(self.games / self.seconds, 1) if self.seconds else None,
            "seats": [s.summary() for s in self.seats],
            **({"interrupted": True} if self.interrupted else {}),
            **(
                {
                    "counters": {
                        "totals": sorted(self.counter_totals),
                        "net_sums": sorted(self.net_sums),
                        "conservation_checked": self.conservation_checked,
                        "conservation_failed": self.conservation_failed,
                    }
                }
                if self.counter_totals
                else {}
            ),
        }


def play_game(
    game: Game,
    bots: Sequence[Bot],
    times: Sequence[list[float]] | None = None,
    cpu_times: Sequence[list[float]] | None = None,
) -> Game:
    """Play one game to its end with one bot per seat, noting each decision's wall and CPU time."""
    clock, cpu_clock = time.perf_counter, time.thread_time
    while True:
        seats = game.seats_to_act()
        if not seats:
            return game
        seat = seats[0]
        start, cpu_start = clock(), cpu_clock()
        action = decide(bots[seat], InfoSet(game, seat, copy=False))
        if times is not None:
            times[seat].append((clock() - start) * 1000)
        if cpu_times is not None:
            cpu_times[seat].append((cpu_clock() - cpu_start) * 1000)
        game.apply(seat, action)


def run_match(
    spec: GameSpec,
    rules: Mapping[str, Any],
    seat_bots: Sequence[str],
    games: int,
    seed: int,
    keep_records: bool = False,
    on_game: Callable[[int], None] | None = None,
    swap_seats: bool = False,
    on_record: Callable[[dict[str, Any]], None] | None = None,
) -> MatchStats:
    """Play ``games`` games with ``seat_bots[i]`` in seat i and gather figures per seat.

    With ``swap_seats`` every game seed (so every deal) is played twice, the second time with the
    bots' order reversed, so the luck of the cards falls evenly: ``games`` counts both plays (an
    odd number gives one unpaired game at the end). ``seats[i]`` then follows the bot named
    ``seat_bots[i]`` wherever it sits, and its figures are that bot's. ``on_record`` is given each
    game's record as the game ends (``keep_records`` keeps them all in ``records`` instead).
    """
    master = random.Random(seed)
    stats = [SeatStats(bot=name) for name in seat_bots]
    out = MatchStats(game=spec.key, games=games, seats=stats, seconds=0.0, swap_seats=swap_seats)
    start = time.perf_counter()
    try:
        keep = out.records.append if keep_records else on_record
        _play_all(spec, rules, seat_bots, games, master, out, keep, on_game, swap_seats)
    except KeyboardInterrupt:
        out.interrupted = True
        out.games = stats[0].games if stats else 0
    out.seconds = time.perf_counter() - start
    return out


def _play_all(
    spec: GameSpec,
    rules: Mapping[str, Any],
    seat_bots: Sequence[str],
    games: int,
    master: random.Random,
    out: MatchStats,
    keep: Callable[[dict[str, Any]], None] | None,
    on_game: Callable[[int], None] | None,
    swap_seats: bool,
) -> None:
    stats = out.seats
    n = len(seat_bots)
    order = list(range(n))
    game_seed, bot_seeds = 0, [0] * n
    for g in range(games):
        if swap_seats and g % 2:
            order = order[::-1]  # the same deal again, the bots' order reversed
        else:
            game_seed = master.getrandbits(32)
            bot_seeds = [master.getrandbits(32) for _ in seat_bots]
            order = list(range(n))
        # order[seat] is the index (into seat_bots) of the bot sitting in that seat
        bots = [make_bot(spec.key, seat_bots[i], bot_seeds[i]) for i in order]
        times = [stats[i].decisions_ms for i in order]
        cpu_times = [stats[i].decisions_cpu_ms for i in order]
        game = play_game(spec.new_game(rules, game_seed), bots, times, cpu_times)
        result = game.result()
        assert result is not None
        points = result.details.get("points")
        sides = result.details.get("sides")
        for seat, i in enumerate(order):
            s = stats[i]
            s.games += 1
            s.wins += seat in result.winners
            s.score_total += result.scores[seat]
            s.stake_total += result.stakes[seat]
            s.outcomes[result.outcomes[seat]] += 1
            if points:
                side = sides[seat] if sides else seat
                s.points.update(points[side])
        if "total" in result.details:  # a game for counters: the ledger's total must never change
            out.counter_totals.add(int(result.details["total"]))
            out.net_sums.add(sum(result.scores))
            _check_conservation(game, result, out)
        if keep is not None:
            keep(game.record())
        if on_game:
            on_game(g)


def _check_conservation(game: Game, result: Any, out: MatchStats) -> None:
    """Count the game as checked only when its ledger could really be checked."""
    ledger = getattr(game, "ledger", None)
    if ledger is None or not callable(getattr(ledger, "check", None)):
        return
    out.conservation_checked += 1
    try:
        ledger.check()
    except ValueError:
        out.conservation_failed += 1
        return
    if sum(result.scores) != 0:
        out.conservation_failed += 1
