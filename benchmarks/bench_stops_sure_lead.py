"""Is the stops Expert right to lead a card that passes the lead while a lead that surely comes
back is there (playtest 29 November (b): Newmarket's Hint put the ace of hearts, "the lead comes
back 0% of the time", above the four of clubs, "comes back 100%")?

    .venv/bin/python benchmarks/bench_stops_sure_lead.py newmarket --seeds 25 --samples 30

Expert players in every seat play seeded games; wherever the Expert leads a card whose run passes
the lead on (it comes back under half the time) while a lead of a run of two or more surely comes
back, both leads are played out to the end of the deal from the same deals of the unseen cards
(``samples`` of them, Expert play for every seat after). Printed: the seat's counters at the deal's
end with the Expert's lead less those with the sure lead (the one shedding most), a position at a
time, and their mean with its 95% interval (positions taken as independent).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from hoyle_desktop.ai.stops_bots import Knowledge, choose_expert, forecast  # noqa: E402
from hoyle_desktop.cli.common import load_rules  # noqa: E402
from hoyle_desktop.engine import registry  # noqa: E402


def purse_at_deal_end(g, seat: int, rng: random.Random) -> int:
    deal = g.view(seat).deal
    while not g.is_over() and g.view(seat).deal == deal and g.view(seat).phase != "done":
        s = g.seats_to_act()[0]
        g.apply(s, choose_expert(g.view(s), g.legal_actions(s), rng))
    return g.view(seat).purses[seat]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=("pope_joan", "spin", "newmarket", "jig"))
    parser.add_argument("--seeds", type=int, default=25)
    parser.add_argument("--samples", type=int, default=30)
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args()
    spec = registry.get(args.game)
    diffs = []
    for seed in range(args.seeds):
        g = spec.new_game(load_rules(spec, None, args.players), seed)
        rng = random.Random(seed)
        while not g.is_over():
            seat = g.seats_to_act()[0]
            view, legal = g.view(seat), g.legal_actions(seat)
            action = choose_expert(view, legal, rng)
            leads = [a for a in legal if a.kind == "play" and len(a.cards) == 1]
            if view.phase == "lead" and action in leads and len(leads) > 1:
                know = Knowledge.of(view)
                runs = {a: forecast(a.cards[0], know.mine, know.gone, know, view.run_limit) for a in leads}
                sure = [a for a in leads if runs[a].keep >= 0.99 and len(runs[a].cards) > 1]
                if runs[action].keep < 0.5 and sure:
                    other = max(sure, key=lambda a: runs[a].shed)
                    each = []
                    for i in range(args.samples):
                        mine = g.determinise(seat, random.Random(seed * 1000 + i))
                        theirs = mine.clone()
                        mine.apply(seat, action)
                        theirs.apply(seat, other)
                        each.append(
                            purse_at_deal_end(mine, seat, random.Random(i))
                            - purse_at_deal_end(theirs, seat, random.Random(i))
                        )
                    diffs.append(statistics.mean(each))
                    print(
                        f"seed {seed}: {action.cards[0]} over {other.cards[0]}: {diffs[-1]:+.2f}", flush=True
                    )
            g.apply(seat, action)
    if len(diffs) > 1:
        half = 1.959964 * statistics.stdev(diffs) / len(diffs) ** 0.5
        mean = statistics.mean(diffs)
        print(f"{len(diffs)} positions: the Expert's lead less the sure lead {mean:+.2f} ± {half:.2f}")


if __name__ == "__main__":
    main()
