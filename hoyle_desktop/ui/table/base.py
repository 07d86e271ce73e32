"""What every game's table shares: the session it shows, the settings, the person's seat, the
signals the main window listens to, and dealing the same game again."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget

from ..session import GameSession


class TableBase(QWidget):
    play_again = Signal()
    status = Signal(str)

    def __init__(
        self, session: GameSession, renderer: Any, settings: Any, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.game = session.game
        self.renderer = renderer
        self.settings = settings
        self.human = session.human

    def restart(self) -> None:
        """Replay this game from its first card (the same seed)."""
        window = self.window()
        if getattr(window, "setup", None) is not None:
            window.open_table(window.setup)
