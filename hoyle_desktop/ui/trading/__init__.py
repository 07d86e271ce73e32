"""The trading table: Commerce and My Bird Sings (and the shared pieces for Speculation)."""
