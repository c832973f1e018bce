"""What the board calls a token (a crewman, alike monsters, a pile of one
weapon, an empty Jet Suit or Cargo Mover): short under it in an opened-out
room, in full in that room's title when the mouse is on it and in the
tooltip's list of what lies in an area.  From the engine's read API only."""
from __future__ import annotations

from greenthings.engine import locations, piece, units
from greenthings.ui.game.session import piece_name, short_weapon


def _unit_names(state) -> dict[str, str]:
    return {u.id: u.name for u in units(state)}


def token_caption(state, members: tuple[str, ...], full: bool = False) -> str:
    """The name of the token standing for ``members`` ("" if none)."""
    if not members:
        return ""
    first, n = members[0], len(members)
    on_board = locations(state)
    if first in on_board:
        view = piece(state, first)
        if view.stage is None:  # a crewman: his name is on the token; the title gives it whole
            return view.name if full else ""
        if n == 1:
            return view.name if full else view.stage.name
        return f"{n} x {view.stage.name}" if full else view.stage.name
    unit_names = _unit_names(state)
    if first in unit_names:  # an empty Jet Suit, Cargo Mover or the Soot
        names = [unit_names[m] for m in members if m in unit_names]
        if full:
            return ", ".join(names) + " (empty)"
        return names[0].rsplit(" ", 1)[0] if n > 1 and names[0][-1:].isdigit() else names[0]
    if full:
        return piece_name(state, first) if n == 1 else f"{n} x {piece_name(state, first)}"
    return short_weapon(first)


def equipment_line(state, area: str) -> str | None:
    """The empty units lying in ``area`` for the tooltip, or None."""
    names = [u.name for u in units(state) if u.area == area and u.occupant is None]
    if not names:
        return None
    return "Equipment (empty): " + ", ".join(names)


def worn_by(state) -> dict[str, str]:
    """Crewman -> the unit he is in."""
    return {u.occupant: u.name for u in units(state) if u.occupant}
