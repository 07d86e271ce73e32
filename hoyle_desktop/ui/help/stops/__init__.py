"""The rules pages of the stops family: Pope Joan, Spin, Newmarket and Jig (Peel, Round Games with Cards).

What the four games share is written once (:mod:`.common`, :mod:`.common_end`), and so is the table
they share (:mod:`.in_app`, with each game's board and buttons in :mod:`.in_app_games`); each game
has its own modules of sections. The rules agree with ``docs/rules-notes/pope-joan-family.md``, the
engine (``engine/stops/``) and the built-in house-rule profiles.
"""

from __future__ import annotations

from collections.abc import Callable

from ..html import Section, translate
from ..html import page as html_page
from . import (
    common,
    common_end,
    in_app,
    jig,
    jig_more,
    newmarket,
    newmarket_more,
    pope_joan,
    pope_joan_more,
    pope_joan_play,
    snip,
    spin,
    spin_more,
)


def _page(title: str, summary: str, game: str, rules: list[Section], sources: Callable[[], str]) -> str:
    sections = [*rules, *in_app.sections(game), common_end.sources_section(sources())]
    lead = summary + " " + common.lead_link()
    return html_page(title, lead, translate("RulesHelp", "Contents"), sections)


def pope_joan_page() -> str:
    return _page(
        translate("RulesHelp", "Pope Joan"),
        translate(
            "RulesHelp",
            "A round game for three to eight players, played for counters on a board of eight "
            "compartments: play your cards in runs up the suit, win the stakes with the right cards, "
            "and be the first out.",
        ),
        "pope_joan",
        [*pope_joan.sections(), *pope_joan_play.sections(), *pope_joan_more.sections()],
        pope_joan_more.sources,
    )


def spin_page() -> str:
    return _page(
        translate("RulesHelp", "Spin"),
        translate(
            "RulesHelp",
            "Pope Joan's quicker cousin for three to eight players, with no spare hand: kings and the ace "
            "of diamonds pay as they fall, and the first out takes Game.",
        ),
        "spin",
        [*spin.sections(), *spin_more.sections()],
        spin_more.sources,
    )


def newmarket_page() -> str:
    return _page(
        translate("RulesHelp", "Newmarket"),
        translate(
            "RulesHelp",
            "A game of runs for three to eight players, with counters staked on four pool cards that "
            "the right cards win as they are played.",
        ),
        "newmarket",
        [*newmarket.sections(), *newmarket_more.sections()],
        newmarket_more.sources,
    )


def jig_page() -> str:
    return _page(
        translate("RulesHelp", "Jig"),
        translate(
            "RulesHelp",
            "Runs of five cards at most, each card with its call from Snip to Jig, for three to eight "
            "players; the first out wins.",
        ),
        "jig",
        [*jig.sections(), *jig_more.sections()],
        jig_more.sources,
    )


def snip_snap_snorum_page() -> str:
    return _custom_page(
        translate("RulesHelp", "Snip-Snap-Snorum"),
        translate(
            "RulesHelp",
            "A round game for two to ten players with five counters each: pair the card just played, "
            "Snip, Snap and Snorum making its player pay into the pool, and be the last one in.",
        ),
        snip.page_sections(),
        snip.sources,
    )


def _custom_page(title: str, summary: str, sections: list[Section], sources: Callable[[], str]) -> str:
    """A page with its own sections on the table (a game paired, not played in suit sequence)."""
    all_sections = [*sections, common_end.sources_section(sources())]
    return html_page(title, summary, translate("RulesHelp", "Contents"), all_sections)
