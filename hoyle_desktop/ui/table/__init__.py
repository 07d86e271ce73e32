"""The card table shared by every game: card items and their motion (after KPatience's scene)."""
