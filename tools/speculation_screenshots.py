"""Screenshots of the Speculation table (run under Xvfb):

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python tools/speculation_screenshots.py \
        docs/screenshots
    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python tools/speculation_screenshots.py \
        --lang de docs/screenshots/de

Plays a seeded five-handed game with the person's seat turning its cards and refusing offers,
and grabs the window when the person first answers an offer (the offer panel filled in), when
the person holds the best trump, and at the end of the game. Run it with ``HOYLE_DESKTOP_HOME``
pointing at an empty folder.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication
from shot_tables import shot_window

from hoyle_desktop.app import install_translators
from hoyle_desktop.engine.actions import Action
from hoyle_desktop.ui.dialogs.new_game import NewGameSetup


def main(out: Path, language: str = "en") -> int:
    app = QApplication(sys.argv[:1])
    install_translators(app, language)
    out.mkdir(parents=True, exist_ok=True)
    window, _settings = shot_window((1400, 880), animation_ms=20)
    rules = dict(window.catalog.get("speculation").rules) | {"players": 5, "deals": 3}
    table = window.open_table(NewGameSetup("speculation", "speculation", rules, 5, ["standard"] * 4, seed=21))
    wanted = {"speculation-offer": "answer", "speculation-chief": "chief", "speculation-turn": "turn"}
    taken: set[str] = set()
    deadline = time.monotonic() + 240
    while time.monotonic() < deadline and not table.finished:
        app.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        time.sleep(0.005)
        if not table.idle or not table.session.human_may_act():
            continue
        view = table.game.view(0)
        for name, phase in wanted.items():
            if name not in taken and view.phase == phase and (phase != "turn" or view.deal >= 2):
                for _ in range(20):
                    app.processEvents()
                    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
                    time.sleep(0.01)
                window.grab().save(str(out / f"{name}.png"))
                taken.add(name)
        legal = table.game.legal_actions(0)
        kinds = {a.kind for a in legal}
        action = (
            Action("turn") if "turn" in kinds else Action("keep") if "keep" in kinds else Action("refuse")
        )
        table._act(action)
    for _ in range(200):
        app.processEvents()
        time.sleep(0.01)
    window.grab().save(str(out / "speculation-end.png"))
    print("taken:", sorted(taken))
    return 0


if __name__ == "__main__":
    args = sys.argv[1:]
    lang = "en"
    if args[:1] == ["--lang"]:
        lang, args = args[1], args[2:]
    sys.exit(main(Path(args[0] if args else "docs/screenshots"), lang))
