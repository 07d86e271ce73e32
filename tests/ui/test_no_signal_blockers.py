"""The GUI tests wait one way: they record a signal in a list and poll it with ``qtbot.waitUntil``,
never in pytest-qt's signal blockers. A ``waitSignal`` was blamed for a CI run that hung; the hang
was in fact Python's collector set off inside a Qt destructor (fixed in ui/gui_gc.py, caught with
py-spy), and it hung the same in ``waitUntil``. One way of waiting keeps what is awaited in view:
the assert form of a ``waitUntil`` callback names the state it found when it times out."""

from __future__ import annotations

import re
from pathlib import Path

TESTS = Path(__file__).resolve().parents[1]
# waitSignal(s), waitCallback and assertNotEmitted all block in a nested loop a signal must quit.
BLOCKERS = re.compile(r"\bqtbot\.(wait_?[sS]ignals?|wait_?[cC]allback|assert_?[nN]ot_?[eE]mitted)\b")


def test_no_test_waits_in_a_signal_blocker():
    found = [
        f"{path.relative_to(TESTS)}:{number}"
        for path in sorted(TESTS.rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if BLOCKERS.search(line) and not line.lstrip().startswith("#")
    ]
    assert found == [], "record the signal in a list and poll it with qtbot.waitUntil"
