"""Fixtures shared by the table and dialog tests."""

from __future__ import annotations

import pytest

from hoyle_desktop.ui.table import announcer


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
