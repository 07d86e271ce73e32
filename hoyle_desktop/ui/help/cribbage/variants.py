"""Cribbage help: the games the built-in house rules offer, three and four players, a few hints."""

from __future__ import annotations

from ..html import Section, bullets, para, table, translate


def sections() -> list[Section]:
    return [_variants(), _three_handed(), _four_handed(), _hints()]


def _variants() -> Section:
    header = [
        translate("RulesHelp", "House rules"),
        translate("RulesHelp", "Players"),
        translate("RulesHelp", "Cards"),
        translate("RulesHelp", "Game"),
        translate("RulesHelp", "A heavy loss"),
        translate("RulesHelp", "Also"),
    ]
    rows = [
        [
            translate("RulesHelp", "Hoyle's five-card game"),
            "2",
            "5",
            "61",
            translate("RulesHelp", "lurch below 31"),
            translate("RulesHelp", "three for last; the play ends at the first go"),
        ],
        [
            translate("RulesHelp", "Hoyle's six-card game"),
            "2",
            "6",
            "121",
            translate("RulesHelp", "lurch below 61"),
            "",
        ],
        [
            translate("RulesHelp", "Hoyle's seven-card game"),
            "2",
            "7",
            "181",
            translate("RulesHelp", "lurch below 91"),
            "",
        ],
        [
            translate("RulesHelp", "Today's six-card game"),
            "2",
            "6",
            "121",
            translate("RulesHelp", "skunk below 91, double skunk below 61"),
            translate("RulesHelp", "muggins"),
        ],
        [
            translate("RulesHelp", "Three-handed cribbage"),
            "3",
            "5",
            "61",
            translate("RulesHelp", "lurch below 31"),
            translate("RulesHelp", "one card from the pack to the crib"),
        ],
        [
            translate("RulesHelp", "Four-handed cribbage (partners)"),
            "4",
            "5",
            "121",
            translate("RulesHelp", "lurch below 61"),
            translate("RulesHelp", "partners share one score"),
        ],
    ]
    return Section(
        "variants",
        translate("RulesHelp", "The games on offer"),
        [
            para(
                translate(
                    "RulesHelp",
                    "The New Game dialog offers these sets of house rules. Game ▸ House Rules… shows "
                    "every setting of each, and lets you copy one and change it.",
                )
            ),
            table(header, rows),
            para(
                translate(
                    "RulesHelp",
                    "<b>The five-card game</b> is the oldest: each player keeps three cards, the "
                    "non-dealer starts with three for last, and the play stops at the first go. "
                    "<b>The six-card game</b> is the one most people play today. <b>The seven-card "
                    "game</b> keeps five cards in each hand and runs three laps of the board.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "One house rule, <b>crib flush of four</b>, lets a crib of four cards in one suit "
                    "score four even when the start is of another suit (five when it matches).",
                )
            ),
        ],
    )


def _three_handed() -> Section:
    return Section(
        "three-handed",
        translate("RulesHelp", "Three players"),
        [
            para(
                translate(
                    "RulesHelp",
                    "Everyone plays for themselves, each on their own track of the board. The dealer "
                    "deals five cards to each player and one card from the pack to the crib; each "
                    "player lays out one card, so the crib has four.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "The player on the dealer's left leads and the play goes round to the left. After "
                    "a go the other two carry on in turn until neither can play. The hands are shown "
                    "from the dealer's left round to the dealer, and then the crib. The game is 61 up, "
                    "and every loser below 31 is lurched.",
                )
            ),
        ],
        level=3,
    )


def _four_handed() -> Section:
    return Section(
        "four-handed",
        translate("RulesHelp", "Four players in partnerships"),
        [
            para(
                translate(
                    "RulesHelp",
                    "Partners sit facing each other and score together, on one track. Each player gets "
                    "five cards and lays out one, making a crib of four for the dealer's side.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "The play goes round to the left. After a go the others carry on in turn; "
                    "whoever played last pegs the go for their side, and the next player round who "
                    "still has cards leads the new count. The hands are shown in turn from the "
                    "dealer's left, the dealer last, then the crib. The game is 121 up, and a side "
                    "below 61 is lurched.",
                )
            ),
        ],
        level=3,
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
                        "Fives are the most valuable cards, since every card worth ten makes fifteen "
                        "with them. Keep them, or give them to your own crib, but not to an opponent's.",
                    ),
                    translate(
                        "RulesHelp",
                        "For an opponent's crib, lay out cards that are far apart in rank, such as a "
                        "king with a two, so they make neither runs nor fifteens together.",
                    ),
                    translate(
                        "RulesHelp",
                        "Leading a card below five means the next player cannot make fifteen.",
                    ),
                    translate(
                        "RulesHelp",
                        "Try not to leave the count at five or twenty-one: one of the many cards worth "
                        "ten then makes fifteen or thirty-one.",
                    ),
                ]
            ),
        ],
    )
