"""What pyproject.toml cannot say:

- install the top-level resources/ folder as the package ``hoyle_desktop.resources``, so a plain
  (non-editable) install carries profiles, schemas, card art and icons;
- compile translations/*.ts into ``hoyle_desktop/resources/translations/*.qm`` while building,
  so the install carries the translations too (the .qm files are never committed).
"""

import importlib.util
from pathlib import Path

from setuptools import find_packages, setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent


class BuildWithTranslations(build_py):
    def run(self) -> None:
        super().run()
        spec = importlib.util.spec_from_file_location("compile_qm", HERE / "translations" / "compile_qm.py")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        out = Path(self.build_lib) / "hoyle_desktop" / "resources" / "translations"
        for qm in module.compile_all(out):
            self.announce(f"compiled {qm.name}", level=2)


setup(
    packages=[*find_packages(include=["hoyle_desktop", "hoyle_desktop.*"]), "hoyle_desktop.resources"],
    package_dir={"hoyle_desktop.resources": "resources"},
    package_data={"hoyle_desktop.resources": ["**/*"]},
    include_package_data=False,
    cmdclass={"build_py": BuildWithTranslations},
)
