"""How cards rank in the trick games: one function for every order, for engines, bots and tables.

All-Fours uses the whist order (ace high). Spoil-Five has Peel's four orders: red and black suits,
trumps and plain. In trumps the five, then the knave, then the ace of hearts, then the ace of the
suit, then the king and queen; below them the red suits run high to low (10 down to 2) and the
black suits low to high (2 up to 10). In a plain suit the king is high; red suits then run
queen, knave, 10 down to 2 and ace (the ace of hearts is always a trump, never a heart); black
suits queen, knave, ace, 2 up to 10. The "ordinary order" variation ranks every suit ace high.
"""

from __future__ import annotations

from functools import cache

from ..cards import Card, Rank, Suit

R = Rank


def card_of(rank: Rank, suit: Suit) -> Card:
    """The one interned card of ``rank`` and ``suit`` (``Card(...)`` would make a second object)."""
    return Card.parse(rank.letter + suit.value)


ACE_OF_HEARTS = card_of(R.ACE, Suit.HEARTS)
_PIPS_DOWN = (R.TEN, R.NINE, R.EIGHT, R.SEVEN, R.SIX, R.FIVE, R.FOUR, R.THREE, R.TWO)
WHIST = (R.ACE, R.KING, R.QUEEN, R.JACK, *_PIPS_DOWN)


def ace_high(card: Card) -> int:
    return 14 if card.rank == Rank.ACE else int(card.rank)


@cache
def trump_order(suit: Suit) -> tuple[Card, ...]:
    """Spoil-Five's trumps, best first (Peel's orders 3 and 4), the ace of hearts among them."""
    top = [card_of(R.FIVE, suit), card_of(R.JACK, suit), ACE_OF_HEARTS]
    if suit != Suit.HEARTS:
        top.append(card_of(R.ACE, suit))
    top += [card_of(R.KING, suit), card_of(R.QUEEN, suit)]
    low = [r for r in _PIPS_DOWN if r != R.FIVE]
    if not suit.is_red:
        low.reverse()
    return tuple(top + [card_of(r, suit) for r in low])


@cache
def plain_order(suit: Suit) -> tuple[Card, ...]:
    """Spoil-Five's plain suit, best first (Peel's orders 1 and 2); no ace of hearts."""
    if suit.is_red:
        ranks = [R.KING, R.QUEEN, R.JACK, *_PIPS_DOWN]
        if suit == Suit.DIAMONDS:
            ranks.append(R.ACE)
    else:
        ranks = [R.KING, R.QUEEN, R.JACK, R.ACE, *reversed(_PIPS_DOWN)]
    return tuple(card_of(r, suit) for r in ranks)


@cache
def _places(trump: Suit) -> dict[Card, int]:
    """Each card's strength with ``trump`` trumps: trumps 100 and up, plain cards 1 to 13."""
    out: dict[Card, int] = {}
    order = trump_order(trump)
    for i, c in enumerate(order):
        out[c] = 100 + len(order) - i
    for suit in Suit:
        if suit == trump:
            continue
        plain = plain_order(suit)
        for i, c in enumerate(plain):
            out[c] = len(plain) - i
    return out


def spoil_suit(card: Card, trump: Suit | None, ordinary: bool = False) -> Suit:
    """The suit a card plays as: the ace of hearts is always a trump (not in the ordinary order)."""
    if card == ACE_OF_HEARTS and trump is not None and not ordinary:
        return trump
    return card.suit


def spoil_power(card: Card, trump: Suit | None, led: Suit, ordinary: bool = False) -> int:
    """Strength in a trick whose led suit is ``led``: a trump beats every plain card; a card of
    another plain suit than the one led is worth nothing."""
    if ordinary or trump is None:
        if trump is not None and card.suit == trump:
            return 100 + ace_high(card)
        return ace_high(card) if card.suit == led else 0
    value = _places(trump)[card]
    if value > 100:
        return value
    return value if card.suit == led else 0


def whist_power(card: Card, trump: Suit | None, led: Suit) -> int:
    if trump is not None and card.suit == trump:
        return 100 + ace_high(card)
    return ace_high(card) if card.suit == led else 0


@cache
def spoil_powers(trump: Suit | None, ordinary: bool) -> dict[Suit, tuple[int, ...]]:
    """``spoil_power`` worked out once per trump: for each led suit, every card's strength indexed
    by its ``sort_key`` (the search's play-outs ask this hundreds of thousands of times)."""
    size = max(c.sort_key for c in _all_cards()) + 1
    out = {}
    for led in Suit:
        row = [0] * size
        for c in _all_cards():
            row[c.sort_key] = spoil_power(c, trump, led, ordinary)
        out[led] = tuple(row)
    return out


@cache
def top_trumps(trump: Suit) -> tuple[Card, ...]:
    """The five, the knave of trumps and the ace of hearts: Spoil-Five's cards that may renege."""
    return (card_of(R.FIVE, trump), card_of(R.JACK, trump), ACE_OF_HEARTS)


def _all_cards() -> list[Card]:
    return [card_of(r, s) for s in Suit for r in Rank]
