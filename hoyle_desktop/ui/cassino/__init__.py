"""The Cassino table (on the matching games' shared scene and shell)."""
