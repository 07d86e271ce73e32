"""Stops help: how to play in this app. The table the four games share (``ui/stops/``) is explained
once; the board and the buttons of each game come from :mod:`.in_app_games`.

Everything here is what the table does: a click, a drag up onto the table, or Space plays a card;
Enter plays the card that follows on; the buttons are the engine's actions that are not a single
card (``wording.action_text``); Game ▸ Replay This Game restarts the game with the same game number.
"""

from __future__ import annotations

from ..app_keys import button_keys, keeping_games, keys_section, moving_keys
from ..html import Section, fill, para, shortcut, translate
from . import in_app_games


def sections(game: str) -> list[Section]:
    parts = [_in_app(), _table(game), in_app_games.board(game), _playing(game)]
    buttons = in_app_games.buttons(game)
    if buttons is not None:
        parts.append(buttons)
    return [*parts, _keys(game), _history()]


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
                        "players and how strong each computer player is, and deal.",
                    ),
                    shortcut("Ctrl+N"),
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "The app finds the first dealer (dealing from you round the table until a knave "
                    "appears), shuffles and deals, and makes every stake and payment for you. All you do "
                    "is play your cards.",
                )
            ),
        ],
    )


def _table(game: str) -> Section:
    return Section(
        "app-table",
        translate("RulesHelp", "The table"),
        [
            para(
                translate(
                    "RulesHelp",
                    "The computer players sit along the top, in the order of play from your left, with "
                    "their cards face down. Your cards are at the bottom, with your name plate at the "
                    "bottom left.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "Each name plate shows the counters in that player's purse. A brass disc marked "
                    "<b>D</b> shows the dealer, and a gold glow shows whose turn it is. A player who sits "
                    "a deal out or has left the table is marked on the plate.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "In the middle, the played cards lie in four rows, one for each suit (clubs, diamonds, "
                    "hearts and spades), each card in its own place from ace to king, so the gaps show the "
                    "cards still to come. The run being played is bright; earlier runs are dimmed.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "The places of cards that nobody can play this deal, such as those taken out of the "
                    "pack or turned up, are struck through with a cross: the card just below each of them "
                    "is a stop.",
                )
            ),
            *in_app_games.column(game),
            para(in_app_games.calls(game)),
        ],
        level=3,
    )


def _playing(game: str) -> Section:
    blocks = [
        para(
            translate(
                "RulesHelp",
                "When it is your turn, your name plate glows and the panel on the right says what to do. "
                "To lead, click any card in your hand, or drag it up onto the table. The panel also "
                "names the stops in your hand that you can be sure of.",
            )
        ),
        para(
            fill(
                translate(
                    "RulesHelp",
                    "When you hold the card that follows on, it is highlighted and the panel names it: "
                    "click it, or press %1. Any other card is refused, with a word of explanation. When "
                    "you do not hold the next card there is nothing to do: play goes on without you.",
                ),
                shortcut("Enter"),
            )
        ),
    ]
    if game in ("newmarket", "jig"):
        blocks.append(
            para(translate("RulesHelp", "This game needs no buttons: every card is played by clicking it."))
        )
    return Section("app-play", translate("RulesHelp", "Playing your cards"), blocks, level=3)


def _keys(game: str) -> Section:
    buttons = {
        "pope_joan": translate("RulesHelp", "press that button (Pope in lieu, Pass, Play again)"),
        "spin": translate("RulesHelp", "press that button (Spin, Matrimony, Intrigue, Play again)"),
    }.get(game) or translate("RulesHelp", "press that button (Play again)")
    return keys_section(
        [
            moving_keys(),
            (shortcut("Space"), translate("RulesHelp", "play the marked card")),
            (shortcut("Enter"), translate("RulesHelp", "play the card that follows on")),
            button_keys(buttons),
        ]
    )


def _history() -> Section:
    return Section(
        "app-history",
        translate("RulesHelp", "History, replays and game numbers"),
        [
            para(
                translate(
                    "RulesHelp",
                    "The history on the right lists everything in order: the cards that found the first "
                    "dealer, each deal, every run with the reason it stopped and who leads next, every "
                    "stake and payment with who paid whom, and any hand nobody played once it is turned "
                    "up. At the end it gives what each player won or lost.",
                )
            ),
            para(
                fill(
                    translate(
                        "RulesHelp",
                        "Game ▸ Replay This Game (%1) starts the game again from its first deal, with "
                        "exactly the same cards. Game ▸ Game Number… shows the <b>game number</b>, which "
                        "names the shuffle: enter it under More choices in New Game, with the same house "
                        "rules, to play the same cards again another day.",
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
            para(
                translate(
                    "RulesHelp",
                    "A game in progress is saved as you play. If you close the app, it offers to carry on "
                    "where you left off the next time it starts.",
                )
            ),
            keeping_games(),
            para(
                translate(
                    "RulesHelp",
                    "Settings ▸ Options… sets the size of the cards, how fast they move and how long the "
                    "computer players pause before they play.",
                )
            ),
        ],
        level=3,
    )
