"""The coach at Loto: the Expert's choice and every choice's expected counters (``ai/loto_bots.py``).

At the first method a claim is worth its prize and covering is the race; at the second every card
held is worth the same by symmetry, so only taking a card (its share of the pots against its cost)
and throwing one up (its share forfeited) change what a player may expect: exchanges and offers
only spread his numbers, which the reason says.
"""

from __future__ import annotations

import random

from ...engine.actions import Action
from ..base import InfoSet
from ..loto_bots import expert_values
from .base import Advice, Reason
from .ranking import advice, expert_rng, only_one
from .texts import filled
from .words import shared_why, translate

UNIT = "counters"


def advise(info: InfoSet, rng: random.Random) -> Advice:
    legal = list(info.legal)
    if len(legal) == 1:
        return only_one("loto", info.seat, UNIT, legal[0])
    valued, chosen = expert_values(info.view, legal, expert_rng(rng))  # type: ignore[arg-type]
    return advice("loto", info.seat, UNIT, valued, chosen)


def _number(index: object) -> str:
    """A card as the table numbers it: the engine counts the box from 0, the cards show #1 on."""
    return str(int(str(index)) + 1)


def _swap(action: Action) -> tuple[str, str]:
    give, take = str(action.value).split(">")
    return _number(give), _number(take)


def action_text(action: Action) -> str:
    kind, value = action.kind, action.value
    if kind == "claim":
        return {
            "row": lambda: translate("Coach", "claim a row"),
            "two_rows": lambda: translate("Coach", "claim two rows"),
            "card": lambda: translate("Coach", "claim the whole card"),
        }.get(str(value), lambda: str(action))()
    if kind == "cover":
        return filled(translate("Coach", "cover %1"), value)
    if kind == "ready":
        return translate("Coach", "ready for the next number")
    if kind == "exchange":
        return filled(translate("Coach", "exchange card %1 for card %2 laid aside"), *_swap(action))
    if kind == "offer":
        return filled(translate("Coach", "offer card %1 for another player's card %2"), *_swap(action))
    if kind == "take":
        return filled(translate("Coach", "take card %1 as well"), _number(value))
    if kind == "throw":
        return filled(translate("Coach", "throw up card %1"), _number(value))
    texts = {
        "accept": lambda: translate("Coach", "accept the offer"),
        "decline": lambda: translate("Coach", "decline the offer"),
        "done": lambda: translate("Coach", "keep your cards"),
        "draw": lambda: translate("Coach", "draw"),
    }
    return texts.get(kind, lambda: str(action))()


def why_text(reason: Reason) -> str:
    shared = shared_why(reason)
    if shared is not None:
        return shared
    a = reason.args
    texts = {
        "claim": lambda: filled(translate("Coach", "the prize: %1 counters"), a["prize"]),
        "cover": lambda: translate("Coach", "cover it now, or you are too late for the race"),
        "ready": lambda: translate("Coach", "nothing to cover"),
        "ready_late": lambda: translate("Coach", "leaves a called number uncovered"),
        "take_card": lambda: filled(
            translate("Coach", "a card's share of the pool and table is %1 counters; it costs %2"),
            a["worth"],
            a["cost"],
        ),
        "throw_card": lambda: filled(
            translate("Coach", "gives up the card's share, %1 counters"), a["share"]
        ),
        "spread": lambda: filled(
            translate(
                "Coach",
                "worth what any card is worth (every card has the same chance); the Expert picks the cards "
                "that carry the most different numbers, which spreads your luck: %1 after this, %2 now",
            ),
            a["numbers"],
            a["now"],
        ),
        "loto_done": lambda: translate("Coach", "every card is worth the same"),
    }
    text = texts.get(reason.code)
    return text() if text else reason.code
