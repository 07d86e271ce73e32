"""Pope Joan help: the end of the game, the games on offer, every house rule, a few hints, sources.

The built-in profiles are ``pope-joan``, ``five-pool-pope`` and ``pope-joan-game-only``; the house
rules are the keys of ``resources/schemas/pope_joan.rules.schema.json``, named as the House Rules
dialog names them.
"""

from __future__ import annotations

from ..html import Section, bullets, cards, fill, para, table, terms, translate
from . import common_end


def sections() -> list[Section]:
    return [
        common_end.broke_section(),
        common_end.game_end_section(),
        _variants(),
        _game_only(),
        _house_rules(),
        _hints(),
    ]


def _variants() -> Section:
    rows = [
        [
            translate("RulesHelp", "Pope Joan"),
            translate(
                "RulesHelp",
                "Peel's game: eight compartments, dressed by everyone with the dealer paying double, "
                "and a spare hand for the unseen stops.",
            ),
        ],
        [
            translate("RulesHelp", "Five-Pool Pope"),
            translate(
                "RulesHelp",
                "a board of five compartments only: Pope, Matrimony, Intrigue, Ace and Game. The king, "
                "queen and knave of trumps win nothing, and twelve counters dress the board.",
            ),
        ],
        [
            translate("RulesHelp", "Pope Joan, winner takes Game only"),
            translate(
                "RulesHelp",
                "no dressing; the first player out takes only Game, and the payments for cards left in "
                "hand go onto the board instead.",
            ),
        ],
    ]
    return Section(
        "variants",
        translate("RulesHelp", "The games on offer"),
        [
            common_end.games_on_offer_intro(),
            table([translate("RulesHelp", "House rules"), translate("RulesHelp", "What is different")], rows),
        ],
    )


def _game_only() -> Section:
    return Section(
        "game-only",
        translate("RulesHelp", "Winner takes Game only"),
        [
            para(
                translate(
                    "RulesHelp",
                    "In this popular variation the board is dressed for the first deal only, so that its "
                    "winner has a Game to take. After that the dealer puts a single stake on it before "
                    "each deal. When someone goes out, the winner takes Game and "
                    "nothing more: the others pay their stakes for cards left in hand onto the board. "
                    "The holder of an unplayed Pope is still let off.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "These counters go on one at a time, each onto the compartment holding fewest (the "
                    "first in the board's order when several are level), so every compartment is covered "
                    "before any gets a second. Peel lets the players choose where; the app places them so "
                    "that nobody has to.",
                )
            ),
        ],
        level=3,
    )


def _house_rules() -> Section:
    options = [
        *common_end.shared_options(),
        (
            translate("RulesHelp", "Board"),
            translate(
                "RulesHelp",
                "eight compartments, or the five of Five-Pool Pope, without King, Queen and Knave.",
            ),
        ),
        (
            translate("RulesHelp", "Who dresses the board"),
            translate(
                "RulesHelp",
                "everyone, the dealer paying double, or the dealer alone. When the dealer dresses it "
                "alone, play a whole round, so that everyone pays the same.",
            ),
        ),
        (
            translate("RulesHelp", "Counters on the board"),
            translate(
                "RulesHelp",
                "the least a dressing puts on the board: fifteen or more in Peel's game, twelve or more "
                "for five compartments.",
            ),
        ),
        (
            translate("RulesHelp", "Share of each player"),
            translate(
                "RulesHelp",
                "a fixed share for each player when everyone dresses, the dealer paying double; a share "
                "too small to reach the counters on the board is raised. 0 takes the smallest share that "
                "reaches the total.",
            ),
        ),
        (
            translate("RulesHelp", "Winner takes Game only"),
            translate(
                "RulesHelp", 'the variation described under <a href="#game-only">Winner takes Game only</a>.'
            ),
        ),
        (
            translate("RulesHelp", "Most paid for the Pope"),
            translate(
                "RulesHelp",
                "a limit of four or six counters on what any one player pays for the Pope, turned up or "
                "played. Peel recommends it, above all when few are playing. There is no limit unless "
                "you set one.",
            ),
        ),
        (
            translate("RulesHelp", "Pope Joan wins"),
            translate(
                "RulesHelp",
                "a Pope turned up wins the whole deal for the dealer at once: Pope, the payments for it, "
                "and Game too. Nobody plays a card and nothing is paid for cards in hand. Peel did not "
                "think much of it.",
            ),
        ),
        (
            translate("RulesHelp", "Unseen stops"),
            translate(
                "RulesHelp",
                "a spare hand dealt with the others, as Peel advises; or, as his <i>Limited Stops</i>, a "
                "fixed number of cards set aside before the deal, or the cards left over once everyone "
                "has the same number.",
            ),
        ),
        (
            translate("RulesHelp", "Cards set aside"),
            translate(
                "RulesHelp",
                "how many cards are set aside when the unseen stops are a fixed number; any odd cards "
                "after dealing equal hands are set aside too.",
            ),
        ),
        (
            translate("RulesHelp", "Dealer looks at the spare hand"),
            translate(
                "RulesHelp",
                "the dealer sees the spare hand, and so, as Peel insists, is dealt no cards and sits "
                "the deal out. The dealer still dresses the board and takes what a turn-up wins.",
            ),
        ),
        (
            translate("RulesHelp", "Pope in place of a stop"),
            fill(
                translate(
                    "RulesHelp",
                    "whenever a run stops because the next card cannot be had (in the spare hand, turned "
                    "up or taken out; not after a king nor for a card already played), the holder of the "
                    "unplayed Pope may play it in place of the missing card, taking its winnings, and the "
                    "run goes on from there. If the %1 is a stop, the Pope stands for the %2, and the "
                    "holder of the %3 plays next.",
                ),
                cards("9S"),
                cards("TS"),
                cards("JS"),
            ),
        ),
        (
            translate("RulesHelp", "Share Matrimony and Intrigue"),
            translate(
                "RulesHelp",
                "when the two cards of Matrimony or Intrigue come one straight after the other from "
                "different players, each takes half the stake, any odd counter staying on the board.",
            ),
        ),
    ]
    return Section(
        "house-rules",
        translate("RulesHelp", "House rules"),
        [common_end.options_intro(), terms(options)],
    )


def _hints() -> Section:
    return Section(
        "hints",
        translate("RulesHelp", "A few hints"),
        [
            bullets(
                [
                    translate(
                        "RulesHelp",
                        "Lead the Pope and any ace early: nothing leads up to them, so unless you lead "
                        "them yourself they stay in your hand.",
                    ),
                    translate(
                        "RulesHelp",
                        "Holding the knave and king of a suit, lead the knave. If the queen is missing, "
                        "your knave is a stop; if someone plays the queen, your king must follow. Either "
                        "way the lead comes back to you.",
                    ),
                    translate(
                        "RulesHelp",
                        "Watch the board. When a compartment has grown rich, playing its card early may be "
                        "worth more than clearing your lower cards first.",
                    ),
                ]
            ),
        ],
    )


def sources() -> str:
    return translate(
        "RulesHelp",
        "These rules follow W. H. Peel's <i>Round Games with Cards</i>: Pope Joan with its worked hand, "
        "its variations, Five-Pool Pope, Pope Joan Wins, Limited Stops, looking at the spare hand and "
        "the Pope played in place of a stop.",
    )
