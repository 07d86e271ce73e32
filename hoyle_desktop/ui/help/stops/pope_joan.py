"""Pope Joan help: the object, the cards and the board, dressing it, the deal and the turn-up. The
play and the end of the deal are in :mod:`.pope_joan_play`, the variations in :mod:`.pope_joan_more`.

The numbers agree with ``engine/stops/pope_joan.py`` and ``docs/rules-notes/pope-joan-family.md``:
the dressing table with the share rule (the smallest share reaching fifteen, the dealer double),
the hand sizes with the deal of a spare hand as one more player.
"""

from __future__ import annotations

from ..html import Section, para, table, translate
from . import common, common_end


def sections() -> list[Section]:
    return [_object(), _cards(), _dress(), _deal()]


def _object() -> Section:
    return Section(
        "object",
        translate("RulesHelp", "The object of the game"),
        [
            para(
                translate(
                    "RulesHelp",
                    "Everyone tries to get rid of their cards by playing them in runs up the suit. The "
                    "first player out of cards wins the deal, the counters staked on <b>Game</b>, and a "
                    "payment for every card the others still hold.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "On the way, certain cards win the counters staked on them as they are played: the "
                    "nine of diamonds, called <b>Pope</b> or Pope Joan, the ace, king, queen and knave "
                    "of trumps, and two pairs of trumps called <b>Matrimony</b> and <b>Intrigue</b>.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "Whatever nobody wins stays on the board for the next deal, so a stake can grow "
                    "large before somebody takes it.",
                )
            ),
        ],
    )


def _cards() -> Section:
    return Section(
        "cards",
        translate("RulesHelp", "Players, cards and the board"),
        [
            para(
                translate(
                    "RulesHelp",
                    "Pope Joan is a round game: the app seats three to eight players, each playing for "
                    "themselves.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "An ordinary pack is used with the eight of diamonds taken out, leaving 51 cards. "
                    "The old books call the jack the <i>knave</i>, and so do these rules.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "The stakes lie on a board with eight compartments, one for each chance that can be "
                    "won: Pope, Matrimony, Intrigue, Ace, King, Queen, Knave and Game.",
                )
            ),
            common.counters(),
        ],
    )


def _dress() -> Section:
    chances = [
        (translate("RulesHelp", "Pope"), translate("RulesHelp", "the nine of diamonds"), "6"),
        (translate("RulesHelp", "Matrimony"), translate("RulesHelp", "the queen and king of trumps"), "2"),
        (translate("RulesHelp", "Intrigue"), translate("RulesHelp", "the knave and queen of trumps"), "2"),
        (translate("RulesHelp", "Ace"), translate("RulesHelp", "the ace of trumps"), "1"),
        (translate("RulesHelp", "King"), translate("RulesHelp", "the king of trumps"), "1"),
        (translate("RulesHelp", "Queen"), translate("RulesHelp", "the queen of trumps"), "1"),
        (translate("RulesHelp", "Knave"), translate("RulesHelp", "the knave of trumps"), "1"),
        (
            translate("RulesHelp", "Game", "the stake won by the first player out"),
            translate("RulesHelp", "the first player out of cards"),
            translate("RulesHelp", "the rest"),
        ),
    ]
    shares = [("3", "4", "8", "16"), ("4", "3", "6", "15"), ("5", "3", "6", "18"), ("6", "3", "6", "21")]
    shares += [("7", "2", "4", "16"), ("8", "2", "4", "18")]
    return Section(
        "dress",
        translate("RulesHelp", "Dressing the board"),
        [
            para(
                translate(
                    "RulesHelp",
                    "Before each deal the board is <b>dressed</b>: counters are put into its "
                    "compartments. Every player puts in a share and the dealer two shares. The share is "
                    "the smallest that brings the total to fifteen counters or more:",
                )
            ),
            table(
                [
                    translate("RulesHelp", "Players"),
                    translate("RulesHelp", "Each player"),
                    translate("RulesHelp", "The dealer"),
                    translate("RulesHelp", "On the board"),
                ],
                shares,
            ),
            para(
                translate(
                    "RulesHelp",
                    "The counters are laid out in this order, Game taking whatever is left over:",
                )
            ),
            table(
                [
                    translate("RulesHelp", "Compartment"),
                    translate("RulesHelp", "Won by"),
                    translate("RulesHelp", "Counters"),
                ],
                chances,
            ),
            para(
                translate(
                    "RulesHelp",
                    "A compartment that nobody wins keeps its counters, and the next dressing is added "
                    "on top. Only Game is won at every deal.",
                )
            ),
            common_end.peels_amounts(),
        ],
    )


def _deal() -> Section:
    sizes = [("3", "12", "14"), ("4", "10", "10"), ("5", "8", "10"), ("6", "7", "8"), ("7", "6", "8")]
    sizes.append(("8", "5", "10"))
    return Section(
        "deal",
        translate("RulesHelp", "The deal and the turn-up"),
        [
            *common.first_dealer(),
            para(
                translate(
                    "RulesHelp",
                    "The dealer shuffles and deals the cards face down, one at a time from the dealer's "
                    "left, to each player and to one extra hand, the <b>spare hand</b>, as if it were one "
                    "more player. The last card of the pack is not dealt but turned face up: its suit is "
                    "<b>trumps</b> for the deal.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "Cards left over when there are not enough to go round again are added to the spare "
                    "hand:",
                )
            ),
            table(
                [
                    translate("RulesHelp", "Players"),
                    translate("RulesHelp", "Cards to each"),
                    translate("RulesHelp", "Spare hand"),
                ],
                sizes,
            ),
            para(
                translate(
                    "RulesHelp",
                    "The spare hand stays face down until the deal is over. Nobody plays its cards, so "
                    "each of them breaks a run where nobody expects it.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "<b>The turn-up.</b> If the turned card is the Pope, the dealer takes everything on "
                    "Pope, and each other player pays the dealer one stake per card in the hand they were "
                    "dealt. If it is an honour (an ace, king, queen or knave), the compartment of that name "
                    "goes to the dealer. The turn-up itself is out of play for the whole deal.",
                )
            ),
        ],
    )
