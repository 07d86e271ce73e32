"""The review of a Loto round says which called numbers the person left uncovered at its end
(playtest j, 29 November: a whole round with nothing covered read "The coach: no decision worse
than the Expert's", each late cover being allowed at its call, and nothing said what was left).

docs/rules-notes/loto.md, the race: "a number not covered at its call may be covered later"; a
number still bare when the round ends never was."""

from __future__ import annotations

from hoyle_desktop.ai.loto_bots import LotoBot
from hoyle_desktop.engine import registry
from hoyle_desktop.engine.actions import Action
from hoyle_desktop.ui.loto.wording import review_cards, uncovered_at_end


def _a_round(cover: bool):
    """A round of the first method, the others played by the Expert; seat 0 covers every number
    (``cover``) or says ready at every call."""
    g = registry.get("loto").new_game({"players": 4, "rounds": 1}, 7)
    bots = [LotoBot("expert", s) for s in range(4)]
    while not g.is_over():
        seat = g.seats_to_act()[0]
        legal = g.legal_actions(seat)
        if seat == 0 and not cover:
            action = Action("ready") if Action("ready") in legal else legal[0]
        else:
            action = bots[seat].choose(g.view(seat), legal)
        g.apply(seat, action)
    return g, list(g.events)


def test_the_numbers_left_uncovered_are_named(qapp) -> None:
    g, events = _a_round(cover=False)
    taken = [n + 1 for e in events if e.seat == 0 and e.kind == "take_cards" for n in e.data["cards"]]
    mine = set().union(*(g.box[n - 1].numbers for n in taken))
    called = [e.data["number"] for e in events if e.kind == "call"]
    left = [n for n in called if n in mine]
    assert len(left) > 1 and uncovered_at_end(events, 0, g.box, taken) == left
    text = review_cards(events, 0, g.box)
    assert f"{len(left)} called numbers left uncovered at the end: " + ", ".join(map(str, left)) in text


def test_nothing_is_said_where_everything_was_covered(qapp) -> None:
    g, events = _a_round(cover=True)
    text = review_cards(events, 0, g.box)
    assert "uncovered" not in text and text.startswith("card")
    assert "uncovered" not in review_cards(events, 0)  # without the box: the cards and covers only
