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
    that opens Loto and waits for the person's first turn waited some 6 s; here a few milliseconds."""
    from hoyle_desktop.ui.loto import table as loto_table

    monkeypatch.setattr(loto_table, "PACES", {"slow": 40, "normal": 20, "fast": 10})
    monkeypatch.setattr(loto_table, "HOLD_MS", 5)
