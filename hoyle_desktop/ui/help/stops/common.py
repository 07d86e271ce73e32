"""Stops help: what Pope Joan, Spin, Newmarket and Jig share, written once for the four pages.

Counters and purses, finding the first dealer, the run of cards up the suit, what makes a stop,
going out and paying for cards left in hand, running out of counters and the end of the game, as
the engine (``engine/stops/core.py``) plays them. Each game's module adds its own paragraphs.
"""

from __future__ import annotations

from ..html import Section, bullets, para, translate


# -- counters ---------------------------------------------------------------------------------------
def counters() -> str:
    return para(
        translate(
            "RulesHelp",
            "The game is played for counters. Each player starts with a purse of them (fifty, unless "
            "the house rules say otherwise), and every stake and payment is made in counters.",
        )
    )


# -- the deal -----------------------------------------------------------------------------------------
def first_dealer() -> list[str]:
    return [
        para(
            translate(
                "RulesHelp",
                "To find the first dealer, cards are dealt face up round the table, one to each player "
                "in turn, until a knave turns up: whoever receives it deals first.",
            )
        ),
        para(
            translate(
                "RulesHelp",
                "After each deal the deal passes to the next player on the left. The player on the "
                "dealer's left, who plays first, is called the <b>elder hand</b>.",
            )
        ),
    ]


def whole_pack_dealt() -> str:
    return para(
        translate(
            "RulesHelp",
            "The dealer shuffles and deals the whole pack face down, one card at a time, beginning on "
            "the left. The cards rarely come out even, so the players nearest the dealer's left may "
            "get one card more than the others. There is no turn-up and there are no trumps.",
        )
    )


# -- the run and its stops ------------------------------------------------------------------------------
def sequence() -> list[str]:
    return [
        para(
            translate(
                "RulesHelp",
                "The elder hand leads: any card at all, laid face up on the table.",
            )
        ),
        para(
            translate(
                "RulesHelp",
                "Whoever holds the next card of the same suit, one rank higher, must play it at once, "
                "wherever they sit. Then the holder of the card above that plays it, and so on up the "
                "suit. These cards are a <b>run</b>.",
            )
        ),
        para(
            translate(
                "RulesHelp",
                "The cards rank from ace, the lowest, through two, three and so on to ten, knave, queen "
                "and king, the highest. Each suit is a sequence of its own: a run never changes suit.",
            )
        ),
        para(
            translate(
                "RulesHelp",
                "Nobody plays in turn round the table, and nobody may hold back the card that follows "
                "on: it is played by whoever has it, even if that is the same player again.",
            )
        ),
    ]


def stop_rule() -> str:
    return para(
        translate(
            "RulesHelp",
            "When nobody can play the next card, the run ends. The card played last is called a "
            "<b>stop</b>, and its player leads again: any card from their hand, starting a new run.",
        )
    )


def stop_reasons(*, removed: bool, unseen: bool) -> str:
    """Why nobody can play the next card; ``removed`` and ``unseen`` say whether the game has cards
    taken out of the pack and a hand nobody plays."""
    reasons = [translate("RulesHelp", "it is a king: nothing comes after a king, so every king is a stop")]
    if removed:
        reasons.append(translate("RulesHelp", "the next card has been taken out of the pack"))
    reasons.append(translate("RulesHelp", "the next card has already been played in this deal"))
    if unseen:
        reasons.append(translate("RulesHelp", "the next card lies in a hand that nobody plays"))
    return para(translate("RulesHelp", "A card is a stop when:")) + bullets(reasons)


def stops_hint() -> str:
    return para(
        translate(
            "RulesHelp",
            "Playing a stop gives you the lead, and the lead lets you get rid of a card you could not "
            "otherwise play. So it pays to remember what has gone and to work out which of your cards "
            "are stops.",
        )
    )


# -- going out ------------------------------------------------------------------------------------------
def going_out() -> str:
    return para(
        translate(
            "RulesHelp",
            "The first player to get rid of every card is <b>out</b>: the deal ends at once, and that "
            "player wins it. Every other player pays the winner one stake (a counter, unless the house "
            "rules say otherwise) for each card still in their hand.",
        )
    )


def paid_at_once() -> str:
    return para(
        translate(
            "RulesHelp",
            "Every payment is due the moment the card that earns it is played. The app collects each "
            "one at once, so none can be forgotten.",
        )
    )


# -- house rules every game of the family has ------------------------------------------------------------


# -- sources --------------------------------------------------------------------------------------------


def lead_link() -> str:
    return translate(
        "RulesHelp",
        'The last part, <a href="#app">How to play in this app</a>, explains the table.',
    )


def deal_section() -> Section:
    """The deal of Spin, Newmarket and Jig: the first dealer, then the whole pack round the table."""
    return Section("deal", translate("RulesHelp", "The deal"), [*first_dealer(), whole_pack_dealt()])


def play_section() -> Section:
    return Section("play", translate("RulesHelp", "The play"), sequence())


def end_section(*blocks: str) -> Section:
    """The end of a deal: going out, then what this game adds (``blocks``)."""
    return Section("end", translate("RulesHelp", "The end of the deal"), [going_out(), *blocks])
