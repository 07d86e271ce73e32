"""The coach at Speculation: the Expert's prices, as counters gained against letting things be.

Every card is worth the pool times the exact chance that it ends as the best trump
(``engine/speculation/chances.py``); the Expert trades only at a gain on that value, by a small
edge. The advice lists the Expert's action and the sensible others (never every price): buying at
the asking price, its own bid, refusing; accepting the best bid, its counter-offer, keeping the
card; offering at its asking price, turning. Values are :meth:`SpeculationBot.evaluate`'s.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ...engine.actions import Action
from ...engine.speculation.view import (
    ANSWER,
    ITEM_ALL,
    ITEM_BEST,
    ITEM_TOP,
    ITEM_TURN_UP,
    LAST,
    TURN,
    TURN_UP,
    SpeculationView,
)
from ..base import InfoSet
from ..speculation_bots import SpeculationBot, pool_share
from .base import Advice, Reason
from .ranking import Valued, advice
from .texts import decimal, worded
from .words import fill, translate


def advise(info: InfoSet, rng: random.Random) -> Advice:
    view = info.view
    assert isinstance(view, SpeculationView)
    bot = SpeculationBot("expert")
    valued = [Valued(a, round(v, 2) + 0.0, reason(bot, view, a)) for a, v in bot.evaluate(view, info.legal)]
    return advice("speculation", info.seat, "counters", valued, valued[0].action)


def _worth(bot: SpeculationBot, view: SpeculationView) -> tuple[str, float, float]:
    """What is at stake now (the item offered, or the window's), its value to its holder (the market
    panel's worth: the one every reason quotes) and its worth to this seat (a buyer of the best trump
    reckons what it may sell it again for)."""
    if view.market is not None:
        item, seller = view.market.item, view.market.seller
        worth = bot.worth if view.phase == ANSWER else bot.value
        return item, bot.value(view, item, seller), worth(view, item, seller)
    if view.window_item is not None:
        value = bot.value(view, view.window_item, view.seat)
        return view.window_item, value, value
    return "", 0.0, 0.0


def reason(bot: SpeculationBot, view: SpeculationView, action: Action) -> Reason:
    item, value, worth = _worth(bot, view)
    args: dict[str, Any] = {"item": item, "value": round(value, 2)}
    if round(worth, 2) != args["value"]:  # the words name both, so the gain follows from them
        args["worth"] = round(worth, 2)
    kind, price = action.kind, action.value
    m = view.market
    if kind in ("turn", "keep"):
        if kind == "turn":  # the window it is done at names it, as its button does (choice_text)
            args["window"] = view.phase
            if view.phase == LAST:  # "Turn up my cards" turns up every card face down: their worth
                args["value"] = round(bot.value(view, ITEM_ALL, view.seat), 2) + 0.0
                args.pop("worth", None)
                return Reason("turn_all", args)
        if item == ITEM_TOP:
            return Reason("turn_top", args)
        if kind == "keep" and item:  # the action already names the best trump: say its worth alone
            return Reason("keep_best", args)
        return Reason("hold" if item else kind, args)
    if kind == "look":
        return Reason("look", {"share": round(pool_share(view), 2)})
    if kind == "offer":
        if item == ITEM_TOP and view.phase == TURN and view.holder == view.seat:
            return Reason("offer_own_top", {**args, "price": price})
        unsold = worth < bot.style.min_offer
        cheap = isinstance(price, int) and price < worth  # sold, it brings less than it is worth
        refused = isinstance(price, int) and not bot.would_sell(view, worth, price)
        code = "offer_refused" if refused else "offer"
        code = "offer_unsold" if unsold else "offer_cheap" if cheap else code
        return Reason(code, {**args, "price": price})
    if kind == "buy" and m is not None:
        return Reason("buy", {**args, "price": m.price})
    if kind in ("bid", "counter"):
        return Reason(kind, {**args, "price": price})
    if kind == "accept" and m is not None:
        return Reason("accept", {**args, "price": m.best_bid})
    if kind == "refuse" and m is not None:
        if view.phase == "seller":
            return Reason("refuse_sell", args)
        # By the numbers shown: a price above the worth is too dear; at about it (within the
        # Expert's edge) buying gains nothing; below it refusing forgoes a bargain.
        gain = round(worth, 2) - m.price
        code = "refuse_buy" if gain < 0 else "refuse_even" if gain < bot.style.edge else "refuse_bargain"
        return Reason(code, {**args, "price": m.price})
    return Reason("expert_choice")


# -- words ---------------------------------------------------------------------------------------------


def _item(item: str) -> str:
    return {
        ITEM_TURN_UP: lambda: translate("Coach", "the turn-up"),
        ITEM_TOP: lambda: translate("Coach", "the next card"),
        ITEM_BEST: lambda: translate("Coach", "the best trump"),
        ITEM_ALL: lambda: translate("Coach", "the cards face down"),
    }.get(item, lambda: translate("Coach", "the card"))()


def action_text(action: Action) -> str:
    kind, price = action.kind, action.value
    words: dict[str, Callable[[], str]] = {
        "turn": lambda: translate("Coach", "turn the card"),
        "keep": lambda: translate("Coach", "keep the best trump"),  # as its button: only the chief hand keeps
        "look": lambda: translate("Coach", "look at a card"),
        "offer": lambda: fill(translate("Coach", "offer it for %1"), price),
        "offer_all": lambda: fill(translate("Coach", "offer all your cards for %1"), price),
        "buy": lambda: translate("Coach", "buy at the asking price"),
        "bid": lambda: fill(translate("Coach", "bid %1"), price),
        "refuse": lambda: translate("Coach", "refuse"),
        "accept": lambda: translate("Coach", "accept the best bid"),
        "counter": lambda: fill(translate("Coach", "ask %1 instead"), price),
    }
    return words[kind]() if kind in words else kind


def choice_text(action: Action, why: Reason) -> str:
    """The action as its button says it where that depends on the window (playtest (g): "Turn the
    card" beside "Turn up my cards" at the chief hand's last window)."""
    if action.kind == "refuse" and why.code == "refuse_sell":  # the seller's button: "Keep the card"
        return translate("Coach", "keep the card")
    if action.kind == "turn":
        words: dict[object, Callable[[], str]] = {
            TURN_UP: lambda: translate("Coach", "turn up the trump card"),
            TURN: lambda: translate("Coach", "turn up my card"),
            LAST: lambda: translate("Coach", "turn up my cards"),
        }
        said = words.get(why.args.get("window"))
        if said is not None:
            return said()
    return action_text(action)


def why_text(reason: Reason) -> str:
    return worded(reason, _why_texts)


def _why_texts(args: dict[str, Any]) -> dict[str, Callable[[], str]]:
    item = _item(str(args.get("item", "")))
    a = {k: decimal(v) if isinstance(v, float) else v for k, v in args.items()}
    # French says an amount below two in the singular ("vaut 0,42 jeton"), as the market does.
    few = abs(float(args.get("value") or 0)) < 2
    # What the item is worth to the one answering: the market's worth, and where the Expert reckons
    # a buyer's more (the best trump, which it may sell again) both numbers.
    to_you = (
        (
            lambda: fill(
                translate("Coach", "%1 to its holder (%2 to you, who may sell it again)"),
                a["value"],
                a["worth"],
            )
        )
        if "worth" in a
        else (lambda: fill(translate("Coach", "%1 to you"), a["value"]))
    )
    return {
        "hold": lambda: fill(
            translate("Coach", "keeps %1: worth %2 counters to you", "an amount below two")
            if few
            else translate("Coach", "keeps %1: worth %2 counters to you"),
            item,
            a["value"],
        ),
        "keep_best": lambda: fill(
            translate("Coach", "it is worth %1 counters to you", "the best trump; an amount below two")
            if few
            else translate("Coach", "it is worth %1 counters to you", "the best trump"),
            a["value"],
        ),
        "turn": lambda: translate("Coach", "turns your next card"),
        "turn_top": lambda: fill(
            translate("Coach", "turns your next card: worth %1 counters to you", "an amount below two")
            if few
            else translate("Coach", "turns your next card: worth %1 counters to you"),
            a["value"],
        ),
        "turn_all": lambda: fill(
            translate(
                "Coach",
                "turns up all your cards face down: together worth %1 counters to you",
                "an amount below two",
            )
            if few
            else translate("Coach", "turns up all your cards face down: together worth %1 counters to you"),
            a["value"],
        ),
        "keep": lambda: translate("Coach", "keeps your cards"),
        "look": lambda: fill(
            translate("Coach", "looking out of turn forfeits your chance of the pool (worth %1)"), a["share"]
        ),
        "offer": lambda: fill(
            translate("Coach", "asks %1 for %2, worth %3 to you"), a["price"], item, a["value"]
        ),
        "offer_cheap": lambda: fill(
            translate("Coach", "asks %1 for %2, worth %3 to you: if it is bought, you lose the difference"),
            a["price"],
            item,
            a["value"],
        ),
        "offer_refused": lambda: fill(
            translate(
                "Coach",
                "asks %1 for %2, worth %3 to you: nobody at this table has paid so far over the worth",
            ),
            a["price"],
            item,
            a["value"],
        ),
        "offer_own_top": lambda: translate("Coach", "you hold the best trump: your next card stays with you"),
        "offer_unsold": lambda: fill(
            translate("Coach", "%1 is worth only %2: nobody would pay a counter for it"), item, a["value"]
        ),
        "buy": lambda: fill(translate("Coach", "%1 costs %2 and is worth %3"), item, a["price"], to_you()),
        "bid": lambda: fill(translate("Coach", "bids %1 for %2, worth %3"), a["price"], item, to_you()),
        "counter": lambda: fill(
            translate("Coach", "asks %1 for %2, worth %3 to you"), a["price"], item, a["value"]
        ),
        "accept": lambda: fill(
            translate("Coach", "sells %1 for %2; it is worth %3 to you"), item, a["price"], a["value"]
        ),
        "refuse_sell": lambda: fill(
            translate("Coach", "keeps %1: worth %2 counters to you"), item, a["value"]
        ),
        "refuse_buy": lambda: fill(
            translate("Coach", "%1 is worth %2: %3 is too dear"), item, to_you(), a["price"]
        ),
        "refuse_even": lambda: fill(
            translate("Coach", "%1 is worth %2, about the %3 asked: buying gains nothing"),
            item,
            to_you(),
            a["price"],
        ),
        "refuse_bargain": lambda: fill(
            translate("Coach", "%1 is worth %2, more than the %3 asked"), item, to_you(), a["price"]
        ),
    }
