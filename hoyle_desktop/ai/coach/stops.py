"""The coach at Pope Joan, Spin, Newmarket, Jig and Snip-Snap-Snorum: the Expert's own values.

The stops games (``ai/stops_bots.py``): a lead is worth the Expert's forecast of its run in
counters (the cards left to pay for, the leads to come, the counters won on the way); a choice the
Expert takes whenever it may (a declaration, Spin beside a card, the Pope in lieu) is shown at what
it collects. Snip-Snap-Snorum (``ai/snip_bots.py``): a card is worth what it is expected to cost or
gain in counters, by the Expert's own measure for the table (see :func:`.snip_bots.expert_values`).
"""

from __future__ import annotations

import random
from dataclasses import replace

from ...engine.actions import Action
from ...engine.cards import Card
from ...engine.stops.view import StopsView
from ...i18n.cards import card_sign
from ..base import InfoSet
from ..snip_bots import expert_values as snip_values
from ..stops_bots import Knowledge, forecast
from ..stops_bots import expert_values as stops_values
from .base import Advice, Reason
from .ranking import EQUAL, advice, expert_rng, only_one
from .texts import filled, number
from .words import fill, sentences, shared_why, the_card, translate

UNIT = "counters"
SIGNS = "\u00a0"  # between cards in signs ("K♦ 7♠"): a list kept whole on its line, as the Hint wraps
ORDER = "order"  # values that only rank the cards (Snip-Snap-Snorum's order): the hint shows no number


def advise(info: InfoSet, rng: random.Random) -> Advice:
    view, legal = info.view, list(info.legal)
    game = view.game  # type: ignore[attr-defined]
    if len(legal) == 1:
        return only_one(game, info.seat, UNIT, legal[0])
    evaluate = snip_values if game == "snip_snap_snorum" else stops_values
    valued, chosen = evaluate(view, legal, expert_rng(rng))  # type: ignore[arg-type]
    # between two with every card known, the Snip Expert values a lead by the chance to win the game;
    # round a larger table it goes by an order (Peel's), shown as places in words, not as a score
    unit = UNIT
    if valued and valued[0].why.code == "duel":
        unit = "win_chance"
    elif any("place" in v.why.args for v in valued):
        unit = ORDER
    result = advice(game, info.seat, unit, valued, chosen)
    if game != "snip_snap_snorum":
        result = _say_a_tie(result)
    if result.verdict == "all_equal" and game != "snip_snap_snorum" and _every_lead_comes_back(view, legal):
        return replace(result, why=Reason("all_come_back"))
    risks = {c.why.args.get("pct") for c in result.choices}
    if result.verdict == "all_equal" and game == "snip_snap_snorum" and len(risks) == 1 and None not in risks:
        return replace(result, why=Reason("same_risk", {"pct": risks.pop()}))
    return result


def _say_a_tie(result: Advice) -> Advice:
    """The Expert's lead and the next worth the same (it picks between them by chance): its line
    says so, naming the other lead, which may look the stronger (playtest 29 November (b): "play the
    five of clubs … sheds one card" above "the four of clubs (same value): sheds 2 cards")."""
    if result.verdict != "choose" or len(result.choices) < 2:
        return result
    first, second = result.choices[:2]
    leads = all(c.action.kind == "play" and len(c.action.cards) == 1 for c in (first, second))
    if not leads or abs(first.value - second.value) > EQUAL:
        return result
    why = Reason(first.why.code, {**first.why.args, "tied": second.action.cards[0].code})
    return replace(result, choices=(replace(first, why=why), *result.choices[1:]))


def _every_lead_comes_back(view: StopsView, legal: list[Action]) -> bool:
    """Each card one may lead runs to a stop of one's own (a card of one's hand or one out of play
    next): the lead comes back whichever is led, so their order changes nothing."""
    know = Knowledge.of(view)
    leads = [a.cards[0] for a in legal if a.kind == "play" and a.cards]
    return bool(leads) and all(
        forecast(card, know.mine, know.gone, know, view.run_limit).keep >= 0.99 for card in leads
    )


# -- words --------------------------------------------------------------------------------------------
def action_text(action: Action) -> str:
    cards = action.cards
    if action.kind == "play" and action.value == "in_lieu":
        return translate("Coach", "play the Pope in lieu of the missing card")
    if action.kind == "play" and len(cards) == 2:
        return filled(translate("Coach", "play the %1 with Spin beside it"), the_card(cards[0]))
    if action.kind == "play" and cards:
        return filled(translate("Coach", "play the %1"), the_card(cards[0]))
    if action.kind == "spin":
        return translate("Coach", "play Spin alone")
    if action.kind == "declare":
        if action.value == "matrimony":
            return translate("Coach", "declare Matrimony")
        return translate("Coach", "declare Intrigue")
    if action.kind == "pass":
        return translate("Coach", "pass")
    return str(action)


def why_text(reason: Reason) -> str:
    """The reason in one text: its short sentences one after another (the review, the command line).
    A lead only your own lead can play says what it sheds too, as every other lead does: the review
    sets the person's lead beside the Expert's, and its lesson ("a lead that sheds fewer cards…")
    needs both counts (playtest, 29 November: the ace of clubs, no count beside the Expert's 1.7)."""
    parts = why_parts(reason)
    if reason.code == "needs_lead" and "shed" in reason.args:
        at = parts.index(_main_text(reason)) + 1
        parts.insert(at, _sheds(reason.args["shed"]))
    return sentences(parts)


def why_parts(reason: Reason) -> list[str]:
    """The reason in short parts, the main one first: the Hint shows each on a line of its own
    (playtest 29 November (e): Newmarket's Hint was one sentence of eleven lines, joined by ";")."""
    a = reason.args
    parts = _why_parts(reason)
    if "tied" in a:  # the next lead is worth as much: either will do
        tied = fill(
            translate("Coach", "as good as leading the %1 (either will do)"), the_card(Card.parse(a["tied"]))
        )
        parts = [tied, *parts]
    if "sure_at" in a:  # why the lead comes back for sure, where the forecast knows it
        parts.append(_sure_text(a))
    if "spent" in a and reason.code != "goes_out":  # what the Expert weighs against a sure comeback
        parts.append(_spent_text([Card.parse(c) for c in a["spent"].split()]))
    if "place" in a:  # Snip-Snap-Snorum: its place in the Expert's order (the hint shows no number)
        parts.append(filled(translate("Coach", "place %1 in the Expert's order"), a["place"]))
    if "stops" in a:  # what the Expert judges the hand left by, the cards named: a person sees which
        # in signs, as the prompt and history name them ("K♦ 8♠"): a Pope Joan lead's hint scrolled
        parts.append(fill(translate("Coach", "stops left after it: %1"), _signs_or_none(a["stops"])))
        parts.append(
            fill(translate("Coach", "only your lead can then play: %1"), _signs_or_none(a["orphans"]))
        )
    elif "stops_left" in a:  # a reason read back from an older record: the counts only
        parts.append(
            filled(
                translate("Coach", "then stops left in hand: %1, cards only your own lead can play: %2"),
                a["stops_left"],
                a["orphans_left"],
            )
        )
    return parts


def _sure_text(a: dict) -> str:
    """The stop that brings the lead back for sure: a king, the card after it out of play, or
    Jig's fifth card of a run (the card in the sentence's dative: "mit dem Kreuz-König")."""
    at = the_card(Card.parse(a["sure_at"]), "dative")
    if a["sure_why"] == "king":
        return fill(translate("Coach", "the run stops for sure at your %1: nothing follows a king"), at)
    if a["sure_why"] == "limit":
        return fill(
            translate("Coach", "the run stops for sure at your %1: it is the fifth card of the run, Jig"), at
        )
    return fill(
        translate("Coach", "the run stops for sure at your %1: the %2 is out of play"),
        at,
        the_card(Card.parse(a["sure_next"]), "nominative"),
    )


def _spent_text(spent: list[Card]) -> str:
    """The stops of the person's a run plays: each would win a lead back later, kept (playtest 29
    November (b): a lead coming back surely ranked below one passing the lead on, and no word why)."""
    signs = SIGNS.join(card_sign(card, translate) for card in spent)
    if len(spent) == 1:
        return fill(
            translate("Coach", "this spends your stop %1: kept, it could win the lead back later"), signs
        )
    return fill(
        translate("Coach", "this spends your stops %1: kept, they could win the lead back later"), signs
    )


def _sheds(shed: float) -> str:
    """How many cards a run sheds: the forecast's mean, one place (playtest 29 November (b): "sheds
    1 of your cards", and "sheds 1.6 of your cards" for a mean)."""
    if float(shed) == 1:
        return translate("Coach", "sheds one card")
    if float(shed).is_integer():
        return fill(translate("Coach", "sheds %1 cards"), str(int(shed)))
    return fill(translate("Coach", "sheds %1 cards on average"), number(float(shed)))


def _signs_or_none(codes: str) -> str:
    cards = [Card.parse(c) for c in str(codes).split()]
    return SIGNS.join(card_sign(c, translate) for c in cards) if cards else translate("Coach", "none")


def _why_parts(reason: Reason) -> list[str]:
    """The reason's main part, and the chance of the lead's return where it is known: for every lead
    but one going out (a stop kept or counters won on the way cost what they do by passing the lead
    on: Pope Joan's ten of diamonds, 7.1 counters in the review, said nothing of the lead)."""
    leads = ("needs_lead", "run", "keeps_stop", "run_money")
    if reason.code in leads and "back" in reason.args and "end" not in reason.args:
        return [_main_text(reason), _back_text(reason.args["back"])]
    return [_main_text(reason)]


def _back_text(back: int) -> str:
    """How often the lead comes back after the run: "every time" and "not" where it is sure."""
    if back >= 100:
        return translate("Coach", "the lead then comes back to you every time")
    if back <= 0:
        return translate("Coach", "the lead then does not come back to you")
    return filled(translate("Coach", "the lead then comes back to you %1% of the time"), back)


def _main_text(reason: Reason) -> str:
    shared = shared_why(reason)
    if shared is not None:
        return shared
    a = reason.args
    code = reason.code
    if code == "same_risk":
        return filled(
            translate("Coach", "whichever card you play, the next player pairs it %1% of the time"), a["pct"]
        )
    if code == "all_come_back":
        return translate(
            "Coach",
            "whichever card you lead, its run stops at a card of yours or at one out of play, so the "
            "lead comes back to you and the order you lead your cards in changes nothing",
        )
    if code == "goes_out":
        return translate("Coach", "goes out: the run plays the rest of your hand")
    if code == "run_money" and a["money"] == 1:
        return fill(translate("Coach", "%1 and wins about one counter on the way"), _sheds(a["shed"]))
    if code == "run_money":
        return fill(
            translate("Coach", "%1 and wins about %2 counters on the way"),
            _sheds(a["shed"]),
            number(a["money"]),
        )
    if code == "needs_lead":  # the lead's return is a part of its own (_why_parts, why_parts)
        return translate("Coach", "only your own lead can play this card, so you must lead it some time")
    if code == "run":
        return _sheds(a["shed"])
    if code == "keeps_stop":
        return fill(
            translate("Coach", "%1 and keeps your stop, the %2, to win the lead back"),
            _sheds(a["shed"]),
            the_card(Card.parse(a["stop"])),
        )
    if code == "hold_spin":
        return filled(
            translate("Coach", "keep Spin while you hold more than %1 cards: beside a card it stops a run"),
            a["cards"],
        )
    if code == "spin_now":
        return filled(translate("Coach", "collects %1 counters and you lead again"), a["money"])
    if code == "spin_beside":
        return filled(translate("Coach", "stops the run and collects %1 counters"), a["money"])
    if code == "follow_plain":
        return translate("Coach", "follows without taking Spin's stake")
    if code == "declare" and a["money"] == 1:
        return translate("Coach", "takes the counter staked on it, and you still lead")
    if code == "declare":
        return filled(
            translate("Coach", "takes the %1 counters staked on it, and you still lead"), a["money"]
        )
    if code == "pope_in_lieu":
        return filled(translate("Coach", "the Pope collects about %1 counters and stops the run"), a["money"])
    if code == "pass_call":
        return translate("Coach", "keeps the Pope in hand, unplayed")
    # Snip-Snap-Snorum
    if code == "pairs" and a["count"] == 1:
        return translate("Coach", "pairs the card: the player before pays a counter into the pool")
    if code == "pairs":
        return filled(
            translate("Coach", "pairs the card: the player before pays %1 counters into the pool"), a["count"]
        )
    if code == "fined":
        return filled(translate("Coach", "failing to pair is fined %1 counters"), a["fine"])
    if code == "duel":
        if a["pct"] >= 100:
            return translate("Coach", "played out with every card known, the other's purse runs dry first")
        if a["pct"] <= 0:
            return translate("Coach", "played out with every card known, your purse runs dry first")
        if a["margin"] >= 0:
            return filled(
                translate("Coach", "played out with every card known, your purse ends %1 counters ahead"),
                a["margin"],
            )
        return filled(
            translate("Coach", "played out with every card known, your purse ends %1 counters behind"),
            -a["margin"],
        )
    if code == "snip_risk":
        return filled(translate("Coach", "the next player pairs it %1% of the time"), a["pct"])
    if code == "shed":
        return filled(
            translate("Coach", "cards of this rank you cannot see: %1; paired %2% of the time"),
            a["unseen"],
            a["pct"],
        )
    if code == "keep_safe":
        return translate(
            "Coach", "best kept if you can: the next player cannot pair it, a card to play on with later"
        )
    if code == "safe":
        return translate("Coach", "safe: the next player cannot hold this rank")
    if code == "two_of_a_kind":
        return filled(
            translate("Coach", "you hold another of this rank (Peel's advice); paired %1% of the time"),
            a["pct"],
        )
    if code == "most_played" and a["played"] == 0:  # not "out already: 0" (coachb, 29 November)
        return filled(translate("Coach", "no card of this rank is out yet; paired %1% of the time"), a["pct"])
    if code == "most_played":
        return filled(
            translate("Coach", "cards of this rank out already: %1; paired %2% of the time"),
            a["played"],
            a["pct"],
        )
    return code
