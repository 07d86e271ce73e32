"""The German and French catalogues: complete, in step with the code, faithful to every marker,
compiled into the installed package, and chosen by the system or the Options.

Strings that escape translation altogether are caught by test_translation_coverage.py.
"""

from __future__ import annotations

import importlib.util
import shutil
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from hoyle_desktop import app as app_module
from hoyle_desktop.bundled import resource
from hoyle_desktop.storage.settings import LANGUAGES, Settings

REPO = Path(__file__).resolve().parents[2]
LANGS = ("de", "fr")
CATALOGUES = (*LANGS, "en")  # English has a catalogue of its plural forms only


def _tool():
    spec = importlib.util.spec_from_file_location("translations_tool", REPO / "tools" / "translations.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("translations_tool", module)
    spec.loader.exec_module(module)
    return module


tool = _tool()


def entries(path: Path) -> dict[tuple[str, str, str], ET.Element]:
    found = {}
    for context, message in tool.messages(path):
        found[(context, message.findtext("source", ""), message.findtext("comment", ""))] = message
    return found


@pytest.mark.parametrize("lang", CATALOGUES)
def test_the_catalogue_is_complete(lang):
    path = tool.ts_path(lang)
    assert path.is_file(), f"{path} is missing"
    root = ET.parse(path).getroot()
    assert root.get("language") == lang
    todo = [key for key, m in entries(path).items() if tool.unfinished(m)]
    assert not todo, f"{len(todo)} unfinished in {path.name}, e.g. {todo[:5]}"


# Words a newcomer met wrong in the playtest of 29 November (c): "cliquez-la" (cliquer takes no
# object in French: "cliquez dessus"), "de Ordinateur" (de is elided before a vowel); playtest (d):
# the chooser's tile called a card ("Seine Karte bietet „Fortsetzen“ an": a playing card?).
WRONG_WORDS = {
    "fr": ("cliquez-l", "de Ordinateur", "sa carte propose", "sa carte dans le choix"),
    "de": ("Seine Karte bietet", "seine Karte in der Spielauswahl"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_no_translation_has_words_known_wrong(lang):
    found = []
    for (context, source, _), message in entries(tool.ts_path(lang)).items():
        text = " ".join(message.find("translation").itertext())
        found += [f"{context}: {source[:60]!r}: {w!r}" for w in WRONG_WORDS[lang] if w in text]
    assert not found, found


@pytest.mark.parametrize("lang", CATALOGUES)
def test_every_translation_keeps_its_markers_tags_and_accelerators(lang):
    bad = []
    for (context, source, _), message in entries(tool.ts_path(lang)).items():
        if tool.unfinished(message):
            continue  # test_the_catalogue_is_complete reports these
        translation = message.find("translation")
        forms = [f.text or "" for f in translation.findall("numerusform")]
        text = forms if message.get("numerus") == "yes" else (translation.text or "")
        bad += [f"{context}: {source[:60]!r}: {p}" for p in tool.problems(source, text, bool(forms))]
    assert not bad, "\n".join(bad[:20])


@pytest.mark.parametrize("lang", ["fr", "de"])
def test_no_line_breaks_before_a_colon_or_a_percent_sign(lang):
    """Playtest (f): "(0 / % de chances…)" and ") / : il manque" split at line ends, German "42 / %
    der Fälle": the space French sets before : ; ! ? and %, German before %, must be a no-break
    space (U+00A0, or the narrow U+202F)."""
    from hoyle_desktop.i18n import french_spacing, no_break_spacing

    bad = []
    for (context, _source, _), message in entries(tool.ts_path(lang)).items():
        translation = message.find("translation")
        for text in [translation.text or "", *(f.text or "" for f in translation.findall("numerusform"))]:
            if no_break_spacing(lang, text) != text:
                bad.append(f"{context}: {text[:80]!r}")
    assert not bad, f"{len(bad)} translations, the first: " + "\n".join(bad[:10])
    assert french_spacing("(%1 % de chances) : il manque ; oui ! non ?") == (
        "(%1\u00a0% de chances)\u00a0: il manque\u00a0; oui\u00a0! non\u00a0?"
    )
    assert french_spacing("%1 %2, 3:0, http://x") == "%1 %2, 3:0, http://x"


def test_data_strings_are_generated_from_the_current_data():
    current = (REPO / "hoyle_desktop" / "ui" / "data_strings.py").read_text(encoding="utf-8")
    assert current == tool.data_strings_source(), "run: python tools/translations.py update"


def test_help_strings_are_generated_from_the_current_pages():
    current = (REPO / "hoyle_desktop" / "ui" / "help_strings.py").read_text(encoding="utf-8")
    assert current == tool.help_strings_source(), "run: python tools/translations.py update"


@pytest.mark.parametrize("lang", CATALOGUES)
def test_the_catalogue_is_in_step_with_the_code(tmp_path, lang):
    """lupdate over today's code adds nothing and leaves nothing vanished in the committed file."""
    copy = tmp_path / tool.ts_path(lang).name
    shutil.copy(tool.ts_path(lang), copy)
    tool.lupdate([(lang, copy)])
    fresh, committed = entries(copy), entries(tool.ts_path(lang))
    assert set(fresh) == set(committed), (
        f"new in the code: {sorted(set(fresh) - set(committed))[:5]}; "
        f"gone from the code: {sorted(set(committed) - set(fresh))[:5]} "
        "(run: python tools/translations.py update)"
    )


@pytest.mark.parametrize(("lang", "menu"), [("de", "Spie&l"), ("fr", "Par&tie")])
def test_the_installed_package_carries_the_compiled_catalogues(qapp, lang, menu):
    qm = resource("translations") / f"hoyle_desktop_{lang}.qm"
    assert qm.is_file()
    translator = QTranslator()
    assert translator.load(str(qm))
    assert translator.translate("MainWindow", "G&ame") == menu


def test_problems_are_found():
    assert tool.problems("%1 plays %2", "%1 spielt") == [
        "markers ['%1', '%2'] in the source but ['%1'] in '%1 spielt'"
    ]
    assert tool.problems("&Go", "Go") and not tool.problems("&Go", "&Los")
    assert tool.problems("<b>Go</b>", "Go") and not tool.problems("<b>Go</b>", "<b>Los</b>")
    assert tool.problems("%n card(s)", ["eine Karte", "Karten"], numerus=True) == ["the plural form lacks %n"]
    assert not tool.problems("%n card(s)", ["eine Karte", "%n Karten"], numerus=True)


# -- choosing the language ---------------------------------------------------------------------------
@pytest.fixture
def clean_translators(qapp):
    yield qapp
    for translator in getattr(qapp, "_hoyle_translators", []):
        QCoreApplication.removeTranslator(translator)
    qapp._hoyle_translators = []
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))


def test_the_options_offer_each_language():
    assert set(LANGUAGES) >= {"system", "en", "de", "fr"}


@pytest.mark.parametrize(("lang", "menu"), [("de", "Spie&l"), ("fr", "Par&tie"), ("en", "G&ame")])
def test_the_chosen_language_is_spoken(clean_translators, qtbot, lang, menu):
    from hoyle_desktop.ui.main_window import MainWindow

    app_module.install_translators(clean_translators, lang)
    window = MainWindow(Settings.load())
    qtbot.addWidget(window)
    assert window.menuBar().actions()[0].text() == menu


@pytest.mark.parametrize(("system", "menu"), [("fr_CA", "Par&tie"), ("de_AT", "Spie&l"), ("it_IT", "G&ame")])
def test_system_language_is_followed(clean_translators, qtbot, monkeypatch, system, menu):
    from hoyle_desktop.ui.main_window import MainWindow

    monkeypatch.setattr(app_module.QLocale, "system", staticmethod(lambda: QLocale(system)))
    app_module.install_translators(clean_translators, "system")
    window = MainWindow(Settings.load())
    qtbot.addWidget(window)
    assert window.menuBar().actions()[0].text() == menu


def test_the_saved_option_is_used_at_start(clean_translators, monkeypatch):
    settings = Settings.load()
    settings.set("language", "fr")
    settings.save()
    chosen = []
    monkeypatch.setattr(app_module, "install_translators", lambda app, language: chosen.append(language))
    monkeypatch.setattr(app_module, "SMOKE_PLAY_S", 0.05)  # the language is chosen before the play
    assert app_module.main(["--smoke"]) == 0
    assert chosen == ["fr"]
    assert app_module.main(["--smoke", "--lang", "de"]) == 0
    assert chosen == ["fr", "de"]


def _literal_calls(path: Path) -> set[tuple[str, str, bool]]:
    """(context, text, plural) of every ``translate("Ctx", "text", ...)`` and ``self.tr("text")``
    in a file; plural when a count is passed."""
    import ast

    found: set[tuple[str, str, bool]] = set()

    def visit(node: ast.AST, cls: str) -> None:
        for child in ast.iter_child_nodes(node):
            inner = child.name if isinstance(child, ast.ClassDef) else cls
            if isinstance(child, ast.Call):
                name = getattr(child.func, "attr", None) or getattr(child.func, "id", None)
                args = [a.value if isinstance(a, ast.Constant) else None for a in child.args[:2]]
                two_literals = len(args) == 2 and all(isinstance(a, str) for a in args)
                counted = any(k.arg == "n" for k in child.keywords)
                if name in ("translate", "QT_TRANSLATE_NOOP") and two_literals:
                    found.add((args[0], args[1], counted or len(child.args) >= 4))
                elif name == "tr" and args and isinstance(args[0], str) and cls:
                    found.add((cls, args[0], counted or len(child.args) >= 3))
            visit(child, inner)

    visit(ast.parse(path.read_text(encoding="utf-8")), "")
    return found


def test_lupdate_found_every_literal_string_in_the_code():
    """lupdate's Python reader silently skips some calls or misses their plural (it takes
    ``QCoreApplication.translate(..., n)`` for a plural only when n is a literal number): every
    literal translate()/tr() call must be in the catalogue, as a plural when it passes a count."""
    in_catalogue = {
        (context, source, message.get("numerus") == "yes")
        for (context, source, _), message in entries(tool.ts_path("de")).items()
    }
    calls = set()
    for path in (REPO / "hoyle_desktop").rglob("*.py"):
        calls |= _literal_calls(path)
    missed = sorted(calls - in_catalogue)
    assert not missed, f"not extracted by lupdate: {missed[:10]}"


@pytest.mark.parametrize("lang", ["en", "it"])
def test_english_plurals_and_the_fallback_for_other_languages(clean_translators, qtbot, lang):
    from hoyle_desktop.ui.dialogs.new_game import NewGameSetup
    from hoyle_desktop.ui.main_window import MainWindow

    app_module.install_translators(clean_translators, lang)
    window = MainWindow(Settings.load())
    qtbot.addWidget(window)
    summary = window._setup_summary(NewGameSetup("cribbage", "modern-six-card", {}, 2, ["easy"], seed=5))
    assert "2 players" in summary and "(s)" not in summary
    assert window.menuBar().actions()[0].text() == "G&ame"
