"""Words that come from data files, shown in the user's language.

Built-in profiles (resources/profiles) and the rules schemas (resources/schemas) are written in
English. Their titles and descriptions are marked for translation in the generated module
:mod:`.data_strings` (``tools/translations.py update`` rewrites it) and looked up here. A user's
own profiles are shown exactly as the user wrote them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from ..profiles import Profile


def schema_text(text: str) -> str:
    """A title, description or choice label from a rules schema (context "Rules")."""
    return QCoreApplication.translate("Rules", text) if text else ""


def profile_title(profile: Profile) -> str:
    return QCoreApplication.translate("Profiles", profile.title) if profile.builtin else profile.title


def profile_description(profile: Profile) -> str:
    if not profile.builtin or not profile.description:
        return profile.description
    return QCoreApplication.translate("Profiles", profile.description)
