"""Playtest (d), 29 November, French: the broken house-rules file's warning quoted the value as
`le texte "cinq"` and the key as `'jokers'`, in the straight quotes of code. Each language quotes
as it writes: French « cinq », German „cinq“; English keeps the quotes the command line prints."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from test_translations import clean_translators  # noqa: F401  (a fixture)

from hoyle_desktop import i18n
from hoyle_desktop.profiles import messages

QUOTED = {
    "en": ('found the text "cinq"', "there is no key 'jokers' here"),
    "de": ("„cinq“", "„jokers“"),
    "fr": ("«\u00a0cinq\u00a0»", "«\u00a0jokers\u00a0»"),
}


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_a_value_and_a_key_are_quoted_as_the_language_quotes(clean_translators, lang) -> None:  # noqa: F811
    from hoyle_desktop import app as app_module

    app_module.install_translators(clean_translators, lang)
    i18n.use_translator(QCoreApplication.translate)
    try:
        value = messages.wrong_type("cinq", messages.kind("integer"))
        key = messages.unknown_key("jokers")
    finally:
        i18n.use_translator(None)
    text, name = QUOTED[lang]
    assert text in value and name in key, (value, key)
    if lang != "en":
        assert '"' not in value and "'" not in key, (value, key)
