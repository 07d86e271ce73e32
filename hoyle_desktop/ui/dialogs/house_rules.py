"""House Rules: the profiles of one game, each shown as a form built from the game's rules schema.

Built-in profiles are read-only and can be copied to the user's own profiles; the user's are
edited and saved through the catalog, which validates them. A refused save shows the catalog's
message under the form and keeps every edit. Files the catalog could not load are listed at
the top with their full messages. Nothing here knows any game's rules: the form comes from the
schema (``title`` labels, ``description`` tooltips, ``x-enum-titles`` choice labels, ``x-order`` order,
``x-table-option`` hidden, ``x-zero-title`` shown for 0, ``x-applies-when``: an option shown only
while the options it depends on have the values it names, and saved at its default otherwise).
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFontMetrics, QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ...profiles import ProfileError, applies, effective_values, rules_defaults, rules_schema
from ..chooser import game_title
from ..data_words import profile_description, profile_title, schema_text
from ..desktop_watch import PALETTE, follow_desktop
from ..ink import keep_error_style, palette_red, set_style
from .options import form_label

if TYPE_CHECKING:
    from ...profiles import Profile, ProfileCatalog

_ID_ROLE = Qt.ItemDataRole.UserRole


class RulesForm(QWidget):
    """Editors for one rules schema. ``fields`` maps dotted keys (``lurch.below``) to widgets."""

    edited = Signal()

    def __init__(
        self, schema: dict[str, Any], defaults: dict[str, Any], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.schema = schema
        self.defaults = defaults
        self.fields: dict[str, QWidget] = {}
        self.read_only = False
        self._hidden: dict[str, Any] = {}  # values of x-table-option keys, kept as they were
        layout = QFormLayout(self)
        layout.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        layout.setLabelAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self._layout = layout
        self._build(schema, "", layout)
        self.edited.connect(self.update_applicable)

    def _build(self, schema: dict[str, Any], prefix: str, layout: QFormLayout | QHBoxLayout) -> None:
        properties = schema.get("properties", {})
        for name in _ordered_keys(schema):
            prop = properties[name]
            if prop.get("x-table-option"):
                continue
            key = prefix + name
            title = schema_text(prop.get("title", name))
            tip = schema_text(prop.get("description", ""))
            if prop.get("type") == "object" and prop.get("properties"):
                self._add(layout, None, self._group(prop, key, title, tip))
                continue
            editor = self._editor(prop, title)
            if editor is None:
                continue
            editor.setToolTip(tip)
            editor.setAccessibleName(title)
            editor.setAccessibleDescription(tip)
            self.fields[key] = editor
            label = None
            if not isinstance(editor, QCheckBox):
                label = QLabel(form_label(title))
                label.setBuddy(editor)
                label.setToolTip(tip)
            self._add(layout, label, editor)

    def _group(self, prop: dict[str, Any], key: str, title: str, tip: str) -> QGroupBox:
        """A nested object as a small group; an ``enabled`` switch becomes the group's check box.
        A few fields sit on one line ("Lurched below [61]  Games lost [2]"), more in a form."""
        box = QGroupBox(title)
        box.setToolTip(tip)
        self.fields[key] = box
        children = dict(prop["properties"])
        if children.get("enabled", {}).get("type") == "boolean":
            children.pop("enabled")
            box.setCheckable(True)
            box.toggled.connect(self.edited)
            self.fields[key + ".enabled"] = box
        inner: QFormLayout | QHBoxLayout = QHBoxLayout(box) if len(children) <= 3 else QFormLayout(box)
        self._build({**prop, "properties": children}, key + ".", inner)
        if isinstance(inner, QHBoxLayout):
            inner.addStretch(1)
        return box

    @staticmethod
    def _add(layout: QFormLayout | QHBoxLayout, label: QLabel | None, editor: QWidget) -> None:
        if isinstance(layout, QFormLayout):
            if label is None:
                layout.addRow(editor)
            else:
                layout.addRow(label, editor)
            return
        if layout.count():
            layout.addSpacing(18)
        if label is not None:
            layout.addWidget(label)
        layout.addWidget(editor)

    def _editor(self, prop: dict[str, Any], title: str) -> QWidget | None:
        kind = prop.get("type")
        if "enum" in prop:
            combo = QComboBox()
            titles = prop.get("x-enum-titles", {})
            for value in prop["enum"]:
                title = titles.get(str(value))
                combo.addItem(schema_text(title) if title else str(value), value)
            combo.currentIndexChanged.connect(self.edited)
            return combo
        if kind == "boolean":
            box = QCheckBox(title)
            box.toggled.connect(self.edited)
            return box
        if kind == "integer":
            spin = QSpinBox()
            spin.setRange(int(prop.get("minimum", -(2**31))), int(prop.get("maximum", 2**31 - 1)))
            spin.setMinimumWidth(90)
            if prop.get("x-zero-title") and spin.minimum() == 0:  # what 0 means, shown in its place
                spin.setSpecialValueText(schema_text(prop["x-zero-title"]))
            spin.valueChanged.connect(self.edited)
            return spin
        if kind == "number":
            dspin = QDoubleSpinBox()
            dspin.setRange(float(prop.get("minimum", -1e9)), float(prop.get("maximum", 1e9)))
            dspin.valueChanged.connect(self.edited)
            return dspin
        if kind == "string":
            line = QLineEdit()
            line.textEdited.connect(self.edited)
            return line
        return None  # lists and the like have no editor; their values are kept unchanged

    # -- values -------------------------------------------------------------------------------
    def set_values(self, rules: dict[str, Any]) -> None:
        values = copy.deepcopy(self.defaults)
        values.update(copy.deepcopy(rules))
        shown = self._top_level_keys()
        self._hidden = {k: copy.deepcopy(v) for k, v in rules.items() if k not in shown}
        for key, widget in self.fields.items():
            value = _lookup(values, key, self.defaults)
            widget.blockSignals(True)
            if isinstance(widget, QGroupBox):
                if widget.isCheckable() and key.endswith(".enabled"):
                    widget.setChecked(bool(value))
            elif isinstance(widget, QCheckBox):
                widget.setChecked(bool(value))
            elif isinstance(widget, QComboBox):
                widget.setCurrentIndex(max(widget.findData(value), 0))
            elif isinstance(widget, QSpinBox | QDoubleSpinBox):
                widget.setValue(value)
            elif isinstance(widget, QLineEdit):
                widget.setText("" if value is None else str(value))
            widget.blockSignals(False)
        self.mark_invalid(None)
        self.update_applicable()

    def update_applicable(self) -> None:
        """Show only the options that do something with the others as they are (``x-applies-when``)."""
        values = self._raw_values()
        props = self.schema.get("properties", {})
        effective = effective_values(self.schema, values)
        for name, prop in props.items():
            widget = self.fields.get(name)
            if widget is not None and "x-applies-when" in prop:
                self._layout.setRowVisible(widget, applies(prop, effective))

    def is_applicable(self, key: str) -> bool:
        """Whether the form shows ``key`` (a top-level option) as doing something."""
        widget = self.fields[key]
        return not widget.isHidden()

    def values(self) -> dict[str, Any]:
        """The rules as saved: an option that does not apply for the others is saved at its default."""
        values = self._raw_values()
        return effective_values(self.schema, values)

    def _raw_values(self) -> dict[str, Any]:
        result: dict[str, Any] = copy.deepcopy(self._hidden)
        for key, widget in self.fields.items():
            if isinstance(widget, QGroupBox) and not key.endswith(".enabled"):
                continue
            if isinstance(widget, QGroupBox | QCheckBox):
                value: Any = widget.isChecked()
            elif isinstance(widget, QComboBox):
                value = widget.currentData()
            elif isinstance(widget, QSpinBox | QDoubleSpinBox):
                value = widget.value()
            else:
                value = widget.text()  # type: ignore[attr-defined]
            *parents, last = key.split(".")
            target = result
            for part in parents:
                target = target.setdefault(part, {})
            target[last] = value
        return result

    def _top_level_keys(self) -> set[str]:
        return {key.split(".")[0] for key in self.fields}

    def set_read_only(self, read_only: bool) -> None:
        """Read-only editors stay legible (not greyed out) but take no mouse or keyboard input."""
        for widget in self.fields.values():
            if isinstance(widget, QSpinBox | QDoubleSpinBox):
                widget.setReadOnly(read_only)
                symbols = QSpinBox.ButtonSymbols
                widget.setButtonSymbols(symbols.NoButtons if read_only else symbols.UpDownArrows)
            elif isinstance(widget, QLineEdit):
                widget.setReadOnly(read_only)
            else:  # check boxes, checkable groups and combo boxes have no read-only mode
                widget.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, read_only)
                widget.setFocusPolicy(Qt.FocusPolicy.NoFocus if read_only else Qt.FocusPolicy.StrongFocus)
        self.read_only = read_only

    def mark_invalid(self, key: str | None) -> QWidget | None:
        """Outline the editor of ``key`` (a dotted key, with or without ``rules.``) in red (the
        palette's: a red chosen again if the desktop turns dark while it is outlined)."""
        if not hasattr(self, "_marked"):
            follow_desktop(self, lambda: self.mark_invalid(self._marked), PALETTE)
        self._marked = key
        found = None
        if key:
            key = key.removeprefix("rules.")
            found = self.fields.get(key) or self.fields.get(key.split("[")[0])
        for widget in self.fields.values():
            if not isinstance(widget, QGroupBox):
                marked = widget is found
                set_style(widget, f"border: 2px solid {palette_red()}; border-radius: 3px;" if marked else "")
        return found


def _ordered_keys(schema: dict[str, Any]) -> list[str]:
    """Property names by ``x-order``, then in the schema's own order."""
    props = schema.get("properties", {})
    return sorted(props, key=lambda n: (props[n].get("x-order", 10**6), list(props).index(n)))


def _lookup(values: dict[str, Any], key: str, defaults: dict[str, Any]) -> Any:
    """The value at a dotted key, falling back to the schema default where a profile left it out."""
    value: Any = values
    fallback: Any = defaults
    for part in key.split("."):
        fallback = fallback.get(part) if isinstance(fallback, dict) else None
        value = value.get(part) if isinstance(value, dict) else None
        if value is None:
            value = fallback
    return value


class HouseRulesDialog(QDialog):
    def __init__(self, catalog: ProfileCatalog, game_key: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from ...engine import registry

        self.catalog = catalog
        self.game = registry.get(game_key).key
        self.profile: Profile | None = None
        self.dirty = False
        self.setWindowTitle(self.tr("House Rules – %1").replace("%1", game_title(registry.get(self.game))))

        self.warnings = QLabel()
        self.warnings.setObjectName("CatalogWarnings")
        self.warnings.setWordWrap(True)
        self.warnings.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.warnings.setStyleSheet(
            "#CatalogWarnings { background: #fff4d6; color: #5a4300; border: 1px solid #e0c36a;"
            " border-radius: 4px; padding: 6px; }"
        )

        self.profile_list = QListWidget()
        self.profile_list.setAccessibleName(self.tr("House rules"))
        self.profile_list.setMinimumWidth(220)
        self.profile_list.setWordWrap(True)  # long titles and hints wrap in every language
        self.profile_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.copy_button = QPushButton(self.tr("&Copy to My Profiles…"))
        self.delete_button = QPushButton(self.tr("&Delete"))
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.profile_list, 1)
        left_layout.addWidget(self.copy_button)
        left_layout.addWidget(self.delete_button)

        self.title_edit = QLineEdit()
        self.title_edit.setAccessibleName(self.tr("Title"))
        self.description_edit = QLineEdit()
        self.description_edit.setAccessibleName(self.tr("Description"))
        self.based_on = QLabel()
        self.builtin_note = self.tr("Built-in house rules cannot be changed; copy them to make your own.")
        self.read_only_note = QLabel(self.builtin_note)
        self.read_only_note.setWordWrap(True)
        self.read_only_note.setStyleSheet("color: palette(placeholder-text); font-style: italic;")
        header = QFormLayout()
        header.addRow(self.tr("&Title:"), self.title_edit)
        header.addRow(self.tr("D&escription:"), self.description_edit)
        header.addRow(self.tr("Based on:"), self.based_on)

        self.form = RulesForm(rules_schema(self.game), rules_defaults(self.game))
        scroll = QScrollArea()
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes from field to field, not to a nameless frame
        scroll.setWidget(self.form)
        scroll.setWidgetResizable(True)
        self.error = QLabel()
        self.error.setObjectName("SaveError")
        self.error.setWordWrap(True)
        keep_error_style(self.error)
        self.error.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.error.hide()
        self.save_button = QPushButton(self.tr("&Save"))
        self.save_button.setDefault(True)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addLayout(header)
        right_layout.addWidget(self.read_only_note)
        right_layout.addWidget(scroll, 1)
        right_layout.addWidget(self.error)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.save_button)
        right_layout.addLayout(row)

        splitter = QSplitter()
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setStretchFactor(1, 1)
        splitter.setChildrenCollapsible(False)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.warnings)
        layout.addWidget(splitter, 1)
        layout.addWidget(close)
        self.resize(900, 680)

        self.profile_list.currentItemChanged.connect(self._selection_changed)
        self.copy_button.clicked.connect(self.copy_profile)
        self.delete_button.clicked.connect(self.delete_profile)
        self.save_button.clicked.connect(self.save)
        self.form.edited.connect(self._edited)
        self.title_edit.textEdited.connect(self._edited)
        self.description_edit.textEdited.connect(self._edited)
        self.refresh()

    # -- list --------------------------------------------------------------------------------
    def refresh(self, select: str | None = None) -> None:
        """Reload the list from the catalog, selecting ``select`` (else the current profile)."""
        select = select or (self.profile.id if self.profile else None)
        errors = [str(problem) for e in self.catalog.errors for problem in e.every_problem()]
        self.warnings.setText(
            self.tr("Some house-rule files could not be loaded:") + "\n" + "\n".join(f"• {e}" for e in errors)
        )
        self.warnings.setVisible(bool(errors))
        # Heard with the list the dialog opens on (a label takes no focus: a screen reader skipped it).
        self.profile_list.setAccessibleDescription(self.warnings.text() if errors else "")
        self.profile_list.blockSignals(True)
        self.profile_list.clear()
        profiles = self.catalog.profiles(self.game)
        for builtin, heading in ((True, self.tr("Built-in")), (False, self.tr("My house rules"))):
            group = [p for p in profiles if p.builtin == builtin]
            if not group and builtin:
                continue
            header = QListWidgetItem(heading)
            header.setFlags(Qt.ItemFlag.NoItemFlags)
            font = header.font()
            font.setBold(True)
            header.setFont(font)
            self.profile_list.addItem(header)
            if not group:
                hint = QListWidgetItem(self.tr("None yet: copy a built-in to start"))
                hint.setFlags(Qt.ItemFlag.NoItemFlags)
                self.profile_list.addItem(hint)
            for profile in group:
                item = QListWidgetItem(profile_title(profile))
                item.setData(_ID_ROLE, profile.id)
                item.setToolTip(profile_description(profile))
                self.profile_list.addItem(item)
                if profile.id == select:
                    self.profile_list.setCurrentItem(item)
        if self.profile_list.currentItem() is None:
            items = (self.profile_list.item(row) for row in range(self.profile_list.count()))
            first = next((item for item in items if item.data(_ID_ROLE)), None)
            if first is not None:
                self.profile_list.setCurrentItem(first)
        self.profile_list.blockSignals(False)
        self._show(self.profile_list.currentItem())

    def select(self, profile_id: str) -> None:
        for row in range(self.profile_list.count()):
            if self.profile_list.item(row).data(_ID_ROLE) == profile_id:
                self.profile_list.setCurrentRow(row)
                return
        raise KeyError(profile_id)

    def _selection_changed(self, current: QListWidgetItem | None, previous: QListWidgetItem | None) -> None:
        if self.dirty and not self._confirm_discard():
            self.profile_list.blockSignals(True)
            self.profile_list.setCurrentItem(previous)
            self.profile_list.blockSignals(False)
            return
        self._show(current)

    def _show(self, item: QListWidgetItem | None) -> None:
        profile_id = item.data(_ID_ROLE) if item is not None else None
        self.profile = self.catalog.get(profile_id) if profile_id else None
        profile = self.profile
        editable = profile is not None and not profile.builtin
        self.title_edit.setText(profile_title(profile) if profile else "")
        self.description_edit.setText(profile_description(profile) if profile else "")
        self.description_edit.setCursorPosition(0)
        self.description_edit.setToolTip(profile_description(profile) if profile else "")
        self.based_on.setText(
            self._title_of(profile.extends) if profile and profile.extends else self.tr("—")
        )
        self.form.set_values(profile.rules if profile else {})
        for widget in (self.title_edit, self.description_edit):
            widget.setReadOnly(not editable)
        self.form.set_read_only(not editable)
        self.read_only_note.setText(self.builtin_note)
        self.read_only_note.setVisible(profile is not None and profile.builtin)
        note = self.builtin_note if profile is not None and profile.builtin else ""
        self.title_edit.setAccessibleDescription(note)  # heard where the person would try to type
        self.save_button.setEnabled(editable)
        self.delete_button.setEnabled(editable)
        self.copy_button.setEnabled(profile is not None)
        self.error.hide()
        self.save_button.setAccessibleDescription("")  # the last refusal's words go with it
        # The field's text is the profile's description, heard as its value; its own description says
        # what the field is for, never the text again (Orca read it twice), and is set, not left to
        # the tooltip (which shows a long text whole): Qt tells a screen reader of a new description,
        # never of a new tooltip, and an empty one falls back to the tooltip.
        self.description_edit.setAccessibleDescription(
            note or self.tr("A sentence on what these house rules change; New Game shows it with them.")
        )
        for field in self.form.fields.values():
            field.setAccessibleDescription(field.toolTip())
        self.dirty = False

    def _title_of(self, profile_id: str) -> str:
        try:
            return profile_title(self.catalog.get(profile_id))
        except KeyError:
            return profile_id

    def _edited(self) -> None:
        self.dirty = True

    def _confirm_discard(self) -> bool:
        answer = QMessageBox.question(
            self,
            self.windowTitle(),
            self.tr("Save the changes to “%1”?").replace(
                "%1", profile_title(self.profile) if self.profile else ""
            ),
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    # -- actions ------------------------------------------------------------------------------
    def name_dialog(self, suggested: str) -> QInputDialog:
        """Asks for the copy's name, wide enough to show the suggested name whole."""
        ask = QInputDialog(self)
        ask.setWindowTitle(self.tr("Copy to My Profiles"))
        ask.setLabelText(self.tr("Name of your house rules:"))
        ask.setTextValue(suggested)
        # Wide enough for the name and for its title whole, as the title bar writes it (bold, with the
        # app's name, an icon and three buttons): as narrow as its line it read "Copie… esktop"
        # (playtest (d)). The box is as wide as its line (QInputDialog keeps to its layout's size).
        font = ask.font()
        font.setBold(True)
        title = f"{ask.windowTitle()} — {QGuiApplication.applicationDisplayName()}"
        edit = ask.findChild(QLineEdit)
        if edit is not None:
            name = edit.fontMetrics().horizontalAdvance(suggested) + 24
            edit.setMinimumWidth(min(680, max(name, QFontMetrics(font).horizontalAdvance(title) + 100)))
        return ask

    def copy_profile(self, title: str | None = None) -> Profile | None:
        """Copy the selected profile to the user's profiles (asking for a name unless given)."""
        source = self.profile
        if source is None:
            return None
        if not title:
            ask = self.name_dialog(self.tr("%1 (my rules)").replace("%1", profile_title(source)))
            title = ask.textValue() if ask.exec() == QDialog.DialogCode.Accepted else ""
            if not title.strip():
                return None
        try:
            # The description as the person read it (a German copy of a built-in is not described in
            # English), said to be the other's: a copy kept "seven points the game" as its own after
            # its game was set to 5 (playtest (d), 29 November).
            words = self.tr("Copied from “%1”: %2").replace("%1", profile_title(source))
            words = words.replace("%2", profile_description(source))
            copied = self.catalog.copy_to_user(
                source.id, self.catalog.suggest_id(title), title.strip(), words
            )
        except (ProfileError, OSError) as exc:
            QMessageBox.warning(self, self.windowTitle(), str(exc))
            return None
        self.dirty = False
        self.refresh(select=copied.id)
        self.read_only_note.setText(
            self.tr("Your copy: change its rules, and its description to say what they change; then Save.")
        )
        self.read_only_note.show()
        self.description_edit.setFocus(Qt.FocusReason.OtherFocusReason)
        return copied

    def profile_data(self) -> dict[str, Any]:
        """The selected profile as it would be saved, from what the form shows."""
        assert self.profile is not None
        data: dict[str, Any] = {"title": self.title_edit.text().strip(), "game": self.game}
        if self.description_edit.text().strip():
            data["description"] = self.description_edit.text().strip()
        if self.profile.extends:
            data["extends"] = self.profile.extends
        data["rules"] = self.form.values()  # the catalog writes only what differs from the parent
        return data

    def save(self) -> bool:
        profile = self.profile
        if profile is None or profile.builtin:
            return False
        try:
            saved = self.catalog.save_user_profile(profile.id, self.profile_data())
        except ProfileError as exc:
            field = self.form.mark_invalid(exc.key)
            if field is None and str(exc.key or "").startswith(("title", "description")):
                field = self.title_edit if str(exc.key).startswith("title") else self.description_edit
            problems = exc.every_problem()
            # Said without the file's folder (the screen shows it): "key title: the text is empty …"
            said = " ".join(str(p).removeprefix(str(p.path)).lstrip(", ") for p in problems)
            self._refuse("\n".join(str(problem) for problem in problems), field, said)
            return False
        except OSError as exc:
            self._refuse(self.tr("Could not save: %1").replace("%1", str(exc)), None)
            return False
        self.dirty = False
        self.refresh(select=saved.id)
        from ..table.announcer import announce

        # Only the list's title changes on screen: a screen reader hears that the save went through.
        announce(self, self.tr("Saved: %1.").replace("%1", profile_title(saved)))
        return True

    def _refuse(self, text: str, field: QWidget | None, said: str = "") -> None:
        """Show why the profile was not saved, say it to a screen reader (the label takes no focus:
        it was never heard) and take the keys to the field at fault, which carries the words too."""
        from ..table.announcer import announce

        self.error.setText(text)
        self.error.show()
        heard = said or text  # (a description without the file's folder, as the announcement)
        self.save_button.setAccessibleDescription(heard)
        if field is not None and not isinstance(field, QGroupBox):
            field.setAccessibleDescription(heard)
            field.setFocus(Qt.FocusReason.OtherFocusReason)
        announce(self, self.tr("Not saved: %1").replace("%1", said or text), assertive=True)

    def delete_profile(self) -> None:
        profile = self.profile
        if profile is None or profile.builtin:
            return
        answer = QMessageBox.question(
            self,
            self.windowTitle(),
            self.tr("Delete your house rules “%1”?").replace("%1", profile_title(profile)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,  # Enter deletes nothing
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        try:
            self.catalog.delete_user_profile(profile.id)
        except (ProfileError, KeyError, OSError) as exc:
            QMessageBox.warning(self, self.windowTitle(), str(exc))
            return
        self.profile, self.dirty = None, False
        self.refresh()

    def done(self, result: int) -> None:
        if self.dirty and not self._confirm_discard():
            return
        super().done(result)
