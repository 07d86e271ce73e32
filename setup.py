"""The one thing pyproject.toml cannot say: install the top-level resources/ folder as the
package ``hoyle_desktop.resources``, so a plain (non-editable) install carries profiles,
schemas, card art and compiled translations."""

from setuptools import find_packages, setup

setup(
    packages=[*find_packages(include=["hoyle_desktop", "hoyle_desktop.*"]), "hoyle_desktop.resources"],
    package_dir={"hoyle_desktop.resources": "resources"},
    package_data={"hoyle_desktop.resources": ["**/*"]},
    include_package_data=False,
)
