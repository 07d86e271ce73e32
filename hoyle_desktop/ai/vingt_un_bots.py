"""Computer players for Vingt-un: each sees one seat's view and the legal actions only.

* ``easy`` stakes at random, never doubles or divides, draws below 15 as punter and dealer.
* ``standard`` is the "stand on 17" player: the lowest stake, doubles on an ace or a ten-card
  (Peel's own example), divides aces, draws below 17; as dealer it draws below 17 too; never buys
  or sells the deal.
* ``expert`` decides everything from expected values given the cards its seat has seen since the
  pone last shuffled (:mod:`hoyle_desktop.engine.vingt_un.odds`): stake size (allowing for the
  dealer's double on a strong card), the double, dividing, drawing or standing (reading the
  dealer's double as a clue to his card), as dealer drawing against the hands that stand, and
  buying or selling the deal at the price asked.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from functools import partial

from ..engine.actions import Action
from ..engine.banking.view import BankingView
from ..engine.cards import Card
from ..engine.vingt_un import odds
from ..engine.vingt_un.points import hand_value, pips_value
from .coach.base import Reason
from .coach.ranking import Valued


def _find(legal: Sequence[Action], kind: str, value: int | str | None = None) -> Action | None:
    for a in legal:
        if a.kind == kind and (value is None or a.value == value):
            return a
    return None


def my_box(view: BankingView) -> list[Card]:
    box = view.boxes[view.seat][view.active_box or 0]
    return [c for c in box.cards if c is not None]


class VingtUnBot:
    def __init__(self, level: str, seed: int = 0) -> None:
        self.name = level
        self.level = level
        self.rng = random.Random(seed)

    def choose(self, view: BankingView, legal: Sequence[Action]) -> Action:  # type: ignore[override]
        if self.level == "expert":
            return expert_choice(view, legal)
        kinds = {a.kind for a in legal}
        threshold = 15 if self.level == "easy" else 17
        if "keep" in kinds:
            return _find(legal, "keep") or legal[0]
        if "refuse" in kinds:
            return _find(legal, "refuse") or legal[0]
        if "stake" in kinds:
            stakes = [a for a in legal if a.kind == "stake"]
            return self.rng.choice(stakes) if self.level == "easy" else stakes[0]
        if "double" in kinds:
            card = my_box(view)[0]
            wants = self.level == "standard" and card.pips in (1, 10)
            return _find(legal, "double" if wants else "no_double") or legal[0]
        cards = my_box(view)
        if self.level == "standard" and "divide" in kinds and cards[0].pips == 1:
            return next(a for a in legal if a.kind == "divide")
        total = hand_value(cards)[0]
        if "card" in kinds and total < threshold:
            return _find(legal, "card") or legal[0]
        return _find(legal, "content") or legal[0]


def expert_choice(view: BankingView, legal: Sequence[Action]) -> Action:
    return expert_values(view, legal, values=False)[1]


def _pct(p: float) -> int:
    return round(100 * p)


def _over(total: int, soft: bool, comp: odds.Comp) -> float:
    """The chance one more card puts the hand over 21."""
    n = sum(comp)
    hard = total - 10 if soft else total
    return sum(c for i, c in enumerate(comp) if hard + i + 1 > 21) / n if n and not soft else 0.0


def _busts(dist: Sequence[tuple[int, float]]) -> float:
    return sum(p for t, p in dist if t >= odds.BUST)


def expert_values(
    view: BankingView, legal: Sequence[Action], values: bool = True
) -> tuple[list[Valued], Action]:
    """The Expert's choice for any decision of Vingt-un and (``values``) every choice's expected
    counters from the cards its seat has not seen (:mod:`hoyle_desktop.engine.vingt_un.odds`): the
    stake times its worth a counter, the dealer's double on every punter's stake, a hand's stand,
    draw or division (exact sums; the punter's screened within a few thousandths), the deal's worth
    against its price. The choice is the best of those values (the Expert's own rule)."""
    comp = odds.composition(view)
    kinds = {a.kind for a in legal}
    if "keep" in kinds or "buy" in kinds:
        return _deal_values(view, legal)
    if "stake" in kinds:
        stakes = [a for a in legal if a.kind == "stake"]
        card = view.boxes[view.seat][0].cards[0]
        ev = odds.stake_value(card.pips, comp) if card is not None else -1.0
        chosen = stakes[-1] if ev > 0 else stakes[0]
        why = Reason("stake", {"card": card.code if card else "", "ev": round(ev, 3)})
        return [Valued(a, int(a.value or 0) * ev, why) for a in stakes], chosen
    if "double" in kinds:
        card = view.boxes[view.seat][0].cards[0]
        # Screened only, as the stake: the table must not wait seconds for a near-even call.
        edge = (
            odds.screened_edge_on_card(card.pips, comp, exact_when_close=False) if card is not None else 0.0
        )
        staked = sum(b.stake for s, row in enumerate(view.boxes) if s != view.seat for b in row) or 1
        args = {"card": card.code if card else "", "edge": round(edge, 3)}
        # Each its own reason: not doubling was given doubling's, "for the same reason" (playtest (f)).
        valued = [
            Valued(a, staked * edge * (2 if a.kind == "double" else 1), Reason(a.kind, args)) for a in legal
        ]
        return valued, next(a for a in legal if a.kind == ("double" if edge > 0 else "no_double"))
    box = view.boxes[view.seat][view.active_box or 0]
    cards = [c for c in box.cards if c is not None]
    total, soft = pips_value([c.pips for c in cards])
    if view.seat == view.dealer:
        return _dealer_values(view, legal, comp, cards, total, soft)
    # The dealer's double (or its absence) tells something of his first card: play against that.
    dealer = odds.dealer_after_double(bool(view.extra.get("doubled")), comp)
    frozen = odds.Frozen(comp, dealer)
    stand, draw = frozen.values(total, soft, comp)
    stake = box.stake
    content = _find(legal, "content") or legal[0]
    valued = [Valued(content, stake * stand, Reason("stand", {"total": total, "bust": _pct(_busts(dealer))}))]
    best, best_value = content, stake * stand
    card = _find(legal, "card")
    if card is not None and total < 21 and any(comp):
        valued.append(
            Valued(
                card, stake * draw, Reason("draw", {"total": total, "over": _pct(_over(total, soft, comp))})
            )
        )
        if draw > stand:
            best, best_value = card, stake * draw
    divides = [a for a in legal if a.kind == "divide"]
    if divides:
        one, first = 0.0, cards[0].pips
        for v, p, rest in odds._draws(comp):
            one += p * max(frozen.values(*odds.pips_value_fast(first + v, first == 1 or v == 1), rest))
        # Divided: the box keeps its stake on one card, the new box takes a stake of its own.
        why = Reason("divide", {"card": cards[0].code, "each": round(one, 3)})
        for a in divides:
            value = (stake + int(a.value or 0)) * one
            valued.append(Valued(a, value, why))
            if value > best_value:
                best, best_value = a, value
    return valued, best


def _dealer_values(
    view: BankingView, legal: Sequence[Action], comp: odds.Comp, cards: list[Card], total: int, soft: bool
) -> tuple[list[Valued], Action]:
    """The dealer against the boxes that stand: standing, drawing (and playing on as well as he can)
    and dividing, in counters on their stakes."""
    boxes = []
    for seat in range(view.players):
        if seat == view.dealer:
            continue
        for box in view.boxes[seat]:
            if box.status == "content":
                boxes.append((box.stake, odds.box_distribution(box.cards, comp)))
    problem = odds.DealerProblem(boxes)
    ev, draws = problem.best(total, soft, comp)
    content = _find(legal, "content") or legal[0]
    stand = problem.stand(total)
    valued = [Valued(content, stand, Reason("dealer_stand", {"total": total}))]
    chosen = content
    card = _find(legal, "card")
    if card is not None:
        draw = ev if draws else _dealer_draw(problem, total, soft, comp)
        valued.append(
            Valued(card, draw, Reason("draw", {"total": total, "over": _pct(_over(total, soft, comp))}))
        )
        if draws:
            chosen = card
    divide = _find(legal, "divide")
    if divide is not None:
        first = cards[0].pips
        one = sum(
            p * problem.best(*odds.pips_value_fast(first + v, first == 1 or v == 1), rest)[0]
            for v, p, rest in odds._draws(comp)
        )
        valued.append(
            Valued(divide, 2 * one, Reason("divide", {"card": cards[0].code, "each": round(one, 2)}))
        )
        if 2 * one > ev:
            chosen = divide
    return valued, chosen


def _dealer_draw(problem: odds.DealerProblem, total: int, soft: bool, comp: odds.Comp) -> float:
    if total >= 21 or not any(comp):
        return problem.stand(total)
    draw = 0.0
    for pips, p, rest in odds._draws(comp):
        t, s = odds._add(total, soft, pips)
        draw += p * (problem.bust() if t > 21 else problem.best(t, s, rest)[0])
    return draw


def _deal_values(view: BankingView, legal: Sequence[Action]) -> tuple[list[Valued], Action]:
    """Buying, refusing, keeping or selling the deal: its worth (the dealer's edge on the stakes of
    the hands a deal lasts) against the price."""
    worth = odds.deal_value(view, odds.composition_full(int(view.extra.get("packs", 1))))
    if "buy" in {a.kind for a in legal}:
        price = int(view.extra.get("price", 0))
        why = Reason("deal_worth", {"worth": round(worth, 1), "price": price})
        valued = [Valued(a, worth - price if a.kind == "buy" else 0.0, why) for a in legal]
        return valued, next(a for a in legal if a.kind == ("buy" if worth > price else "refuse"))
    keep = next(a for a in legal if a.kind == "keep")
    sells = [a for a in legal if a.kind == "sell" and int(a.value or 0) > worth]
    chosen = sells[0] if sells else keep  # the lowest price still above its worth
    top = int(chosen.value or 0) if sells else worth
    valued = [Valued(keep, worth, Reason("deal_worth", {"worth": round(worth, 1), "price": 0}))]
    for a in legal:
        if a.kind == "sell":
            price = int(a.value or 0)
            code = "sell" if a == chosen else "sell_dear" if price > worth else "sell_cheap"
            valued.append(
                Valued(a, min(price, top), Reason(code, {"worth": round(worth, 1), "price": price}))
            )
    return valued, chosen


BOTS = ("easy", "standard", "expert")
FACTORIES: dict[str, Callable[[int], VingtUnBot]] = {name: partial(VingtUnBot, name) for name in BOTS}
