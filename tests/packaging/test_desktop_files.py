"""Packaging: the .desktop entry and AppStream metainfo, the app icon, the Windows/macOS icon files,
the per-user install script and the wheel's resources.

The generators live in packaging/ (not an importable package), so they are loaded from their files.
"""

from __future__ import annotations

import configparser
import importlib.util
import os
import re
import runpy
import shutil
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
PACKAGING = REPO / "packaging"
ICONS = REPO / "resources" / "icons"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
APP = runpy.run_path(str(REPO / "hoyle_desktop" / "__init__.py"))
APP_ID, APP_NAME, APP_SLUG, VERSION = APP["APP_ID"], APP["APP_NAME"], APP["APP_SLUG"], APP["__version__"]


def _load(name: str):
    spec = importlib.util.spec_from_file_location(f"packaging_{name}", PACKAGING / f"{name}.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


make_desktop_files = _load("make_desktop_files")
icon_files = _load("icon_files")


def _desktop_entry(path: Path) -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(path, encoding="utf-8")
    return dict(parser["Desktop Entry"])


@pytest.fixture(scope="module")
def generated(tmp_path_factory) -> tuple[Path, Path]:
    return make_desktop_files.write(tmp_path_factory.mktemp("desktop"), date="2025-01-31")


# --- .desktop and metainfo -------------------------------------------------------------------


def test_desktop_entry_carries_the_app_id_name_and_version(generated):
    desktop, _ = generated
    assert desktop.name == f"{APP_ID}.desktop"
    entry = _desktop_entry(desktop)
    assert entry["Type"] == "Application"
    assert entry["Name"] == APP_NAME
    assert entry["Icon"] == APP_ID
    assert entry["Exec"] == APP_SLUG
    assert entry["StartupWMClass"] == APP_SLUG
    assert entry["X-Hoyle-Version"] == VERSION
    assert "CardGame" in entry["Categories"].split(";")


def test_metainfo_carries_the_app_id_name_and_version(generated):
    _, metainfo = generated
    assert metainfo.name == f"{APP_ID}.metainfo.xml"
    root = ET.parse(metainfo).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("name") == APP_NAME
    assert root.findtext("launchable") == f"{APP_ID}.desktop"
    assert root.findtext("provides/binary") == APP_SLUG
    assert root.findtext("project_license") == "GPL-3.0-or-later"
    releases = root.findall("releases/release")
    assert [(r.get("version"), r.get("date")) for r in releases] == [(VERSION, "2025-01-31")]


def test_nothing_is_left_unfilled(generated):
    for path in generated:
        assert "${" not in path.read_text(encoding="utf-8"), path


def _validate(tool: str, command: list[str]) -> subprocess.CompletedProcess:
    if shutil.which(tool) is None:
        pytest.skip(f"{tool} is not installed (Debian: apt-get install desktop-file-utils appstream)")
    return subprocess.run(command, capture_output=True, text=True, check=False, timeout=60)


def test_desktop_entry_passes_desktop_file_validate(generated):
    done = _validate("desktop-file-validate", ["desktop-file-validate", str(generated[0])])
    assert done.returncode == 0 and not (done.stdout + done.stderr).strip(), done.stdout + done.stderr


def test_metainfo_passes_appstreamcli_validate(generated):
    done = _validate("appstreamcli", ["appstreamcli", "validate", "--no-net", str(generated[1])])
    assert done.returncode == 0, done.stdout + done.stderr


def test_an_exec_path_with_spaces_is_quoted_and_still_valid(tmp_path):
    program = "/home/Jo Smith/apps/$hoyle/hoyle-desktop"
    desktop, _ = make_desktop_files.write(tmp_path, program=program, date="2025-01-31")
    entry = _desktop_entry(desktop)
    # Desktop Entry Specification: quote the argument, backslash-escape $ inside the quotes, then
    # escape the backslash itself as a string value.
    assert entry["Exec"] == '"/home/Jo Smith/apps/\\\\$hoyle/hoyle-desktop"'
    assert entry["TryExec"] == program
    assert make_desktop_files.exec_quote("50%") == "50%%"
    if shutil.which("desktop-file-validate"):
        done = subprocess.run(["desktop-file-validate", str(desktop)], capture_output=True, text=True)
        assert done.returncode == 0 and not done.stdout.strip(), done.stdout


# --- the icon --------------------------------------------------------------------------------


def _png_size(path: Path) -> tuple[int, int]:
    return icon_files.png_size(path.read_bytes())


def _svg_aspect(path: Path) -> float:
    root = ET.parse(path).getroot()
    box = root.get("viewBox")
    if box:
        _x, _y, width, height = (float(v) for v in re.split(r"[\s,]+", box.strip()))
    else:
        width, height = float(root.get("width", "0")), float(root.get("height", "0"))
    return width / height


def test_the_icon_svg_is_there_and_square():
    svg = ICONS / "app-icon.svg"
    assert svg.is_file()
    assert _svg_aspect(svg) == pytest.approx(1.0)


@pytest.mark.parametrize("size", SIZES)
def test_icon_png_exists_at_every_size_with_the_svg_aspect(size):
    png = ICONS / f"app-icon-{size}.png"
    assert png.is_file(), f"{png} is missing: run packaging/render_icons.py"
    width, height = _png_size(png)
    assert max(width, height) == size
    assert width / height == pytest.approx(_svg_aspect(ICONS / "app-icon.svg"), abs=1 / size)


def test_icon_pngs_are_rendered_from_the_current_svg(qapp, tmp_path):
    """A PNG that differs clearly from a fresh rendering means the SVG changed without a re-render."""
    from PySide6.QtGui import QImage

    render_icons = _load("render_icons")
    fresh = render_icons.render_all(out=tmp_path)
    for path in fresh:
        new = QImage(str(path)).convertToFormat(QImage.Format.Format_RGBA8888)
        old = QImage(str(ICONS / path.name)).convertToFormat(QImage.Format.Format_RGBA8888)
        assert (old.width(), old.height()) == (new.width(), new.height()), path.name
        a, b = bytes(old.constBits()), bytes(new.constBits())
        mean_difference = sum(abs(x - y) for x, y in zip(a, b, strict=True)) / len(a)
        assert mean_difference < 2.0, f"{path.name} is stale: run packaging/render_icons.py"


def test_icon_is_not_blank_at_16_px(qapp):
    from PySide6.QtGui import QImage

    image = QImage(str(ICONS / "app-icon-16.png"))
    opaque = sum(image.pixelColor(x, y).alpha() > 128 for x in range(16) for y in range(16))
    assert opaque > 16 * 16 // 3


# --- Windows .ico and macOS .icns ------------------------------------------------------------


def test_ico_and_icns_hold_the_rendered_pngs(tmp_path):
    pngs = {size: ICONS / f"app-icon-{size}.png" for size in SIZES}
    ico = icon_files.write_ico(pngs, tmp_path / "app.ico")
    assert icon_files.read_ico_sizes(ico) == [16, 24, 32, 48, 64, 128, 256]
    icns = icon_files.write_icns(pngs, tmp_path / "app.icns")
    assert icon_files.read_icns_types(icns) == [kind for kind, _size in icon_files.ICNS_TYPES]
    assert struct.unpack(">I", icns.read_bytes()[4:8])[0] == icns.stat().st_size


def test_icon_files_refuse_a_png_of_the_wrong_size(tmp_path):
    with pytest.raises(ValueError, match="is not 32x32"):
        icon_files.write_ico({32: ICONS / "app-icon-16.png"}, tmp_path / "bad.ico")


# --- per-user install ------------------------------------------------------------------------


@pytest.mark.skipif(sys.platform == "win32" or shutil.which("bash") is None, reason="a bash script for Linux")
def test_install_user_puts_everything_under_local_share_and_uninstall_removes_it(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    env.update(HOME=str(home), HOYLE_VENV=str(Path(sys.executable).parent.parent))
    script = str(PACKAGING / "install-user.sh")

    done = subprocess.run(
        ["bash", script, "--exec", "/usr/bin/env"], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stdout + done.stderr
    share = home / ".local" / "share"
    installed = [
        share / "applications" / f"{APP_ID}.desktop",
        share / "metainfo" / f"{APP_ID}.metainfo.xml",
        share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg",
        *(share / "icons" / "hicolor" / f"{n}x{n}" / "apps" / f"{APP_ID}.png" for n in SIZES),
    ]
    for path in installed:
        assert path.is_file(), path
    assert _desktop_entry(installed[0])["Exec"] == "/usr/bin/env"

    done = subprocess.run(
        ["bash", script, "--uninstall"], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert not [path for path in installed if path.exists()]


# --- the wheel -------------------------------------------------------------------------------


@pytest.mark.slow
def test_a_plain_wheel_carries_the_resources(tmp_path):
    """``pip wheel --no-deps`` of a copy of the project (so no stale build/ folder can help): it
    carries the resources and the translations compiled from translations/*.ts."""
    source = tmp_path / "src"
    source.mkdir()
    for name in ("pyproject.toml", "setup.py", "setup.cfg", "MANIFEST.in", "README.md", "LICENSE"):
        if (REPO / name).is_file():
            shutil.copy2(REPO / name, source / name)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    for folder in ("hoyle_desktop", "resources", "translations"):
        shutil.copytree(REPO / folder, source / folder, ignore=ignore)
    done = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--disable-pip-version-check", "-q",
         "-w", str(tmp_path / "wheels"), str(source)],
        capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    (wheel,) = (tmp_path / "wheels").glob("*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())

    def expected(folder: str, pattern: str) -> set[str]:
        found = {
            f"hoyle_desktop/resources/{folder}/{p.name}" for p in (REPO / "resources" / folder).glob(pattern)
        }
        assert found, f"resources/{folder}/{pattern} matches nothing"
        return found

    assert expected("profiles", "*.yaml") <= names
    assert expected("schemas", "*.json") <= names
    assert expected("help", "*.md") <= names and expected("help/parts", "*.md") <= names  # the rules pages
    assert expected("icons", "app-icon*") <= names
    assert {f"hoyle_desktop/resources/icons/app-icon-{n}.png" for n in SIZES} <= names
    # the translations, compiled by the build (the .qm files are never in the source tree)
    compiled = {
        f"hoyle_desktop/resources/translations/{p.stem}.qm" for p in (REPO / "translations").glob("*.ts")
    }
    assert len(compiled) == 3 and compiled <= names
