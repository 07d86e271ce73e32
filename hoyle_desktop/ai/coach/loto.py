"""The coach at Loto: the Expert's choice and every choice's expected counters (``ai/loto_bots.py``).

At the first method every choice is worth the prizes still to come times the chance of winning each
(``ai/loto_race.py``): a claim takes its prize, a cover keeps the chances, "ready" with a number left
bare lowers them; each reason says the chances in words (a cover: with it covered; ready: which
fall, or why none does yet: no line through a bare number wins while it stays bare). At the second every card
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
from .base import Advice, Choice, Reason
from .ranking import TIE, Valued, advice, expert_rng, only_one
from .texts import filled
from .words import fill, sentences, shared_why, translate

UNIT = "counters"


def advise(info: InfoSet, rng: random.Random) -> Advice:
    legal = list(info.legal)
    if len(legal) == 1:
        return only_one("loto", info.seat, UNIT, legal[0])
    valued, chosen = expert_values(info.view, legal, expert_rng(rng))  # type: ignore[arg-type]
    # the values are the Expert's; among equal ones, the cards carrying more numbers come first
    result = advice("loto", info.seat, UNIT, sorted(valued, key=_numbers_after), chosen)
    kinds = {c.action.kind for c in result.choices}
    covers_first = result.choices[0].action.kind == "cover"
    if result.verdict == "all_equal" and {"cover", "ready"} <= kinds and covers_first:
        # Waiting loses nothing yet, but covering never loses and the Expert covers: the Hint names
        # the cover (Enter does it) with waiting beside it at the same value and its reason, rather
        # than "every choice is worth the same", read as "covering does not matter" (playtest j).
        result = replace(result, verdict="choose")
    result = _folded(result)
    if any(c.why.code == "spread" for c in result.choices[:SHOWN]):
        return replace(result, note=Reason("spread_level"))
    return result


SHOWN = 3  # the choices a hint lists (ui/table/coach.py): the note is for exchanges among them


def _foldable(c: Choice) -> bool:
    return c.action.kind == "cover" and c.why.code == "cover" and "completes" not in c.why.args


def _folded(result: Advice) -> Advice:
    """Covers worth the same as the first cover listed (numbers called earlier and the one just
    called, each as good to cover as the next) are one choice "cover 26, 73 and 9", and "ready"
    follows it, with its cost: three equal "Cover N" lines filled the Hint and left out what
    waiting costs (playtest j, 29 November). At "all_equal" the others go (the review notes
    nothing there); else they stay last, where the review finds the one the person covered as
    good as the Expert's."""
    first = next((c for c in result.choices if _foldable(c)), None)
    if first is None:
        return result
    same = [
        c for c in result.choices if c is not first and _foldable(c) and abs(c.value - first.value) <= TIE
    ]
    if not same:
        return result
    args = {**first.why.args, "also": tuple(int(str(c.action.value)) for c in same)}
    if not all(c.why.args.get("late") for c in same):  # with the number just called: not "called earlier"
        args.pop("late", None)
    head = Choice(first.action, first.value, replace(first.why, args=args))
    rest = [c for c in result.choices if c is not first and c not in same]
    ready = [c for c in rest if c.action.kind == "ready"]
    others = [c for c in rest if c.action.kind != "ready"]
    if result.choices.index(first) == 0:
        choices = [head, *ready, *others]
    else:  # a claim comes first: then the covers, then ready
        at = next((i for i, c in enumerate(others) if c.value <= first.value + TIE), len(others))
        choices = [*others[:at], head, *ready, *others[at:]]
    if result.verdict == "all_equal":
        return replace(result, choices=tuple(choices))
    # kept for the review, after ready: each says it is one of the first line's
    kept = tuple(
        Choice(c.action, c.value, Reason("cover_named", {"first": first.action.value})) for c in same
    )
    return replace(result, choices=(*choices, *kept))


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


def choice_text(action: Action, why: Reason) -> str:
    """A cover folded with the covers worth the same (``also``) names them all: "cover 26, 73 and 9"."""
    also = [str(n) for n in why.args.get("also", ())] if action.kind == "cover" else []
    if not also:
        return action_text(action)
    numbers = [str(action.value), *also]
    if len(numbers) > MANY:
        listed = ", ".join(numbers[:MANY]) + ", …"
        return fill(translate("Coach", "cover the %1 called numbers %2"), len(numbers), listed)
    return fill(translate("Coach", "cover %1 and %2"), ", ".join(numbers[:-1]), numbers[-1])


MANY = 6  # numbers named in a line, the rest "…" (as ready's "leaves 15 called numbers uncovered")


def why_text(reason: Reason) -> str:
    return sentences(why_parts(reason))


def why_parts(reason: Reason) -> list[str]:
    """The reason in short parts, the main one first (the Hint shows each on a line): at the first
    method what the choice does at this call, then what it does to the chance of each prize."""
    shared = shared_why(reason)
    if shared is not None:
        return [shared]
    a = reason.args
    race = {"claim": _claim_parts, "cover": _cover_parts, "ready_late": _ready_parts}.get(reason.code)
    if race is not None and ("rivals" in a or any(k.endswith(("_pct", "_from")) for k in a)):
        return race(a)
    texts = {
        "claim": lambda: filled(translate("Coach", "the prize: %1 counters"), a["prize"]),
        "cover": lambda: (
            _late_words(a)
            if a.get("late")
            else translate("Coach", "cover it now, or you are too late for the race")
        ),
        "ready": lambda: translate("Coach", "nothing to cover"),
        "cover_named": lambda: filled(
            translate("Coach", "as good as covering %1, named on the first line"), a["first"]
        ),
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
    return [text() if text else reason.code]


PRIZE_ORDER = ("row", "two_rows", "card")


def _prize_chance(prize: str, pct: object) -> str:
    return {
        "row": lambda: filled(translate("Coach", "a row %1%"), pct),
        "two_rows": lambda: filled(translate("Coach", "two rows %1%"), pct),
        "card": lambda: filled(translate("Coach", "the card %1%"), pct),
    }[prize]()


def _prize_fall(prize: str, before: object, after: object) -> str:
    return {
        "row": lambda: filled(translate("Coach", "a row from %1% to %2%"), before, after),
        "two_rows": lambda: filled(translate("Coach", "two rows from %1% to %2%"), before, after),
        "card": lambda: filled(translate("Coach", "the card from %1% to %2%"), before, after),
    }[prize]()


def _chances(a: Mapping[str, Any]) -> str:
    """Your chance of each prize still open with every called number covered now."""
    listed = ", ".join(_prize_chance(p, a[f"{p}_pct"]) for p in PRIZE_ORDER if f"{p}_pct" in a)
    if a.get("others_bare"):  # the chances are those with every called number covered, this one too
        return fill(
            translate("Coach", "your chances of the prizes with every called number covered: %1"), listed
        )
    return fill(translate("Coach", "your chances of the prizes with it covered: %1"), listed)


def _claim_parts(a: Mapping[str, Any]) -> list[str]:
    parts = [filled(translate("Coach", "the prize: %1 counters"), a["prize"])]
    rivals = int(a.get("rivals", 0))
    if rivals == 1:
        parts.append(translate("Coach", "one other player could claim it at this call too: claim it first"))
    elif rivals > 1:
        parts.append(
            filled(
                translate("Coach", "%1 other players could claim it at this call too: claim it first"), rivals
            )
        )
    return parts


def _cover_parts(a: Mapping[str, Any]) -> list[str]:
    done = a.get("completes")
    if done is not None:
        words = {
            "row": lambda: translate("Coach", "completes a row: claim it next, for %1 counters"),
            "two_rows": lambda: translate(
                "Coach", "completes two rows on one card: claim them next, for %1 counters"
            ),
            "card": lambda: translate("Coach", "completes your card: claim it next, for %1 counters"),
        }[str(done)]()
        return [filled(words, a["prize"])]
    if a.get("late"):
        return [_late_words(a), _chances(a)]
    return [_chances(a)]


def _late_words(a: Mapping[str, Any]) -> str:
    if a.get("also"):  # covers folded into one choice (``_folded``)
        return translate("Coach", "called earlier and still uncovered: cover them before the race is lost")
    return translate("Coach", "called earlier and still uncovered: cover it before the race is lost")


def _ready_parts(a: Mapping[str, Any]) -> list[str]:
    """What saying ready leaves for the next call, and which chances fall for it."""
    bare = [int(n) for n in a.get("bare", ())]
    unclaimed = a.get("unclaimed")
    if unclaimed is not None:
        main = {
            "row": lambda: translate("Coach", "leaves your row unclaimed until the next call"),
            "two_rows": lambda: translate("Coach", "leaves your two rows unclaimed until the next call"),
            "card": lambda: translate("Coach", "leaves your card unclaimed until the next call"),
        }[str(unclaimed)]()
    elif len(bare) == 1:
        main = filled(translate("Coach", "leaves %1 uncovered until the next call"), bare[0])
    else:
        shown = ", ".join(str(n) for n in bare[:6]) + (", …" if len(bare) > 6 else "")
        main = fill(
            translate("Coach", "leaves %1 called numbers uncovered until the next call (%2)"),
            len(bare),
            shown,
        )
    falls = [
        _prize_fall(p, a[f"{p}_from"], a[f"{p}_to"])
        for p in PRIZE_ORDER
        if f"{p}_from" in a and a[f"{p}_from"] != a[f"{p}_to"]
    ]
    if falls:
        return [main, fill(translate("Coach", "your chances fall: %1"), ", ".join(falls))]
    if unclaimed is not None or not bare:
        return [main, translate("Coach", "no chance falls: nobody else is that close yet")]
    if len(bare) == 1:
        return [
            main,
            translate(
                "Coach",
                "no chance falls if you cover it at the next call, but no line through it can win while it "
                "stays uncovered",
            ),
        ]
    return [
        main,
        translate(
            "Coach",
            "no chance falls if you cover them at the next call, but no line through them can win while "
            "they stay uncovered",
        ),
    ]


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
