"""Where the files shipped with the app live (profiles, schemas, card art, translations).

Installed, the top-level ``resources/`` folder is the package ``hoyle_desktop.resources``; in a
source checkout (and a PyInstaller bundle that keeps the layout) it sits beside the package.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path


@cache
def resources_dir() -> Path:
    here = Path(__file__).resolve().parent
    for candidate in (here / "resources", here.parent / "resources"):
        if (candidate / "profiles").is_dir():
            return candidate
    raise FileNotFoundError("Hoyle Desktop's resources folder is missing: reinstall the application")


def resource(*parts: str) -> Path:
    return resources_dir().joinpath(*parts)
