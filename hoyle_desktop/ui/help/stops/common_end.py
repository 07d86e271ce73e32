"""Stops help: what the four pages share towards their end: running out of counters, the end of the
game, the house rules every game has, the games-on-offer and sources sections."""

from __future__ import annotations

from ..html import Section, para, terms, translate
from .face_down import played_face_down_option


def broke_section() -> Section:
    return Section(
        "broke",
        translate("RulesHelp", "Running out of counters"),
        [
            para(
                translate(
                    "RulesHelp",
                    "A player whose purse runs dry carries on in one of two ways, as the house rules say:",
                )
            ),
            terms(
                [
                    (
                        translate("RulesHelp", "Buy in again"),
                        translate(
                            "RulesHelp",
                            "the player takes a fresh purse from the box as soon as a payment needs "
                            "it, and also at the end of a deal if the purse is empty. Counters bought "
                            "in are not winnings: they count against the player at the end.",
                        ),
                    ),
                    (
                        translate("RulesHelp", "Leave the table"),
                        translate(
                            "RulesHelp",
                            "the player pays what is left and the rest of the debt goes unpaid. They "
                            "play the deal out and leave at its end. If fewer than three players are "
                            "left, the game ends there.",
                        ),
                    ),
                ]
            ),
        ],
        level=3,
    )


def game_end_section() -> Section:
    return Section(
        "game-end",
        translate("RulesHelp", "The end of the game"),
        [
            para(
                translate(
                    "RulesHelp",
                    "A game lasts as many deals as the house rules say: by default one round, so that "
                    "everyone deals once.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "Counters still on the board after the last deal are shared equally among the "
                    "players still at the table; any odd counters go one each to the players from the "
                    "last dealer's left.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "Whoever has won the most counters wins the game, and players level at the top "
                    "share the win.",
                )
            ),
        ],
        level=3,
    )


def shared_options() -> list[tuple[str, str]]:
    return [
        (
            translate("RulesHelp", "Players"),
            translate(
                "RulesHelp",
                "how many sit at the table, you included: three to eight. The New Game dialog lets you "
                "change it each time.",
            ),
        ),
        (
            translate("RulesHelp", "Purse"),
            translate("RulesHelp", "the counters each player starts with, and takes again on buying in."),
        ),
        (
            translate("RulesHelp", "When a purse is empty"),
            translate(
                "RulesHelp",
                'buy in again, or pay what is left and leave the table after the deal (see <a href="'
                '#broke">Running out of counters</a>).',
            ),
        ),
        (
            translate("RulesHelp", "Deals"),
            translate(
                "RulesHelp",
                "how many deals make the game; 0 means one round, so that everyone deals once.",
            ),
        ),
        (
            translate("RulesHelp", "Stake a card"),
            translate(
                "RulesHelp",
                "the counters the first player out receives for each card left in another player's hand.",
            ),
        ),
        played_face_down_option(),
    ]


def peels_amounts() -> str:
    return para(
        translate(
            "RulesHelp",
            "The amounts given here are those of Peel's game; the "
            '<a href="#house-rules">house rules</a> can change them.',
        )
    )


def options_intro() -> str:
    return para(
        translate(
            "RulesHelp",
            "These are the settings Game ▸ House Rules… shows for this game, by the names it gives them:",
        )
    )


def games_on_offer_intro() -> str:
    return para(
        translate(
            "RulesHelp",
            "The New Game dialog offers these sets of house rules. Game ▸ House Rules… shows "
            "every setting of each, and lets you copy one and change it.",
        )
    )


def sources_section(about: str) -> Section:
    """``about``: a translated paragraph on this game's part of Peel's book."""
    return Section(
        "sources",
        translate("RulesHelp", "Where these rules come from"),
        [
            para(about),
            para(
                translate(
                    "RulesHelp",
                    "Where the book leaves a question open, such as who deals first or what becomes of "
                    "counters left on the board at the end, the app makes the choice described on this "
                    "page. Everything here is told in our own words.",
                )
            ),
        ],
    )
