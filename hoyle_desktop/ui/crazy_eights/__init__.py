"""The Crazy Eights table (on the matching games' shared scene and shell)."""
