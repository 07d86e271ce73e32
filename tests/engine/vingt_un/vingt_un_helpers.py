"""Vingt-un games with the cards of the next hand stacked, for the rules tests."""

from __future__ import annotations

from typing import Any

from hoyle_desktop.engine.actions import Action
from hoyle_desktop.engine.cards import Card
from hoyle_desktop.engine.vingt_un.game import VingtUnGame
from hoyle_desktop.profiles import rules_defaults


def new_game(seed: int = 1, **rules: Any) -> VingtUnGame:
    game = VingtUnGame({**rules_defaults("vingt_un"), **rules}, seed)
    return game


def stack(game: VingtUnGame, codes: str) -> None:
    """Put ``codes`` (in dealing order) on top of the stock, each card taken from wherever it lies
    in the stock (for the hand to come, or before the next draw)."""
    wanted = [Card.parse(c) for c in codes.split()]
    chosen: list[int] = []
    for card in wanted:
        cid = next(i for i in game.stock + game.pile if game.cards[i] is card and i not in chosen)
        if cid in game.pile:
            game.pile.remove(cid)
            game.stock.insert(0, cid)
        chosen.append(cid)
    rest = [i for i in game.stock if i not in chosen]
    game.stock = rest + list(reversed(chosen))


def restart_hand(game: VingtUnGame, codes: str) -> None:
    """Take back the hand just dealt and deal it again with ``codes``: first cards to the punters
    (from the proper dealer's left) and the dealer, then second cards the same way, then draws."""
    for row in game.boxes:
        for box in row:
            game.stock.extend(reversed(box.ids))
        row.clear()
    for seen in game.seen:
        seen.clear()
    game.hand_no -= 1
    game.deal_hand -= 1
    stack(game, codes)
    game._start_hand()


def stake_all(game: VingtUnGame, stake: int = 1, double: bool = False) -> None:
    while game.phase == "stake":
        game.apply(game.actor, Action("stake", value=stake))
    game.apply(game.dealer, Action("double" if double else "no_double"))


def act(game: VingtUnGame, kind: str, value: int | None = None) -> None:
    game.apply(game.actor, Action(kind, value=value))
