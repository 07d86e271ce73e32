"""Write the .desktop entry and the AppStream metainfo, filled from hoyle_desktop/__init__.py.

    python packaging/make_desktop_files.py [--out build/desktop] [--exec PROGRAM] [--validate]

writes ``<out>/<APP_ID>.desktop`` and ``<out>/<APP_ID>.metainfo.xml`` from the templates in
packaging/templates. The app id, name, slug, organisation and version come from
hoyle_desktop/__init__.py (the one place they are written), the licence from pyproject.toml.
``--exec`` is the program the menu entry starts (default: the bare command name, found on PATH);
install-user.sh passes an absolute path. ``--shell-vars`` prints the values for a shell script to
``eval``. ``--validate`` runs desktop-file-validate and
``appstreamcli validate`` on the result (each skipped with a note when it is not installed) and
exits 1 if either finds a problem.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import re
import runpy
import shlex
import shutil
import subprocess
import sys
from pathlib import Path
from string import Template
from xml.sax.saxutils import escape

PACKAGING = Path(__file__).resolve().parent
REPO = PACKAGING.parent
TEMPLATES = PACKAGING / "templates"
DEFAULT_OUT = REPO / "build" / "desktop"
UTC = dt.timezone.utc  # noqa: UP017  (install-user.sh may run this on a system python3 older than 3.11)

# Characters that make an Exec argument need quoting (Desktop Entry Specification, "The Exec key").
_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")


def app_info(repo: Path = REPO) -> dict[str, str]:
    """APP_ID, APP_NAME, APP_SLUG, ORG_NAME and VERSION from the package, LICENSE from pyproject."""
    module = runpy.run_path(str(repo / "hoyle_desktop" / "__init__.py"))
    return {
        "APP_ID": module["APP_ID"],
        "APP_NAME": module["APP_NAME"],
        "APP_SLUG": module["APP_SLUG"],
        "ORG_NAME": module["ORG_NAME"],
        "VERSION": module["__version__"],
        "LICENSE": project_license(repo / "pyproject.toml"),
    }


def project_license(pyproject: Path) -> str:
    """The SPDX expression in pyproject.toml's ``license`` (a string or ``{text = ...}``)."""
    text = pyproject.read_text(encoding="utf-8")
    try:
        import tomllib
    except ModuleNotFoundError:  # Python < 3.11 running install-user.sh: read the one line
        found = re.search(r'^license\s*=\s*(?:\{\s*text\s*=\s*)?"([^"]+)"', text, re.MULTILINE)
        return found.group(1) if found else "LicenseRef-unknown"
    licence = tomllib.loads(text)["project"].get("license", "")
    if isinstance(licence, dict):
        licence = licence.get("text", "")
    return licence or "LicenseRef-unknown"


def release_date(repo: Path = REPO) -> str:
    """SOURCE_DATE_EPOCH if set, else the date of the checked-out commit, else today (UTC)."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    if epoch:
        return dt.datetime.fromtimestamp(int(epoch), UTC).date().isoformat()
    if shutil.which("git"):
        done = subprocess.run(
            ["git", "-C", str(repo), "log", "-1", "--format=%cs"], capture_output=True, text=True, check=False
        )
        if done.returncode == 0 and done.stdout.strip():
            return done.stdout.strip()
    return dt.datetime.now(UTC).date().isoformat()


def exec_quote(arg: str) -> str:
    """One Exec argument, quoted as the Desktop Entry Specification asks when it must be."""
    arg = arg.replace("%", "%%")
    if any(ch in _RESERVED for ch in arg):
        arg = '"' + "".join("\\" + ch if ch in '"`$\\' else ch for ch in arg) + '"'
    return arg.replace("\\", "\\\\")  # the string-value escape on top of the Exec quoting


def _desktop_string(value: str) -> str:
    return value.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t")


def render(info: dict[str, str], program: str, date: str) -> tuple[str, str]:
    """The .desktop and metainfo texts."""
    desktop_values = {key: _desktop_string(value) for key, value in info.items()}
    desktop_values.update(EXEC=exec_quote(program), TRY_EXEC=_desktop_string(program))
    desktop = Template((TEMPLATES / "app.desktop.in").read_text(encoding="utf-8")).substitute(desktop_values)
    xml_values = {key: escape(value, {'"': "&quot;"}) for key, value in info.items()}
    xml_values["RELEASE_DATE"] = date
    metainfo = Template((TEMPLATES / "app.metainfo.xml.in").read_text(encoding="utf-8")).substitute(
        xml_values
    )
    return desktop, metainfo


def write(out: Path = DEFAULT_OUT, program: str | None = None, date: str | None = None) -> tuple[Path, Path]:
    """Write both files into ``out``; return their paths (.desktop, metainfo)."""
    info = app_info()
    desktop, metainfo = render(info, program or info["APP_SLUG"], date or release_date())
    out.mkdir(parents=True, exist_ok=True)
    desktop_path = out / f"{info['APP_ID']}.desktop"
    metainfo_path = out / f"{info['APP_ID']}.metainfo.xml"
    desktop_path.write_text(desktop, encoding="utf-8")
    metainfo_path.write_text(metainfo, encoding="utf-8")
    return desktop_path, metainfo_path


def validators(desktop: Path, metainfo: Path) -> list[tuple[str, list[str]]]:
    """The validation commands to run: (tool, command line)."""
    return [
        ("desktop-file-validate", ["desktop-file-validate", str(desktop)]),
        ("appstreamcli", ["appstreamcli", "validate", "--no-net", "--explain", str(metainfo)]),
    ]


def validate(desktop: Path, metainfo: Path) -> bool:
    """Run each installed validator, print what it says; False if any found a problem."""
    ok = True
    for tool, command in validators(desktop, metainfo):
        if shutil.which(tool) is None:
            print(f"{tool}: not installed, skipped (Debian: apt-get install desktop-file-utils appstream)")
            continue
        done = subprocess.run(command, capture_output=True, text=True, check=False)
        report = (done.stdout + done.stderr).strip()
        # desktop-file-validate exits 0 on hints and warnings; anything it prints is worth fixing.
        passed = done.returncode == 0 and not (tool == "desktop-file-validate" and report)
        print(f"{tool}: {'passed' if passed else 'FAILED'}{': ' + report if report else ''}")
        ok = ok and passed
    return ok


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output folder (default: %(default)s)")
    parser.add_argument(
        "--exec", dest="program", help="program the menu entry starts (default: the app slug)"
    )
    parser.add_argument("--release-date", help="YYYY-MM-DD for the metainfo release (default: commit date)")
    parser.add_argument("--validate", action="store_true", help="run the validators; exit 1 on a problem")
    parser.add_argument("--shell-vars", action="store_true", help="print APP_ID=... lines for sh and stop")
    args = parser.parse_args(argv)
    if args.shell_vars:
        for key, value in app_info().items():
            print(f"{key}={shlex.quote(value)}")
        return 0
    desktop, metainfo = write(args.out, args.program, args.release_date)
    print(desktop)
    print(metainfo)
    if args.validate and not validate(desktop, metainfo):
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
