"""Cribbage help: the play (the count to 31, scoring in the play, the go), with a worked example."""

from __future__ import annotations

from ..html import Section, cards, fill, numbered, para, terms, translate


def sections() -> list[Section]:
    return [_play(), _play_scores(), _five_card_play(), _play_example()]


def _play() -> Section:
    return Section(
        "play",
        translate("RulesHelp", "The play"),
        [
            para(
                translate(
                    "RulesHelp",
                    "The player on the dealer's left begins by laying one card face up in front of "
                    "themselves and saying its value. Then, in turn to the left, each player adds a "
                    "card and says the new total of all the cards played so far: the <b>count</b>. "
                    "Every player keeps their own played cards in front of them.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "The count may never go past <b>31</b>. A player with no card that fits says "
                    "<b>“Go”</b>; the others carry on in turn for as long as they can play without "
                    "passing 31. Nobody may say Go while holding a card that fits.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "When nobody can play any more, whoever put down the last card pegs one point for "
                    "the <b>go</b>. Making the count exactly 31 pegs two instead, with nothing extra "
                    "for the go.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "The played cards are then turned face down and a new count starts from nothing. It "
                    "is led by the player after the one who played last (the next player round who "
                    "still has cards), and the play goes on like this until every card is down.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "The very last card of the play scores one point, called <b>last card</b>, or two "
                    "if it makes 31.",
                )
            ),
        ],
    )


def _play_scores() -> Section:
    return Section(
        "play-scores",
        translate("RulesHelp", "Scoring in the play"),
        [
            para(translate("RulesHelp", "Whoever plays a card pegs at once for what it makes:")),
            terms(
                [
                    (
                        translate("RulesHelp", "Fifteen"),
                        translate("RulesHelp", "bringing the count to exactly 15: two points."),
                    ),
                    (
                        translate("RulesHelp", "Thirty-one"),
                        translate("RulesHelp", "bringing the count to exactly 31: two points."),
                    ),
                    (
                        translate("RulesHelp", "Pair"),
                        translate(
                            "RulesHelp",
                            "playing a card of the same rank as the card just played: two points. "
                            "Only equal ranks pair: a jack goes with a jack, never with a queen, "
                            "although both count ten.",
                        ),
                    ),
                    (
                        translate("RulesHelp", "Pair royal"),
                        translate(
                            "RulesHelp", "a third card of that rank straight after the pair: six points."
                        ),
                    ),
                    (
                        translate("RulesHelp", "Double pair royal"),
                        translate("RulesHelp", "the fourth card of that rank: twelve points."),
                    ),
                    (
                        translate("RulesHelp", "Run"),
                        translate(
                            "RulesHelp",
                            "the last three or more cards played, taken together, form a sequence of "
                            "ranks: one point for each card in it. The order of play does not matter "
                            "and neither do the suits: after a 5 and a 3, a 4 makes a run of three, and "
                            "a 2 or a 6 next makes a run of four. Any card that does not belong to the "
                            "sequence breaks it.",
                        ),
                    ),
                    (
                        translate("RulesHelp", "Go"),
                        translate(
                            "RulesHelp", "one point for the last card played when nobody else can play."
                        ),
                    ),
                    (
                        translate("RulesHelp", "Last card"),
                        translate("RulesHelp", "one point for the final card of the play."),
                    ),
                ]
            ),
            para(
                translate(
                    "RulesHelp",
                    "Pairs and runs only use the cards of the current count: once it has started again "
                    "from nothing, the earlier cards no longer take part.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "One card can score several things at once. If the count stands at ten and the last "
                    "card was a five, another five makes fifteen and a pair together, four points; a "
                    "last card that also makes a pair scores three.",
                )
            ),
        ],
        level=3,
    )


def _five_card_play() -> Section:
    return Section(
        "five-card-play",
        translate("RulesHelp", "The play in the five-card game"),
        [
            para(
                translate(
                    "RulesHelp",
                    "In Hoyle's five-card game each player has only three cards to play, and the play "
                    "ends at the <b>first go</b>. When one player cannot play, the other may add any "
                    "cards that still fit, pegs two for 31 or one for last card, and the play is over. "
                    "Cards that were not played stay in the hand and are counted in the show as usual.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "In this game a player is not obliged to play on after the opponent's go: they may "
                    "stop at once and take the point for last card.",
                )
            ),
        ],
        level=3,
    )


def _play_example() -> Section:
    step = [
        fill(translate("RulesHelp", "You lead the %1 and say “seven”."), cards("7C")),
        fill(
            translate("RulesHelp", "The dealer plays the %1: “fifteen”, and pegs two."),
            cards("8D"),
        ),
        fill(
            translate(
                "RulesHelp",
                "You play the %1: twenty-one, and six, seven, eight is a run of three, so you peg three.",
            ),
            cards("6H"),
        ),
        fill(
            translate("RulesHelp", "The dealer plays the %1: thirty, and a run of four, which pegs four."),
            cards("9S"),
        ),
        fill(
            translate("RulesHelp", "Your %1 and %2 would both go past 31, so you say Go."),
            cards("5C"),
            cards("KS"),
        ),
        fill(
            translate(
                "RulesHelp",
                "The dealer can still play the %1 and must do so: thirty-one, for two points. "
                "The count starts again.",
            ),
            cards("AD"),
        ),
        fill(
            translate("RulesHelp", "The dealer played last, so you lead the new count: the %1, “five”."),
            cards("5C"),
        ),
        fill(translate("RulesHelp", "The dealer pairs it with the %1: “ten”, a pair for two."), cards("5H")),
        fill(
            translate(
                "RulesHelp",
                "You play your last card, the %1, for twenty. No cards are left, so you peg one for "
                "last card.",
            ),
            cards("KS"),
        ),
    ]
    return Section(
        "play-example",
        translate("RulesHelp", "An example of the play"),
        [
            para(
                fill(
                    translate(
                        "RulesHelp",
                        "A six-card game for two. You did not deal this time and kept %1; the dealer "
                        "kept %2.",
                    ),
                    cards("7C 6H 5C KS"),
                    cards("8D 9S AD 5H"),
                )
            ),
            numbered(step),
            para(
                translate(
                    "RulesHelp",
                    "So in this play you pegged four points and the dealer ten. Both hands are now "
                    "picked up again for the show.",
                )
            ),
        ],
        level=3,
    )
