"""Every string a person sees goes through translation.

A translator that marks each string it translates is installed, then the app is driven the way
a player would: the chooser and its menus, every dialog, the rules pages, and whole games of
every playable game at the table (including a refused move and the end of the game). Any text
on screen, in a tooltip or painted by our code that has words outside the marks escaped
translation, and the test names it and where it was seen. Each whole game, once over, must also be
counted in the statistics (the only test that finishes a game at every table).
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox
from table_windows import table_window
from translation_probe import MarkingTranslator, PaintRecorder, escaped, escapes, visible_texts

from hoyle_desktop.engine import registry
from hoyle_desktop.storage.stats import load_stats
from hoyle_desktop.ui.dialogs.house_rules import HouseRulesDialog
from hoyle_desktop.ui.dialogs.new_game import NewGameDialog, NewGameSetup
from hoyle_desktop.ui.dialogs.options import OptionsDialog
from hoyle_desktop.ui.dialogs.statistics import StatisticsDialog

pytestmark = pytest.mark.slow


@pytest.fixture
def marking(qapp):
    translator = MarkingTranslator()
    QCoreApplication.installTranslator(translator)
    yield translator
    QCoreApplication.removeTranslator(translator)


@pytest.fixture
def recorder(monkeypatch):
    return PaintRecorder(monkeypatch)


@pytest.fixture
def window(qtbot, marking, recorder):
    return table_window(qtbot, (1200, 800))


def assert_all_translated(seen: list[tuple[str, str]]) -> None:
    leaks = escapes(seen)
    first: dict[str, str] = {}
    for text, where in leaks.items():
        first.setdefault(escaped(text), f"  {where}: {escaped(text)!r} in {text[:160]!r}")
    report = sorted(first.values())
    assert not leaks, "not translated:\n" + "\n".join(report)


def test_the_probe_sees_an_untranslated_string(qtbot, marking, recorder):
    from PySide6.QtWidgets import QLabel

    label = QLabel("Plain English")
    qtbot.addWidget(label)
    label.show()
    assert "Plain English" in escapes(visible_texts(recorder))
    assert escaped(QCoreApplication.translate("Test", "%n card(s)", "", 3)) == ""
    assert escaped("<b>⟦Go⟧</b> 12 ♥ – <kbd>Ctrl+N</kbd>") == ""
    assert escaped("⟦%1 plays ⟦ten⟧⟧, Jack") == "Jack"


def test_chooser_menus_and_about(window, recorder, monkeypatch):
    seen = visible_texts(recorder)
    boxes: list[str] = []

    def record(box: QMessageBox) -> int:
        boxes.extend(
            [box.windowTitle(), box.text(), box.informativeText(), *(b.text() for b in box.buttons())]
        )
        return 0

    monkeypatch.setattr(QMessageBox, "exec", record)
    monkeypatch.setattr(QMessageBox, "about", lambda parent, title, text: boxes.extend([title, text]))
    window.show_about()
    window._offer_restart()  # after a new language is chosen in the Options
    seen += [("about box", text) for text in boxes]
    assert_all_translated(seen)


def _collect_dialog(dialog: QDialog, qtbot, recorder, steps=()) -> list[tuple[str, str]]:
    qtbot.addWidget(dialog)
    dialog.show()
    seen = visible_texts(recorder)
    for step in steps:
        step()
        seen += visible_texts(recorder)
    dialog.close()
    return seen


@pytest.mark.parametrize("game", [spec.key for spec in registry.playable()])
def test_new_game_and_house_rules_dialogs(window, qtbot, recorder, game):
    # The dialogs have no parent: the probe looks at them alone. With the main window on show it
    # painted the chooser's seventeen tiles again at every step (more than half the test's time);
    # the chooser's words are checked in test_chooser_menus_and_about.
    window.hide()
    dialog = NewGameDialog(game, window.catalog, window.settings)
    counts = [dialog.players_combo.itemData(i) for i in range(dialog.players_combo.count())]
    seen = _collect_dialog(
        dialog, qtbot, recorder,
        [lambda n=n: dialog.set_players(n) for n in counts]
        + [lambda p=p: dialog.set_profile(p.id) for p in window.catalog.profiles(game)],
    )  # fmt: skip
    rules = HouseRulesDialog(window.catalog, game)
    items = [rules.profile_list.item(i) for i in range(rules.profile_list.count())]
    seen += _collect_dialog(
        rules, qtbot, recorder, [lambda item=item: rules.profile_list.setCurrentItem(item) for item in items]
    )
    assert_all_translated(seen)


def test_messages_about_broken_profile_files(window, qtbot, recorder):
    """A user's broken house-rule files are reported in the user's language (file names aside)."""
    from hoyle_desktop.profiles import ProfileCatalog
    from hoyle_desktop.storage.paths import user_profiles_dir

    folder = user_profiles_dir()
    folder.mkdir(parents=True, exist_ok=True)
    mine = "title: Mine\ngame: cribbage\nextends: modern-six-card\n"
    broken = {
        "syntax.yaml": "title: [unclosed\n",
        "not-a-mapping.yaml": "just words\n",
        "wrong-type.yaml": mine + "rules:\n  cards_dealt: lots\n",
        "unknown-key.yaml": mine + "rules:\n  jokers: 2\n",
        "no-parent.yaml": "title: Mine\ngame: cribbage\nextends: nowhere\n",
        "other-game.yaml": "title: Mine\ngame: whist\n",
    }
    for name, text in broken.items():
        (folder / name).write_text(text, encoding="utf-8")
    dialog = HouseRulesDialog(ProfileCatalog(), "cribbage")
    seen = _collect_dialog(dialog, qtbot, recorder)
    warnings = [text for where, text in seen if "CatalogWarnings" in where]
    assert warnings and all(name in warnings[0] for name in broken)
    assert_all_translated(seen)


def test_options_and_statistics(window, qtbot, recorder):
    from hoyle_desktop.engine.game import Result
    from hoyle_desktop.storage.stats import record_result

    won = Result(winners=(0,), scores=(121, 80), outcomes=("win", "skunked"), stakes=(2, -2))
    record_result("cribbage", "modern-six-card", won, seat=0)
    seen = _collect_dialog(OptionsDialog(window.settings), qtbot, recorder)
    statistics = StatisticsDialog(window)
    assert statistics.table.rowCount() == 1
    seen += _collect_dialog(statistics, qtbot, recorder)
    assert_all_translated(seen)


@pytest.mark.parametrize("game", [spec.key for spec in registry.GAMES])
def test_rules_pages(window, qtbot, recorder, monkeypatch, game):
    boxes: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: boxes.extend([box.windowTitle(), box.text()]) or 0)
    seen: list[tuple[str, str]] = []
    monkeypatch.setattr(window, "current_game", lambda: game)
    window.show_rules()
    seen += visible_texts(recorder) + [("rules box", text) for text in boxes]
    for dialog in QApplication.topLevelWidgets():
        if isinstance(dialog, QDialog):
            dialog.close()
    assert_all_translated(seen)


# One profile of every game (each has its own engine module and its own words, even where tables are
# shared), plus each second profile that takes another path at the table or says other words
# (checked in hoyle_desktop/ui, 28 Nov 2026): Hoyle's five-card Cribbage (three for last), three
# sides and partnerships (the board's sides and the end of the game); Newmarket today (the
# matching pool winner, the spare hand); Snip-Snap-Snorum first out (its ending and no turn-up);
# Loto's second method; Banque (two tableaux) beside the club's Chemin de Fer (fresh packs, false
# draws); Blind Hookey's three packets (cutting and rejecting). Five-Pool Pope is left out: the
# board draws whatever pools the engine gives, so it shows four of Pope Joan's eight and no word
# of its own (docs/testing.md).
TABLE_GAMES = [
    ("cribbage", "modern-six-card", 2),
    ("cribbage", "hoyle-five-card", 2),
    ("cribbage", "three-handed", 3),
    ("cribbage", "four-handed-partners", 4),
    ("pope_joan", "pope-joan", 4),
    ("spin", "spin", 4),
    ("newmarket", "newmarket", 4),
    ("newmarket", "newmarket-today", 5),
    ("jig", "jig", 4),
    ("snip_snap_snorum", "turn-up-snip", 4),
    ("snip_snap_snorum", "snip-snap-snorum-first-out", 3),
    ("loto", "loto", 3),
    ("loto", "loto-second-method", 3),
    ("all_fours", "all-fours-strict", 2),
    ("spoil_five", "spoil-five-partners", 4),
    ("crazy_eights", "crazy-eights-penalty", 3),
    ("cassino", "cassino", 4),
    ("baccarat", "baccarat-club", 3),
    ("baccarat", "baccarat-banque", 4),
    ("blind_hookey", "blind-hookey", 3),
    ("blind_hookey", "blind-hookey-three-packets", 3),
    ("vingt_un", "vingt-un-old-fashioned", 3),
    ("commerce", "pool-commerce", 3),
    ("my_bird_sings", "my-bird-sings-drawn", 3),
    ("speculation", "speculation-pool-games", 3),
]


@pytest.mark.parametrize(("game", "profile", "players"), TABLE_GAMES)
def test_whole_game_at_the_table(window, qtbot, recorder, monkeypatch, request, game, profile, players):
    boxes: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: boxes.extend([box.windowTitle(), box.text()]) or 0)
    rules = dict(window.catalog.get(profile).rules)
    rules["players"] = players
    if "deals" in rules:
        rules["deals"] = 2
    if game == "baccarat":
        rules["coups"] = 5
    if game == "blind_hookey":
        rules["hands"] = 4
    if rules.get("winner") == "last_in":  # Snip-Snap-Snorum to the last one in: two counters each
        rules["purse"] = 2
    if game == "cribbage":  # a game to 61: every deal's words are seen by then
        rules["target"] = min(rules["target"], 61)
    if game == "loto":  # one round or six drawings, called quickly
        request.getfixturevalue("quick_loto")
        rules.update(rounds=1, drawings=6, easy_reaction_ms=100, standard_reaction_ms=100)
    if game in ("crazy_eights", "cassino"):  # a short game: a deal or two
        rules["target"] = 30 if game == "crazy_eights" else 3
    if game == "vingt_un":  # a short game, with a pool
        rules.update(hands=6, pool_ante=1)
    setup = NewGameSetup(game, profile, rules, players, ["standard"] * (players - 1), seed=7, human_seat=0)
    table = window.open_table(setup)
    rng = random.Random(3)
    finished: list[object] = []
    table.session.finished.connect(finished.append)
    seen: list[tuple[str, str]] = []
    looks, refused = 0, False
    for _ in range(20000):
        if finished:
            break
        qtbot.wait(1)
        if not (table.idle and table.session.human_may_act()):
            continue
        if looks < 12 or rng.random() < 0.1:  # look often early on, then now and then
            seen += visible_texts(recorder)
            looks += 1
        legal = table.game.legal_actions(table.session.human)
        if not refused:
            refused = _try_an_illegal_card(table, legal)
            if refused:
                seen += visible_texts(recorder)
        table.session.act(rng.choice(legal))
    qtbot.waitUntil(lambda: bool(finished), timeout=60_000)
    qtbot.waitUntil(lambda: table.idle, timeout=10_000)
    QTimer.singleShot(0, lambda: None)
    qtbot.wait(20)
    seen += visible_texts(recorder) + [("message box", text) for text in boxes]
    assert looks >= 3
    assert_all_translated(seen)
    entry = load_stats()["entries"][f"{game}/{profile}"]  # the game finished is in the statistics
    assert (entry["games"], entry["stake"]) == (1, finished[0].stakes[0])


def _try_an_illegal_card(table, legal) -> bool:
    """Click a card of the person's that no legal action plays, so the refusal is shown."""
    view = table.game.view(table.session.human)
    hand = getattr(view, "hand", None) or []
    playable = {c for a in legal for c in a.cards}
    illegal = [c for c in hand if c not in playable]
    if not illegal or not hasattr(table, "_on_card_clicked"):
        return False
    if all(a.kind == "lay_out" for a in legal):
        return False  # choosing cards for the crib is never refused
    table._on_card_clicked(illegal[0])
    return True
