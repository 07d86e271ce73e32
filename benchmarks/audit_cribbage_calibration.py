"""Are the frozen Expert's values calibrated? Issue 26's fifth attempt (docs/ai/cribbage.md).

    nice -n 10 .venv/bin/python benchmarks/audit_cribbage_calibration.py layout 10000 26 x.json  # 1, 2
    nice -n 10 .venv/bin/python benchmarks/audit_cribbage_calibration.py exact 3000 26    # part 3
    nice -n 10 .venv/bin/python benchmarks/audit_cribbage_calibration.py wander 3000 26   # part 3, off-line
    ... wander 3000 26 '{"cards_dealt": 5, "play_ends_at_first_go": true}'                # other rules

``layout``: first deals of the frozen Expert against itself (two players, level scores). For each
lay-out, its predicted hand (mean show over every starter), crib (table mean) and play value (the
kept cards' weights) against the realized hand, crib and pegging difference (heels apart); the hand
and crib also re-scored with the real starter by the Expert's own ``show_points`` (must equal the
engine). For each searched play, the search's mean value of the chosen card against the pegging
difference realized from that play to the end of the play. Mean bias (predicted - realized) with
normal 95% intervals, by class.

``exact``: the same deals, but from the first card both hands are known: each seat plays the card
an exact search of the true deal prefers (ties as the Expert breaks them), and at every play the
searched value must equal the pegging difference the engine then scores to the end of the play.
``wander``: the same with a random card played at three plays in ten (more of the rules reached:
the search's value of the card played is checked whenever every later play is the searched best).
"""

from __future__ import annotations

import json
import math
import random
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.frozen.cribbage_expert_2026_11_27 import FrozenExpert  # noqa: E402
from benchmarks.frozen.cribbage_expert_2026_11_27.determinise import card_of_rank  # noqa: E402
from benchmarks.frozen.cribbage_expert_2026_11_27.discard_ev import PIPS, ids, show_points  # noqa: E402
from benchmarks.frozen.cribbage_expert_2026_11_27.expert import judged_lay_outs, search_plays  # noqa: E402
from benchmarks.frozen.cribbage_expert_2026_11_27.pegging_search import PlaySearch, Position, trim  # noqa: E402
from hoyle_desktop.ai.base import InfoSet, decide  # noqa: E402
from hoyle_desktop.ai.cribbage.crib_table import discard_key, load_expert  # noqa: E402
from hoyle_desktop.engine import registry  # noqa: E402
from hoyle_desktop.engine.actions import Action  # noqa: E402
from hoyle_desktop.engine.cribbage.rules import CribbageRules  # noqa: E402


class Recording(FrozenExpert):
    """The frozen Expert (the same choices), noting its predictions."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.layout = None
        # (cards played before, searched value of the card, its rank, the count before it)
        self.plays: list[tuple[int, float, int, int]] = []

    def lay_out(self, view, legal):
        self.layout = judged_lay_outs(view)[0].lay_out
        return Action("discard", cards=self.layout.discard)

    def play(self, view, legal):
        plays = [a for a in legal if a.kind == "play"]
        if not plays:
            return legal[0]
        if len({a.cards[0].rank for a in plays}) == 1:
            return plays[0]
        ranks, values = search_plays(view, self.rng)
        self.plays.append((len(view.played), values.values[ranks[0]], ranks[0], view.count))
        return Action("play", cards=(card_of_rank(view.hand, ranks[0]),))


def expert_crib(dealer: bool, discard) -> float | None:
    """The crib's mean for this discard against the real Expert lay-out (the switched-off table)."""
    found = load_expert().get("crib", {}).get("2p6", {}).get("dealer" if dealer else "pone", {})
    got = found.get(discard_key(discard))
    return float(got[0]) if got else None


def pegging(game, seat: int) -> int:
    side = game.side_of_seat[seat]
    return game.tally[side]["pegging"] - game.tally[1 - side]["pegging"]


def layout_deal(seed: int) -> list[dict]:
    game = registry.get("cribbage").new_game({"players": 2}, seed)
    bots = [Recording(seed + s) for s in range(2)]
    dealer = game.dealer
    open_play: list[dict] = []  # each searched play, with the pegging difference before it
    seen = None
    while game.deal_number == 1 and not game.is_over():
        seat = game.seats_to_act()[0]
        if game.phase == "play" and seen is None:
            seen = (game.starter, [list(k) for k in game.kept], list(game.crib))
        before, n = pegging(game, seat), len(bots[seat].plays)
        game.apply(seat, decide(bots[seat], InfoSet(game, seat, copy=False)))
        if len(bots[seat].plays) > n:
            played, value, rank, count = bots[seat].plays[-1]
            open_play.append(
                {
                    "seat": seat,
                    "played": played,
                    "value": value,
                    "before": before,
                    "rank": rank,
                    "count": count,
                }
            )
    starter, kept, crib = seen
    rows = []
    for seat in range(2):
        lo = bots[seat].layout
        side = game.side_of_seat[seat]
        rows.append(
            {
                "kind": "layout",
                "dealer": seat == dealer,
                "discard": [(int(c.rank), c.suit.value) for c in lo.discard],
                "starter": int(starter.rank),
                "hand": lo.hand,
                "crib": abs(lo.crib),
                "expert_crib": expert_crib(seat == dealer, lo.discard),
                "peg": lo.pegging,
                "real_hand": game.tally[side]["hand"],
                "real_crib": game.tally[side]["crib"] if seat == dealer else game.tally[1 - side]["crib"],
                "real_peg": pegging(game, seat),
                "exact_hand": show_points(ids(kept[seat]), ids([starter])[0], is_crib=False),
                "exact_crib": show_points(ids(crib), ids([starter])[0], is_crib=True),
            }
        )
    for p in open_play:
        rows.append(
            {
                "kind": "play",
                "dealer": p["seat"] == dealer,
                "played": p["played"],
                "value": p["value"],
                "rank": p["rank"],
                "count": p["count"],
                "real": pegging(game, p["seat"]) - p["before"],
            }
        )
    return rows


def exact_value(game, seat: int) -> dict[int, float]:
    """Each playable rank's exact value for ``seat`` on the true deal (both hands known)."""
    view = InfoSet(game, seat, copy=False).view
    rules = CribbageRules.from_mapping(view.rules)
    hands = tuple(tuple(sorted(int(c.rank) for c in game.hands[s])) for s in range(2))
    pos = Position(
        hands=hands,
        pile=trim(tuple(int(c.rank) for _, c in view.pile)),
        count=view.count,
        turn=seat,
        gone=sum(1 << s for s in view.go_seats),
        last=view.pile[-1][0] if view.pile else -1,
    )
    search = PlaySearch(rules, seat, view.dealer, view.scores, 99, False)
    return {
        r: search.play(pos, r, (0, 0))[0]
        for r in sorted({int(c.rank) for c in view.hand if view.count + c.rank.pips <= 31})
    }


def exact_deal(seed: int, wander: float = 0.0, rules: dict | None = None) -> list[dict]:
    """Checks at each play; with ``wander`` > 0 a random card is played that often instead (its own
    value checked), and a check counts only if every later play is the searched best."""
    rng = random.Random(seed)
    game = registry.get("cribbage").new_game({"players": 2, **(rules or {})}, seed)
    bots = [FrozenExpert(seed + s) for s in range(2)]
    checks: list[dict] = []
    while game.deal_number == 1 and not game.is_over():
        seat = game.seats_to_act()[0]
        if game.phase != "play":
            game.apply(seat, decide(bots[seat], InfoSet(game, seat, copy=False)))
            continue
        legal = game.legal_actions(seat)
        plays = [a for a in legal if a.kind == "play"]
        if not plays:
            game.apply(seat, legal[0])
            continue
        values = exact_value(game, seat)
        best = max(values, key=lambda r: (round(values[r], 6), -PIPS[r], -r))
        if rng.random() < wander:
            best = rng.choice(sorted(values))
            for c in checks:
                c["valid"] = False  # the line after those plays is no longer the searched one
        checks.append(
            {
                "seed": seed,
                "seat": seat,
                "value": values[best],
                "valid": True,
                "before": pegging(game, seat),
                "pile": [int(c.rank) for _, c in game.pile],
                "hands": [sorted(int(c.rank) for c in game.hands[s]) for s in range(2)],
            }
        )
        game.apply(seat, Action("play", cards=(card_of_rank(game.hands[seat], best),)))
    for c in checks:
        c["real"] = pegging(game, c["seat"]) - c["before"]
    return [c for c in checks if c["valid"]]


def interval(xs: list[float]) -> str:
    n = len(xs)
    if n < 2:
        return f"n={n}"
    m = sum(xs) / n
    half = 1.96 * math.sqrt(sum((x - m) ** 2 for x in xs) / (n - 1) / n)
    return f"{m:+.3f} ({m - half:+.3f} – {m + half:+.3f})  n={n}"


def discard_classes(d: list[tuple[int, int]]) -> list[str]:
    (a, sa), (b, sb) = sorted(d)
    out = []
    if a == b:
        out.append("pair")
    if 5 in (a, b):
        out.append("a five")
    if PIPS[a] == 10 and PIPS[b] == 10:
        out.append("two tens")
    elif 10 in (PIPS[a], PIPS[b]):
        out.append("one ten")
    if a != b and sa == sb:
        out.append("suited")
    if 0 < b - a <= 2:
        out.append("near-run")
    if PIPS[a] + PIPS[b] == 15:
        out.append("fifteen")
    if 11 in (a, b):
        out.append("a jack")
    if not out:
        out.append("other")
    return out


def report_layout(rows: list[dict]) -> None:
    lays = [r for r in rows if r["kind"] == "layout"]
    bad = [
        r
        for r in lays
        if r["exact_hand"] != r["real_hand"] or (r["dealer"] and r["exact_crib"] != r["real_crib"])
    ]
    print(f"lay-outs: {len(lays)}; show_points with the real starter differs from the engine in {len(bad)}")
    for r in bad[:5]:
        print("  ", r)
    mean_pred = sum(r["peg"] for r in lays) / len(lays)
    mean_real = sum(r["real_peg"] for r in lays) / len(lays)
    groups: dict[str, list[dict]] = defaultdict(list)
    for r in lays:
        role = "dealer" if r["dealer"] else "pone"
        groups["all"].append(r)
        groups[role].append(r)
        for c in discard_classes(r["discard"]):
            groups[f"{role}: {c}"].append(r)
        groups[f"starter {r['starter']:>2}"].append(r)
    print("class | hand bias | crib bias | play bias (centred) | crib bias, Expert-lay-out table")
    for name in sorted(groups, key=lambda k: (k != "all", k.startswith("starter"), k)):
        g = groups[name]
        hand = [r["hand"] - r["real_hand"] for r in g]
        crib = [r["crib"] - r["real_crib"] for r in g]
        peg = [(r["peg"] - mean_pred) - (r["real_peg"] - mean_real) for r in g]
        expert = [r["expert_crib"] - r["real_crib"] for r in g if r["expert_crib"] is not None]
        print(f"{name} | {interval(hand)} | {interval(crib)} | {interval(peg)} | {interval(expert)}")


def report_play(rows: list[dict]) -> None:
    plays = [r for r in rows if r["kind"] == "play"]
    groups: dict[str, list[float]] = defaultdict(list)
    for r in plays:
        bias = r["value"] - r["real"]
        role = "dealer" if r["dealer"] else "pone"
        groups["all"].append(bias)
        groups[role].append(bias)
        groups[f"{r['played']} played ({role})"].append(bias)
        kind = (
            "under 5"
            if PIPS[r["rank"]] < 5
            else "5"
            if r["rank"] == 5
            else "6-9"
            if PIPS[r["rank"]] < 10
            else "ten"
        )
        if r["played"] <= 1:
            groups[f"{r['played']} played ({role}), card played {kind}"].append(bias)
        groups[f"count before {'under 15' if r['count'] < 15 else '15 up'} ({role})"].append(bias)
    print("searched plays: class | bias (search value - realized pegging difference from there)")
    for name in sorted(groups, key=lambda k: (k != "all", k)):
        print(f"{name} | {interval(groups[name])}")


def main() -> None:
    mode, deals, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    rules = json.loads(sys.argv[4]) if len(sys.argv) > 4 and mode != "layout" else {}  # other rules
    master = random.Random(seed)
    seeds = [master.getrandbits(32) for _ in range(deals)]
    rows: list[dict] = []
    for i, s in enumerate(seeds):
        rows += layout_deal(s) if mode == "layout" else exact_deal(s, 0.3 if mode == "wander" else 0.0, rules)
        if (i + 1) % 250 == 0:
            print(f"[{i + 1} deals]", file=sys.stderr, flush=True)
    if mode == "layout":
        if len(sys.argv) > 4:  # keep the rows to read again
            Path(sys.argv[4]).write_text(json.dumps(rows))
        report_layout(rows)
        report_play(rows)
        return
    wrong = [c for c in rows if abs(c["value"] - c["real"]) > 1e-9]
    print(f"exact play-outs: {deals} deals, {len(rows)} plays; search value != engine points at {len(wrong)}")
    for c in wrong[:10]:
        print("  ", c)


if __name__ == "__main__":
    main()
