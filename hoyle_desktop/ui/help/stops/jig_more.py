"""Jig help: the game on offer, the house rules, a few hints with the table of Jigs, and the sources."""

from __future__ import annotations

from ..html import Section, bullets, para, table, terms, translate
from . import common_end


def sections() -> list[Section]:
    return [_variants(), _house_rules(), _hints()]


def _variants() -> Section:
    rows = [
        [
            translate("RulesHelp", "Jig"),
            translate(
                "RulesHelp",
                "Peel's game: runs of five cards at most, the player of Jig or of a stop leading again, "
                "and no pool.",
            ),
        ]
    ]
    return Section(
        "variants",
        translate("RulesHelp", "The games on offer"),
        [
            common_end.games_on_offer_intro(),
            table([translate("RulesHelp", "House rules"), translate("RulesHelp", "What is different")], rows),
        ],
    )


def _house_rules() -> Section:
    options = [
        *common_end.shared_options(),
        (
            translate("RulesHelp", "Pool"),
            translate(
                "RulesHelp",
                "no pool, a pool staked by every player, or one staked by the dealer alone; the first "
                "player out takes it.",
            ),
        ),
        (
            translate("RulesHelp", "Pool stake"),
            translate("RulesHelp", "the counters each staker puts in the pool at every deal."),
        ),
    ]
    return Section(
        "house-rules",
        translate("RulesHelp", "House rules"),
        [common_end.options_intro(), terms(options)],
    )


def _hints() -> Section:
    ranks = [
        translate("RulesHelp", "ace"),
        translate("RulesHelp", "two"),
        translate("RulesHelp", "three"),
        translate("RulesHelp", "four"),
        translate("RulesHelp", "five"),
        translate("RulesHelp", "six"),
        translate("RulesHelp", "seven"),
        translate("RulesHelp", "eight"),
        translate("RulesHelp", "nine"),
        translate("RulesHelp", "ten"),
        translate("RulesHelp", "knave"),
        translate("RulesHelp", "queen"),
        translate("RulesHelp", "king"),
    ]
    rows = [[ranks[i], ranks[i + 4]] for i in range(9)]
    rows.append(
        [
            translate("RulesHelp", "ten, knave, queen or king"),
            translate("RulesHelp", "none: the king ends the run sooner"),
        ]
    )
    return Section(
        "hints",
        translate("RulesHelp", "A few hints"),
        [
            para(
                translate(
                    "RulesHelp",
                    "The player of a Jig or a stop leads again and so sheds one more card. Try to lead "
                    "cards that bring the Jig, or a stop you hold, back into your own hand. If nothing "
                    "stops the run first, the Jig to each card led is:",
                )
            ),
            table([translate("RulesHelp", "Card led"), translate("RulesHelp", "Jig")], rows),
            bullets(
                [
                    translate(
                        "RulesHelp",
                        "When you hold a stop, lead a card up to four ranks below it in the same suit, "
                        "none of the cards between having been played: the run climbs to your stop and "
                        "the lead comes back to you.",
                    ),
                    translate(
                        "RulesHelp",
                        "Remember the cards played. A card whose next card has gone is a stop, and so a "
                        "safe way to win the lead.",
                    ),
                ]
            ),
        ],
    )


def sources() -> str:
    return translate(
        "RulesHelp",
        "These rules follow the chapter on Jig in W. H. Peel's <i>Round Games with Cards</i>. Jig is "
        "his own name for the second of the two games played as Snip-Snap-Snorum, the one played like "
        "Pope Joan.",
    )
