"""`python -m hoyle_desktop` starts the app, as the README and the helpers' briefs say to run it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_python_dash_m_hoyle_desktop_runs_the_app() -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-m", "hoyle_desktop", "--version"],
        capture_output=True, text=True, env=env, cwd=ROOT, check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "Hoyle Desktop" in done.stdout
