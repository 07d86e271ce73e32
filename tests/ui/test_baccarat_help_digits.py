"""Polish (e): Baccarat's rules page said the digit keys set "that many stake units (0 is ten)",
while the table's amount box takes the amount itself, digit after digit (`5` then `0` is 50
counters, not fifty units of 10). The page says what the table does, in English, German and French."""

from __future__ import annotations

import pytest
from help_pages import tables
from table_windows import new_setup, table_window
from test_amount_refused import _amount_asked
from test_translations import clean_translators  # noqa: F401  (a fixture)

from hoyle_desktop import app as app_module
from hoyle_desktop.ui.rules_help import rules_text

UNITS = {"en": "stake unit", "de": "Einsatzeinheit", "fr": "unités de mise"}


def _digit_row(lang: str) -> str:
    """The Keyboard table's row of the number keys, in ``lang``."""
    rows = [row for table in tables(rules_text("baccarat")) for row in table if len(row) == 2]
    digits = [text for key, text in rows if "9" in key and "0" in key]
    assert len(digits) == 1, rows
    return digits[0]


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_the_page_says_the_digits_type_the_amount_itself(clean_translators, lang) -> None:  # noqa: F811
    if lang != "en":
        app_module.install_translators(clean_translators, lang)
    row = _digit_row(lang)
    assert UNITS[lang] not in row, row
    assert "50" in row and "10" in row, row  # its examples, the ones the table is tried with below


def test_the_table_takes_the_amount_itself(qtbot) -> None:
    """What the page says, at the table: the bank put up (its first question at this seed), then a
    stake's box, where nothing is an amount."""
    from hoyle_desktop.engine.baccarat.rules import amounts
    from hoyle_desktop.ui.banking.amount import AmountBox

    window = table_window(qtbot)
    table = window.open_table(new_setup(window, "baccarat", "baccarat", 3, seed=3))
    _amount_asked(qtbot, table, "bank")
    assert table.game.cfg.stake_unit == 10 and 50 in table.amount.values
    table.setFocus()
    qtbot.keyClicks(table, "5")
    qtbot.keyClicks(table, "0")
    assert table.amount.chosen() == 50  # fifty counters: not fifty stake units (500)
    qtbot.keyClicks(table, "0")  # 500 passes the most: a new number, 0 alone, ten at a bank
    assert table.amount.chosen() == 10
    table.session.stop()
    stake = AmountBox()  # a stake's amounts (the table's own box, as set_values gives them)
    qtbot.addWidget(stake)
    stake.set_values(amounts(10, 200, least=0), "nothing", "stake")
    stake.pick_digit(0)
    assert stake.chosen() == 0 and stake.text() == "nothing"
