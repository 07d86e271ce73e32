"""The coach at the banking games: Vingt-un, Baccarat and Blind Hookey, in expected counters.

Vingt-un (``ai/vingt_un_bots.py``): every choice's expected counters from the cards the seat has
not seen, exact sums (:mod:`hoyle_desktop.engine.vingt_un.odds`). Baccarat (``ai/baccarat_bots.py``):
a draw or a stand at its exact value against the game-theoretic solution, on the stakes at risk;
stakes and banks at the edge the solution gives them. Blind Hookey (``ai/blind_hookey_bots.py``):
every stake loses 1/17 of itself to the bank, whatever is cut or rejected.
"""

from __future__ import annotations

import random

from ...engine.actions import Action
from ...engine.baccarat.view import BaccaratView
from ...engine.blind_hookey.view import BlindHookeyView
from ...engine.cards import Card
from ..base import InfoSet
from .base import Advice, Reason
from .ranking import advice, expert_rng, only_one
from .texts import decimal, filled
from .words import fill, shared_why, the_card, translate

UNIT = "counters"


def advise(info: InfoSet, rng: random.Random) -> Advice:
    view, legal = info.view, list(info.legal)
    game = (
        "baccarat"
        if isinstance(view, BaccaratView)
        else "blind_hookey"
        if isinstance(view, BlindHookeyView)
        else "vingt_un"
    )
    if len(legal) == 1:
        why = None
        if game == "baccarat":
            from ..baccarat_bots import forced_reason

            why = forced_reason(view, legal[0])  # type: ignore[arg-type]
        return only_one(game, info.seat, UNIT, legal[0], why)
    if game == "vingt_un":
        from ..vingt_un_bots import expert_values

        valued, chosen = expert_values(view, legal)  # type: ignore[arg-type]
    elif game == "baccarat":
        from ..baccarat_bots import expert_values as baccarat_values

        valued, chosen = baccarat_values(view, legal, expert_rng(rng))  # type: ignore[arg-type]
    else:
        from ..blind_hookey_bots import expert_values as hookey_values

        valued, chosen = hookey_values(view, legal, expert_rng(rng))  # type: ignore[arg-type]
    return advice(game, info.seat, UNIT, valued, chosen)


# -- words --------------------------------------------------------------------------------------------
def _per_counter(worth: float | str, wins: str, loses: str, card: str) -> str:
    """A worth a counter staked in words: "you win about 0.30 …" or "you lose about 0.11 …" (``wins``
    and ``loses`` take the card as %1, after "with" or "on": German "mit dem Herz-Ass", and the
    amount as %2)."""
    named = the_card(Card.parse(card), "dative") if card else ""
    amount = _amount(worth)
    return fill(wins if amount > 0 else loses, named, decimal(abs(amount), 2))


def _share_of_stake(a: dict, wins: str, loses: str) -> str:
    """A Baccarat choice's worth a counter staked as the share of the stake won or lost, to a tenth
    of a percent ("you lose about 52.0% of every counter staked", not "worth −0.5199 a counter");
    where the other choice (``other``) would read the same, words say which is the better."""
    worth = _amount(a["value"])
    shown = round(100 * abs(worth), 1)
    text = fill(wins if worth > 0 else loses, decimal(shown, 1))
    other = a.get("other")
    if other is None or _amount(other) == worth or round(100 * _amount(other), 1) != round(100 * worth, 1):
        return text
    hair = (
        translate("Coach", "; the other choice is the same to a tenth of a percent, this one a hair better")
        if worth > _amount(other)
        else translate(
            "Coach", "; the other choice is the same to a tenth of a percent, this one a hair worse"
        )
    )
    return text + hair


def _banker_share(a: dict) -> str:
    worth = _amount(a["value"])
    if abs(worth) == 1:  # standing on four against a punter who stood (on six or seven): a sure loss
        return (
            translate("Coach", "you win every counter staked, against the punters' best play")
            if worth > 0
            else translate("Coach", "you lose every counter staked, against the punters' best play")
        )
    return _share_of_stake(
        a,
        translate("Coach", "you win about %1% of every counter staked, against the punters' best play"),
        translate("Coach", "you lose about %1% of every counter staked, against the punters' best play"),
    )


def _amount(worth: float | str) -> float:
    return float(str(worth).replace("\u2212", "-"))  # a reason read back from a record may hold text


def action_text(action: Action) -> str:
    kind, value = action.kind, action.value
    texts = {
        "content": lambda: translate("Coach", "say content"),  # the button's word, not Baccarat's Stand
        "stand": lambda: translate("Coach", "stand"),
        "card": lambda: translate("Coach", "take a card"),
        "double": lambda: translate("Coach", "double"),
        "no_double": lambda: translate("Coach", "do not double"),
        "keep": lambda: translate("Coach", "keep the deal"),
        "buy": lambda: translate("Coach", "buy the deal"),
        "refuse": lambda: translate("Coach", "refuse the deal"),
        "sell": lambda: filled(translate("Coach", "sell the deal for %1"), value),
        "stake": lambda: (
            filled(translate("Coach", "stake %1"), value) if value else translate("Coach", "stake nothing")
        ),
        "divide": lambda: (
            filled(translate("Coach", "divide, staking %1 on the new hand"), value)
            if value is not None
            else translate("Coach", "divide")
        ),
        "bank": lambda: filled(translate("Coach", "put up a bank of %1"), value),
        "go_on": lambda: translate("Coach", "keep the bank"),
        "pass_deal": lambda: translate("Coach", "pass the bank on"),
        "give_up": lambda: translate("Coach", "give up the bank"),
        "take": lambda: translate("Coach", "take the bank"),
        "decline": lambda: translate("Coach", "decline the bank"),
        "banco": lambda: translate("Coach", "go banco"),
        "no_banco": lambda: translate("Coach", "do not go banco"),
        "cut": lambda: filled(translate("Coach", "cut %1 cards"), value),
        "reject": lambda: filled(translate("Coach", "reject packet %1"), int(value or 0) + 1),
    }
    text = texts.get(kind)
    return text() if text else str(action)


def why_text(reason: Reason) -> str:
    shared = shared_why(reason)
    if shared is not None:
        return shared
    a = reason.args
    texts = {
        # Vingt-un
        "stake": lambda: _per_counter(
            a["ev"],
            translate(
                "Coach",
                "with the %1 as your first card you win about %2 of every counter staked, on average: the "
                "largest stake wins most",
            ),
            translate(
                "Coach",
                "with the %1 as your first card you lose about %2 of every counter staked, on average: the "
                "smallest stake loses least",
            ),
            a["card"],
        ),
        "double": lambda: _per_counter(
            a["edge"],
            translate(
                "Coach",
                "you hold the bank: with the %1 as your card you win about %2 of every counter staked "
                "against you, on average; doubling doubles it",
            ),
            translate(
                "Coach",
                "you hold the bank: with the %1 as your card you lose about %2 of every counter staked "
                "against you, on average; doubling would double it",
            ),
            a["card"],
        ),
        "no_double": lambda: _per_counter(
            a["edge"],
            translate(
                "Coach",
                "with the %1 as your card you win about %2 of every counter staked against you, on "
                "average; not doubling wins half of what doubling would",
            ),
            translate(
                "Coach",
                "with the %1 as your card you lose about %2 of every counter staked against you, on "
                "average; not doubling keeps the loss to half",
            ),
            a["card"],
        ),
        "stand": lambda: filled(
            translate("Coach", "standing on %1: the dealer goes over %2% of the time"), a["total"], a["bust"]
        ),
        "draw": lambda: (
            filled(
                translate("Coach", "drawing to %1: %2% of the time one card takes you over 21"),
                a["total"],
                a["over"],
            )
            if a.get("over")
            else filled(translate("Coach", "drawing to %1: no card can take you over 21"), a["total"])
        ),
        "divide": lambda: _per_counter(
            a["each"],
            translate("Coach", "each new hand on the %1 wins about %2 of every counter staked, on average"),
            translate("Coach", "each new hand on the %1 loses about %2 of every counter staked, on average"),
            a["card"],
        ),
        "dealer_stand": lambda: filled(
            translate(
                "Coach",
                "standing on %1: you take the stakes of the hands that stand on %1 or less, and pay "
                "those above",
            ),
            a["total"],
        ),
        "deal_worth": lambda: filled(
            translate("Coach", "the deal is worth about %1 counters to you"), a["worth"]
        ),
        "sell": lambda: filled(
            translate("Coach", "the lowest price above the deal's worth (about %1 counters)"), a["worth"]
        ),
        "sell_dear": lambda: translate("Coach", "a dearer price is refused more often: you keep the deal"),
        "sell_cheap": lambda: filled(
            translate("Coach", "less than the deal is worth (about %1 counters)"), a["worth"]
        ),
        # Baccarat
        "bank_edge": lambda: filled(
            translate("Coach", "the bank wins %1% of every counter staked against it"), a["edge"]
        ),
        "punter_edge": lambda: filled(
            translate("Coach", "a punter loses %1% of every counter staked"), a["edge"]
        ),
        "punter_rule_draw": lambda: filled(
            translate("Coach", "your point is %1: a punter draws at 4 or less"), a["point"]
        ),
        "punter_rule_stand": lambda: filled(
            translate("Coach", "your point is %1: a punter stands at 6 or 7"), a["point"]
        ),
        "banco": lambda: filled(
            translate(
                "Coach",
                "stakes the whole bank, %1 counters, on this coup: a punter loses %2% of every counter "
                "staked",
            ),
            a["bank"],
            a["edge"],
        ),
        "no_banco": lambda: translate("Coach", "risks nothing against the bank this coup"),
        "no_stake": lambda: filled(
            translate(
                "Coach",
                "sits this coup out, the one choice that loses nothing (a punter loses %1% of every "
                "counter staked); the Expert plays every coup all the same, at the least stake",
            ),
            a.get("edge", ""),
        ),
        "the_rule": lambda: filled(translate("Coach", "the rule at %1: no choice"), a["point"]),
        "false_draw": lambda: translate("Coach", "a false draw: fined, or liable for the tableau's losses"),
        "punter_five": lambda: _share_of_stake(
            a,
            translate(
                "Coach",
                "at five with these two cards you win about %1% of every counter staked, against the "
                "banker's best play",
            ),
            translate(
                "Coach",
                "at five with these two cards you lose about %1% of every counter staked, against the "
                "banker's best play",
            ),
        ),
        "banker_draw": lambda: _banker_share(a),
        "banker_stand": lambda: _banker_share(a),
        "banker_mix": lambda: filled(
            translate(
                "Coach", "drawing and standing are worth the same here: the best play draws %1% of the time"
            ),
            a["pct"],
        ),
        "banque_draw": lambda: filled(
            translate("Coach", "drawing gains %1 counters on both tableaux' stakes"), a["gain"]
        ),
        "banque_stand": lambda: translate("Coach", "standing, against both tableaux"),
        # Blind Hookey
        "hookey_edge": lambda: filled(
            translate(
                "Coach",
                "the bank wins %1% of every counter staked: the smaller your stake, the less you lose",
            ),
            a["edge"],
        ),
        "pure_chance": lambda: translate(
            "Coach",
            "no cut or packet changes your chances, for every bottom card is just another unseen card "
            "of the same pack",
        ),
    }
    text = texts.get(reason.code)
    return text() if text else reason.code
