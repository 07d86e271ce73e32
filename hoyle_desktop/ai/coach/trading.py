"""The coach at Commerce and My Bird Sings: the Expert's own values.

Commerce (``ai/commerce_bots.py``): in the new game every choice in expected counters (the pool and
stakes won, the stakes a trade costs, the stake paid to each better hand when the first to stand is
beaten); in the old game the chance of holding the best hand, counting what each exchange leaves on
the table for the others; at Pool Commerce counters again: the hand prize times that chance, less a
counter's worth of the pool times the chance of the worst hand. My Bird Sings (``ai/bird_bots.py``):
the chance that the next card makes the hand sing, one per cent lower for each card more it would
still miss.
"""

from __future__ import annotations

import random

from ...engine.actions import Action
from ...engine.cards import Card, Suit
from ...engine.trading.bird import BirdView
from ...engine.trading.commerce_hands import FLUSH, PAIR, POINT, SEQUENCE, TRICON
from ..base import InfoSet
from ..bird_bots import expert_values as bird_values
from ..commerce_bots import expert_values as commerce_values
from .base import Advice, Reason
from .ranking import advice, expert_rng, only_one
from .texts import filled
from .words import shared_why, suit_name, the_card, translate


def advise(info: InfoSet, rng: random.Random) -> Advice:
    view, legal = info.view, list(info.legal)
    if isinstance(view, BirdView):
        if len(legal) == 1:
            return only_one("my_bird_sings", info.seat, "sing_chance", legal[0])
        valued, chosen = bird_values(view, legal, expert_rng(rng))
        return advice("my_bird_sings", info.seat, "sing_chance", valued, chosen)
    if len(legal) == 1:
        return only_one("commerce", info.seat, "counters", legal[0])
    valued, chosen, unit = commerce_values(view, legal)  # type: ignore[arg-type]
    return advice("commerce", info.seat, unit, valued, chosen)


# -- words --------------------------------------------------------------------------------------------
def action_text(action: Action) -> str:
    cards = action.cards
    first = the_card(cards[0]) if cards else ""
    texts = {
        "stand": lambda: translate("Coach", "stand"),
        # named as its button is ("Buy from the dealer"; playtest (f): "with the stock" beside it)
        "buy": lambda: filled(translate("Coach", "buy from the dealer, giving the %1"), first),
        "barter": lambda: filled(translate("Coach", "barter the %1 with your neighbour"), first),
        "give": lambda: filled(translate("Coach", "give the %1 in exchange"), first),
        "pass": lambda: translate("Coach", "pass"),
        "keep": lambda: translate("Coach", "keep your hand"),
        "exchange": lambda: filled(
            translate("Coach", "exchange the %1 for the %2 from the table"), first, the_card(cards[1])
        ),
        "buy_horse": lambda: translate("Coach", "buy a horse"),
        "no_horse": lambda: translate("Coach", "buy no horse"),
        "play_on": lambda: translate("Coach", "let the turn pass on"),  # as its button
        "sing": lambda: filled(translate("Coach", "sing with %1"), _listed(cards)),
        "no_exchange": lambda: translate("Coach", "change no card"),
        "throw": lambda: filled(translate("Coach", "throw the %1 to your left"), first),
        "draw": lambda: filled(translate("Coach", "draw card %1"), int(action.value or 0) + 1),
    }
    if action.kind == "exchange" and len(cards) == 1:  # My Bird Sings: one card with the stock
        return filled(translate("Coach", "change the %1 with the stock"), first)
    text = texts.get(action.kind)
    return text() if text else str(action)


def choice_text(action: Action, why: Reason) -> str:
    """The action as its button says it: the dealer's own trade is with the pack, not "from the
    dealer" (playtest (i): the Hint told the dealer to buy from the dealer)."""
    if action.kind == "buy" and why.args.get("pack") and action.cards:
        return filled(
            translate("Coach", "take a card from the pack, giving the %1"), the_card(action.cards[0])
        )
    return action_text(action)


def why_text(reason: Reason) -> str:
    shared = shared_why(reason)
    if shared is not None:
        return shared
    a = reason.args
    texts = {
        "stand_best": lambda: filled(translate("Coach", "your hand is the best %1% of the time"), a["pct"]),
        "trade": lambda: (
            _new_card(the_card(Card.parse(a["card"])), a["cost"]) + _kept(a) + _then_best(a)
        ),
        "chances": lambda: (
            _made(a)
            + filled(
                translate(
                    "Coach",
                    "your hand is then the best %1% of the time, counting what the table gives the others",
                ),
                a["best"],
            )
        ),
        "chances_pool": lambda: (
            _made(a)
            + filled(
                translate("Coach", "your hand is then the best %1% and the worst %2% of the time"),
                a["best"],
                a["worst"],
            )
        ),
        "pass_later": lambda: translate("Coach", "no better than standing: the others trade on longer"),
        "play_on": lambda: translate("Coach", "the turn passes on: stand or trade again next time round"),
        "horse": lambda: filled(
            translate("Coach", "a counter bought is worth about %1, its price %2"), a["worth"], a["price"]
        ),
        "bird_sings": lambda: translate("Coach", "your bird sings: the hand wins"),
        "bird_blind": lambda: translate("Coach", "the card is drawn blind: every choice is the same"),
        "bird_keep": lambda: _cards_from_singing(a["missing"]),
        "bird_exchange": lambda: filled(
            translate("Coach", "brings the hand %1 cards nearer to singing, on average"), a["gain"]
        ),
        # the chance the next card makes it sing is the choice's value, shown beside it
        "bird_throw": lambda: _cards_from_singing(a["missing"], then=True) + _outs(a),
    }
    text = texts.get(reason.code)
    return text() if text else reason.code


def _listed(cards: tuple[Card, ...]) -> str:
    """Cards in a sentence's list, each with its article ("with the ace of clubs, the ace of diamonds
    and …"; German "mit dem Kreuz-Ass, dem Karo-Ass und …"; French "avec l’as de trèfle, …")."""
    names = [
        filled(
            translate("Coach", "the %1", "a card in a list after 'with': German and French put %1 alone"),
            the_card(card, "dative"),
        )
        for card in cards
    ]
    return _and_or(names, translate("Coach", "%1 and %2"))


def _and_or(names: list[str], last: str) -> str:
    """ "a, b and c" (``last``: the language's "%1 and %2" or "%1 or %2")."""
    if len(names) < 2:
        return "".join(names)
    return filled(last, ", ".join(names[:-1]), names[-1])


def _outs(a: dict) -> str:
    """What a throw one card short waits for: the cards that make the bird sing, and how many cards
    of their suits have come to the seat this deal (they come likelier again)."""
    if a.get("missing") != 1 or not a.get("outs"):
        return ""
    suits = _and_or([suit_name(Suit(s)) for s in a["suits"]], translate("Coach", "%1 or %2"))
    text = filled(translate("Coach", ": any of the %1 %2 you do not hold makes it sing"), a["outs"], suits)
    if a.get("passed"):
        text += filled(translate("Coach", " (%1 passed to you this deal: %2)"), suits, a["passed"])
    return text


def _cards_from_singing(missing: int, then: bool = False) -> str:
    """How far the hand is from a bird, in words ("one card from singing"), not a count after a colon."""
    if then:
        if missing == 1:
            return translate("Coach", "your hand is then one card from singing")
        return filled(translate("Coach", "your hand is then %1 cards from singing"), missing)
    if missing == 1:
        return translate("Coach", "your hand is still one card from singing")
    return filled(translate("Coach", "your hand is still %1 cards from singing"), missing)


def _new_card(card: str, cost: int) -> str:
    if cost and cost != 1:
        return filled(translate("Coach", "a new card in place of the %1, for %2 counters"), card, cost)
    if cost:
        return filled(translate("Coach", "a new card in place of the %1, for one counter"), card)
    return filled(translate("Coach", "a new card in place of the %1"), card)


def _combination(code: int) -> str:
    return {
        TRICON: lambda: translate("Coach", "a tricon"),
        SEQUENCE: lambda: translate("Coach", "a sequence"),
        FLUSH: lambda: translate("Coach", "a flush"),
        PAIR: lambda: translate("Coach", "a pair"),
    }.get(int(code), lambda: "")()


def _made(args: dict) -> str:
    """The hand a choice leaves (the old game: what an exchange makes), before its chances."""
    if "made" not in args:
        return ""
    if int(args["made"]) <= POINT:
        return filled(
            translate("Coach", "you then hold no combination, a point of %1: "), args.get("point", "")
        )
    return filled(translate("Coach", "you then hold %1: "), _combination(int(args["made"])))


def _kept(args: dict) -> str:
    """What a trade keeps its two cards for: the combination they aim at and how often the new card
    makes it (the Expert's own count over the unseen cards, ``commerce_bots._aim``)."""
    if "keep" not in args:
        return ""
    first, second = (the_card(Card.parse(c)) for c in str(args["keep"]).split())
    aim = int(args["aim"])
    if aim <= POINT:
        return filled(translate("Coach", "; you keep the %1 and the %2 for the point"), first, second)
    if aim == PAIR:
        return filled(
            translate(
                "Coach", "; you keep the %1 and the %2: the new card pairs one of them %3% of the time"
            ),
            first,
            second,
            args["pct"],
        )
    if args.get("also") == SEQUENCE and aim == FLUSH:
        return filled(
            translate(
                "Coach",
                "; you keep the %1 and the %2 toward a flush or a sequence: the new card makes one %3% "
                "of the time, a combination of some kind %4%",
            ),
            first,
            second,
            args["pct"],
            args["any"],
        )
    if Card.parse(str(args["keep"]).split()[0]).rank == Card.parse(str(args["keep"]).split()[1]).rank:
        return filled(
            translate(
                "Coach", "; you keep the pair, the %1 and the %2: the new card makes %3 %4% of the time"
            ),
            first,
            second,
            _combination(aim),
            args["pct"],
        )
    return filled(
        translate(
            "Coach",
            "; you keep the %1 and the %2 toward %3: the new card makes one %4% of the time, a "
            "combination of some kind %5%",
        ),
        first,
        second,
        _combination(aim),
        args["pct"],
        args["any"],
    )


def _then_best(args: dict) -> str:
    if "best" not in args:
        return ""
    return filled(
        translate("Coach", "; your hand is then the best %1% of the time, on average"), args["best"]
    )
