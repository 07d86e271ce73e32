"""My Bird Sings in words: the history, the buttons and the prompts."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine.actions import Event
from ...engine.cards import Card
from .words import common_lines, fill, labels, name_of


def event_lines(e: Event, names: list[str], human: int) -> list[str]:
    common = common_lines(e, names, human)
    if common is not None:
        return common
    who = names[e.seat] if e.seat is not None else ""
    k = e.kind
    if e.seat == human and k == "hand_start":
        return [fill(QCoreApplication.translate("MyBirdSings", "Deal %1: you deal."), e.data.get("hand", ""))]
    if e.seat == human and k == "fresh_cards":
        return [
            QCoreApplication.translate(
                "MyBirdSings", "You turn the bird down as a trick and take fresh cards."
            )
        ]
    if k == "hand_start":
        return [
            fill(QCoreApplication.translate("MyBirdSings", "Deal %1: %2 deals."), e.data.get("hand", ""), who)
        ]
    if k == "throw":
        to = int(e.data.get("to", 0))
        if e.seat == human and e.cards:
            return [
                fill(
                    QCoreApplication.translate("MyBirdSings", "You throw the %1 to %2."),
                    name_of(e.cards[0]),
                    names[to],
                )
            ]
        if to == human and e.cards:
            return [
                fill(
                    QCoreApplication.translate("MyBirdSings", "%1 throws you the %2."),
                    who,
                    name_of(e.cards[0]),
                )
            ]
        return [fill(QCoreApplication.translate("MyBirdSings", "%1 throws a card to %2."), who, names[to])]
    if k == "draw":
        src = int(e.data.get("from", 0))
        if e.seat == human and e.cards:
            return [
                fill(
                    QCoreApplication.translate("MyBirdSings", "You draw the %1 from %2."),
                    name_of(e.cards[0]),
                    names[src],
                )
            ]
        if src == human and e.cards:
            return [
                fill(QCoreApplication.translate("MyBirdSings", "%1 draws your %2."), who, name_of(e.cards[0]))
            ]
        return [fill(QCoreApplication.translate("MyBirdSings", "%1 draws a card from %2."), who, names[src])]
    if k == "round":
        return [fill(QCoreApplication.translate("MyBirdSings", "Round %1."), e.data.get("round", ""))]
    if k == "stock_exchange":
        if e.cards:
            return [
                fill(
                    QCoreApplication.translate(
                        "MyBirdSings", "You throw out the %1 and take the %2 from the stock (%3 passed over)."
                    ),
                    name_of(e.cards[0]),
                    name_of(e.cards[1]),
                    e.data.get("skipped", 0),
                )
            ]
        return [fill(QCoreApplication.translate("MyBirdSings", "%1 changes a card with the stock."), who)]
    if k == "sing":
        return [
            fill(QCoreApplication.translate("MyBirdSings", "%1: “My bird sings!” (%2)"), who, labels(e.cards))
        ]
    if k == "fresh_cards":
        return [
            fill(
                QCoreApplication.translate(
                    "MyBirdSings", "%1 turns the bird down as a trick and takes fresh cards."
                ),
                who,
            )
        ]
    if k == "tricks":
        return [QCoreApplication.translate("MyBirdSings", "The pack is out: the most tricks take the pool.")]
    if k == "no_song":
        return [
            fill(
                QCoreApplication.translate(
                    "MyBirdSings", "No bird sang in %1 rounds: the pool stays for the next deal."
                ),
                e.data.get("rounds", ""),
            )
        ]
    return []


def button_text(kind: str) -> str:
    return {
        "sing": QCoreApplication.translate("MyBirdSings", "S&ing: my bird sings"),
        "throw": QCoreApplication.translate("MyBirdSings", "Throw to your &left"),
        "exchange": QCoreApplication.translate("MyBirdSings", "&Change with the stock"),
        "no_exchange": QCoreApplication.translate("MyBirdSings", "&No change"),
        "draw": QCoreApplication.translate("MyBirdSings", "&Draw a card"),
    }[kind]


def prompt(phase: str, method: str, names: list[str], holder: int, bird: tuple[Card, ...] = ()) -> str:
    """The person's turn in words; ``bird`` is a singing hand he holds (the first legal song), named
    so that a new player sees why it sings."""
    if phase == "sing":
        if not bird:
            return QCoreApplication.translate("MyBirdSings", "Your bird sings! Say so.")
        if len({c.suit for c in bird}) == 1:
            text = QCoreApplication.translate(
                "MyBirdSings", "Your bird sings with %1, all of one suit! Say so."
            )
        else:
            text = QCoreApplication.translate(
                "MyBirdSings", "Your bird sings with %1, one card of each suit! Say so."
            )
        return fill(text, labels(bird))
    if phase == "leader":
        return QCoreApplication.translate(
            "MyBirdSings",
            "You lead: you may throw out a card and take one from the stock, or make no change.",
        )
    if method == "throw":
        return QCoreApplication.translate(
            "MyBirdSings",
            "Choose a card to throw face down to your left-hand neighbour (double-click throws it).",
        )
    return fill(
        QCoreApplication.translate(
            "MyBirdSings", "Draw a card unseen from %1's hand: click one, or press 1 to 5."
        ),
        names[holder],
    )
