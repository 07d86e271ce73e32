"""Newmarket help: the sevens out, four pool cards won by the card below each (Peel) or by the same
card (today's rule), and the first out paid for cards left. Agrees with ``engine/stops/newmarket.py``,
the ``newmarket`` and ``newmarket-today`` profiles and ``newmarket.rules.schema.json``.
"""

from __future__ import annotations

from ..html import Section, cards, fill, para, translate
from . import common, common_end

POOL_CARDS, WINNERS = "JD QH KC AS", "TD JH QC KS"  # the example: each pool card and the card below it


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
                    "Newmarket is a relation of Pope Joan and Spin. Everyone tries to get rid of their "
                    "cards by playing them in runs up the suit, and the first player out of cards wins a "
                    "payment for every card the others still hold.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "On the way, counters staked on four <b>pool cards</b> (an ace, a king, a queen and a "
                    "knave) go to whoever plays the card that wins each of them.",
                )
            ),
        ],
    )


def _cards() -> Section:
    return Section(
        "cards",
        translate("RulesHelp", "Players, cards and the pool cards"),
        [
            para(
                translate(
                    "RulesHelp",
                    "Newmarket is a round game: the app seats three to eight players, each playing for "
                    "themselves. The four sevens are taken out of the pack.",
                )
            ),
            para(
                fill(
                    translate(
                        "RulesHelp",
                        "At every deal four <b>pool cards</b> are laid out on the board: an ace, a king, a "
                        "queen and a knave (the jack), each of a different suit, for example %1. The app "
                        "draws the suits at random for each deal.",
                    ),
                    cards(POOL_CARDS),
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "In Peel's game the pool cards come out of the pack itself, and each is won by the "
                    "card just below it in its suit: the ten wins the knave, the knave the queen, and the "
                    "queen the king. The ace counts as above the king as well as below the two, so the "
                    "king of its suit wins the ace.",
                )
            ),
            para(
                fill(
                    translate("RulesHelp", "So with the pool cards above, the winning cards are %1."),
                    cards(WINNERS),
                )
            ),
            common.counters(),
        ],
    )


def _stakes() -> Section:
    return Section(
        "stakes",
        translate("RulesHelp", "Staking the pool cards"),
        [
            para(
                translate(
                    "RulesHelp",
                    "Before each deal every player stakes one counter on the pool cards, and the dealer one "
                    "more. All four cards must be covered, so each counter goes on the card that holds "
                    "fewest (ace, king, queen, knave in that order when several are level). Peel lets each "
                    "player choose; the app places the counters for you.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "Stakes that nobody wins stay on their pool card for the next deal, whatever the suit "
                    "of the new card.",
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
            common.stop_reasons(removed=True, unseen=True),
            para(
                translate(
                    "RulesHelp",
                    "In Peel's game there is no dead hand, and the stops are all known from the start: the "
                    "four kings, the four sixes (the sevens are out) and the winning card of each pool "
                    "card, since the pool cards are out of the pack too.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "In Peel's game the suit of the ace pool card has no ace, so its two can only be "
                    "played by leading it.",
                )
            ),
            common.stops_hint(),
        ],
    )
