"""Play many games between computer players and gather per-seat figures (for `hoyle simulate`,
benchmarks and strength measurements). Qt-free and single-threaded."""

from __future__ import annotations

import random
import statistics
import time
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..engine.game import Game, GameSpec
from .base import Bot
from .registry import make_bot


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

    def summary(self) -> dict[str, Any]:
        n = max(self.games, 1)
        times = sorted(self.decisions_ms) or [0.0]
        return {
            "bot": self.bot,
            "games": self.games,
            "wins": self.wins,
            "win_rate": round(self.wins / n, 4),
            "mean_score": round(self.score_total / n, 2),
            "mean_stake": round(self.stake_total / n, 3),
            "outcomes": dict(sorted(self.outcomes.items())),
            "mean_points": {k: round(v / n, 2) for k, v in sorted(self.points.items())},
            "decision_ms": {
                "p50": round(statistics.median(times), 3),
                "p99": round(times[min(len(times) - 1, int(len(times) * 0.99))], 3),
                "max": round(times[-1], 3),
            },
        }


@dataclass
class MatchStats:
    game: str
    games: int
    seats: list[SeatStats]
    seconds: float
    records: list[dict[str, Any]] = field(default_factory=list)
    extra: Counter[str] = field(default_factory=Counter)

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "games": self.games,
            "seconds": round(self.seconds, 3),
            "games_per_second": round(self.games / self.seconds, 1) if self.seconds else None,
            "seats": [s.summary() for s in self.seats],
            **({"totals": dict(self.extra)} if self.extra else {}),
        }


def play_game(game: Game, bots: Sequence[Bot], times: Sequence[list[float]] | None = None) -> Game:
    """Play one game to its end with one bot per seat."""
    clock = time.perf_counter
    while True:
        seats = game.seats_to_act()
        if not seats:
            return game
        seat = seats[0]
        start = clock()
        action = bots[seat].choose(game.view(seat), game.legal_actions(seat))
        if times is not None:
            times[seat].append((clock() - start) * 1000)
        game.apply(seat, action)


def run_match(
    spec: GameSpec,
    rules: Mapping[str, Any],
    seat_bots: Sequence[str],
    games: int,
    seed: int,
    keep_records: bool = False,
    on_game: Callable[[int], None] | None = None,
) -> MatchStats:
    master = random.Random(seed)
    stats = [SeatStats(bot=name) for name in seat_bots]
    out = MatchStats(game=spec.key, games=games, seats=stats, seconds=0.0)
    start = time.perf_counter()
    for g in range(games):
        game_seed = master.getrandbits(32)
        bots = [make_bot(spec.key, name, master.getrandbits(32)) for name in seat_bots]
        game = play_game(spec.new_game(rules, game_seed), bots, [s.decisions_ms for s in stats])
        result = game.result()
        assert result is not None
        points = result.details.get("points")
        sides = result.details.get("sides")
        for seat, s in enumerate(stats):
            s.games += 1
            s.wins += seat in result.winners
            s.score_total += result.scores[seat]
            s.stake_total += result.stakes[seat]
            s.outcomes[result.outcomes[seat]] += 1
            if points:
                side = sides[seat] if sides else seat
                s.points.update(points[side])
        for key, value in result.details.get("totals", {}).items():
            out.extra[key] += value
        if keep_records:
            out.records.append(game.record())
        if on_game:
            on_game(g)
    out.seconds = time.perf_counter() - start
    return out
