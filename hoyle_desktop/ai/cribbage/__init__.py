"""Cribbage computer players."""
