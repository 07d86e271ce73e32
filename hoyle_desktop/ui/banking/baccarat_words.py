"""Baccarat's words: the history's lines, the buttons, the prompt and the refusals."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ...engine.actions import Action, Event
from ...engine.baccarat.points import OPTION, point
from ...engine.baccarat.view import BANCO, BANK, BANKER, PUNTER, STAKE, TAKE, BaccaratView
from ..table.card_words import card_name
from .wording import counters
from .words_common import fill


def _cards(cards: Sequence) -> str:
    return ", ".join(card_name(c) for c in cards)


def tableau_name(t: int, form: str) -> str:
    if form != "banque":
        return QCoreApplication.translate("Baccarat", "the punters' hand")
    return (
        QCoreApplication.translate("Baccarat", "the right tableau")
        if t == 0
        else QCoreApplication.translate("Baccarat", "the left tableau")
    )


def _pay_lines() -> dict[str, str]:
    return {
        "bank": QCoreApplication.translate("Baccarat", "%1: a bank of %3."),
        "stake": QCoreApplication.translate("Baccarat", "%1: a stake of %3."),
        "coup_won": QCoreApplication.translate("Baccarat", "Paid to %2: %3."),
        "stake_back": QCoreApplication.translate("Baccarat", "A stake of %3 back to %2."),
        "bank_back": QCoreApplication.translate("Baccarat", "The bank's %3 back to %2."),
        "fine": QCoreApplication.translate("Baccarat", "%1: a fine of %3 to the bank."),
        "false_draw": QCoreApplication.translate("Baccarat", "%1 to %2: %3 for the false draw."),
        "fresh_packs": QCoreApplication.translate("Baccarat", "%1: %3 for fresh packs."),
        "buy_in": QCoreApplication.translate("Baccarat", "%2: a fresh purse of %3."),
    }


def event_line(e: Event, names: Sequence[str], human: int) -> str:
    who = names[e.seat] if e.seat is not None else ""
    k = e.kind
    if k == "pay":
        template = _pay_lines().get(e.reason)
        if template is None:
            return ""
        if e.reason == "coup_won" and e.data.get("from") == "stakes":
            return fill(QCoreApplication.translate("Baccarat", "The bank wins a stake of %1."), e.points)
        dst = e.data.get("to")
        payee = names[dst] if isinstance(dst, int) else QCoreApplication.translate("Baccarat", "the bank")
        return fill(template, who, payee, e.points)
    if k == "banker":
        if e.reason == "took":
            return fill(QCoreApplication.translate("Baccarat", "Banker: %1, at the same amount."), who)
        return fill(QCoreApplication.translate("Baccarat", "Banker: %1."), who)
    if k == "new_shoe":
        return fill(
            QCoreApplication.translate("Baccarat", "The croupier shuffles %1 packs together."),
            e.data.get("packs", 6),
        )
    if k == "go_on":
        return fill(
            QCoreApplication.translate("Baccarat", "%1: the bank stays at %2."), who, e.data.get("bank", 0)
        )
    if k == "pass_deal":
        return fill(
            QCoreApplication.translate("Baccarat", "%1: I pass the deal (the bank stands at %2)."),
            who,
            e.data.get("bank", 0),
        )
    if k == "decline":
        return fill(QCoreApplication.translate("Baccarat", "%1: not at that amount."), who)
    if k == "banco":
        return fill(
            QCoreApplication.translate("Baccarat", "%1: banco! %2 against the whole bank."),
            who,
            e.data.get("bank", 0),
        )
    if k == "no_play":
        return QCoreApplication.translate("Baccarat", "Nobody stakes: no coup.")
    if k == "deal":
        if e.data.get("tableau") == -1:
            if e.cards and e.seat == human:
                return fill(
                    QCoreApplication.translate("Baccarat", "Your cards in the bank: %1 (%2)."),
                    _cards(e.cards),
                    point(e.cards),
                )
            return ""
        if e.cards and e.seat == human:
            return fill(
                QCoreApplication.translate("Baccarat", "Your cards for the punters: %1 (%2)."),
                _cards(e.cards),
                point(e.cards),
            )
        return fill(QCoreApplication.translate("Baccarat", "The punters' cards: %1."), who)
    if k == "turn_up":
        pt = e.data.get("point", 0)
        if e.reason == "natural":
            return fill(
                QCoreApplication.translate("Baccarat", "%1: a natural %2 (%3)."), who, pt, _cards(e.cards)
            )
        return fill(QCoreApplication.translate("Baccarat", "Shown by %1: %2 (%3)."), who, pt, _cards(e.cards))
    if k == "draw":
        return fill(QCoreApplication.translate("Baccarat", "%1: a card, %2."), who, _cards(e.cards))
    if k == "stand":
        return fill(QCoreApplication.translate("Baccarat", "%1: no card."), who)
    if k == "false_draw":
        return fill(
            QCoreApplication.translate("Baccarat", "%1: a false draw at %2."), who, e.data.get("point", 0)
        )
    if k == "coup":
        outcomes = [o for o in e.data.get("outcomes", []) if o]
        if all(o == "banker" for o in outcomes):
            return fill(
                QCoreApplication.translate("Baccarat", "The bank wins with %1."),
                e.data.get("banker_point", 0),
            )
        if all(o == "punter" for o in outcomes):
            return fill(
                QCoreApplication.translate("Baccarat", "The punters win against %1."),
                e.data.get("banker_point", 0),
            )
        if all(o == "tie" for o in outcomes):
            return QCoreApplication.translate("Baccarat", "A tie: the stakes stand over.")
        return QCoreApplication.translate("Baccarat", "The coup is settled tableau by tableau.")
    if k == "packs_dealt":
        return QCoreApplication.translate("Baccarat", "The packs are dealt out: the bank passes on.")
    if k == "bank_broken":
        return fill(QCoreApplication.translate("Baccarat", "The bank is broken: %1 gives it up."), who)
    if k == "fresh_packs":
        return fill(QCoreApplication.translate("Baccarat", "%1: fresh packs!"), who)
    return ""


def action_text(a: Action) -> str:
    return {
        "bank": QCoreApplication.translate("Baccarat", "&Put up the bank"),
        "stake": QCoreApplication.translate("Baccarat", "&Stake"),
        "go_on": QCoreApplication.translate("Baccarat", "&Keep the bank"),
        "pass_deal": QCoreApplication.translate("Baccarat", "&Pass the deal"),
        "take": QCoreApplication.translate("Baccarat", "Ta&ke the bank"),
        "decline": QCoreApplication.translate("Baccarat", "&Decline"),
        "banco": QCoreApplication.translate("Baccarat", "&Banco"),
        "no_banco": QCoreApplication.translate("Baccarat", "&No banco"),
        "card": QCoreApplication.translate("Baccarat", "&Card"),
        "stand": QCoreApplication.translate("Baccarat", "&Stand"),
        "fresh_packs": QCoreApplication.translate("Baccarat", "&Fresh packs"),
    }.get(a.kind, a.kind)


def amount_text(a: Action) -> str:
    if a.kind == "stake" and not a.value:
        return QCoreApplication.translate("Baccarat", "Nothing this coup")
    return counters(int(a.value or 0))


def seat_role(view: BaccaratView, seat: int) -> str:
    if seat == view.banker:
        return " · " + fill(QCoreApplication.translate("Baccarat", "banker, bank %1"), view.bank)
    if seat in view.holders:
        return " · " + QCoreApplication.translate("Baccarat", "holds the cards")
    return ""


def prompt(view: BaccaratView) -> str:
    if view.phase == BANK:
        if view.bank:
            return fill(
                QCoreApplication.translate("Baccarat", "Your bank stands at %1. Keep it, or pass the deal?"),
                view.bank,
            )
        return QCoreApplication.translate("Baccarat", "You hold the bank: choose how much to put up.")
    if view.phase == TAKE:
        return fill(
            QCoreApplication.translate("Baccarat", "The deal is passed. Take the bank at %1?"),
            view.pass_amount,
        )
    if view.phase == BANCO:
        return fill(
            QCoreApplication.translate("Baccarat", "Go banco, against the whole bank of %1?"), view.bank
        )
    if view.phase == STAKE:
        return QCoreApplication.translate("Baccarat", "Choose your stake (the bank covers only so much).")
    if view.phase == PUNTER:
        mine = view.my_point()
        if mine == OPTION:
            return QCoreApplication.translate(
                "Baccarat", "You hold five: take a card or stand, as you choose."
            )
        return fill(
            QCoreApplication.translate("Baccarat", "You hold %1 for the punters: a card or stand?"), mine
        )
    if view.phase == BANKER:
        return fill(
            QCoreApplication.translate("Baccarat", "You hold %1 in the bank: draw or stand, as you choose."),
            view.banker_point,
        )
    return ""


def refusal(reason: str) -> str:
    return {
        "false_draw_card": QCoreApplication.translate(
            "Baccarat", "A false draw: with baccarat to four you must take the card."
        ),
        "false_draw_stand": QCoreApplication.translate(
            "Baccarat", "A false draw: with six or seven you must stand."
        ),
        "over_the_bank": QCoreApplication.translate(
            "Baccarat", "The bank does not cover so much: stake less."
        ),
        "over_purse": QCoreApplication.translate("Baccarat", "Your purse does not hold so much."),
        "cannot_cover_bank": QCoreApplication.translate("Baccarat", "Your purse cannot cover the bank."),
        "not_your_turn": QCoreApplication.translate("Baccarat", "Wait for your turn."),
    }.get(reason, QCoreApplication.translate("Baccarat", "That is not allowed now."))


def result_text(won: bool, net: int) -> str:
    if won:
        return fill(
            QCoreApplication.translate("Baccarat", "The game is over: you finish best, %1 counters."),
            f"{net:+d}",
        )
    return fill(
        QCoreApplication.translate("Baccarat", "The game is over: you finish %1 counters."), f"{net:+d}"
    )
