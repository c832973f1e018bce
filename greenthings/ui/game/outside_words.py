"""Words for the actions of Outside the Znutar (buttons, the hint, the
chooser), with the odds the engine gives before a roll: a jump's chance to
miss.  No pygame here."""
from __future__ import annotations

from greenthings.engine import jump_miss_chance, units

OUTSIDE_TYPES = frozenset({
    "airlock", "lock", "enter-unit", "leave-unit", "unit-move", "throw-off", "ride", "boat-hatch", "jump",
    "boat-move", "boat-home", "rescue", "rocket-blast", "stay-docked",
})


def boat_name(state, boat: str | None) -> str:
    return next((b.name for b in state.map.boat_bays.values() if b.id == boat), boat or "boat")


def unit_name(state, unit: str | None) -> str:
    return next((u.name for u in units(state) if u.id == unit), unit or "")


def describe_outside(state, a, who: str, place) -> str:
    """A short imperative sentence for one action of the expansion;
    ``who`` is the actor's name, ``place(area)`` an area's name."""
    t = a.type
    if t == "airlock":
        return f"{who}: through the airlock to {place(a.to)} (the whole move)"
    if t == "lock":
        if a.choice == "keep":
            return "Leave the airlocks as they are"
        return f"{a.choice.capitalize()} the airlock of {place(a.to)}"
    if t == "enter-unit":
        return f"{who}: get into {unit_name(state, a.target)}"
    if t == "leave-unit":
        return f"{who}: get out of {unit_name(state, a.target)}"
    if t == "unit-move":
        return f"{who}: {unit_name(state, a.target)} to {place(a.to)}"
    if t == "throw-off":
        return f"{who}: throw {place(a.target)} off the skin (no roll)"
    if t == "ride":
        if a.piece is None:
            return "No more riders: the boat leaves"
        return f"{who}: ride out on {place(a.to)}"
    if t == "boat-hatch":
        return f"{who}: through the hatch to {place(a.to)}"
    if t == "jump":
        miss = jump_miss_chance(state, a.piece, a.to)
        odds = "never misses" if miss <= 0 else f"misses {round(miss * 100)}% of the time"
        return f"{who}: jump to {place(a.to)} ({odds})"
    if t == "boat-move":
        return f"{boat_name(state, a.target)}: fly to {place(a.to)}"
    if t == "boat-home":
        return f"{boat_name(state, a.target)}: leave for home (the Epilogue)"
    if t == "stay-docked":
        return f"{boat_name(state, a.target)}: stay in the bay this turn (to blast it in the attack)"
    if t == "rescue":
        return f"{boat_name(state, a.target)}: leave the board to pick up {who}"
    if t == "rocket-blast":
        return f"{boat_name(state, a.target)}: rocket blast on {place(a.to)}, then zoom off"
    return str(a)
