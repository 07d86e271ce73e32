"""The frozen copy of the 27 November 2026 Expert (benchmarks/frozen/, the yardstick of issue 26)
plays exactly as that Expert did: the same decision at every recorded seeded position."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from hoyle_desktop.ai.base import decide

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parents[1]))

from cribbage_positions import positions  # noqa: E402

from benchmarks.frozen.cribbage_expert_2026_11_27 import FrozenExpert  # noqa: E402

# recorded with hoyle_desktop.ai.cribbage.expert before issue 26's changes (bot seed 1000 + index)
RECORDED = json.loads((HERE / "data" / "cribbage_expert_2026_11_27.json").read_text())


def test_frozen_expert_makes_the_recorded_decisions() -> None:
    got = {label: str(decide(FrozenExpert(1000 + i), info)) for i, (label, info) in enumerate(positions())}
    assert len(got) == len(RECORDED) > 50
    assert got == RECORDED
