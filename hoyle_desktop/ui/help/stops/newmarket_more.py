"""Newmarket help: what wins what, the end of the deal, the games on offer (today's game too), every
house rule and the sources."""

from __future__ import annotations

from ..html import Section, para, table, terms, translate
from . import common, common_end


def sections() -> list[Section]:
    return [
        _wins(),
        _end(),
        common_end.broke_section(),
        common_end.game_end_section(),
        _variants(),
        _today(),
        _house_rules(),
    ]


def _wins() -> Section:
    return Section(
        "wins",
        translate("RulesHelp", "What wins what"),
        [
            terms(
                [
                    (
                        translate("RulesHelp", "Pool cards"),
                        translate(
                            "RulesHelp",
                            "playing the winning card of a pool card, led or following on, takes every "
                            "counter on that pool card at once.",
                        ),
                    ),
                    (
                        translate("RulesHelp", "Going out"),
                        translate(
                            "RulesHelp",
                            "the first player out of cards is paid for every card left in the other "
                            "hands. There is no Game to win in Newmarket.",
                        ),
                    ),
                ]
            ),
            common.paid_at_once(),
        ],
    )


def _end() -> Section:
    return common.end_section(
        para(
            translate(
                "RulesHelp",
                "A dead hand, if there is one, is then turned face up, and the deal passes to the left.",
            )
        ),
    )


def _variants() -> Section:
    rows = [
        [
            translate("RulesHelp", "Newmarket"),
            translate(
                "RulesHelp",
                "Peel's game: the sevens out, the pool cards out of the pack, and the card just below "
                "each pool card taking its stakes.",
            ),
        ],
        [
            translate("RulesHelp", "Newmarket as played today"),
            translate(
                "RulesHelp",
                "a full pack and a dead hand, a stake from everyone on every pool card, and the same card "
                "from the pack taking it.",
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


def _today() -> Section:
    return Section(
        "today",
        translate("RulesHelp", "Newmarket as played today"),
        [
            para(
                translate(
                    "RulesHelp",
                    "Today the pool cards usually come from a second pack, so the pack that is dealt stays "
                    "whole, and a pool card is won by its twin: the same card played from a hand. The twin "
                    "is not a stop just for being a pool card.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "This version keeps the sevens in and deals a <b>dead hand</b>, as if for one more "
                    "player, with any odd cards added to it. Nobody plays it, so its cards make stops "
                    "that nobody can see. Every player stakes one counter on each pool card, and the "
                    "dealer adds nothing extra.",
                )
            ),
        ],
        level=3,
    )


def _house_rules() -> Section:
    options = [
        *common_end.shared_options(),
        (
            translate("RulesHelp", "Who takes a pool card's stakes"),
            translate(
                "RulesHelp",
                "the player of the card just below it, with the pool cards out of the pack (Peel), or "
                "the player of the same card, with the pool cards from a second pack (today's rule).",
            ),
        ),
        (
            translate("RulesHelp", "Sevens out"),
            translate("RulesHelp", "take the four sevens out of the pack, making the sixes stops."),
        ),
        (
            translate("RulesHelp", "Dead hand"),
            translate("RulesHelp", "deal a hand that nobody plays, for stops that nobody can see."),
        ),
        (
            translate("RulesHelp", "Staking the pool cards"),
            translate(
                "RulesHelp",
                "each player stakes once, the counters spread so that all four cards are covered, or "
                "each player stakes on every pool card.",
            ),
        ),
        (
            translate("RulesHelp", "Stake"),
            translate("RulesHelp", "the counters in each stake on the pool cards."),
        ),
        (
            translate("RulesHelp", "Dealer's extra stakes"),
            translate(
                "RulesHelp",
                "how many stakes the dealer adds at each deal, spread over the pool cards like the others.",
            ),
        ),
    ]
    return Section(
        "house-rules",
        translate("RulesHelp", "House rules"),
        [common_end.options_intro(), terms(options)],
    )


def sources() -> str:
    return translate(
        "RulesHelp",
        "These rules follow the chapter on Newmarket in W. H. Peel's <i>Round Games with Cards</i>. "
        "Newmarket as played today is not in the book: it is the way the game is usually met now.",
    )
