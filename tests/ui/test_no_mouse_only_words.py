"""Issue 27: a person who plays with the keyboard alone (a screen reader's user, among others) is
never told only to click. Every sentence on screen that says "click" names the keyboard's way too
(press, Enter, a key, the arrow keys, typing), or says "choose" instead, or offers the click beside
a button ("does the same"); "double-click" as a
shortcut beside a sentence that does not need it is fine."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import hoyle_desktop.ui

UI = Path(hoyle_desktop.ui.__file__).parent
CLICK = re.compile(r"(?<!double-)\bclick", re.IGNORECASE)
KEYBOARD = re.compile(
    r"\bpress|\bEnter\b|\bkeys?\b|\barrow|\btype\b|\bSpace\b|\bUp and Down\b|does the same", re.IGNORECASE
)
TRANSLATED = {"tr", "translate", "QT_TRANSLATE_NOOP", "QT_TR_NOOP"}


def translated_strings(path: Path) -> list[tuple[int, str]]:
    """The English text of every string marked for translation in a module."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
        if name not in TRANSLATED:
            continue
        texts = [a.value for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
        if texts:
            found.append((node.lineno, texts[-1] if name != "tr" else texts[0]))
    return found


def test_no_sentence_says_only_click() -> None:
    mouse_only = [
        f"{path.relative_to(UI)}:{line}: {text[:90]}"
        for path in sorted(UI.rglob("*.py"))
        for line, text in translated_strings(path)
        if CLICK.search(text) and not KEYBOARD.search(text)
    ]
    assert not mouse_only, "\n".join(mouse_only)
