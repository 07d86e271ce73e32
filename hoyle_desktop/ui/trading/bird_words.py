"""My Bird Sings in words: the history, the buttons and the prompts."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine.actions import Event
from .words import common_lines, fill, labels, name_of


def tr(text: str) -> str:
    return QCoreApplication.translate("MyBirdSings", text)


def event_lines(e: Event, names: list[str], human: int) -> list[str]:
    common = common_lines(e, names, human)
    if common is not None:
        return common
    who = names[e.seat] if e.seat is not None else ""
    k = e.kind
    if k == "hand_start":
        return [fill(tr("Deal %1: %2 deals."), e.data.get("hand", ""), who)]
    if k == "throw":
        to = int(e.data.get("to", 0))
        if e.seat == human and e.cards:
            return [fill(tr("You throw the %1 to %2."), name_of(e.cards[0]), names[to])]
        if to == human and e.cards:
            return [fill(tr("%1 throws you the %2."), who, name_of(e.cards[0]))]
        return [fill(tr("%1 throws a card to %2."), who, names[to])]
    if k == "draw":
        src = int(e.data.get("from", 0))
        if e.seat == human and e.cards:
            return [fill(tr("You draw the %1 from %2."), name_of(e.cards[0]), names[src])]
        if src == human and e.cards:
            return [fill(tr("%1 draws your %2."), who, name_of(e.cards[0]))]
        return [fill(tr("%1 draws a card from %2."), who, names[src])]
    if k == "round":
        return [fill(tr("Round %1."), e.data.get("round", ""))]
    if k == "stock_exchange":
        if e.cards:
            return [
                fill(
                    tr("You throw out the %1 and take the %2 from the stock (%3 passed over)."),
                    name_of(e.cards[0]),
                    name_of(e.cards[1]),
                    e.data.get("skipped", 0),
                )
            ]
        return [fill(tr("%1 changes a card with the stock."), who)]
    if k == "sing":
        return [fill(tr("%1: “My bird sings!” (%2)"), who, labels(e.cards))]
    if k == "fresh_cards":
        return [fill(tr("%1 turns the bird down as a trick and takes fresh cards."), who)]
    if k == "tricks":
        return [tr("The pack is out: the most tricks take the pool.")]
    if k == "no_song":
        return [
            fill(tr("No bird sang in %1 rounds: the pool stays for the next deal."), e.data.get("rounds", ""))
        ]
    return []


def button_text(kind: str) -> str:
    return {
        "sing": tr("S&ing: my bird sings"),
        "throw": tr("Th&row to your left"),
        "exchange": tr("&Change with the stock"),
        "no_exchange": tr("&No change"),
        "draw": tr("&Draw a card"),
    }[kind]


def prompt(phase: str, method: str, names: list[str], holder: int) -> str:
    if phase == "sing":
        return tr("Your bird sings! Say so.")
    if phase == "leader":
        return tr("You lead: you may throw out a card and take one from the stock, or make no change.")
    if method == "throw":
        return tr("Choose a card to throw face down to your left-hand neighbour (double-click throws it).")
    return fill(tr("Draw a card unseen from %1's hand: click one, or press 1 to 5."), names[holder])
