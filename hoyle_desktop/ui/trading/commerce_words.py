"""Commerce in words: the history, the buttons, the prompts, why a hand won."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine.actions import Action, Event
from ...engine.cards import Card
from ...engine.trading.commerce_hands import CATEGORY_NAMES, pips
from ..table.card_words import rank_name
from .words import common_lines, fill, labels, name_of


def category_name(code: str | int) -> str:
    code = CATEGORY_NAMES.get(code, code) if isinstance(code, int) else code
    return {
        "tricon": QCoreApplication.translate("Commerce", "a tricon"),
        "sequence": QCoreApplication.translate("Commerce", "a sequence"),
        "flush": QCoreApplication.translate("Commerce", "a flush"),
        "pair": QCoreApplication.translate("Commerce", "a pair"),
        "point": QCoreApplication.translate("Commerce", "point"),
    }.get(str(code), str(code))


def shown_hand(code: str | int, cards: tuple[Card, ...] | list[Card]) -> str:
    """A hand at the show: its combination, with the point where the point decides (a point hand,
    a flush), so that two of them can be compared ("a point of 22"; playtest (f): "point." alone)."""
    code = CATEGORY_NAMES.get(code, code) if isinstance(code, int) else code
    point = sum(pips(c) for c in cards)
    if code == "point":
        return fill(QCoreApplication.translate("Commerce", "a point of %1"), point)
    if code == "flush":
        return fill(QCoreApplication.translate("Commerce", "a flush with a point of %1"), point)
    return category_name(code)


def _rank(value: int) -> str:
    from ...engine.cards import Rank

    return rank_name(Rank.ACE if value == 14 else Rank(value), knave=True)


def _ranks(value: int) -> str:
    """A rank in the plural, for a pair or a tricon of it: "sixes" (fr "des six", from the French
    template's "des %1"; playtest (c): "la paire la plus haute (six)")."""
    return {
        2: QCoreApplication.translate("Commerce", "twos"),
        3: QCoreApplication.translate("Commerce", "threes"),
        4: QCoreApplication.translate("Commerce", "fours"),
        5: QCoreApplication.translate("Commerce", "fives"),
        6: QCoreApplication.translate("Commerce", "sixes"),
        7: QCoreApplication.translate("Commerce", "sevens"),
        8: QCoreApplication.translate("Commerce", "eights"),
        9: QCoreApplication.translate("Commerce", "nines"),
        10: QCoreApplication.translate("Commerce", "tens"),
        11: QCoreApplication.translate("Commerce", "knaves"),
        12: QCoreApplication.translate("Commerce", "queens"),
        13: QCoreApplication.translate("Commerce", "kings"),
        14: QCoreApplication.translate("Commerce", "aces"),
    }.get(value, _rank(value) if value else "")


def why_text(why: str, detail: dict) -> str:
    beaten = category_name(detail.get("beaten", ""))
    rank = int(detail.get("rank", 0) or 0)
    point = detail.get("point", "")
    return {
        "better_combination": fill(
            QCoreApplication.translate("Commerce", "%1 beats %2"),
            category_name(detail.get("category", "")),
            beaten,
        ),
        "higher_tricon": fill(QCoreApplication.translate("Commerce", "the higher tricon (%1)"), _ranks(rank)),
        "higher_sequence": fill(
            QCoreApplication.translate("Commerce", "the higher sequence (to the %1)"),
            _rank(rank) if rank else "",
        ),
        "flush_point": fill(
            QCoreApplication.translate("Commerce", "the flush with the better point (%1)"), point
        ),
        "higher_pair": fill(QCoreApplication.translate("Commerce", "the higher pair (%1)"), _ranks(rank)),
        "pair_third_card": fill(
            QCoreApplication.translate("Commerce", "equal pairs: the higher third card (%1)"),
            _rank(rank) if rank else "",
        ),
        "higher_point": fill(QCoreApplication.translate("Commerce", "the higher point (%1)"), point),
        "first_different_card": fill(
            QCoreApplication.translate("Commerce", "equal point: the first higher card (%1)"),
            _rank(rank) if rank else "",
        ),
        "tie": QCoreApplication.translate("Commerce", "equal hands"),
    }.get(why, why)


def event_lines(e: Event, names: list[str], human: int) -> list[str]:
    common = common_lines(e, names, human)
    if common is not None:
        return common
    if e.seat == human:
        mine = _your_lines(e, names)
        if mine is not None:
            return mine
    who = names[e.seat] if e.seat is not None else ""
    k = e.kind
    if k == "hand_start":
        return [
            fill(QCoreApplication.translate("Commerce", "Hand %1: %2 deals."), e.data.get("hand", ""), who)
        ]
    if k == "table_cards":
        return [fill(QCoreApplication.translate("Commerce", "On the table, face up: %1"), labels(e.cards))]
    if k == "buy":
        own = bool(e.data.get("dealer"))  # the dealer trades with his own pack and pays nobody
        if e.cards and own:
            out, new = e.cards
            return [
                fill(
                    QCoreApplication.translate(
                        "Commerce", "You put the %1 under the pack and take the %2: as dealer you pay nobody."
                    ),
                    name_of(out),
                    name_of(new),
                )
            ]
        if own:
            return [
                fill(
                    QCoreApplication.translate(
                        "Commerce", "%1 deals, so takes a card from the pack and pays nobody."
                    ),
                    who,
                )
            ]
        if e.cards:
            out, new = e.cards
            return [
                fill(
                    QCoreApplication.translate("Commerce", "You put the %1 under the pack and buy the %2."),
                    name_of(out),
                    name_of(new),
                )
            ]
        return [
            fill(
                QCoreApplication.translate("Commerce", "%1 buys a card from the dealer for ready money."), who
            )
        ]
    if k == "offer":
        to = int(e.data.get("to", 0))
        if to == human:
            return [
                fill(
                    QCoreApplication.translate(
                        "Commerce", "%1 offers you a card in barter: give one of yours for it, or stand."
                    ),
                    who,
                )
            ]
        return [
            fill(QCoreApplication.translate("Commerce", "%1 offers %2 a card in barter."), who, names[to])
        ]
    if k == "barter":
        other = int(e.data.get("with", 0))
        if e.cards and e.seat == human:
            return [
                fill(
                    QCoreApplication.translate("Commerce", "You give %1 the %2 and receive the %3."),
                    names[other],
                    *map(name_of, e.cards),
                )
            ]
        if e.cards and other == human:
            given, got = e.cards
            return [
                fill(
                    QCoreApplication.translate("Commerce", "You give %1 the %2 and receive the %3."),
                    who,
                    name_of(got),
                    name_of(given),
                )
            ]
        return [fill(QCoreApplication.translate("Commerce", "%1 and %2 exchange a card."), who, names[other])]
    if k == "stand":
        if "refused_barter" in e.data:
            return [fill(QCoreApplication.translate("Commerce", "%1 stands rather than exchange."), who)]
        return [fill(QCoreApplication.translate("Commerce", "%1 stands."), who)]
    if k == "pass":
        return [
            fill(
                QCoreApplication.translate("Commerce", "%1 passes and will exchange no more this hand."), who
            )
        ]
    if k == "exchange":
        mine, taken = e.cards
        return [
            fill(
                QCoreApplication.translate("Commerce", "%1 lays the %2 on the table and takes the %3."),
                who,
                name_of(mine),
                name_of(taken),
            )
        ]
    if k == "keep":
        return [fill(QCoreApplication.translate("Commerce", "%1 keeps the hand."), who)]
    if k == "last_exchanges":
        return [
            QCoreApplication.translate(
                "Commerce", "Two have stood: each other player who has not passed may make one more exchange."
            )
        ]
    if k == "show":
        return show_lines(e, names, human)
    if k == "lose_counter":
        return [
            fill(
                QCoreApplication.translate(
                    "Commerce", "%1 has the worst hand and loses a counter (%2 left)."
                ),
                who,
                e.data.get("left", 0),
            )
        ]
    if k == "horse":
        if e.data.get("bought"):
            return [fill(QCoreApplication.translate("Commerce", "%1 buys a horse."), who)]
        return [fill(QCoreApplication.translate("Commerce", "%1 does not buy a horse."), who)]
    return []


def _your_lines(e: Event, names: list[str]) -> list[str] | None:
    """The person's own moves, in the second person."""
    k = e.kind
    if k == "hand_start":
        return [fill(QCoreApplication.translate("Commerce", "Hand %1: you deal."), e.data.get("hand", ""))]
    if k == "stand":
        return [QCoreApplication.translate("Commerce", "You stand.")]
    if k == "offer":
        text = QCoreApplication.translate("Commerce", "You offer %1 a card in barter.")
        return [fill(text, names[int(e.data.get("to", 0))])]
    if k == "pass":
        return [QCoreApplication.translate("Commerce", "You pass and will exchange no more this hand.")]
    if k == "keep":
        return [QCoreApplication.translate("Commerce", "You keep your hand.")]
    if k == "exchange":
        text = QCoreApplication.translate("Commerce", "You lay the %1 on the table and take the %2.")
        return [fill(text, *map(name_of, e.cards))]
    if k == "lose_counter":
        text = QCoreApplication.translate("Commerce", "You have the worst hand and lose a counter (%1 left).")
        return [fill(text, e.data.get("left", 0))]
    if k == "horse":
        if e.data.get("bought"):
            return [QCoreApplication.translate("Commerce", "You buy a horse.")]
        return [QCoreApplication.translate("Commerce", "You do not buy a horse.")]
    return None


def show_lines(e: Event, names: list[str], human: int = -1) -> list[str]:
    seats = list(e.data.get("seats", []))
    cats = list(e.data.get("categories", []))
    lines = []
    for i, seat in enumerate(seats):
        cards = e.cards[3 * i : 3 * i + 3]
        if seat == human:
            text = QCoreApplication.translate("Commerce", "You show %1: %2.")
            lines.append(fill(text, labels(cards), shown_hand(cats[i], cards)))
            continue
        lines.append(
            fill(
                QCoreApplication.translate("Commerce", "%1 shows %2: %3."),
                names[seat],
                labels(cards),
                shown_hand(cats[i], cards),
            )
        )
    winners = list(e.data.get("winners", []))
    why = why_text(str(e.data.get("why", "")), dict(e.data.get("detail", {})))
    if winners == [human]:
        lines.append(fill(QCoreApplication.translate("Commerce", "You have the best hand: %1."), why))
    elif len(winners) == 1:
        lines.append(
            fill(QCoreApplication.translate("Commerce", "%1 has the best hand: %2."), names[winners[0]], why)
        )
    else:
        lines.append(
            fill(
                QCoreApplication.translate("Commerce", "%1 tie for the best hand."),
                ", ".join(names[w] for w in winners),
            )
        )
    return lines


def shown_hands(e: Event) -> dict[int, list[Card]]:
    seats = list(e.data.get("seats", []))
    return {seat: list(e.cards[3 * i : 3 * i + 3]) for i, seat in enumerate(seats)}


def button_text(kind: str) -> str:
    return {
        "stand": QCoreApplication.translate("Commerce", "&Stand"),
        "buy": QCoreApplication.translate("Commerce", "&Buy from the dealer"),
        "dealer_buy": QCoreApplication.translate("Commerce", "Take a card from the &pack"),
        "barter": QCoreApplication.translate("Commerce", "Barter &with your neighbour"),
        "give": QCoreApplication.translate("Commerce", "&Give the chosen card"),
        "pass": QCoreApplication.translate("Commerce", "&Pass"),
        "exchange": QCoreApplication.translate("Commerce", "E&xchange with the table"),
        "keep": QCoreApplication.translate("Commerce", "&Keep your cards"),
        "buy_horse": QCoreApplication.translate("Commerce", "Buy a h&orse"),
        "no_horse": QCoreApplication.translate("Commerce", "&No horse"),
        "play_on": QCoreApplication.translate("Commerce", "Let the turn pass &on"),
    }[kind]


def prompt(
    phase: str,
    mode: str,
    legal: list[Action],
    names: list[str],
    barter_from: int | None,
    dealer: bool = False,
) -> str:
    """The person's turn in words; ``dealer``: the person deals (his trade is with the pack)."""
    kinds = {a.kind for a in legal}
    if phase == "horse":
        return QCoreApplication.translate(
            "Commerce", "You are out of counters. Buy a horse (one counter back) or stand out?"
        )
    if phase == "barter" and barter_from is not None:
        return fill(
            QCoreApplication.translate(
                "Commerce", "%1 offers you a card. Choose one of yours to give for it, or stand."
            ),
            names[barter_from],
        )
    if phase == "traded":
        return QCoreApplication.translate(
            "Commerce", "You have traded: stand on this hand now, or let the turn pass on."
        )
    if phase == "final":
        return QCoreApplication.translate(
            "Commerce", "Two have stood: make one last exchange with the table, or keep your cards."
        )
    if kinds == {"stand"}:
        return QCoreApplication.translate("Commerce", "The trading has gone round long enough: stand.")
    if mode == "new" and dealer:
        return QCoreApplication.translate(
            "Commerce",
            "Your turn: stand, take a card from the pack (you deal: it costs nothing), "
            "or barter one with your neighbour.",
        )
    if mode == "new":
        return QCoreApplication.translate(
            "Commerce", "Your turn: stand, buy a card from the dealer, or barter one with your neighbour."
        )
    return QCoreApplication.translate(
        "Commerce", "Your turn: stand, pass, or exchange one of your cards with one on the table."
    )
