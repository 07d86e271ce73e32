"""Blind Hookey's words: the history's lines, the buttons, the prompt and the refusals."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ...engine.actions import Action, Event
from ...engine.blind_hookey.view import CUT, REJECT, STAKE, BlindHookeyView
from ..table.card_words import card_name
from .wording import counters
from .words_common import fill


def packet_name(i: int) -> str:
    return fill(QCoreApplication.translate("BlindHookey", "packet %1"), i + 1)


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def event_line(e: Event, names: Sequence[str], human: int) -> str:
    who = names[e.seat] if e.seat is not None else ""
    k = e.kind
    if k == "cut_for_deal":
        return fill(
            QCoreApplication.translate("BlindHookey", "Cut for deal by %1: %2."), who, card_name(e.cards[0])
        )
    if k == "dealer":
        if e.reason == "lost_all_round":
            return fill(
                QCoreApplication.translate("BlindHookey", "The dealer lost all round: %1 deals now."), who
            )
        return fill(QCoreApplication.translate("BlindHookey", "Dealer: %1 (the lowest cut)."), who)
    if k == "shuffle":
        return fill(QCoreApplication.translate("BlindHookey", "Shuffled by %1 and cut."), who)
    if k == "cut_packet":
        return fill(
            QCoreApplication.translate("BlindHookey", "%1: a packet of %2 cards."), who, e.data.get("size", 0)
        )
    if k == "reject":
        return fill(
            QCoreApplication.translate("BlindHookey", "%1: %2 rejected; it is the dealer's."),
            who,
            packet_name(int(e.data.get("packet", 0))),
        )
    if k == "stake":
        if not e.data.get("amount"):
            return ""
        return fill(
            QCoreApplication.translate("BlindHookey", "%1: %2 on %3."),
            who,
            e.data.get("amount", 0),
            packet_name(int(e.data.get("packet", 0))),
        )
    if k == "show":
        return fill(
            QCoreApplication.translate("BlindHookey", "%1: the bottom card is %2."),
            capital(packet_name(int(e.data.get("packet", 0)))),
            card_name(e.cards[0]),
        )
    if k == "pay":
        dst = e.data.get("to")
        payee = names[dst] if isinstance(dst, int) else ""
        if e.reason == "buy_in":
            return fill(
                QCoreApplication.translate("BlindHookey", "%1: a fresh purse of %2."), payee, e.points
            )
        return fill(QCoreApplication.translate("BlindHookey", "%1 to %2: %3."), who, payee, e.points)
    return ""


def action_text(a: Action) -> str:
    if a.kind == "cut":
        return QCoreApplication.translate("BlindHookey", "&Cut")
    if a.kind == "reject":
        return fill(QCoreApplication.translate("BlindHookey", "Reject packet &%1"), int(a.value or 0) + 1)
    if a.kind == "stake":
        return QCoreApplication.translate("BlindHookey", "&Stake")
    return a.kind


def amount_text(a: Action) -> str:
    if a.kind == "cut":
        return fill(QCoreApplication.translate("BlindHookey", "%1 cards"), a.value)
    if not a.value:
        return QCoreApplication.translate("BlindHookey", "Nothing on this packet")
    return counters(int(a.value or 0))


def seat_role(view: BlindHookeyView, seat: int) -> str:
    return " · " + QCoreApplication.translate("BlindHookey", "dealer") if seat == view.dealer else ""


def prompt(view: BlindHookeyView) -> str:
    if view.phase == CUT:
        if view.seat == view.dealer:
            return QCoreApplication.translate(
                "BlindHookey", "Cut the pack into three packets: choose the size of the next."
            )
        return QCoreApplication.translate(
            "BlindHookey", "Cut a packet from the top: four cards at least, your share at most."
        )
    if view.phase == REJECT:
        return QCoreApplication.translate(
            "BlindHookey", "Reject one of the three packets: it becomes the dealer's."
        )
    if view.phase == STAKE and view.packet_to_stake is not None:
        return fill(
            QCoreApplication.translate("BlindHookey", "Stake on %1, blind."),
            packet_name(view.packet_to_stake),
        )
    return ""


def refusal(reason: str) -> str:
    return {"not_your_turn": QCoreApplication.translate("BlindHookey", "Wait for your turn.")}.get(
        reason, QCoreApplication.translate("BlindHookey", "That is not allowed now.")
    )


def result_text(won: bool, net: int) -> str:
    if won:
        return fill(
            QCoreApplication.translate("BlindHookey", "The game is over: you finish best, %1 counters."),
            f"{net:+d}",
        )
    return fill(
        QCoreApplication.translate("BlindHookey", "The game is over: you finish %1 counters."), f"{net:+d}"
    )
