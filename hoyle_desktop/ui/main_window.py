"""The main window: menus, a status bar, and a stack of the game chooser and the current table.

Tables plug in from outside: ``set_table_factory("cribbage", make_table)`` registers a callable
``make_table(setup, parent) -> QWidget``; a game with no factory shows as "Coming soon". A table
may offer ``restart()`` (replay this game), ``shutdown()`` (called before it is discarded or the
window closes) and ``apply_settings(names)`` (called after the Options dialog changed settings).
Rules help plugs in the same way with ``set_rules_help_provider(game_key -> text or None)``.
Dialogs and the profile catalog are imported when first used, to keep start-up fast.
"""

from __future__ import annotations

import contextlib
import dataclasses
import logging
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, QProcess, QSize, Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox, QStackedWidget, QWidget

from .. import APP_NAME, __version__, i18n
from ..engine import registry
from ..storage.saves import saved_games
from ..storage.settings import Settings
from . import in_progress, menu_letters
from . import shortcuts as keys
from .chooser import GameChooser, game_title, kind_title, players_text, source_title
from .data_words import profile_title
from .relaunch import relaunch_command
from .table.accessibility import attach as attach_access
from .table.announcer import announce

if TYPE_CHECKING:
    from ..profiles import ProfileCatalog
    from .dialogs.new_game import NewGameSetup

log = logging.getLogger(__name__)
# The window manager's frame and title bar, left free on the screen when the window is first sized.
FRAME_ROOM = QSize(24, 48)

TableFactory = Callable[["NewGameSetup", QWidget], QWidget]
RulesHelpProvider = Callable[[str], "str | None"]
CHOOSER_PAGE, TABLE_PAGE = 0, 1


class MainWindow(QMainWindow):
    """``settings_changed(names)`` follows the Options dialog; ``table_opened(setup)`` a new table."""

    settings_changed = Signal(list)
    table_opened = Signal(object)

    def __init__(
        self,
        settings: Settings | None = None,
        catalog: ProfileCatalog | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        # The profile checker and the coach are Qt-free; in the app their words speak the user's language.
        i18n.use_translator(QCoreApplication.translate)
        self.settings = settings if settings is not None else Settings.load()
        self._catalog = catalog
        self._factories: dict[str, TableFactory] = {}
        self._rules_help: RulesHelpProvider | None = None
        self.table: QWidget | None = None
        self.setup: NewGameSetup | None = None

        self.setObjectName("MainWindow")
        self.setWindowTitle(APP_NAME)
        self.setMinimumSize(640, 480)
        self.stack = QStackedWidget(self)
        self.chooser = GameChooser(registry.GAMES, self.stack)
        self.chooser.set_baize(self.settings.get("table_colour"))
        self.chooser.game_activated.connect(self.play_game)
        self.stack.addWidget(self.chooser)
        self.setCentralWidget(self.stack)
        self._status = QLabel()
        self.statusBar().addWidget(self._status, 1)
        self._build_menus()
        # Nothing moves behind a dialog or a menu: the table waits while one is open.
        from .table.pause import DialogWatch

        self.dialog_watch = DialogWatch(self)
        self.dialog_watch.busy.connect(self._pause_table)
        for menu in (self.game_menu, self.view_menu, self.settings_menu, self.help_menu):
            self.dialog_watch.watch_menu(menu)
        self._update_playable()
        self.restore_window()
        self.show_chooser()

    # -- menus --------------------------------------------------------------------------------
    def _action(
        self, text: str, slot: Callable[[], Any], shortcut: QKeySequence | str | None = None
    ) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda _checked=False: slot())
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        # The menu titles' underlined letters stay clear of the tables' buttons (Alt+H is Hint,
        # Alt+G is Go): tests/ui/test_accelerators.py checks it in every language.
        game = bar.addMenu(self.tr("G&ame"))
        self.new_action = self._action(self.tr("&New Game…"), self.new_game, keys.NEW_GAME)
        self.restart_action = self._action(self.tr("&Replay This Game"), self.restart_deal, keys.REPLAY)
        self.restart_action.setStatusTip(self.tr("Start this game again with the same cards"))
        self.undo_action = self._action(self.tr("&Undo"), self.undo, keys.UNDO)
        self.undo_action.setStatusTip(
            self.tr(
                "Take back your last move; a game with a move taken back is not counted in the statistics"
            )
        )
        self.chooser_action = self._action(self.tr("&Choose Another Game"), self.show_chooser, keys.CHOOSER)
        self.chooser_action.setStatusTip(self.tr("The game in play stays saved: its tile offers Resume"))
        self.game_number_action = self._action(self.tr("&Game Number…"), self.show_game_number)
        self.house_rules_action = self._action(self.tr("&House Rules…"), self.house_rules)
        self.quit_action = self._action(self.tr("&Quit"), self.close, keys.QUIT)
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        for action in (self.new_action, self.restart_action, self.undo_action, self.chooser_action):
            game.addAction(action)
        game.addAction(self.game_number_action)
        # The end box's whole-game review, still to hand once the box is closed (playtest (h)).
        self.whole_game_action = self._action(self.tr("Review the &Whole Game"), self.review_whole_game)
        self.whole_game_action.setStatusTip(self.tr("Read the whole game's history, once the game is over"))
        game.addAction(self.whole_game_action)
        game.aboutToShow.connect(self._update_actions)
        game.addSeparator()
        game.addAction(self.house_rules_action)
        self.stats_action = self._action(self.tr("&Statistics…"), self.show_statistics)
        game.addAction(self.stats_action)
        self.game_menu = game
        self._quit_separator = game.addSeparator()
        game.addAction(self.quit_action)

        view = bar.addMenu(self.tr("&View"))
        self.full_screen_action = self._action(
            self.tr("&Full Screen"), self.toggle_full_screen, keys.FULL_SCREEN
        )
        self.full_screen_action.setCheckable(True)
        view.addAction(self.full_screen_action)
        view.addSeparator()
        self.where_action = self._action(
            self.tr("&Where Am I?"), lambda: self._access("where_am_i"), keys.WHERE_AM_I
        )
        self.repeat_action = self._action(
            self.tr("Repeat the &Last Announcement"), lambda: self._access("repeat"), keys.REPEAT_ANNOUNCEMENT
        )
        self.hand_action = self._action(
            self.tr("List &My Hand"), lambda: self._access("list_hand"), keys.LIST_HAND
        )
        for action in (self.where_action, self.repeat_action, self.hand_action):
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            view.addAction(action)
        self.view_menu = view

        settings = bar.addMenu(self.tr("Se&ttings"))
        self.options_action = self._action(self.tr("&Options…"), self.show_options, keys.OPTIONS)
        self.options_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        settings.addAction(self.options_action)
        settings.addAction(self.house_rules_action)  # also under Game: a newcomer looks here first
        self.settings_menu = settings

        help_menu = bar.addMenu(self.tr("H&elp"))
        self.rules_action = self._action(self.tr("&Rules of the Game"), self.show_rules, keys.RULES)
        self.about_action = self._action(self.tr("&About Hoyle Desktop"), self.show_about)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        help_menu.addAction(self.rules_action)
        help_menu.addSeparator()
        help_menu.addAction(self.about_action)
        self.help_menu = help_menu

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Alt and a menu's first letter that no button took (Alt+G: the Game menu is Alt+A)."""
        if menu_letters.first_letter_key(self, self.table, event):
            return
        super().keyPressEvent(event)

    # -- hooks for tables -------------------------------------------------------------------------
    def set_table_factory(self, game_key: str, factory: TableFactory | None) -> None:
        """Register (or with None, remove) the table for a game; only games with one are playable."""
        key = registry.get(game_key).key
        if factory is None:
            self._factories.pop(key, None)
        else:
            self._factories[key] = factory
        self._update_playable()

    def set_rules_help_provider(self, provider: RulesHelpProvider | None) -> None:
        self._rules_help = provider

    def is_playable(self, game_key: str) -> bool:
        spec = registry.get(game_key)
        return spec.available and spec.key in self._factories

    def playable_games(self) -> list[str]:
        return [spec.key for spec in registry.GAMES if self.is_playable(spec.key)]

    def _update_playable(self) -> None:
        self.chooser.set_playable(self.playable_games())

    @property
    def catalog(self) -> ProfileCatalog:
        if self._catalog is None:
            from ..profiles import ProfileCatalog

            self._catalog = ProfileCatalog()
        return self._catalog

    # -- pages --------------------------------------------------------------------------------------
    def show_chooser(self) -> None:
        """Back to the chooser; a game in play stays saved and its tile offers "Resume"."""
        kept = in_progress.on_table(self)
        left = self.setup.game if self.setup is not None else None  # the chooser opens at it
        self._discard_table()
        self.stack.setCurrentIndex(CHOOSER_PAGE)
        self.setWindowTitle(APP_NAME)
        self.refresh_saved()
        if kept is not None:
            text = self.tr("Your game of %1 is saved: its tile offers Resume.")
            self._status.setText(text.replace("%1", game_title(registry.get(kept.key))))
            announce(self.chooser, self._status.text())  # the status line takes no focus: said
        else:
            self._status.setText(self.tr("Choose a game to play."))
        if left is not None:  # a resumed game was never chosen in New Game: remembered here too
            self.settings.set("last_game", left)
        last = self.settings.get("last_game")
        if last:
            self.chooser.focus_game(last)
        self._update_actions()

    def refresh_saved(self) -> None:
        """Mark the chooser's tiles whose game has a saved game in progress."""
        in_progress.flush_saves(self)
        try:
            games = saved_games()
        except OSError:
            games = []
        self.chooser.set_saved(games)

    def open_table(self, setup: NewGameSetup) -> QWidget:
        """Replace the current table (if any) with a new one for ``setup`` and show it."""
        factory = self._factories.get(setup.game)
        if factory is None:
            raise LookupError(f"no table is registered for {setup.game}")
        self._discard_table()
        return self.show_table(factory(setup, self.stack), setup)

    def show_table(self, table: QWidget, setup: NewGameSetup) -> QWidget:
        """Show a table made elsewhere (a resumed game) as the current one."""
        if self.table is not table:
            self._discard_table()
        self.table, self.setup = table, setup
        # The chooser opens at the game last on the table, also after a quit from it (a game resumed
        # from its tile was never chosen in New Game: playtest 29 November (c)).
        self.settings.set("last_game", setup.game)
        self.stack.addWidget(table)
        self.stack.setCurrentWidget(table)
        attach_access(table)
        table.setFocus(Qt.FocusReason.OtherFocusReason)
        self.activateWindow()  # back from New Game: the keys (F2, Ctrl+G) reach this window at once
        spec = registry.get(setup.game)
        self.setWindowTitle(f"{game_title(spec)} – {APP_NAME}")
        self._status.setText(self._setup_summary(setup))
        self._update_actions()
        self.table_opened.emit(setup)
        self.dialog_watch.check()
        if self.dialog_watch.open:
            self._pause_table(True)
        return table

    def _pause_table(self, paused: bool) -> None:
        from .table.pause import set_paused

        if self.table is not None:
            set_paused(self.table, paused)

    def _setup_summary(self, setup: NewGameSetup) -> str:
        profile = setup.profile_id
        with contextlib.suppress(Exception):
            profile = profile_title(self.catalog.get(setup.profile_id))
        text = self.tr("%1 · %2 · %n player(s)", "", setup.players)
        return text.replace("%1", game_title(registry.get(setup.game))).replace("%2", profile)

    def _discard_table(self) -> None:
        table, self.table, self.setup = self.table, None, None
        if table is None:
            return
        shutdown = getattr(table, "shutdown", None)
        if callable(shutdown):
            try:
                shutdown()
            except Exception:
                log.exception("the table did not shut down cleanly")
        self.stack.removeWidget(table)
        table.deleteLater()

    def _access(self, what: str) -> None:
        """F2, F3, F4 at a table: where am I, the last announcement again, my hand."""
        access = getattr(self.table, "access", None)
        if access is not None:
            getattr(access, what)()

    def _update_actions(self) -> None:
        on_table = self.table is not None
        for action in (self.where_action, self.repeat_action, self.hand_action):
            action.setEnabled(on_table)
        self.restart_action.setEnabled(on_table)
        self.chooser_action.setEnabled(on_table)
        self.undo_action.setEnabled(on_table)
        self.game_number_action.setEnabled(on_table)
        self.whole_game_action.setEnabled(self._summary() is not None)

    def _summary(self) -> Any:
        """The table's end box, there once its game has ended (closed or not)."""
        return getattr(self.table, "summary", None) if self.table is not None else None

    def review_whole_game(self) -> None:
        summary = self._summary()
        if summary is not None:
            summary.review()

    def current_game(self) -> str | None:
        """The game on the table, else the one focused in the chooser, else the last one played."""
        if self.setup is not None:
            return self.setup.game
        return self.chooser.current_game() or self.settings.get("last_game") or None

    # -- actions ------------------------------------------------------------------------------------
    def play_game(self, game_key: str) -> None:
        """A chooser tile's Play or Resume: carry on a saved game of that kind, else start one."""
        if game_key in saved_games():
            from .resume import resume_game

            if resume_game(self, game_key):
                return
        self.new_game(game_key)

    def new_game(self, game_key: str | None = None) -> NewGameSetup | None:
        """Ask for the new game's set-up (for ``game_key``, else the current game) and open it.

        A game of that kind still in progress is abandoned only if the person says so, and then at
        once: Cancel in the New Game dialog afterwards leaves the chooser, the game's tile offering
        Play, not the abandoned game (playtest (i): it stayed on the table, its tile said Resume)."""
        key = game_key or self.current_game()
        if key is None or not self.is_playable(key):
            playable = self.playable_games()
            if key is None and len(playable) == 1:
                key = playable[0]
            else:
                self.show_chooser()
                return None
        current = in_progress.in_progress(self, key)
        if current is not None and not in_progress.ask_abandon(self, current):
            if self.table is None:  # "Keep playing" from the chooser: back to that game
                from .resume import put_on_table

                put_on_table(self, current.setup, current.game)
            return None
        if current is not None:
            self._abandon(current)
        from .dialogs.new_game import NewGameDialog

        self.catalog.reload()  # a house-rule file written or mended in an editor since the start
        dialog = NewGameDialog(key, self.catalog, self.settings, self)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted or dialog.result_setup is None:
            return None
        self._save_settings_quietly()
        self.open_table(dialog.result_setup)
        return dialog.result_setup

    def _abandon(self, current: in_progress.InProgress) -> None:
        """Throw ``current`` away as the person said: counted, its save emptied; if it is on the
        table, the chooser comes back in its place (its tile offering Play)."""
        on_table = self.setup is not None and self.setup.game == current.key
        if on_table:
            self._discard_table()  # its session must not save again after the slot is emptied
        in_progress.flush_saves(self)
        in_progress.count_abandoned(current)
        if on_table:
            self.show_chooser()
        else:
            self.refresh_saved()

    def restart_deal(self) -> None:
        """Replay the current game from the start with the same cards (same seed and rules)."""
        if self.table is None or self.setup is None:
            return
        current = in_progress.on_table(self)
        if current is not None:
            if not in_progress.ask_abandon(self, current):
                return
            in_progress.count_abandoned(current)
        restart = getattr(self.table, "restart", None)
        if callable(restart):
            restart()
        else:
            self.open_table(dataclasses.replace(self.setup))

    def undo(self) -> None:
        """Take back the person's last move: the game is replayed without it and shown afresh."""
        current = in_progress.on_table(self)
        rewound = in_progress.rewind(current) if current is not None else None
        if current is None or rewound is None:
            self.statusBar().showMessage(self.tr("There is no move of yours to take back."), 5000)
            return
        if not current.setup.get("undo_used"):
            answer = QMessageBox.question(
                self,
                self.tr("Undo"),
                self.tr(
                    "Take back your last move? A game with a move taken back "
                    "is not counted in the statistics."
                ),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.Yes,  # Ctrl+Z, then Enter
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        setup = {**current.setup, "undo_used": True}
        self._discard_table()
        in_progress.flush_saves(self)
        with contextlib.suppress(OSError):
            in_progress.save_now(setup, rewound)
        from .resume import put_on_table

        put_on_table(self, setup, rewound)
        # For a moment only: the line under the table goes back to naming the game in play.
        self.statusBar().showMessage(self.tr("Your last move was taken back."), 5000)

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.full_screen_action.setChecked(self.isFullScreen())

    def changeEvent(self, event: QEvent) -> None:
        action = getattr(self, "full_screen_action", None)  # state changes may come before the menus
        if event.type() == QEvent.Type.WindowStateChange and action is not None:
            action.setChecked(self.isFullScreen())
        super().changeEvent(event)

    def show_game_number(self) -> None:
        """The game number (the deal's seed): the same number and house rules deal the same cards."""
        if self.setup is None:
            return
        box = QMessageBox(
            QMessageBox.Icon.Information, self.tr("Game Number"), "", QMessageBox.StandardButton.Ok, self
        )
        box.setText(self.tr("This is game number %1.").replace("%1", str(self.setup.seed)))
        box.setInformativeText(
            self.tr(
                "Enter it under New Game ▸ More choices to deal the same cards again "
                "with the same house rules."
            )
        )
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box.exec()

    def house_rules(self) -> None:
        from ..profiles import games as games_with_rules
        from .dialogs.house_rules import HouseRulesDialog

        with_rules = games_with_rules()
        key = self.current_game()
        if key not in with_rules:  # a game still to come has no house rules yet
            key = next((spec.key for spec in registry.GAMES if spec.key in with_rules), None)
        if key is None:
            return
        self.catalog.reload()  # the start's warning promises mended files are shown here
        HouseRulesDialog(self.catalog, key, self).exec()

    def show_statistics(self) -> None:
        from .dialogs.statistics import StatisticsDialog

        StatisticsDialog(self).exec()

    def show_options(self) -> None:
        from .dialogs.options import OptionsDialog

        session = getattr(self.table, "session", None)  # the strengths the computers really play at
        playing = [s for s in session.setup.strengths if s] if session is not None else None
        dialog = OptionsDialog(self.settings, parent=self, playing=playing)
        if dialog.exec() != OptionsDialog.DialogCode.Accepted or not dialog.changed:
            return
        if "opponent_strength" in dialog.changed:  # New Game starts from the new choice
            self.settings.set("last_strengths", {})
        self._save_settings_quietly()
        self.chooser.set_baize(self.settings.get("table_colour"))
        apply = getattr(self.table, "apply_settings", None)
        if callable(apply):
            apply(list(dialog.changed))
        self.settings_changed.emit(list(dialog.changed))
        if "language" in dialog.changed:
            self._offer_restart()

    def _offer_restart(self) -> None:
        """A new language takes a fresh start: offer one now (the game in play is saved already)."""
        box = QMessageBox(
            QMessageBox.Icon.Question, self.tr("Language"), "", QMessageBox.StandardButton.NoButton, self
        )
        box.setText(self.tr("The new language is used from the next start. Restart Hoyle Desktop now?"))
        box.setInformativeText(self.tr("A game in play is saved and carries on where you left it."))
        now = box.addButton(self.tr("&Restart Now"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("&Later"), QMessageBox.ButtonRole.RejectRole)
        box.exec()
        if box.clickedButton() is now:
            self.restart_app()

    def restart_app(self) -> bool:
        """Start a new copy of the program, told to resume without asking, and close this one."""
        program, arguments = relaunch_command(sys.argv)
        kept: list[str] = []
        skip = False
        for argument in arguments:  # a --lang of this run would override the new choice
            if skip or argument.startswith("--lang="):
                skip = False
            elif argument == "--lang":
                skip = True
            elif argument != "--resume":
                kept.append(argument)
        arguments = [*kept, "--resume"]
        if not QProcess.startDetached(program, arguments):
            return False
        self.close()
        return True

    def show_rules(self) -> None:
        key = self.current_game() or registry.GAMES[0].key
        spec = registry.get(key)
        text = self._rules_help(spec.key) if self._rules_help is not None else None
        title = self.tr("Rules of %1").replace("%1", game_title(spec))
        if text:  # a full rules page: a resizable window that can stay open beside the table
            from .dialogs.rules_dialog import show_rules_dialog

            # a window, not modal: the table waits while it is open, even if it never takes the focus
            self.dialog_watch.watch(show_rules_dialog(self, title, text))
            return
        box = QMessageBox(self)
        box.setWindowTitle(title)
        box.setIcon(QMessageBox.Icon.NoIcon)
        box.setTextFormat(Qt.TextFormat.RichText)
        about = self.tr("<h3>%1</h3><p>A %2 for %3.</p><p>From <i>%4</i>.</p>")
        for marker, value in (
            ("%1", game_title(spec)),
            ("%2", kind_title(spec.kind)),
            ("%3", players_text(spec)),
            ("%4", source_title(spec)),
        ):
            about = about.replace(marker, value)
        if not spec.available:
            about += "<p>{}</p>".format(self.tr("This game is coming in a later version."))
        box.setText(about)
        box.exec()

    def show_about(self) -> None:
        text = self.tr(
            "<h3>%1 %2</h3><p>The classic card games of Hoyle and Peel, played by one person against "
            "computer opponents.</p><p>Licensed under the GNU General Public License, version 3 or later.</p>"
        )
        QMessageBox.about(
            self,
            self.tr("About %1").replace("%1", APP_NAME),
            text.replace("%1", APP_NAME).replace("%2", __version__),
        )

    # -- settings and closing ---------------------------------------------------------------------
    def restore_window(self) -> None:
        geometry = self.settings.get("window_geometry")
        if not geometry or not self.restoreGeometry(QByteArray.fromBase64(geometry.encode("ascii"))):
            self.fit_to_screen()
        state = self.settings.get("window_state")
        if state:
            self.restoreState(QByteArray.fromBase64(state.encode("ascii")))

    def fit_to_screen(self) -> None:
        """The first start: 1100x760, or less on a smaller screen (a 1024x700 or 1366x768 laptop,
        whose panel takes some of it), room kept for the window's frame, centred on the screen."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            self.resize(1100, 760)
            return
        room = screen.availableGeometry()
        width = min(1100, room.width() - FRAME_ROOM.width())
        height = min(760, room.height() - FRAME_ROOM.height())
        self.resize(max(width, self.minimumWidth()), max(height, self.minimumHeight()))
        frame = self.frameGeometry()
        frame.moveCenter(room.center())
        self.move(frame.topLeft())

    def store_window(self) -> None:
        self.settings.set("window_geometry", bytes(self.saveGeometry().toBase64().data()).decode("ascii"))
        self.settings.set("window_state", bytes(self.saveState().toBase64().data()).decode("ascii"))

    def _save_settings_quietly(self) -> None:
        try:
            self.settings.save()
        except OSError:
            log.exception("could not save the settings")

    def closeEvent(self, event: QCloseEvent) -> None:
        self._discard_table()
        services = getattr(self, "table_services", None)  # shared by the tables (AI threads, renderer)
        if services is not None and callable(getattr(services, "shutdown", None)):
            try:
                services.shutdown()
            except Exception:
                log.exception("the table services did not shut down cleanly")
        self.store_window()
        try:
            self.settings.save()
        except OSError as exc:
            QMessageBox.warning(
                self, APP_NAME, self.tr("Your settings could not be saved:\n%1").replace("%1", str(exc))
            )
        event.accept()

    def show_profile_warnings(self) -> QMessageBox | None:
        """Say once, at start, which of the user's house-rule files could not be loaded and why
        (those games are played with the other house rules); the box does not hold up the start."""
        errors = self.catalog.errors
        if not errors:
            return None
        box = QMessageBox(QMessageBox.Icon.Warning, APP_NAME, "", QMessageBox.StandardButton.Ok, self)
        box.setObjectName("ProfileWarnings")
        box.setText(self.tr("Some of your house-rule files could not be loaded and are left out:"))
        box.setInformativeText(
            "\n".join(f"• {problem}" for error in errors for problem in error.every_problem())
            + "\n\n"
            + self.tr("Game ▸ House Rules… shows them again once they are mended.")
        )
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        from .file_warnings import show_in_turn

        show_in_turn(box)  # not exec(): start-up carries on; after any warning shown before it
        return box

    def show_settings_warnings(self) -> None:
        """Tell the user once if the settings file was damaged or had values that were refused."""
        if self.settings.set_aside_path is not None:
            text = (
                self.tr(
                    "Your settings file %1 could not be read, so the default settings are in use. "
                    "The damaged file was kept as:\n%2"
                )
                .replace("%2", str(self.settings.set_aside_path))
                .replace("%1", str(self.settings.path))
            )
        elif self.settings.bad_keys:
            text = (
                self.tr("Some settings in %1 had values that are not allowed and were reset: %2")
                .replace("%2", ", ".join(self.settings.bad_keys))
                .replace("%1", str(self.settings.path))
            )
        else:
            return
        box = QMessageBox(QMessageBox.Icon.Warning, APP_NAME, text, QMessageBox.StandardButton.Ok, self)
        box.setObjectName("settings_warning")
        box.setDetailedText("\n".join(self.settings.warnings))  # the exact problem, as logged
        from .file_warnings import show_in_turn

        show_in_turn(box)  # not exec(): start-up carries on behind it
