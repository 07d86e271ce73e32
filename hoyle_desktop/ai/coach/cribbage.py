"""Cribbage's coach: the Expert's own values for the lay-out, the play and the count.

* Laying out: every lay-out with its expected points (the kept cards' mean show over every
  starter, the crib's mean for or against, what the kept cards are worth in the play), in the
  Expert's order (:func:`..cribbage.expert.judged_lay_outs`). Near the end of a game, where the
  chance of going out this deal decides, the value is that chance (unit ``win_chance``); where
  safety or risk re-ranks, the value is the Expert's adjusted points; where the win-chance table
  decides (``endgame.BOARD_LAY_OUT``, ``BOARD_THREE``), the chance of winning the game.
* The play, two players: the Expert's own search (the same random source, so the same order and
  values as the Expert that decides here). At the opening lead the Expert follows the book (a
  card under five) unless another card is clearly better: that card is shown at the value of the
  best card it cannot be told from, with its own searched value in the reason, so the list is
  always sorted by the value it shows.
* The play, three or four players: the paired play-outs the three-handed Expert searches with;
  the Expert's card (four-handed, Standard's) is kept unless another is clearly better, and shown
  the same way when it is kept within the margin.
* The count: the honest claim (what the Expert claims).

A "go" when no card can be played is the only thing to do.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...engine.actions import Action
from ...engine.cards import Card
from ...engine.cribbage.rules import CribbageRules
from ...engine.cribbage.view import CribbageView
from ..base import InfoSet
from ..cribbage.basic import honest_claim
from ..cribbage.determinise import card_of_rank
from ..cribbage.expert import (
    PLAY_MARGIN,
    PLAYOUTS,
    SEARCHED_PLAY,
    book_lead,
    judged_lay_outs,
    play_candidates,
    search_plays,
)
from ..cribbage.play_guide import PlayGuide
from ..search import paired_values
from .base import Advice, Choice, Reason
from .texts import decimal
from .words import card_name, fill, rank_name, shared_why, the_card, translate

GAME = "cribbage"
WON = 500.0  # the endgame search values a won game near +1000, a lost one near -1000


def expert_rng(rng: random.Random) -> random.Random:
    """The random source the Expert decides with when seeded from ``rng`` (as ``generic`` and the
    tests seed it: ``make_bot(game, "expert", rng.randrange(1 << 30))``)."""
    return random.Random(rng.randrange(1 << 30))


def advise(info: InfoSet, rng: random.Random) -> Advice:
    view = info.view
    assert isinstance(view, CribbageView)
    legal = list(info.legal)
    if len(legal) == 1:
        return Advice(GAME, info.seat, "points", (Choice(legal[0], 0.0, Reason("only_one")),), "only_one")
    if view.phase == "lay_out":
        return _lay_out(info, legal)
    if view.phase == "count":
        claim = honest_claim(view)
        return Advice(GAME, info.seat, "points", (Choice(claim, float(claim.value or 0), Reason("counts")),))
    if view.players > 2:
        return _paired_play(info, legal, expert_rng(rng))
    return _searched_play(info, legal, expert_rng(rng))


def _lay_out(info: InfoSet, legal: list[Action]) -> Advice:
    view = info.view
    assert isinstance(view, CribbageView)
    by_cards = {tuple(sorted(a.cards)): a for a in legal}
    judged = judged_lay_outs(view)
    chance = judged[0].go_out is not None
    board = judged[0].win is not None  # the chance of winning the game decided (board.py, board3.py)
    choices = []
    for j in judged:
        lo = j.lay_out
        args = {
            "kept": [c.code for c in lo.kept],
            "hand": round(lo.hand, 1),
            "crib": round(lo.crib, 1),
            "play": round(lo.pegging, 1),
            "points": round(lo.total, 1),
        }
        if board:
            # the chance of winning the game, with the Expert's tie-break by expected points
            value, why = round(j.utility, 6), Reason("keeps", args)
        elif chance:
            # the chance, with expected points breaking near-ties as the Expert's order does
            pct = round(100 * (j.go_out or 0))
            value, why = round(j.utility, 4), Reason("goes_out", {**args, "pct": pct, "target": view.target})
        else:
            value = round(j.utility, 2)
            shifted = abs(j.utility - lo.total) > 0.005
            why = Reason("keeps_for_score" if shifted else "keeps", args)
        choices.append(Choice(by_cards[tuple(sorted(lo.discard))], value, why))
    return _finish(info, "win_chance" if chance or board else "points", choices)


def _searched_play(info: InfoSet, legal: list[Action], rng: random.Random) -> Advice:
    """Two players: the Expert's own search (``search_plays`` with the Expert's random source)."""
    view = info.view
    assert isinstance(view, CribbageView)
    plays = [a for a in legal if a.kind == "play"]
    if len({a.cards[0].rank for a in plays}) == 1:  # the Expert plays the first without searching
        return _all_alike(info, plays + [a for a in legal if a.kind != "play"])
    ranks, values = search_plays(view, rng, replies=True)
    book = book_lead(view, values)
    top = max(values.values.values())
    choices = []
    for r in ranks:
        value, now = values.values[r], round(values.immediate[r])
        if r == book and value < top:
            why = Reason("book_lead", {"searched": round(value, 1), "now": now})
            value = top  # no card is clearly better: as good as the best, by the Expert's measure
        else:
            why = _play_reason(value, now, values.reply_chance.get(r), measure=not choices)
        card = card_of_rank(view.hand, r)
        choices.append(Choice(Action("play", cards=(card,)), round(value, 2), why))
        alike = [a for a in plays if a.cards[0].rank == r and a.cards[0] != card]
        choices += [Choice(a, round(value, 2), why) for a in alike]
    return _finish(info, "points", choices)


def _paired_play(info: InfoSet, legal: list[Action], rng: random.Random) -> Advice:
    """Three or four players: the paired play-outs against Standard's card (the Expert's search
    three-handed; four-handed the Expert plays Standard's card, which these values then judge)."""
    view = info.view
    assert isinstance(view, CribbageView)
    usual, candidates = play_candidates(view, legal)
    if len(candidates) == 1:
        return _all_alike(info, legal)
    guide = PlayGuide(view, CribbageRules.from_mapping(view.rules).sides)
    means = paired_values(info, rng, guide, PLAYOUTS, candidates)
    best = max(means, key=lambda a: means[a])
    searched = view.players in SEARCHED_PLAY
    chosen = best if searched and means[best] - means[usual] >= PLAY_MARGIN else usual
    choices = []
    for action in sorted(means, key=lambda a: (a != chosen, -means[a])):
        value = means[action]
        if action == chosen and value < means[best]:
            code = "within_margin" if searched else "usual_four"
            why = Reason(code, {"searched": round(value, 1), "margin": PLAY_MARGIN})
            value = means[best]
        elif abs(value) > WON:
            why = _play_reason(value, None)
        else:  # each deal played out to its end: the show and the crib are in the value
            why = Reason("deal_from_here", {"players": view.players})
        choices.append(Choice(action, round(value, 2), why))
        if action.kind == "play":  # the other cards of its rank play alike
            rank = action.cards[0].rank
            same = [a for a in legal if a.kind == "play" and a.cards[0].rank == rank and a != action]
            choices += [Choice(a, round(value, 2), why) for a in same]
    return _finish(info, "points", choices)


def _play_reason(value: float, now: int | None, reply: float | None = None, measure: bool = True) -> Reason:
    """Why a card is worth what the search says. Two-handed the search's own deals tell what the
    other side can answer at once (``reply``: the share of the deals in which it can score); the
    first choice also says what its value measures (``measure``), the others need not repeat it."""
    if value > WON:
        return Reason("wins_game")
    if value < -WON:
        return Reason("loses_game")
    answer = {} if reply is None else {"reply": round(100 * reply), "measure": measure}
    if now:
        return Reason("pegs_now", {"now": now, **answer})
    return Reason("pegging", answer)


def _all_alike(info: InfoSet, actions: Sequence[Action]) -> Advice:
    choices = tuple(Choice(a, 0.0, Reason("all_equal")) for a in actions)
    return Advice(GAME, info.seat, "points", choices, "all_equal")


def _finish(info: InfoSet, unit: str, choices: list[Choice]) -> Advice:
    """The Expert's choice first, the rest by value (a stable sort keeps the Expert's order among
    equals); the verdict says when every choice is worth the same."""
    first, rest = choices[0], sorted(choices[1:], key=lambda c: -c.value)
    verdict = "all_equal" if all(abs(c.value - first.value) < 0.005 for c in rest) else "choose"
    return Advice(GAME, info.seat, unit, (first, *rest), verdict)


# -- words ------------------------------------------------------------------------------------
def _answer_words(now: int, reply: int) -> str:
    """The play's reason with what the other side can answer at once in the deals searched."""
    if now and reply:
        text = translate(
            "Coach",
            "pegs %1 now, and the other side can score at once in %2% of the deals searched; "
            "points pegged from here less the other side's",
        )
    elif now:
        text = translate(
            "Coach",
            "pegs %1 now, and the other side cannot score at once in any deal searched; "
            "points pegged from here less the other side's",
        )
    elif reply:
        text = translate(
            "Coach",
            "the other side can score at once in %2% of the deals searched; "
            "points pegged from here less the other side's",
        )
    else:
        text = translate(
            "Coach",
            "the other side cannot score at once in any deal searched; "
            "points pegged from here less the other side's",
        )
    return fill(text, now, reply)


def _answer(now: int, reply: int) -> str:
    """:func:`_answer_words` without what the value measures (said by the first choice)."""
    if now and reply:
        text = translate(
            "Coach", "pegs %1 now, and the other side can score at once in %2% of the deals searched"
        )
    elif now:
        text = translate("Coach", "pegs %1 now, and the other side cannot score at once in any deal searched")
    elif reply:
        text = translate("Coach", "the other side can score at once in %2% of the deals searched")
    else:
        text = translate("Coach", "the other side cannot score at once in any deal searched")
    return fill(text, now, reply)


def action_text(action: Action) -> str:
    if action.kind == "discard" and len(action.cards) == 2:
        first, second = (the_card(c) for c in action.cards)
        return fill(translate("Coach", "lay out the %1 and the %2"), first, second)
    if action.kind == "discard" and action.cards:
        return fill(translate("Coach", "lay out the %1"), the_card(action.cards[0]))
    if action.kind == "play" and action.cards:
        return fill(translate("Coach", "play the %1"), the_card(action.cards[0]))
    if action.kind == "go":
        return translate("Coach", "say Go")
    if action.kind == "claim":
        return fill(translate("Coach", "claim %1"), action.value)
    return str(action)


def _cards(cards: Sequence) -> str:
    return ", ".join(card_name(c) for c in cards)


def _ranks(codes: Sequence[str]) -> str:
    """Kept cards as a player says them: 5-5-J-K (the court cards' letters in the reader's words:
    B-D-K in German, V-D-R in French, as the cards' corners print them)."""
    out = []
    for code in codes:
        rank = Card.parse(code).rank
        out.append(str(int(rank)) if 2 <= int(rank) <= 10 else rank_name(rank)[:1].upper())
    return "-".join(out)


def _number(value: float) -> str:
    """One decimal, unsigned, with the reader's decimal mark."""
    return decimal(abs(value), 1)


def _signed(value: float) -> str:
    return ("−" if value < -0.05 else "+") + _number(value)


def why_text(reason: Reason) -> str:
    shared = shared_why(reason)
    if shared is not None:
        return shared
    a = reason.args
    code = reason.code
    if code in ("keeps", "keeps_for_score", "goes_out"):
        kept = _ranks(a.get("kept", ()))
        text = fill(
            translate("Coach", "keeps %1: %2 in hand, crib %3, play %4"),
            kept,
            _number(a.get("hand", 0)),
            _signed(a.get("crib", 0)),
            _signed(a.get("play", 0)),
        )
        if code == "keeps_for_score":
            text += "; " + translate("Coach", "the score decides near the end")
        if code == "goes_out":
            # the chance counts the person's own points alone: another may count first and go out
            text += "; " + fill(
                translate("Coach", "%1% chance of reaching %2 with your own points this deal"),
                a.get("pct", 0),
                a.get("target", 121),
            )
        return text
    if code == "counts":
        return translate("Coach", "what the cards count")
    if code == "book_lead":
        text = translate(
            "Coach",
            "the book's opening lead (a card under five): no card is clearly better; searched alone %1",
        )
        return fill(text, _signed(a.get("searched", 0)))
    if code == "within_margin":
        return fill(
            translate("Coach", "the usual card: no card is clearly better; searched alone %1"),
            _signed(a.get("searched", 0)),
        )
    if code == "usual_four":
        return fill(
            translate("Coach", "the usual card, which the Expert plays four-handed; searched alone %1"),
            _signed(a.get("searched", 0)),
        )
    if code == "wins_game":
        return translate("Coach", "wins the game")
    if code == "loses_game":
        return translate("Coach", "the game is lost whatever you play")
    if code in ("pegs_now", "pegging") and "reply" in a:
        return (
            _answer_words(a.get("now", 0), a["reply"])
            if a.get("measure")
            else _answer(a.get("now", 0), a["reply"])
        )
    if code == "pegs_now":
        text = translate("Coach", "pegs %1 now; points pegged from here less the other side's")
        return fill(text, a["now"])
    if code == "pegging":
        return translate("Coach", "points pegged from here less the other side's")
    if code == "deal_from_here" and a.get("players") == 3:
        return translate(
            "Coach",
            "points from here to the end of the deal, the show and the crib counted, "
            "less the other players' mean",
        )
    if code == "deal_from_here":
        return translate(
            "Coach",
            "points from here to the end of the deal, the show and the crib counted, less the other side's",
        )
    return reason.code
