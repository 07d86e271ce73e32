"""An independent referee for Spoil-Five from Peel's text (seed 002): random games of two to ten
players; the cards each player may play and every trick's winner worked out again from the four
orders and compared with the engine.

"In Hearts and Diamonds, when not trumps.--King, queen, knave, 10, 9, down to ace (the ace of hearts
is always a trump card ...)"; "In Clubs and Spades, when not trumps.--King, queen, knave, ace, 2, down
to 10"; when trumps "5, knave, ace of hearts, ace of trumps, king, queen", then the red "10, 9 ... 2"
and the black "2, 3 ... 10". A plain lead: "each must do the one or the other [follow or trump] if he
holds a card of the suit led"; a trump lead: follow, but the five, the knave and the ace of hearts
are not "obliged" against "a lower one"; the ace of hearts led "is considered as made from a plain
suit".
"""

from __future__ import annotations

import random

from hoyle_desktop.engine.tricks.spoil_five import SpoilFiveGame
from hoyle_desktop.profiles import ProfileCatalog


def order(suit: str, trumps: bool) -> list[str]:
    """Peel's order of a suit, best first, as card codes (trumps with the ace of hearts)."""
    if trumps:
        below = "KQT9876432" if suit in "HD" else "KQ2346789T"
        aces = ["AH"] + ([] if suit == "H" else ["A" + suit])
        return ["5" + suit, "J" + suit, *aces, *(r + suit for r in below)]
    if suit in "HD":
        return [r + suit for r in "KQJT98765432"] + (["AD"] if suit == "D" else [])
    return [r + suit for r in "KQJA23456789T"]


def suit_of(code: str, trump: str) -> str:
    return trump if code == "AH" else code[1]


def allowed(hand: list[str], led: str, trump: str) -> set[str]:
    led_suit = "H" if led == "AH" else suit_of(led, trump)  # the ace of hearts leads plain hearts
    if led_suit == trump:
        best = order(trump, True)
        trumps = [c for c in hand if suit_of(c, trump) == trump]
        must = [c for c in trumps if not (best.index(c) < 3 and best.index(c) < best.index(led))]
        return set(trumps) if must else set(hand)
    if any(c[1] == led_suit and c != "AH" for c in hand):
        return {c for c in hand if suit_of(c, trump) in (led_suit, trump)}
    return set(hand)


def winner(cards: list[tuple[int, str]], trump: str) -> int:
    led = cards[0][1]
    trumps = [(s, c) for s, c in cards if suit_of(c, trump) == trump]
    if trumps:
        best = order(trump, True)
        return min(trumps, key=lambda sc: best.index(sc[1]))[0]
    suit = led[1]
    best = order(suit, False)
    return min(((s, c) for s, c in cards if c[1] == suit), key=lambda sc: best.index(sc[1]))[0]


def test_random_games_follow_and_win_tricks_as_peel_says() -> None:
    rules = dict(ProfileCatalog().get("spoil-five").rules)
    follows = tricks = 0
    for seed in range(27):
        game, rng = SpoilFiveGame({**rules, "players": 2 + seed % 9}, seed), random.Random(seed)
        while game.seats_to_act():
            seat = game.seats_to_act()[0]
            legal = game.legal_actions(seat)
            trump = game.trump.value if game.trump else None
            if game.phase == "play" and game.trick and trump:
                hand = [c.code for c in game.hands[seat]]
                plays = {a.cards[0].code for a in legal if a.kind == "play"}
                assert plays == allowed(hand, game.trick[0][1].code, trump)
                follows += 1
            before = [(s, c.code) for s, c in game.trick or ()]
            action = rng.choice(legal)
            for e in game.apply(seat, action):
                if e.kind == "trick" and trump:
                    assert e.seat == winner([*before, (seat, action.cards[0].code)], trump)
                    tricks += 1
    assert follows > 1000 and tricks > 300
