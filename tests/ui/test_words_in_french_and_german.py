"""Words a French or German player met at the tables in the playtest of 2026-11-28 (g): each read
wrong or clumsy in one language while the English was fine."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from test_translations import clean_translators  # noqa: F401  (a fixture)

from hoyle_desktop import app as app_module
from hoyle_desktop.engine.cards import Card

NBSP = "\u00a0"


@pytest.fixture
def speak(clean_translators):  # noqa: F811
    def to(lang: str) -> None:
        for translator in getattr(clean_translators, "_hoyle_translators", []):
            QCoreApplication.removeTranslator(translator)
        clean_translators._hoyle_translators = []
        app_module.install_translators(clean_translators, lang)

    return to


def test_crazy_eights_names_the_rank_to_play_with_its_own_article(speak):
    """French said "jouez une carte de trèfle ou un dame"; German "oder eine König"."""
    from hoyle_desktop.ui.crazy_eights import words

    speak("fr")
    assert "ou une dame, ou un huit" in words.turn_prompt(Card.parse("QC"), None, False)
    assert "ou un as, ou un huit" in words.mismatch(Card.parse("AH"), None)
    speak("de")
    assert "oder einen König oder eine Acht" in words.turn_prompt(Card.parse("KC"), None, False)


@pytest.mark.parametrize(("lang", "key"), [("fr", "P"), ("de", "K"), ("en", "D")])
def test_crazy_eights_says_the_key_its_draw_button_underlines(speak, lang, key):
    """The French prompt said "appuyez sur D" beside a button underlining P (Piocher)."""
    from hoyle_desktop.ui.crazy_eights import words
    from hoyle_desktop.ui.table.keys import mnemonic

    speak(lang)
    assert mnemonic(words.draw_button()) == key
    assert words.draw_prompt().endswith(f" {key}).")


def test_the_coachs_total_for_a_hand_is_punctuated_in_french(speak):
    """ "décisions différentes … : 1 sur 1; −4,0 jetons.": the ";" was glued on in English style."""
    from hoyle_desktop.ui.table.coach import CoachNote, total_line

    speak("fr")
    line = total_line([CoachNote("", 4.0, "counters")], 1)
    assert f"1 sur 1{NBSP}; −4,0 jetons." in line
    speak("en")
    assert total_line([CoachNote("", 4.0, "counters")], 1).endswith("1 of 1; −4.0 counters.")
    assert total_line([CoachNote("", None, "counters")], 2).endswith("1 of 2.")


def test_cassino_never_says_zero_cards_left_to_deal(speak):
    """ "Quatre cartes chacun ; encore 0 cartes à donner." (French puts zero in the singular)."""
    from hoyle_desktop.ui.cassino import words

    speak("fr")
    assert "0" not in words.new_round(0) and "0" not in words.stock_text(0)
    assert "4 cartes" in words.new_round(4)


def test_pope_joan_lists_each_payer_apart_from_the_amount(speak):
    """ "(Computer 3 1, Sie 1, Computer 1 1)": a bare number after a name read as part of it."""
    from hoyle_desktop.ui.stops.history_words import collect_line

    speak("en")
    assert collect_line("spin", "Computer 2", 6, [("Computer 3", 3), ("You", 3)]).endswith(
        "(Computer 3: 3, You: 3)"
    )
    speak("fr")
    assert f"(Ordinateur 3{NBSP}: 3, Vous{NBSP}: 3)" in collect_line(
        "spin", "Ordinateur 2", 6, [("Ordinateur 3", 3), ("Vous", 3)]
    )


def test_snip_snap_names_an_ace_without_a_wrong_article_in_french(speak):
    """ "Vous entamez avec six de carreau" lacked the article, and a fixed "le" gives "le as"."""
    from hoyle_desktop.ui.stops.snip_words import play_line

    speak("fr")
    lead = play_line("Ordinateur 1", False, Card.parse("AC"), "lead")
    paired = play_line("Vous", True, Card.parse("AS"), "snip")
    assert lead == f"Ordinateur 1 commence une nouvelle carte{NBSP}: as de trèfle"
    assert paired.startswith("Vous appariez avec l’as de pique")


def test_the_review_of_a_commerce_hand_shows_each_players_hand():
    """The review's column of cards was empty in Commerce for every player who only stood: the
    hands are shown in one event for all seats, which named no seat."""
    from hoyle_desktop.engine.actions import Event
    from hoyle_desktop.ui.table.hand_review import cards_used

    shown = tuple(Card.parse(c) for c in ("4S", "TC", "9C", "KC", "9H", "4D"))
    events = [Event("stand", 1), Event("show", cards=shown, data={"seats": [1, 0]})]
    assert cards_used(events, 1) == "4♠ 10♣ 9♣"
    assert cards_used(events, 0) == "K♣ 9♥ 4♦"
    assert cards_used(events, 2) == ""


def test_the_coach_puts_an_amount_below_two_in_the_singular_in_french(speak):
    """The hint said "Prendre une carte (−0,1 jetons)": French counts below two in the singular."""
    from hoyle_desktop.ui.table.coach import cost_text, value_text

    speak("fr")
    assert value_text(-0.1, "counters") == "−0,1 jeton"
    assert value_text(1.5, "points") == "+1,5 point"
    assert value_text(-2.0, "counters") == "−2,0 jetons"
    assert cost_text(1.96, "counters") == "−2,0 jetons"  # as shown, two
    speak("en")
    assert value_text(-0.1, "counters") == "−0.1 counters"


def test_no_counters_takes_the_singular_in_french(speak):
    """Screen-reader check (c): "0 jetons" where French says none in the singular."""
    from hoyle_desktop.ui.table.counter_words import counters

    speak("fr")
    assert [counters(n) for n in (0, 1, -1, 2)] == ["0 jeton", "1 jeton", "-1 jeton", "2 jetons"]
    speak("de")
    assert [counters(n) for n in (0, 1, 5)] == ["0 Spielmarken", "1 Spielmarke", "5 Spielmarken"]
    speak("en")
    assert [counters(n) for n in (0, 1, 5)] == ["0 counters", "1 counter", "5 counters"]


def test_lotos_pools_take_a_no_break_space_before_the_colon_in_french(speak):
    """Playtest (h): beside Loto's buttons the French read "Cagnotte: 48" (the colon written by the
    program, not by the translation)."""
    from hoyle_desktop.ui.loto import wording

    speak("fr")
    assert wording.pool_amount("pool", 48) == f"Cagnotte{NBSP}: 48"
    speak("de")
    assert wording.pool_amount("pool", 48) == "Pott: 48"


def test_speculations_worth_opens_its_bracket_without_a_space_in_french(speak):
    """Playtest (h): the market's worth read "0,8 jetons pour son détenteur ( 6 % de chances …"."""
    from hoyle_desktop.ui.speculation.offer_panel import OfferPanel

    speak("fr")
    words = OfferPanel._worth_words(2.5, 0.06)
    assert f"(6{NBSP}% de chances" in words and "( " not in words.replace(NBSP, " ")


def test_speculations_worth_below_two_counters_is_singular_in_french(speak):
    """The market's worth read "0,8 jetons pour son détenteur": French says below two in the
    singular; the other counts of Speculation and the banking tables take the shared words (none is
    "0 jeton" too)."""
    from hoyle_desktop.ui.banking import wording as banking
    from hoyle_desktop.ui.speculation import wording as speculation
    from hoyle_desktop.ui.speculation.offer_panel import OfferPanel

    speak("fr")
    assert OfferPanel._worth_words(0.8, 0.06).startswith("0,80 jeton pour son détenteur")
    assert OfferPanel._worth_words(2.5, 0.2).startswith("2,50 jetons pour son détenteur")
    assert [speculation.counters(n) for n in (0, 1, 3)] == ["0 jeton", "1 jeton", "3 jetons"]
    assert banking.counters(0) == "0 jeton"
    speak("en")
    assert OfferPanel._worth_words(0.8, 0.06).startswith("0.80 counters to its holder")


def test_a_card_said_in_a_french_sentence_takes_its_article(speak):
    """The screen reader heard "Ordinateur 2 pose roi de trèfle sur la table", "Vous jouez deux de
    cœur": a lone card after a verb or a preposition takes the article French puts there; a card
    after "votre" or "de", after a colon, or in a row of cards stays bare. English and German read
    as before (the English sentence says its own "the"; German names a card as a name)."""
    from hoyle_desktop.ui.cassino import words as cassino
    from hoyle_desktop.ui.crazy_eights import words as crazy
    from hoyle_desktop.ui.table.announcer import spoken

    speak("fr")
    assert spoken(cassino.trails("Ordinateur 2", Card.parse("KC"), False)) == (
        "Ordinateur 2 pose le roi de trèfle sur la table."
    )
    assert spoken(crazy.plays("", Card.parse("2H"), True)) == "Vous jouez le deux de cœur."
    assert spoken(crazy.plays("", Card.parse("QS"), True)) == "Vous jouez la dame de pique."
    assert spoken(crazy.plays("", Card.parse("AD"), True)) == "Vous jouez l’as de carreau."
    assert spoken("Vous devez jouer votre 10♥.") == "Vous devez jouer votre dix de cœur."
    assert spoken("Vous entamez\u00a0: 10♥") == "Vous entamez\u00a0: dix de cœur"
    assert spoken("Vous prenez 10♥ 5♣ avec 5♦.") == (
        "Vous prenez dix de cœur, cinq de trèfle avec le cinq de carreau."
    )
    speak("en")
    assert spoken(cassino.trails("Computer 2", Card.parse("KC"), False)) == (
        "Computer 2 lays king of clubs on the table."
    )
    speak("de")
    assert spoken(crazy.plays("", Card.parse("2H"), True)).endswith("Herz-Zwei.")


def test_speculations_history_names_the_winning_card_with_its_article_in_french(speak):
    """Speculation's caption and history: "Ordinateur 3 gagne avec valet de trèfle."."""
    from hoyle_desktop.engine.actions import Event
    from hoyle_desktop.ui.speculation.wording import event_line, item_words

    names = ["Vous", "Ordinateur 2", "Ordinateur 3"]
    win = Event("win", seat=2, cards=(Card.parse("JC"),))
    speak("fr")
    assert event_line(win, names, 0) == "Ordinateur 3 gagne avec le valet de trèfle."
    assert item_words("best", "", Card.parse("QH")).startswith("la dame de cœur (le meilleur atout)")
    speak("en")
    english = event_line(win, ["You", "Computer 2", "Computer 3"], 0)
    assert english == "Computer 3 wins with the knave of clubs."


def test_a_card_in_a_sentence_takes_the_german_case_the_sentence_needs(speak):
    """German named a card bare ("gewinnt mit Kreuz-Bube", "spielt Herz-Zehn"): after a verb it
    takes the accusative ("den Kreuz-Buben", weak Bube), after "mit" the dative ("dem Kreuz-Buben")."""
    from hoyle_desktop.ui.table.card_words import card_in_sentence

    speak("de")
    assert card_in_sentence(Card.parse("JC")) == "den Kreuz-Buben"
    assert card_in_sentence(Card.parse("JC"), case="dative") == "dem Kreuz-Buben"
    assert card_in_sentence(Card.parse("QH")) == "die Herz-Dame"
    assert card_in_sentence(Card.parse("QH"), case="dative") == "der Herz-Dame"
    assert card_in_sentence(Card.parse("AS")) == "das Pik-Ass"
    assert card_in_sentence(Card.parse("KD"), case="dative") == "dem Karo-König"
    speak("fr")
    assert card_in_sentence(Card.parse("TH"), case="dative") == "le dix de cœur"
    assert card_in_sentence(Card.parse("AS")) == "l’as de pique"
    speak("en")
    assert card_in_sentence(Card.parse("TH")) == "ten of hearts"


@pytest.mark.parametrize(
    ("lang", "line", "said"),
    [
        # Crazy Eights: "%1 plays %2." with the card in signs
        ("de", "Computer 2 spielt 10♥.", "Computer 2 spielt die Herz-Zehn."),
        ("fr", "Ordinateur 2 joue 10♥.", "Ordinateur 2 joue le dix de cœur."),
        ("de", "Computer 3 gewinnt mit B♣.", "Computer 3 gewinnt mit dem Kreuz-Buben."),
        ("fr", "Ordinateur 3 pose R♣ sur la table.", "Ordinateur 3 pose le roi de trèfle sur la table."),
        ("de", "Sie spielen K♠ aus.", "Sie spielen den Pik-König aus."),
        ("de", "Sie nehmen 5♦ mit 5♣.", "Sie nehmen die Karo-Fünf mit der Kreuz-Fünf."),
    ],
)
def test_the_screen_reader_names_a_lone_card_with_its_article_and_case(speak, lang, line, said):
    from hoyle_desktop.ui.table.announcer import spoken

    speak(lang)
    assert spoken(line) == said


def test_speculations_and_bankings_lines_decline_the_card_in_german(speak):
    """ "Computer 3 gewinnt mit Kreuz-Bube." read as a name; German says "mit dem Kreuz-Buben", and
    a card that is the subject stays in the nominative ("die unterste Karte ist der Pik-König")."""
    from hoyle_desktop.engine.actions import Event
    from hoyle_desktop.ui.banking.wording import _reveal_text
    from hoyle_desktop.ui.speculation.wording import event_line, item_words

    names = ["Sie", "Computer 2", "Computer 3"]
    speak("de")
    win = Event("win", seat=2, cards=(Card.parse("JC"),))
    assert event_line(win, names, 0) == "Computer 3 gewinnt mit dem Kreuz-Buben."
    keep = Event("keep", seat=1, cards=(Card.parse("JH"),))
    assert "den Herz-Buben" in event_line(keep, names, 0)
    high = Event("high_turn_up", cards=(Card.parse("AS"),))
    assert event_line(high, names, 0) == "Die aufgedeckte Trumpfkarte, das Pik-Ass, beendet die Runde sofort."
    assert item_words("best", "", Card.parse("JD")).startswith("der Karo-Bube (der beste Trumpf)")
    bottom = Event("reveal", seat=1, cards=(Card.parse("KS"),), reason="bottom")
    assert _reveal_text(bottom, "Computer 2") == "Computer 2: die unterste Karte ist der Pik-König."


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("de", "Computer 2 spielt die Herz-Zehn."),
        ("fr", "Computer 2 joue le dix de cœur."),
        ("en", "Computer 2 plays ten of hearts."),
    ],
)
def test_crazy_eights_history_line_is_heard_with_the_cards_article(speak, lang, said):
    """Crazy Eights writes "Computer 2 spielt 10♥."; the reader said "spielt Herz-Zehn"."""
    from hoyle_desktop.ui.crazy_eights import words
    from hoyle_desktop.ui.table.announcer import spoken

    speak(lang)
    line = words.plays("Computer 2", Card.parse("TH"), False)
    assert "10♥" in line
    assert spoken(line) == said
