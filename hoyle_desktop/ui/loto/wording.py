"""Every word the Loto table shows, for the engine's codes (translation context "Loto")."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from ...engine.actions import Action, Event
from ...i18n import fill
from ..table.counter_words import counters, signed


def prize_name(prize: str) -> str:
    return {
        "row": QCoreApplication.translate("Loto", "the first row"),
        "two_rows": QCoreApplication.translate("Loto", "two rows"),
        "card": QCoreApplication.translate("Loto", "the whole card"),
        "ambo": QCoreApplication.translate("Loto", "an ambo"),
        "terne": QCoreApplication.translate("Loto", "a terne"),
        "quaterne": QCoreApplication.translate("Loto", "a quaterne"),
        "quinterne": QCoreApplication.translate("Loto", "a quinterne"),
    }.get(prize, prize)


def prize_meaning(prize: str) -> str:
    """What a line's prize at the second method is, in a few words (said with its first payment)."""
    return {
        "ambo": QCoreApplication.translate("Loto", "two numbers of one line drawn"),
        "terne": QCoreApplication.translate("Loto", "three numbers of one line drawn"),
        "quaterne": QCoreApplication.translate("Loto", "four numbers of one line drawn"),
        "quinterne": QCoreApplication.translate("Loto", "all five numbers of a line drawn"),
    }.get(prize, "")


def pool_name(name: str) -> str:
    return {
        "pool": QCoreApplication.translate("Loto", "Pool"),
        "counters": QCoreApplication.translate("Loto", "Counters"),
        "table": QCoreApplication.translate("Loto", "On the table"),
    }.get(name, name)


def pool_amount(name: str, amount: int) -> str:
    """A pool and what lies in it ("Pool: 48"; the French puts a no-break space before the colon)."""
    return fill(QCoreApplication.translate("Loto", "%1: %2"), pool_name(name), amount)


def stake_a_card(stake: int) -> str:
    """The stake each card pays into the pool, beside the pool on the table."""
    return fill(QCoreApplication.translate("Loto", "stake: %1 a card"), stake)


def action_text(action: Action, knobs: int = 10, last: bool = False) -> str:
    if action.kind == "claim":
        return {
            "row": QCoreApplication.translate("Loto", "Claim a r&ow"),
            "two_rows": QCoreApplication.translate("Loto", "Claim t&wo rows"),
            "card": QCoreApplication.translate("Loto", "Claim the &card"),
        }.get(str(action.value), str(action.value))
    if action.kind == "ready":
        return QCoreApplication.translate("Loto", "&Next number")
    if action.kind == "draw":
        if last:  # the last drawing goes on until the table is bare
            return QCoreApplication.translate("Loto", "&Draw the last drawing")
        if knobs == 1:  # a house rule: another number of knobs a drawing
            return QCoreApplication.translate("Loto", "&Draw one knob")
        if knobs != 10:
            return QCoreApplication.translate("Loto", "&Draw %1 knobs").replace("%1", str(knobs))
        return QCoreApplication.translate("Loto", "&Draw ten knobs")
    if action.kind == "done":
        return QCoreApplication.translate("Loto", "&Keep these cards")
    if action.kind == "accept":
        return QCoreApplication.translate("Loto", "Accept the e&xchange")
    if action.kind == "decline":
        return QCoreApplication.translate("Loto", "Decli&ne")
    if action.kind == "throw":
        card = str(int(action.value) + 1)  # type: ignore[arg-type]
        return QCoreApplication.translate("Loto", "Give &back card #%1").replace("%1", card)
    if action.kind == "cover":
        return QCoreApplication.translate("Loto", "Cover %1").replace("%1", str(action.value))
    return str(action)


def refusal(reason: str, number: int | None = None) -> str:
    """Why the table refused the person's action, in words; a cover refused names its ``number`` (a
    Space or a typed number may land after the call has moved on)."""
    if number is not None and reason in ("not_called", "not_on_card", "already_covered"):
        return {
            "not_called": QCoreApplication.translate("Loto", "%1 has not been called yet."),
            "not_on_card": QCoreApplication.translate("Loto", "%1 is not on your cards."),
            "already_covered": QCoreApplication.translate("Loto", "%1 is covered already."),
        }[reason].replace("%1", str(number))
    return {
        "not_called": QCoreApplication.translate("Loto", "That number has not been called yet."),
        "not_on_card": QCoreApplication.translate("Loto", "That number is not on your cards."),
        "already_covered": QCoreApplication.translate("Loto", "That number is covered already."),
        "row_not_covered": QCoreApplication.translate(
            "Loto", "No row of yours is covered yet: every number of a row must be called and covered."
        ),
        "two_rows_not_covered": QCoreApplication.translate(
            "Loto", "You have not covered two rows on one card yet."
        ),
        "card_not_covered": QCoreApplication.translate(
            "Loto", "Your card is not covered yet: every number on it must be called and covered."
        ),
        "prize_taken": QCoreApplication.translate("Loto", "Someone else claimed that prize first."),
        "no_such_prize": QCoreApplication.translate("Loto", "These house rules have no such prize."),
        "cover_first": QCoreApplication.translate(
            "Loto", "The bag is empty: cover your numbers and claim your prize."
        ),
        "draw_now": QCoreApplication.translate("Loto", "It is time to draw the knobs."),
        "too_many_cards": QCoreApplication.translate(
            "Loto", "You hold as many cards as the house rules allow."
        ),
        "last_card": QCoreApplication.translate("Loto", "You cannot throw up your last card."),
        "card_not_free": QCoreApplication.translate("Loto", "That card is not free to take."),
        "answer_offer": QCoreApplication.translate("Loto", "First accept or decline the exchange offered."),
        "choose_own_first": QCoreApplication.translate(
            "Loto", "First choose the card of yours you would give, then the card you want."
        ),
        "not_your_turn": QCoreApplication.translate("Loto", "Wait: it is not your turn."),
        "game_over": QCoreApplication.translate("Loto", "The game is over."),
    }.get(reason, QCoreApplication.translate("Loto", "That is not allowed now."))


def call_text(number: int) -> str:
    return QCoreApplication.translate("Loto", "Number %1").replace("%1", str(number))


def event_line(e: Event, names: list[str], human: int = 0, explained: set[str] | None = None) -> str | None:
    """One history line for an event, or None for events the history leaves out; ``explained``: the
    line prizes (ambo, terne ...) said with their meaning so far, the first of each kind explained."""
    who = names[e.seat] if e.seat is not None and 0 <= e.seat < len(names) else ""
    d = e.data
    if e.kind == "round_start":
        return QCoreApplication.translate(
            "Loto", "Round %1: the cards are dealt and the stakes laid."
        ).replace("%1", str(d["round"]))
    if e.kind == "call":
        return call_text(int(d["number"]))
    if e.kind == "cover" and d.get("late") and e.seat == human:
        # One line of the history (late: after the next number was called; it counts all the same).
        # Others' precedence is said only where the late number completed a prize (playtest (b):
        # said of every late number, also with no prize near).
        text = (
            QCoreApplication.translate("Loto", "You cover %1 late: others may claim first.")
            if d.get("completes")
            else QCoreApplication.translate("Loto", "You cover %1 late.")
        )
        return text.replace("%1", str(d["number"]))
    if e.kind == "cover" and d.get("late"):
        return (
            QCoreApplication.translate("Loto", "%1 covers %2 late.")
            .replace("%1", who)
            .replace("%2", str(d["number"]))
        )
    if e.kind == "claim" and e.seat == human:
        return QCoreApplication.translate("Loto", "You claim %1.").replace("%1", prize_name(e.reason))
    if e.kind == "claim":
        return (
            QCoreApplication.translate("Loto", "%1 claims %2.")
            .replace("%1", who)
            .replace("%2", prize_name(e.reason))
        )
    if e.kind == "eldest":
        return QCoreApplication.translate("Loto", "Eldest hand, drawing first: %1.").replace("%1", who)
    if e.kind == "drawing":
        text = (
            QCoreApplication.translate("Loto", "Drawing %1, by %2.")
            if not d.get("last")
            else QCoreApplication.translate("Loto", "Drawing %1, the last, by %2.")
        )
        return text.replace("%1", str(d["drawing"])).replace("%2", who)
    if e.kind == "put_away":
        return QCoreApplication.translate("Loto", "Knob %1 is on nobody's card: it is put away.").replace(
            "%1", str(d["number"])
        )
    if e.kind == "knobs_back":
        return QCoreApplication.translate("Loto", "Knobs back in the bag: %1.").replace(
            "%1", ", ".join(map(str, d["numbers"]))
        )
    if e.kind == "exchange":
        return (
            QCoreApplication.translate("Loto", "%1: card #%2 exchanged for card #%3.")
            .replace("%1", who)
            .replace("%2", str(d["gave"] + 1))
            .replace("%3", str(d["took"] + 1))
        )
    if e.kind == "offer":
        if e.seat == human:
            text = QCoreApplication.translate("Loto", "You offer card #%2 for %3's card #%4.")
        elif d["to"] == human:
            text = QCoreApplication.translate("Loto", "%1 offers card #%2 for your card #%4.")
        else:
            text = QCoreApplication.translate("Loto", "%1 offers card #%2 for %3's card #%4.")
        return fill(text, who, d["gave"] + 1, names[int(d["to"])], d["took"] + 1)  # fr: "de %3" elides
    if e.kind == "offer_accepted":
        if e.seat == human:
            return QCoreApplication.translate("Loto", "You accept: the cards change hands.")
        return QCoreApplication.translate("Loto", "%1 accepts: the cards change hands.").replace("%1", who)
    if e.kind == "offer_declined":
        if e.seat == human:
            return QCoreApplication.translate("Loto", "You decline the exchange.")
        return QCoreApplication.translate("Loto", "%1 declines the exchange.").replace("%1", who)
    if e.kind == "take_card":
        return (
            QCoreApplication.translate("Loto", "%1: card #%2 taken as well.")
            .replace("%1", who)
            .replace("%2", str(d["card"] + 1))
        )
    if e.kind == "throw_up":
        return (
            QCoreApplication.translate("Loto", "%1: card #%2 thrown up.")
            .replace("%1", who)
            .replace("%2", str(d["card"] + 1))
        )
    if e.kind == "exchange_open" and d.get("renew"):
        return QCoreApplication.translate(
            "Loto", "The pool cannot pay: exchanges first, then everyone stakes again."
        )
    if e.kind == "renew":
        return QCoreApplication.translate(
            "Loto", "The pool is empty: everyone stakes again for the cards they hold."
        )
    if e.kind == "bankrupt":
        return (
            QCoreApplication.translate("Loto", "Bankruptcy: %2 unpaid to %1.")
            .replace("%1", who)
            .replace("%2", counters(int(d["unpaid"])))
        )
    if e.kind == "pay":
        return pay_line(e, names, explained)
    return None


def bankruptcy_line(name: str, unpaid: int, lines: int) -> str:
    """Several unpaid lines (two or more) of one player at the last drawing, as one history line."""
    return (
        QCoreApplication.translate("Loto", "Bankruptcy: %2 unpaid to %1 on %3 lines.")
        .replace("%1", name)
        .replace("%2", counters(unpaid))
        .replace("%3", str(lines))
    )


def covered_line(covered: dict[int, int], names: list[str], explain: bool = False) -> str:
    """The counters taken from the table for the numbers a drawing covered, seat by seat."""
    shares = ", ".join(f"{names[seat]} ({counters(n)})" for seat, n in sorted(covered.items()))
    text = (
        QCoreApplication.translate(
            "Loto",
            "Each number covered takes one counter from those on the table: %1.",
        )
        if explain
        else QCoreApplication.translate("Loto", "For the numbers covered, from the table: %1.")
    )
    return text.replace("%1", shares)


class CoveredCounters:
    """The counters each number covered takes from the table move the purses knob by knob; the
    history says them once a drawing's knobs are out, in one line for all (not one a knob), the
    first time with what they are."""

    def __init__(self, names: list[str]) -> None:
        self.names = names
        self.covered: dict[int, int] = {}
        self.explained = False

    def feed(self, e: Event) -> str | None:
        """The line to log before ``e``'s own, if ``e`` is the first event after a drawing's knobs."""
        seat = e.data.get("to") if e.kind == "pay" else None
        if e.reason == "counter" and isinstance(seat, int):
            self.covered[seat] = self.covered.get(seat, 0) + e.points
            return None
        if not self.covered or e.kind in ("knob", "put_away"):
            return None
        line = covered_line(self.covered, self.names, explain=not self.explained)
        self.explained, self.covered = True, {}
        return line


def pay_line(e: Event, names: list[str], explained: set[str] | None = None) -> str | None:
    """A payment's line: every prize from the pool says so (the pool pays, not the other players);
    the first of each kind of line prize says what it is, when ``explained`` keeps count."""
    src, dst = e.data.get("from"), e.data.get("to")
    n = counters(e.points)
    if e.reason in ("stake", "renew", "counters_in", "counter", "cover_counter", "buy_in"):
        if e.reason == "buy_in" and isinstance(dst, int):
            return (
                QCoreApplication.translate("Loto", "%1: bought in again for %2.")
                .replace("%1", names[dst])
                .replace("%2", n)
            )
        return None  # shown on the purses; the history would drown in them
    if isinstance(dst, int):
        name = names[dst]
        if e.reason.startswith("prize_") or e.reason == "unclaimed":
            prize = e.reason.removeprefix("prize_")
            return (
                QCoreApplication.translate("Loto", "%1: %2 from the pool for %3.")
                .replace("%1", name)
                .replace("%2", n)
                .replace("%3", prize_name(prize))
            )
        if e.reason in ("ambo", "terne", "quaterne", "quinterne"):
            first = explained is not None and e.reason not in explained
            if first:
                explained.add(e.reason)  # type: ignore[union-attr]
                text = QCoreApplication.translate("Loto", "%1: %2 (%5) on card #%3, %4 from the pool.")
            else:
                text = QCoreApplication.translate("Loto", "%1: %2 on card #%3, %4 from the pool.")
            return (
                text.replace("%1", name)
                .replace("%2", prize_name(e.reason))
                .replace("%3", str(int(e.data.get("card", 0)) + 1))
                .replace("%4", n)
                .replace("%5", prize_meaning(e.reason))
            )
        if e.reason == "counters_left":
            return (
                QCoreApplication.translate("Loto", "%1: the %2 left for covering.")
                .replace("%1", name)
                .replace("%2", n)
            )
        if e.reason.startswith("share_"):
            text = (
                QCoreApplication.translate(
                    "Loto", "%1: %2 of what is left on the table, shared by the cards held."
                )
                if e.reason == "share_table"
                else QCoreApplication.translate(
                    "Loto", "%1: %2 of what is left in the pool, shared by the cards held."
                )
            )
            return text.replace("%1", name).replace("%2", n)
    del src
    return None


def result_text(won: bool, net: int) -> str:
    if won:
        return QCoreApplication.translate("Loto", "You win the game, %1 up.").replace("%1", counters(net))
    if net >= 0:
        return QCoreApplication.translate("Loto", "The game is over: you are %1 up.").replace(
            "%1", counters(net)
        )
    return QCoreApplication.translate("Loto", "The game is over: you are %1 down.").replace(
        "%1", counters(-net)
    )


def standing_line(name: str, net: int) -> str:
    return QCoreApplication.translate("Loto", "%1: %2").replace("%1", name).replace("%2", signed(net))


def prompt_first(claims: list[str], uncovered: list[int]) -> str:
    if claims:
        return QCoreApplication.translate("Loto", "You may claim %1!").replace("%1", prize_name(claims[0]))
    if uncovered:
        return QCoreApplication.translate(
            "Loto", "Cover %1 on your card: click it or type it and press Enter."
        ).replace("%1", ", ".join(map(str, uncovered)))
    return QCoreApplication.translate("Loto", "Watch the calls and cover your numbers.")


def prompt_cover_later(uncovered: list[int]) -> str:
    """The person has said "next number" with numbers still open: they are covered at a later call
    (the engine takes nothing from a seat not to act), not by a click now."""
    text = QCoreApplication.translate("Loto", "Next number coming: you can still cover %1 at the next call.")
    return text.replace("%1", ", ".join(map(str, uncovered)))


def prompt_exchange(cards_aside: bool = True) -> str:
    if not cards_aside:  # the players hold the whole box
        return QCoreApplication.translate(
            "Loto",
            "Before the drawing: every card is taken. Choose one of your cards and then another player's card to offer an exchange, or keep your cards.",  # noqa: E501
        )
    return QCoreApplication.translate(
        "Loto",
        "Before the drawing: choose one of your cards and then a card laid aside to exchange them, or another player's card to offer an exchange; choose a card laid aside to take it as well, or keep your cards.",  # noqa: E501
    )


def prompt_exchange_before_renewal() -> str:
    return QCoreApplication.translate(
        "Loto",
        "The pool cannot pay: before everyone stakes again you may exchange, take or give back cards, one or more, then keep your cards.",  # noqa: E501
    )


def summary_title(name: str, purse: int) -> str:
    return QCoreApplication.translate("Loto", "%1 · purse %2").replace("%1", name).replace("%2", str(purse))


def best_line_text(best: int) -> str:
    """How near a prize a player's best line is, at a crowded table."""
    return QCoreApplication.translate("Loto", "best line %1/5").replace("%1", str(best))


def summary_tip(name: str, best: int) -> str:
    return (
        QCoreApplication.translate("Loto", "%1: best line %2 of 5. Click or press Enter to see the cards.")
        .replace("%1", name)
        .replace("%2", str(best))
    )


def prompt_offer(offerer: str, give: int, take: int) -> str:
    return (
        QCoreApplication.translate("Loto", "%1 offers card #%2 for your card #%3. Do you agree?")
        .replace("%1", offerer)
        .replace("%2", str(give + 1))
        .replace("%3", str(take + 1))
    )


def waiting(name: str, answering: bool) -> str:
    if answering:
        return QCoreApplication.translate("Loto", "Waiting for %1's answer.").replace("%1", name)
    return QCoreApplication.translate("Loto", "%1 is choosing.").replace("%1", name)


def prompt_drawing_shown() -> str:
    """The second method, while a drawing's knobs are still being called on the table."""
    return QCoreApplication.translate("Loto", "The knobs are called: each number is covered wherever it is.")


def prompt_draw() -> str:
    return QCoreApplication.translate("Loto", "Your turn to draw the knobs from the bag.")


def review_title() -> str:
    return QCoreApplication.translate("Loto", "Cards and numbers covered")


def review_cards(events: Sequence[Event], seat: int, box: Sequence[Any] = ()) -> str:
    """One seat's part of a round or drawing for the review of the last hand: the Loto cards it
    took and the numbers it covered ("cards 7, 18; covered 38, 12"); with the game's ``box`` of
    cards, the numbers called on them and left uncovered at the end of the round (playtest j,
    29 November: a round with nothing covered read "no decision worse than the Expert's", a late
    cover being allowed at each call, and nothing said what was left)."""
    # numbered as the table shows them: the engine counts the box from 0, the cards show #1 on
    taken = [n + 1 for e in events if e.seat == seat and e.kind == "take_cards" for n in e.data["cards"]]
    taken += [e.data["card"] + 1 for e in events if e.seat == seat and e.kind == "take_card"]
    covered = [e.data["number"] for e in events if e.seat == seat and e.kind == "cover"]
    parts = []
    if len(taken) == 1:
        parts.append(QCoreApplication.translate("Loto", "card #%1").replace("%1", str(taken[0])))
    elif taken:
        numbers = ", ".join(f"#{n}" for n in taken)
        parts.append(QCoreApplication.translate("Loto", "cards %1").replace("%1", numbers))
    if covered:
        words = QCoreApplication.translate("Loto", "covered %1")
        parts.append(words.replace("%1", ", ".join(map(str, covered))))
    left = uncovered_at_end(events, seat, box, taken)
    if len(left) == 1:
        parts.append(
            QCoreApplication.translate("Loto", "called and left uncovered at the end: %1").replace(
                "%1", str(left[0])
            )
        )
    elif left:
        words = QCoreApplication.translate("Loto", "%1 called numbers left uncovered at the end: %2")
        parts.append(fill(words, len(left), ", ".join(map(str, left))))
    return "; ".join(parts)


def uncovered_at_end(events: Sequence[Event], seat: int, box: Sequence[Any], taken: list[int]) -> list[int]:
    """The numbers called in the round (the first method's calls) on the seat's cards (``taken``,
    numbered from #1) that it had not covered when the round ended, in the order called."""
    if not box:
        return []
    mine = set().union(*(box[n - 1].numbers for n in taken if 0 < n <= len(box)))
    covered = {e.data["number"] for e in events if e.seat == seat and e.kind == "cover"}
    called = [e.data["number"] for e in events if e.kind == "call"]
    return [n for n in called if n in mine and n not in covered]
