"""Playtest 29 November (e), "Not mended" 1: Newmarket's Hint was one sentence of eleven lines, its
reasons joined by semicolons ("…so it costs you one of your leads sooner or later; the lead comes back
in 100 % of cases; your card the king of spades stops the run for sure…"). A lead's reasons now come
a short line each under the choice, the main reason on the choice's line; nothing is left out (the
lead's return, the sure stop, the stops spent, what is left, "either will do")."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from test_coach_card_cases import language

from hoyle_desktop.ai.coach import advise
from hoyle_desktop.ui.table.coach import SUB, advice_lines

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ai" / "coach"))
from coach_positions import positions  # the coach's seeded positions

# A word of each further part, in each language: the lead's return, the sure stop, what is left
WORDS = {
    "en": ("comes back to you", "stops for sure", "Stops left after it"),
    "de": ("kommt das Ausspiel", "endet sicher bei Ihnen", "Danach noch Ihre Stopper"),
    "fr": ("vous revient", "s’arrête à coup sûr", "Arrêts qui vous restent ensuite"),
}
EITHER = {"en": "either will do", "de": "beides geht", "fr": "l’un ou l’autre convient"}


def lead_hints(game: str, profile: str, seeds: range):
    """The hint's lines at each lead of a few seeded games between the Expert and Standard."""
    for seed in seeds:
        for g, seat in positions(game, profile, seed, steps=150):
            if g.view(seat).phase == "lead" and len(g.legal_actions(seat)) > 1:
                yield advice_lines(advise(game, g, seat))


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_a_leads_reasons_come_a_short_line_each(qapp, lang) -> None:
    with language(qapp, lang):
        said, ties = hints_said(lang)
    assert said == set(WORDS[lang])
    assert ties, "no lead worth the same as the next: 'either will do' not met"


def hints_said(lang: str) -> tuple[set[str], int]:
    said: set[str] = set()
    ties = 0
    for lines in lead_hints("newmarket", "newmarket", range(1, 3)):
        for line in lines:
            assert ";" not in line, line  # no reasons run together
        choices = [line for line in lines if not line.startswith(SUB)]
        subs = [line.removeprefix(SUB) for line in lines if line.startswith(SUB)]
        assert subs, lines
        assert all(line[:1].isupper() for line in subs), subs
        said |= {word for word in WORDS[lang] if any(word in line for line in subs)}
        ties += any(EITHER[lang] in line for line in choices)
    return said, ties
