"""Every folder the app writes to, in one place.

The platform's usual folders come from appdirs (app name ``APP_SLUG``, no vendor folder). When the
environment variable ``HOYLE_DESKTOP_HOME`` is set, all of them live under it instead, as
``config/``, ``data/`` and ``cache/``: the tests use this, and so can a portable install.

Each function creates its folder on demand and returns it. A folder that cannot be made (a file in
its place, a read-only disk) is still returned: reading from it finds nothing, and writing to it
fails with an OSError that the writer reports, so the app starts and plays all the same.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

import appdirs

from .. import APP_SLUG

HOME_ENV = "HOYLE_DESKTOP_HOME"


def home_override() -> Path | None:
    """The folder named by ``HOYLE_DESKTOP_HOME``, made absolute, or None when it is not set."""
    value = os.environ.get(HOME_ENV, "").strip()
    if not value:
        return None
    return Path(os.path.abspath(os.path.expanduser(value)))


def _ensure(path: Path) -> Path:
    with contextlib.suppress(OSError):
        path.mkdir(parents=True, exist_ok=True)
    return path


def config_dir() -> Path:
    """Settings and user profiles."""
    home = home_override()
    if home is not None:
        return _ensure(home / "config")
    return _ensure(Path(appdirs.user_config_dir(APP_SLUG, appauthor=False)))


def data_dir() -> Path:
    """Game records and other things worth keeping."""
    home = home_override()
    if home is not None:
        return _ensure(home / "data")
    return _ensure(Path(appdirs.user_data_dir(APP_SLUG, appauthor=False)))


def cache_dir() -> Path:
    """Things that can be rebuilt at any time."""
    home = home_override()
    if home is not None:
        return _ensure(home / "cache")
    return _ensure(Path(appdirs.user_cache_dir(APP_SLUG, appauthor=False)))


def user_profiles_dir() -> Path:
    """The user's own house-rule profiles (``<id>.yaml``)."""
    return _ensure(config_dir() / "profiles")
