"""Reading short words aloud (Loto's calls) with the speech program the system already has.

Qt's own text-to-speech lives in the PySide6 Addons, which the app does not ship; every desktop
it runs on has a speech command instead: ``spd-say`` or ``espeak-ng``/``espeak`` on Linux, ``say``
on macOS, the .NET speech synthesiser through PowerShell on Windows. The program runs in a
``QProcess``: the GUI thread never waits for it, and a new call cuts the last one short.
"""

from __future__ import annotations

import shutil
import sys

from PySide6.QtCore import QLocale, QObject, QProcess


def speech_command(text: str, language: str) -> list[str] | None:
    """The command that reads ``text`` in ``language`` (``de``, ``fr``, ``en``), or None if this
    system has no speech program."""
    if sys.platform == "darwin" and shutil.which("say"):
        return ["say", text]
    if sys.platform.startswith("win") and shutil.which("powershell"):
        script = (
            "Add-Type -AssemblyName System.Speech; "
            f"(New-Object System.Speech.Synthesis.SpeechSynthesizer).Speak('{text}')"
        )
        return ["powershell", "-NoProfile", "-Command", script]
    if shutil.which("spd-say"):
        return ["spd-say", "--wait", "-l", language, text]
    for program in ("espeak-ng", "espeak"):
        if shutil.which(program):
            return [program, "-v", language, text]
    return None


def speech_available() -> bool:
    return speech_command("1", "en") is not None


class Speaker(QObject):
    """Says one thing at a time; a new ``say`` stops what is still being said."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.process = QProcess(self)
        self.last_command: list[str] | None = None  # for tests and the curious

    def say(self, text: str) -> bool:
        command = speech_command(text, QLocale().name()[:2] or "en")
        if command is None:
            return False
        if self.process.state() != QProcess.ProcessState.NotRunning:
            self.process.kill()
            self.process.waitForFinished(100)
        self.last_command = command
        self.process.start(command[0], command[1:])
        return True

    def stop(self) -> None:
        if self.process.state() != QProcess.ProcessState.NotRunning:
            self.process.kill()
