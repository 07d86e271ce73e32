"""The rules pages as content (docs/help-format.md): every page file under resources/help and the
notation they are written in.

For every page: it belongs to a game and carries its title, it reads without a format error, its
links lead to anchors that exist, it names every option of the game's rules schema (so an option
added later without a sentence fails here), and every unit is marked for lupdate and translated in
German and French. Then the notation itself: cards in the reader's language, keys as the system
names them, options titled from the schema, includes, notes for translators, and format errors.
"""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from help_pages import plain
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtGui import QKeySequence

from hoyle_desktop.engine import registry
from hoyle_desktop.profiles import ProfileCatalog, rules_schema
from hoyle_desktop.ui import help as help_pages
from hoyle_desktop.ui.help import markdown, render
from hoyle_desktop.ui.help.markdown import HelpFormatError, ListBlock, Paragraph, Table, Unit, parse
from hoyle_desktop.ui.rules_help import rules_text

REPO = Path(__file__).parents[2]
PAGES = help_pages.page_keys()


def test_the_five_pages_are_there():
    assert {"cribbage", "pope_joan", "spin", "newmarket", "jig"} <= set(PAGES)


@pytest.mark.parametrize("game", PAGES)
def test_a_page_belongs_to_a_game_and_starts_with_its_title(game):
    blocks = help_pages.page_blocks(game)
    assert blocks is not None
    first = blocks[0]
    assert isinstance(first, markdown.Heading) and first.level == 1
    assert first.unit.text == registry.get(game).title
    assert isinstance(blocks[1], Paragraph), "the lead paragraph follows the title"


@pytest.mark.parametrize("game", PAGES)
def test_links_lead_to_anchors_that_exist(game):
    blocks = help_pages.page_blocks(game)
    anchors = [b.anchor for b in blocks if isinstance(b, markdown.Heading) and b.level > 1]
    assert len(anchors) == len(set(anchors)), "an anchor is used twice"
    targets = {t for u in markdown.units(blocks) for t in re.findall(r"\]\(#([\w-]+)\)", u.text)}
    assert targets <= set(anchors), targets - set(anchors)
    assert {"app", "app-keys", "house-rules", "variants", "sources"} <= set(anchors)


@pytest.mark.parametrize("game", PAGES)
def test_every_option_of_the_rules_schema_has_its_sentence(game):
    """An option added to the schema later fails here until the page describes it."""
    props = rules_schema(game)["properties"]
    wanted = [name for name, prop in props.items() if not prop.get("x-table-option")]
    described = markdown.options(help_pages.page_blocks(game))
    assert len(described) == len(set(described)), "an option is described twice"
    assert set(described) == set(wanted), (
        f"not described: {sorted(set(wanted) - set(described))}; "
        f"not in the schema: {sorted(set(described) - set(wanted))}"
    )


@pytest.mark.parametrize("game", PAGES)
def test_every_built_in_profile_has_its_row_in_the_games_on_offer(game):
    """A built-in profile added later fails here until the page's table of the games on offer
    (``## The games on offer {#variants}``, first column) has its row; a row for a profile that is
    gone fails too."""
    tables, inside = [], False
    for block in help_pages.page_blocks(game):
        if isinstance(block, markdown.Heading) and block.level == 2:
            inside = block.anchor == "variants"
        elif inside and isinstance(block, Table):
            tables.append(block)
    assert tables, "the games on offer are a table"
    rows = [row[0].text for table in tables for row in table.rows]
    titles = [p.title for p in ProfileCatalog().profiles(game) if p.builtin]
    assert sorted(rows) == sorted(titles)


@pytest.mark.parametrize("game", PAGES)
def test_an_option_is_named_as_the_house_rules_dialog_names_it(qapp, game):
    page = rules_text(game)
    for name in markdown.options(help_pages.page_blocks(game)):
        assert f"<b>{rules_schema(game)['properties'][name]['title']}</b> — " in page


def _catalogue(language: str) -> dict[tuple[str, str], str]:
    found = {}
    root = ET.parse(REPO / "translations" / f"hoyle_desktop_{language}.ts").getroot()
    for context in root.iter("context"):
        if context.findtext("name") != "RulesHelp":
            continue
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation.get("type") is None and (translation.text or "").strip():
                found[(message.findtext("source"), message.findtext("comment") or "")] = translation.text
    return found


@pytest.mark.parametrize("language", ["de", "fr"])
def test_every_unit_of_every_page_is_marked_and_translated(language):
    marked = (REPO / "hoyle_desktop" / "ui" / "help_strings.py").read_text(encoding="utf-8")
    catalogue = _catalogue(language)
    for game in PAGES:
        for unit in markdown.units(help_pages.page_blocks(game)):
            assert json.dumps(unit.text, ensure_ascii=False) in marked, f"unmarked: {unit.text}"
            assert (unit.text, unit.note or "") in catalogue, f"{game}: not translated: {unit.text[:80]}"


# -- the notation -----------------------------------------------------------------------------------
def test_blocks_and_units():
    text = """# Title

The lead, over
two lines. <!-- a note -->

## A section {#sec}

- an item
  going on
- **Term** — text
1. first

| Head | Count |
| --- | --- |
| word | 3 |
| `Left` / `Right` | [5H] |
| {{menu keys}} | |
"""
    blocks = parse(text)
    kinds = [type(b).__name__ for b in blocks]
    assert kinds == ["Heading", "Paragraph", "Heading", "ListBlock", "ListBlock", "Table"]
    assert blocks[1].unit == Unit("The lead, over two lines.", "a note")
    assert blocks[2].anchor == "sec"
    assert [i.unit.text for i in blocks[3].items] == ["an item going on", "**Term** — text"]
    table = blocks[5]
    assert isinstance(table, Table) and len(table.rows) == 3 and table.rows[2] == [Unit(markdown.MENU_KEYS)]
    # cells with no words are not units: numbers, keys, cards
    assert [u.text for u in markdown.units(blocks)] == [
        "Title", "The lead, over two lines.", "A section", "an item going on", "**Term** — text", "first",
        "Head", "Count", "word",
    ]  # fmt: skip


def test_includes_and_lists_that_go_on_after_them():
    parts = {"parts/a.md": "## Shared {#shared}\n\nShared words.\n\n- {{option purse}} shared item\n"}
    page = "# T\n\nLead.\n\n{{include parts/a.md}}\n\n- {{option deals}} own item\n"
    blocks = parse(page, "t.md", parts.get)
    lists = [b for b in blocks if isinstance(b, ListBlock)]
    assert len(lists) == 1 and markdown.options(blocks) == ["purse", "deals"]
    with pytest.raises(HelpFormatError, match=r"t\.md, line 1"):
        parse("{{include parts/a.md}}", "t.md")


@pytest.mark.parametrize(
    ("text", "error"),
    [
        ("## No anchor", "needs an anchor"),
        ("| a | b |\n| --- | --- |\n| only one |", "1 cells, the header has 2"),
    ],
)
def test_format_errors_name_the_line(text, error):
    with pytest.raises(HelpFormatError, match=error):
        parse("# T\n\n" + text, "page.md")


def test_a_page_cannot_include_a_file_outside_the_help_folder():
    with pytest.raises(HelpFormatError):
        help_pages._read("../profiles/pope-joan.yaml")


def test_inline_notation(qapp):
    html = render.inline("Lead the [9S], then **Pope** or *Spin*; see [the rules](#house-rules); `Enter`")
    native_enter = QKeySequence("Enter").toString(QKeySequence.SequenceFormat.NativeText)
    assert '<span class="black">9♠</span>' in html
    assert "<b>Pope</b>" in html and "<i>Spin</i>" in html
    assert '<a href="#house-rules">the rules</a>' in html
    assert f"<kbd>{native_enter}</kbd>" in html
    assert render.inline("[JD QH 10C]") == (
        '<span class="red">J♦</span>\u00a0<span class="red">Q♥</span>\u00a0<span class="black">10♣</span>'
    )
    assert render.inline("a < b & [not a card]") == "a &lt; b &amp; [not a card]"


def test_cards_and_keys_in_the_readers_language(qapp):
    class German(QTranslator):
        def translate(self, context, source, disambiguation=None, n=-1):
            return {("Cards", "J"): "B", ("RulesHelp", "Play the [JS]."): "Spielen Sie den [JS]."}.get(
                (context, source)
            )

        def isEmpty(self):
            return False

    german = German()
    QCoreApplication.installTranslator(german)
    try:
        html = render.page(parse("# T\n\nPlay the [JS]."))
    finally:
        QCoreApplication.removeTranslator(german)
    assert 'Spielen Sie den <span class="black">B♠</span>.' in html


def test_a_game_without_a_page_and_a_broken_page(qapp, monkeypatch, tmp_path):
    assert rules_text("no_such_game") is None
    (tmp_path / "broken.md").write_text("# Broken\n\n## No anchor here\n", encoding="utf-8")
    monkeypatch.setattr(help_pages, "help_dir", lambda: tmp_path)
    assert help_pages.page_keys() == ["broken"]
    assert rules_text("broken") is None  # the main window shows its short note instead


def test_the_rendered_page_keeps_what_the_file_says(qapp):
    text = plain(rules_text("jig")).lower()
    assert "the keys for the table and the menus:" in text
    assert "start this game again with the same cards" in text  # a computed menu-key row
    assert "where the book leaves a question open" in text  # from an included part


@pytest.mark.parametrize("game", PAGES)
def test_the_keyboard_table_says_a_buttons_letter_works_alone(game):
    """Playtest 29 November (b): the Keyboard tables of Pope Joan, Spin, Snip-Snap-Snorum and Loto said
    "`Alt`+underlined letter | press that button", while the letter alone presses it at every table
    (docs/keys.md); a newcomer reading F1 held Alt for nothing."""
    units = [u.text for u in markdown.units(help_pages.page_blocks(game))]
    assert "`Alt`+underlined letter" not in units
