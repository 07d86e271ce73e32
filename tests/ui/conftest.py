"""Fixtures shared by the table and dialog tests."""

from __future__ import annotations

import pytest

from hoyle_desktop.ui.table import announcer


@pytest.fixture(autouse=True)
def _no_closed_window_stays_active():
    """After each test, a closed window that is still the application's active window is deleted.
    Under the offscreen platform a closed window (hidden; its Python object lives until the garbage
    collector finds it) stays active with its focus widget, and a window shown later never becomes
    active: Alt+G in the next test went to the old window's tile
    (tests/ui/test_closed_window_not_active.py). Deleting it clears Qt's active window."""
    yield
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    for _ in range(3):  # (the window's dialogs, each active in turn: never for ever)
        active = app.activeWindow() if app is not None else None
        if active is None or active.isVisible():
            break
        active.deleteLater()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture
def heard():
    """What a screen reader would be told, line by line (the announcer's listeners seam)."""
    lines: list[str] = []
    announcer.listeners.append(lines.append)
    yield lines
    announcer.listeners.remove(lines.append)


@pytest.fixture
def quick_loto(monkeypatch):
    """Loto's calls and holds keep their own clock (2.5 s a call, not ``computer_pace_ms``): a test
    that opens Loto and waits for the person's first turn waited some 6 s; here a few milliseconds.
    The computers' reaction times (the profile's, 0.7 to 2.4 s a call) are a fiftieth of theirs:
    still drawn from the same generator, so every strength keeps its order and each seat's
    attention draws stay the same; a seat's follow-up answer (claiming, ready) comes in 5 ms. The
    grace a digit typed (or a hint shown) gives the call is 300 ms, not 2.5 s: the tests type a
    number's digits and Enter at once."""
    from hoyle_desktop.ai.loto_bots import LotoBot
    from hoyle_desktop.ui.loto import session as loto_session
    from hoyle_desktop.ui.loto import table as loto_table

    monkeypatch.setattr(loto_table, "PACES", {"slow": 40, "normal": 20, "fast": 10})
    monkeypatch.setattr(loto_table, "HOLD_MS", 5)
    monkeypatch.setattr(loto_table, "TYPING_GRACE_MS", 300)
    monkeypatch.setattr(loto_session, "FOLLOW_UP_MS", 5)
    reaction = LotoBot.reaction_ms
    monkeypatch.setattr(LotoBot, "reaction_ms", lambda bot, view: reaction(bot, view) // 50)
