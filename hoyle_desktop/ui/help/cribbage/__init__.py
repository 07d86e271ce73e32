"""The cribbage rules page: the rules in the app's own words, then how to play them in the app.

Each part is a module of sections (:mod:`.basics`, :mod:`.play`, :mod:`.show`, :mod:`.variants`,
:mod:`.in_app`); :func:`page` puts them together under a contents list. The rules agree with
``docs/rules-notes/cribbage.md`` and the built-in house-rule profiles.
"""

from __future__ import annotations

from ..html import page as html_page
from ..html import translate
from . import basics, in_app, play, show, variants


def page() -> str:
    sections = [
        *basics.sections(),
        *play.sections(),
        *show.sections(),
        *variants.sections(),
        *in_app.sections(),
    ]
    return html_page(
        translate("RulesHelp", "Cribbage"),
        translate(
            "RulesHelp",
            "A game of pegging and counting for two, three or four players, scored on a board. "
            'The last part, <a href="#app">How to play in this app</a>, explains the table.',
        ),
        translate("RulesHelp", "Contents"),
        sections,
    )
