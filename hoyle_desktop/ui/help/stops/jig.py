"""Jig help: Peel's name for the Snip-Snap-Snorum played like Pope Joan. Runs of five at most, called
Snip, Snap, Snorum, Hicockalorum and Jig; a stop is called with Jig added. Agrees with
``engine/stops/jig.py``, the ``jig`` profile and ``jig.rules.schema.json``.
"""

from __future__ import annotations

from ..html import Section, para, translate
from . import common, common_end


def sections() -> list[Section]:
    return [
        _object(),
        _cards(),
        _pool(),
        common.deal_section(),
        _play(),
        _stops(),
        _wins(),
        _end(),
        common_end.broke_section(),
        common_end.game_end_section(),
    ]


def _object() -> Section:
    return Section(
        "object",
        translate("RulesHelp", "The object of the game"),
        [
            para(
                translate(
                    "RulesHelp",
                    "Jig is played like Pope Joan, but a run is never more than five cards long, and each "
                    "card gets a call as it is played: <b>Snip</b>, <b>Snap</b>, <b>Snorum</b>, "
                    "<b>Hicockalorum</b> and <b>Jig</b>.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "Everyone tries to get rid of their cards, and the first player out of cards wins a "
                    "payment for every card the others still hold.",
                )
            ),
        ],
    )


def _cards() -> Section:
    return Section(
        "cards",
        translate("RulesHelp", "Players and cards"),
        [
            para(
                translate(
                    "RulesHelp",
                    "Jig is a round game: the app seats three to eight players, each playing for themselves.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "The full pack of 52 cards is used, with nothing taken out. The jack is called the "
                    "<i>knave</i>, as in Pope Joan.",
                )
            ),
            common.counters(),
        ],
    )


def _pool() -> Section:
    return Section(
        "pool",
        translate("RulesHelp", "The pool"),
        [
            para(
                translate(
                    "RulesHelp",
                    "In Peel's game nothing is staked before the deal: the only payments are those for "
                    "cards left in hand. The house rules can add a <b>pool</b>, staked at every deal by "
                    "everyone or by the dealer alone, which the first player out takes.",
                )
            ),
        ],
    )


def _play() -> Section:
    return Section(
        "play",
        translate("RulesHelp", "The play: Snip to Jig"),
        [
            *common.sequence(),
            para(
                translate(
                    "RulesHelp",
                    "The card led is called <b>Snip</b>. The next card up is <b>Snap</b>, the one after "
                    "it <b>Snorum</b>, then <b>Hicockalorum</b>, and the fifth card of the run is "
                    "<b>Jig</b>. Jig ends the run, and its player leads the next one with any card.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "The app makes the calls for every player, so nobody can call wrongly, and there are "
                    "no fines for wrong calls.",
                )
            ),
        ],
    )


def _stops() -> Section:
    return Section(
        "stops",
        translate("RulesHelp", "Stops"),
        [
            common.stop_rule(),
            common.stop_reasons(removed=False, unseen=False),
            para(
                translate(
                    "RulesHelp",
                    "The player of a stop adds Jig to the call, as in <b>Snap-Jig</b> or "
                    "<b>Snorum-Jig</b>, and leads next, just as the player of a Jig does.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "Nothing is taken out of the pack and there is no spare hand, so every stop can be "
                    "worked out by remembering which cards have been played.",
                )
            ),
        ],
    )


def _wins() -> Section:
    return Section(
        "wins",
        translate("RulesHelp", "What wins what"),
        [
            para(
                translate(
                    "RulesHelp",
                    "Only going out wins anything. The first player out of cards is paid for every card "
                    "left in the other hands, and takes the pool when there is one.",
                )
            ),
        ],
    )


def _end() -> Section:
    return common.end_section(
        para(translate("RulesHelp", "When the house rules add a pool, the winner takes that too.")),
    )
