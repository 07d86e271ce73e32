"""The banking games' one table (Vingt-un; Baccarat and Blind Hookey use it too)."""
