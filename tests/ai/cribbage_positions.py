"""Seeded cribbage positions for comparing Experts: games played by Standard, with some started
near the end, and at every few decisions the seat to act (see test_cribbage_frozen.py)."""

from __future__ import annotations

from collections.abc import Iterator

from hoyle_desktop.ai.base import InfoSet, decide
from hoyle_desktop.ai.cribbage.standard import StandardCribbageBot
from hoyle_desktop.engine import registry

# (players, game seed, scores at the start, decisions apart)
GAMES = [(2, 11, None, 3), (2, 12, None, 3), (2, 13, (95, 100), 2), (2, 14, (108, 90), 2),
         (2, 15, (70, 112), 2), (3, 16, None, 4)]  # fmt: skip


def positions() -> Iterator[tuple[str, InfoSet]]:
    """``(label, the seat's information set)`` at seeded decisions (lay-outs and plays)."""
    spec = registry.get("cribbage")
    for players, seed, scores, every in GAMES:
        game = spec.new_game({"players": players}, seed)
        if scores is not None:
            game.scores = list(scores)
        bots = [StandardCribbageBot(seed + s) for s in range(players)]
        k = 0
        while not game.is_over() and k < 120:
            seat = game.seats_to_act()[0]
            info = InfoSet(game, seat)
            if game.phase in ("lay_out", "play") and k % every == 0 and len(info.legal) > 1:
                yield f"{players}p seed {seed} decision {k}", info
            game.apply(seat, decide(bots[seat], InfoSet(game, seat, copy=False)))
            k += 1
