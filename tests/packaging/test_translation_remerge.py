"""tools/translations.py remerge: a catalogue conflict keeps both sides' work, re-wordings too.

Before, the merge started from our side and only filled entries left unfinished, so a wording a
branch had mended (French "En attente de %1." → "C’est à %1 de jouer.", German prompts given their
articles) was silently lost whenever the catalogues conflicted: 31 such entries were found and put
back on 29 November."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

TOOL = Path(__file__).resolve().parents[2] / "tools" / "translations.py"


def _catalogue(path: Path, entries: dict[str, str]) -> Path:
    messages = "".join(
        f"<message><source>{source}</source><translation>{words}</translation></message>"
        for source, words in entries.items()
    )
    path.write_text(
        f'<?xml version="1.0" encoding="utf-8"?><TS version="2.1" language="fr">'
        f"<context><name>Table</name>{messages}</context></TS>",
        encoding="utf-8",
    )
    return path


@pytest.fixture
def tool(monkeypatch, tmp_path):
    spec = importlib.util.spec_from_file_location("translations_tool", TOOL)
    module = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    spec.loader.exec_module(module)
    monkeypatch.setattr(module, "ts_path", lambda language: tmp_path / "merged.ts")
    monkeypatch.setattr(module, "lupdate", lambda *args, **kwargs: None)
    return module


def test_a_wording_mended_on_their_side_is_taken_and_ours_stands_where_both_changed(tool, tmp_path):
    base = _catalogue(tmp_path / "base.ts", {"Waiting": "En attente de %1.", "Play": "Jouez", "Go": "Allez"})
    ours = _catalogue(
        tmp_path / "ours.ts", {"Waiting": "En attente de %1.", "Play": "Jouez ici", "Go": "Allez"}
    )
    theirs = _catalogue(
        tmp_path / "theirs.ts", {"Waiting": "C’est à %1 de jouer.", "Play": "Jouez là", "Go": "Allez"}
    )
    _catalogue(tmp_path / "merged.ts", {"Waiting": "En attente de %1.", "Play": "Jouez ici", "Go": "Allez"})
    assert tool.carry_changed("fr", base, ours, theirs) == 1
    merged = {
        key[1]: tool._words(words)[0] for key, words in tool._finished_entries(tmp_path / "merged.ts").items()
    }
    assert merged == {"Waiting": "C’est à %1 de jouer.", "Play": "Jouez ici", "Go": "Allez"}
