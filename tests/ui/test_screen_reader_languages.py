"""What the AT-SPI check in German and French (tools/atspi_check.py --language de|fr; written up in
docs/notes/accessibility-check-2026-11-28-c.md) found a German or French listener heard badly: the
announced text, checked through the announcer's words, in the language the app speaks."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from test_translations import clean_translators  # noqa: F401  (a fixture)

from hoyle_desktop.engine.actions import Event
from hoyle_desktop.ui.table.announcer import spoken

KEPT = {  # the coach's "keeps A-9-J-K" (cribbage's hint and review), and what is heard of it
    "en": ("keeps A-9-J-K: 2.3 in hand", "keeps ace, nine, jack, king: 2.3 in hand"),
    "de": ("behält A-9-B-K: 2,3 in der Hand", "behält Ass, Neun, Bube, König: 2,3 in der Hand"),
    "fr": ("garde A-9-V-R : 2,3 en main", "garde as, neuf, valet, roi : 2,3 en main"),
}


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_the_coach_s_ranks_kept_are_said_as_ranks(clean_translators, lang) -> None:  # noqa: F811
    """German cribbage, the hint: "behält 2-6-6-K: 3,8 in der Hand" was heard "zwei minus sechs minus
    sechs minus K"; the review's "behält A-9-B-K" as letters. Said as the ranks they are."""
    from hoyle_desktop import app as app_module

    app_module.install_translators(clean_translators, lang)
    written, heard = KEPT[lang]
    assert spoken(written) == heard
    ten = QCoreApplication.translate("Cards", "ten")
    assert spoken("2-6-6-10").endswith(ten)
    assert spoken("Score 3-2, deal 1-4") == "Score 3-2, deal 1-4"  # not a hand: left as written


def test_the_payers_of_a_stake_are_heard_apart_from_their_counters() -> None:
    """German Newmarket: "Gesetzt: 5 Spielmarken (Computer 2 1, Computer 3 1, Sie 1, Computer 1 2)"
    was heard "Computer zwei eins, Computer drei eins"; each seat's counters now follow a colon."""
    from hoyle_desktop.ui.stops.history_words import collect_line, stake_line

    line = stake_line("stake", [("Computer 2", 1), ("You", 1), ("Computer 1", 2)], 4)
    assert line.endswith("(Computer 2: 1, You: 1, Computer 1: 2)")
    paid = collect_line("cards_left", "Computer 3", 10, [("You", 7), ("Computer 1", 3)])
    assert paid.endswith("(You: 7, Computer 1: 3)")


def test_the_pools_in_where_am_i_say_what_lies_on_them(qtbot, heard) -> None:
    """German Newmarket, F2: "Newmarket: Ass 3, König 2, Dame 2, Bube 2. Kasse: 36." (numbers with
    nothing to say what they count); now "Ace: 3 counters, King: 2 counters …"."""
    from PySide6.QtCore import Qt
    from test_screen_reader_check import open_table, press

    table = open_table(qtbot, "newmarket", "newmarket", 4, seed=2)
    press(qtbot, Qt.Key.Key_F2)
    where = heard[-1]
    counts = table.game.view(0).pools
    assert counts and all(f": {n} counter" in where for n in counts.values()), where


def test_spoil_five_payments_to_the_pool_say_counters(qapp) -> None:
    """German Spoil-Five: "Sie: 2 in den Pott (Pott 2)", "Sie nehmen den Pott, 14": the amount heard
    without what it counts. Now "You: 2 counters into the pool (pool 2)"."""
    from hoyle_desktop.ui.tricks.words import event_line

    names = ["You", "Computer 1"]
    paid = event_line(Event("pay", seat=0, points=-2, data={"pool": 2}), names, [])
    taken = event_line(Event("take", seat=1, points=14), names, [])
    assert paid == "You: 2 counters into the pool (pool 2)"
    assert taken == "Computer 1: takes the pool, 14 counters"


# The buttons beside a table, by the context of their words: not the dialogs' (test_accelerators), nor
# the game's summary (the Hint has gone then), nor the Hint and the review themselves. The end of a
# deal's Continue is checked: the Hint's button stays beside it, and French "&Continuer" took C, the
# Hint's own letter, so a person asking for a hint there went on to the next deal.
NOT_BESIDE_THE_HINT = {"GameSummary", "HandReview", "Coach"}


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_no_table_button_takes_the_hint_s_or_the_review_s_letter(clean_translators, lang) -> None:  # noqa: F811
    """German Vingt-un: "Buttons: Stake, key S; Tipp, key T" was said, but T pressed "&Teilen" (divide)
    and was refused ("Only a pair … can be divided."): the hint was out of reach by its key. French
    Crazy Eights: R at the game's end pressed "&Rejouer" (play again) and dealt a new game instead of
    the review (R at every table, docs/keys.md). No button beside a table takes H, R or the Hint's own
    letter (German T, French C) in any language."""
    import xml.etree.ElementTree as ET
    from pathlib import Path

    from test_accelerators import NOT_AT_THE_TABLE

    from hoyle_desktop import app as app_module
    from hoyle_desktop.ui.table.keys import RESERVED, mnemonic

    app_module.install_translators(clean_translators, lang)
    catalogue = Path(__file__).resolve().parents[2] / "translations" / "hoyle_desktop_de.ts"
    kept = set(RESERVED) | {mnemonic(QCoreApplication.translate("Coach", "&Hint"))}
    taken = []
    for context in ET.parse(catalogue).getroot().iter("context"):
        name = context.findtext("name", "")
        if name in NOT_AT_THE_TABLE | NOT_BESIDE_THE_HINT:
            continue
        for message in context.iter("message"):
            source = message.findtext("source", "")
            text = QCoreApplication.translate(name, source)
            if mnemonic(source) and mnemonic(text) in kept:
                taken.append(f"{name}: {text}")
    assert not taken, (kept, taken)


@pytest.mark.usefixtures("quick_loto")
def test_loto_is_heard_without_number_signs_and_middle_dots(qtbot, heard) -> None:
    """German Loto: the list read "Lotokarte #11: 20, 33, …" ("Raute elf") and F2 "Runde 1 von 3 ·
    1 ausgerufen · 89 im Beutel" ("Mittelpunkt"). The number alone, and a comma for the dot."""
    from PySide6.QtCore import Qt
    from test_screen_reader_check import open_table, press

    table = open_table(qtbot, "loto", "loto", 3, seed=1)
    names = [table.access.list.item(i).text() for i in range(table.access.list.count())]
    assert names and all("#" not in name for name in names), names
    assert names[0].startswith("Loto card ")
    press(qtbot, Qt.Key.Key_F2)
    assert "·" not in heard[-1] and "#" not in heard[-1], heard[-1]
    assert " called, " in heard[-1]


def test_the_cut_for_the_deal_keeps_each_seat_apart_from_its_card(qapp) -> None:
    """French Cassino: "Coupe pour la donne : Vous neuf de cœur, Ordinateur 1 cinq de cœur, …": the
    seat's number ran into the card's ("Ordinateur un cinq"). A colon between them."""
    from hoyle_desktop.engine.cards import Card
    from hoyle_desktop.ui.cassino.words import cut_line

    line = spoken(cut_line(["You", "Computer 1"], [0, 1], [Card.parse("9H"), Card.parse("5H")]))
    assert line == "Cutting for the deal: You: nine of hearts, Computer 1: five of hearts."


def test_commerce_payments_say_counters(qapp) -> None:
    """French Commerce: "Vous payez 1 à Ordinateur 3.", "Ordinateur 3 prend 5 dans la cagnotte.": the
    amount without what it counts (and in English "You pay Computer 3 1.", two numbers in a row)."""
    from hoyle_desktop.ui.trading.words import pay_line, your_pay_line

    names = ["You", "Computer 1", "Computer 2", "Computer 3"]
    paid = Event("pay", points=1, reason="stood_beaten", data={"from": 0, "to": 3})
    assert your_pay_line(paid, names, 0) == "You stood and were beaten: you pay Computer 3 1 counter."
    pool = Event("pay", points=5, reason="pool", data={"from": None, "to": 3})
    assert pay_line(pool, names) == "Computer 3 takes 5 counters from the pool."


@pytest.mark.parametrize(
    ("lang", "heard"), [("en", "You to Bank: 50"), ("de", "You an Bank: 50"), ("fr", "You à Bank: 50")]
)
def test_a_payment_s_arrow_is_said_as_a_word(clean_translators, lang, heard) -> None:  # noqa: F811
    """French Baccarat: "Ordinateur 3 → Banque : 50 jetons (la banque ouverte)." The arrow is read by
    its name ("flèche droite"); said as the language's word for it."""
    from hoyle_desktop import app as app_module

    app_module.install_translators(clean_translators, lang)
    assert spoken("You \u2192 Bank: 50") == heard


def test_a_built_in_copied_keeps_its_description_in_the_person_s_language(clean_translators, qtbot) -> None:  # noqa: F811
    """German House Rules: "Crazy Eights, Strafpunkte" copied to one's own was described in English
    ("Cards left in hand count against their holder …"), heard as the Description field's value."""
    from hoyle_desktop import app as app_module
    from hoyle_desktop.profiles.catalog import ProfileCatalog
    from hoyle_desktop.ui.dialogs.house_rules import HouseRulesDialog

    app_module.install_translators(clean_translators, "de")
    catalog = ProfileCatalog()
    dialog = HouseRulesDialog(catalog, "crazy_eights")
    qtbot.addWidget(dialog)
    dialog.select("crazy-eights-penalty")
    english = catalog.get("crazy-eights-penalty").description
    german = QCoreApplication.translate("Profiles", english)
    assert german != english
    copied = dialog.copy_profile(title="Meine")
    assert copied is not None and copied.description.endswith(german)  # "Kopie von „…“: " before it
    assert dialog.description_edit.text() == copied.description


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_where_am_i_says_your_turn_once(clean_translators, qtbot, heard, lang) -> None:  # noqa: F811
    """German Crazy Eights, F2: "Sie sind am Zug. Sie sind dran. Spielen Sie eine Karte in Kreuz …";
    French: "À vous de jouer. À vous. Jouez une carte de …": the table's "Your turn." and the
    prompt's, worded apart, were both said. The prompt says it in the same words, said once."""
    from PySide6.QtCore import Qt
    from test_screen_reader_check import open_table, press

    from hoyle_desktop import app as app_module

    app_module.install_translators(clean_translators, lang)
    table = open_table(qtbot, "crazy_eights", "crazy-eights", 2, seed=4)
    press(qtbot, Qt.Key.Key_F2)
    your_turn = QCoreApplication.translate("Accessibility", "Your turn.")
    question = table.prompt.text()
    assert question.startswith(your_turn), question  # (said once: F2 says each sentence once)
    assert heard[-1].startswith(question) and heard[-1].count(your_turn) == 1, heard[-1]


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_every_prompt_to_the_person_begins_with_the_same_your_turn(clean_translators, lang) -> None:  # noqa: F811
    """F2 leaves out its "Your turn." when the prompt begins with it; in German and French the prompts
    said it in other words ("Sie sind dran:", "À vous :"), so French Cassino's F2 was heard "À vous de
    jouer. À vous : choisissez une carte …". Each prompt that begins "Your turn" in English begins with
    the same words as F2's in each language ("Your turn to draw…" is another sentence)."""
    import xml.etree.ElementTree as ET
    from pathlib import Path

    from hoyle_desktop import app as app_module

    app_module.install_translators(clean_translators, lang)
    yours = QCoreApplication.translate("Accessibility", "Your turn.").rstrip(".")
    catalogue = Path(__file__).resolve().parents[2] / "translations" / "hoyle_desktop_de.ts"
    others = []
    for context in ET.parse(catalogue).getroot().iter("context"):
        for message in context.iter("message"):
            source = message.findtext("source", "")
            if source.startswith(("Your turn:", "Your turn. ")):
                text = QCoreApplication.translate(context.findtext("name", ""), source)
                if not text.startswith(yours):
                    others.append(text)
    assert not others, others


def test_a_french_copy_is_named_without_its_accents_cut_and_its_error_without_the_folder(
    clean_translators,  # noqa: F811
    qtbot,
) -> None:
    """French House Rules: a copy named "Huit américain, points de pénalité (mes règles)" was saved as
    "huit-am-ricain-points-de-p-nalit-mes-r-gles.yaml", and the title emptied and saved gave the field
    the description "/tmp/…/huit-am-ricain-….yaml, clé title : le texte est vide …", read whole."""
    from hoyle_desktop import app as app_module
    from hoyle_desktop.profiles.catalog import ProfileCatalog
    from hoyle_desktop.ui.dialogs.house_rules import HouseRulesDialog

    app_module.install_translators(clean_translators, "fr")
    dialog = HouseRulesDialog(ProfileCatalog(), "crazy_eights")
    qtbot.addWidget(dialog)
    dialog.select("crazy-eights-penalty")
    copied = dialog.copy_profile(title="Huit américain, points de pénalité (mes règles)")
    assert copied is not None and copied.id == "huit-americain-points-de-penalite-mes-regles"
    dialog.title_edit.setText("")
    assert not dialog.save()
    heard = dialog.title_edit.accessibleDescription()
    assert "title" in heard and "/" not in heard and ".yaml" not in heard, heard


@pytest.mark.deal_end_pause
@pytest.mark.parametrize(
    ("game", "profile", "seed"), [("crazy_eights", "crazy-eights", 3), ("all_fours", "all-fours", 1)]
)
def test_the_end_of_a_game_says_the_win_once(qtbot, heard, game, profile, seed) -> None:
    """German Crazy Eights: "Sie gewinnen die Partie." (the last score), "Sie gewinnen!" (the table's
    last line), then the summary "Sie gewinnen das Spiel!": the win said three times (in English
    too). The summary says it, with every seat's result; the history still shows the lines."""
    from PySide6.QtCore import Qt
    from test_screen_reader_check import open_table, play_to_the_hold, press

    players = 3 if game == "crazy_eights" else 2
    table = open_table(qtbot, game, profile, players, seed=seed)
    for _ in range(200):
        play_to_the_hold(qtbot, table, seed)
        if table.game.is_over():
            break
        table.deal_end.release()
    table.setFocus()
    press(qtbot, Qt.Key.Key_Space)
    summary = table.summary
    qtbot.waitUntil(lambda: summary.text() in heard, timeout=5000)
    game_won = ("wins the game", "win the game", "You win", "You lose", "Winner of the whole game")
    told = [line for line in heard if any(words in line for words in game_won)]
    assert told == [summary.text()], told
    assert all(name in heard[-1] and text in heard[-1] for name, text in summary.rows)
    shown = table.panel.history_texts()
    ended = ("You win!", "You lose.", "You win the game.")  # Crazy Eights: who won, once (29 Nov (c))
    assert any(line in ended or line.endswith(" wins the game.") for line in shown[-2:]), shown[-3:]
    assert shown[-1] != shown[-2]  # never twice over


@pytest.mark.parametrize("seed", [2, 5])
def test_the_first_card_of_a_deal_is_named_playable_or_not(qtbot, seed) -> None:
    """French Crazy Eights: the first card focused as the deal began was heard "deux de trèfle"
    alone; "jouable / non jouable" came only with the list's next look. The list looks at the
    table as each history line is written (as its poll may, while cards are dealt and the others
    play); the first card it focuses is named as every later one."""
    from PySide6.QtGui import QAccessible
    from table_windows import table_window

    from hoyle_desktop.ui.dialogs.new_game import NewGameSetup

    QAccessible.setActive(True)
    window = table_window(qtbot)
    mapping = {**window.catalog.get("crazy-eights").rules, "players": 3}
    setup = NewGameSetup(
        "crazy_eights", "crazy-eights", mapping, 3, ["standard"] * 2, seed=seed, human_seat=0
    )
    table = window.open_table(setup)
    lst = table.access.list
    focused: list[str] = []
    lst.currentRowChanged.connect(lambda row: focused.append(lst.item(row).text() if row >= 0 else ""))
    table.history.model().rowsInserted.connect(lambda *_: table.access.refresh())
    qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=10000)
    table.access.refresh()
    assert focused and all(", playable" in name or ", not playable: " in name for name in focused), focused


@pytest.mark.parametrize(
    ("lang", "none", "one", "many"),
    [
        ("en", "0 cards", "one card", "2 cards"),
        ("de", "0 Karten", "eine Karte", "2 Karten"),
        ("fr", "0 carte", "une carte", "2 cartes"),
    ],
)
def test_no_cards_takes_the_language_s_form(clean_translators, lang, none, one, many) -> None:  # noqa: F811
    """French: "0 cartes" (a hand played out, an empty stock): French says none in the singular.
    One place chooses the form for one, none and many (``counter_words.amount``), for counters and cards."""
    from hoyle_desktop import app as app_module
    from hoyle_desktop.ui.crazy_eights import words as eights
    from hoyle_desktop.ui.table.access_words import cards_text

    app_module.install_translators(clean_translators, lang)
    # (none said in words since fixk: "no cards"; a plate's figure stays a figure)
    said_none = {"en": "no cards", "de": "keine Karten", "fr": "aucune carte"}[lang]
    assert [cards_text(0), cards_text(1), cards_text(2)] == [said_none, one, many]
    assert eights.plate_line(0, None) == none
    if lang == "fr":
        assert eights.plate_line(0, 0) == "0 carte · 0 point"
        # (a plural the same in French and English, "points", is not taken for none's form)
        assert eights.plate_line(2, 5) == "2 cartes · 5 points"
        assert eights.stock_label(0) == "Pioche\u00a0: 0 carte"


@pytest.mark.parametrize(
    ("lang", "taken"),
    [("en", "13 cards taken"), ("de", "13 Karten genommen"), ("fr", "13 cartes prises")],
)
def test_cassino_plates_say_cards_taken(clean_translators, lang, taken) -> None:  # noqa: F811
    """French Cassino: each seat's plate read "Prises : 13" (screen and reader): thirteen of what?"""
    from hoyle_desktop import app as app_module
    from hoyle_desktop.ui.cassino.words import plate_line

    app_module.install_translators(clean_translators, lang)
    assert plate_line(13, 0) == taken
    assert plate_line(1, 0) == taken.replace("13", "1").replace("cards", "card").replace(
        "Karten", "Karte"
    ).replace("cartes prises", "carte prise")


@pytest.mark.parametrize(
    ("lang", "path", "heard"),
    [
        ("en", "Game ▸ House Rules…", "Game menu, House Rules…"),
        ("de", "Spiel ▸ Hausregeln…", "Menü Spiel, Hausregeln…"),
        ("fr", "Réglages ▸ Options… ▸ Langue", "menu Réglages, Options…, Langue"),
    ],
)
def test_a_menu_path_is_said_in_words(clean_translators, lang, path, heard) -> None:  # noqa: F811
    """German: "Spiel ▸ Hausregeln…" was heard with the triangle named ("Dreieck nach rechts"), in
    every language. The screen keeps the triangle; the reader hears the menu named."""
    from hoyle_desktop import app as app_module

    app_module.install_translators(clean_translators, lang)
    assert spoken(f"See {path}.") == f"See {heard}."


@pytest.mark.parametrize(
    ("lang", "pixels", "milliseconds"),
    [("en", "pixels", "milliseconds"), ("de", "Pixel", "Millisekunden"), ("fr", "pixels", "millisecondes")],
)
def test_options_units_are_said_in_words(clean_translators, qtbot, lang, pixels, milliseconds) -> None:  # noqa: F811
    """Options: "96 px", "300 ms" were read as letters by some voices. The spin boxes and sliders are
    named with the unit in words and described by their value in words; the screen keeps "px"."""
    from hoyle_desktop import app as app_module
    from hoyle_desktop.storage.settings import Settings
    from hoyle_desktop.ui.dialogs.options import OptionsDialog

    app_module.install_translators(clean_translators, lang)
    dialog = OptionsDialog(Settings.load(), card_backs=[("back", "Blue")], decks=[("builtin", "Built in")])
    qtbot.addWidget(dialog)
    width, pace = dialog.card_width, dialog.pace
    width.setValue(96)
    pace.setValue(300)
    for widget in (width.spin, width.slider):
        assert widget.accessibleName().endswith(pixels), widget.accessibleName()
        assert widget.accessibleDescription() == f"96 {pixels}"
    assert pace.spin.accessibleDescription() == f"300 {milliseconds}"
    assert width.spin.suffix().strip() == "px"


@pytest.mark.deal_end_pause
@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_cribbage_says_its_result_once_in_the_summary(clean_translators, qtbot, heard, lang) -> None:  # noqa: F811
    """Cribbage logged its result ("You win by 5 points, 21 to 16.", a skunk, the stakes) as lines
    the screen reader said, and then the game's summary said it again: the result is shown in the
    history and on the felt, and said once, by the summary (as at the other tables), which now
    names the skunk and the stakes too; the last deal's Continue said "to the next deal"."""
    from PySide6.QtCore import Qt
    from test_screen_reader_check import open_table, play_to_the_hold, press

    from hoyle_desktop import app as app_module

    app_module.install_translators(clean_translators, lang)
    skunk = {"enabled": True, "below": 18, "multiplier": 2}
    table = open_table(
        qtbot, "cribbage", "modern-six-card", 2, seed=3, target=21, lurch={"enabled": False}, skunk=skunk
    )
    for _ in range(20):
        play_to_the_hold(qtbot, table, 3)
        if table.game.is_over():
            break
        table.deal_end.release()
    assert table.game.is_over()
    result_lines = table._result_lines(table.game.result())
    shown = [table.history.item(i).text() for i in range(table.history.count())]
    assert all(line in shown for line in result_lines), (result_lines, shown[-5:])
    # The held end of the last deal goes on to the result, not "to the next deal".
    to_result = QCoreApplication.translate("CribbageTable", "C&ontinue to the result")
    assert [b.text() for b in table.panel.action_buttons] == [to_result]
    table.setFocus()
    press(qtbot, Qt.Key.Key_Space)
    summary = table.summary
    qtbot.waitUntil(lambda: summary.text() in heard, timeout=5000)
    assert heard.count(summary.text()) == 1
    # The summary says the skunk and the stakes too (they are no longer said as history lines).
    assert len(result_lines) == 3 and all(line in summary.text() for line in result_lines[1:])
    others = [line for line in heard if any(r in line for r in result_lines) and line != summary.text()]
    assert not others, heard[-6:]
