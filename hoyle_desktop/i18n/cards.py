"""Card names in words, Qt-free: the one place the tables (``ui/table/card_words.py``) and the coach
(``ai/coach/words.py``) take them from. Peel's games say 'knave' where today's cribbage says 'jack'.

Each function takes the ``translate(context, text[, disambiguation])`` to word it with: the coach's
is :func:`hoyle_desktop.i18n.translate` (the default), a table's ``QCoreApplication.translate``. The
parameter keeps the name ``translate`` so that lupdate reads the calls below (context "Cards").
"""

from __future__ import annotations

from collections.abc import Callable

from ..engine.cards import Card, Rank, Suit
from . import translate as _coach_translate

Translate = Callable[..., str]


def rank_name(rank: Rank, knave: bool = False, translate: Translate = _coach_translate) -> str:
    if rank == Rank.JACK and knave:
        return translate("Cards", "knave")
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


def suit_name(suit: Suit, translate: Translate = _coach_translate) -> str:
    return {
        Suit.CLUBS: translate("Cards", "clubs"),
        Suit.DIAMONDS: translate("Cards", "diamonds"),
        Suit.HEARTS: translate("Cards", "hearts"),
        Suit.SPADES: translate("Cards", "spades"),
    }[suit]


def rank_letter(rank: Rank, translate: Translate = _coach_translate) -> str:
    """The rank as printed in a card's corner: 'A', '2' … '10', 'J', 'Q', 'K' in English (a German
    pack prints B, D, K for Bube, Dame, König; a French one V, D, R for valet, dame, roi)."""
    return {
        Rank.ACE: translate("Cards", "A", "card index: ace"),
        Rank.JACK: translate("Cards", "J", "card index: jack (knave)"),
        Rank.QUEEN: translate("Cards", "Q", "card index: queen"),
        Rank.KING: translate("Cards", "K", "card index: king"),
    }.get(rank) or str(int(rank))


def card_sign(card: Card, translate: Translate = _coach_translate) -> str:
    """The card in short, as its corner and the history show it: '10♥', 'A♣'."""
    return rank_letter(card.rank, translate) + card.suit.symbol


def card_name(card: Card, knave: bool = False, translate: Translate = _coach_translate) -> str:
    """The bare name ("ten of hearts", "Herz-Zehn", "dix de cœur"): lists, labels, after a colon."""
    text = translate("Cards", "%1 of %2")
    return text.replace("%1", rank_name(card.rank, knave, translate)).replace(
        "%2", suit_name(card.suit, translate)
    )


# A card inside a sentence, whole, in the case the sentence needs: the translation carries the article
# the language puts before a card named there and the case's ending (French "le dix de %1", "l’as de
# %1"; German accusative "den %1-Buben", "die %1-Dame", "das %1-Ass", dative "dem %1-Buben", "der
# %1-Dame"); English the card alone (its sentence says "the" itself). %1 is the suit. lupdate reads
# only literal comments, so each call repeats its case: nominative (the subject, "the bottom card is
# …"), accusative (after a verb, "plays …"), dative (after mit, von …, "wins with …").
CASES = ("nominative", "accusative", "dative")


def _forms(translate: Translate) -> dict[Rank | str, Callable[[], tuple[str, str, str]]]:
    """Every card-in-a-sentence entry, by rank ("knave" for Peel's jack): its nominative,
    accusative and dative (worded when called: only the rank named)."""
    return {
        "knave": lambda: (
            translate("Cards", "knave of %1", "in a sentence, nominative: subject"),
            translate("Cards", "knave of %1", "in a sentence, accusative: object"),
            translate("Cards", "knave of %1", "in a sentence, dative: after with"),
        ),
        Rank.ACE: lambda: (
            translate("Cards", "ace of %1", "in a sentence, nominative: subject"),
            translate("Cards", "ace of %1", "in a sentence, accusative: object"),
            translate("Cards", "ace of %1", "in a sentence, dative: after with"),
        ),
        Rank.TWO: lambda: (
            translate("Cards", "two of %1", "in a sentence, nominative: subject"),
            translate("Cards", "two of %1", "in a sentence, accusative: object"),
            translate("Cards", "two of %1", "in a sentence, dative: after with"),
        ),
        Rank.THREE: lambda: (
            translate("Cards", "three of %1", "in a sentence, nominative: subject"),
            translate("Cards", "three of %1", "in a sentence, accusative: object"),
            translate("Cards", "three of %1", "in a sentence, dative: after with"),
        ),
        Rank.FOUR: lambda: (
            translate("Cards", "four of %1", "in a sentence, nominative: subject"),
            translate("Cards", "four of %1", "in a sentence, accusative: object"),
            translate("Cards", "four of %1", "in a sentence, dative: after with"),
        ),
        Rank.FIVE: lambda: (
            translate("Cards", "five of %1", "in a sentence, nominative: subject"),
            translate("Cards", "five of %1", "in a sentence, accusative: object"),
            translate("Cards", "five of %1", "in a sentence, dative: after with"),
        ),
        Rank.SIX: lambda: (
            translate("Cards", "six of %1", "in a sentence, nominative: subject"),
            translate("Cards", "six of %1", "in a sentence, accusative: object"),
            translate("Cards", "six of %1", "in a sentence, dative: after with"),
        ),
        Rank.SEVEN: lambda: (
            translate("Cards", "seven of %1", "in a sentence, nominative: subject"),
            translate("Cards", "seven of %1", "in a sentence, accusative: object"),
            translate("Cards", "seven of %1", "in a sentence, dative: after with"),
        ),
        Rank.EIGHT: lambda: (
            translate("Cards", "eight of %1", "in a sentence, nominative: subject"),
            translate("Cards", "eight of %1", "in a sentence, accusative: object"),
            translate("Cards", "eight of %1", "in a sentence, dative: after with"),
        ),
        Rank.NINE: lambda: (
            translate("Cards", "nine of %1", "in a sentence, nominative: subject"),
            translate("Cards", "nine of %1", "in a sentence, accusative: object"),
            translate("Cards", "nine of %1", "in a sentence, dative: after with"),
        ),
        Rank.TEN: lambda: (
            translate("Cards", "ten of %1", "in a sentence, nominative: subject"),
            translate("Cards", "ten of %1", "in a sentence, accusative: object"),
            translate("Cards", "ten of %1", "in a sentence, dative: after with"),
        ),
        Rank.JACK: lambda: (
            translate("Cards", "jack of %1", "in a sentence, nominative: subject"),
            translate("Cards", "jack of %1", "in a sentence, accusative: object"),
            translate("Cards", "jack of %1", "in a sentence, dative: after with"),
        ),
        Rank.QUEEN: lambda: (
            translate("Cards", "queen of %1", "in a sentence, nominative: subject"),
            translate("Cards", "queen of %1", "in a sentence, accusative: object"),
            translate("Cards", "queen of %1", "in a sentence, dative: after with"),
        ),
        Rank.KING: lambda: (
            translate("Cards", "king of %1", "in a sentence, nominative: subject"),
            translate("Cards", "king of %1", "in a sentence, accusative: object"),
            translate("Cards", "king of %1", "in a sentence, dative: after with"),
        ),
    }


def card_in_sentence(
    card: Card, knave: bool = False, case: str = "accusative", translate: Translate = _coach_translate
) -> str:
    """A card named inside a sentence ("%1 wins with the %2."), with the article and case the
    language needs there: French "gagne avec le valet de trèfle", German "gewinnt mit dem
    Kreuz-Buben" (``case="dative"``), "spielt den Kreuz-Buben" (accusative, the default)."""
    rank: Rank | str = "knave" if card.rank == Rank.JACK and knave else card.rank
    forms = _forms(translate)[rank]()
    text = forms[CASES.index(case)] if case in CASES else forms[1]  # the accusative by default
    return text.replace("%1", suit_name(card.suit, translate))
