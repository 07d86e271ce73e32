"""Fixk: under a Vingt-un hand with an ace the felt showed the total alone ("18" under ace and
seven, "11" under a lone ace) while the prompt says "18 (or 8)". The felt says both while the ace
counts eleven, and the hard total once it has to count one; in English, German and French."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QPixmap
from test_translations import clean_translators  # noqa: F401  (a fixture)
from test_words_in_french_and_german import speak  # noqa: F401  (a fixture)

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine" / "vingt_un"))

from vingt_un_helpers import new_game, restart_hand, stake_all

from hoyle_desktop.engine.actions import Action
from hoyle_desktop.ui.banking.felt import Felt
from hoyle_desktop.ui.banking.model import TableModel

SOFT = {"en": "18 (or 8)", "de": "18 (oder 8)", "fr": "18 (ou 8)"}


def words_under_boxes(qtbot, game, seat: int) -> list[str]:
    felt = Felt(["You", "Computer 1", "Computer 2"], seat, lambda _name, w: QPixmap(w, int(w * 1.4)), "back")
    qtbot.addWidget(felt)
    felt.resize(1000, 700)
    felt.set_model(TableModel.from_view(game.view(seat)))
    felt.grab()
    return [line for _, text in felt.painted_words for line in text.splitlines()]


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_the_felt_says_both_values_of_a_soft_hand(qtbot, speak, lang) -> None:  # noqa: F811
    speak(lang)
    game = new_game(players=3)
    p1, _p2 = game.punters()
    restart_hand(game, "AH 9C TD 7D 6D 6H 8S")  # p1: ace and seven, then the eight
    stake_all(game, 1)
    soft = words_under_boxes(qtbot, game, p1)
    assert any(SOFT[lang] in text for text in soft), soft
    game.apply(p1, Action("card"))  # the eight: 16, the ace counts one
    hard = words_under_boxes(qtbot, game, p1)
    assert "16" in hard, hard
    assert not any(SOFT[lang] in text for text in hard), hard
