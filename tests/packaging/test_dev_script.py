"""The ./dev script's own pieces, run in bash with stand-ins for ldd, Python and git (issue 19):
the check for missing X11 libraries must not lose to SIGPIPE, and the install stamp must change
whenever what the install is made from changes."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.skipif(shutil.which("bash") is None, reason="needs bash")


def function(name: str) -> str:
    """One function of ./dev, as text to source."""
    lines = (REPO / "dev").read_text(encoding="utf-8").splitlines()
    start = lines.index(f"{name}() {{")
    end = lines.index("}", start)
    return "\n".join(lines[start : end + 1])


def run(script: str, cwd: Path, path: Path | None = None) -> subprocess.CompletedProcess[str]:
    env = {"PATH": f"{path}:/usr/bin:/bin" if path else "/usr/bin:/bin", "HOME": str(cwd)}
    return subprocess.run(
        ["bash", "-c", "set -euo pipefail\n" + script], cwd=cwd, env=env, capture_output=True, text=True
    )


def test_a_missing_library_is_found_however_long_ldds_report(tmp_path):
    """ldd names the missing library first, then prints thousands of lines: ``grep -q`` would stop
    at the first match, ldd would die of SIGPIPE, and under pipefail the check read "all present"."""
    plugin = tmp_path / "libqxcb.so"
    plugin.write_text("")
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "ldd").write_text(
        '#!/bin/bash\necho "libxcb-cursor.so.0 => not found"\n'
        'for i in $(seq 1 20000); do echo "libfiller$i.so => /usr/lib/libfiller$i.so (0x0)"; done\n'
    )
    (bin_dir / "python").write_text(f"#!/bin/bash\necho {plugin}\n")
    for tool in bin_dir.iterdir():
        tool.chmod(0o755)
    script = f"PY={bin_dir / 'python'}\n{function('missing_xcb_libs')}\n"
    for _ in range(5):
        assert run(script + "missing_xcb_libs", tmp_path, bin_dir).returncode == 0
    (bin_dir / "ldd").write_text('#!/bin/bash\necho "libxcb.so.1 => /usr/lib/libxcb.so.1"\n')
    assert run(script + "missing_xcb_libs", tmp_path, bin_dir).returncode == 1


@pytest.mark.skipif(shutil.which("git") is None, reason="needs git")
def test_the_install_stamp_follows_the_sources(tmp_path):
    (tmp_path / "hoyle_desktop").mkdir()
    (tmp_path / "hoyle_desktop" / "a.py").write_text("A = 1\n")
    (tmp_path / "pyproject.toml").write_text("[project]\n")
    (tmp_path / "notes.txt").write_text("not installed\n")
    for command in (
        ["init", "-q"],
        ["add", "."],
        ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "x"],
    ):
        subprocess.run(["git", *command], cwd=tmp_path, check=True, capture_output=True)
    script = 'INSTALLED_FROM="hoyle_desktop resources translations pyproject.toml setup.py"\n'
    script += function("source_hash") + "\nsource_hash"

    def stamp() -> str:
        result = run(script, tmp_path)
        assert result.returncode == 0, result.stderr
        return result.stdout.strip()

    first = stamp()
    assert len(first) == 64 and stamp() == first
    (tmp_path / "notes.txt").write_text("changed, but not part of the install\n")
    assert stamp() == first
    (tmp_path / "hoyle_desktop" / "a.py").write_text("A = 2\n")  # a tracked file changed
    second = stamp()
    assert second != first
    (tmp_path / "hoyle_desktop" / "b.py").write_text("B = 1\n")  # a new file, not yet added
    third = stamp()
    assert third != second
    (tmp_path / "hoyle_desktop" / "b.py").unlink()
    (tmp_path / "hoyle_desktop" / "a.py").unlink()  # a tracked file deleted
    assert stamp() not in (first, second, third)
