"""Spin help: Pope Joan's offshoot with no spare hand, the ace of diamonds as Spin, kings that pay,
Matrimony and Intrigue declared after a stop. Agrees with ``engine/stops/spin.py``, the ``spin``
profile and ``resources/schemas/spin.rules.schema.json``.
"""

from __future__ import annotations

from ..html import Section, bullets, para, translate
from . import common, common_end


def sections() -> list[Section]:
    return [_object(), _cards(), _stakes(), common.deal_section(), common.play_section(), _stops()]


def _object() -> Section:
    return Section(
        "object",
        translate("RulesHelp", "The object of the game"),
        [
            para(
                translate(
                    "RulesHelp",
                    "Spin is an offshoot of Pope Joan. Everyone tries to get rid of their cards by playing "
                    "them in runs up the suit, and the first player out of cards wins the counters staked "
                    "on <b>Game</b> and a payment for every card the others still hold.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "On the way, every king and the ace of diamonds, called <b>Spin</b>, earn their player "
                    "a payment from everyone as they are played, and two pairs of diamonds, "
                    "<b>Matrimony</b> and <b>Intrigue</b>, win the counters staked on them.",
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
                    "Spin is a round game: the app seats three to eight players, each playing for "
                    "themselves.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "The pack has 50 cards: the eight of diamonds and the two of hearts are taken out. "
                    "The jack is called the <i>knave</i>, as in Pope Joan.",
                )
            ),
            common.counters(),
        ],
    )


def _stakes() -> Section:
    return Section(
        "stakes",
        translate("RulesHelp", "Staking"),
        [
            para(translate("RulesHelp", "Before each deal the stakes go on the board:")),
            bullets(
                [
                    translate(
                        "RulesHelp",
                        "each player except the dealer stakes one counter on <b>Game</b>, but the winner "
                        "of the last deal is let off;",
                    ),
                    translate(
                        "RulesHelp",
                        "the dealer stakes two counters on <b>Matrimony</b> and one on <b>Intrigue</b>.",
                    ),
                ]
            ),
            para(
                translate(
                    "RulesHelp",
                    "Game is won at every deal. Matrimony and Intrigue keep their counters until someone "
                    "declares them, so they can build up over several deals.",
                )
            ),
            common_end.peels_amounts(),
        ],
    )


def _stops() -> Section:
    return Section(
        "stops",
        translate("RulesHelp", "Stops"),
        [
            common.stop_rule(),
            common.stop_reasons(removed=True, unseen=False),
            para(
                translate(
                    "RulesHelp",
                    "Every card is dealt, so there are no unseen stops. Six are known from the start: the "
                    "four kings, the seven of diamonds (the eight is out) and the ace of hearts (the two "
                    "is out). Spin can make one more, whenever its holder likes.",
                )
            ),
            common.stops_hint(),
        ],
    )
