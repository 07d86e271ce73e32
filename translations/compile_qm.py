"""Compile the Qt Linguist sources in this folder (``hoyle_desktop_<lang>.ts``) into ``.qm`` files.

The ``.qm`` files are build products, never committed: ``setup.py`` calls :func:`compile_all`
while building the package (so a plain ``pip install .`` carries them in
``hoyle_desktop/resources/translations``) and the PyInstaller spec calls it for the bundle.
Qt's own ``lrelease`` does the work; it comes with PySide6 (a build requirement).

    python translations/compile_qm.py OUT_DIR
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
PATTERN = "hoyle_desktop_*.ts"


def sources() -> list[Path]:
    return sorted(HERE.glob(PATTERN))


def compile_all(out_dir: Path) -> list[Path]:
    """Write one ``.qm`` per ``.ts`` into ``out_dir``; return their paths. Fails loudly if a
    catalogue does not compile, so a broken translation never ships silently."""
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for ts in sources():
        qm = out_dir / ts.with_suffix(".qm").name
        # Written beside it and moved into place: a running app maps the old file, which rewritten
        # in place turned its words back to English mid-game (the lead's look, 29 November).
        fresh = qm.with_suffix(".qm.tmp")
        # Translations identical to their source are kept (no -removeidentical): Qt looks a message up
        # by its words, and a plain one missing found its disambiguated twin instead (French "%1
        # pixels" left out gave "96 pixel", the form for none; counter_words.amount).
        command = [sys.executable, "-c", "import sys; from PySide6.scripts.pyside_tool import lrelease; "
                   "sys.exit(lrelease())", "-silent", str(ts), "-qm", str(fresh)]  # fmt: skip
        subprocess.run(command, check=True)
        if not fresh.is_file():
            raise RuntimeError(f"lrelease wrote no {qm} from {ts}")
        os.replace(fresh, qm)
        written.append(qm)
    return written


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    for path in compile_all(Path(sys.argv[1])):
        print(path)
