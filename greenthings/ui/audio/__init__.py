"""Sound effects."""
