"""Card names in words, for every table: 'queen of hearts', or '10♥' in short. Peel's games say
'knave' where today's cribbage says 'jack'."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine.cards import Card, Rank, Suit


def rank_name(rank: Rank, knave: bool = False) -> str:
    if rank == Rank.JACK and knave:
        return QCoreApplication.translate("Cards", "knave")
    return {
        Rank.ACE: QCoreApplication.translate("Cards", "ace"),
        Rank.TWO: QCoreApplication.translate("Cards", "two"),
        Rank.THREE: QCoreApplication.translate("Cards", "three"),
        Rank.FOUR: QCoreApplication.translate("Cards", "four"),
        Rank.FIVE: QCoreApplication.translate("Cards", "five"),
        Rank.SIX: QCoreApplication.translate("Cards", "six"),
        Rank.SEVEN: QCoreApplication.translate("Cards", "seven"),
        Rank.EIGHT: QCoreApplication.translate("Cards", "eight"),
        Rank.NINE: QCoreApplication.translate("Cards", "nine"),
        Rank.TEN: QCoreApplication.translate("Cards", "ten"),
        Rank.JACK: QCoreApplication.translate("Cards", "jack"),
        Rank.QUEEN: QCoreApplication.translate("Cards", "queen"),
        Rank.KING: QCoreApplication.translate("Cards", "king"),
    }[rank]


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


# A rank inside a sentence: the translation carries the article the language puts before a card named
# there (French "le dix", "la dame", "l’as"); English and German: the rank alone. lupdate reads only
# literal comments, so each call repeats it.


def _rank_in_sentence(rank: Rank, knave: bool) -> str:
    if rank == Rank.JACK and knave:
        return QCoreApplication.translate("Cards", "knave", "in a sentence")
    return {
        Rank.ACE: QCoreApplication.translate("Cards", "ace", "in a sentence"),
        Rank.TWO: QCoreApplication.translate("Cards", "two", "in a sentence"),
        Rank.THREE: QCoreApplication.translate("Cards", "three", "in a sentence"),
        Rank.FOUR: QCoreApplication.translate("Cards", "four", "in a sentence"),
        Rank.FIVE: QCoreApplication.translate("Cards", "five", "in a sentence"),
        Rank.SIX: QCoreApplication.translate("Cards", "six", "in a sentence"),
        Rank.SEVEN: QCoreApplication.translate("Cards", "seven", "in a sentence"),
        Rank.EIGHT: QCoreApplication.translate("Cards", "eight", "in a sentence"),
        Rank.NINE: QCoreApplication.translate("Cards", "nine", "in a sentence"),
        Rank.TEN: QCoreApplication.translate("Cards", "ten", "in a sentence"),
        Rank.JACK: QCoreApplication.translate("Cards", "jack", "in a sentence"),
        Rank.QUEEN: QCoreApplication.translate("Cards", "queen", "in a sentence"),
        Rank.KING: QCoreApplication.translate("Cards", "king", "in a sentence"),
    }[rank]


def card_in_sentence(card: Card, knave: bool = False) -> str:
    """A card named inside a sentence ("%1 wins with the %2."), where a French sentence needs the
    card's own article ("gagne avec le valet de trèfle", "la dame", "l’as"): the English sentence
    says "the" itself, and German names a card without one ("gewinnt mit Kreuz-Bube")."""
    text = QCoreApplication.translate("Cards", "%1 of %2")
    return text.replace("%1", _rank_in_sentence(card.rank, knave)).replace("%2", suit_name(card.suit))


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
    return {
        Suit.CLUBS: QCoreApplication.translate("Cards", "clubs"),
        Suit.DIAMONDS: QCoreApplication.translate("Cards", "diamonds"),
        Suit.HEARTS: QCoreApplication.translate("Cards", "hearts"),
        Suit.SPADES: QCoreApplication.translate("Cards", "spades"),
    }[suit]


def card_name(card: Card, knave: bool = False) -> str:
    text = QCoreApplication.translate("Cards", "%1 of %2")
    return text.replace("%1", rank_name(card.rank, knave)).replace("%2", suit_name(card.suit))


def rank_letter(rank: Rank) -> str:
    """The rank as printed in a card's corner: 'A', '2' … '10', 'J', 'Q', 'K' in English (a German
    pack prints B, D, K for Bube, Dame, König; a French one V, D, R for valet, dame, roi)."""
    return {
        Rank.ACE: QCoreApplication.translate("Cards", "A", "card index: ace"),
        Rank.JACK: QCoreApplication.translate("Cards", "J", "card index: jack (knave)"),
        Rank.QUEEN: QCoreApplication.translate("Cards", "Q", "card index: queen"),
        Rank.KING: QCoreApplication.translate("Cards", "K", "card index: king"),
    }.get(rank) or str(int(rank))


def card_label(card: Card) -> str:
    """Short form for lists and boards: rank and suit symbol, e.g. '10♥'."""
    return rank_letter(card.rank) + card.suit.symbol
