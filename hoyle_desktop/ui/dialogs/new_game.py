"""New Game: choose the house rules, the number of players, each computer's strength and, under
"More choices", a game number (the deal's seed) to deal a game again.

The dialog only gathers choices; the profile catalog supplies the rules and the game's schema
and spec decide which player counts exist. ``NewGameDialog.setup()`` gives a
:class:`NewGameSetup` for the main window to hand to the game's table.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QRegularExpression, Qt
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...engine import registry
from ...storage.settings import CHOICE_TITLES, STRENGTHS
from ..data_words import profile_description, profile_title
from ..ink import keep_error_style

if TYPE_CHECKING:
    from ...profiles import Profile, ProfileCatalog
    from ...storage.settings import Settings

MAX_SEED = 2**63 - 1  # the largest game number (the deal's seed) a person may enter
NEW_NUMBERS = 10**9  # a new game draws its number below this: short enough to read out


@dataclass
class NewGameSetup:
    """Everything a table needs to start a game. ``strengths`` has one entry per computer seat
    (seats 1, 2, ...); the person always sits at ``human_seat`` 0."""

    game: str
    profile_id: str
    rules: dict[str, Any]
    players: int
    strengths: list[str] = field(default_factory=list)
    seed: int = 0
    human_seat: int = 0


def strength_title(strength: str) -> str:
    return QCoreApplication.translate("Options", CHOICE_TITLES.get(strength, strength))


def _players_schema(game: str) -> dict[str, Any]:
    try:
        from ...profiles import rules_schema

        return dict(rules_schema(game).get("properties", {}).get("players", {}))
    except (KeyError, LookupError, OSError, ValueError):
        return {}


def players_set_by_profile(game: str) -> bool:
    """True where the house rules fix the number of players (at cribbage, three-handed is its own
    game): the dialog then offers only the profile's count, so title and players always agree."""
    return bool(_players_schema(game).get("x-set-by-profile"))


def player_count_choices(game: str, catalog: ProfileCatalog) -> list[int]:
    """The counts the game's rules schema allows (``players``), within the game spec's range."""
    spec = registry.get(game)
    counts = list(range(spec.min_players, spec.max_players + 1))
    prop = _players_schema(game)
    if "enum" in prop:
        counts = [n for n in counts if n in prop["enum"]]
    lo, hi = prop.get("minimum", spec.min_players), prop.get("maximum", spec.max_players)
    return [n for n in counts if lo <= n <= hi] or counts


def _twins(rules: dict[str, Any], chosen: dict[str, Any], count: int) -> bool:
    """``rules`` are for ``count`` players and otherwise the same as ``chosen``."""
    return rules.get("players") == count and {k: v for k, v in rules.items() if k != "players"} == {
        k: v for k, v in chosen.items() if k != "players"
    }


def player_count_title(game: str, count: int) -> str:
    """ "3", or "4 (two partnerships)" where the game plays four as two pairs."""
    if game == "cribbage" and count == 4:
        return QCoreApplication.translate("NewGameDialog", "4 (two partnerships)")
    return str(count)


class NewGameDialog(QDialog):
    def __init__(
        self, game_key: str, catalog: ProfileCatalog, settings: Settings, parent: QWidget | None = None
    ):
        super().__init__(parent)
        from ..chooser import game_title

        self.spec = registry.get(game_key)
        self.catalog = catalog
        self.settings = settings
        self.result_setup: NewGameSetup | None = None
        self.profiles: list[Profile] = sorted(
            catalog.profiles(self.spec.key), key=lambda p: (not p.builtin, profile_title(p))
        )
        self.setWindowTitle(self.tr("New Game – %1").replace("%1", game_title(self.spec)))

        heading = QLabel(f"<h2>{game_title(self.spec)}</h2>")
        self.profile_combo = QComboBox()
        self.profile_combo.setAccessibleName(self.tr("House rules"))
        for profile in self.profiles:
            title = profile_title(profile)
            label = title if profile.builtin else self.tr("%1 (mine)").replace("%1", title)
            self.profile_combo.addItem(label, profile.id)
        self.description = QLabel()
        self.description.setWordWrap(True)
        self.description.setObjectName("ProfileDescription")
        self.description.setStyleSheet("#ProfileDescription { color: palette(placeholder-text); }")
        self.description.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.description.setMinimumHeight(self.fontMetrics().lineSpacing() * 2)

        self.fixed_players = players_set_by_profile(self.spec.key)
        self.players_combo = QComboBox()
        self.players_combo.setAccessibleName(self.tr("Number of players"))
        for count in player_count_choices(self.spec.key, catalog):
            self.players_combo.addItem(player_count_title(self.spec.key, count), count)

        # The game number (the deal's seed) is for dealing a game again: out of the way, under
        # "More choices".
        self.seed_edit = QLineEdit()
        self.seed_edit.setPlaceholderText(self.tr("A new number"))
        self.seed_edit.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{0,19}"), self))
        self.seed_edit.setAccessibleName(self.tr("Game number"))
        self.seed_edit.setToolTip(
            self.tr("The same game number and house rules deal the same cards again (Game ▸ Game Number…).")
        )
        self.seed_error = QLabel()
        keep_error_style(self.seed_error)
        self.seed_error.hide()
        self.more_button = QToolButton()
        self.more_button.setText(self.tr("&More choices"))
        self.more_button.setCheckable(True)
        self.more_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.more_button.setArrowType(Qt.ArrowType.RightArrow)
        self.more_button.setAutoRaise(True)
        self.more = QWidget()
        more_form = QFormLayout(self.more)
        more_form.setContentsMargins(0, 0, 0, 0)
        more_form.addRow(self.tr("Game &number (optional):"), self.seed_edit)
        more_form.addRow("", self.seed_error)
        self.more.hide()
        self.more_button.toggled.connect(self._show_more)

        form = QFormLayout()
        form.addRow(self.tr("&House rules:"), self.profile_combo)
        form.addRow("", self.description)
        form.addRow(self.tr("&Players:"), self.players_combo)

        self.opponents_box = QGroupBox(self.tr("Computer players"))
        self.opponents_form = QFormLayout(self.opponents_box)
        self.strength_combos: list[QComboBox] = []

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Deal"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        layout.addWidget(heading)
        layout.addLayout(form)
        layout.addWidget(self.opponents_box)
        layout.addWidget(self.more_button)
        layout.addWidget(self.more)
        layout.addStretch(1)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(460)

        self.profile_combo.currentIndexChanged.connect(self._profile_changed)
        self.players_combo.currentIndexChanged.connect(self._rebuild_opponents)
        self.players_combo.activated.connect(self._players_chosen)
        self._restore_choices()

    # -- state -------------------------------------------------------------------------------
    def _restore_choices(self) -> None:
        key = self.spec.key
        wanted = self.settings.get_for_game("last_profile", key) or self.spec.default_profile
        index = self.profile_combo.findData(wanted) if wanted else -1
        self.profile_combo.setCurrentIndex(max(index, 0))
        self._profile_changed()
        last_players = self.settings.get_for_game("last_players", key)
        if last_players is not None and not self.fixed_players:
            self.set_players(last_players)
        strengths = self.settings.get_for_game("last_strengths", key) or []
        for combo, strength in zip(self.strength_combos, strengths, strict=False):
            combo.setCurrentIndex(max(combo.findData(strength), 0))

    def _profile_changed(self) -> None:
        profile = self.current_profile()
        self.description.setText(profile_description(profile) if profile else "")
        self.profile_combo.setAccessibleDescription(self.description.text())  # heard with the box
        if self.isVisible():
            self._fit_description()
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(profile is not None)
        self._offer_counts_for(profile)
        if profile is not None and "players" in profile.rules:
            self.set_players(profile.rules["players"])
        if not self._count_allowed(self.players()):
            allowed = [self.players_combo.itemData(i) for i in range(self.players_combo.count())]
            first = next((n for n in allowed if self._count_allowed(n)), None)
            if first is not None:
                self.players_combo.setCurrentIndex(self.players_combo.findData(first))
        if self.fixed_players:  # each count is its own house rules: choosing one chooses them
            self.players_combo.setToolTip(self.tr("Choosing a number of players chooses house rules for it."))
        self._rebuild_opponents()

    def _players_chosen(self, index: int) -> None:
        """The person chose a number of players where the house rules fix it (cribbage): the first
        house rules for that number are chosen with it (playtest (d), 29 November: the box stood
        greyed at 2, with nothing to say that three- and four-handed are house rules of their own).
        Elsewhere, house rules the same as these but for the number, made for that number, are
        chosen with it (All-Fours' New Game described Seven Up for two under 4 players)."""
        count = self.players_combo.itemData(index)
        profile = self.current_profile()
        if profile is None or profile.rules.get("players") in (None, count):
            return
        if self.fixed_players:
            other = next((p for p in self.profiles if p.rules.get("players") == count), None)
        else:  # house rules the same but for the number, made for it (All-Fours for four: partners)
            other = next((p for p in self.profiles if _twins(p.rules, profile.rules, count)), None)
            default = next((p for p in self.profiles if p.id == self.spec.default_profile), None)
            if other is None and default is not None and default is not profile:
                # none made for it: the game's own house rules, whose words name no number, if the same
                same = _twins(default.rules, profile.rules, default.rules.get("players"))
                other = default if same else None
        if other is not None:
            self.set_profile(other.id)
            self.set_players(count)

    def _offer_counts_for(self, profile: Profile | None) -> None:
        """Grey out the player counts the house rules do not allow (partnerships are for an even
        number of players, fiving for two or partners): the rules schema decides."""
        from ...profiles import rules_valid

        model = self.players_combo.model()
        for index in range(self.players_combo.count()):
            count = self.players_combo.itemData(index)
            if self.fixed_players:  # a count with house rules of its own is offered: it chooses them
                ok = any(p.rules.get("players") == count for p in self.profiles)
            else:
                ok = profile is None or rules_valid(self.spec.key, {**profile.rules, "players": count})
            item = model.item(index) if hasattr(model, "item") else None
            if item is not None:
                item.setEnabled(ok)

    def _count_allowed(self, count: int) -> bool:
        index = self.players_combo.findData(count)
        model = self.players_combo.model()
        item = model.item(index) if index >= 0 and hasattr(model, "item") else None
        return index >= 0 and (item is None or item.isEnabled())

    def _fit_description(self) -> None:
        """A longer description gets the lines it needs: the dialog grows rather than cut it off."""
        label = self.description
        need = label.heightForWidth(label.width()) if label.width() > 0 else 0
        label.setMinimumHeight(max(need, self.fontMetrics().lineSpacing() * 2))

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._fit_description()

    def _rebuild_opponents(self) -> None:
        old = [combo.currentData() for combo in self.strength_combos]
        while self.opponents_form.rowCount():
            self.opponents_form.removeRow(0)
        self.strength_combos = []
        default = self.settings.get("opponent_strength")
        for seat in range(1, self.players()):
            combo = QComboBox()
            for strength in STRENGTHS:
                combo.addItem(strength_title(strength), strength)
            choice = old[seat - 1] if seat - 1 < len(old) else default
            combo.setCurrentIndex(max(combo.findData(choice), 0))
            label = self.tr("Computer %1:").replace("%1", str(seat))
            combo.setAccessibleName(label.rstrip(": \u00a0\u202f"))
            self.opponents_form.addRow(label, combo)
            self.strength_combos.append(combo)
        # Made after the rest, the boxes would come last to Tab (after Deal and Cancel): in the
        # order shown instead, after the number of players.
        for first, second in zip(
            [self.players_combo, *self.strength_combos], self.strength_combos, strict=False
        ):
            QWidget.setTabOrder(first, second)

    def current_profile(self) -> Profile | None:
        index = self.profile_combo.currentIndex()
        return self.profiles[index] if 0 <= index < len(self.profiles) else None

    def set_profile(self, profile_id: str) -> None:
        self.profile_combo.setCurrentIndex(self.profile_combo.findData(profile_id))

    def players(self) -> int:
        data = self.players_combo.currentData()
        return int(data) if data is not None else self.spec.min_players

    def set_players(self, count: int) -> None:
        profile = self.current_profile()
        if self.fixed_players and profile is not None and profile.rules.get("players", count) != count:
            return  # these house rules are for another number of players
        if self._count_allowed(count):
            self.players_combo.setCurrentIndex(self.players_combo.findData(count))

    def _show_more(self, shown: bool) -> None:
        self.more.setVisible(shown)
        self.more_button.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)
        self.adjustSize()

    def set_seed(self, seed: int | None) -> None:
        self.seed_edit.setText("" if seed is None else str(seed))
        if seed is not None:
            self.more_button.setChecked(True)

    def seed(self) -> int | None:
        text = self.seed_edit.text().strip()
        return int(text) if text else None

    # -- result ------------------------------------------------------------------------------
    def setup(self) -> NewGameSetup:
        profile = self.current_profile()
        if profile is None:
            raise LookupError(f"no house rules for {self.spec.key}")
        players = self.players()
        if self.fixed_players and "players" in profile.rules:
            players = int(profile.rules["players"])
        rules = dict(profile.rules)
        rules["players"] = players
        seed = self.seed()
        return NewGameSetup(
            game=self.spec.key,
            profile_id=profile.id,
            rules=rules,
            players=players,
            strengths=[str(combo.currentData()) for combo in self.strength_combos],
            seed=seed if seed is not None else random.SystemRandom().randrange(1, NEW_NUMBERS),
            human_seat=0,
        )

    def accept(self) -> None:
        seed = self.seed()
        if seed is not None and seed > MAX_SEED:
            self.seed_error.setText(self.tr("The game number must be a whole number below 2⁶³."))
            self.seed_error.show()
            self.more_button.setChecked(True)
            return
        self.result_setup = self.setup()
        self._remember(self.result_setup)
        super().accept()

    def _remember(self, setup: NewGameSetup) -> None:
        self.settings.set("last_game", setup.game)
        self.settings.set_for_game("last_profile", setup.game, setup.profile_id)
        self.settings.set_for_game("last_players", setup.game, setup.players)
        self.settings.set_for_game("last_strengths", setup.game, setup.strengths)
