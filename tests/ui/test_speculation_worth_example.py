"""Playtest (i): the rules page said "a card is worth the pool times its chance" but a new player
could not tell where the market's "72% chance" came from. The page now works one example through,
in every language."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from test_translations import clean_translators  # noqa: F401  (a fixture)

from hoyle_desktop import app as app_module

PAGE = Path(__file__).resolve().parents[2] / "resources" / "help" / "speculation.md"


def worth_example() -> str:
    section = PAGE.read_text(encoding="utf-8").split("{#worth}", 1)[1].split("\n## ", 1)[0]
    examples = [" ".join(p.split()) for p in section.split("\n\n") if p.strip().startswith("For example")]
    assert examples, "the worth section works no example through"
    return examples[0]


def test_the_worth_example_counts_as_the_offer_panel_does() -> None:
    """With one higher trump unseen among u cards, d of them face down, the best trump stays best
    (u - d) / u of the time (engine/speculation/chances.py): 36/49 of a pool of 6 is about 4.4. (The
playtest's own deal: turn-up 4♥ and K♥ seen, 14 down among 50: 72%, 4.32, as the panel said.)"""
    text = worth_example()
    assert "36" in text and "49" in text and "4.4" in text and "(73%)" in text
    assert round(6 * 36 / 49, 1) == 4.4 and round(100 * 36 / 49) == 73 and 5 * 3 - 2 == 13


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_the_worth_example_is_translated(clean_translators, lang) -> None:  # noqa: F811
    app_module.install_translators(clean_translators, lang)
    unit = worth_example()
    assert QCoreApplication.translate("RulesHelp", unit) != unit
