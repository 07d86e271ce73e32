"""The coach at Loto: the Expert's choice and every choice's expected counters (``ai/loto_bots.py``).

At the first method a claim is worth its prize and covering is the race; at the second every card
held is worth the same by symmetry, so only taking a card (its share of the pots against its cost)
and throwing one up (its share forfeited) change what a player may expect: exchanges and offers
only spread his numbers, which the reason says: each such choice says how many different numbers
the cards would then carry, and the advice's ``note`` says once why they are worth the same (every
card has the same chances of an ambo, a terne ...) and why the Expert still prefers one. Among
choices of the same value, those that carry more numbers are listed first. Cards are named as the
table marks them, "card #12", never to be taken for the number 12 printed beside.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from ...engine.actions import Action
from ..base import InfoSet
from ..loto_bots import expert_values
from .base import Advice, Reason
from .ranking import Valued, advice, expert_rng, only_one
from .texts import filled
from .words import shared_why, translate

UNIT = "counters"

def advise(info: InfoSet, rng: random.Random) -> Advice:
    legal = list(info.legal)
    if len(legal) == 1:
        return only_one("loto", info.seat, UNIT, legal[0])
    valued, chosen = expert_values(info.view, legal, expert_rng(rng))  # type: ignore[arg-type]
    # the values are the Expert's; among equal ones, the cards carrying more numbers come first
    result = advice("loto", info.seat, UNIT, sorted(valued, key=_numbers_after), chosen)
    if any(c.why.code == "spread" for c in result.choices[:SHOWN]):
        return replace(result, note=Reason("spread_level"))
    return result


SHOWN = 3  # the choices a hint lists (ui/table/coach.py): the note is for exchanges among them


def _numbers_after(v: Valued) -> int:
    return -int(v.why.args.get("numbers", v.why.args.get("now", 0)))


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
        return filled(translate("Coach", "exchange card #%1 for card #%2 laid aside"), *_swap(action))
    if kind == "offer":
        return filled(translate("Coach", "offer card #%1 for another player's card #%2"), *_swap(action))
    if kind == "take":
        return filled(translate("Coach", "take card #%1 as well"), _number(value))
    if kind == "throw":
        return filled(translate("Coach", "throw up card #%1"), _number(value))
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
        "cover": lambda: (
            translate("Coach", "called earlier and still uncovered: cover it before the race is lost")
            if a.get("late")
            else translate("Coach", "cover it now, or you are too late for the race")
        ),
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
        "spread": lambda: _spread(a),
        "spread_level": lambda: translate(
            "Coach",
            "every card has the same chances of the line prizes (ambo, terne …), so changing one card for "
            "another gains or loses no counters; the Expert picks the cards that carry the most different "
            "numbers, so they do not all win on the same knobs",
        ),
        "loto_done": lambda: (
            filled(translate("Coach", "your cards keep the %1 different numbers they carry now"), a["now"])
            if "now" in a
            else translate("Coach", "every card is worth the same")
        ),
    }
    text = texts.get(reason.code)
    return text() if text else reason.code


def _spread(a: Mapping[str, Any]) -> str:
    """What a swap changes: how many different numbers the cards held would carry, against now."""
    numbers, now = int(a["numbers"]), int(a["now"])
    if a.get("offer"):
        if numbers > now:
            text = translate(
                "Coach", "if it is accepted, your cards carry %1 different numbers, %2 more than now"
            )
        elif numbers < now:
            text = translate(
                "Coach", "if it is accepted, your cards carry %1 different numbers, %2 fewer than now"
            )
        else:
            text = translate(
                "Coach", "if it is accepted, your cards carry %1 different numbers, as many as now"
            )
    elif numbers > now:
        text = translate("Coach", "your cards would then carry %1 different numbers, %2 more than now")
    elif numbers < now:
        text = translate("Coach", "your cards would then carry %1 different numbers, %2 fewer than now")
    else:
        text = translate("Coach", "your cards would then carry %1 different numbers, as many as now")
    return filled(text, numbers, abs(numbers - now))
