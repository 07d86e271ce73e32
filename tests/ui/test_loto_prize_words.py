"""The Loto history's prize lines say who paid whom, and what a line prize is the first time.

Playtest (d), the second method: "You: an ambo on card 12, paid 5 counters." did not say who paid
whom, and "ambo" is explained nowhere on the table. Peel: "the player is entitled to payment out of
the pool for all the above-mentioned acquisitions" (an ambo "two counters ... on the same horizontal
line", a terne three, a quaterne four, a quinterne five)."""

from __future__ import annotations

import re

from hoyle_desktop.cli.common import load_rules
from hoyle_desktop.engine import registry
from hoyle_desktop.engine.actions import Action, Event
from hoyle_desktop.ui.loto.wording import action_text, event_line

NAMES = ["You", "Computer 1", "Computer 2", "Computer 3"]


def _events(profile: str, seed: int, until: int = 2000) -> list[Event]:
    """A four-player game played by keeping the cards, drawing and covering (claiming what may be)."""
    spec = registry.get("loto")
    g = spec.new_game({**load_rules(spec, profile, None), "players": 4}, seed)
    events = list(g.opening_events)
    for _ in range(until):
        seats = g.seats_to_act()
        if not seats:
            break
        seat = seats[0]
        legal = g.legal_actions(seat)
        order = ("claim", "cover", "done", "draw", "decline", "ready")
        action = min(legal, key=lambda a: order.index(a.kind) if a.kind in order else len(order))
        events += g.apply(seat, action)
    return events


def test_a_line_prize_says_the_pool_pays_it_and_explains_the_first_of_each_kind(qapp) -> None:
    events = _events("loto-second-method", 1)
    explained: set[str] = set()
    lines = [event_line(e, NAMES, 0, explained) for e in events if e.kind == "pay" and e.reason == "ambo"]
    first, later = lines[0], lines[1:]
    ambo = next(e for e in events if e.kind == "pay" and e.reason == "ambo")
    who, card = NAMES[ambo.data["to"]], ambo.data["card"] + 1
    assert first == (
        f"{who}: an ambo (two numbers of one line drawn) on card #{card}, 5 counters from the pool."
    )
    assert later and all("(two numbers" not in line and line.endswith(" from the pool.") for line in later)
    assert explained >= {"ambo"}
    terne = [event_line(e, NAMES, 0, explained) for e in events if e.kind == "pay" and e.reason == "terne"]
    if terne:  # the first terne is explained too, once
        assert "(three numbers of one line drawn)" in terne[0]
        assert all("(three" not in line for line in terne[1:])
    shares = [event_line(e, NAMES, 0) for e in events if e.kind == "pay" and e.reason.startswith("share_")]
    # the game ends when the table's counters are gone: what the pool holds is shared by the cards
    assert shares and all(line.endswith("left in the pool, shared by the cards held.") for line in shares)


def test_the_first_methods_prizes_say_they_come_from_the_pool(qapp) -> None:
    events = _events("loto", 3)
    prizes = [event_line(e, NAMES, 0) for e in events if e.kind == "pay" and e.reason.startswith("prize_")]
    assert prizes
    assert all(" from the pool for " in line for line in prizes), prizes


def test_the_history_names_cards_as_the_table_marks_them(qapp) -> None:
    """ "card 12" beside the number 12 on the same card may be read as the number: "#12" as marked."""
    line = event_line(Event("exchange", seat=1, data={"gave": 11, "took": 1}), NAMES, 0)
    assert line == "Computer 1: card #12 exchanged for card #2."
    offer = event_line(Event("offer", seat=2, data={"gave": 4, "to": 0, "took": 11}), NAMES, 0)
    assert offer == "Computer 2 offers card #5 for your card #12."
    assert action_text(Action("throw", value=11)) == "Give &back card #12"


def test_the_counters_from_the_table_are_said_once_a_drawing_ends(qapp) -> None:
    """Playtest (f): a purse rose 432 → 435 with nothing in the history: each number covered takes a
    counter from those on the table. One line when a drawing's knobs are out says each seat's, the
    first time with what they are; the lines add up to every counter taken."""
    from hoyle_desktop.ui.loto.wording import CoveredCounters

    events = _events("loto-second-method", 1)
    covered = CoveredCounters(NAMES)
    lines = [line for e in events if (line := covered.feed(e))]
    assert lines[0].startswith("Each number covered takes one counter from those on the table: ")
    assert all(line.startswith("For the numbers covered, from the table: ") for line in lines[1:])
    taken = sum(e.points for e in events if e.kind == "pay" and e.reason == "counter")
    said = sum(int(n) for line in lines for n in re.findall(r"(\d+) counters?", line))
    assert said == taken > 0
    drawings = sum(1 for e in events if e.kind == "drawing")
    assert len(lines) <= drawings  # one line a drawing at most, never one a knob
