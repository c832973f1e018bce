"""One section of the in-game rules reference, and the mark of our own rulings.

Kept apart from rules_text.py so that the modules writing the species' and the
expansion's sections and the one gathering them all need not import each other.
"""
from __future__ import annotations

from dataclasses import dataclass

HOUSE = "<font color='#f0aa3c'><b>[House interpretation]</b></font> "


@dataclass(frozen=True)
class Section:
    title: str
    body: str
    house: bool = False
