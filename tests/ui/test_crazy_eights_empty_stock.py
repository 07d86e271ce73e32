"""Crazy Eights at an empty stock and the Hint's card (playtest (g), 29 November).

With the stock empty the prompt still said "click the stock or press D" while the stock had gone
from the felt, and nothing said what the draw would do: the discards, less the top card, shuffled
into a new stock (the profile's house rule; the book, seed 003, gives no rule for an empty stock,
docs/rules-notes/crazy-eights.md). The reshuffle's line in the history had no full stop. The card
the Hint named lay under its right neighbour, its ring and frame half covered."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from table_windows import new_setup, table_window
from test_translations import clean_translators  # noqa: F401  (a fixture)
from test_words_in_french_and_german import speak  # noqa: F401  (a fixture)

pytestmark = pytest.mark.slow


def _ready(qtbot, table) -> None:
    qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=30_000)


def _to_a_draw(qtbot, table) -> None:
    """Play the first card allowed until the person can only draw."""
    for _ in range(200):
        _ready(qtbot, table)
        legal = table.game.legal_actions(table.human)
        if [a.kind for a in legal] == ["draw"]:
            return
        table.session.act(legal[0])
    pytest.fail("the person never had to draw")


def test_empty_stock_prompt_says_the_discards_are_shuffled(qtbot) -> None:
    window = table_window(qtbot, show_hints=False)
    table = window.open_table(new_setup(window, "crazy_eights", "crazy-eights", 3, seed=5, strength="random"))
    _to_a_draw(qtbot, table)
    game = table.game
    game.discard[:-1] = game.stock + game.discard[:-1]  # the stock runs out: every card is a discard
    game.stock = []
    table._refresh_controls()
    prompt = table.panel.prompt.text()
    assert "click the stock" not in prompt, prompt
    assert "the discards, all but the top card, are shuffled into a new stock" in prompt, prompt
    before = table.panel.history.count()
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_D)
    qtbot.waitUntil(lambda: table.panel.history.count() > before, timeout=10_000)
    line = table.panel.history_texts()[before]
    assert line.startswith("The stock is empty") and line.endswith("."), line


@pytest.mark.parametrize(
    ("lang", "said", "key"),
    [
        ("de", "zuerst wird der Ablagestapel bis auf die oberste Karte zu einem neuen Stapel gemischt", "K"),
        ("fr", "la défausse, sauf sa carte du dessus, est d’abord mélangée pour faire une nouvelle pioche", "P"),  # noqa: E501
    ],
)
def test_empty_stock_words_in_german_and_french(speak, lang: str, said: str, key: str) -> None:  # noqa: F811
    from hoyle_desktop.ui.crazy_eights import words

    speak(lang)
    prompt = words.draw_prompt(empty=True)
    assert said in prompt and f" {key})" in prompt, prompt
    assert words.reshuffled(16).endswith("."), words.reshuffled(16)


def test_the_hints_card_lies_over_its_neighbours(qtbot) -> None:
    window = table_window(qtbot, show_hints=True)
    setup = new_setup(window, "crazy_eights", "crazy-eights", 3, seed=24, strength="random")
    table = window.open_table(setup)
    for _ in range(60):
        _ready(qtbot, table)
        legal = table.game.legal_actions(table.human)
        if len({a.cards[0] for a in legal if a.cards}) > 1:
            break
        table.session.act(legal[0])
    coach = table.coach
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: coach._shown == coach._position() and coach.label.text() != "", timeout=30_000)
    hand = table.scene.hands[table.human]
    named = [item for item in hand if item.coached]
    assert len(named) == 1
    others = [item for item in hand if item is not named[0]]
    assert all(named[0].zValue() > item.zValue() for item in others)
    table.scene.relayout(0)  # laid out again (a resize): still on top
    assert all(named[0].zValue() > item.zValue() for item in others)
    table.session.act(coach.shown_best())
    qtbot.waitUntil(lambda: not any(item.coached for item in hand), timeout=10_000)
    zs = [item.zValue() for item in table.scene.hands[table.human]]
    assert zs == sorted(zs), "the mark gone, the fan lies in order again"


@pytest.mark.parametrize(("lang", "key"), [("en", "P"), ("de", "P"), ("fr", "A")])
def test_the_pass_prompt_names_the_pass_buttons_key(speak, lang: str, key: str) -> None:  # noqa: F811
    """House rule *pass*: with nothing to draw the prompt says to pass, and now with which key (the
    Pass button's underlined letter in the reader's language), as the draw prompt does."""
    from hoyle_desktop.ui.crazy_eights import words
    from hoyle_desktop.ui.table.keys import mnemonic

    speak(lang)
    assert mnemonic(words.pass_button()) == key
    assert words.pass_prompt().endswith(f" {key})."), words.pass_prompt()
