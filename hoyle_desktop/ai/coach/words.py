"""The coach's words: a choice's action and its reason in a person's language.

This package stays Qt-free: every sentence goes through ``hoyle_desktop.i18n``'s
:func:`translate` (context "Coach" for the coach's own words, "Cards" for card names, the same
strings the tables use), which is English until the GUI calls ``i18n.use_translator`` with
``QCoreApplication.translate``. The command line keeps English.

Each game's adviser module words its own choices: it defines ``action_text(action) -> str`` and
``why_text(reason) -> str`` (registered with the adviser, see ``base.register``); the shared
reasons below (``only_one``, ``all_equal``, ``expert_choice``, ``not_valued``) are worded here.
Write templates with ``%1``, ``%2`` and fill them with :func:`fill`; lupdate finds
``translate("Coach", "...")`` calls in this package (as ``tools/translations.py update`` runs it).
"""

from __future__ import annotations

from ...engine.cards import Card, Rank, Suit
from ...i18n import fill, translate
from .base import Reason


def rank_name(rank: Rank) -> str:
    return {
        Rank.ACE: translate("Cards", "ace"),
        Rank.TWO: translate("Cards", "two"),
        Rank.THREE: translate("Cards", "three"),
        Rank.FOUR: translate("Cards", "four"),
        Rank.FIVE: translate("Cards", "five"),
        Rank.SIX: translate("Cards", "six"),
        Rank.SEVEN: translate("Cards", "seven"),
        Rank.EIGHT: translate("Cards", "eight"),
        Rank.NINE: translate("Cards", "nine"),
        Rank.TEN: translate("Cards", "ten"),
        Rank.JACK: translate("Cards", "jack"),
        Rank.QUEEN: translate("Cards", "queen"),
        Rank.KING: translate("Cards", "king"),
    }[rank]


def suit_name(suit: Suit) -> str:
    return {
        Suit.CLUBS: translate("Cards", "clubs"),
        Suit.DIAMONDS: translate("Cards", "diamonds"),
        Suit.HEARTS: translate("Cards", "hearts"),
        Suit.SPADES: translate("Cards", "spades"),
    }[suit]


def card_name(card: Card) -> str:
    return fill(translate("Cards", "%1 of %2"), rank_name(card.rank), suit_name(card.suit))


def cards_text(cards: tuple[Card, ...] | list[Card]) -> str:
    return ", ".join(card_name(c) for c in cards)


def shared_why(reason: Reason) -> str | None:
    """The words for the reasons every game may give, or None for a game's own code."""
    return {
        "only_one": lambda: translate("Coach", "the only thing you may do"),
        "all_equal": lambda: translate("Coach", "every choice is worth the same here"),
        "expert_choice": lambda: translate("Coach", "what the Expert would do"),
        "not_valued": lambda: translate("Coach", "not valued"),
    }.get(reason.code, lambda: None)()
