"""The stops coach's lead reasons say what the Expert weighs (playtest 29 November (b), "Not
mended"): a card only one's own lead can play costs a lead some time, a run that reaches one's own
stop spends it, and a lead worth the same as the next says either will do."""

from __future__ import annotations

import random
from dataclasses import replace

from coach_positions import positions

from hoyle_desktop.ai import stops_bots
from hoyle_desktop.ai.coach import advise
from hoyle_desktop.ai.coach.stops import why_text
from hoyle_desktop.ai.coach.words import card_name
from hoyle_desktop.cli.common import load_rules
from hoyle_desktop.engine import registry
from hoyle_desktop.engine.actions import Action
from hoyle_desktop.engine.cards import Card


def _cards(codes: str) -> tuple[Card, ...]:
    return tuple(Card.parse(c) for c in codes.split())


def _newmarket_playtest_view():
    """The playtest's Newmarket lead: the sevens and the pool cards A♣ K♥ Q♦ J♠ out of the pack."""
    spec = registry.get("newmarket")
    g = spec.new_game(load_rules(spec, "newmarket", None), 3)
    view = g.view(g.seats_to_act()[0])
    pools = {"ace": "C", "king": "H", "queen": "D", "knave": "S"}
    return replace(
        view,
        phase="lead",
        hand=_cards("4C 6C 8C 2D 6D AH 5H 8H 5S 9S QS"),
        out=_cards("AC 7C 7D QD 7H KH 7S JS"),
        stops_in_hand=_cards("6C 6D"),
        extra={**view.extra, "pool_suits": pools},
    )


def test_the_lead_passing_on_says_why_it_beats_the_one_coming_back():
    """Newmarket's Hint put the ace of hearts ("only your own lead can play this card; the lead
    comes back 0% of the time") above the four of clubs ("sheds 2 cards, the lead comes back 100%").
    The Expert is right (played out from the same deals, keeping the sure comeback for later won
    1.7 counters a position: docs/notes/polishb-2026-11-29.md); its reasons now say why."""
    view = _newmarket_playtest_view()
    legal = [Action("play", cards=(c,)) for c in view.hand]
    valued, chosen = stops_bots.expert_values(view, legal, random.Random(1))
    assert chosen.cards == _cards("AH")
    words = {v.action.cards[0].code: why_text(v.why) for v in valued}
    assert words["AH"].startswith(
        "only your own lead can play this card, so you must lead it some time"
    ), words["AH"]
    assert "This spends your stop 6♣: kept, it could win the lead back later" in words["4C"]
    assert "spends" not in words["AH"]


def test_a_lead_worth_the_same_as_the_next_says_either_will_do():
    """Pope Joan's Hint put "play the five of clubs: sheds one card" first and "the four of clubs
    (same value): sheds 2 cards" below it, no word why the first. The Expert picks between leads it
    weighs the same by chance (preferring the one that sheds more lost 1.8 counters a game at Spin,
    docs/notes/polishb-2026-11-29.md): its line now says the next is as good, and names it."""
    ties = 0
    for game, profile in (("pope_joan", "pope-joan"), ("newmarket", "newmarket"), ("jig", "jig")):
        for seed in range(1, 4):
            for g, seat in positions(game, profile, seed, steps=150):
                if g.view(seat).phase != "lead" or len(g.legal_actions(seat)) < 2:
                    continue
                result = advise(game, g, seat)
                if result.verdict != "choose":
                    continue
                first, second = result.choices[:2]
                words = why_text(first.why)
                if abs(first.value - second.value) > 1e-9 or second.action.kind != "play":
                    assert "either will do" not in words
                    continue
                other = second.action.cards[0]
                assert words.startswith(f"as good as leading the {card_name(other)} (either will do). "), (
                    words
                )
                ties += 1
    assert ties >= 3
