"""What the Pope Joan, Spin, Newmarket and Jig table says, in Peel's words, for the engine's codes.

The engine speaks in codes (``pope_turned``, ``cards_left``, ``snap_jig``, ``must_follow``); every
word a person reads is made here and wrapped for translation (context "PopeJoan").
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ...engine.actions import Action
from ...engine.cards import Card, Rank, Suit
from ..table import card_words
from ..table.card_words import card_label, rank_letter, suit_name  # noqa: F401 - the names users import
from ..table.counter_words import counters  # noqa: F401 - the name users import


def purse_text(n: int) -> str:
    return QCoreApplication.translate("PopeJoan", "Purse: %1").replace("%1", str(n))


# -- cards ----------------------------------------------------------------------------------------
def rank_name(rank: Rank) -> str:
    return card_words.rank_name(rank, knave=True)


def card_name(card: Card) -> str:
    return card_words.card_name(card, knave=True)


def card_in(card: Card, case: str = "accusative") -> str:
    """A card inside a sentence, with its article and case (German "den Karo-Buben", French "le
    valet de carreau"; English the card alone, its sentence saying "your" or "the")."""
    return card_words.card_in_sentence(card, knave=True, case=case)


def card_list(cards: Sequence[Card]) -> str:
    return " ".join(card_label(c) for c in cards)


# -- the board ------------------------------------------------------------------------------------
def pool_title(name: str) -> str:
    return {
        "pope": QCoreApplication.translate("PopeJoan", "Pope"),
        "matrimony": QCoreApplication.translate("PopeJoan", "Matrimony"),
        "intrigue": QCoreApplication.translate("PopeJoan", "Intrigue"),
        "ace": QCoreApplication.translate("PopeJoan", "Ace"),
        "king": QCoreApplication.translate("PopeJoan", "King"),
        "queen": QCoreApplication.translate("PopeJoan", "Queen"),
        "knave": QCoreApplication.translate("PopeJoan", "Knave"),
        "game": QCoreApplication.translate("PopeJoan", "Game"),
        "pool": QCoreApplication.translate("PopeJoan", "Pool"),
    }.get(name, name)


def pool_card_name(name: str) -> str:
    """A Newmarket pool card named inside a sentence, after "from" ("the king pool card"), as the
    rules page names it: the board's title ("King") keeps its capital only on the board."""
    return {
        "ace": QCoreApplication.translate("PopeJoan", "the ace pool card", "after from: 1 counter from…"),
        "king": QCoreApplication.translate("PopeJoan", "the king pool card", "after from: 1 counter from…"),
        "queen": QCoreApplication.translate("PopeJoan", "the queen pool card", "after from: 1 counter from…"),
        "knave": QCoreApplication.translate("PopeJoan", "the knave pool card", "after from: 1 counter from…"),
    }.get(name) or pool_title(name)


_RANKS = {"ace": Rank.ACE, "king": Rank.KING, "queen": Rank.QUEEN, "knave": Rank.JACK}


def won_by(card: Card) -> str:
    """Under a Newmarket pool card: the card that takes its stakes."""
    return QCoreApplication.translate("PopeJoan", "won by %1").replace("%1", card_label(card))


def pool_subtitle(game: str, name: str, trumps: Suit | None) -> str:
    """The cards a compartment is for, as printed on the board: '9♦', 'Q♥ K♥' (trumps)."""
    if name == "pope":
        return "9♦"
    suit = Suit.DIAMONDS.symbol if game == "spin" else (trumps.symbol if trumps is not None else "")
    pairs = {"matrimony": (Rank.QUEEN, Rank.KING), "intrigue": (Rank.JACK, Rank.QUEEN)}
    if name in pairs and (suit or game == "spin"):
        return " ".join(rank_letter(rank) + suit for rank in pairs[name])
    if name in _RANKS and suit and game == "pope_joan":
        return rank_letter(_RANKS[name]) + suit
    return ""


def board_title(game: str) -> str:
    return {
        "pope_joan": QCoreApplication.translate("PopeJoan", "Pope Joan"),
        "spin": QCoreApplication.translate("PopeJoan", "Spin"),
        "newmarket": QCoreApplication.translate("PopeJoan", "Newmarket"),
    }.get(game, "")


# -- refusals, prompts and buttons ----------------------------------------------------------------
def illegal_reason(code: str, to_follow: Card | None = None) -> str:
    if code == "must_follow" and to_follow is not None:
        text = QCoreApplication.translate("PopeJoan", "You must play the %1: it follows on.")
        return text.replace("%1", card_in(to_follow))
    return {
        "not_your_turn": QCoreApplication.translate("PopeJoan", "Wait for your turn."),
        "must_follow": QCoreApplication.translate("PopeJoan", "You must play the card that follows on."),
        "game_over": QCoreApplication.translate("PopeJoan", "The game is over."),
    }.get(code, QCoreApplication.translate("PopeJoan", "That cannot be played now."))


def lead_prompt(after_stop: bool, stops: Sequence[Card]) -> str:
    if after_stop:
        text = QCoreApplication.translate("PopeJoan", "You played a stop: lead any card.")
    else:
        text = QCoreApplication.translate("PopeJoan", "Your lead: play any card.")
    if stops:
        more = QCoreApplication.translate("PopeJoan", "Stops in your hand: %1.")
        text += " " + more.replace("%1", card_list(stops))
    return text


def follow_prompt(card: Card) -> str:
    return QCoreApplication.translate("PopeJoan", "Play your %1: it follows on.").replace("%1", card_in(card))


def spin_prompt(beside: bool) -> str:
    """Said after the prompt when Spin can be played: choosing the ace of diamonds plays it."""
    if beside:
        return QCoreApplication.translate(
            "PopeJoan",
            "Or choose Spin (the ace of diamonds) to play it beside that card: a stop, and you lead.",
        )
    return QCoreApplication.translate(
        "PopeJoan", "Choose Spin (the ace of diamonds) to play it alone: a stop, and you keep the lead."
    )


def call_prompt(missing: Card | None = None) -> str:
    if missing is not None:
        text = QCoreApplication.translate(
            "PopeJoan",
            "Play stopped: nobody can play the %1. Play your Pope (nine of diamonds) in its place, or pass?",
        )
        return text.replace("%1", card_name(missing))
    return QCoreApplication.translate(
        "PopeJoan", "Play stopped. Play the Pope (nine of diamonds) in place of the missing card, or pass?"
    )


def action_text(action: Action) -> str:
    """The label of a button for an action that is not simply playing one card."""
    if action.kind == "spin":
        return QCoreApplication.translate("PopeJoan", "Play &Spin alone (a stop)")
    if action.kind == "declare":
        if action.value == "matrimony":
            return QCoreApplication.translate("PopeJoan", "Declare &Matrimony")
        return QCoreApplication.translate("PopeJoan", "Declare &Intrigue")
    if action.kind == "pass":
        return QCoreApplication.translate("PopeJoan", "&Pass")
    if action.kind == "play" and action.value == "in_lieu":
        return QCoreApplication.translate("PopeJoan", "Play the Pope &in lieu")
    if action.kind == "play" and len(action.cards) == 2:
        text = QCoreApplication.translate("PopeJoan", "Play %1 with &Spin")
        return text.replace("%1", card_label(action.cards[0]))
    if action.kind == "play" and len(action.cards) == 1:  # Spin led as an ordinary ace
        text = QCoreApplication.translate("PopeJoan", "Lead %1 as an &ordinary ace")
        return text.replace("%1", card_label(action.cards[0]))
    return str(action)


# -- calls, shown in a bubble by the player ---------------------------------------------------------
def play_call(reason: str) -> str:
    return {
        "snip": QCoreApplication.translate("PopeJoan", "Snip"),
        "snap": QCoreApplication.translate("PopeJoan", "Snap"),
        "snorum": QCoreApplication.translate("PopeJoan", "Snorum"),
        "hicockalorum": QCoreApplication.translate("PopeJoan", "Hicockalorum"),
        "jig": QCoreApplication.translate("PopeJoan", "Jig!"),
        "spin": QCoreApplication.translate("PopeJoan", "Spin!"),
        "in_lieu": QCoreApplication.translate("PopeJoan", "Pope, in lieu!"),
    }.get(reason, "")


def stop_call(reason: str, call: str = "") -> str:
    jig = {
        "snip_jig": QCoreApplication.translate("PopeJoan", "Snip-Jig!"),
        "snap_jig": QCoreApplication.translate("PopeJoan", "Snap-Jig!"),
        "snorum_jig": QCoreApplication.translate("PopeJoan", "Snorum-Jig!"),
        "hicockalorum_jig": QCoreApplication.translate("PopeJoan", "Hicockalorum-Jig!"),
        "jig": QCoreApplication.translate("PopeJoan", "Jig!"),
    }
    if call in jig:
        return jig[call]
    if reason == "spin":
        return QCoreApplication.translate("PopeJoan", "Spin: stop!")
    return QCoreApplication.translate("PopeJoan", "Stop!")


def stop_reason(reason: str) -> str:
    return {
        "king": QCoreApplication.translate("PopeJoan", "a king, nothing follows"),
        "played": QCoreApplication.translate("PopeJoan", "the next card is already played"),
        "spare": QCoreApplication.translate("PopeJoan", "nobody holds the next card"),
        "turn_up": QCoreApplication.translate("PopeJoan", "the next card is the turn-up"),
        "pool_card": QCoreApplication.translate("PopeJoan", "the next card is a pool card"),
        "removed": QCoreApplication.translate("PopeJoan", "the next card is out of the pack"),
        "spin": QCoreApplication.translate("PopeJoan", "Spin makes a stop"),
        "jig": QCoreApplication.translate("PopeJoan", "the fifth card of the run"),
    }.get(reason, reason)


def win_call(reason: str) -> str:
    """What a player says on taking a compartment, or empty for payments that are not a call."""
    return {
        "pope": QCoreApplication.translate("PopeJoan", "Pope!"),
        "matrimony": QCoreApplication.translate("PopeJoan", "Matrimony!"),
        "intrigue": QCoreApplication.translate("PopeJoan", "Intrigue!"),
        "matrimony_shared": QCoreApplication.translate("PopeJoan", "Matrimony, shared!"),
        "intrigue_shared": QCoreApplication.translate("PopeJoan", "Intrigue, shared!"),
        "ace": QCoreApplication.translate("PopeJoan", "Ace!"),
        "king": QCoreApplication.translate("PopeJoan", "King!"),
        "queen": QCoreApplication.translate("PopeJoan", "Queen!"),
        "knave": QCoreApplication.translate("PopeJoan", "Knave!"),
        "pool_card": QCoreApplication.translate("PopeJoan", "Pool card!"),
        "pope_turned": QCoreApplication.translate("PopeJoan", "Pope turned up!"),
        "honour_turned": QCoreApplication.translate("PopeJoan", "Honour turned up!"),
    }.get(reason, "")


def paid_call(reason: str, amount: int) -> str:
    """What a player's bubble says as the others pay him in the course of a run (Spin, a king), so
    the payment is seen when it is made; the history writes it after the run's line. Empty for
    payments that are not made in the course of a run."""
    text = {
        "spin": QCoreApplication.translate("PopeJoan", "+%1 for Spin"),
        "king_played": QCoreApplication.translate("PopeJoan", "+%1 for the king"),
    }.get(reason, "")
    return text.replace("%1", str(amount))  # short: a bubble is not clamped to the felt


def seat_note(code: str) -> str:
    return {
        "sits_out": QCoreApplication.translate("PopeJoan", "sits out this deal"),
        "left": QCoreApplication.translate("PopeJoan", "left the table"),
    }.get(code, "")


def label_text(code: str) -> str:
    """Labels on the table."""
    return {
        "dead_hand": QCoreApplication.translate("PopeJoan", "Dead hand"),
        "trumps": QCoreApplication.translate("PopeJoan", "Trumps: %1"),
        "history": QCoreApplication.translate("PopeJoan", "History"),
        "resumed": QCoreApplication.translate("PopeJoan", "Game resumed"),
        "table": QCoreApplication.translate("PopeJoan", "Card table"),
        "failed": QCoreApplication.translate("PopeJoan", "A computer player failed: %1"),
        "deal_no": QCoreApplication.translate("PopeJoan", "Deal %1 of %2"),
        "hand": QCoreApplication.translate("PopeJoan", "Your hand: %1"),
        "counters_won": QCoreApplication.translate("PopeJoan", "Counters won or paid"),
    }[code]


def out_call() -> str:
    return QCoreApplication.translate("PopeJoan", "Out!")
