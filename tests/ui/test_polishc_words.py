"""Words the newcomer's playtests of 29 November (b, c) found wrong in one language: French "de"
before a computer's name ("la main de Ordinateur 2"), Commerce's "la paire la plus haute (six)",
My Bird Sings called by its English name on its tile and by a French one in its house rules (the
status bar said "My Bird Sings · Mon oiseau chante"), and Loto's late cover."""

from __future__ import annotations

import pytest
from test_translations import clean_translators  # noqa: F401  (a fixture)
from test_words_in_french_and_german import speak  # noqa: F401  (a fixture)

from hoyle_desktop.engine import registry
from hoyle_desktop.i18n import fill
from hoyle_desktop.ui.chooser import game_title
from hoyle_desktop.ui.data_words import profile_title


def test_french_de_elides_before_a_computers_name(speak) -> None:  # noqa: F811
    from hoyle_desktop.engine.actions import Event
    from hoyle_desktop.ui.loto.wording import event_line
    from hoyle_desktop.ui.speculation import wording as w
    from hoyle_desktop.ui.speculation.offer_panel import OfferPanel
    from hoyle_desktop.ui.trading.bird_words import prompt

    speak("fr")
    names = ["Vous", "Ordinateur 1", "Ordinateur 2"]
    assert w.item_words("top", "Ordinateur 2") == "la prochaine carte d’Ordinateur 2 (cachée)"
    all_of = "les 2 cartes cachées d’Ordinateur 1, toutes ensemble"
    assert w.item_words("all", "Ordinateur 1", None, 2) == all_of
    assert OfferPanel._bid_words(3, "Ordinateur 2") == "3 jetons d’Ordinateur 2"
    assert OfferPanel._bid_words(3, "Vous", mine=True) == "3 jetons de vous"
    offer = Event("offer", seat=1, data={"to": 2, "gave": 0, "took": 1})
    assert event_line(offer, names, 0).endswith("contre le carton #2 d’Ordinateur 2.")
    assert "dans la main d’Ordinateur 1" in prompt("draw", "draw", names, 1)
    # Numbers, suits and words beginning with a consonant are left as they are.
    assert fill("de %1 à %2 cartes", 3, 5) == "de 3 à 5 cartes"
    assert fill("le valet de %1", "pique") == "le valet de pique"
    assert fill("la banque de %1", "12 jetons") == "la banque de 12 jetons"


@pytest.mark.parametrize(
    ("lang", "pair", "tricon"),
    [
        ("en", "the higher pair (sixes)", "the higher tricon (aces)"),
        ("de", "das höhere Paar (Sechsen)", "das höhere Tricon (Asse)"),
        ("fr", "la paire la plus haute (des six)", "le tricon le plus haut (des as)"),
    ],
)
def test_commerces_pair_and_tricon_name_their_rank_in_the_plural(speak, lang, pair, tricon) -> None:  # noqa: F811
    from hoyle_desktop.ui.trading.commerce_words import why_text

    speak(lang)
    assert why_text("higher_pair", {"rank": 6}) == pair
    assert why_text("higher_tricon", {"rank": 14}) == tricon


@pytest.mark.parametrize("lang", ["de", "fr"])
@pytest.mark.parametrize("key", ["my_bird_sings", "spoil_five"])
def test_a_game_that_keeps_its_english_name_keeps_it_in_its_house_rules(speak, lang, key) -> None:  # noqa: F811
    from hoyle_desktop.profiles.catalog import ProfileCatalog

    speak(lang)
    spec = registry.get(key)
    assert game_title(spec) == spec.title  # the tile keeps the name (as Spoil-Five's does)
    named = [p for p in ProfileCatalog().profiles(key) if p.builtin and p.title.startswith(spec.title)]
    titles = [profile_title(p) for p in named]  # (Spoil-Five's Fiving and Forty-Five are named apart)
    assert titles and all(t.startswith(spec.title) for t in titles), titles


@pytest.mark.parametrize(
    ("lang", "near", "far"),
    [
        ("en", "You cover 66 late: others may claim first.", "You cover 66 late."),
        ("de", "Sie decken 66 spät ab: andere haben Vorrang.", "Sie decken 66 spät ab."),
    ],
)
def test_a_late_cover_speaks_of_others_only_where_it_completed_a_prize(speak, lang, near, far) -> None:  # noqa: F811
    from hoyle_desktop.engine.actions import Event
    from hoyle_desktop.ui.loto.wording import event_line

    speak(lang)
    names = ["You", "Computer 1"]
    done = Event("cover", seat=0, data={"number": 66, "late": True, "completes": "row"})
    assert event_line(done, names, 0) == near
    assert event_line(Event("cover", seat=0, data={"number": 66, "late": True}), names, 0) == far
