"""What the history beside the stops table says: the deals, each run and its stop, every payment.

Lines about counters name the player first ("Computer 2: 3 counters to dress the board"), so they
read the same for the person and the computer players; lines where a player does something have
a form for the person ("You lead") and one for the others ("Computer 3 leads"). Context "PopeJoan".
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ...engine.cards import Card
from ..table.seats import you_within
from .wording import (
    card_label,
    card_list,
    card_name,
    counters,
    pool_card_name,
    pool_title,
    stop_call,
    stop_reason,
    suit_name,
)


# -- counters changing hands ----------------------------------------------------------------------
def stake_line(reason: str, payers: Sequence[tuple[str, int]], total: int) -> str:
    """Counters put on the board, by one player or several (each listed)."""
    if len(payers) == 1:
        text = {
            "dress": QCoreApplication.translate("PopeJoan", "%1: %2 to dress the board"),
            "dealer_stake": QCoreApplication.translate("PopeJoan", "%1: %2 staked on the board"),
            "cards_to_board": QCoreApplication.translate("PopeJoan", "%1: %2 onto the board for cards left"),
            "stake_game": QCoreApplication.translate("PopeJoan", "%1: %2 staked on Game"),
            "stake_matrimony": QCoreApplication.translate("PopeJoan", "%1: %2 staked on Matrimony"),
            "stake_intrigue": QCoreApplication.translate("PopeJoan", "%1: %2 staked on Intrigue"),
        }.get(reason, QCoreApplication.translate("PopeJoan", "%1: %2 staked on the pool"))
        return text.replace("%1", payers[0][0]).replace("%2", counters(total))
    text = {
        "dress": QCoreApplication.translate("PopeJoan", "The board is dressed with %1"),
        "cards_to_board": QCoreApplication.translate("PopeJoan", "Paid onto the board for cards left: %1"),
        "stake_game": QCoreApplication.translate("PopeJoan", "Staked on Game: %1"),
    }.get(reason, QCoreApplication.translate("PopeJoan", "Staked: %1"))
    listed = ", ".join(_share(who, n) for who, n in payers)
    return text.replace("%1", counters(total)) + f" ({listed})"


def _share(name: str, amount: int) -> str:
    """One player's part of a payment in a list: "Computer 3: 1" (a bare "Computer 3 1" read as one name)."""
    text = QCoreApplication.translate("PopeJoan", "%1: %2", "a player and the counters he paid or was paid")
    return text.replace("%1", name).replace("%2", str(amount))


def take_line(reason: str, taker: str, amount: int, pool: str) -> str:
    """A player taking counters off the board."""
    text = {
        "pope_turned": QCoreApplication.translate("PopeJoan", "%1: %2 from Pope, the Pope turned up"),
        "honour_turned": QCoreApplication.translate("PopeJoan", "%1: %2 from %3, the honour turned up"),
        "matrimony": QCoreApplication.translate("PopeJoan", "%1: Matrimony, %2"),
        "intrigue": QCoreApplication.translate("PopeJoan", "%1: Intrigue, %2"),
        "matrimony_shared": QCoreApplication.translate("PopeJoan", "%1: %2, a share of Matrimony"),
        "intrigue_shared": QCoreApplication.translate("PopeJoan", "%1: %2, a share of Intrigue"),
        "game": QCoreApplication.translate("PopeJoan", "%1: Game, %2"),
        "pool": QCoreApplication.translate("PopeJoan", "%1: the pool, %2"),
        # a Newmarket pool card, named as in a sentence (wording.pool_card_name)
        "pool_card": QCoreApplication.translate("PopeJoan", "%1: %2 from %3", "a pool card's stakes taken"),
        "board_shared": QCoreApplication.translate("PopeJoan", "%1: %2 of what was left on the board"),
    }.get(reason, QCoreApplication.translate("PopeJoan", "%1: %2 from %3"))
    where = pool_card_name(pool) if reason == "pool_card" else pool_title(pool)
    return text.replace("%1", taker).replace("%2", counters(amount)).replace("%3", where)


def collect_line(
    reason: str,
    payee: str,
    amount: int,
    payers: Sequence[tuple[str, int]],
    rule: tuple[int, int] | None = None,
) -> str:
    """A player paid by one or more others; several payers are listed after the total. ``rule``:
    the engine's reckoning of a payment by the card (the stake a card, the most from each, 0 for
    no limit), said after the reason."""
    text = {
        "pope": QCoreApplication.translate("PopeJoan", "%1: %2 for the Pope"),
        "pope_turned": QCoreApplication.translate("PopeJoan", "%1: %2 for the Pope turned up"),
        "spin": QCoreApplication.translate("PopeJoan", "%1: %2 for Spin"),
        "king_played": QCoreApplication.translate("PopeJoan", "%1: %2 for the king"),
        "cards_left": QCoreApplication.translate("PopeJoan", "%1: %2 for the cards left in hand"),
        "cards_left_spin": QCoreApplication.translate(
            "PopeJoan", "%1: %2 for the cards left, double from the holder of Spin"
        ),
    }.get(reason, QCoreApplication.translate("PopeJoan", "%1: %2 collected"))
    if reason == "cards_left_spin" and len(payers) == 1:  # the holder of Spin, named once
        text = QCoreApplication.translate(
            "PopeJoan", "%1: %2 for the cards left, double from %3, the holder of Spin"
        )
        return text.replace("%1", payee).replace("%2", counters(amount)).replace("%3", _within(payers[0][0]))
    line = text.replace("%1", payee).replace("%2", counters(amount))
    if rule is not None:
        line += _per_card(reason, *rule)
    if len(payers) > 1:
        line += " (" + ", ".join(_share(name, n) for name, n in payers) + ")"
    elif payers:
        line += " " + QCoreApplication.translate("PopeJoan", "from %1").replace("%1", _within(payers[0][0]))
    return line


def _within(name: str) -> str:
    """A payer inside a sentence: the person is "you" there, not "You" (ui/table/seats.py)."""
    return you_within() if name == QCoreApplication.translate("Table", "You") else name


def _per_card(reason: str, stake: int, cap: int) -> str:
    """ ", a counter for each card left in hand, at most 4 from each": the Pope's payment as the
    engine reckoned it (Peel: a stake for every card dealt when turned up, for each card remaining
    in hand when played; the house rule "limit on the Pope" caps it)."""
    each = (
        QCoreApplication.translate("PopeJoan", ", %1 for each card dealt")
        if reason == "pope_turned"
        else QCoreApplication.translate("PopeJoan", ", %1 for each card left in hand")
    )
    text = each.replace("%1", a_stake(stake))
    if cap:
        text += QCoreApplication.translate("PopeJoan", ", at most %1 from each").replace("%1", str(cap))
    return text


def a_stake(stake: int) -> str:
    """ "a counter", "2 counters": the stake a card, as a rule says it."""
    if stake == 1:
        return QCoreApplication.translate("PopeJoan", "a counter", "the stake for one card")
    return counters(stake)


def buy_in_line(name: str, amount: int) -> str:
    text = QCoreApplication.translate("PopeJoan", "%1: bought in, %2 from the box")
    return text.replace("%1", name).replace("%2", counters(amount))


def short_line(name: str, amount: int) -> str:
    text = QCoreApplication.translate("PopeJoan", "%1: %2 short, the purse is empty")
    return text.replace("%1", name).replace("%2", counters(amount))


def exempt_line(name: str, you: bool) -> str:
    """Peel: the holder of Pope Joan who has not played it pays nothing for the cards left in hand."""
    if you:
        return QCoreApplication.translate(
            "PopeJoan", "You hold the Pope unplayed: you pay nothing for your cards."
        )
    return QCoreApplication.translate(
        "PopeJoan", "%1 holds the Pope unplayed: pays nothing for the cards left."
    ).replace("%1", name)


# -- the deal ---------------------------------------------------------------------------------------
def first_dealer_line(name: str, card: Card | None, reason: str = "") -> str:
    if reason == "first_out":  # Snip-Snap-Snorum: the first out of the last game deals the next
        text = QCoreApplication.translate("PopeJoan", "First dealer: %1, the first out in the last game")
        return text.replace("%1", name)
    if card is None:
        return QCoreApplication.translate("PopeJoan", "First dealer: %1").replace("%1", name)
    text = QCoreApplication.translate("PopeJoan", "First dealer: %1, dealt the first knave (%2)")
    return text.replace("%1", name).replace("%2", card_name(card))


def deal_line(number: int, deals: int, dealer: str) -> str:
    """'Deal 2 of 4, dealer: You', or 'Deal 2, dealer: You' when the game has no set number of deals."""
    if deals <= 0:
        text = QCoreApplication.translate("PopeJoan", "Deal %1, dealer: %3")
    else:
        text = QCoreApplication.translate("PopeJoan", "Deal %1 of %2, dealer: %3")
    return text.replace("%1", str(number)).replace("%2", str(deals)).replace("%3", dealer)


def turn_up_line(card: Card) -> str:
    text = QCoreApplication.translate("PopeJoan", "Turned up: the %1; %2 are trumps")
    return text.replace("%1", card_name(card)).replace("%2", suit_name(card.suit))


def pool_cards_line(cards: Sequence[Card]) -> str:
    return QCoreApplication.translate("PopeJoan", "The pool cards: %1").replace("%1", card_list(cards))


def run_label(card: Card, reason: str) -> str:
    """A card in the history's line for a run: '7♣', '9♦ (in lieu)', 'A♦ (Spin)'."""
    if reason == "in_lieu":
        return QCoreApplication.translate("PopeJoan", "%1 (in lieu)").replace("%1", card_label(card))
    if reason == "spin":
        return QCoreApplication.translate("PopeJoan", "%1 (Spin)").replace("%1", card_label(card))
    return card_label(card)


def run_by_players(run: Sequence[tuple[str, str]]) -> str:
    """A run with who played each card: 'You: 4♣ 5♣, Computer 1: 6♣' (a player's cards in a row
    after his name once)."""
    groups: list[tuple[str, list[str]]] = []
    for name, label in run:
        if groups and groups[-1][0] == name:
            groups[-1][1].append(label)
        else:
            groups.append((name, [label]))
    part = QCoreApplication.translate("PopeJoan", "%1: %2")
    return ", ".join(part.replace("%1", name).replace("%2", " ".join(labels)) for name, labels in groups)


def stop_line(run: str, reason: str, call: str, name: str, you: bool, asked: bool = False) -> str:
    """A run and why it stopped: '4♣ 5♣ 6♣ — stop: a king, nothing follows. Computer 3 leads.' (with
    no run, 'Stop: a king, …')
    ``asked``: the person is being asked to play the Pope in lieu, so who leads is not yet known."""
    words = stop_reason(reason)
    if call:
        words = stop_call(reason, call).rstrip("! \u00a0\u202f") + ", " + words
    if asked:
        text = QCoreApplication.translate("PopeJoan", "%1 — stop: %2.")
    elif you:
        text = QCoreApplication.translate("PopeJoan", "%1 — stop: %2. You lead.")
    else:
        text = QCoreApplication.translate("PopeJoan", "%1 — stop: %2. %3 leads.")
    return _after_run(text.replace("%2", words).replace("%3", name), run)


def _after_run(text: str, run: str) -> str:
    """``text`` ("%1 — stop: …") after the run's cards; with none (the run's cards are on the lines
    above, a payment between) it stands alone: "Stop: …"."""
    if run:
        return text.replace("%1", run)
    alone = text.replace("%1", "").lstrip(" —")
    return alone[:1].upper() + alone[1:]


def declare_line(name: str, you: bool, chance: str, cards: Sequence[Card]) -> str:
    if you:
        text = QCoreApplication.translate("PopeJoan", "You declare %2 (%3)")
    else:
        text = QCoreApplication.translate("PopeJoan", "%1 declares %2 (%3)")
    return text.replace("%1", name).replace("%2", pool_title(chance)).replace("%3", card_list(cards))


def out_line(run: str, name: str, you: bool, reason: str) -> str:
    if reason == "pope_joan_wins":
        if you:
            return QCoreApplication.translate("PopeJoan", "Pope Joan turned up: you win the deal")
        return QCoreApplication.translate("PopeJoan", "Pope Joan turned up: %1 wins the deal").replace(
            "%1", name
        )
    if you:
        text = QCoreApplication.translate("PopeJoan", "%1 — you are out of cards and win the deal!")
    else:
        text = QCoreApplication.translate("PopeJoan", "%1 — %2 is out of cards and wins the deal.")
    return _after_run(text.replace("%2", name), run)


def reveal_line(cards: Sequence[Card]) -> str:
    return QCoreApplication.translate("PopeJoan", "The dead hand: %1").replace("%1", card_list(cards))


def leave_line(name: str, you: bool) -> str:
    if you:
        return QCoreApplication.translate("PopeJoan", "You have no counters left and leave the table")
    text = QCoreApplication.translate("PopeJoan", "%1 has no counters left and leaves the table")
    return text.replace("%1", name)


# -- the end ----------------------------------------------------------------------------------------
def net_text(net: int) -> str:
    if net > 0:
        return QCoreApplication.translate("PopeJoan", "won %1").replace("%1", counters(net))
    if net < 0:
        return QCoreApplication.translate("PopeJoan", "lost %1").replace("%1", counters(-net))
    return QCoreApplication.translate("PopeJoan", "came out even")


def you_net_text(net: int) -> str:
    if net > 0:
        return QCoreApplication.translate("PopeJoan", "You won %1").replace("%1", counters(net))
    if net < 0:
        return QCoreApplication.translate("PopeJoan", "You lost %1").replace("%1", counters(-net))
    return QCoreApplication.translate("PopeJoan", "You came out even")


def result_text(you_won: bool, net: int) -> str:
    head = (
        QCoreApplication.translate("PopeJoan", "You have the most counters!")
        if you_won
        else QCoreApplication.translate("PopeJoan", "The game is over.")
    )
    return head + " " + QCoreApplication.translate("PopeJoan", "%1.").replace("%1", you_net_text(net))


def standing_line(name: str, net: int) -> str:
    return QCoreApplication.translate("PopeJoan", "%1: %2").replace("%1", name).replace("%2", net_text(net))
