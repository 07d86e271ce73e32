"""What the AT-SPI check away from the tables (tools/atspi_check.py --flow outside; written up in
docs/notes/accessibility-check-2026-11-28-b.md) found a screen reader heard wrong or not at all: the
dialogs, the rules page, the chooser. Announced text through the announcer's ``listeners`` seam and
accessible names and descriptions through QAccessible, offscreen (not the AT-SPI bus)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QWidget

from hoyle_desktop.profiles import ProfileCatalog
from hoyle_desktop.storage.paths import user_profiles_dir
from hoyle_desktop.ui.dialogs.house_rules import HouseRulesDialog


def tab_stops(dialog: QWidget) -> list[QWidget]:
    """The widgets Tab reaches in ``dialog``, in order, once round."""
    stops: list[QWidget] = []
    widget = dialog.nextInFocusChain()
    while widget is not dialog and len(stops) < 200:
        if (
            widget.isVisibleTo(dialog)
            and widget.isEnabled()
            and widget.focusPolicy() & Qt.FocusPolicy.TabFocus
            and widget.focusProxy() is None
        ):
            stops.append(widget)
        widget = widget.nextInFocusChain()
    return stops


def spoken_name(widget: QWidget) -> str:
    """What a screen reader names a control by: its accessible name, or the label that names it."""
    face = QAccessible.queryAccessibleInterface(widget)
    name = face.text(QAccessible.Text.Name) if face is not None else ""
    labels = [
        other.text(QAccessible.Text.Name)
        for other, relation in (face.relations() if face is not None else [])
        if relation & QAccessible.RelationFlag.Label
    ]
    return " ".join(filter(None, [*labels, name])).strip()


def test_house_rules_every_tab_stop_is_named(qtbot) -> None:
    """Tab stopped on a nameless frame (the scroll area round the rules: "filler ''") between the
    description and the first rule."""
    dialog = HouseRulesDialog(ProfileCatalog(), "crazy_eights")
    qtbot.addWidget(dialog)
    dialog.show()
    unnamed = [type(w).__name__ for w in tab_stops(dialog) if not spoken_name(w)]
    assert not unnamed


def test_house_rules_an_invalid_profile_is_said(qtbot, heard) -> None:
    """Saving a profile with a mistake showed the error in a label under the form and said nothing:
    the focus stayed on Save. Now the error is said, and the keys go to the field at fault, whose
    description carries it."""
    catalog = ProfileCatalog()
    dialog = HouseRulesDialog(catalog, "crazy_eights")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.select("crazy-eights-penalty")
    dialog.copy_profile(title="Mine")
    dialog.title_edit.setText("")
    assert not dialog.save()
    said = [t for t in heard if "title" in t]
    assert said and said[-1].startswith("Not saved:"), heard
    assert "title" in dialog.title_edit.accessibleDescription()
    assert "title" in dialog.save_button.accessibleDescription()
    dialog.title_edit.setText("Mine")
    assert dialog.save()
    assert heard[-1] == "Saved: Mine."
    assert dialog.save_button.accessibleDescription() == ""


def test_house_rules_files_that_could_not_be_loaded_are_heard(qtbot) -> None:
    """The list of broken house-rule files sits in a label at the top, which takes no focus: a
    screen reader on the list the dialog opens on never heard it."""
    (user_profiles_dir() / "broken.yaml").write_text(
        "title: Broken\ngame: cribbage\nrules:\n  target: lots\n"
    )
    catalog = ProfileCatalog()
    dialog = HouseRulesDialog(catalog, "cribbage")
    qtbot.addWidget(dialog)
    assert "broken.yaml" in dialog.profile_list.accessibleDescription()
    assert QApplication.instance() is not None


def test_options_notes_are_heard_with_their_fields(qtbot) -> None:
    """The grey notes under a field ("Used from the next new game.", "A new language is used from the
    next start.") take no focus: Tab through Options never met them. The table colour button was
    heard by its name alone, without the colour it shows."""
    from hoyle_desktop.storage.settings import Settings
    from hoyle_desktop.ui.dialogs.options import OptionsDialog

    dialog = OptionsDialog(Settings.load(), playing=["expert"])
    qtbot.addWidget(dialog)
    assert "Used from the next new game." in dialog.strength.accessibleDescription()
    assert "Expert" in dialog.strength.accessibleDescription()
    assert "next start" in dialog.language.accessibleDescription()
    assert "next game of Cribbage" in dialog.count_manually.accessibleDescription()
    assert "Space or Enter" in dialog.deal_end.spin.accessibleDescription()
    assert dialog.colour_button.accessibleDescription() == dialog.colour_button.text().strip()
    dialog.show()
    assert not [type(w).__name__ for w in tab_stops(dialog) if not spoken_name(w)]


def test_statistics_say_when_there_is_nothing_yet(qtbot) -> None:
    """With no games played the table was heard as "Statistics, table", and nothing more."""
    from hoyle_desktop.ui.dialogs.statistics import StatisticsDialog

    dialog = StatisticsDialog()
    qtbot.addWidget(dialog)
    assert dialog.table.rowCount() == 0
    assert dialog.table.accessibleDescription() == "No games played yet."


def test_the_rules_page_goes_from_heading_to_heading(qtbot, heard) -> None:
    """The rules page's arrows scrolled it without a caret, so a screen reader read nothing as the
    page moved, and its headings could only be found by reading everything. H and Shift+H go to the
    next and the previous heading and say it; the arrows move a caret."""
    from PySide6.QtTest import QTest

    from hoyle_desktop.ui.dialogs.rules_dialog import RulesDialog
    from hoyle_desktop.ui.help import page_for

    dialog = RulesDialog("Rules of Crazy Eights", page_for("crazy_eights") or "")
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.browser.textInteractionFlags() & Qt.TextInteractionFlag.TextSelectableByKeyboard
    headings = [b.text() for b in dialog.headings()]
    assert len(headings) > 4 and headings[0] == "Crazy Eights"
    dialog.browser.setFocus()
    QTest.keyClick(dialog.browser, Qt.Key.Key_H)
    assert heard[-1] == f"Heading 2: {headings[1]}"
    assert dialog.browser.textCursor().block().text() == headings[1]
    QTest.keyClick(dialog.browser, Qt.Key.Key_H)
    QTest.keyClick(dialog.browser, Qt.Key.Key_H, Qt.KeyboardModifier.ShiftModifier)
    assert heard[-1].endswith(headings[1])
    QTest.keyClick(dialog.browser, Qt.Key.Key_H, Qt.KeyboardModifier.ShiftModifier)
    assert heard[-1].startswith("Heading 1:")
    QTest.keyClick(dialog.browser, Qt.Key.Key_H, Qt.KeyboardModifier.ShiftModifier)
    assert heard[-1] == "No heading before this."


def test_a_resumed_game_s_history_is_named_in_words(qtbot, heard) -> None:
    """Resumed from its tile, a game's history was written before the table had its announcer: the
    lines were heard in signs ("Computer 1 plays 5♣."). Going back to the chooser, its status line
    ("Your game of Crazy Eights is saved: its tile offers Resume.") was never heard."""
    from table_windows import open_default, table_window

    from hoyle_desktop.ui.resume import resume_game

    QAccessible.setActive(True)
    window = table_window(qtbot)
    table = open_default(window, "crazy_eights")
    qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=10000)
    table.session.act(table.game.legal_actions(table.human)[0])
    qtbot.waitUntil(lambda: table.idle and bool(table.game.history), timeout=10000)
    window.show_chooser()
    assert "Your game of Crazy Eights is saved: its tile offers Resume." in heard
    assert resume_game(window, "crazy_eights")
    history = window.table.history
    signs = [
        history.item(i).text()
        for i in range(history.count())
        if any(s in history.item(i).text() for s in "♠♥♦♣")
    ]
    assert signs
    for row in range(history.count()):
        item = history.item(row)
        name = QAccessible.queryAccessibleInterface(history).child(row)
        words = item.data(Qt.ItemDataRole.AccessibleTextRole) or item.text()
        assert not any(s in words for s in "♠♥♦♣"), words
        assert name is None or not any(s in name.text(QAccessible.Text.Name) for s in "♠♥♦♣")


def test_the_game_summary_keeps_the_arrows_and_says_the_whole_game_in_words(qtbot) -> None:
    """At the game's summary Right went from its Close button to the table's "Review the last hand"
    behind it (the AT-SPI check then pressed that); the whole game's review (W) read each line in
    signs ("Computer 1 plays 5♣.") and its list, with no line current, was heard as "list"."""
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QListWidget, QPushButton, QVBoxLayout

    from hoyle_desktop.engine.game import Result
    from hoyle_desktop.ui.table.game_summary import GameSummary

    table = QWidget()
    qtbot.addWidget(table)
    table.resize(800, 600)
    table.history = QListWidget(table)  # type: ignore[attr-defined]
    table.history.addItems(["Computer 1 plays 5♣.", "You play 8♥ and name clubs."])
    behind = QPushButton("Review the last hand", table)
    QVBoxLayout(table).addWidget(behind)
    table.show()
    result = Result((1,), (0, 1), ("loss", "win"), (-1, 1), {"scoring": "one_game"})
    summary = GameSummary(table, "crazy_eights", result, ["You", "Computer 1"], 0)
    buttons = [summary.new_button, summary.review_button, summary.close_button]
    summary.close_button.setFocus()
    for key, expected in (
        (Qt.Key.Key_Right, 0),
        (Qt.Key.Key_Right, 1),
        (Qt.Key.Key_Left, 0),
        (Qt.Key.Key_Left, 2),
    ):
        QTest.keyClick(table.focusWidget(), key)
        assert table.focusWidget() is buttons[expected], key
    summary.review()
    story = summary.shown.findChild(QListWidget)
    assert story.accessibleName() == "The whole game"
    qtbot.waitUntil(lambda: story.currentRow() == story.count() - 1)
    words = [story.item(i).data(Qt.ItemDataRole.AccessibleTextRole) for i in range(story.count())]
    assert words == ["Computer 1 plays five of clubs.", "You play eight of hearts and name clubs."]
    summary.shown.close()


def test_house_rules_description_field_follows_the_profile(qtbot) -> None:
    """The Description field's accessible description was its tooltip, which Qt never reports as
    changed: the AT-SPI check heard the first profile's description ("Five cards each …") at the
    penalty-points profile. It is now set with each profile (``setAccessibleDescription`` tells the
    screen reader)."""
    dialog = HouseRulesDialog(ProfileCatalog(), "crazy_eights")
    qtbot.addWidget(dialog)
    edit = dialog.description_edit
    for profile in ("crazy-eights", "crazy-eights-penalty"):
        dialog.select(profile)
        face = QAccessible.queryAccessibleInterface(edit)
        # The profile's words are the field's value, heard once (the accessibility check (b) of 28
        # November: its description was the same words, so Orca read them twice); the description
        # says what the field is, here that a built-in cannot be changed; the tooltip keeps the long
        # text whole for the eye.
        value = face.text(QAccessible.Text.Value)
        assert value == edit.text() != "" and edit.toolTip() == edit.text()
        heard = face.text(QAccessible.Text.Description)
        assert heard and edit.text() not in heard and heard != face.text(QAccessible.Text.Name), heard
        assert "cannot be changed" in heard
    dialog.copy_profile(title="Mine")  # one's own: the description says what the field is for
    heard = QAccessible.queryAccessibleInterface(edit).text(QAccessible.Text.Description)
    assert heard.startswith("A sentence on what these house rules change") and edit.text() not in heard
