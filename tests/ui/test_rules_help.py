"""Help ▸ Rules of the Game: the cribbage page, its translation units, and the rules window.

The page is checked against the app itself where it can be: the built-in house-rule profiles (each
variant on offer is described), the table's buttons and the main window's shortcuts (the "how to
play in this app" part names them), and the engine's scoring (the worked examples add up).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from help_pages import (
    built_with_marker,
    help_sources,
    lupdate_extracted,
    plain,
    strip_tags,
    tables,
    unit_is_short_and_whole,
    untranslated_words,
)
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QTextBrowser, QWidget

from hoyle_desktop import app as app_module
from hoyle_desktop.engine import registry
from hoyle_desktop.engine.cards import card, cards
from hoyle_desktop.engine.cribbage.scoring import score_play, score_show
from hoyle_desktop.profiles import ProfileCatalog
from hoyle_desktop.storage.settings import OPTIONS
from hoyle_desktop.ui import help as help_pages
from hoyle_desktop.ui.dialogs.rules_dialog import RulesDialog, show_rules_dialog
from hoyle_desktop.ui.main_window import MainWindow
from hoyle_desktop.ui.rules_help import rules_text

TABLE_SOURCE = Path(__file__).parents[2] / "hoyle_desktop" / "ui" / "cribbage" / "table.py"


@pytest.fixture(scope="module")
def page(qapp) -> str:
    text = rules_text("cribbage")
    assert text is not None
    return text


@pytest.fixture(scope="module")
def text(page) -> str:
    return plain(page).lower()


# -- the provider -----------------------------------------------------------------------------------
def test_the_app_registers_this_provider():
    assert app_module._load(app_module.RULES_HELP) is rules_text


def test_cribbage_has_an_html_page_every_game_has_one_and_an_unknown_key_gets_none(qapp, page):
    assert page.lstrip().startswith("<")  # the main window treats a leading tag as HTML
    assert "<h1>Cribbage</h1>" in page
    without = [spec.key for spec in registry.GAMES if spec.key not in help_pages.page_keys()]
    assert without == [], "every game in the chooser has its rules page (F1)"
    assert rules_text("no_such_game") is None
    assert rules_text("no-such-game") is None
    assert rules_text(" Cribbage ") == page


def test_every_registered_page_belongs_to_a_known_game():
    assert "cribbage" in help_pages.page_keys()
    for key in help_pages.page_keys():
        assert registry.get(key).key == key


def test_the_contents_link_to_sections_that_exist(page):
    links = re.findall(r'<a href="#([^"]+)">', page)
    anchors = set(re.findall(r'<a name="([^"]+)">', page))
    assert len(links) >= 10
    assert set(links) <= anchors


# -- the rules --------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "words",
    [
        "fifteen", "thirty-one", "pair royal", "double pair royal", "pair", "run", "flush", "his nob",
        "two for his heels", "go", "last card", "three for last", "the crib", "the start",
        "front peg", "back peg", "game hole", "cuts the pack", "lowest card deals", "ace is only ever low",
    ],
)  # fmt: skip
def test_names_every_part_of_the_game(text, words):
    assert words in text


def test_describes_each_stage_in_order(page):
    headings = [strip_tags(h).lower() for h in re.findall(r"<h[23]>(.*?)</h[23]>", page)]
    stages = [
        "the object of the game",
        "the board and the pegs",
        "cutting for the deal",
        "the deal and the crib",
        "the start and two for his heels",
        "the play",
        "scoring in the play",
        "the play in the five-card game",
        "the show",
        "what scores in the show",
        "winning the game",
        "lurch, skunk and the stakes",
        "muggins",
        "the games on offer",
        "three players",
        "four players in partnerships",
        "how to play in this app",
        "keyboard",
    ]
    assert all(stage in headings for stage in stages), set(stages) - set(headings)
    positions = [headings.index(stage) for stage in stages]
    assert positions == sorted(positions)


def test_the_readings_of_the_rules_notes(text):
    assert "61, 121 or 181" in text.replace("<b>", "")
    assert "once a game, at the first deal" in text  # three for last
    assert "ends at the first go" in text  # five-card play
    assert "not obliged to play on" in text  # five-card: bound_to_play is false
    assert "nobody may say go while holding a card that fits" in text  # the other games
    assert "pegs two instead, with nothing extra for the go" in text  # 31
    assert "led by the player after the one who played last" in text
    assert "a crib scores a flush only when the start matches" in text
    assert "crib flush of four" in text  # the house rule
    assert "only the worst of these applies" in text
    assert "triple stake" in text and "four times" in text  # double skunk ×3, ×4 a choice
    assert "ties" in text or "tie for lowest" in text
    assert "the instant a player or partnership reaches the target" in text


def test_every_built_in_profile_is_described(page, text):
    catalog = ProfileCatalog()
    builtin = [p for p in catalog.profiles("cribbage") if p.builtin]
    assert len(builtin) >= 6
    offered = next(t for t in tables(page) if t[0][0] == "House rules")
    rows = {row[0]: row for row in offered[1:]}
    for profile in builtin:
        rules = profile.rules
        assert profile.title in rows, f"{profile.id} is not in the table of games on offer"
        _, players, dealt, target, loss, also = rows[profile.title]
        assert int(players) == rules["players"]
        assert int(dealt) == (rules["cards_dealt"] if rules["players"] == 2 else 5)
        assert int(target) == rules["target"]
        if rules["lurch"]["enabled"]:
            assert f"lurch below {rules['lurch']['below']}" in loss
        if rules["skunk"]["enabled"]:
            assert f"skunk below {rules['skunk']['below']}" in loss
        if rules["double_skunk"]["enabled"]:
            assert f"double skunk below {rules['double_skunk']['below']}" in loss
        assert ("muggins" in also) == rules["muggins"]
        assert ("three for last" in also) == rules["three_for_last"]
        assert ("first go" in also) == rules["play_ends_at_first_go"]
        if rules["players"] == 3:
            assert "from the pack to the crib" in also
        if rules["players"] == 4:
            assert "partners" in also
    for words in ("five-card game", "six-card game", "seven-card game", "three players",
                  "four players in partnerships", "lurch", "skunk", "double skunk", "muggins"):  # fmt: skip
        assert words in text


def test_three_and_four_handed_differences(text):
    assert "one card from the pack to the crib" in text
    assert "each player lays out one card, so the crib has four" in text
    assert "partners sit facing each other and score together" in text
    assert "a side below 61 is lurched" in text


# -- the worked examples agree with the engine --------------------------------------------------------
@pytest.mark.parametrize(
    ("hand", "start", "is_crib", "total", "words"),
    [
        ("JH 4C 5D 6D", "5H", False, 17, "seventeen"),
        ("2H 3H 4H 6H", "9C", False, 13, "thirteen"),
        ("2H 3H 4H 6H", "9C", True, 9, "nine"),
        ("2H 3H 4H 6H", "9H", False, 14, "fourteen"),
        ("2H 3H 4H 6H", "9H", True, 14, "fourteen"),
        ("AS 2S 3S", "4S", False, 8, "eight"),
        ("AS 2S 3S", "4D", False, 7, "seven"),
    ],
)
def test_show_examples_add_up(text, hand, start, is_crib, total, words):
    assert sum(i.points for i in score_show(cards(hand), card(start), is_crib=is_crib)) == total
    assert words in text


def test_play_example_adds_up(text):
    first = [(score_play(cards("7C 8D 6H 9S AD")[:n]), n) for n in range(1, 6)]
    points = [sum(i.points for i in items) for items, _ in first]
    assert points == [0, 2, 3, 4, 2]  # seven; fifteen two; run of three; run of four; thirty-one
    second = [sum(i.points for i in score_play(cards("5C 5H KS")[:n])) for n in range(1, 4)]
    assert second == [0, 2, 0]  # then one for last card to the king
    assert "you pegged four points and the dealer ten" in text


# -- how to play in this app --------------------------------------------------------------------------
def test_names_the_tables_buttons_and_the_counting_option(text):
    source = TABLE_SOURCE.read_text(encoding="utf-8")
    labels = re.findall(r'"(?:discard|go|claim)": self\.tr\("([^"]+)"\)', source)
    assert len(labels) == 3  # Lay out, Go, Claim (Continue and Play again: the shared side panel's)
    labels += ["C&ontinue to the next deal", "&Play again"]
    for label in labels:
        assert label.replace("&", "").lower() in text
    assert OPTIONS["count_manually"].title.lower() in text
    for words in (
        "count box",
        "the history lists every cut, deal, card played",
        "game number",
        "resume",
        "undo",
        "replay this game",
        "click a card",
    ):
        assert words in text


def test_names_the_keys(qtbot, page):
    native = QKeySequence.SequenceFormat.NativeText
    keys = set(re.findall(r"<kbd>(.*?)</kbd>", page))
    for name in ("Left", "Right", "Space", "Enter", "G"):
        assert QKeySequence(name).toString(native) in keys
    window = MainWindow()
    qtbot.addWidget(window)
    for action in (window.new_action, window.restart_action, window.chooser_action, window.rules_action):
        assert action.shortcut().toString(native) in keys, action.text()


# -- translation --------------------------------------------------------------------------------------
@pytest.fixture
def recorded(qapp, monkeypatch):
    """The page built with a fake translate that marks each unit ⟦like this⟧, and the calls."""
    calls: list[tuple[str, str, str | None]] = []

    def fake(context, source, disambiguation=None, n=-1):
        calls.append((context, source, disambiguation))
        return f"⟦{source}⟧"

    monkeypatch.setattr(QCoreApplication, "translate", staticmethod(fake))
    return rules_text("cribbage"), calls


def test_every_piece_of_text_goes_through_translate(recorded):
    page, calls = recorded
    assert len(calls) > 100
    # the page's own words, the card letters of its examples as every table writes them, and the
    # house rules' names as the House Rules dialog gives them
    assert {context for context, _, _ in calls} == {"RulesHelp", "Cards", "Rules"}
    assert untranslated_words(page) == ""


def test_units_are_short_and_whole(recorded):
    _, calls = recorded
    assert all(unit_is_short_and_whole(source) for _, source, _ in calls)


def test_an_installed_translator_is_used(qapp, page):
    translated = built_with_marker(lambda: rules_text("cribbage"))
    assert "[de] The object of the game" in translated
    assert "[de] The object of the game" not in page
    assert rules_text("cribbage") == page


def test_lupdate_extracts_every_unit(recorded, tmp_path):
    """Every unit the page asks for is marked where pyside6-lupdate finds it, in the right context."""
    _, calls = recorded
    assert set(calls) <= lupdate_extracted(help_sources(), tmp_path)


# -- the rules window ---------------------------------------------------------------------------------
def test_rules_window_is_a_resizable_browser_and_is_reused(qtbot, page):
    parent = QWidget()
    qtbot.addWidget(parent)
    parent.resize(1100, 760)
    dialog = show_rules_dialog(parent, "Rules of Cribbage", page)
    assert isinstance(dialog, RulesDialog)
    assert dialog.isVisible() and not dialog.isModal()
    assert dialog.isSizeGripEnabled() and dialog.width() >= 700 and dialog.height() >= 600
    assert isinstance(dialog.browser, QTextBrowser)
    assert "The object of the game" in dialog.browser.toPlainText()
    assert dialog.windowTitle() == "Rules of Cribbage"

    dialog.browser.verticalScrollBar().setValue(500)
    dialog.close()
    again = show_rules_dialog(parent, "Rules again", "# Markdown\n\nA *plain* page.")
    assert again is dialog and again.isVisible()
    assert again.windowTitle() == "Rules again"
    assert again.browser.toPlainText().split() == ["Markdown", "A", "plain", "page."]
    assert again.browser.verticalScrollBar().value() == 0


def test_a_contents_link_scrolls_to_its_section(qtbot, page):
    parent = QWidget()
    qtbot.addWidget(parent)
    dialog = show_rules_dialog(parent, "Rules", page)
    qtbot.waitExposed(dialog)
    browser = dialog.browser
    cursor = browser.document().find("Winning the game")
    cursor.setPosition(cursor.selectionStart() + 2)
    point = browser.cursorRect(cursor).center()
    assert browser.anchorAt(point) == "#end"
    QTest.mouseClick(browser.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    qtbot.waitUntil(lambda: browser.verticalScrollBar().value() > 0)
    assert "The object of the game" in browser.toPlainText()  # the page is still there
