"""The app on real desktops (playtest 28 Nov (e), docs/notes/playtest-2026-11-28-e.md): the keyboard comes
back to the table after any dialog, even with no window manager to give it back; the resume question
has a default button; red text is readable on a light or a dark theme."""

from __future__ import annotations

import itertools
import re
from pathlib import Path
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QRect, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPalette
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox
from table_windows import open_default, table_window
from test_table_overlaps import problems

from hoyle_desktop.engine import registry
from hoyle_desktop.profiles import ProfileCatalog
from hoyle_desktop.storage.settings import Settings
from hoyle_desktop.ui import resume
from hoyle_desktop.ui.chooser import GameChooser, game_title, kind_title, players_text
from hoyle_desktop.ui.dialogs.new_game import NewGameDialog, NewGameSetup
from hoyle_desktop.ui.help import page_for
from hoyle_desktop.ui.ink import contrast


def _focused_table(qtbot):
    window = table_window(qtbot)
    table = open_default(window, "cribbage")
    qtbot.waitUntil(lambda: QApplication.focusWindow() is window.windowHandle(), timeout=10_000)
    return window, table, QApplication.focusWidget()


@pytest.mark.parametrize("kind", ["question", "options", "nested"])
def test_the_keyboard_comes_back_to_the_table_after_a_dialog(qtbot, kind) -> None:
    """Offscreen, like X with no window manager, nothing has the keyboard once a dialog closes
    unless the app gives it back: Ctrl+, did nothing until a click."""
    window, table, focused = _focused_table(qtbot)
    assert focused is table or (focused is not None and table.isAncestorOf(focused))
    if kind == "question":
        box = QMessageBox(QMessageBox.Icon.Question, "Sure?", "Sure?", QMessageBox.StandardButton.Ok, window)
        QTimer.singleShot(200, box.accept)
        box.exec()
    elif kind == "options":
        QTimer.singleShot(200, lambda: QApplication.activeModalWidget().reject())
        window.show_options()
    else:  # a question over a dialog hands the keyboard back to that dialog, then it to the table
        outer = QDialog(window)
        seen = []

        def inner() -> None:
            box = QMessageBox(QMessageBox.Icon.Question, "Sure?", "?", QMessageBox.StandardButton.Ok, outer)
            QTimer.singleShot(200, box.accept)
            box.exec()
            qtbot.wait(300)
            seen.append(QApplication.focusWindow() is outer.windowHandle())
            outer.accept()

        QTimer.singleShot(200, inner)
        outer.exec()
        assert seen == [True]
    qtbot.waitUntil(lambda: QApplication.focusWindow() is window.windowHandle(), timeout=10_000)
    assert QApplication.focusWidget() is focused


def test_the_resume_question_has_a_default_button_with_the_keyboard(qtbot, monkeypatch) -> None:
    """Enter answers Yes at once: the playtest found the question with no button to press by keys."""
    window = table_window(qtbot)
    saved = SimpleNamespace(setup={"game": "cribbage"}, game=None)
    monkeypatch.setattr(resume, "newest_save_path", lambda: Path("cribbage.json"))
    monkeypatch.setattr(resume, "_load", lambda _window, _path: saved)
    monkeypatch.setattr(resume, "_refresh_chooser", lambda _window: None)
    seen: dict[str, object] = {}

    def look() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        seen["default"] = box.defaultButton()
        seen["yes"] = box.button(QMessageBox.StandardButton.Yes)
        seen["focused"] = QApplication.focusWidget()
        box.button(QMessageBox.StandardButton.No).click()

    QTimer.singleShot(200, look)
    assert not resume.offer_resume(window)
    assert seen["default"] is seen["yes"] is seen["focused"]


def _dark_palette(kept: QPalette) -> QPalette:
    """A dark theme's palette, as the desktop hands it over (Breeze Dark's colours)."""
    dark = QPalette(kept)
    for role, colour in {
        QPalette.ColorRole.Window: "#2a2e32",
        QPalette.ColorRole.WindowText: "#fcfcfc",
        QPalette.ColorRole.Base: "#1b1e20",
        QPalette.ColorRole.Text: "#fcfcfc",
        QPalette.ColorRole.Button: "#31363b",
        QPalette.ColorRole.ButtonText: "#fcfcfc",
    }.items():
        dark.setColor(role, QColor(colour))
    return dark


@pytest.fixture(params=["light", "dark"])
def palette(request, qapp):
    """The desktop's palette, as a light or a dark theme hands it over."""
    kept = qapp.palette()
    if request.param == "dark":
        qapp.setPalette(_dark_palette(kept))
    yield qapp.palette()
    qapp.setPalette(kept)


def test_red_suits_on_the_rules_page_read_on_a_light_or_dark_page(palette) -> None:
    """The rules page's red suits were #b3001b whatever the page: 2.4:1 on a dark theme's page."""
    text = page_for("cribbage")
    red = re.search(r"span\.red \{ color: (#[0-9a-fA-F]{6})", text or "")
    assert red is not None and 'class="red"' in text
    assert contrast(QColor(red.group(1)), palette.color(QPalette.ColorRole.Base)) >= 4.5


def test_a_dialogs_error_line_reads_on_a_light_or_dark_dialog(qtbot, palette) -> None:
    dialog = NewGameDialog("cribbage", ProfileCatalog(), Settings.load())
    qtbot.addWidget(dialog)
    dialog.show()
    ink = dialog.seed_error.palette().color(QPalette.ColorRole.WindowText)
    assert contrast(ink, dialog.palette().color(QPalette.ColorRole.Window)) >= 4.5


@pytest.fixture(params=[14, 16])
def large_font(request, qapp):
    """The desktop's font at 14 or 16 pt, as a user sets it for their eyes."""
    kept = qapp.font()
    font = QFont(kept)
    font.setPointSizeF(request.param)
    qapp.setFont(font)
    yield font
    qapp.setFont(kept)


def test_the_chooser_tiles_hold_their_words_at_a_large_font(qtbot, large_font) -> None:
    """At 16 pt the tiles cut "game for counters" to "me for counte" and Newmarket to "ewmarke"."""
    chooser = GameChooser(registry.GAMES)
    qtbot.addWidget(chooser)
    _tiles_hold_their_words(chooser)


def _tiles_hold_their_words(chooser: GameChooser) -> None:
    for tile in chooser.tiles:
        title_font, body_font, _small, _badge = tile._fonts()
        room = tile.width() - 10 - 2 * 28  # between the corner suits
        body = QFontMetrics(body_font)
        for text in (kind_title(tile.spec.kind), players_text(tile.spec)):
            assert body.horizontalAdvance(text) <= room, text
        title = QFontMetrics(title_font)
        wrapped = title.boundingRect(QRect(0, 0, room, 1000), Qt.TextFlag.TextWordWrap, game_title(tile.spec))
        assert wrapped.width() <= room and wrapped.height() <= 2 * title.height(), game_title(tile.spec)


@pytest.mark.parametrize("points", [16, 8])
def test_the_chooser_tiles_are_measured_again_when_the_desktop_font_changes(qtbot, qapp, points) -> None:
    """Playtest (h): the tiles' width was measured once, from the font at the start; a desktop's font
    made larger while the app ran cut the titles and kinds ("me for counte"), and one made smaller
    left wide tiles with few columns. The tiles are measured again and the columns laid out anew."""
    kept = qapp.font()
    chooser = GameChooser(registry.GAMES)
    qtbot.addWidget(chooser)
    chooser.resize(1024, 700)
    chooser.show()
    before = chooser.tiles[0].width()
    changed = QFont(kept)
    changed.setPointSizeF(points)
    try:
        qapp.setFont(changed)
        fresh = GameChooser(registry.GAMES)  # as made at this font from the start
        qtbot.addWidget(fresh)

        def laid_out() -> bool:  # the change reaches the chooser through the event loop
            grid = [tile.geometry() for tile in chooser.tiles]
            overlap = any(a.intersects(b) for a, b in itertools.combinations(grid, 2))
            return chooser.tiles[0].size() == fresh.tiles[0].size() and not overlap

        qtbot.waitUntil(laid_out)
        assert (chooser.tiles[0].width() > before) == (points > kept.pointSizeF())
        if points > kept.pointSizeF():
            _tiles_hold_their_words(chooser)
        grid = [tile.geometry() for tile in chooser.tiles]
        assert not any(a.intersects(b) for a, b in itertools.combinations(grid, 2))
        assert max(r.right() for r in grid) <= chooser.viewport().width()
    finally:
        qapp.setFont(kept)


def _waiting_table(qtbot, game: str, profile: str, players: int):
    """A table at 1100x760 waiting for the person."""
    window = table_window(qtbot, size=(1100, 760))
    rules = {**window.catalog.get(profile).rules, "players": players}
    strengths = ["standard"] * (players - 1)
    table = window.open_table(NewGameSetup(game, profile, rules, players, strengths, seed=3))
    qtbot.waitUntil(lambda: table.session.human_may_act() and getattr(table, "idle", True), timeout=20_000)
    qtbot.wait(80)  # the layouts after the last words set
    return table


@pytest.mark.parametrize(
    ("game", "profile", "players"), [("vingt_un", "vingt-un", 4), ("baccarat", "baccarat", 5)]
)
def test_the_banking_felt_holds_its_words_at_a_large_font(qtbot, large_font, game, profile, players) -> None:
    """At 16 pt a seat's name ran off the felt and its stake's words ran up over the chip."""
    report = problems(_waiting_table(qtbot, game, profile, players))  # words apart, on the felt, off cards
    assert not report, "\n".join(report)


@pytest.mark.parametrize(
    ("game", "profile", "players"), [("loto", "loto", 4), ("all_fours", "all-fours-partners", 4)]
)
@pytest.mark.usefixtures("quick_loto")
def test_the_side_panel_holds_its_words_at_a_large_font(qtbot, large_font, game, profile, players) -> None:
    """At 16 pt Loto's "Pace of the calls" was cut to "Pace of the ca" beside "Normal call"."""
    table = _waiting_table(qtbot, game, profile, players)
    assert not [p for p in problems(table) if "cut off" in p or "narrower" in p]
    assert table.panel.width() >= 260 * 1.3  # as many words a line as at the usual font


@pytest.mark.parametrize("when", ["at the start", "while open"])
def test_the_choosers_intro_and_the_trading_captions_follow_a_large_font(qtbot, qapp, when) -> None:
    """Playtest (e): at a 16 pt desktop font the chooser's intro line (11 pt) and the trading
    tables' captions (14-15 px) stayed small; they follow the application's font like the rest,
    also when the desktop's font changes while the app runs."""
    from PySide6.QtGui import QFontInfo
    from PySide6.QtWidgets import QLabel

    kept = qapp.font()
    large = QFont(kept)
    large.setPointSizeF(16)
    if when == "at the start":
        qapp.setFont(large)
    try:
        window = table_window(qtbot)
        chooser = window.chooser  # inside the main window, as the person sees it
        table = open_default(window, "commerce")
        if when == "while open":
            qapp.setFont(large)
        body = QFontInfo(qapp.font()).pixelSize()
        intro = chooser.findChild(QLabel, "ChooserIntro")
        labels = (intro, table.caption, table.centre)
        # The change reaches the widgets through the event loop (later under a loaded machine).
        qtbot.waitUntil(lambda: all(QFontInfo(label.font()).pixelSize() >= body for label in labels))
    finally:
        qapp.setFont(kept)


def test_a_dark_theme_switched_on_while_the_app_runs_recolours_what_is_open(qtbot, qapp) -> None:
    """Playtest (e): the colours were chosen when a page or dialog was made; a desktop switched to
    dark while the app ran kept the rules page's dark red (2.3:1) until it was opened again. The
    rules page, the New Game dialog's error line and House Rules' error and invalid field now take
    the new palette's red while they are open."""
    from hoyle_desktop.ui.dialogs.house_rules import HouseRulesDialog
    from hoyle_desktop.ui.dialogs.rules_dialog import RulesDialog

    kept = qapp.palette()
    rules = RulesDialog("Rules", page_for("cribbage") or "")
    new_game = NewGameDialog("cribbage", ProfileCatalog(), Settings.load())
    house = HouseRulesDialog(ProfileCatalog(), "cribbage")
    for dialog in (rules, new_game, house):
        qtbot.addWidget(dialog)
        dialog.show()
    field = house.form.mark_invalid(next(iter(house.form.fields)))
    try:
        qapp.setPalette(_dark_palette(kept))

        def recoloured() -> bool:  # the change reaches the open windows through the event loop
            ink = new_game.seed_error.palette().color(QPalette.ColorRole.WindowText)
            return contrast(ink, QColor("#2a2e32")) >= 4.5

        qtbot.waitUntil(recoloured)
        qtbot.wait(20)
        page = QColor("#1b1e20")
        colours = [QColor(c) for c in re.findall(r"color:\s*(#[0-9a-fA-F]{6})", rules.browser.toHtml())]
        reds = {
            c.name() for c in colours if c.red() > 150 and c.green() < 150 and c.blue() < 150
        }  # the suits
        assert reds and all(contrast(QColor(red), page) >= 4.5 for red in reds), reds
        for label in (new_game.seed_error, house.error):
            ink = label.palette().color(QPalette.ColorRole.WindowText)
            assert contrast(ink, QColor("#2a2e32")) >= 4.5, label
        border = re.search(r"(#[0-9a-fA-F]{6})", field.styleSheet() if field is not None else "")
        assert border is not None and contrast(QColor(border.group(1)), QColor("#2a2e32")) >= 3
    finally:
        qapp.setPalette(kept)
