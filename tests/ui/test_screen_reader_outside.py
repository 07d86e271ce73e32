"""What the AT-SPI check away from the tables (tools/atspi_check.py --flow outside; written up in
docs/accessibility-check-2026-11-28-b.md) found a screen reader heard wrong or not at all: the
dialogs, the rules page, the chooser. Announced text through the announcer's ``listeners`` seam and
accessible names and descriptions through QAccessible, offscreen (not the AT-SPI bus)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QWidget

from hoyle_desktop.profiles import ProfileCatalog
from hoyle_desktop.storage.paths import user_profiles_dir
from hoyle_desktop.ui.dialogs.house_rules import HouseRulesDialog
from hoyle_desktop.ui.table import announcer


@pytest.fixture
def heard():
    lines: list[str] = []
    announcer.listeners.append(lines.append)
    yield lines
    announcer.listeners.remove(lines.append)


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
