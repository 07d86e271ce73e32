"""Stops help, how to play in this app: what differs from game to game on the shared table.

The board (``ui/stops/board.py``: a round tray of compartments, or Newmarket's pool cards) and the
buttons the table makes from the engine's actions (``ui/stops/wording.action_text``): the Pope in
lieu and Pass in Pope Joan; Spin with a card, Spin alone and the declarations in Spin.
"""

from __future__ import annotations

from ..html import Section, cards, fill, para, terms, translate


def board(game: str) -> Section:
    where = {
        "pope_joan": translate(
            "RulesHelp",
            "The board on the left is a round tray with a compartment for each chance: eight, or five "
            "for Five-Pool Pope. Once trumps are known, each compartment shows the cards that win it.",
        ),
        "spin": translate(
            "RulesHelp",
            "The board on the left is a round tray with three compartments: Matrimony, Intrigue and Game.",
        ),
        "newmarket": translate(
            "RulesHelp",
            "The board on the left shows the four pool cards of the deal, with the counters staked on "
            "each lying below it.",
        ),
        "jig": translate(
            "RulesHelp",
            "There is no board unless the house rules add a pool; the pool is then a round dish on the left.",
        ),
    }[game]
    return Section(
        "app-board",
        translate("RulesHelp", "The board and the counters"),
        [
            para(where),
            para(
                translate(
                    "RulesHelp",
                    "Counters are drawn in stacks of five, each five in a new colour, and a brass "
                    "medallion gives the number. Whenever counters change hands they fly from the purse or "
                    "the board to where they are going, and whatever is won on the board glows for a moment.",
                )
            ),
        ],
        level=3,
    )


def column(game: str) -> list[str]:
    """The column on the right of the table: the spare (dead) hand and the turn-up, if any."""
    if game == "pope_joan":
        return [
            para(
                translate(
                    "RulesHelp",
                    "On the right lies the spare hand, labelled <b>Dead hand</b>, face down until the deal "
                    "ends (face up for a dealer allowed to look at it), and below it the turn-up, with the "
                    "trump suit named above it.",
                )
            )
        ]
    if game == "newmarket":
        return [
            para(
                translate(
                    "RulesHelp",
                    "When a dead hand is dealt, it lies on the right, labelled <b>Dead hand</b>, face down "
                    "until the deal ends.",
                )
            )
        ]
    return []


def calls(game: str) -> str:
    """The calls that appear in bubbles beside the players."""
    return {
        "pope_joan": translate(
            "RulesHelp",
            "What the players call appears in a bubble beside them as it happens: <i>Pope!</i>, "
            "<i>Matrimony!</i> and the like as a chance is won, <i>Stop!</i> at each stop and <i>Out!</i> "
            "for the winner.",
        ),
        "spin": translate(
            "RulesHelp",
            "What the players call appears in a bubble beside them as it happens: <i>Spin!</i> as "
            "Spin is played, <i>Matrimony!</i> or <i>Intrigue!</i> when declared, <i>Stop!</i> at each "
            "stop and <i>Out!</i> for the winner.",
        ),
        "newmarket": translate(
            "RulesHelp",
            "What the players call appears in a bubble beside them as it happens: <i>Pool card!</i> as "
            "a pool card's stakes are won, <i>Stop!</i> at each stop and <i>Out!</i> for the winner.",
        ),
        "jig": translate(
            "RulesHelp",
            "What the players call appears in a bubble beside them as it happens: every call from "
            "<i>Snip</i> to <i>Jig!</i>, <i>Snap-Jig!</i> and the like at a stop, and <i>Out!</i> for the "
            "winner.",
        ),
    }[game]


def buttons(game: str) -> Section | None:
    if game == "pope_joan":
        return _pope_in_lieu()
    if game == "spin":
        return _spin()
    return None


def _pope_in_lieu() -> Section:
    return Section(
        "app-buttons",
        translate("RulesHelp", "The Pope in place of a stop"),
        [
            para(
                translate(
                    "RulesHelp",
                    "Pope Joan needs no buttons: every card is played by clicking it. The one exception is "
                    "the house rule <b>Pope in place of a stop</b>.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "With that rule, when a run stops for want of a card and you hold the Pope, the table "
                    "waits for you and offers two buttons: <b>Play the Pope in lieu</b> (clicking the nine "
                    "of diamonds does the same) and <b>Pass</b>. When you played the stop yourself, "
                    "<b>Play the Pope in lieu</b> is offered beside your lead instead.",
                )
            ),
            para(
                translate(
                    "RulesHelp",
                    "When another player holds the Pope, that player decides without the table pausing, "
                    "so a stop looks the same wherever the Pope lies.",
                )
            ),
        ],
        level=3,
    )


def _spin() -> Section:
    example = cards("7C")
    return Section(
        "app-buttons",
        translate("RulesHelp", "Spin and the declarations"),
        [
            para(translate("RulesHelp", "Spin's choices appear as buttons when you may make them:")),
            terms(
                [
                    (
                        fill(translate("RulesHelp", "Play %1 with Spin"), example),
                        fill(
                            translate(
                                "RulesHelp",
                                "when you hold Spin and the card that follows on, here the %1: plays both, "
                                "and Spin makes a stop. Clicking Spin does the same; clicking the %1 "
                                "plays it without Spin.",
                            ),
                            example,
                        ),
                    ),
                    (
                        translate("RulesHelp", "Play Spin alone (a stop)"),
                        translate(
                            "RulesHelp",
                            "when you lead just after playing a stop and have another card left. "
                            "Clicking the ace of diamonds does the same; the button <b>Lead A♦ as an "
                            "ordinary ace</b> leads it for the two of diamonds to follow.",
                        ),
                    ),
                    (
                        translate("RulesHelp", "Declare Matrimony"),
                        translate(
                            "RulesHelp",
                            "when you lead just after playing a stop and still hold the queen and king "
                            "of diamonds. The two cards are shown to everyone and stay in your hand.",
                        ),
                    ),
                    (
                        translate("RulesHelp", "Declare Intrigue"),
                        translate(
                            "RulesHelp",
                            "the same, for the knave and queen of diamonds.",
                        ),
                    ),
                ]
            ),
        ],
        level=3,
    )
