"""Cribbage help: how to play in this app (the table, the controls, the keys, counting, replays)."""

from __future__ import annotations

from ..app_keys import button_keys, keeping_games, keys_section, moving_keys
from ..html import Section, fill, para, shortcut, translate


def sections() -> list[Section]:
    return [_in_app(), _laying_out(), _playing(), _counting(), _keys(), _history(), _sources()]


def _in_app() -> Section:
    return Section(
        "app",
        translate("RulesHelp", "How to play in this app"),
        [
            para(
                fill(
                    translate(
                        "RulesHelp",
                        "Start a game with Game ▸ New Game… (%1): choose the house rules, the number of "
                        "players and how strong the computer players are, and deal. The app cuts for the "
                        "deal and shuffles for everyone; the cuts are listed in the score history.",
                    ),
                    shortcut("Ctrl+N"),
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "The board runs across the top of the table and pegs every score for you. Your "
                    "cards are at the bottom, the other players' along the top; the pack and the start "
                    "are on the left, the crib on the right, and the cards of the current count in the "
                    "middle with the count beside them.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "The panel on the right tells you what to do next and holds the buttons and the "
                    "score history. The buttons only appear when they can be used.",
                )
            ),
        ],
    )


def _laying_out() -> Section:
    return Section(
        "app-lay-out",
        translate("RulesHelp", "Laying out"),
        [
            para(
                fill(
                    translate(
                        "RulesHelp",
                        "Click the cards you want to give to the crib: two in the two-handed games, one "
                        "with three or four players. A chosen card rises; click it again to take it back. "
                        "Then press <b>Lay out to the crib</b>, or %1.",
                    ),
                    shortcut("Enter"),
                )
            ),
        ],
        level=3,
    )


def _playing() -> Section:
    return Section(
        "app-play",
        translate("RulesHelp", "Playing your cards"),
        [
            para(
                translate(
                    "RulesHelp",
                    "When it is your turn the panel says so and gives the count. Click a card to play "
                    "it. A card that would take the count past 31 is refused, with a word of "
                    "explanation.",
                )
            ),
            para(
                fill(
                    translate(
                        "RulesHelp",
                        "If none of your cards fits, press <b>Say Go</b> (or %1). The button can only be "
                        "pressed when a go is allowed; in the five-card game it also lets you stop after "
                        "your opponent's go instead of playing on.",
                    ),
                    shortcut("G"),
                )
            ),
        ],
        level=3,
    )


def _counting() -> Section:
    return Section(
        "app-counting",
        translate("RulesHelp", "Counting your own hands"),
        [
            para(
                translate(
                    "RulesHelp",
                    "Normally the app counts every hand and crib: each score appears in the score "
                    "history the way a player would say it, and the cards that made it are "
                    "highlighted on the table.",
                )
            ),
            para(
                fill(
                    translate(
                        "RulesHelp",
                        "To count for yourself, tick <b>Count my own hands and cribs</b> in Settings ▸ "
                        "Options…; it applies from your next game. When your hand or crib is shown, enter "
                        "its total in the count box and press <b>Claim</b> (or %1). What happens to points "
                        'you miss is explained under <a href="#muggins">Muggins</a>.',
                    ),
                    shortcut("Enter"),
                )
            ),
        ],
        level=3,
    )


def _keys() -> Section:
    return keys_section(
        [
            moving_keys(),
            (shortcut("Space"), translate("RulesHelp", "choose the marked card for the crib, or play it")),
            (shortcut("Enter"), translate("RulesHelp", "lay out the chosen cards, or claim your count")),
            (shortcut("G"), translate("RulesHelp", "say Go")),
            button_keys(translate("RulesHelp", "press that button (Lay out, Go, Claim)")),
        ]
    )


def _history() -> Section:
    return Section(
        "app-history",
        translate("RulesHelp", "Score history, replays and game numbers"),
        [
            para(
                translate(
                    "RulesHelp",
                    "The score history lists every cut, deal, go and score, each with the new total, "
                    "so you can check what happened while your attention was elsewhere.",
                )
            ),
            para(
                fill(
                    translate(
                        "RulesHelp",
                        "Game ▸ Replay This Game (%1) starts the current game again from its first deal, "
                        "with exactly the same cards. Game ▸ Game Number… shows the <b>game number</b>, "
                        "which names the shuffle: enter it under More choices in New Game, with the same "
                        "house rules, to play the same cards again another day.",
                    ),
                    shortcut("Ctrl+R"),
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "When a game is over, <b>Play again</b> starts a new one with the same rules and "
                    "players and a fresh shuffle. Game ▸ Statistics… keeps your results.",
                )
            ),
            keeping_games(),
        ],
        level=3,
    )


def _sources() -> Section:
    return Section(
        "sources",
        translate("RulesHelp", "Where these rules come from"),
        [
            para(
                translate(
                    "RulesHelp",
                    "The five-, six- and seven-card games, the board and the lurch follow <i>Hoyle's "
                    "Games Modernized</i> (1909); the finer points of the play follow the ninth edition "
                    "of the <i>Encyclopaedia Britannica</i>; today's six-card game, skunks, muggins and "
                    "the partnership game follow <i>The Book of Card Games</i>. Where they disagree, "
                    "the older rule is the default and the other is a house rule.",
                )
            ),
        ],
    )
