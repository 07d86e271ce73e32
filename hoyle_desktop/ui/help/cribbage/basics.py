"""Cribbage help: the object, the board, the cards, cutting for deal, the deal and the start."""

from __future__ import annotations

from ..html import Section, para, table, translate


def sections() -> list[Section]:
    return [_object(), _board(), _cards(), _cutting(), _deal(), _start()]


def _object() -> Section:
    return Section(
        "object",
        translate("RulesHelp", "The object of the game"),
        [
            para(
                translate(
                    "RulesHelp",
                    "Cribbage is played by two, three or four people (four play as two partnerships). "
                    "Points come in two ways: while the cards are being played, and afterwards, when "
                    "each hand is laid face up and counted.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "The first player or partnership to reach the agreed total wins: <b>61</b>, "
                    "<b>121</b> or <b>181</b> points, depending on the game. The game stops the moment "
                    "someone gets there, even in the middle of a hand.",
                )
            ),
        ],
    )


def _board() -> Section:
    return Section(
        "board",
        translate("RulesHelp", "The board and the pegs"),
        [
            para(
                translate(
                    "RulesHelp",
                    "The score is kept on a cribbage board. Each player (or partnership) has a track "
                    "of sixty holes: thirty up the outer row and thirty back down the inner one, "
                    "marked off in groups of five so that a score can be read at a glance.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "Everyone has two pegs, a <b>front peg</b> and a <b>back peg</b>. To score, the back "
                    "peg is lifted and moved that many holes beyond the front one, and so becomes the "
                    "new front peg. The gap between the two always shows the latest score, which makes "
                    "a slip easy to check.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "Once round the track is sixty points; the hole after it, the game hole, is the "
                    "sixty-first. So the 61-point game is one lap, the 121-point game two laps and the "
                    "181-point game three laps, each finishing in the game hole.",
                )
            ),
        ],
    )


def _cards() -> Section:
    return Section(
        "cards",
        translate("RulesHelp", "The cards and what they count"),
        [
            para(
                translate(
                    "RulesHelp",
                    "An ordinary pack of 52 cards is used. When cards are added up, an ace counts 1, "
                    "the two to the ten count their number, and the jack, queen and king count 10 each.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "For runs the cards keep their natural order, from ace up to two, three and so on "
                    "to ten, jack, queen and king. The ace is only ever low: queen, king, ace is not a run.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "The old books call the jack the <i>knave</i>; the two names mean the same card.",
                )
            ),
        ],
    )


def _cutting() -> Section:
    return Section(
        "cutting",
        translate("RulesHelp", "Cutting for the deal"),
        [
            para(
                translate(
                    "RulesHelp",
                    "Before the first hand each player cuts the pack and shows a card. The lowest card "
                    "deals first, the ace being lowest of all; players who tie for lowest cut again.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "After every hand the deal moves one place to the left, so two players simply take "
                    "turns. Dealing is worth having, because the crib belongs to the dealer.",
                )
            ),
        ],
    )


def _deal() -> Section:
    rows = [
        [
            translate("RulesHelp", "Five-card game (two players)"),
            "5",
            "2",
            "3",
        ],
        [
            translate("RulesHelp", "Six-card game (two players)"),
            "6",
            "2",
            "4",
        ],
        [
            translate("RulesHelp", "Seven-card game (two players)"),
            "7",
            "2",
            "5",
        ],
        [
            translate("RulesHelp", "Three players"),
            "5",
            translate("RulesHelp", "1, and one card from the pack"),
            "4",
        ],
        [
            translate("RulesHelp", "Four players in partnerships"),
            "5",
            "1",
            "4",
        ],
    ]
    header = [
        translate("RulesHelp", "Game"),
        translate("RulesHelp", "Cards dealt to each"),
        translate("RulesHelp", "Laid out to the crib by each"),
        translate("RulesHelp", "Kept for the play"),
    ]
    return Section(
        "deal",
        translate("RulesHelp", "The deal and the crib"),
        [
            para(
                translate(
                    "RulesHelp",
                    "The dealer gives out the cards face down, one at a time, beginning with the player "
                    "on the left. How many depends on the game:",
                )
            ),
            table(header, rows),
            para(
                translate(
                    "RulesHelp",
                    "Each player then <b>lays out</b> one or two cards face down to make the "
                    "<b>crib</b>: an extra hand of four cards that scores for the dealer once the other "
                    "hands have been counted. In the three-handed game the dealer also puts one card "
                    "from the top of the pack into the crib, so it still holds four.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "Choosing what to lay out is the first real decision of every hand. The dealer "
                    "looks for cards that will score together in the crib; everyone else tries to give "
                    "the dealer cards that will not.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "<b>Three for last.</b> In Hoyle's five-card game the first player who does not "
                    "deal pegs three points as the game begins, to balance the dealer's first crib. "
                    "The app gives these three points once a game, at the first deal.",
                )
            ),
        ],
    )


def _start() -> Section:
    return Section(
        "start",
        translate("RulesHelp", "The start and two for his heels"),
        [
            para(
                translate(
                    "RulesHelp",
                    "With the crib complete, the player on the dealer's left cuts the rest of the pack "
                    "and the dealer turns up the top card of the lower part, leaving it face up on the "
                    "pack. This card is the <b>start</b> (also called the starter or turn-up).",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "Nobody plays the start, but in the show it counts as a fifth card belonging to "
                    "every hand and to the crib alike.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "If the start is a jack, the dealer pegs two points at once: <b>two for his heels</b>.",
                )
            ),
        ],
    )
