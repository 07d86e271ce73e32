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
