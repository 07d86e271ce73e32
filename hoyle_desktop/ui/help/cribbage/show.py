"""Cribbage help: the show (order, combinations, flushes, his nob, examples) and the end of the game."""

from __future__ import annotations

from ..html import Section, bullets, cards, fill, para, terms, translate


def sections() -> list[Section]:
    return [_show(), _show_scores(), _show_examples(), _end(), _stakes(), _muggins()]


def _show() -> Section:
    return Section(
        "show",
        translate("RulesHelp", "The show"),
        [
            para(
                translate(
                    "RulesHelp",
                    "After the play everyone takes back the cards they kept and the hands are "
                    "<b>shown</b>, face up, one at a time: first the player on the dealer's left, then "
                    "on round the table, the dealer last of all. Finally the dealer turns the crib over "
                    "and counts it as a second hand.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "Each hand, and the crib, is counted together with the start card.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "The order is important near the end: points are pegged as each hand is counted, "
                    "so a player who counts early can reach the target and win before a bigger hand "
                    "further round is ever shown.",
                )
            ),
        ],
    )


def _show_scores() -> Section:
    return Section(
        "show-scores",
        translate("RulesHelp", "What scores in the show"),
        [
            terms(
                [
                    (
                        translate("RulesHelp", "Fifteens"),
                        translate(
                            "RulesHelp",
                            "two points for every different set of cards adding up to 15. A card may "
                            "be used in as many fifteens as it fits, so long as no two sets are the "
                            "same.",
                        ),
                    ),
                    (
                        translate("RulesHelp", "Pairs"),
                        translate(
                            "RulesHelp",
                            "two points for each pair of cards of the same rank. Three of a kind, a "
                            "pair royal, hold three pairs and score six; four of a kind, a double pair "
                            "royal, hold six pairs and score twelve.",
                        ),
                    ),
                    (
                        translate("RulesHelp", "Runs"),
                        translate(
                            "RulesHelp",
                            "three or more cards in sequence, of any suits, score one point a card. "
                            "Only the longest run counts, but every different way of making it counts "
                            "again: with a 4, two 5s and a 6 there are two runs of three (six points) "
                            "as well as the pair.",
                        ),
                    ),
                    (
                        translate("RulesHelp", "Flush"),
                        translate(
                            "RulesHelp",
                            "when all the cards of a hand are of one suit, one point for each, and one "
                            "more if the start is of that suit too. A crib scores a flush only when the "
                            "start matches as well, which makes five points.",
                        ),
                    ),
                    (
                        translate("RulesHelp", "His nob"),
                        translate(
                            "RulesHelp",
                            "one point for a jack in the hand or crib of the same suit as the start.",
                        ),
                    ),
                ]
            ),
            para(
                translate(
                    "RulesHelp",
                    "Players usually count aloud in that order, fifteens first, keeping a running "
                    "total: “fifteen two, fifteen four, and a pair is six”. The score history of the "
                    "app counts the same way.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "A hand worth nothing at all is jokingly called “nineteen”: four cards and the start "
                    "can never score exactly nineteen.",
                )
            ),
        ],
        level=3,
    )


def _show_examples() -> Section:
    examples = [
        fill(
            translate(
                "RulesHelp",
                "A hand of %1 with the start %2. The jack makes fifteen with each of the two fives, and "
                "four, five, six makes it twice more: fifteen eight. The two fives are a pair (ten), "
                "four, five, six is a run of three twice over (sixteen), and the jack is a heart like "
                "the start: one for his nob, <b>seventeen</b>.",
            ),
            cards("JH 4C 5D 6D"),
            cards("5H"),
        ),
        fill(
            translate(
                "RulesHelp",
                "A hand of %1 with the start %2. Nine and six; nine, four and two; and two, three, "
                "four and six make fifteen six. Two, three, four is a run of three (nine), and the "
                "four hearts are a flush of four: <b>thirteen</b>. The same cards as a crib score "
                "only <b>nine</b>, as the start is not a heart. Had the start been the %3, hand and "
                "crib alike would have a flush of five: fourteen.",
            ),
            cards("2H 3H 4H 6H"),
            cards("9C"),
            cards("9H"),
        ),
        fill(
            translate(
                "RulesHelp",
                "In the five-card game a hand holds three cards. %1 with the start %2 is a run of four "
                "and a flush of four: <b>eight</b>. With the start %3 the run still counts four and the "
                "three spades are a flush of three: <b>seven</b>.",
            ),
            cards("AS 2S 3S"),
            cards("4S"),
            cards("4D"),
        ),
    ]
    return Section(
        "show-examples",
        translate("RulesHelp", "Examples of counting"),
        [bullets(examples)],
        level=3,
    )


def _end() -> Section:
    return Section(
        "end",
        translate("RulesHelp", "Winning the game"),
        [
            para(
                translate(
                    "RulesHelp",
                    "The game ends the instant a player or partnership reaches the target, whether by "
                    "his heels, in the play or in the show. Nothing more is played or counted. The "
                    "winner does not need the exact number: reaching or passing the game hole is "
                    "enough.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "If nobody has won when the crib has been counted, the cards are gathered and the "
                    "next player deals.",
                )
            ),
        ],
    )


def _stakes() -> Section:
    return Section(
        "stakes",
        translate("RulesHelp", "Lurch, skunk and the stakes"),
        [
            para(
                translate(
                    "RulesHelp",
                    "Cribbage is played for an agreed stake per game, and a loser who is left far "
                    "behind pays more:",
                )
            ),
            terms(
                [
                    (
                        translate("RulesHelp", "Lurch"),
                        translate(
                            "RulesHelp",
                            "in Hoyle's games, a loser who has not reached half the target (31 of 61, "
                            "61 of 121, 91 of 181) is lurched and pays a double stake.",
                        ),
                    ),
                    (
                        translate("RulesHelp", "Skunk"),
                        translate(
                            "RulesHelp",
                            "today's name for much the same thing: in the game of 121, a loser below 91 "
                            "is skunked and pays a double stake.",
                        ),
                    ),
                    (
                        translate("RulesHelp", "Double skunk"),
                        translate(
                            "RulesHelp",
                            "a loser below 61 of 121 is double skunked and pays a triple stake (some "
                            "players make it four times).",
                        ),
                    ),
                ]
            ),
            para(
                translate(
                    "RulesHelp",
                    "Only the worst of these applies, once: a double skunk is not a skunk as well. With "
                    "three players, each loser pays according to their own score. Partners share a "
                    "score, so they win or lose together.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "The app shows the stakes when a game ends (a win by a lurch is “+2”) and keeps "
                    "count of lurches and skunks in Game ▸ Statistics.",
                )
            ),
        ],
        level=3,
    )


def _muggins() -> Section:
    return Section(
        "muggins",
        translate("RulesHelp", "Muggins"),
        [
            para(
                translate(
                    "RulesHelp",
                    "When players count their own hands, points they overlook are normally just lost. "
                    "With <b>muggins</b>, an opponent who spots them calls “Muggins!” and pegs them "
                    "instead.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    'In the app this only matters when you count for yourself (see <a href="#app-counting">'
                    "Counting your own hands</a>). If you claim less than your hand or crib is worth, you "
                    "peg what you claimed; in a game played with muggins the next opponent then pegs "
                    "the points you missed, and without it they are lost. If you claim too much, you "
                    "are counted down to the true total. The computer players always count correctly.",
                )
            ),
        ],
        level=3,
    )
