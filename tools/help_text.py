"""Every rules page as plain text, one block a line, in one language: to compare two versions of
the pages (a change of the notation, the renderer or a translation must not lose a sentence).

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/help_text.py OUT --lang de [game ...]
    diff -r OLD/de NEW/de

An older checkout is read the same way with ``PYTHONPATH=<its folder>`` (its .qm files compiled
into ``<its folder>/resources/translations`` with pyside6-lrelease); docs/help-format.md tells how
the move to content files was checked like this.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication
from shot_args import take_language

from hoyle_desktop.app import install_translators
from hoyle_desktop.engine import registry
from hoyle_desktop.ui.rules_help import rules_text


def main(out: Path, language: str, games: list[str]) -> int:
    app = QApplication(sys.argv[:1])
    install_translators(app, language)
    out.mkdir(parents=True, exist_ok=True)
    for game in games or [spec.key for spec in registry.GAMES]:
        page = rules_text(game)
        if page is None:
            continue
        doc = QTextDocument()
        doc.setHtml(page)
        lines = (" ".join(line.split()) for line in doc.toPlainText().split("\n"))
        (out / f"{game}.txt").write_text("\n".join(line for line in lines if line) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    args = sys.argv[1:]
    language = take_language(args)
    sys.exit(main(Path(args[0] if args else "help-text"), language, args[1:]))
