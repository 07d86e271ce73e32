"""Cribbage user interface: the drawn board and the cribbage table."""
