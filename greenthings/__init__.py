"""The Awful Green Things From Outer Space, a digital edition."""

__version__ = "0.1.0"  # the one place the version is written; pyproject.toml reads it
