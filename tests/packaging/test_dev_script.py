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


def _fake_python(bin_dir: Path, log: Path) -> Path:
    """A stand-in for the environment's Python: records each pip install's target."""
    python = bin_dir / "python"
    python.write_text(f'#!/bin/bash\necho "$@" >> {log}\n')
    python.chmod(0o755)
    return python


def test_playing_installs_only_what_the_app_needs_and_testing_adds_the_tools(tmp_path):
    """Issue 24: `./dev run` installed the test tools too. It installs the package alone; `./dev
    test` adds the [test] extra; an install with the tools serves `./dev run` as it is."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    log = tmp_path / "pip.log"
    python = _fake_python(bin_dir, log)
    script = f"VENV={tmp_path}\nPY={python}\nSTAMP={tmp_path / 'stamp'}\n"
    script += "source_hash() { echo abc; }\n" + function("setup") + "\n"

    def installs(*args: str) -> list[str]:
        before = log.read_text().splitlines() if log.exists() else []
        result = run(script + "setup " + " ".join(args), tmp_path, bin_dir)
        assert result.returncode == 0, result.stderr
        after = log.read_text().splitlines() if log.exists() else []
        return [line.split()[-1] for line in after[len(before) :]]

    assert installs() == ["."]  # ./dev run: the app and its dependencies, no test tools
    assert installs() == []  # nothing changed: no install
    assert installs("test") == [".[test]"]  # ./dev test adds the tools
    assert installs() == []  # and that install serves ./dev run
    assert installs("test") == []


def test_apt_get_is_announced_with_its_packages_and_reason_before_it_runs(tmp_path):
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for name, body in {"id": "echo 0", "apt-get": 'echo "APT-GET $*"'}.items():
        (bin_dir / name).write_text(f"#!/bin/bash\n{body}\n")
        (bin_dir / name).chmod(0o755)
    script = 'XCB_PACKAGES="libxcb-cursor0 libegl1"\nmissing_xcb_libs() { return 0; }\n'
    script += function("system_libs") + "\nsystem_libs < /dev/null"
    result = run(script, tmp_path, bin_dir)
    assert result.returncode == 0, result.stderr
    out = result.stdout
    said = out.index("apt-get")
    assert out.index("libxcb-cursor0") < out.index("APT-GET") and said < out.index("APT-GET")
    assert "X11" in out[: out.index("APT-GET")] and "HOYLE_SKIP_APT" in out
    skipped = run("HOYLE_SKIP_APT=1\n" + script, tmp_path, bin_dir)
    assert "APT-GET" not in skipped.stdout and "libxcb-cursor0" in skipped.stderr
