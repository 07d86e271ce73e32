"""Snip-Snap-Snorum help: pairing the card just played, the calls and their penalties, leaving the
table, the variations (the whole pack, first out wins, Turn-up Snip, the fine) and how the table
plays it. Agrees with ``engine/stops/snip.py``, its profiles and ``docs/rules-notes/snip-snap-snorum.md``.
"""

from __future__ import annotations

from ..app_keys import button_keys, keys_section, moving_keys
from ..html import Section, bullets, para, shortcut, terms, translate
from . import common, common_end


def page_sections() -> list[Section]:
    return [_object(), _cards(), _play(), _end(), _variations(), _hints(), _in_app(), _keys()]


def _object() -> Section:
    return Section(
        "object",
        translate("RulesHelp", "The object of the game"),
        [
            para(
                translate(
                    "RulesHelp",
                    "Each player in turn plays a card face up. Whoever plays a card of the same rank as "
                    "the card played just before him <b>pairs</b> it, and the player he paired pays "
                    "counters into the pool. Keep your counters longer than everyone else and the pool "
                    "is yours.",
                )
            )
        ],
    )


def _cards() -> Section:
    return Section(
        "cards",
        translate("RulesHelp", "Players, cards and counters"),
        [
            para(
                translate(
                    "RulesHelp",
                    "Two to ten play with the full pack of 52 cards; with the short pack of 32 (sevens "
                    "up to aces) six at most. Everyone starts with five counters.",
                )
            ),
            *common.first_dealer(),
            para(
                translate(
                    "RulesHelp",
                    "The dealer gives everyone five cards, one at a time from his left; the rest of the "
                    "pack is the <b>stock</b>, left face down. The player on the dealer's left plays "
                    "first.",
                )
            ),
        ],
    )


def _play() -> Section:
    return Section(
        "play",
        translate("RulesHelp", "The play: Snip, Snap and Snorum"),
        [
            para(
                translate(
                    "RulesHelp",
                    "The first player plays any card. The next player on the left must pair it if he "
                    "holds a card of its rank; otherwise he plays any card he likes, and so on round "
                    "the table.",
                )
            ),
            terms(
                [
                    (
                        translate("RulesHelp", "Snip"),
                        translate("RulesHelp", "the first pairing: the player paired pays 1 counter"),
                    ),
                    (
                        translate("RulesHelp", "Snap"),
                        translate(
                            "RulesHelp", "the Snip card paired in its turn: the player who called Snip pays 2"
                        ),
                    ),
                    (
                        translate("RulesHelp", "Snorum"),
                        translate(
                            "RulesHelp",
                            "the Snap card paired, the last of the four: the player who called Snap pays 3",
                        ),
                    ),
                ]
            ),
            para(
                translate(
                    "RulesHelp",
                    "Only the card played immediately before can be paired: any other card in between "
                    "breaks the chain, and the next card of the rank is a fresh Snip. When all four of a "
                    "rank are out, the next player starts afresh with any card.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "When everyone has played his five cards, the deal passes to the left and five new "
                    "cards are dealt from a freshly shuffled pack.",
                )
            ),
        ],
    )


def _end() -> Section:
    return Section(
        "end",
        translate("RulesHelp", "Leaving the table and the end"),
        [
            para(
                translate(
                    "RulesHelp",
                    "A player who pays his last counter is out of the game at once. If he still holds "
                    "cards, they go face down onto the stock, unseen, and he is dealt no more. A player "
                    "who owes more than he has pays what he has.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "When only one player has counters left, he is the winner and takes the whole pool.",
                )
            ),
        ],
    )


def _variations() -> Section:
    return Section(
        "variations",
        translate("RulesHelp", "Variations and house rules"),
        [
            common_end.options_intro(),
            bullets(
                [
                    translate(
                        "RulesHelp",
                        "<b>The whole pack dealt</b>: all the cards are dealt, as evenly as they go. A "
                        "player keeps playing one card after another until the next player pairs one; "
                        "then play rests with the pairer, who plays on in the same way.",
                    ),
                    translate(
                        "RulesHelp",
                        "<b>First out wins</b> (with the whole pack): counters are unlimited (an empty "
                        "purse is filled again), and the first player out of cards takes the pool at the "
                        "end of every deal. The game lasts a set number of deals.",
                    ),
                    translate(
                        "RulesHelp",
                        "<b>Turn-up Snip</b>: the dealer turns up the top card of the stock, and the first "
                        "player must pair it if he can. Then the dealer pays for that Snip, or (the better "
                        "way, the built-in profile) the pool pays the first player one counter.",
                    ),
                    translate(
                        "RulesHelp",
                        "<b>Failing to pair</b>: the table does not let you skip a pairing. As a house "
                        "rule you may: the player who fails pays double what he would have made the other "
                        "pay, and that player pays as if he had been paired.",
                    ),
                ]
            ),
        ],
    )


def _hints() -> Section:
    return Section(
        "hints",
        translate("RulesHelp", "Hints"),
        [
            para(
                translate(
                    "RulesHelp",
                    "Watch which ranks have been played. A card of a rank whose other cards are nearly "
                    "all out is almost safe to play; one whose rank is all out is quite safe. If you hold "
                    "two of a kind, play one of them: only two others can pair it.",
                )
            )
        ],
    )


def _in_app() -> Section:
    return Section(
        "app",
        translate("RulesHelp", "How to play in this app"),
        [
            para(
                translate(
                    "RulesHelp",
                    "The computer players sit along the top, each with his purse; the pool lies on the "
                    "left, the stock (and any turn-up) on the right. Played cards are laid out by suit "
                    "and rank, so you can see at a glance how many of each rank are gone; the chain in "
                    "play is bright and earlier cards are dimmed. Every call is shown in a bubble by "
                    "the player who makes it, and counters fly to the pool.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "Click a card (or drag it up onto the table) to play it. When you must pair, the "
                    "cards that pair are marked and the prompt says so; any other card is refused with "
                    "the reason.",
                )
            ),
        ],
    )


def _keys() -> Section:
    return keys_section(
        [
            moving_keys(),
            (shortcut("Space"), translate("RulesHelp", "play the marked card")),
            (shortcut("Enter"), translate("RulesHelp", "play the card that pairs")),
            button_keys(translate("RulesHelp", "press that button (Play again)")),
        ]
    )


def sources() -> str:
    return translate(
        "RulesHelp",
        "These rules follow the chapter on Snip-Snap-Snorum in W. H. Peel's <i>Round Games with "
        "Cards</i>, with its variations and Turn-up Snip. The game played like Pope Joan under the same "
        "name is Jig, which has its own page.",
    )
