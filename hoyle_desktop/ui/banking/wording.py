"""Every word the banking table says, for the engine's codes (context "Banking").

Shared by every banking game: the buttons (:func:`action_label`, with the key that does the same),
the history lines (:func:`event_text`), the refusals (:func:`refusal`) and the prompts. A game
with actions or reasons of its own adds them to the dictionaries below (one line each).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ...engine.actions import Action, Event
from ...engine.banking.view import BankingView
from ...engine.cards import Card
from ...engine.vingt_un.points import hand_value
from ..table.card_words import card_in_sentence, card_label, card_name
from ..table.counter_words import counters, signed
from ..table.seats import you_within


# -- actions: a button's words; its underlined letter is also its key at the table (no Alt needed).
def _action_words() -> dict[str, str]:
    return {
        "stake": QCoreApplication.translate("Banking", "&Stake"),
        "double": QCoreApplication.translate("Banking", "&Double"),
        "no_double": QCoreApplication.translate("Banking", "&No double"),
        "card": QCoreApplication.translate("Banking", "&Yes, a card"),
        "content": QCoreApplication.translate("Banking", "&Content"),
        "divide": QCoreApplication.translate("Banking", "D&ivide"),
        "keep": QCoreApplication.translate("Banking", "&Keep the deal"),
        "sell": QCoreApplication.translate("Banking", "Sell the deal for %1"),
        "buy": QCoreApplication.translate("Banking", "&Buy the deal"),
        "refuse": QCoreApplication.translate("Banking", "Ref&use"),
        # Baccarat
        "bank": QCoreApplication.translate("Banking", "&Put up the bank"),
        "go_on": QCoreApplication.translate("Banking", "&Keep the bank"),
        "pass_deal": QCoreApplication.translate("Banking", "&Pass the deal"),
        "give_up": QCoreApplication.translate("Banking", "&Give up the bank"),
        "take": QCoreApplication.translate("Banking", "Ta&ke the bank"),
        "decline": QCoreApplication.translate("Banking", "&Decline"),
        "banco": QCoreApplication.translate("Banking", "&Banco"),
        "no_banco": QCoreApplication.translate("Banking", "&No banco"),
        "stand": QCoreApplication.translate("Banking", "Stan&d"),
        "fresh_packs": QCoreApplication.translate("Banking", "&Fresh packs"),
        # Blind Hookey
        "cut": QCoreApplication.translate("Banking", "&Cut"),
        "reject": QCoreApplication.translate("Banking", "Reject packet &%1"),
    }


def action_label(action: Action) -> str:
    label = _action_words().get(action.kind, action.kind)
    if "%1" in label:
        value = int(action.value or 0)
        label = label.replace("%1", str(value + 1) if action.kind == "reject" else counters(value))
    return label


def _mnemonic(label: str) -> str:
    found = re.search(r"&([^&\s])", label.replace("&&", ""))
    return found.group(1).upper() if found else ""


def decision_keys() -> set[str]:
    """Every key that stands for a decision at some point of a banking game."""
    return {key for key in map(_mnemonic, _action_words().values()) if key}


def kinds_for_key(key: str) -> list[str]:
    """The kinds of decision whose button has this key."""
    return [kind for kind, label in _action_words().items() if _mnemonic(label) == key]


def action_key(kind: str) -> str:
    """The key for a kind of decision: the underlined letter of its button, in the reader's language."""
    return _mnemonic(_action_words().get(kind, ""))


def key_of(action: Action) -> str:
    """The key for one decision (the packets to reject have one each: 1, 2, 3)."""
    return _mnemonic(action_label(action))


def amount_title(kind: str) -> str:
    """The amount box's caption for a decision with an amount (the number keys type it)."""
    if kind == "cut":
        return QCoreApplication.translate("Banking", "Cards in the packet (type the number):")
    return QCoreApplication.translate("Banking", "Amount (type the number):")


def amount_range(kind: str, values: Sequence[int]) -> str:
    """After the number in the amount box: the least and largest packet or stake (the box shows one
    number at a time, and a caption naming them did not fit the side panel at 1024x700). A stake's
    limits were not said: 9 typed became 5 without a word (playtest 29 November (c)). Where nothing
    may be staked the least is 0 (the box's "nothing"): "(1 to 10 counters)" read as if it might not
    (playtest (i), Blind Hookey's packet 2)."""
    some = [v for v in values if v > 0 or kind == "stake"]
    if not [v for v in some if v > 0]:
        return ""
    text = (
        QCoreApplication.translate("Banking", " (%1 to %2 cards)")
        if kind == "cut"
        else QCoreApplication.translate("Banking", " (%1 to %2 counters)")
    )
    return text.replace("%1", str(min(some))).replace("%2", str(max(some)))


def nothing_label(kind: str) -> str:
    """The button for a decision whose only amount is nothing (the other stakes cover the bank)."""
    return (
        QCoreApplication.translate("Banking", "&Stake nothing")
        if kind == "stake"
        else action_label(Action(kind, value=0))
    )


# -- the history ------------------------------------------------------------------------------------
def _say_words() -> dict[str, str]:
    return {
        "double": QCoreApplication.translate("Banking", "%1: \u201cdouble\u201d."),
        "no_double": QCoreApplication.translate("Banking", "%1: no double."),
        "content": QCoreApplication.translate("Banking", "%1: content."),
        "over": QCoreApplication.translate("Banking", "%1: over-drawn."),
        "twenty_one": QCoreApplication.translate("Banking", "%1: twenty-one."),
        "stand_off": QCoreApplication.translate("Banking", "%1: a natural too; neither pays."),
        "sell": QCoreApplication.translate("Banking", "%1: the deal is for sale."),
        "buy": QCoreApplication.translate("Banking", "%1: buys the deal."),
        "refuse": QCoreApplication.translate("Banking", "%1: no, thank you."),
        # Baccarat (%2: the bank, or the point)
        "go_on": QCoreApplication.translate("Banking", "%1: the bank stays at %2."),
        "pass_deal": QCoreApplication.translate("Banking", "%1: I pass the deal (the bank stands at %2)."),
        "decline": QCoreApplication.translate("Banking", "%1: not at that amount."),
        "banco": QCoreApplication.translate("Banking", "%1: banco! %2 against the whole bank."),
        "no_banco": QCoreApplication.translate("Banking", "%1: no banco."),
        "no_stake": QCoreApplication.translate("Banking", "%1: no stake."),
        "no_play": QCoreApplication.translate("Banking", "Nobody stakes: no coup."),
        "packs_dealt": QCoreApplication.translate("Banking", "The packs are dealt out: the bank passes on."),
        "give_up": QCoreApplication.translate("Banking", "%1: I give up the bank."),
        "fresh_packs": QCoreApplication.translate("Banking", "%1: fresh packs!"),
        "false_draw": QCoreApplication.translate("Banking", "%1: a false draw at %2."),
        "stand": QCoreApplication.translate("Banking", "%1: no card."),
        # Blind Hookey (%2: the packet)
        "reject": QCoreApplication.translate("Banking", "%1: packet %2 rejected; it is the dealer's."),
    }


COUNTED_SAYS = ("go_on", "pass_deal", "banco")  # their %2 is an amount of counters


def _coup_text(e: Event) -> str:
    """A Baccarat coup's outcome."""
    outcomes = [o for o in e.data.get("outcomes", []) if o]
    point = str(e.data.get("banker_point", 0))
    if outcomes and all(o == "banker" for o in outcomes):
        return QCoreApplication.translate("Banking", "The bank wins with %1.").replace("%1", point)
    if outcomes and all(o == "punter" for o in outcomes):
        return QCoreApplication.translate("Banking", "The punters win against %1.").replace("%1", point)
    if outcomes and all(o == "tie" for o in outcomes):
        return QCoreApplication.translate("Banking", "A tie at %1: the stakes stand over.").replace(
            "%1", point
        )
    return QCoreApplication.translate(
        "Banking", "The bank has %1: each tableau is settled on its own."
    ).replace("%1", point)


def _pay_words() -> dict[str, str]:
    return {
        "dealer_natural": QCoreApplication.translate("Banking", "natural of the dealer"),
        "natural": QCoreApplication.translate("Banking", "natural"),
        "natural_bonus": QCoreApplication.translate("Banking", "privilege of the natural"),
        "over": QCoreApplication.translate("Banking", "over-drawn"),
        "dealer_over": QCoreApplication.translate("Banking", "the dealer over-drew"),
        "dealer_twenty_one": QCoreApplication.translate("Banking", "the dealer's twenty-one"),
        "twenty_one": QCoreApplication.translate("Banking", "twenty-one"),
        "beats_dealer": QCoreApplication.translate("Banking", "beats the dealer"),
        "dealer_beats": QCoreApplication.translate("Banking", "the dealer is higher"),
        "tie": QCoreApplication.translate("Banking", "a tie goes to the dealer"),
        "tie_share": QCoreApplication.translate("Banking", "share of the ties"),
        "overdraw_penalty": QCoreApplication.translate("Banking", "penalty for over-drawing"),
        "ante": QCoreApplication.translate("Banking", "to the pool"),
        "pool": QCoreApplication.translate("Banking", "the pool goes to the natural"),
        "deal_sold": QCoreApplication.translate("Banking", "price of the deal"),
        "share_pool": QCoreApplication.translate("Banking", "the pool shared at the end"),
        "buy_in": QCoreApplication.translate("Banking", "buys in"),
        # Baccarat
        "bank": QCoreApplication.translate("Banking", "the bank put up"),
        "stake": QCoreApplication.translate("Banking", "a stake"),
        "coup_won": QCoreApplication.translate("Banking", "the coup"),
        "stake_back": QCoreApplication.translate("Banking", "the stake back"),
        "bank_back": QCoreApplication.translate("Banking", "the bank back to its banker"),
        "fine": QCoreApplication.translate("Banking", "fine for a false draw"),
        "false_draw": QCoreApplication.translate("Banking", "liable for a false draw"),
        "fresh_packs": QCoreApplication.translate("Banking", "fresh packs"),
        # Blind Hookey
        "hookey_won": QCoreApplication.translate("Banking", "the packet is higher"),
        "hookey_lost": QCoreApplication.translate("Banking", "the dealer's packet is as high or higher"),
    }


def pool_title(name: str) -> str:
    return {
        "pool": QCoreApplication.translate("Banking", "Pool"),
        "bank": QCoreApplication.translate("Banking", "Bank"),
        "stakes": QCoreApplication.translate("Banking", "Stakes"),
    }.get(name, name)


def packet_name(i: int) -> str:
    return QCoreApplication.translate("Banking", "Packet %1").replace("%1", str(i + 1))


def payment_text(e: Event, names: list[str]) -> str | None:
    src, dst = e.data.get("from"), e.data.get("to")
    if e.reason == "stake":  # a stake put down: its own line says it (the arrow still shows it)
        return None
    why = _pay_words().get(e.reason, e.reason)
    if e.reason == "buy_in" and isinstance(dst, int):
        return (
            QCoreApplication.translate("Banking", "%1: %2 more from the box.")
            .replace("%1", names[dst])
            .replace("%2", counters(e.points))
        )
    payer = names[src] if isinstance(src, int) else pool_title(str(src))
    payee = names[dst] if isinstance(dst, int) else pool_title(str(dst))
    return (
        QCoreApplication.translate("Banking", "%1 \u2192 %2: %3 (%4).")
        .replace("%1", payer)
        .replace("%2", payee)
        .replace("%3", counters(e.points))
        .replace("%4", why)
    )


def event_text(e: Event, names: list[str], human: int) -> str | None:
    """The history line for an event, or None for events the history leaves out."""
    who = names[e.seat] if e.seat is not None and 0 <= e.seat < len(names) else ""
    kind = e.kind
    if kind == "cut":
        # Vingt-un deals round face up until the first ace: its "dealer" line tells the outcome.
        # Blind Hookey's cut is one card each, every one worth a line.
        if e.cards and e.reason == "low":
            return (
                QCoreApplication.translate("Banking", "Cut for the deal, %1: %2.")
                .replace("%1", who)
                .replace("%2", card_name(e.cards[0]))
            )
        return None
    if kind == "dealer":
        if e.reason == "cut" and e.seat == human:
            return QCoreApplication.translate("Banking", "You are dealt the first ace and deal.")
        return _dealer_text(e, who, e.seat == human)
    if kind == "hand_start":
        hand = str(e.data.get("hand", ""))
        if e.reason == "coup":
            return QCoreApplication.translate("Banking", "Coup %1.").replace("%1", hand)
        return QCoreApplication.translate("Banking", "Hand %1.").replace("%1", hand)
    if kind == "deal":
        return _deal_text(e, who, human)
    if kind == "stake":
        if e.data.get("reason") in ("double", "banco") or not e.points:
            return None
        if "packet" in e.data:
            return (
                QCoreApplication.translate("Banking", "%1: %2 on packet %3.")
                .replace("%1", who)
                .replace("%2", counters(e.points))
                .replace("%3", str(int(e.data["packet"]) + 1))
            )
        return (
            QCoreApplication.translate("Banking", "%1: a stake of %2.")
            .replace("%1", who)
            .replace("%2", counters(e.points))
        )
    if kind == "say":
        if e.reason == "sell":
            return (
                QCoreApplication.translate("Banking", "%1: the deal is for sale at %2.")
                .replace("%1", who)
                .replace("%2", counters(e.points))
            )
        if e.reason == "buy":
            return (
                QCoreApplication.translate("Banking", "%1: buys the deal for %2.")
                .replace("%1", who)
                .replace("%2", counters(e.points))
            )
        if e.reason == "coup":
            return _coup_text(e)
        if e.reason in ("bank_renew", "bank_broken"):
            return _bank_broken_text(e.reason == "bank_renew", who, e.seat == human)
        text = _say_words().get(e.reason)
        if not text:
            return None
        amount = counters(e.points) if e.reason in COUNTED_SAYS else str(e.points)
        return text.replace("%1", who).replace("%2", amount)
    if kind == "reveal":
        return _reveal_text(e, who)
    if kind == "split":
        return QCoreApplication.translate("Banking", "%1: a pair divided.").replace("%1", who)
    if kind == "shuffle":
        return _shuffle_text(e, who, e.seat == human)
    if kind == "pay":
        return payment_text(e, names)
    return None


def _bank_broken_text(renew: bool, who: str, you: bool) -> str:
    """Banque: the bank broken, and whether its banker stays in office (Hoyle: he leaves only of his
    own free will or "by reason of the exhaustion of his finances")."""
    texts = {  # (still in office, the person's bank)
        (True, True): QCoreApplication.translate(
            "Banking", "The bank is broken. You still hold office: put up a new bank, or give it up."
        ),
        (True, False): QCoreApplication.translate(
            "Banking", "The bank is broken. %1 still holds office and may put up a new bank."
        ),
        (False, True): QCoreApplication.translate(
            "Banking", "The bank is broken and you have too little left for another: the bank passes on."
        ),
        (False, False): QCoreApplication.translate(
            "Banking", "The bank is broken and %1 has too little left for another: the bank passes on."
        ),
    }
    return texts[renew, you].replace("%1", who)


def _dealer_text(e: Event, who: str, you: bool) -> str:
    if you and e.reason == "lowest":
        return QCoreApplication.translate("Banking", "The deal goes to you: you cut the lowest card.")
    texts = {
        "bought": QCoreApplication.translate("Banking", "The bought deal goes to %1."),
        "cut": QCoreApplication.translate("Banking", "%1 is dealt the first ace and deals."),
        "first": QCoreApplication.translate("Banking", "The first bank goes to %1 (seats drawn by lot)."),
        "took": QCoreApplication.translate("Banking", "The bank goes to %1 at the same amount."),
        "next": QCoreApplication.translate("Banking", "The bank passes to %1."),
        "lowest": QCoreApplication.translate("Banking", "The deal goes to %1, who cut the lowest card."),
        "lost_all_round": QCoreApplication.translate(
            "Banking", "The dealer lost all round: the deal passes to %1."
        ),
    }
    text = texts.get(e.reason) or QCoreApplication.translate("Banking", "The deal passes to %1.")
    return text.replace("%1", you_within() if you else who)


def _deal_text(e: Event, who: str, human: int) -> str | None:
    size = int(e.data.get("size", 0) or 0)
    if size:
        return (
            QCoreApplication.translate("Banking", "%1: a packet of %2 cards.")
            .replace("%1", who)
            .replace("%2", str(size))
        )
    if not e.cards:
        return None
    if e.data.get("up"):
        return (
            QCoreApplication.translate("Banking", "A card for %1: %2.")
            .replace("%1", you_within() if e.seat == human else who)
            .replace("%2", card_name(e.cards[0]))
        )
    if e.seat == human:
        return QCoreApplication.translate("Banking", "Your card, face down: %1.").replace(
            "%1", card_name(e.cards[0])
        )
    return None


def _shuffle_text(e: Event, who: str, you: bool) -> str | None:
    if e.reason == "pone":
        return QCoreApplication.translate(
            "Banking", "The last card goes to the pone (%1), who shuffles the used cards."
        ).replace("%1", who)
    if e.reason == "cut":  # Blind Hookey: the player on the dealer's right shuffles and cuts
        if you:
            return QCoreApplication.translate(
                "Banking", "You are on the dealer's right: you shuffle the pack and cut it."
            )
        return QCoreApplication.translate(
            "Banking", "%1, on the dealer's right, shuffles the pack and cuts it."
        ).replace("%1", who)
    if e.reason == "fresh" and "packs" in e.data:
        return QCoreApplication.translate("Banking", "The croupier shuffles %1 packs together.").replace(
            "%1", str(e.data["packs"])
        )
    return None


def _reveal_text(e: Event, who: str) -> str:
    cards = " ".join(card_label(c) for c in e.cards)
    if e.reason == "bottom":  # a packet's bottom card: the packet's number, or its owner's name
        where = packet_name(int(e.data["packet"])) if "packet" in e.data else who
        return (
            QCoreApplication.translate("Banking", "%1: the bottom card is the %2.")
            .replace("%1", where)
            .replace("%2", card_in_sentence(e.cards[0], case="nominative"))
        )
    if "point" in e.data:  # Baccarat: the point matters, not the cards' sum
        point = str(e.data["point"])
        if e.reason == "natural":
            return (
                QCoreApplication.translate("Banking", "%1: a natural %2 (%3).")
                .replace("%1", who)
                .replace("%2", point)
                .replace("%3", cards)
            )
        return (
            QCoreApplication.translate("Banking", "%1: %2 shown (%3).")
            .replace("%1", who)
            .replace("%2", point)
            .replace("%3", cards)
        )
    if e.reason == "natural":
        return (
            QCoreApplication.translate("Banking", "%1: a natural! %2.")
            .replace("%1", who)
            .replace("%2", cards)
        )
    if e.reason == "turn_up":
        return (
            QCoreApplication.translate("Banking", "%1: %2 turned up.").replace("%1", who).replace("%2", cards)
        )
    return QCoreApplication.translate("Banking", "%1: %2 shown.").replace("%1", who).replace("%2", cards)


# -- prompts and refusals ----------------------------------------------------------------------
def prompt(view: BankingView, total: int | None, legal: Sequence[Action] = ()) -> str:
    """What the person is asked now, for the game on the table; it names only the choices in
    ``legal`` (the engine's legal actions)."""
    if view.game == "baccarat":
        return _baccarat_prompt(view, {a.kind for a in legal}, [a.value for a in legal if a.kind == "stake"])
    if view.game == "blind_hookey":
        return _hookey_prompt(view, legal)
    phase, extra = view.phase, view.extra
    if phase == "sell":
        return QCoreApplication.translate("Banking", "It is your deal. Keep it, or offer it for sale?")
    if phase == "buy":
        price = counters(int(extra.get("price", 0)))
        return QCoreApplication.translate("Banking", "The deal is offered for %1. Buy it?").replace(
            "%1", price
        )
    if phase == "stake":
        return QCoreApplication.translate("Banking", "Look at your card and stake on it.")
    if phase == "double":
        return QCoreApplication.translate("Banking", "You are the dealer. Double the stakes?")
    if phase in ("play", "dealer"):
        return _draw_prompt(view, total, {a.kind for a in legal})
    return ""


def _draw_prompt(view: BankingView, total: int | None, kinds: set[str]) -> str:
    """A card or content, and the divide when a pair offers it; a divided hand named by its place
    (playtest 29 November (c): "You have 20. A card, or content?" above a third button, Divide, and
    the same words again for each hand of the pair)."""
    text = (
        QCoreApplication.translate(
            "Banking",
            "You have %1, a pair. A card, content, or divide it, with the amount below on the new hand?",
        )
        if "divide" in kinds
        else QCoreApplication.translate("Banking", "You have %1. A card, or content?")
    ).replace("%1", _total_words(view, total))
    hands = view.boxes[view.seat] if view.seat < len(view.boxes) else ()
    if len(hands) > 1 and view.active_box is not None:
        place = QCoreApplication.translate("Banking", "Hand %1 of %2:")
        text = place.replace("%1", str(view.active_box + 1)).replace("%2", str(len(hands))) + " " + text
    return text


def _total_words(view: BankingView, total: int | None) -> str:
    """The total, and at Vingt-un what its aces count: "18 (or 8)" while one counts eleven, "16 (the
    ace counts one)" once it had to (playtest (g): the total dropped from 18 to 16 without a word)."""
    if total is None:
        return "?"
    hands = view.boxes[view.seat] if view.seat < len(view.boxes) else ()
    box = hands[view.active_box] if view.active_box is not None and view.active_box < len(hands) else None
    cards = [c for c in box.cards if c is not None] if box is not None and view.game == "vingt_un" else []
    aces = sum(c.pips == 1 for c in cards)
    if not aces:
        return str(total)
    if hand_value(cards)[1]:
        return soft_total(total)
    text = (
        QCoreApplication.translate("Banking", "%1 (the ace counts one)")
        if aces == 1
        else QCoreApplication.translate("Banking", "%1 (the aces count one)")
    )
    return text.replace("%1", str(total))


def soft_total(total: int) -> str:
    """A total whose ace counts eleven, with its worth as one: "18 (or 8)"."""
    return (
        QCoreApplication.translate("Banking", "%1 (or %2)")
        .replace("%1", str(total))
        .replace("%2", str(total - 10))
    )


def box_total(game: str, cards: Sequence[Card | None], total: int) -> str:
    """The total under a box on the felt: "18 (or 8)" while a Vingt-un ace counts eleven (as the
    prompt says it), else the total (the hard one once the ace has to count one)."""
    known = [c for c in cards if c is not None]
    if game == "vingt_un" and known and hand_value(known) == (total, True):
        return soft_total(total)
    return str(total)


def _baccarat_prompt(view: BankingView, kinds: set[str], stakes: list[int | None]) -> str:
    phase, extra = view.phase, view.extra
    bank = counters(int(extra.get("bank", 0)))
    if phase == "bank":
        if extra.get("bank"):
            return QCoreApplication.translate(
                "Banking", "Your bank stands at %1. Keep it, or pass the deal?"
            ).replace("%1", bank)
        if extra.get("renew"):  # Banque: broken, and still his
            return QCoreApplication.translate(
                "Banking", "Your bank is broken, but you still hold office: put up a new bank, or give it up?"
            )
        return QCoreApplication.translate("Banking", "You hold the bank: choose how much to put up.")
    if phase == "take":
        return QCoreApplication.translate("Banking", "The deal is passed. Take the bank at %1?").replace(
            "%1", counters(int(extra.get("pass_amount", 0)))
        )
    if phase == "banco":
        return QCoreApplication.translate("Banking", "Go banco, against the whole bank of %1?").replace(
            "%1", bank
        )
    if phase == "stake":
        if stakes == [0]:
            return QCoreApplication.translate(
                "Banking",
                "The other punters' stakes already cover the bank of %1: you stake nothing this coup.",
            ).replace("%1", bank)
        return QCoreApplication.translate(
            "Banking", "Choose your stake: together the stakes may not pass the bank of %1."
        ).replace("%1", bank)
    point = extra.get("point")
    if phase == "punter" and kinds == {"stand"}:
        return QCoreApplication.translate(
            "Banking", "You hold %1 for the punters: you must stand (a card would be a false draw)."
        ).replace("%1", str(point))
    if phase == "punter" and kinds == {"card"}:
        return QCoreApplication.translate(
            "Banking", "You hold %1 for the punters: you must take a card (standing would be a false draw)."
        ).replace("%1", str(point))
    if phase == "punter":
        if point == 5:
            return QCoreApplication.translate("Banking", "You hold five: a card or stand, as you choose.")
        return QCoreApplication.translate("Banking", "You hold %1 for the punters: a card or stand?").replace(
            "%1", str(point)
        )
    if phase == "banker":
        return QCoreApplication.translate(
            "Banking", "You hold %1 in the bank: a card or stand, as you choose."
        ).replace("%1", str(point))
    return ""


def _hookey_prompt(view: BankingView, legal: Sequence[Action] = ()) -> str:
    phase, extra = view.phase, view.extra
    if phase == "cut":
        if view.seat == view.dealer:
            return QCoreApplication.translate(
                "Banking", "Cut the pack into three packets: choose the size of the next."
            )
        sizes = [int(a.value) for a in legal if a.kind == "cut" and a.value is not None]
        if sizes:  # the engine's sizes: four cards up to the share (the pack divided among the players)
            return (
                QCoreApplication.translate(
                    "Banking",
                    "Cut a packet from the top: %1 to %2 cards (%2 is your share: 52 cards divided "
                    "among %3 players).",
                )
                .replace("%1", str(min(sizes)))
                .replace("%2", str(max(sizes)))
                .replace("%3", str(view.players))
            )
        return QCoreApplication.translate(
            "Banking", "Cut a packet from the top: four cards at least, your share at most."
        )
    if phase == "reject":
        return QCoreApplication.translate(
            "Banking", "Reject one of the three packets: it becomes the dealer's."
        )
    if phase == "stake" and extra.get("packet") is not None:
        if extra.get("method") == "first":
            return QCoreApplication.translate("Banking", "Stake on your packet, blind.")
        return QCoreApplication.translate("Banking", "Stake on packet %1, blind.").replace(
            "%1", str(int(extra["packet"]) + 1)
        )
    return ""


def refusal(reason: str) -> str:
    return {
        "not_your_turn": QCoreApplication.translate("Banking", "It is not your turn."),
        "stake_limits": QCoreApplication.translate(
            "Banking", "That stake is outside the limits of the game."
        ),
        "no_pair": QCoreApplication.translate(
            "Banking", "Only a pair in the first two cards can be divided."
        ),
        "no_card_left": QCoreApplication.translate("Banking", "No card is left to draw."),
        "twenty_one": QCoreApplication.translate("Banking", "You have twenty-one: no more cards."),
        "false_draw_card": QCoreApplication.translate(
            "Banking", "A false draw: with baccarat to four you must take the card."
        ),
        "false_draw_stand": QCoreApplication.translate(
            "Banking", "A false draw: with six or seven you must stand."
        ),
        "over_the_bank": QCoreApplication.translate(
            "Banking", "The bank does not cover so much: stake less."
        ),
        "over_purse": QCoreApplication.translate("Banking", "Your purse does not hold so much."),
        "cannot_cover_bank": QCoreApplication.translate("Banking", "Your purse cannot cover the bank."),
    }.get(reason, QCoreApplication.translate("Banking", "That is not allowed now."))


def status_text(status: str) -> str:
    return {
        "content": QCoreApplication.translate("Banking", "content"),
        "over": QCoreApplication.translate("Banking", "over"),
        "natural": QCoreApplication.translate("Banking", "natural"),
        "won": QCoreApplication.translate("Banking", "won"),
        "lost": QCoreApplication.translate("Banking", "lost"),
        "tie": QCoreApplication.translate("Banking", "a tie"),
        "bank": QCoreApplication.translate("Banking", "the bank's hand"),
        "punters": QCoreApplication.translate("Banking", "the punters' hand"),
        "right": QCoreApplication.translate("Banking", "right tableau"),
        "left": QCoreApplication.translate("Banking", "left tableau"),
        "banco": QCoreApplication.translate("Banking", "banco"),
        "dealers": QCoreApplication.translate("Banking", "the dealer's"),
        "company": QCoreApplication.translate("Banking", "the company's"),
    }.get(status, "") or _packet_status(status)


def place_lines(status: str) -> list[str]:
    """The words of a box's status as lines: a stake on one of Blind Hookey's company packets once
    settled says its place and its verdict on a line each ("on packet 2", "won"), for places lie
    close together (bankl: seven and eight players); any other status is one line, or none."""
    number, _, whose = status.partition(":")
    if number.isdigit() and whose.startswith("on"):
        place = QCoreApplication.translate("Banking", "on packet %1").replace("%1", number)
        verdict = whose.partition(":")[2]
        return [place, status_text(verdict)] if verdict else [place]
    text = status_text(status)
    return [text] if text else []


def _packet_status(status: str) -> str:
    """Blind Hookey's three packets: "2:company" is packet 2, the company's; "2:on" a stake on it,
    "2:on:won" that stake once its packet beat the dealer's ("lost" once it did not)."""
    number, _, whose = status.partition(":")
    if not number.isdigit():
        return ""
    if whose.startswith("on"):
        return " · ".join(place_lines(status))
    name = packet_name(int(number) - 1)
    if not whose:
        return name
    return f"{name}\n{status_text(whose)}"  # two lines: packets lie close together


def packet_size(size: int) -> str:
    return QCoreApplication.translate("Banking", "%1 cards").replace("%1", str(size))


def dealer_role(game: str) -> str:
    """The word under the name of the seat that holds the bank."""
    if game == "baccarat":
        return QCoreApplication.translate("Banking", "banker")
    return QCoreApplication.translate("Banking", "dealer")


def stock_label(game: str, cards: int) -> str:
    if game == "baccarat":
        return QCoreApplication.translate("Banking", "Shoe: %1").replace("%1", str(cards))
    return QCoreApplication.translate("Banking", "Stock: %1").replace("%1", str(cards))


def result_text(net: int) -> str:
    if net > 0:
        return QCoreApplication.translate("Banking", "The game is over. You won %1.").replace(
            "%1", counters(net)
        )
    if net < 0:
        return QCoreApplication.translate("Banking", "The game is over. You lost %1.").replace(
            "%1", counters(-net)
        )
    return QCoreApplication.translate("Banking", "The game is over. You are even.")


def purse_line(purse: int, net: int) -> str:
    """A seat's purse and running net, as every banking table shows them under its name."""
    return (
        QCoreApplication.translate("Banking", "Purse %1 · net %2")
        .replace("%1", str(purse))
        .replace("%2", signed(net))
    )


def standing_line(name: str, net: int) -> str:
    return QCoreApplication.translate("Banking", "%1: %2").replace("%1", name).replace("%2", signed(net))


def card_text(card: Card) -> str:
    return card_name(card)


def hand_cards(events: Sequence[Event], seat: int) -> str:
    """The cards a seat had in a hand, box by box, as the person saw them (a card never shown to
    the person is a "?"), for the review of the last hand."""
    boxes: dict[int, list[str]] = {}
    for e in events:
        if e.seat != seat or e.kind not in ("deal", "reveal", "split"):
            continue
        box = int(e.data.get("box", 0) or 0)
        if e.kind == "deal":
            boxes.setdefault(box, []).append(card_label(e.cards[0]) if e.cards else "?")
        elif e.kind == "reveal":
            boxes[box] = [card_label(c) for c in e.cards]
        elif boxes.get(box):
            boxes.setdefault(int(e.data.get("new", box + 1)), []).append(boxes[box].pop())
    return " | ".join(" ".join(cards) for _, cards in sorted(boxes.items()) if cards)
