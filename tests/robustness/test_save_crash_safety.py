"""A process writing saves over and over is killed (SIGKILL, no clean-up) at random moments: the
save on disk is always the old or the new one, whole and loadable, and the temporary files a killed
write leaves are removed when the save is next loaded (issue 12)."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time

import hostile
import pytest

from hoyle_desktop.storage.saves import load_game, save_text

pytestmark = pytest.mark.skipif(os.name != "posix", reason="SIGKILL is POSIX")

WRITER = """
import itertools, sys
from pathlib import Path
from hoyle_desktop.storage.saves import write_save
target, texts = Path(sys.argv[1]), [Path(p).read_text() for p in sys.argv[2:]]
print("ready", flush=True)
for i in itertools.count():
    write_save(texts[i % 2], target)
"""


def test_a_killed_writer_leaves_the_old_or_the_new_save_whole(tmp_path) -> None:
    texts = [
        save_text(*hostile.game_in_play("cribbage", "modern-six-card", 11, 20)),
        save_text(*hostile.game_in_play("pope_joan", "pope-joan", 11, 40)),
    ]
    sources = []
    for n, text in enumerate(texts):
        sources.append(tmp_path / f"save{n}.json")
        sources[-1].write_text(text)
    target = tmp_path / "saves" / "current.json"
    target.parent.mkdir()
    target.write_text(texts[0])
    rng = random.Random(2026)
    leftovers_seen = 0
    for _ in range(6):
        writer = subprocess.Popen(
            [sys.executable, "-c", WRITER, str(target), *map(str, sources)],
            stdout=subprocess.PIPE,
            text=True,
        )
        assert writer.stdout is not None and writer.stdout.readline().strip() == "ready"
        time.sleep(rng.uniform(0.0, 0.3))
        writer.send_signal(signal.SIGKILL)
        writer.wait()
        writer.stdout.close()
        assert target.read_text() in texts  # whole: the old save or the new, never a mix
        leftovers = list(target.parent.glob(".current.json.*.tmp"))
        leftovers_seen += len(leftovers)
        old = time.time() - 3600  # the next start, an hour later (a fresh temp file may be a live write)
        for leftover in leftovers:
            os.utime(leftover, (old, old))
        resumed = load_game(target)
        assert resumed is not None and resumed.setup["game"] in ("cribbage", "pope_joan")
        assert list(target.parent.glob(".*.tmp")) == []
    print(f"temporary files left by the kills and then removed: {leftovers_seen}")
