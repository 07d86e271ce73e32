"""The coach at the matching games (Cassino, Crazy Eights): the Expert's own values, ranked and explained.

* Cassino, in points of the count: until the pack is dealt out, the standard policy's reckoning of
  what a take gains or a card laid down risks (the Expert plays it); in the last round, the
  search's mean of the count a play brings against the best other side.
* Crazy Eights: the paired play-outs' mean for each play, as the chance of going out first (the
  book's one game) or the points of the profile's scoring; other eights naming a suit searched
  share its value; an eight naming a suit nobody would name is left out.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from ...engine.actions import Action
from ...engine.cards import Card, Rank, Suit
from ...engine.cassino.captures import captures
from ...engine.cassino.captures import value as pips
from ...engine.cassino.count import GREAT_CASSINO, LITTLE_CASSINO
from ...engine.cassino.game import CassinoView
from ...engine.crazy_eights.game import CrazyEightsView, penalty
from ...engine.crazy_eights.rules import ONE_GAME
from ..base import InfoSet
from ..cassino_bots import ExpertCassinoBot, searched, sweep_danger
from ..crazy_eights_bots import ExpertCrazyEightsBot, suit_counts
from .base import Advice, Reason
from .ranking import Valued, advice
from .texts import worded
from .words import card_name, fill, suit_name, the_card, translate

CASSINO_SCALE = 11.0  # the search's value 1: eleven points of the count (CountGuide)


def advise(info: InfoSet, rng: random.Random) -> Advice:
    view = info.view
    if isinstance(view, CassinoView):
        return _advise_cassino(info, view, rng)
    assert isinstance(view, CrazyEightsView)
    return _advise_crazy_eights(info, view, rng)


def _advise_cassino(info: InfoSet, view: CassinoView, rng: random.Random) -> Advice:
    expert = ExpertCassinoBot(rng.randrange(1 << 30))  # the Expert make_bot would make for this position
    valued = expert.evaluate(info, expert.rng)
    scale = CASSINO_SCALE if searched(view) else 1.0
    shown = [Valued(a, round(v * scale, 2) + 0.0, cassino_reason(view, a)) for a, v in valued]
    partners = view.side_of.count(view.side_of[info.seat]) > 1
    return replace(advice("cassino", info.seat, "points", shown, shown[0].action), partners=partners)


def _advise_crazy_eights(info: InfoSet, view: CrazyEightsView, rng: random.Random) -> Advice:
    expert = ExpertCrazyEightsBot(rng.randrange(1 << 30))  # the Expert make_bot would make here
    valued = expert.evaluate(view, info.legal, expert.rng, value_all=True)
    chance = view.scoring == ONE_GAME
    unit, scale = ("win_chance", 1.0) if chance else ("points", 100.0)
    shown = [
        Valued(a, 0.0 if v is None else round(v * scale, 3 if chance else 1) + 0.0, eights_reason(view, a))
        for a, v in valued
    ]
    return advice("crazy_eights", info.seat, unit, shown, shown[0].action)


# -- Cassino's reasons --------------------------------------------------------------------------------


def _leaves_sweep(table: Sequence[Card]) -> int:
    """The sum one card would sweep ``table`` with (0: no sweep; -1: all of one rank)."""
    danger = sweep_danger(table)
    if danger >= 1.0:
        return sum(pips(c) for c in table)
    return -1 if danger else 0


def cassino_reason(view: CassinoView, action: Action) -> Reason:
    card, rest = action.cards[0], action.cards[1:]
    # a take counts every card won for the pile, the playing card too (the cards point counts them)
    if action.kind == "take":
        left = [c for c in view.table if c not in rest]
        if not left and not view.builds:
            return Reason("take_sweep", {"count": len(action.cards)})
        for cassino in (GREAT_CASSINO, LITTLE_CASSINO):
            if cassino in action.cards:
                return Reason("take_cassino", {"card": cassino.code})
        sweep = _leaves_sweep(left)
        if sweep:
            return Reason("take_leaves_sweep", {"count": len(action.cards), "sum": sweep})
        aces = sum(1 for c in action.cards if c.rank == Rank.ACE)
        if aces:
            return Reason("take_aces", {"count": len(action.cards), "aces": aces})
        return Reason("take", {"count": len(action.cards)})
    if action.kind in ("build", "raise"):
        return Reason(action.kind, {"value": action.value})
    if any(a.kind == "take" for a in _takes(view)):
        return Reason("trail_could_take", {"card": card.code})
    sweep = _leaves_sweep([*view.table, card])
    if sweep > 0:
        return Reason("trail_leaves_sweep", {"card": card.code, "sum": sweep})
    if sweep < 0:
        return Reason("trail_leaves_pairs", {"card": card.code})
    if card in (GREAT_CASSINO, LITTLE_CASSINO) or card.rank == Rank.ACE:
        return Reason("trail_counting", {"card": card.code})
    # a spade is charged for the spades point it may give away (the Expert's trail_score): say so
    args = {"card": card.code, **({"spade": 1} if card.suit == Suit.SPADES else {})}
    if any(c is not card and c.rank == card.rank for c in view.hand):
        return Reason("trail_pair_in_hand", args)
    if not pips(card):
        return Reason("trail_court", args)
    return Reason("trail", args)


def _takes(view: CassinoView) -> list[Action]:
    """Whether the hand could take now: the view's table against each card in hand."""
    return [Action("take", (c,)) for c in view.hand if captures(view.table, c)]


# -- Crazy Eights' reasons -----------------------------------------------------------------------------


def eights_reason(view: CrazyEightsView, action: Action) -> Reason:
    if action.kind != "play":
        return Reason("only_one")
    card = action.cards[0]
    nxt = (view.seat + 1) % view.players
    stuck = view.stuck[nxt] if len(view.stuck) > nxt else ""
    rest = [c for c in view.hand if c is not card]
    counts = suit_counts(rest)
    if card.rank == Rank.EIGHT:
        named = str(action.value)
        if stuck and stuck[0] == named:
            return Reason("eight_shuts_out", {"suit": named})
        return Reason("eight_names", {"suit": named, "held": counts[named]})
    suit = card.suit.value
    if stuck and stuck[0] == suit:
        return Reason("next_lacks_suit", {"suit": suit})
    if any(c.rank == Rank.EIGHT for c in rest):
        return Reason("keeps_eight", {"suit": suit, "held": counts[suit]})
    if view.scoring != ONE_GAME and penalty(card) >= 10:
        return Reason("sheds_points", {"points": penalty(card)})
    return Reason("plays_suit", {"suit": suit, "held": counts[suit]})


# -- words ---------------------------------------------------------------------------------------------


def _suit(args: dict) -> str:
    return suit_name(Suit(str(args["suit"])))


def action_text(action: Action) -> str:
    kind, cards = action.kind, action.cards
    if kind == "take":
        return fill(
            translate("Coach", "take with the %1: %2"),
            the_card(cards[0], "dative"),
            ", ".join(card_name(c) for c in cards[1:]),
        )
    if kind == "trail":
        return fill(translate("Coach", "lay down the %1"), the_card(cards[0]))
    if kind == "build":
        return fill(translate("Coach", "build %1 with the %2"), action.value, the_card(cards[0], "dative"))
    if kind == "raise":
        template = translate("Coach", "raise the build to %1 with the %2")
        return fill(template, action.value, the_card(cards[0], "dative"))
    if kind == "play" and action.value:
        return fill(
            translate("Coach", "play the %1, naming %2"),
            the_card(cards[0]),
            suit_name(Suit(str(action.value))),
        )
    if kind == "play":
        return fill(translate("Coach", "play the %1"), the_card(cards[0]))
    if kind == "draw":
        return translate("Coach", "draw a card")
    if kind == "pass":
        return translate("Coach", "pass")
    return kind


def why_text(reason: Reason) -> str:
    if reason.code == "trail" and reason.args.get("spade"):
        return translate("Coach", "lays down a spade: it counts towards the most spades")
    text = worded(reason, _why_texts)
    if reason.args.get("spade") and reason.code in ("trail_court", "trail_pair_in_hand"):
        text += translate("Coach", "; a spade: it counts towards the most spades")
    return text


def _why_texts(a: dict[str, Any]) -> dict[str, Callable[[], str]]:
    return {
        "take_sweep": lambda: translate("Coach", "sweeps the table: a point"),
        "take_cassino": lambda: (
            translate("Coach", "takes the Great Cassino: two points")
            if a["card"] == GREAT_CASSINO.code
            else translate("Coach", "takes the Little Cassino: a point")
        ),
        "take_leaves_sweep": lambda: (
            fill(translate("Coach", "wins %1 cards, but leaves a sweep of %2"), a["count"], a["sum"])
            if a["sum"] > 0
            else fill(translate("Coach", "wins %1 cards, but leaves a sweep of one rank"), a["count"])
        ),
        "take_aces": lambda: fill(translate("Coach", "wins %1 cards, aces among them"), a["count"]),
        "take": lambda: fill(translate("Coach", "wins %1 cards"), a["count"]),
        "build": lambda: fill(translate("Coach", "builds %1, to take with a card in hand"), a["value"]),
        "raise": lambda: fill(translate("Coach", "raises the build to %1"), a["value"]),
        "trail_could_take": lambda: translate("Coach", "lays a card down when a take is there"),
        "trail_leaves_sweep": lambda: fill(translate("Coach", "leaves a sweep of %1"), a["sum"]),
        "trail_leaves_pairs": lambda: translate("Coach", "leaves a table of one rank, swept by its pair"),
        "trail_counting": lambda: translate("Coach", "lays down a card that counts"),
        "trail_pair_in_hand": lambda: translate("Coach", "its pair is in your hand, to take it back"),
        "trail_court": lambda: translate("Coach", "a court card gives no sum away"),
        "trail": lambda: translate("Coach", "lays down a card that counts nothing"),
        "eight_shuts_out": lambda: fill(
            translate("Coach", "names %1, which the next player lacks"), _suit(a)
        ),
        # None held said in words: "(you keep 0 of them)" read as nonsense (playtest (f)).
        "eight_names": lambda: (
            fill(translate("Coach", "names %1 (you hold none of them)"), _suit(a))
            if not a["held"]
            else fill(translate("Coach", "names %1 (you hold %2 of them)"), _suit(a), a["held"])
        ),
        "next_lacks_suit": lambda: fill(
            translate("Coach", "stays in %1, which the next player lacks"), _suit(a)
        ),
        "keeps_eight": lambda: (
            fill(
                translate("Coach", "keeps the eight for the last; plays from %1 (you keep none of them)"),
                _suit(a),
            )
            if not a["held"]
            else fill(
                translate("Coach", "keeps the eight for the last; plays from %1 (you keep %2 of them)"),
                _suit(a),
                a["held"],
            )
        ),
        "sheds_points": lambda: fill(
            translate("Coach", "sheds a card that would cost %1 points"), a["points"]
        ),
        "plays_suit": lambda: (
            fill(translate("Coach", "plays from %1 (you keep none of them)"), _suit(a))
            if not a["held"]
            else fill(translate("Coach", "plays from %1 (you keep %2 of them)"), _suit(a), a["held"])
        ),
    }
