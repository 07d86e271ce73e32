"""What the Crazy Eights table says to a screen reader (ui/table/accessibility.py): the pile's top."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..matching import access as matching_access


class Words(matching_access.Words):
    def table_words(self) -> str:
        view = self.view()
        if not view.discard:
            return ""
        return QCoreApplication.translate("Accessibility", "On the pile: %1.").replace(
            "%1", self.card_name(view.discard[-1])
        )
