"""Watch the Expert decide: seeded games between computer players, every Expert decision printed
with the seat's view and the coach's values for each alternative (the Expert's own).

python benchmarks/watch_expert.py --game all_fours [--profile ID] [--players N]
    [--seats expert standard] [--games N] [--seed S] [--all]

The Expert's seats play the coach's best choice (the Hint, which is the Expert's choice). Forced
decisions (one legal action) are skipped unless ``--all``. ``[std]`` marks the standard player's
choice, where the game has one.
"""

from __future__ import annotations

import argparse
from typing import Any

from hoyle_desktop.ai.base import InfoSet, decide
from hoyle_desktop.ai.coach import advise
from hoyle_desktop.ai.registry import make_bot
from hoyle_desktop.engine import registry
from hoyle_desktop.profiles import ProfileCatalog


def codes(cards: Any) -> str:
    return " ".join(c.code for c in cards) if cards else "-"


def describe(view: Any) -> str:
    """The seat's view in one line, by family."""
    kind = type(view).__name__
    if kind == "TrickView":
        trick = " ".join(f"{s}:{c.code}" for s, c in view.trick)
        played = len(view.played)
        keys = ("begged", "robbed", "elder", "target", "barred")
        extra = {k: v for k, v in view.extra.items() if k in keys}
        return (
            f"seat {view.seat} {view.phase} dealer {view.dealer} trump {view.trump} turnup "
            f"{view.turnup.code if view.turnup else '-'} hand [{codes(view.hand)}] trick [{trick}] "
            f"played {played} tricks {list(view.tricks_won)} scores {list(view.scores)} {extra}"
        )
    if kind == "CassinoView":
        builds = " ".join(f"{o}:{v}({codes(cs)})" for o, v, cs in view.builds)
        return (
            f"seat {view.seat} hand [{codes(view.hand)}] table [{codes(view.table)}] builds [{builds}] "
            f"stock {view.stock_size} sizes {list(view.hand_sizes)} taken {[len(p) for p in view.piles]} "
            f"sweeps {list(view.sweeps)} scores {list(view.scores)}"
        )
    if kind == "CrazyEightsView":
        return (
            f"seat {view.seat} hand [{codes(view.hand)}] top {view.top.code if view.top else '-'} "
            f"called {view.called} stock {view.stock_size} sizes {list(view.hand_sizes)} "
            f"stuck {list(view.stuck)} drawn {view.drawn_this_turn} scores {list(view.scores)}"
        )
    return repr(view.to_json())


def raw_trick_means(info: InfoSet) -> str:
    """The trick Expert's play-out means as the coach's Expert computes them (no margin, no merging
    of choices within the luck of the deals), in the game's points."""
    from hoyle_desktop.ai.coach.base import position_rng
    from hoyle_desktop.ai.coach.tricks import unit_and_scale
    from hoyle_desktop.ai.tricks_bots import MARGIN, ExpertTrickBot

    expert = ExpertTrickBot(position_rng(info).randrange(1 << 30))
    valued = expert.evaluate(info, expert.rng)
    usual = expert.fallback.choose(info.view, list(info.legal))  # type: ignore[arg-type]
    _, scale = unit_and_scale(info.view)  # type: ignore[arg-type]
    return " ".join(f"{a}={(v + (0 if a == usual else MARGIN)) * scale:+.2f}" for a, v in valued)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", default="all_fours")
    parser.add_argument("--profile")
    parser.add_argument("--players", type=int)
    parser.add_argument("--seats", nargs="*", default=["expert", "standard"])
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--all", action="store_true", help="print forced decisions too")
    parser.add_argument("--rule", action="append", default=[], help="KEY=VALUE over the profile's rules")
    args = parser.parse_args()
    spec = registry.get(args.game)
    rules = dict(ProfileCatalog().get(args.profile or spec.key.replace("_", "-")).rules)
    if args.players:
        rules["players"] = args.players
    for kv in args.rule:
        key, _, value = kv.partition("=")
        rules[key] = value
    players = int(rules.get("players", len(args.seats)))
    for g in range(args.games):
        names = [args.seats[(i + g) % len(args.seats)] for i in range(players)]
        bots = [make_bot(spec.key, n, args.seed * 1000 + g * 10 + i) for i, n in enumerate(names)]
        game = spec.new_game(rules, args.seed * 1000 + g)
        print(f"=== game {g} seats {names}")
        while seats := game.seats_to_act():
            seat = seats[0]
            info = InfoSet(game, seat)
            if names[seat] == "expert" and (len(info.legal) > 1 or args.all):
                advice = advise(spec.key, game, seat)
                std = make_bot(spec.key, "standard", 0).choose(info.view, info.legal)
                alts = "; ".join(
                    f"{c.action}{' [std]' if c.action == std else ''} {c.value:+.2f}" for c in advice.choices
                )
                print(f"{describe(info.view)}\n    -> {alts}")
                if spec.key in ("all_fours", "spoil_five"):
                    print(f"    raw {raw_trick_means(info)}")
                action = advice.choices[0].action
            else:
                action = decide(bots[seat], info)
            for event in game.apply(seat, action):
                if event.kind in ("score", "deal_end", "hand_end", "game_end", "point", "sweep"):
                    print(f"  ! {event}")
        result = game.result()
        winners, scores = (result.winners, result.scores) if result else (None, None)
        print(f"=== result winners {winners} scores {scores}")


if __name__ == "__main__":
    main()
