"""Start the desktop application: ``hoyle-desktop [--lang de] [--smoke]``.

Start-up is kept short: only QtWidgets, the settings and the main window are imported here;
dialogs, the profile catalog (YAML and JSON Schema) and the tables load when first used.

``--smoke`` is for packaging CI: it opens the first playable game's New Game dialog with its
defaults, deals, lets the table run for about a second, closes and deletes the window and exits 0, or 1 if
anything raised on the way.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import logging
import os
import sys
import time
import traceback
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QLibraryInfo, QLocale, QObject, Qt, QTimer, QTranslator
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication

from . import APP_ID, APP_NAME, ORG_NAME, __version__
from .bundled import resource

if TYPE_CHECKING:
    from .ui.main_window import MainWindow

log = logging.getLogger(__name__)

# Tables to register: game key -> "module:callable" giving ``factory(setup, parent) -> QWidget``.
# Imported only when the game is opened; an entry whose module is not installed is skipped.
TABLES: dict[str, str] = {
    "cribbage": "hoyle_desktop.ui.cribbage.factory:make_table",
    **dict.fromkeys(
        ("pope_joan", "spin", "newmarket", "jig", "snip_snap_snorum"),
        "hoyle_desktop.ui.stops.factory:make_table",
    ),
    "loto": "hoyle_desktop.ui.loto.factory:make_table",
    **dict.fromkeys(("all_fours", "spoil_five"), "hoyle_desktop.ui.tricks.factory:make_table"),
    "crazy_eights": "hoyle_desktop.ui.crazy_eights.factory:make_table",
    "cassino": "hoyle_desktop.ui.crazy_eights.factory:make_table",
    **dict.fromkeys(("vingt_un", "baccarat", "blind_hookey"), "hoyle_desktop.ui.banking.factory:make_table"),
    **dict.fromkeys(("commerce", "my_bird_sings"), "hoyle_desktop.ui.trading.factory:make_table"),
    "speculation": "hoyle_desktop.ui.speculation.factory:make_table",
}
# Rules help: "module:callable" giving ``provider(game_key) -> str | None`` (Markdown or HTML).
RULES_HELP = "hoyle_desktop.ui.rules_help:rules_text"

STARTUP_PROBE_ENV = "HOYLE_DESKTOP_STARTUP_PROBE"  # set to time.time() at launch: prints ms to first paint


def _load(target: str):
    module_name, _, attribute = target.partition(":")
    return getattr(importlib.import_module(module_name), attribute)


def _module_present(target: str) -> bool:
    try:
        return importlib.util.find_spec(target.partition(":")[0]) is not None
    except ModuleNotFoundError:
        return False


def _lazy(target: str):
    def call(*args, **kwargs):
        return _load(target)(*args, **kwargs)

    return call


def register_tables(window: MainWindow) -> None:
    """Register every installed table and the rules help, without importing them yet."""
    for game, target in TABLES.items():
        if _module_present(target):
            window.set_table_factory(game, _lazy(target))
    if _module_present(RULES_HELP):
        window.set_rules_help_provider(_lazy(RULES_HELP))


def install_translators(app: QApplication, language: str) -> list[QTranslator]:
    """Install Qt's own translations and ours (``hoyle_desktop_<lang>.qm``) for ``language``
    (``system``: the desktop's preferred languages, in order; ``de_AT`` falls back to ``de``).

    Missing files are fine (English is built in). The translators are kept on the application
    object so they live as long as it does.
    """
    if language in ("", "system"):
        locale = QLocale.system()  # keeps the desktop's list of preferred languages (LANGUAGE=fr:de)
    else:
        locale = QLocale(language)
        QLocale.setDefault(locale)
    installed: list[QTranslator] = []
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    candidates: list[tuple[str, str]] = [("qtbase", qt_dir)]
    try:
        from .bundled import resource

        candidates.append(("hoyle_desktop", str(resource("translations"))))
    except FileNotFoundError:
        log.warning("the resources folder is missing: no translations")
    for name, folder in candidates:
        translator = QTranslator(app)
        loaded = translator.load(locale, name, "_", folder)
        if not loaded and name == "hoyle_desktop":
            # A language we do not speak falls back to English, whose catalogue has the plurals.
            loaded = translator.load(QLocale(QLocale.Language.English), name, "_", folder)
        if loaded:
            app.installTranslator(translator)
            installed.append(translator)
    app.setProperty("hoyle_translators", len(installed))
    app._hoyle_translators = installed  # type: ignore[attr-defined]  # keep them alive
    return installed


class _FirstPaintProbe(QObject):
    """Prints the time from launch to the main window's first paint (for start-up benchmarks)."""

    def __init__(self, started: float, window: QObject) -> None:
        super().__init__(window)
        self.started = started
        self.done = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not self.done and event.type() == QEvent.Type.Paint:
            self.done = True
            print(f"first paint after {(time.time() - self.started) * 1000:.0f} ms", flush=True)
        return False


def _parse(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="hoyle-desktop", description=f"{APP_NAME} {__version__}")
    parser.add_argument("--lang", metavar="CODE", help="interface language for this run, e.g. en, de, fr")
    parser.add_argument(
        "--smoke", action="store_true", help="open a game, play for a second and quit (for CI)"
    )
    parser.add_argument("--resume", action="store_true", help="resume the saved game without asking")
    parser.add_argument("--version", action="version", version=f"{APP_NAME} {__version__}")
    known, _qt_args = parser.parse_known_args(list(argv))
    return known


def _make_app(argv: Sequence[str]) -> QApplication:
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    QGuiApplication.setHighDpiScaleFactorRoundingPolicy(Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
    app = QApplication([sys.argv[0] if sys.argv else "hoyle-desktop", *argv])
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName(APP_NAME)
    app.setOrganizationName(ORG_NAME)
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(APP_ID)
    app.setWindowIcon(QIcon(str(resource("icons", "app-icon.svg"))))
    return app


def main(argv: Sequence[str] | None = None) -> int:
    started = time.time()
    args = _parse(sys.argv[1:] if argv is None else argv)
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    app = _make_app([] if argv is not None else sys.argv[1:])

    from .storage.settings import Settings
    from .ui.main_window import MainWindow

    settings = Settings.load()
    install_translators(app, args.lang or settings.get("language"))
    window = MainWindow(settings)
    register_tables(window)
    probe_start = os.environ.get(STARTUP_PROBE_ENV)
    if probe_start:
        probe = _FirstPaintProbe(float(probe_start or started), window)
        for widget in (window, window.chooser.viewport()):
            widget.installEventFilter(probe)
    window.show()
    if args.smoke:
        return _smoke(app, window)
    QTimer.singleShot(0, window.show_settings_warnings)
    QTimer.singleShot(0, lambda: _check_stats(window))
    QTimer.singleShot(0, window.show_profile_warnings)  # after the first paint: it loads the profiles
    QTimer.singleShot(0, lambda: _offer_resume(window, ask=not args.resume))
    return app.exec()


def _check_stats(window: MainWindow) -> None:
    from .ui.file_warnings import check_stats_at_start

    check_stats_at_start(window)


def _offer_resume(window: MainWindow, ask: bool = True) -> None:
    from .ui.file_warnings import after_warnings
    from .ui.resume import offer_resume

    after_warnings(window, lambda: offer_resume(window, ask=ask))


SMOKE_PLAY_S = 1.0  # how long the smoke run lets the game run (tests not about the play shorten it)


def _smoke(app: QApplication, window: MainWindow) -> int:
    """Open the first playable game with the New Game dialog's defaults and let it run ~1 s."""
    failures: list[str] = []
    previous_hook = sys.excepthook

    def record(kind, value, tb) -> None:
        failures.append("".join(traceback.format_exception(kind, value, tb)))

    sys.excepthook = record
    try:
        from .engine import registry
        from .ui.dialogs.new_game import NewGameDialog

        catalogues = len(getattr(app, "_hoyle_translators", []))
        menu = window.menuBar().actions()[0].text()
        print(f"smoke: {catalogues} translation catalogue(s), first menu {menu!r}")
        games = [spec.key for spec in registry.playable()]
        if not games:
            raise RuntimeError("no game is playable")
        dialog = NewGameDialog(games[0], window.catalog, window.settings, window)
        dialog.show()
        app.processEvents()
        setup = dialog.setup()
        dialog.close()
        if window.is_playable(setup.game):
            window.open_table(setup)
            print(f"smoke: {setup.game}, {setup.profile_id}, {setup.players} players, seed {setup.seed}")
        else:
            print(f"smoke: {setup.game} has no table yet; the chooser and New Game dialog opened")
        deadline = time.monotonic() + SMOKE_PLAY_S
        while time.monotonic() < deadline:
            app.processEvents()
            time.sleep(0.01)
        window.close()
        # Deleted, not only closed: its table, threads and GUI-thread collector go with it (the
        # collector hands collection back to Python from the next turn of events).
        window.deleteLater()
        app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        app.processEvents()
    except Exception:
        failures.append(traceback.format_exc())
    finally:
        sys.excepthook = previous_hook
    for failure in failures:
        print(failure, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
