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


# A card inside a sentence, whole, in the case the sentence needs: the translation carries the article
# the language puts before a card named there and the case's ending (French "le dix de %1", "l’as de
# %1"; German accusative "den %1-Buben", "die %1-Dame", "das %1-Ass", dative "dem %1-Buben", "der
# %1-Dame"); English the card alone (its sentence says "the" itself). %1 is the suit. lupdate reads
# only literal comments, so each call repeats its case: nominative (the subject, "the bottom card is
# …"), accusative (after a verb, "plays …"), dative (after mit, von …, "wins with …").
CASES = ("nominative", "accusative", "dative")


def _nominative(rank: Rank, knave: bool) -> str:
    if rank == Rank.JACK and knave:
        return QCoreApplication.translate("Cards", "knave of %1", "in a sentence, nominative: subject")
    return {
        Rank.ACE: QCoreApplication.translate("Cards", "ace of %1", "in a sentence, nominative: subject"),
        Rank.TWO: QCoreApplication.translate("Cards", "two of %1", "in a sentence, nominative: subject"),
        Rank.THREE: QCoreApplication.translate("Cards", "three of %1", "in a sentence, nominative: subject"),
        Rank.FOUR: QCoreApplication.translate("Cards", "four of %1", "in a sentence, nominative: subject"),
        Rank.FIVE: QCoreApplication.translate("Cards", "five of %1", "in a sentence, nominative: subject"),
        Rank.SIX: QCoreApplication.translate("Cards", "six of %1", "in a sentence, nominative: subject"),
        Rank.SEVEN: QCoreApplication.translate("Cards", "seven of %1", "in a sentence, nominative: subject"),
        Rank.EIGHT: QCoreApplication.translate("Cards", "eight of %1", "in a sentence, nominative: subject"),
        Rank.NINE: QCoreApplication.translate("Cards", "nine of %1", "in a sentence, nominative: subject"),
        Rank.TEN: QCoreApplication.translate("Cards", "ten of %1", "in a sentence, nominative: subject"),
        Rank.JACK: QCoreApplication.translate("Cards", "jack of %1", "in a sentence, nominative: subject"),
        Rank.QUEEN: QCoreApplication.translate("Cards", "queen of %1", "in a sentence, nominative: subject"),
        Rank.KING: QCoreApplication.translate("Cards", "king of %1", "in a sentence, nominative: subject"),
    }[rank]


def _accusative(rank: Rank, knave: bool) -> str:
    if rank == Rank.JACK and knave:
        return QCoreApplication.translate("Cards", "knave of %1", "in a sentence, accusative: object")
    return {
        Rank.ACE: QCoreApplication.translate("Cards", "ace of %1", "in a sentence, accusative: object"),
        Rank.TWO: QCoreApplication.translate("Cards", "two of %1", "in a sentence, accusative: object"),
        Rank.THREE: QCoreApplication.translate("Cards", "three of %1", "in a sentence, accusative: object"),
        Rank.FOUR: QCoreApplication.translate("Cards", "four of %1", "in a sentence, accusative: object"),
        Rank.FIVE: QCoreApplication.translate("Cards", "five of %1", "in a sentence, accusative: object"),
        Rank.SIX: QCoreApplication.translate("Cards", "six of %1", "in a sentence, accusative: object"),
        Rank.SEVEN: QCoreApplication.translate("Cards", "seven of %1", "in a sentence, accusative: object"),
        Rank.EIGHT: QCoreApplication.translate("Cards", "eight of %1", "in a sentence, accusative: object"),
        Rank.NINE: QCoreApplication.translate("Cards", "nine of %1", "in a sentence, accusative: object"),
        Rank.TEN: QCoreApplication.translate("Cards", "ten of %1", "in a sentence, accusative: object"),
        Rank.JACK: QCoreApplication.translate("Cards", "jack of %1", "in a sentence, accusative: object"),
        Rank.QUEEN: QCoreApplication.translate("Cards", "queen of %1", "in a sentence, accusative: object"),
        Rank.KING: QCoreApplication.translate("Cards", "king of %1", "in a sentence, accusative: object"),
    }[rank]


def _dative(rank: Rank, knave: bool) -> str:
    if rank == Rank.JACK and knave:
        return QCoreApplication.translate("Cards", "knave of %1", "in a sentence, dative: after with")
    return {
        Rank.ACE: QCoreApplication.translate("Cards", "ace of %1", "in a sentence, dative: after with"),
        Rank.TWO: QCoreApplication.translate("Cards", "two of %1", "in a sentence, dative: after with"),
        Rank.THREE: QCoreApplication.translate("Cards", "three of %1", "in a sentence, dative: after with"),
        Rank.FOUR: QCoreApplication.translate("Cards", "four of %1", "in a sentence, dative: after with"),
        Rank.FIVE: QCoreApplication.translate("Cards", "five of %1", "in a sentence, dative: after with"),
        Rank.SIX: QCoreApplication.translate("Cards", "six of %1", "in a sentence, dative: after with"),
        Rank.SEVEN: QCoreApplication.translate("Cards", "seven of %1", "in a sentence, dative: after with"),
        Rank.EIGHT: QCoreApplication.translate("Cards", "eight of %1", "in a sentence, dative: after with"),
        Rank.NINE: QCoreApplication.translate("Cards", "nine of %1", "in a sentence, dative: after with"),
        Rank.TEN: QCoreApplication.translate("Cards", "ten of %1", "in a sentence, dative: after with"),
        Rank.JACK: QCoreApplication.translate("Cards", "jack of %1", "in a sentence, dative: after with"),
        Rank.QUEEN: QCoreApplication.translate("Cards", "queen of %1", "in a sentence, dative: after with"),
        Rank.KING: QCoreApplication.translate("Cards", "king of %1", "in a sentence, dative: after with"),
    }[rank]


def card_in_sentence(card: Card, knave: bool = False, case: str = "accusative") -> str:
    """A card named inside a sentence ("%1 wins with the %2."), with the article and case the
    language needs there: French "gagne avec le valet de trèfle", German "gewinnt mit dem
    Kreuz-Buben" (``case="dative"``), "spielt den Kreuz-Buben" (accusative, the default)."""
    forms = {"nominative": _nominative, "dative": _dative}
    text = forms.get(case, _accusative)(card.rank, knave)
    return text.replace("%1", suit_name(card.suit))


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
