"""Playtest of 29 November (Newmarket): the history said "1 counter from the King pool card", the
board's title for the pool set inside a sentence with its capital, where the rules page writes "the
king pool card". Inside the history's sentences a pool card is named as the page names it, in each
language (German "von der Pottkarte König", French "de la carte de cagnotte du roi")."""

from __future__ import annotations

import pytest
from test_translations import clean_translators  # noqa: F401  (a fixture)

from hoyle_desktop import app as app_module
from hoyle_desktop.ui.stops.history_words import take_line


@pytest.mark.parametrize(
    ("lang", "pool", "said"),
    [
        ("en", "king", "Computer 1: 1 counter from the king pool card"),
        ("en", "ace", "Computer 1: 1 counter from the ace pool card"),
        ("en", "knave", "Computer 1: 1 counter from the knave pool card"),
        ("de", "king", "Computer 1: 1 Spielmarke von der Pottkarte König"),
        ("fr", "queen", "Computer 1\u00a0: 1 jeton de la carte de cagnotte de la dame"),
        ("fr", "king", "Computer 1\u00a0: 1 jeton de la carte de cagnotte du roi"),
        ("fr", "ace", "Computer 1\u00a0: 1 jeton de la carte de cagnotte de l’as"),
    ],
)
def test_a_pool_card_in_the_history_reads_as_in_a_sentence(clean_translators, lang, pool, said) -> None:  # noqa: F811
    app_module.install_translators(clean_translators, lang)
    assert take_line("pool_card", "Computer 1", 1, pool) == said
