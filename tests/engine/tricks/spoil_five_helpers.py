"""Spoil-Five games set up for a rules test: a new game, a deal staged with given hands and trumps,
the cards a seat may play, and cards played in turn."""

from __future__ import annotations

from hoyle_desktop.engine.actions import Action
from hoyle_desktop.engine.cards import Card, Suit, cards
from hoyle_desktop.engine.tricks.spoil_five import SpoilFiveGame


def new(players: int = 2, seed: int = 1, **rules) -> SpoilFiveGame:
    return SpoilFiveGame({"players": players, "robbing": "none", **rules}, seed)


def staged(hands: list[str], trump: Suit, **rules) -> SpoilFiveGame:
    game = new(len(hands), **rules)
    game.dealer = len(hands) - 1
    game.fresh_hand()
    game.hands = [cards(h) for h in hands]
    game.trump, game.turnup = trump, Card.parse("3" + trump.value)
    game.start_play(0)
    return game


def legal(game: SpoilFiveGame, seat: int) -> set[str]:
    return {a.cards[0].code for a in game.legal_actions(seat) if a.kind == "play"}


def play(game: SpoilFiveGame, *cs: str) -> list:
    out = []
    for c in cs:
        out += game.apply(game.seats_to_act()[0], Action("play", (Card.parse(c),)))
    return out
