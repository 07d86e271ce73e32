"""Spin help: Spin itself, what wins what, the end of the deal, the games on offer, every house rule
and the sources."""

from __future__ import annotations

from ..html import Section, numbered, para, table, terms, translate
from . import common, common_end


def sections() -> list[Section]:
    return [
        _spin(),
        _wins(),
        _end(),
        common_end.broke_section(),
        common_end.game_end_section(),
        _variants(),
        _house_rules(),
    ]


def _spin() -> Section:
    return Section(
        "spin",
        translate("RulesHelp", "Spin, the ace of diamonds"),
        [
            para(
                translate(
                    "RulesHelp",
                    "The ace of diamonds is <b>Spin</b>. Whichever of these three ways it is played, "
                    "every other player pays its player three counters at once:",
                )
            ),
            numbered(
                [
                    translate(
                        "RulesHelp",
                        "<b>With a card that follows on.</b> When you play a card in sequence, you may lay "
                        "Spin beside it. Spin then counts as a stop, so you lead next.",
                    ),
                    translate(
                        "RulesHelp",
                        "<b>Alone, after a stop.</b> When you have the lead because you have just played a "
                        "stop, you may play Spin on its own. It is a stop too, so you keep the lead; you "
                        "need another card left to do this.",
                    ),
                    translate(
                        "RulesHelp",
                        "<b>As an ordinary ace.</b> You may simply lead it like any other card; the two of "
                        "diamonds then follows on.",
                    ),
                ]
            ),
            para(
                translate(
                    "RulesHelp",
                    "A player still holding Spin when someone goes out pays double for the cards left in "
                    "hand.",
                )
            ),
        ],
    )


def _wins() -> Section:
    return Section(
        "wins",
        translate("RulesHelp", "What wins what"),
        [
            terms(
                [
                    (
                        translate("RulesHelp", "Kings"),
                        translate(
                            "RulesHelp",
                            "every king played, led or following on, earns its player one counter from "
                            "each other player.",
                        ),
                    ),
                    (
                        translate("RulesHelp", "Spin"),
                        translate("RulesHelp", "three counters from each other player, as above."),
                    ),
                    (
                        translate("RulesHelp", "Matrimony"),
                        translate(
                            "RulesHelp",
                            "the queen and king of diamonds, which are <b>declared</b>, not played: a "
                            "player who still holds both may show them when they have the lead because "
                            "they have just played a stop, and takes what is on Matrimony.",
                        ),
                    ),
                    (
                        translate("RulesHelp", "Intrigue"),
                        translate(
                            "RulesHelp",
                            "the knave and queen of diamonds, declared in the same way.",
                        ),
                    ),
                    (
                        translate("RulesHelp", "Game", "the stake won by the first player out"),
                        translate(
                            "RulesHelp",
                            'the first player out of cards takes Game (see <a href="#end">The end of '
                            "the deal</a>).",
                        ),
                    ),
                ]
            ),
            para(
                translate(
                    "RulesHelp",
                    "Declared cards stay in their holder's hand, face up for all to see, and are played "
                    "later like any others. Each pair can be declared once a deal. The first lead of a "
                    "deal does not follow a stop, so nobody can declare with it.",
                )
            ),
            common.paid_at_once(),
        ],
    )


def _end() -> Section:
    return common.end_section(
        para(
            translate(
                "RulesHelp",
                "The winner also takes everything on Game, and a player still holding Spin pays "
                "double. The winner is let off the next stake on Game.",
            )
        ),
    )


def _variants() -> Section:
    rows = [
        [
            translate("RulesHelp", "Spin"),
            translate(
                "RulesHelp",
                "Peel's game: kings pay one counter, Spin three, the last winner is let off the next "
                "stake on Game, and an unplayed Spin pays double.",
            ),
        ]
    ]
    return Section(
        "variants",
        translate("RulesHelp", "The games on offer"),
        [
            common_end.games_on_offer_intro(),
            table([translate("RulesHelp", "House rules"), translate("RulesHelp", "What is different")], rows),
        ],
    )


def _house_rules() -> Section:
    options = [
        *common_end.shared_options(),
        (
            translate("RulesHelp", "Stake"),
            translate(
                "RulesHelp",
                "the counters in a stake: each player but the dealer stakes this on Game, and the dealer "
                "stakes twice this on Matrimony and once on Intrigue.",
            ),
        ),
        (
            translate("RulesHelp", "Paid for Spin"),
            translate("RulesHelp", "what every other player pays the player of Spin."),
        ),
        (
            translate("RulesHelp", "Paid for a king"),
            translate("RulesHelp", "what every other player pays the player of a king."),
        ),
        (
            translate("RulesHelp", "Dealer stakes Game too"),
            translate(
                "RulesHelp",
                "the dealer stakes Game as well as Matrimony and Intrigue. Peel mentions it, and finds it "
                "hard on the dealer.",
            ),
        ),
        (
            translate("RulesHelp", "Winner skips the next Game stake"),
            translate(
                "RulesHelp", "the last deal's winner does not stake the next Game (on in Peel's game)."
            ),
        ),
        (
            translate("RulesHelp", "Unplayed Spin pays double"),
            translate(
                "RulesHelp",
                "a player still holding Spin when another goes out pays twice as much a card (on in "
                "Peel's game).",
            ),
        ),
    ]
    return Section(
        "house-rules",
        translate("RulesHelp", "House rules"),
        [common_end.options_intro(), terms(options)],
    )


def sources() -> str:
    return translate(
        "RulesHelp",
        "These rules follow the chapter on Spin in W. H. Peel's <i>Round Games with Cards</i>, which "
        "leaves much of the play to his account of Pope Joan.",
    )
