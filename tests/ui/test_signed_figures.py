"""Playtest 29 November (b): the review of a Pope Joan deal read "-3", "-16" with a hyphen and "+0"
for a player who neither won nor paid, where the coach and the banking tables write "−3" and "0".
Every table's signed figures (the review, the standings at the end) now come from one function."""

from __future__ import annotations

from test_translations import clean_translators  # noqa: F401  (a fixture)

from hoyle_desktop.ui.loto.wording import standing_line as loto_standing
from hoyle_desktop.ui.table.counter_words import signed
from hoyle_desktop.ui.table.hand_review import HandReviewDialog
from hoyle_desktop.ui.trading.words import standing_line as trading_standing
from hoyle_desktop.ui.tricks.words import counters_line as tricks_standing


def test_a_signed_figure_has_the_minus_sign_and_no_plus_on_nothing(qapp) -> None:
    assert [signed(n) for n in (7, -3, 0)] == ["+7", "\u22123", "0"]


def test_the_review_writes_its_figures_with_the_minus_sign(qtbot) -> None:
    dialog = HandReviewDialog(
        [], [], ["You", "Computer 1", "Computer 2"], lambda e, n: [7, -3, 0], "Counters"
    )
    qtbot.addWidget(dialog)
    assert [dialog.table.item(row, 2).text() for row in range(3)] == ["+7", "\u22123", "0"]


def test_the_standings_write_their_figures_with_the_minus_sign(qapp) -> None:
    assert loto_standing("Computer 1", -5) == "Computer 1: \u22125"
    assert tricks_standing("Computer 1", 0) == "Computer 1: 0"
    assert trading_standing("Computer 2", -1) == "Computer 2: \u22121"


def test_the_french_game_summary_agrees_its_words(clean_translators) -> None:  # noqa: F811
    """Playtest (b), Snip-Snap-Snorum in French: the game's summary read "20 jetons gagné(s)
    (gagnant)" and "5 jetons perdu(s)"; the history beside it said "gain de 20 jetons"."""
    from hoyle_desktop import app as app_module
    from hoyle_desktop.ui.table.game_summary import result_text

    app_module.install_translators(clean_translators, "fr")
    assert result_text(False, 20) == "gain de 20 jetons"
    assert result_text(False, -1) == "perte de 1 jeton"
