"""Screenshots of every rules page in the rules window (run under Xvfb), to look at a page after
changing its content file or its translation:

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python tools/help_screenshots.py OUT [--lang de]

For each game with a page it saves ``OUT/<game>-top.png`` (the title, the lead and the contents)
and one picture scrolled to each of a few sections (``OUT/<game>-<anchor>.png``): the house rules,
the keyboard, and a section with card examples where the page has one.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication
from shot_args import take_language

from hoyle_desktop.app import install_translators
from hoyle_desktop.engine import registry
from hoyle_desktop.ui.dialogs.rules_dialog import RulesDialog
from hoyle_desktop.ui.rules_help import rules_text

SECTIONS = ("house-rules", "app-keys", "show-examples", "play-example", "wins", "stakes", "hints")


def main(out: Path, language: str) -> int:
    app = QApplication(sys.argv[:1])
    install_translators(app, language)
    out.mkdir(parents=True, exist_ok=True)

    def settle() -> None:
        for _ in range(30):
            app.processEvents()
            app.thread().msleep(10)

    for spec in registry.GAMES:
        page = rules_text(spec.key)
        if page is None:
            continue
        dialog = RulesDialog(spec.title, page)
        dialog.resize(820, 760)
        dialog.show()
        settle()
        dialog.grab().save(str(out / f"{spec.key}-top.png"))
        for anchor in SECTIONS:
            if f'<a name="{anchor}">' in page:
                dialog.browser.scrollToAnchor(anchor)
                settle()
                dialog.grab().save(str(out / f"{spec.key}-{anchor}.png"))
        dialog.close()
    return 0


if __name__ == "__main__":
    args = sys.argv[1:]
    language = take_language(args)
    sys.exit(main(Path(args[0] if args else "docs/screenshots/help"), language))
