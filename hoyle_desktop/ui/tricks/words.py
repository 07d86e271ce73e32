"""Every word the trick table says: prompts, buttons, history lines, refusals. Engine codes in,
translated text out (context "Tricks"); the table never words a rule itself."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ...engine.actions import Action, Event
from ...engine.cards import Card, Suit
from ..table.card_words import card_label, card_name, suit_name
from ..table.counter_words import counters, signed
from ..table.seats import you_within


def and_word() -> str:
    return QCoreApplication.translate("Tricks", " and ")


def dealer_word() -> str:
    return QCoreApplication.translate("Tricks", "Dealer")


def _fill(text: str, *args: object) -> str:
    for i, arg in enumerate(args, start=1):
        text = text.replace(f"%{i}", str(arg))
    return text


def knave_name(card: Card) -> str:
    return card_name(card, knave=True)


def label(name: str) -> str:
    return {
        "history": QCoreApplication.translate("Tricks", "History"),
        "table": QCoreApplication.translate("Tricks", "Card table"),
        "resumed": QCoreApplication.translate("Tricks", "Game resumed."),
        "failed": QCoreApplication.translate("Tricks", "A computer player failed: %1"),
        "trumps": QCoreApplication.translate("Tricks", "Trumps"),
        "turnup": QCoreApplication.translate("Tricks", "Turn-up"),
        "hand": QCoreApplication.translate("Tricks", "Your hand: %1"),
        "no_hand": QCoreApplication.translate(
            "Tricks", "You may not look at your cards until the beg is settled."
        ),
        "partners": QCoreApplication.translate("Tricks", "Partners"),
    }[name]


def trumps_text(trump: str | None) -> str:
    if not trump:
        return ""
    suit = Suit(trump)
    return _fill(QCoreApplication.translate("Tricks", "Trumps: %1 %2"), suit.symbol, suit_name(suit))


def tricks_text(count: int) -> str:
    return _fill(QCoreApplication.translate("Tricks", "Tricks: %1"), count)


def score_line(names: Sequence[str], score: int) -> str:
    return _fill(QCoreApplication.translate("Tricks", "%1: %2"), and_word().join(names), score)


def target_text(target: int) -> str:
    # Not "Game: 7 points": Game is also one of All-Fours' four points ("1 for Game")
    return _fill(QCoreApplication.translate("Tricks", "Points to win: %1"), target)


def deal_text(deal: int) -> str:
    return _fill(QCoreApplication.translate("Tricks", "Deal %1"), deal)


# -- actions and prompts ------------------------------------------------------------------------
def action_text(action: Action) -> str:
    kind = action.kind
    if kind == "claim":
        return _fill(QCoreApplication.translate("Tricks", "I made %1"), action.value)
    if kind == "rob":
        return _fill(
            QCoreApplication.translate("Tricks", "Rob, putting out the %1"), card_label(action.cards[0])
        )
    return {
        "beg": QCoreApplication.translate("Tricks", "&Beg"),
        "stand": QCoreApplication.translate("Tricks", "&Stand"),
        "give": QCoreApplication.translate("Tricks", "&Give one"),
        "run": QCoreApplication.translate("Tricks", "R&un the cards"),
        "rob_decline": QCoreApplication.translate("Tricks", "Do &not rob"),
        "jink": QCoreApplication.translate("Tricks", "Play on for a &jink"),
        "stop": QCoreApplication.translate("Tricks", "Take the &pool now"),
        "five": QCoreApplication.translate("Tricks", "Ask to &five it"),
        "keep": QCoreApplication.translate("Tricks", "&Keep the trump"),
        "agree": QCoreApplication.translate("Tricks", "&Five it"),
        "refuse": QCoreApplication.translate("Tricks", "Ref&use"),
    }.get(kind, kind)


def prompt(phase: str, view_extra: dict, leading: bool, turned_ace: bool = False) -> str:
    """What the person is asked; ``turned_ace``: the dealer robs an ace he turned up."""
    if phase == "rob":
        return _rob_prompt(view_extra, turned_ace)
    if phase == "play":
        return (
            QCoreApplication.translate("Tricks", "Lead any card.")
            if leading
            else QCoreApplication.translate("Tricks", "Play a card to the trick.")
        )
    return {
        "beg": QCoreApplication.translate("Tricks", "Your cards are dealt. Stand, or beg for a point?"),
        "give": QCoreApplication.translate(
            "Tricks", "The elder hand begs. Give one point, or run the cards for a new trump?"
        ),
        "count": QCoreApplication.translate(
            "Tricks", "Without looking at your tricks: how many points did your side make this hand?"
        ),
        "jink": QCoreApplication.translate(
            "Tricks", "You have won every trick so far. Take the pool now, or play on for all five (a jink)?"
        ),
        "five": QCoreApplication.translate("Tricks", "Keep this trump, or ask the dealer to five it?"),
        "fiving": QCoreApplication.translate("Tricks", "You are asked to five it: turn up a new trump?"),
    }.get(phase, "")


def _rob_prompt(view_extra: dict, turned_ace: bool) -> str:
    """The rob's question, saying what not robbing costs."""
    if turned_ace:
        return QCoreApplication.translate(
            "Tricks",
            "You turned up an ace: you may take it, putting out a card face down. Not robbing costs nothing.",
        )
    if view_extra.get("robbing") == "required" and not view_extra.get("target"):  # a pool to lose
        return QCoreApplication.translate(
            "Tricks",
            "You hold the ace of trumps: rob the turn-up, putting out a card face down. "
            "If you do not rob, you cannot win the pool this hand.",
        )
    return QCoreApplication.translate(
        "Tricks",
        "You hold the ace of trumps: you may rob the turn-up, putting out a card face down. "
        "Not robbing costs nothing.",
    )


def refusal(reason: str, view: object | None = None) -> str:
    """A refused card or action, in words."""
    trick = getattr(view, "trick", ())
    led = trick[0][1] if trick else None
    trump = getattr(view, "trump", None)
    led_suit = suit_name(led.suit) if led is not None else ""
    trump_name = suit_name(Suit(trump)) if trump else ""
    texts = {
        "not_your_turn": QCoreApplication.translate("Tricks", "It is not your turn."),
        "not_in_hand": QCoreApplication.translate("Tricks", "That card is not in your hand."),
        "not_allowed": QCoreApplication.translate("Tricks", "You cannot do that now."),
        "must_follow_or_trump": _fill(
            QCoreApplication.translate(
                "Tricks", "You hold a card of the suit led (%1): follow suit or play a trump (%2)."
            ),
            led_suit,
            trump_name,
        ),
        "must_follow_trump": _fill(
            QCoreApplication.translate(
                "Tricks", "A trump was led: you must play a trump (%1) if you hold one."
            ),
            trump_name,
        ),
        "renege_too_low": QCoreApplication.translate(
            "Tricks",
            "You must follow a trump: the five, the knave and the ace of hearts "
            "may renege only against a lower trump.",
        ),
        "must_follow_plain": _fill(
            QCoreApplication.translate(
                "Tricks",
                "You hold a card of the suit led (%1): follow suit or trump; "
                "discard only when you hold none.",
            ),
            led_suit,
        ),
        "must_rob_first": QCoreApplication.translate(
            "Tricks", "You hold the ace of trumps: rob the turn-up (or decline) before you play."
        ),
    }
    if reason == "answer_first" and view is not None:
        asked = prompt(getattr(view, "phase", ""), getattr(view, "extra", {}) or {}, not trick)
        return _fill(QCoreApplication.translate("Tricks", "Not a card yet. %1"), asked).strip()
    return texts.get(reason, QCoreApplication.translate("Tricks", "You cannot do that now."))


# -- history --------------------------------------------------------------------------------------
def reason_text(reason: str) -> str:
    return {
        "high": QCoreApplication.translate("Tricks", "High"),
        "low": QCoreApplication.translate("Tricks", "Low"),
        "jack": QCoreApplication.translate("Tricks", "Jack"),
        "game": QCoreApplication.translate("Tricks", "Game"),
        "jack_turned": QCoreApplication.translate("Tricks", "the knave turned up"),
        "gift": QCoreApplication.translate("Tricks", "the point given"),
        "no_follow": QCoreApplication.translate("Tricks", "a player not following"),
        "miscount": QCoreApplication.translate("Tricks", "a miscount"),
        "trick": QCoreApplication.translate("Tricks", "a trick"),
        "jink": QCoreApplication.translate("Tricks", "a jink"),
    }.get(reason, reason)


def event_line(e: Event, names: Sequence[str], side_names: Sequence[str]) -> str | None:
    """One line of history for an event, or None for events the history leaves out."""
    who = names[e.seat] if e.seat is not None and 0 <= e.seat < len(names) else ""
    you = who == QCoreApplication.translate("Table", "You")  # the person: verbs in the second person
    k = e.kind
    if k == "cut":
        if not e.cards:
            return None
        if you:
            return _fill(QCoreApplication.translate("Tricks", "You cut the %1"), card_label(e.cards[0]))
        return _fill(QCoreApplication.translate("Tricks", "%1: cut the %2"), who, card_label(e.cards[0]))
    if k == "cut_again":
        return QCoreApplication.translate("Tricks", "Equal cards: everyone cuts again.")
    if k == "partners":
        high, low = e.data.get("high", []), e.data.get("low", [])
        pair = [and_word().join(names[s] for s in side if 0 <= s < len(names)) for side in (high, low)]
        return _fill(
            QCoreApplication.translate("Tricks", "The two highest, %1, play against the two lowest, %2."),
            *pair,
        )
    if k == "first_dealer":
        if e.data.get("knave"):
            return _fill(QCoreApplication.translate("Tricks", "First dealer: %1, dealt the first knave"), who)
        return _fill(QCoreApplication.translate("Tricks", "First dealer: %1"), who)
    if k == "new_deal":
        return _fill(QCoreApplication.translate("Tricks", "Deal %1, dealer: %2"), e.data.get("deal", ""), who)
    if k == "turnup":
        if e.data.get("same"):
            return _fill(
                QCoreApplication.translate(
                    "Tricks", "The %1 turns up: the same suit, so the cards are run again."
                ),
                card_label(e.cards[0]),
            )
        return _fill(
            QCoreApplication.translate("Tricks", "The %1 is turned up: %2 are trumps."),
            card_label(e.cards[0]),
            suit_name(e.cards[0].suit),
        )
    if k == "stand":
        return _fill(QCoreApplication.translate("Tricks", "%1: stand"), who)
    if k == "beg":
        return _fill(QCoreApplication.translate("Tricks", "%1: I beg"), who)
    if k == "give":
        return _fill(QCoreApplication.translate("Tricks", "%1: take one"), who)
    if k == "run":
        return _fill(QCoreApplication.translate("Tricks", "%1: run the cards"), who)
    if k == "redeal":
        return QCoreApplication.translate(
            "Tricks", "The pack ran out before the suit changed: the cards are dealt again."
        )
    if k == "play":
        return _fill(
            (you and QCoreApplication.translate("Tricks", "You lead the %2"))
            or QCoreApplication.translate("Tricks", "%1: leads the %2")
            if e.data.get("lead")
            else QCoreApplication.translate("Tricks", "%1: the %2"),
            who,
            card_label(e.cards[0]),
        )
    if k == "trick":
        return _fill(QCoreApplication.translate("Tricks", "Trick to %1"), you_within() if you else who)
    if k == "score":
        side = side_names[e.data.get("team", e.seat or 0)] if side_names else who
        if e.points < 0:
            return _fill(
                QCoreApplication.translate("Tricks", "%1: minus %2 for %3 (now %4)."),
                side,
                -e.points,
                reason_text(e.reason),
                e.data.get("total", ""),
            )
        return _fill(
            QCoreApplication.translate("Tricks", "%1: %2 for %3 (now %4)."),
            side,
            e.points,
            reason_text(e.reason),
            e.data.get("total", ""),
        )
    if k == "hand_end":
        counts = e.data.get("counts", [])
        parts = (
            [
                _fill(QCoreApplication.translate("Tricks", "%1: %2"), side_names[t], c)
                for t, c in enumerate(counts)
            ]
            if side_names
            else []
        )
        return _fill(QCoreApplication.translate("Tricks", "Cards counted for Game: %1."), ", ".join(parts))
    if k == "count_now":
        return QCoreApplication.translate("Tricks", "Each side counts its points without looking.")
    if k == "claim":
        return _fill(QCoreApplication.translate("Tricks", "%1: we made %2"), who, e.data.get("value", 0))
    if k == "miscount":
        return _fill(
            QCoreApplication.translate("Tricks", "%1: counted %2, made %3"),
            who,
            e.data.get("claimed", 0),
            e.data.get("true", 0),
        )
    if k == "deal_face_up":
        if not e.cards:
            return None
        if e.data.get("first"):  # the first line says what the cards dealt face up are for
            return _fill(
                QCoreApplication.translate(
                    "Tricks",
                    "To find the dealer, cards are dealt face up round the table; the first knave "
                    "deals. %1: the %2",
                ),
                who,
                card_label(e.cards[0]),
            )
        return _fill(QCoreApplication.translate("Tricks", "%1: the %2"), who, card_label(e.cards[0]))
    if k == "pay":
        return _fill(
            QCoreApplication.translate("Tricks", "%1: %2 into the pool (pool %3)"),
            who,
            counters(-e.points),  # "2 counters": a bare number is heard without what it counts
            e.data.get("pool", ""),
        )
    if k == "take":
        if e.reason == "jink":
            return _fill(
                QCoreApplication.translate("Tricks", "%1: a jink! %2 from the pool"), who, counters(e.points)
            )
        if e.reason == "shared":
            return _fill(
                QCoreApplication.translate("Tricks", "%1: %2, a share of the pool"), who, counters(e.points)
            )
        if you:
            return _fill(QCoreApplication.translate("Tricks", "You take the pool, %1"), counters(e.points))
        return _fill(QCoreApplication.translate("Tricks", "%1: takes the pool, %2"), who, counters(e.points))
    if k == "rob":
        return (
            _fill(
                (you and QCoreApplication.translate("Tricks", "You rob the turn-up, the %2"))
                or QCoreApplication.translate("Tricks", "%1: robs the turn-up, the %2"),
                who,
                card_label(e.cards[0]),
            )
            if e.cards
            else None
        )
    if k == "rob_declined":
        if e.data.get("barred"):
            return _fill(
                (
                    you
                    and QCoreApplication.translate(
                        "Tricks", "You did not rob, and may not win the pool this hand"
                    )
                )
                or QCoreApplication.translate(
                    "Tricks", "%1: did not rob, and may not win the pool this hand"
                ),
                who,
            )
        if you:
            return QCoreApplication.translate("Tricks", "You do not rob")
        return _fill(QCoreApplication.translate("Tricks", "%1: does not rob"), who)
    if k == "keep":
        return _fill(QCoreApplication.translate("Tricks", "%1: keep the trump"), who)
    if k == "ask_five":
        return _fill(QCoreApplication.translate("Tricks", "%1: five it?"), who)
    if k == "five_agreed":
        if you:
            return QCoreApplication.translate("Tricks", "You five it")
        return _fill(QCoreApplication.translate("Tricks", "%1: fives it"), who)
    if k == "five_refused":
        if you:
            return QCoreApplication.translate("Tricks", "You refuse to five it")
        return _fill(QCoreApplication.translate("Tricks", "%1: refuses to five it"), who)
    if k == "stop":
        if you:
            return QCoreApplication.translate("Tricks", "You take the pool rather than play on for a jink")
        return _fill(
            QCoreApplication.translate("Tricks", "%1: takes the pool rather than play on for a jink"), who
        )
    if k == "jink_try":
        if you:
            return QCoreApplication.translate("Tricks", "You play on for a jink")
        return _fill(QCoreApplication.translate("Tricks", "%1: plays on for a jink"), who)
    if k == "jink_failed":
        return _fill(QCoreApplication.translate("Tricks", "%1: the jink failed, the pool stays"), who)
    if k == "spoilt":
        return QCoreApplication.translate(
            "Tricks", "No one won enough tricks: the hand is spoilt, the pool stays."
        )
    if k == "game_won":
        side = side_names[e.data.get("team", 0)] if side_names else who
        return _fill(QCoreApplication.translate("Tricks", "Winner of the whole game: %1."), side)
    return None


def result_text(won: bool) -> str:
    return (
        QCoreApplication.translate("Tricks", "You win!")
        if won
        else QCoreApplication.translate("Tricks", "You lose.")
    )


def pool_text(pool: int) -> str:
    return _fill(QCoreApplication.translate("Tricks", "Pool: %1"), pool)


def counters_line(name: str, net: int) -> str:
    return _fill(QCoreApplication.translate("Tricks", "%1: %2"), name, signed(net))


def robbed_text(name: str, card: Card) -> str:
    return _fill(QCoreApplication.translate("Tricks", "Robbed by %1: the %2"), name, card_label(card))


def barred_text(name: str) -> str:
    return _fill(QCoreApplication.translate("Tricks", "%1 may not win the pool this hand"), name)
