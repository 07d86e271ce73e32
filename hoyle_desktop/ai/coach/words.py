"""The coach's words: a choice's action and its reason in a person's language.

This package stays Qt-free: every sentence goes through ``hoyle_desktop.i18n``'s
:func:`translate` (context "Coach" for the coach's own words; the cards are named by
``hoyle_desktop.i18n.cards``, context "Cards", as the tables name them), which is English until
the GUI calls ``i18n.use_translator`` with ``QCoreApplication.translate``. The command line keeps
English. A card in running text is named by :func:`the_card` in the case its sentence needs.

Each game's adviser module words its own choices: it defines ``action_text(action) -> str`` and
``why_text(reason) -> str`` (registered with the adviser, see ``base.register``); the shared
reasons below (``only_one``, ``all_equal``, ``expert_choice``, ``not_valued``) are worded here.
Write templates with ``%1``, ``%2`` and fill them with :func:`fill`; lupdate finds
``translate("Coach", "...")`` calls in this package (as ``tools/translations.py update`` runs it).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

from ...engine.actions import Action
from ...engine.cards import Card, Rank, Suit
from ...i18n import cards, says_knave, translate
from ...i18n import fill as fill  # the coach modules fill their templates through this module
from .base import Reason, coach_module

# Whether the words being made call the jack a knave (the game's naming, see :class:`Wording`);
# one value a thread, so a worker wording another game's advice never changes it here.
_KNAVE: ContextVar[bool] = ContextVar("knave", default=False)


@contextmanager
def naming(game: str) -> Iterator[None]:
    """Name cards as ``game``'s tables do while in the block ("knave of hearts" at Peel's games)."""
    token = _KNAVE.set(says_knave(game))
    try:
        yield
    finally:
        _KNAVE.reset(token)


class Wording:
    """A game's coach words (its module's ``action_text`` and ``why_text``), naming the cards as
    the game's tables do: what the hint, the review and the command line say goes through here."""

    def __init__(self, game: str) -> None:
        self.game = game
        self.module: Any = coach_module(game)

    def action_text(self, action: Action, why: Reason | None = None) -> str:
        """The action in words; with its reason, where the module words a choice by both
        (``choice_text``: Speculation names the turn as the window's button does)."""
        with naming(self.game):
            choice_text = getattr(self.module, "choice_text", None)
            if why is not None and choice_text is not None:
                return str(choice_text(action, why))
            return str(self.module.action_text(action))

    def why_text(self, reason: Reason) -> str:
        with naming(self.game):
            return str(self.module.why_text(reason))

    def why_parts(self, reason: Reason) -> list[str]:
        """The reason in short parts, the main one first, where the module splits its reasons
        (``why_parts``: the stops games' leads); else the one text. The Hint shows a part a line."""
        with naming(self.game):
            parts = getattr(self.module, "why_parts", None)
            if parts is None:
                return [str(self.module.why_text(reason))]
            return [str(p) for p in parts(reason)]


def rank_name(rank: Rank) -> str:
    return cards.rank_name(rank, _KNAVE.get())


def suit_name(suit: Suit) -> str:
    return cards.suit_name(suit)


def card_name(card: Card) -> str:
    """The bare name ("Herz-Ass", "as de cœur"): in a list, after a colon."""
    return cards.card_name(card, _KNAVE.get())


def the_card(card: Card, case: str = "accusative") -> str:
    """A card in a coach's running sentence, with the article and case the sentence needs there
    ("das Herz-Ass spielen", "mit dem Kreuz-Buben nehmen", "l’as de cœur"); English names the card
    alone, and its sentence says "the" itself ("play the %1"). ``case``: nominative for the
    subject, dative after mit, von, auf…, else accusative (see docs/translations.md)."""
    return cards.card_in_sentence(card, _KNAVE.get(), case)


def cards_text(cards: tuple[Card, ...] | list[Card]) -> str:
    return ", ".join(card_name(c) for c in cards)


def sentences(parts: list[str]) -> str:
    """Parts of a reason as short sentences one after another, each after the first from a capital:
    "sheds 2 cards. The lead then comes back…" (the sentence of its template ends the last)."""
    return ". ".join(p if i == 0 else p[:1].upper() + p[1:] for i, p in enumerate(parts))


def shared_why(reason: Reason) -> str | None:
    """The words for the reasons every game may give, or None for a game's own code."""
    return {
        "only_one": lambda: translate("Coach", "the only thing you may do"),
        "all_equal": lambda: translate("Coach", "every choice is worth the same here"),
        "expert_choice": lambda: translate("Coach", "what the Expert would do"),
        "not_valued": lambda: translate("Coach", "not valued"),
    }.get(reason.code, lambda: None)()


def unit_note(game: str, unit: str, partners: bool = False) -> str | None:
    """What the numbers in a hint are, in a sentence a newcomer understands: the Expert's own measure
    for ``game`` in ``unit`` (see each coach module's notes). None where the value says it itself
    (a chance: "34% chance to win the game") or the reasons do (cribbage's expected points);
    ``partners``: the seat plays with a partner (``Advice.partners``), and the measure is its side's."""
    if unit == "order" and game == "snip_snap_snorum":
        return translate(
            "Coach",
            "Places: the Expert's order of the cards, the card in place 1 to be played first; the reasons "
            "say what the order goes by, and within a place the card least likely to be paired comes "
            "first. A card the next player pairs costs you a counter into the pool.",
        )
    if unit != "counters" and unit != "points":
        return None
    family = "stops" if game in ("pope_joan", "spin", "newmarket") else game
    if family in ("blind_hookey", "vingt_un", "baccarat"):
        family = "banking"
    notes = {
        "stops": lambda: translate(
            "Coach",
            "Counters: what the Expert expects a lead to bring you by the end of the deal: part of what "
            "it may win on the way, less about one for each card likely left in your hand when someone "
            "goes out, so most leads come out below nothing.",
        ),
        # Jig pays nothing on the way: the first out takes a stake a card (Peel, JIG)
        "jig": lambda: translate(
            "Coach",
            "Counters: the Expert's reckoning of what a lead brings you by the end of the deal. At Jig no "
            "card wins anything as it is played: the first out takes a counter from each player for every "
            "card left in his hand, so a lead counts about one less for each card likely left in your "
            "hand when someone goes out, more for going out yourself.",
        ),
        "snip_snap_snorum": lambda: translate(
            "Coach",
            "Counters: what the Expert expects a card to cost you: the chance that the next player pairs "
            "it (you then pay a counter into the pool) and, between two players, what keeping it may "
            "cost you later.",
        ),
        "commerce": lambda: translate(
            "Coach",
            "Counters: what you may expect from the hand by the Expert's reckoning: the pool and stakes "
            "you may win, less what trading costs and what you pay the better hands.",
        ),
        "speculation": lambda: translate(
            "Coach",
            "Counters: what a choice gains you against letting things be; a card is worth the pool "
            "times its chance of ending as the best trump.",
        ),
        "loto": lambda: translate(
            "Coach", "Counters: the prizes and pools you may expect to win, less what you pay for them."
        ),
        "banking": lambda: translate(
            "Coach", "Counters: what you may expect to win (+) or lose (−) on this hand, on average."
        ),
        "spoil_five": lambda: (
            translate(
                "Coach",
                "Counters: what the hand may be expected to bring you from the pool, against the best "
                "other player, from many deals of the cards you cannot see played out.",
            )
            if unit == "counters"
            else translate(
                "Coach",
                "Points: what the hand may be expected to bring you, against the best other player, "
                "from many deals of the cards you cannot see played out.",
            )
        ),
        "all_fours": lambda: translate(
            "Coach",
            "Points: High, Low, Jack and Game you may expect from the hand, less the other side's, from "
            "many deals of the cards you cannot see played out. High and Low count to the player dealt "
            "them, whoever takes them: the play decides the Jack and Game.",
        ),
        # with a partner the side's; each for himself his own (playtest (d): "with a partner" at two)
        "cassino": lambda: (
            translate(
                "Coach",
                "Points of the count (cards, spades, the cassinos, aces, sweeps) a play may be expected to "
                "bring your side, less the other side's.",
            )
            if partners
            else translate(
                "Coach",
                "Points of the count (cards, spades, the cassinos, aces, sweeps) a play may be expected to "
                "bring you, less the best other player's.",
            )
        ),
        "crazy_eights": lambda: translate(
            "Coach",
            "Points: what the deal may be expected to bring you by the game's scoring, from many deals "
            "of the cards you cannot see played out.",
        ),
    }
    note = notes.get(family)
    return note() if note is not None else None
