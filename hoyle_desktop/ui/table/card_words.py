"""Card names in words, for every table: 'queen of hearts', or '10♥' in short. Peel's games say
'knave' where today's cribbage says 'jack'. The names themselves are Qt-free, in
:mod:`hoyle_desktop.i18n.cards` (the coach words them too); here they go through Qt's translators."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine.cards import Card, Rank, Suit
from ...i18n import cards


def rank_name(rank: Rank, knave: bool = False) -> str:
    return cards.rank_name(rank, knave, QCoreApplication.translate)


def a_rank(rank: Rank) -> str:
    """A card of this rank as the thing to play ("play a queen"): the article agrees with the rank
    in each language (French *une dame* but *un roi*; German *einen König* but *eine Dame*)."""
    return {
        Rank.ACE: QCoreApplication.translate("Cards", "an ace", "a card to play"),
        Rank.TWO: QCoreApplication.translate("Cards", "a two", "a card to play"),
        Rank.THREE: QCoreApplication.translate("Cards", "a three", "a card to play"),
        Rank.FOUR: QCoreApplication.translate("Cards", "a four", "a card to play"),
        Rank.FIVE: QCoreApplication.translate("Cards", "a five", "a card to play"),
        Rank.SIX: QCoreApplication.translate("Cards", "a six", "a card to play"),
        Rank.SEVEN: QCoreApplication.translate("Cards", "a seven", "a card to play"),
        Rank.EIGHT: QCoreApplication.translate("Cards", "an eight", "a card to play"),
        Rank.NINE: QCoreApplication.translate("Cards", "a nine", "a card to play"),
        Rank.TEN: QCoreApplication.translate("Cards", "a ten", "a card to play"),
        Rank.JACK: QCoreApplication.translate("Cards", "a jack", "a card to play"),
        Rank.QUEEN: QCoreApplication.translate("Cards", "a queen", "a card to play"),
        Rank.KING: QCoreApplication.translate("Cards", "a king", "a card to play"),
    }[rank]


def card_in_sentence(card: Card, knave: bool = False, case: str = "accusative") -> str:
    """A card named inside a sentence, with the article and case the language needs there (see
    :func:`hoyle_desktop.i18n.cards.card_in_sentence`): "spielt den Kreuz-Buben" (accusative, the
    default), "gewinnt mit dem Kreuz-Buben" (``case="dative"``)."""
    return cards.card_in_sentence(card, knave, case, QCoreApplication.translate)


def dative_after() -> frozenset[str]:
    """Words after which a card in a spoken line takes the dative (German "mit dem Kreuz-Buben")."""
    words = QCoreApplication.translate(
        "Cards",
        "with from",
        "words after which a card is named in the dative, lower case, separated by spaces (German: "
        "mit von zu aus bei nach gegenüber; French, English: as they are, no case)",
    )
    return frozenset(words.split())


def no_article_after() -> frozenset[str]:
    """Words after which a card in a spoken line is named bare ("votre dix de cœur", "de dix"):
    determiners and the prepositions that would fuse with an article."""
    words = QCoreApplication.translate(
        "Cards",
        "the a an your my his her its their of",
        "words after which a card is named without its own article, lower case, separated by spaces "
        "(French: le la les l’ un une votre vos mon ma mes son sa ses leur leurs de du des d’ à au aux)",
    )
    return frozenset(words.split())


def suit_name(suit: Suit) -> str:
    return cards.suit_name(suit, QCoreApplication.translate)


def card_name(card: Card, knave: bool = False) -> str:
    return cards.card_name(card, knave, QCoreApplication.translate)


def rank_letter(rank: Rank) -> str:
    """The rank as printed in a card's corner ('A', '10', 'J'; German B, D, K; French V, D, R)."""
    return cards.rank_letter(rank, QCoreApplication.translate)


def card_label(card: Card) -> str:
    """Short form for lists and boards: rank and suit symbol, e.g. '10♥'."""
    return rank_letter(card.rank) + card.suit.symbol
