"""The Speculation table."""
