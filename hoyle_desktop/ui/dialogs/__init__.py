"""The application's dialogs: New Game, House Rules and Options.

Each module is imported only when its dialog is first opened, so this package imports nothing.
"""
