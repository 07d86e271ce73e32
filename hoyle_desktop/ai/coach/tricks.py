"""The coach at the trick games (All-Fours, Spoil-Five): the Expert's own values, ranked and explained.

The values are :meth:`ExpertTrickBot.evaluate`'s: for each action, the mean over paired play-outs
(the same deals of the unseen cards for every action, played to the end of the hand by the
standard player) of what the hand brings this seat's side against the best other side, shown in
points (All-Fours, Spoil-Five to a score) or counters (Spoil-Five for the pool). The Expert keeps
the standard player's choice unless another is clearly better and lowers every other action by that
margin; the coach shows each at its play-outs' mean instead (:func:`without_margin`), so a card that
plays out as well is not charged the margin in the review. The reasons describe what the card does
in the trick as it stands, then what the same play-outs showed (:mod:`.trick_outcomes`): against the
Expert's choice (for the Expert's choice, against the next best), what happened more or less often
(the trick taken, High, Low, Jack, Game, the pool), or that the deals cannot tell the two apart.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection
from dataclasses import replace
from typing import Any

from ...engine.actions import Action
from ...engine.cards import Card, Rank, Suit
from ...engine.tricks.all_fours import game_value
from ...engine.tricks.core import TrickView
from ..base import InfoSet
from ..tricks_bots import MARGIN, ExpertTrickBot, powers
from .base import Advice, Reason
from .ranking import HINT_SHOWN, Valued, advice
from .texts import decimal, worded
from .trick_facts import higher_trumps_unseen, own_jack, surely_taken, unseen
from .trick_outcomes import Outcomes, compare
from .words import card_name, fill, the_card, translate


def unit_and_scale(view: TrickView) -> tuple[str, float]:
    """The advice's unit and how many of it the guide's value 1 stands for."""
    scale = float(view.extra.get("value_scale", 4))
    if view.game == "spoil_five" and not int(view.extra.get("target", 0) or 0):
        return "counters", scale
    return "points", scale


def advise(info: InfoSet, rng: random.Random) -> Advice:
    view = info.view
    assert isinstance(view, TrickView)
    unit, scale = unit_and_scale(view)
    expert = ExpertTrickBot(rng.randrange(1 << 30))  # the Expert make_bot would make for this position
    outcomes = Outcomes(view)
    valued = without_margin(expert, info, expert.evaluate(info, expert.rng, outcomes), scale)
    shown = [Valued(a, round(v * scale, 2) + 0.0, why) for a, v, why in valued]
    solo = len(set(view.teams)) == len(view.teams)  # no partners: no side, the differences go to "you"
    ranked = advice(view.game, info.seat, unit, with_outcomes(shown, outcomes, solo), shown[0].action)
    return with_note(ranked, outcomes)


def with_note(ranked: Advice, outcomes: Outcomes) -> Advice:
    """The advice with one line on the play-outs (how many deals, what they are) and, where some
    choices could not be told apart from the Expert's, that they are shown at one value for that
    reason; such choices are a choice still (the Expert's first), not "every choice the same"."""
    counts = [len(v) for v in outcomes.values.values()]
    if len(ranked.choices) < 2 or not counts:
        return ranked
    plays = [c.why.args.get("played") for c in ranked.choices[:HINT_SHOWN]]
    luck = any(isinstance(p, dict) and p.get("same") == 1 for p in plays)
    note = Reason("played_out", {"n": min(counts), "luck": int(luck)})
    anywhere = any(c.why.args.get("played", {}).get("same") == 1 for c in ranked.choices)
    verdict = "choose" if ranked.verdict == "all_equal" and anywhere else ranked.verdict
    return replace(ranked, note=note, verdict=verdict)


def with_outcomes(shown: list[Valued], outcomes: Outcomes, solo: bool = False) -> list[Valued]:
    """Each reason with what the play-outs showed: the Expert's choice (first) against the next best
    shown, every other action against the Expert's choice. An action that ended exactly as the
    Expert's choice in every deal is shown at its value (the usual play may be shown above its own
    mean, see :func:`without_margin`; the same outcomes never read as a cost)."""
    if len(shown) < 2 or not outcomes.values:
        return shown
    chosen = shown[0].action
    runner_up = max(shown[1:], key=lambda v: v.value).action
    out = []
    for v in shown:
        other = runner_up if v.action == chosen else chosen
        played = compare(outcomes, v.action, other)
        if solo:
            played["solo"] = 1
        # the same outcomes, or a difference within the luck of the deals: the Expert's value
        value = shown[0].value if other == chosen and played["same"] in (1, 2) else v.value
        out.append(Valued(v.action, value, Reason(v.why.code, {**v.why.args, "played": played})))
    return out


def without_margin(
    expert: ExpertTrickBot, info: InfoSet, valued: list[tuple[Action, float]], scale: float
) -> list[tuple[Action, float, Reason]]:
    """The Expert's values as its play-outs found them, each with its reason. The Expert shows a card
    other than the usual (standard) play less the margin it must gain to be chosen; a review would
    then charge that margin to a card that plays out exactly as well. Here every card is shown at its
    play-outs' mean, and the usual play, when the Expert keeps it, at the best mean it cannot be told
    from, its reason saying so (as cribbage's coach shows the book's opening lead)."""
    view = info.view
    legal = [a for a, _ in valued]
    cards = {a.cards[0] for a in legal if a.kind == "play"}
    if len(legal) < 2 or not expert.paired or any(a.kind == "claim" for a in legal):
        return [(a, v, reason(view, a, cards)) for a, v in valued]
    usual = expert.fallback.choose(view, list(info.legal))  # type: ignore[arg-type]  # as evaluate asks it
    means = {a: v + (0.0 if a == usual else MARGIN) for a, v in valued}
    chosen = legal[0]
    top = max(means.values())
    out = []
    for a in legal:
        why = reason(view, a, cards)
        if a == chosen == usual and round(top * scale, 2) > round(means[a] * scale, 2):  # as shown
            out.append((a, top, Reason(why.code, {**why.args, "usual": 1})))
        else:
            out.append((a, means[a], why))
    return out


# -- reasons -----------------------------------------------------------------------------------------


def _trump(view: TrickView) -> Suit | None:
    return Suit(view.trump) if view.trump else None


def _is_jack(view: TrickView, card: Card) -> bool:
    return view.game == "all_fours" and card.rank == Rank.JACK and card.suit == _trump(view)


def _counts(view: TrickView, card: Card) -> int:
    return game_value(card) if view.game == "all_fours" else 0


def play_reason(view: TrickView, card: Card, legal: Collection[Card] | None = None) -> Reason:
    """What playing ``card`` does in the trick as it stands, with what the rules make certain
    (:func:`_facts`); ``legal``: the cards the seat may play (default: its hand)."""
    why = _play_reason(view, card)
    return Reason(why.code, {**why.args, **_facts(view, card, why.code, legal), **_black_order(view, card)})


def _black_pip(card: Card) -> bool:
    return card.suit in (Suit.CLUBS, Suit.SPADES) and Rank.TWO <= card.rank <= Rank.TEN


def _black_order(view: TrickView, card: Card) -> dict[str, int]:
    """Spoil-Five: the card and the one on top of the trick both black pip cards of one suit, where
    the lower ranks higher (the three of spades "wins the trick so far" over the seven of spades, the
    ten "cannot win the trick": a newcomer reads both as mistakes without the word why)."""
    if view.game != "spoil_five" or not view.trick or not _black_pip(card):
        return {}
    power, _suit_of = powers(view)
    led = _suit_of(view.trick[0][1])
    top = max((c for _, c in view.trick), key=lambda c: power(c, led))
    return {"black_pip": 1} if _black_pip(top) and top.suit == card.suit else {}


def _facts(view: TrickView, card: Card, code: str, legal: Collection[Card] | None) -> dict[str, Any]:
    """What is certain once ``card`` is down: ``sure`` the trick is the side's (no unseen card can
    take it from the side); All-Fours: ``own`` the card's own count for Game in a trick the side
    takes; ``jack_at`` the unseen trumps that could still take the seat's Jack (played now on a trick
    not sure, or kept back), ``jack_safe`` the Jack kept back with no higher trump unseen;
    ``must_trump`` a trump led that the others must follow with a trump if they hold one."""
    power, suit_of = powers(view)
    out: dict[str, Any] = {}
    winning = code.startswith(("wins_trick", "trumps_trick", "wins_to_spoil")) or not view.trick
    sure = winning and surely_taken(view, card, power, suit_of)
    if sure:
        out["sure"] = 1
    if view.game != "all_fours":
        return out
    if sure and _counts(view, card) and view.trick:
        out["own"] = _counts(view, card)
    jack = own_jack(view)
    if jack is not None:
        above = [c.code for c in higher_trumps_unseen(view, jack)]
        if card == jack and winning and not sure and above:
            out["jack_at"] = above
        elif card != jack and jack in (view.hand if legal is None else legal):
            out["kept"] = jack.code
            if above:
                out["jack_at"] = above
            else:
                out["jack_safe"] = 1
    trump = _trump(view)
    if not view.trick and card.suit == trump and any(c.suit == trump for c in unseen(view)):
        out["must_trump"] = 1
    return out


def _play_reason(view: TrickView, card: Card) -> Reason:
    power, suit_of = powers(view)
    trump = _trump(view)
    code = card.code
    if not view.trick:
        if _is_jack(view, card):
            return Reason("lead_jack", {"card": code})
        if suit_of(card) == trump:
            return Reason("lead_trump", {"card": code})
        if _counts(view, card):
            return Reason("lead_counting", {"card": code, "game": _counts(view, card)})
        if view.game == "all_fours":
            return Reason("lead_nothing", {"card": code})
        if max(power(c, suit_of(c)) for c in view.hand) == power(card, suit_of(card)):
            # Spoil-Five's plain cards rank highest in red, lowest in black: a newcomer's surprise
            return Reason("lead_strongest", {"card": code, "black_pip": int(_black_pip(card))})
        return Reason("lead_plain", {"card": code})
    led = suit_of(view.trick[0][1])
    top_seat, top = max(view.trick, key=lambda sc: power(sc[1], led))
    if top_seat != view.seat and view.teams[top_seat] == view.teams[view.seat]:
        if _counts(view, card) or _is_jack(view, card):
            return Reason("feeds_partner", {"card": code, "game": _counts(view, card)})
        return Reason("partner_winning", {"card": code})
    at_stake = sum(_counts(view, c) for _, c in view.trick)
    jack_in = any(_is_jack(view, c) for _, c in view.trick)
    if power(card, led) > power(top, led):
        if _threat(view):
            return Reason("wins_to_spoil", {"card": code})
        kind = "trumps_trick" if suit_of(card) == trump and led != trump else "wins_trick"
        if jack_in:
            return Reason(kind + "_jack", {"card": code})
        if _is_jack(view, card):
            return Reason(kind, {"card": code, "game": at_stake, "jack": 1})
        return Reason(kind, {"card": code, "game": at_stake})
    if _is_jack(view, card):
        return Reason("loses_jack", {"card": code})
    if _counts(view, card):
        return Reason("gives_counting", {"card": code, "game": _counts(view, card)})
    return Reason("cannot_win", {"card": code})


def _threat(view: TrickView) -> bool:
    """Spoil-Five: another side is one trick short of taking the pool (a trick won now spoils it)."""
    if view.game != "spoil_five":
        return False
    need = int(view.extra.get("tricks_to_win", 3))
    mine = view.teams[view.seat]
    sides: dict[int, int] = {}
    for seat, won in enumerate(view.tricks_won):
        sides[view.teams[seat]] = sides.get(view.teams[seat], 0) + won
    return any(won == need - 1 for side, won in sides.items() if side != mine)


def _trumps_held(view: TrickView) -> tuple[int, int]:
    trump = _trump(view)
    held = [c for c in view.hand if c.suit == trump]
    return len(held), sum(1 for c in held if c.rank in (Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE))


def reason(view: TrickView, action: Action, legal: Collection[Card] | None = None) -> Reason:
    kind = action.kind
    if kind == "play":
        return play_reason(view, action.cards[0], legal)
    if kind in ("stand", "beg", "give"):
        n, high = _trumps_held(view)
        return Reason(kind, {"trumps": n, "high": high})
    if kind == "claim":
        true = int(view.extra.get("true_count", 0))
        return Reason("true_count" if action.value == true else "miscount", {"count": action.value})
    if kind == "rob":
        must = view.extra.get("robbing") == "required"
        return Reason("rob_must" if must else "rob", {"card": action.cards[0].code})
    if kind == "rob_decline":
        barred = (
            view.extra.get("robbing") == "required"
            and view.turnup is not None
            and view.turnup.rank != Rank.ACE
        )
        return Reason("rob_decline_barred" if barred else "rob_decline")
    if kind == "stop":
        return Reason("stop", {"pool": int(view.extra.get("pool", 0))})
    return Reason(kind)


# -- words --------------------------------------------------------------------------------------------


def _the_card(args: dict, key: str = "card", case: str = "accusative") -> str:
    return the_card(Card.parse(str(args[key])), case)


def action_text(action: Action) -> str:
    kind = action.kind
    if kind == "play":
        return fill(translate("Coach", "play the %1"), the_card(action.cards[0]))
    if kind == "rob":
        return fill(translate("Coach", "rob, putting out the %1"), the_card(action.cards[0]))
    if kind == "claim":
        return fill(translate("Coach", "claim %1"), action.value)
    words: dict[str, Callable[[], str]] = {
        "beg": lambda: translate("Coach", "beg"),
        "stand": lambda: translate("Coach", "stand on the trump turned up"),
        "give": lambda: translate("Coach", "give one"),
        "run": lambda: translate("Coach", "run the cards"),
        "rob_decline": lambda: translate("Coach", "do not rob"),
        "jink": lambda: translate("Coach", "play on for a jink"),
        "stop": lambda: translate("Coach", "take the pool now"),
        "five": lambda: translate("Coach", "ask to five it"),
        "keep": lambda: translate("Coach", "keep the trump"),
        "agree": lambda: translate("Coach", "five it"),
        "refuse": lambda: translate("Coach", "refuse to five it"),
    }
    return words[kind]() if kind in words else kind


def why_text(reason: Reason) -> str:
    if reason.code == "played_out":
        return _played_out(reason.args)
    text = worded(reason, _why_texts)
    if reason.args.get("black_pip") and reason.code != "lead_strongest":  # a card followed to one
        text = fill(translate("Coach", "%1 (in a black suit a lower pip card ranks higher)"), text)
    text += _points_text(reason)
    if reason.args.get("usual"):
        text += translate(
            "Coach", "; the usual play: the Expert keeps it unless another card plays out clearly better"
        )
    played = reason.args.get("played")
    if isinstance(played, dict):
        text += played_text(played)
    return text


def _played_out(a: Any) -> str:
    """The advice's line on the play-outs: how many, what they are, and why equal values are shown."""
    if a.get("luck"):
        return fill(
            translate(
                "Coach",
                "Choices shown at the same value could not be told apart: the Expert played the rest of "
                "the hand out %1 times for each choice, the cards you cannot see dealt at random each "
                "time, and the luck of those deals was larger than the difference between them",
            ),
            a.get("n", 0),
        )
    return fill(
        translate(
            "Coach",
            "The Expert played the rest of the hand out %1 times for each choice, the cards you cannot "
            "see dealt at random each time",
        ),
        a.get("n", 0),
    )


def _points_text(reason: Reason) -> str:
    """What the rules make certain about the Jack (All-Fours) and the trick, after the reason."""
    a = reason.args
    text = ""
    if a.get("sure") and reason.code.startswith("lead_") and reason.code != "lead_jack":
        text += translate("Coach", "; no card not yet seen can beat it: the trick is yours")
    jack_in = reason.code.endswith("_jack") or a.get("jack")
    if a.get("sure") and jack_in:
        text += translate("Coach", "; the Jack's point is yours")
    above = [card_name(Card.parse(str(c))) for c in a.get("jack_at", [])]
    kept = a.get("kept")
    if kept:
        if a.get("jack_safe"):
            template = translate("Coach", "; keeps back your %1: no trump left unseen can take it")
            text += fill(template, _the_card(a, "kept", "nominative"))
        elif above:
            template = (
                translate("Coach", "; keeps back your %1: a higher trump not yet seen could take it (%2)")
                if len(above) == 1
                else translate("Coach", "; keeps back your %1: higher trumps not yet seen could take it (%2)")
            )
            text += fill(template, _the_card(a, "kept", "nominative"), ", ".join(above))
    elif above:
        template = (
            translate("Coach", "; a higher trump not yet seen could still take the Jack (%1)")
            if len(above) == 1
            else translate("Coach", "; higher trumps not yet seen could still take the Jack (%1)")
        )
        text += fill(template, ", ".join(above))
    if a.get("must_trump"):
        text += translate("Coach", "; the other side must play a trump to it if they hold one")
    return text


def _versus(data: dict[str, Any]) -> Card | str:
    """The other choice the play-outs were against: its card, or its action in quotes."""
    action = Action.from_json(data)
    if action.kind == "play":
        return action.cards[0]
    return fill(translate("Coach", "“%1”"), action_text(action))


def played_text(played: dict[str, Any]) -> str:
    """What the Expert's play-outs showed against another action (see :func:`.trick_outcomes.compare`):
    each difference with both counts and the other choice named in it, so that it reads on its own
    ("this trick to you in 0 of them, against 8 with the jack of hearts"; playtest of 29 November:
    "in 24 fewer of them" took a newcomer three readings)."""
    n, vs, same = int(played.get("n", 0)), _versus(played["vs"]), int(played.get("same", 1))
    if isinstance(vs, Card):  # after "with" and "against" (German "wie mit dem Pik-Ass", "gegenüber dem")
        named = the_card(vs, "dative")
        ends = translate("Coach", "; in every deal played out it ends as the %1 does")
        against = translate("Coach", "; of the %1 deals played out, against the %2: %3")
        other = fill(
            translate("Coach", "with the %1", "the other choice played out: 8 with the jack of…"), named
        )
    else:
        named = vs
        ends = translate("Coach", "; in every deal played out it ends as %1 does")
        against = translate("Coach", "; of the %1 deals played out, against %2: %3")
        other = fill(translate("Coach", "with %1", "the other choice played out: 8 with “stand”"), named)
    if same == 2:
        return fill(ends, named)
    if same == 1:  # shown at the same value; the advice's note says why, once
        return ""
    solo = bool(played.get("solo"))
    items = [_item(item, other, solo) for item in played.get("items", []) if len(item) >= 4]
    if items:
        both = translate("Coach", "%1; %2", "two differences the play-outs showed")
        return fill(
            translate("Coach", "; of the %1 deals played out: %2"),
            n,
            fill(both, *items) if len(items) > 1 else items[0],
        )
    what = (
        translate("Coach", "the same for you, the difference is in what the other players take")
        if solo
        else translate("Coach", "the same for your side, the difference is in what the other players take")
    )
    return fill(against, n, named, what)


def _item(item: list[Any], other: str, solo: bool = False) -> str:
    """One difference the play-outs showed, with both counts ("Game to your side in 2 of them,
    against 8 with the jack of hearts"; a player without partners: "Game to you in 2 of them…")."""
    name, mine, theirs = str(item[0]), float(item[2]), float(item[3])
    if name == "tricks":
        template = (
            translate("Coach", "%1 tricks to you on average, against %2 %3")
            if solo
            else translate("Coach", "%1 tricks to your side on average, against %2 %3")
        )
        return fill(template, decimal(mine, 1), decimal(theirs, 1), other)
    if name == "spoilt":
        return fill(
            translate("Coach", "a spoilt hand in %1 of them, against %2 %3"),
            round(mine),
            round(theirs),
            other,
        )
    prize = {
        "trick": lambda: translate("Coach", "this trick"),
        "high": lambda: translate("Coach", "High"),
        "low": lambda: translate("Coach", "Low"),
        "jack": lambda: translate("Coach", "the Jack"),
        "game": lambda: translate("Coach", "Game"),
        "pool": lambda: translate("Coach", "the pool"),
    }[name]()
    template = (
        translate("Coach", "%1 to you in %2 of them, against %3 %4")
        if solo
        else translate("Coach", "%1 to your side in %2 of them, against %3 %4")
    )
    return fill(template, prize, round(mine), round(theirs), other)


def _taking(a: dict[str, Any], trumps: bool) -> str:
    """A card on top of the trick: taking it for sure or so far, with the Jack or the Game in it
    (a card that takes the trick for sure brings its own count for Game home too)."""
    sure, jack = bool(a.get("sure")), bool(a.get("jack"))
    game = int(a.get("game", 0)) + int(a.get("own", 0))
    if jack:
        text = {
            (True, True): lambda: translate("Coach", "trumps the trick with the Jack and takes it for sure"),
            (True, False): lambda: translate("Coach", "trumps the trick with the Jack"),
            (False, True): lambda: translate("Coach", "takes the trick with the Jack for sure"),
            (False, False): lambda: translate("Coach", "wins the trick so far with the Jack"),
        }[(trumps, sure)]()
        return text + (fill(translate("Coach", ", with %1 for Game in it"), game) if game else "")
    if trumps:
        if sure:
            return (
                fill(
                    translate("Coach", "trumps the trick and takes it for sure, with %1 for Game in it"), game
                )
                if game
                else translate("Coach", "trumps the trick and takes it for sure")
            )
        return (
            fill(translate("Coach", "trumps the trick, with %1 for Game in it"), game)
            if game
            else translate("Coach", "trumps the trick")
        )
    if sure:
        return (
            fill(translate("Coach", "takes the trick for sure, with %1 for Game in it"), game)
            if game
            else translate("Coach", "takes the trick for sure")
        )
    return (
        fill(translate("Coach", "wins the trick so far, with %1 for Game in it"), game)
        if game
        else translate("Coach", "wins the trick so far")
    )


def _why_texts(a: dict[str, Any]) -> dict[str, Callable[[], str]]:
    return {
        "lead_jack": lambda: (
            translate("Coach", "leads the Jack of trumps: no higher trump is left unseen to take it")
            if a.get("sure")
            else translate("Coach", "leads the Jack of trumps: a point to whoever takes it")
        ),
        "lead_trump": lambda: translate("Coach", "leads a trump"),
        "lead_counting": lambda: fill(
            translate("Coach", "leads a card that counts %1 for Game"), a.get("game", 0)
        ),
        "lead_strongest": lambda: (
            translate("Coach", "leads your strongest card (in a black suit a lower pip card ranks higher)")
            if a.get("black_pip")
            else translate("Coach", "leads your strongest card")
        ),
        "lead_nothing": lambda: translate("Coach", "leads a plain card that counts nothing"),
        "lead_plain": lambda: translate("Coach", "leads a plain card, keeping your trumps"),
        "feeds_partner": lambda: translate("Coach", "your partner is winning: give him a card that counts"),
        "partner_winning": lambda: translate("Coach", "your partner is winning the trick"),
        "wins_trick": lambda: _taking(a, False),
        "trumps_trick": lambda: _taking(a, True),
        "wins_to_spoil": lambda: (
            translate("Coach", "takes the trick for sure: another player needs only one more trick")
            if a.get("sure")
            else translate("Coach", "wins the trick so far: another player needs only one more trick")
        ),
        "wins_trick_jack": lambda: (
            translate("Coach", "takes the trick for sure, and the Jack of trumps in it")
            if a.get("sure")
            else translate("Coach", "wins the trick and the Jack of trumps in it")
        ),
        "trumps_trick_jack": lambda: (
            translate("Coach", "trumps the trick and takes it for sure, with the Jack of trumps in it")
            if a.get("sure")
            else translate("Coach", "trumps the trick and takes the Jack of trumps")
        ),
        "loses_jack": lambda: translate("Coach", "gives the Jack of trumps to the trick's winner"),
        "gives_counting": lambda: fill(
            translate("Coach", "cannot win the trick, and gives away %1 for Game"), a.get("game", 0)
        ),
        "cannot_win": lambda: translate("Coach", "cannot win the trick: keeps your better cards"),
        "stand": lambda: fill(
            translate("Coach", "plays the hand on this trump (trumps in hand: %1, above the ten: %2)"),
            a.get("trumps", 0),
            a.get("high", 0),
        ),
        "beg": lambda: fill(
            translate(
                "Coach", "asks the dealer for a point or a new trump (trumps in hand: %1, above the ten: %2)"
            ),
            a.get("trumps", 0),
            a.get("high", 0),
        ),
        "give": lambda: fill(
            translate("Coach", "gives the elder hand a point to keep this trump (trumps in hand: %1)"),
            a.get("trumps", 0),
        ),
        "run": lambda: translate("Coach", "deals three more cards each and turns a new trump"),
        "true_count": lambda: fill(translate("Coach", "the true count: %1"), a.get("count", 0)),
        "miscount": lambda: translate("Coach", "a miscount loses points"),
        "rob_must": lambda: fill(
            translate("Coach", "robs: the ace of trumps must rob (putting out the %1)"), _the_card(a)
        ),
        "rob": lambda: fill(translate("Coach", "takes the turn-up, putting out the %1"), _the_card(a)),
        "rob_decline_barred": lambda: translate("Coach", "declining to rob forfeits your part in the hand"),
        "rob_decline": lambda: translate("Coach", "keeps your cards as dealt"),
        "stop": lambda: fill(translate("Coach", "takes the pool of %1 now"), a.get("pool", 0)),
        "jink": lambda: translate(
            "Coach", "plays on to win every trick: more if you do, the pool lost if not"
        ),
        "keep": lambda: translate("Coach", "plays on this trump"),
        "five": lambda: translate("Coach", "asks the dealer for a new trump"),
        "agree": lambda: translate("Coach", "turns up a new trump"),
        "refuse": lambda: translate("Coach", "keeps this trump"),
    }
