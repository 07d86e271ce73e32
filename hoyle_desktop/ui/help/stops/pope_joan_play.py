"""Pope Joan help: the play, the stops, what wins what (with a worked example) and the end of the deal."""

from __future__ import annotations

from ..html import Section, cards, fill, para, terms, translate
from . import common


def sections() -> list[Section]:
    return [_play(), _stops(), _wins(), _end()]


def _play() -> Section:
    return Section(
        "play",
        translate("RulesHelp", "The play"),
        [
            *common.sequence(),
            para(
                translate(
                    "RulesHelp",
                    "Trumps make no difference to the order of play: they only decide which cards win "
                    "the compartments.",
                )
            ),
        ],
    )


def _stops() -> Section:
    return Section(
        "stops",
        translate("RulesHelp", "Stops"),
        [
            common.stop_rule(),
            common.stop_reasons(removed=True, unseen=True),
            para(
                translate(
                    "RulesHelp",
                    "The turn-up can never be played either. So some stops are known to everyone from "
                    "the start: the four kings, the seven of diamonds (the eight is out) and the card just "
                    "below the turn-up, unless the turn-up is an ace. Each card of the spare hand makes "
                    "one more stop, which nobody can see coming.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "Aces, and the Pope, can only be played by leading them: nothing comes before an "
                    "ace, and the card before the Pope is the missing eight of diamonds. The house rule "
                    "<i>Pope in place of a stop</i> is the one exception: it lets the Pope stand in for a "
                    "missing card.",
                )
            ),
            common.stops_hint(),
        ],
    )


def _wins() -> Section:
    return Section(
        "wins",
        translate("RulesHelp", "What wins what"),
        [
            para(
                translate(
                    "RulesHelp",
                    "A chance is won only by <b>playing</b> its cards; holding them wins nothing. As "
                    "each card is played, its winnings are paid at once:",
                )
            ),
            terms(
                [
                    (
                        translate("RulesHelp", "Pope"),
                        translate(
                            "RulesHelp",
                            "the nine of diamonds takes the Pope compartment, and every other player "
                            "pays its player a stake for each card still in their hand.",
                        ),
                    ),
                    (
                        translate("RulesHelp", "Ace, King, Queen, Knave"),
                        translate("RulesHelp", "the card of that rank in trumps takes its compartment."),
                    ),
                    (
                        translate("RulesHelp", "Matrimony"),
                        translate(
                            "RulesHelp",
                            "the queen of trumps and then the king, played one straight after the other "
                            "by the same player, take Matrimony as well as Queen and King.",
                        ),
                    ),
                    (
                        translate("RulesHelp", "Intrigue"),
                        translate(
                            "RulesHelp",
                            "the knave of trumps and then the queen, played one straight after the other "
                            "by the same player, take Intrigue as well as Knave and Queen.",
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
                    "Since the holder of the next card must play it, a player who holds both cards of "
                    "Matrimony or Intrigue wins it as soon as the lower card is played. When the two "
                    "cards are in different hands, nobody wins it, and a king led on its own never "
                    "makes Matrimony.",
                )
            ),
            para(
                fill(
                    translate(
                        "RulesHelp",
                        "<b>An example.</b> Hearts are trumps and you hold %1. You lead the knave and take "
                        "Knave. The queen follows from your own hand and takes Queen and Intrigue; then "
                        "the king takes King and Matrimony. A king is a stop, so you lead again.",
                    ),
                    cards("JH QH KH"),
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
                "The winner also takes everything on Game. There is one exception to the payments: "
                "a player still holding the Pope pays nothing for their cards. Once the Pope has "
                "been played, its player pays like everyone else.",
            )
        ),
        para(
            translate(
                "RulesHelp",
                "Then the spare hand is shown face up, so that everyone can see which cards were "
                "missing, and the deal passes to the left.",
            )
        ),
    )
