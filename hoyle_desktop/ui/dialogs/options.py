"""Options: card size and art, table colour, animation and computer pace, language, counting.

Every row is labelled with its option's declared title (translated in the "Options" context)
and limited to the option's declared range, so the dialog and the settings file never disagree.
On OK the changed options are written to the settings; ``changed`` (and the ``settings_changed``
signal) name them so the window and table can react.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QRect, Qt, Signal
from PySide6.QtGui import QColor, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QColorDialog,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...storage.settings import CHOICE_TITLES, LANGUAGE_NAMES, LANGUAGES, OPTIONS, STRENGTHS, Settings
from ..speech import speech_available
from ..table.counter_words import amount

Choices = Sequence[tuple[str, str]]  # (id, title)


def option_title(name: str) -> str:
    return QCoreApplication.translate("Options", OPTIONS[name].title)


def default_card_backs() -> list[tuple[str, str]]:
    """The built-in deck's backs, from the card art module when it is there."""
    titles = {
        "back": QCoreApplication.translate("Options", "Blue lattice"),
        "back_red": QCoreApplication.translate("Options", "Red lattice"),
        "back_green": QCoreApplication.translate("Options", "Green lattice"),
    }
    try:
        from ..cards.backs import BACKS

        ids = [back_id for back_id, _colours in BACKS]
    except ImportError:
        ids = ["back"]
    return [(back_id, titles.get(back_id, back_id.replace("_", " ").capitalize())) for back_id in ids]


def form_label(title: str) -> str:
    """A form row's label: the title and a colon, as the language writes it (French: "Titre :")."""
    return QCoreApplication.translate("Options", "%1:", "a form label").replace("%1", title)


def default_decks() -> list[tuple[str, str]]:
    """The built-in deck and any card decks installed on the system."""
    builtin = QCoreApplication.translate("Options", "Hoyle (built in)")
    try:
        from ..cards import decks
    except ImportError:
        return [("builtin", builtin)]
    styled = [
        ("builtin-four-colour", QCoreApplication.translate("Options", "Hoyle, four colours")),
        ("builtin-high-contrast", QCoreApplication.translate("Options", "Hoyle, high contrast")),
        (
            "builtin-high-contrast-four-colour",
            QCoreApplication.translate("Options", "Hoyle, high contrast, four colours"),
        ),
    ]
    return [("builtin", builtin), *styled] + [(deck.id, deck.title) for deck in decks.find_system_decks()]


class _Ranged(QWidget):
    """A slider with a spin box beside it, for an int option with a minimum and maximum; ``unit``
    ("px", "ms", "s") is said in words to a screen reader."""

    def __init__(self, name: str, suffix: str, step: int, unit: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        option = OPTIONS[name]
        assert option.minimum is not None and option.maximum is not None
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.spin = QSpinBox()
        for widget in (self.slider, self.spin):
            widget.setRange(option.minimum, option.maximum)
            widget.setSingleStep(step)
        self.slider.setPageStep(step * 5)
        self.spin.setSuffix(suffix)
        named = QCoreApplication.translate("OptionsDialog", "%1, %2").replace("%1", option_title(name))
        self.unit = unit
        self.spin.setAccessibleName(named.replace("%2", self.unit_words(0)[0]))
        self.slider.setAccessibleName(named.replace("%2", self.unit_words(0)[0]))
        self.slider.valueChanged.connect(self.spin.setValue)
        self.spin.valueChanged.connect(self.slider.setValue)
        self.spin.valueChanged.connect(self.describe)
        self.describe()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.slider, 1)
        layout.addWidget(self.spin)
        self.setFocusProxy(self.spin)

    def unit_words(self, n: int) -> tuple[str, str]:
        """The unit in words, for a screen reader (which reads "96 px" as letters): the words after
        the option's name ("in pixels") and the value ``n`` ("96 pixels")."""
        if self.unit == "px":
            many = self.tr("%1 pixels")
            return self.tr("in pixels"), amount(n, self.tr("%1 pixel"), self.tr("%1 pixels", "none"), many)
        if self.unit == "ms":
            many = self.tr("%1 milliseconds")
            none = self.tr("%1 milliseconds", "none")
            return self.tr("in milliseconds"), amount(n, self.tr("%1 millisecond"), none, many)
        many = self.tr("%1 seconds")
        return self.tr("in seconds"), amount(n, self.tr("%1 second"), self.tr("%1 seconds", "none"), many)

    def describe(self) -> None:
        """The value in words ("300 milliseconds"), as the description of the spin box and slider."""
        n = self.spin.value()
        said = (
            self.spin.specialValueText()
            if n == self.spin.minimum() and self.spin.specialValueText()
            else None
        )
        for widget in (self.spin, self.slider):
            widget.setAccessibleDescription(said or self.unit_words(n)[1])

    def value(self) -> int:
        return self.spin.value()

    def setValue(self, value: int) -> None:
        self.spin.setValue(value)


class OptionsDialog(QDialog):
    settings_changed = Signal(list)

    def __init__(
        self,
        settings: Settings,
        card_backs: Choices | None = None,
        decks: Choices | None = None,
        parent: QWidget | None = None,
        playing: list[str] | None = None,
    ) -> None:
        """``playing``: the strengths of the computer players in the game in play, if any."""
        super().__init__(parent)
        self.settings = settings
        self.changed: list[str] = []
        self.setWindowTitle(self.tr("Options"))

        self.card_width = _Ranged("card_width", self.tr(" px"), 4, "px")
        self.card_back = self._combo(
            "card_back", card_backs if card_backs is not None else default_card_backs()
        )
        self.deck = self._combo("deck", decks if decks is not None else default_decks())
        label = self._labels()
        self.large_cards = QCheckBox(label["large_cards"])
        self.colour_button = QPushButton()
        self.colour_button.setAccessibleName(option_title("table_colour"))
        self.colour_button.clicked.connect(self._pick_colour)
        self._colour = QColor(settings.get("table_colour"))
        table = QGroupBox(self.tr("Cards and table"))
        form = QFormLayout(table)
        self._row(form, label["card_width"], self.card_width)
        form.addRow(self.large_cards)
        self._row(form, label["card_back"], self.card_back)
        self._row(form, label["deck"], self.deck)
        self._row(form, label["table_colour"], self.colour_button)

        self.animation = _Ranged("animation_ms", self.tr(" ms"), 50, "ms")
        self.pace = _Ranged("computer_pace_ms", self.tr(" ms"), 100, "ms")
        self.strength = self._combo("opponent_strength", [(s, self._choice(s)) for s in STRENGTHS])
        self.count_manually = QCheckBox(label["count_manually"])
        self.count_manually.setToolTip(
            self.tr("Count your own hands and cribs instead of having them counted.")
        )
        self.show_hints = QCheckBox(label["show_hints"])
        self.coach_notes = QCheckBox(label["coach_notes"])
        self.coach_notes.setToolTip(
            self.tr("After a costly move, a short note says what the Expert would have played.")
        )
        self.review_lay_outs = QCheckBox(label["review_lay_outs"])
        self.auto_play_forced = QCheckBox(label["auto_play_forced"])
        self.deal_end = _Ranged("deal_end_seconds", self.tr(" s"), 1, "s")
        self.deal_end.spin.setSpecialValueText(self.tr("Never: wait for me"))
        self.deal_end.describe()
        self.deal_end.setToolTip(
            self.tr(
                "Every table stops at the end of a deal until you press Space or Enter or click the table."
            )
        )
        self.loto_pace = self._combo(
            "loto_pace", [(p, self._choice(p)) for p in OPTIONS["loto_pace"].choices]
        )
        self.loto_cover_for_me = QCheckBox(label["loto_cover_for_me"])
        self.loto_cover_for_me.setToolTip(
            self.tr("The table covers your numbers and claims your prizes, so you can watch.")
        )
        self.loto_read_aloud = QCheckBox(label["loto_read_aloud"])
        if speech_available():
            self.loto_read_aloud.setToolTip(self.tr("Each number called is spoken by the system's voice."))
        else:
            self.loto_read_aloud.setEnabled(False)
            self.loto_read_aloud.setToolTip(self.tr("No speech program was found on this computer."))
        # Why the box is greyed out, where it can be read without hovering over it.
        self.read_aloud_note = self._note(
            ""
            if speech_available()
            else self.tr("Needs a speech program (such as espeak-ng); none was found.")
        )
        self.read_aloud_note.setVisible(not speech_available())
        self.count_note = self._note(self.tr("Counting your own starts with your next game of Cribbage."))
        play = QGroupBox(self.tr("Play"))
        form = QFormLayout(play)
        self._row(form, label["animation_ms"], self.animation)
        self._row(form, label["computer_pace_ms"], self.pace)
        self._row(form, label["opponent_strength"], self.strength)
        self.strength_note = self._note(self._strength_note(playing or []))
        form.addRow(self.strength_note)  # a row of its own: a wrapped label beside a field gets cut
        form.addRow(self.count_manually)
        form.addRow(self.count_note)
        form.addRow(self.show_hints)
        form.addRow(self.coach_notes)
        form.addRow(self.review_lay_outs)
        self._row(form, label["deal_end_seconds"], self.deal_end)
        form.addRow(self.auto_play_forced)
        self._row(form, label["loto_pace"], self.loto_pace)
        form.addRow(self.loto_cover_for_me)
        form.addRow(self.loto_read_aloud)
        form.addRow(self.read_aloud_note)

        self.language = self._combo(
            "language",
            [(code, self._choice(code) if code == "system" else LANGUAGE_NAMES[code]) for code in LANGUAGES],
        )
        note = QLabel(self.tr("A new language is used from the next start."))
        note.setObjectName("LanguageNote")
        note.setStyleSheet("#LanguageNote { color: palette(placeholder-text); }")
        interface = QGroupBox(self.tr("Interface"))
        form = QFormLayout(interface)
        self._row(form, label["language"], self.language)
        form.addRow("", note)

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).clicked.connect(self.restore_defaults)
        # The fields scroll where the screen is lower than the dialog (a laptop's 768 pixels less its
        # panel: OK and Cancel stayed below the screen's edge); the buttons stay in view.
        self.fields = QWidget()
        column = QVBoxLayout(self.fields)
        column.setContentsMargins(0, 0, 0, 0)
        for box in (table, play, interface):
            column.addWidget(box)
        self.scroll = QScrollArea()
        self.scroll.setWidget(self.fields)
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes from field to field, not to a frame
        layout = QVBoxLayout(self)
        layout.addWidget(self.scroll, 1)
        layout.addWidget(buttons)
        self.setMinimumWidth(480)
        QApplication.instance().focusChanged.connect(self._show_focused)  # Alt+letter too scrolls to it
        # The grey notes under a field take no focus, so a screen reader never met them: they are
        # the field's description, heard with it (after its tooltip's words).
        for field, under in (
            (self.strength, self.strength_note),
            (self.count_manually, self.count_note),
            (self.loto_read_aloud, self.read_aloud_note),
            (self.language, note),
            (self.deal_end.spin, None),
        ):
            tip = field.toolTip() or (self.deal_end.toolTip() if field is self.deal_end.spin else "")
            field.setAccessibleDescription(" ".join(filter(None, [tip, under.text() if under else ""])))
        self.load(settings.as_dict())

    def _labels(self) -> dict[str, str]:
        """Each field's label with its underlined letter (Alt and the letter reach the field): the
        option's title, in each language a letter of its own within the dialog, clear of the
        letters its buttons may have (OK, Cancel)."""
        return {
            "card_width": self.tr("Card &width"),
            "large_cards": self.tr("&Large cards (half as large again)"),
            "card_back": self.tr("Card &back"),
            "deck": self.tr("Card &deck"),
            "table_colour": self.tr("&Table colour"),
            "animation_ms": self.tr("Card &animation time"),
            "computer_pace_ms": self.tr("Computer's thinking &pause"),
            "opponent_strength": self.tr("Opponents' &strength"),
            "count_manually": self.tr("Count &my own hands and cribs"),
            "show_hints": self.tr("Show &hints"),
            "coach_notes": self.tr("Tell me at o&nce when the coach would have played otherwise"),
            "review_lay_outs": self.tr("&Review my cribbage lay-out after each hand"),
            "deal_end_seconds": self.tr("At the &end of a deal, go on by itself after"),
            "auto_play_forced": self.tr("Play a card that must &follow on by itself (Pope Joan family)"),
            "loto_pace": self.tr("Loto: t&ime between calls"),
            "loto_cover_for_me": self.tr("Loto: co&ver my numbers for me"),
            "loto_read_aloud": self.tr("Loto: read the calls alo&ud"),
            "language": self.tr("Lan&guage"),
        }

    @staticmethod
    def _row(form: QFormLayout, text: str, field: QWidget) -> None:
        """A labelled row whose underlined letter reaches the field (a slider's number box)."""
        form.addRow(form_label(text), field)
        label = form.labelForField(field)
        if isinstance(label, QLabel):
            label.setBuddy(field.focusProxy() or field)

    @staticmethod
    def _note(text: str) -> QLabel:
        """A grey line under an option that says when or whether it applies."""
        note = QLabel(text)
        note.setWordWrap(True)
        note.setObjectName("OptionNote")
        note.setStyleSheet("#OptionNote { color: palette(placeholder-text); }")
        return note

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # A wrapped label in a form gets the height of one line; give it what its width needs.
        for note in (self.strength_note, self.count_note, self.read_aloud_note):
            note.setMinimumHeight(note.heightForWidth(note.width()))
        self.fields.layout().activate()
        whole = self.fields.sizeHint()
        # The room the screen leaves for the fields: its height less the window's frame, the buttons
        # and the margins.
        rest = self.sizeHint().height() - self.scroll.sizeHint().height() + 40
        fits = min(whole.height(), self._screen_height() - rest)
        self.scroll.setMinimumHeight(max(120, fits))
        bar = self.scroll.verticalScrollBar().sizeHint().width() if fits < whole.height() else 0
        self.scroll.setMinimumWidth(whole.width() + bar)
        # The dialog's own minimum (480) outranks its layout's: widen it to what the fields need
        # (French and German labels are longer), or the lists and number boxes are cut at the right.
        wide = min(max(self.width(), self.minimumSizeHint().width()), self._screen().width())
        self.resize(wide, self.sizeHint().height())

    def _screen(self) -> QRect:
        screen = self.screen() or QApplication.primaryScreen()
        return screen.availableGeometry() if screen is not None else QRect(0, 0, 10_000, 10_000)

    def _screen_height(self) -> int:
        return self._screen().height()

    def _show_focused(self, _old: QWidget | None, new: QWidget | None) -> None:
        if new is not None and self.fields.isAncestorOf(new):
            self.scroll.ensureWidgetVisible(new)

    def _strength_note(self, playing: list[str]) -> str:
        """Options set the next games' opponents; say what the game in play uses."""
        text = self.tr("Used from the next new game.")
        if playing:
            names = [self._choice(s) for s in playing]
            listed = ", ".join(dict.fromkeys(names))  # "Expert", or "Expert, Standard"
            text += " " + self.tr("The game in play: %1.").replace("%1", listed)
        return text

    def _choice(self, value: str) -> str:
        """A choice's title; a strength the dialog does not offer (a save's "random") as it is."""
        title = CHOICE_TITLES.get(value)
        return QCoreApplication.translate("Options", title) if title else value

    def _combo(self, name: str, choices: Choices) -> QComboBox:
        combo = QComboBox()
        combo.setAccessibleName(option_title(name))
        for value, title in choices:
            combo.addItem(title, value)
        return combo

    @staticmethod
    def _select(combo: QComboBox, value: str) -> None:
        index = combo.findData(value)
        if index < 0:  # a value the list does not offer (a deck since removed): keep it visible
            combo.addItem(value, value)
            index = combo.count() - 1
        combo.setCurrentIndex(index)

    # -- values ------------------------------------------------------------------------------
    def load(self, values: dict[str, Any]) -> None:
        self.card_width.setValue(values["card_width"])
        self.animation.setValue(values["animation_ms"])
        self.pace.setValue(values["computer_pace_ms"])
        for combo, name in (
            (self.card_back, "card_back"),
            (self.deck, "deck"),
            (self.strength, "opponent_strength"),
            (self.language, "language"),
            (self.loto_pace, "loto_pace"),
        ):
            self._select(combo, values[name])
        self.count_manually.setChecked(values["count_manually"])
        self.show_hints.setChecked(values["show_hints"])
        self.large_cards.setChecked(values["large_cards"])
        self.coach_notes.setChecked(values["coach_notes"])
        self.review_lay_outs.setChecked(values["review_lay_outs"])
        self.auto_play_forced.setChecked(values["auto_play_forced"])
        self.deal_end.setValue(values["deal_end_seconds"])
        self.loto_cover_for_me.setChecked(values["loto_cover_for_me"])
        self.loto_read_aloud.setChecked(values["loto_read_aloud"])
        self.set_colour(QColor(values["table_colour"]))

    def values(self) -> dict[str, Any]:
        return {
            "card_width": self.card_width.value(),
            "animation_ms": self.animation.value(),
            "computer_pace_ms": self.pace.value(),
            "card_back": self.card_back.currentData(),
            "deck": self.deck.currentData(),
            "opponent_strength": self.strength.currentData(),
            "language": self.language.currentData(),
            "count_manually": self.count_manually.isChecked(),
            "show_hints": self.show_hints.isChecked(),
            "large_cards": self.large_cards.isChecked(),
            "coach_notes": self.coach_notes.isChecked(),
            "review_lay_outs": self.review_lay_outs.isChecked(),
            "auto_play_forced": self.auto_play_forced.isChecked(),
            "deal_end_seconds": self.deal_end.value(),
            "loto_pace": self.loto_pace.currentData(),
            "loto_cover_for_me": self.loto_cover_for_me.isChecked(),
            "loto_read_aloud": self.loto_read_aloud.isChecked(),
            "table_colour": self._colour.name(),
        }

    def restore_defaults(self) -> None:
        self.load({name: option.default for name, option in OPTIONS.items()})

    def set_colour(self, colour: QColor) -> None:
        if not colour.isValid():
            return
        self._colour = colour
        text = "#ffffff" if colour.lightnessF() < 0.55 else "#000000"
        self.colour_button.setText(colour.name())
        self.colour_button.setAccessibleDescription(colour.name())  # the name alone said no colour
        self.colour_button.setStyleSheet(
            f"QPushButton {{ background: {colour.name()}; color: {text}; border: 1px solid palette(mid);"
            " border-radius: 4px; padding: 4px 16px; }"
        )

    def _pick_colour(self) -> None:
        colour = QColorDialog.getColor(self._colour, self, option_title("table_colour"))
        self.set_colour(colour)

    def accept(self) -> None:
        self.changed = self.settings.update(self.values())
        if self.changed:
            self.settings_changed.emit(list(self.changed))
        super().accept()
