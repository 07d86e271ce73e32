"""French speaks to the person as *vous*, never as *tu*, nor in a mix of the two.

Playtest (h), 29 November 2026, Spoil-Five's Conseil: "ne peut gagner le pli : garde vos meilleures
cartes". The coach words each choice's reason as the English does, in the third person ("keeps your
better cards": the choice keeps them), but a French third person of an -er verb is also the *tu*
imperative: "garde", "joue", "retourne", "entame" followed by "vos", "votre" or "vous" read as *tu*
and *vous* in one breath. Such a reason now says who does it ("vous retournez votre carte
suivante") or leaves the person out of the verb ("vos meilleures cartes restent en main"). And a
player's call at All-Fours, "take one", was "prends-en un": "prenez-en un", as everyone at the table
is spoken to."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

FRENCH = Path(__file__).resolve().parents[2] / "translations" / "hoyle_desktop_fr.ts"
TU = re.compile(r"\b(tu|toi|ton|ta|tes|t’|t')\b|\b(prends|tiens|mets|fais|dis)-(en|le|la|les|moi)\b", re.I)
# What the catalogue holds but never shows as a sentence: the articles a card's name is stripped of.
NOT_SAID = {("Cards", "the a an your my his her its their of")}
YOU = re.compile(r"\b(vous|votre|vos)\b", re.I)
NOT_VERBS = {"le", "la", "une", "ce", "cette", "chaque", "que"}


def _messages():
    for context in ET.parse(FRENCH).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("vanished", "obsolete"):
                continue
            forms = [f.text or "" for f in translation.findall("numerusform")] or [translation.text or ""]
            for text in forms:
                yield name, message.findtext("source", ""), text


def test_no_tu_in_the_french_catalogue() -> None:
    found = [(c, s[:50], t) for c, s, t in _messages() if (c, s) not in NOT_SAID and TU.search(t)]
    assert not found, found


def test_a_reason_in_the_third_person_does_not_speak_to_you() -> None:
    """A coach's reason whose English opens on a verb in the third person ("keeps", "turns",
    "leads"): in French it may not open on an -er verb's third person (the *tu* imperative's form)
    and then speak to the person."""
    found = []
    for context, source, text in _messages():
        first = source.split(" ", 1)[0]
        third_person = context == "Coach" and first.islower() and first.endswith("s")
        opening = re.match(r"[\s\u00a0;:]*([^\s\u00a0,;:]+)", text)
        word = opening.group(1).lower() if opening else ""
        if third_person and word.endswith("e") and word not in NOT_VERBS and YOU.search(text):
            found.append((source[:50], text))
    assert not found, found
