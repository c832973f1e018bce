"""Weapons: where each counter is, who holds it, what is known of its effect."""
from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

from ..state import AWAY, GONE, HELD, UNPLACED_W, State
from ..tables import CHIT_NAMES, WEAPON_BY_ID, WEAPON_OF, WeaponSpec, chit_kind


class WeaponView(NamedTuple):
    id: str                 # "knife-2"
    type: str               # "knife"
    name: str               # "Knife"
    place: str              # "area" | "held" | "gone" | "away" | "unplaced"
    area: str | None        # lying there (or where its holder stands)
    holder: str | None
    active: bool            # an Electric Fence switched on
    effect: str | None      # the known effect chit ("kill4"), None while untried


def weapon_spec(weapon: str) -> WeaponSpec:
    """The printed facts of a weapon counter ("knife-2") or type ("knife")."""
    return WEAPON_OF[weapon] if weapon in WEAPON_OF else WEAPON_BY_ID[weapon]


def weapon(s: State, w: str) -> WeaponView:
    t = WEAPON_OF[w].id
    where = s.wloc[w]
    if where.startswith(HELD):
        holder = where[1:]
        place, area = "held", s.loc[holder]
    else:
        holder = None
        place = {GONE: "gone", AWAY: "away", UNPLACED_W: "unplaced"}.get(where, "area")
        area = where if place == "area" else None
    return WeaponView(w, t, WEAPON_BY_ID[t].name, place, area, holder, w in s.fence_on, s.known.get(t))


def weapons(s: State) -> list[WeaponView]:
    return [weapon(s, w) for w in s.wloc]


def weapons_lying(s: State) -> dict[str, list[str]]:
    """area -> the weapon counters lying there (held ones not included)."""
    out: dict[str, list[str]] = {}
    areas = s.map.areas
    for w, where in s.wloc.items():
        if where in areas:
            out.setdefault(where, []).append(w)
    return out


def active_fences(s: State) -> dict[str, str]:
    """Switched-on Electric Fences: weapon counter -> its area."""
    return {w: s.wloc[w] for w in sorted(s.fence_on)}


def effect_key(s: State, weapon_id: str, choice: str | None = None) -> str:
    """What an effect chit is learned for: the weapon type, or "comm-beamer:low"
    for the Comm Beamer's second setting (Game Balance variant)."""
    return s.effect_key(weapon_id, choice)


def known_effect(s: State, weapon_id: str, choice: str | None = None) -> tuple[str, int] | None:
    """(kind, dice) of a weapon's known effect ("kill", 4), or None if untried."""
    chit = learned_effect(s, weapon_id, choice)
    return None if chit is None else chit_kind(chit)


def known_effects(s: State) -> Mapping[str, str]:
    """*Live*: effect key -> chit, for every effect learned for good."""
    return s.known


def cup(s: State) -> list[str]:
    """The chits still in the cup, sorted (which ones, never their order)."""
    return sorted(s.cup)


def chit_name(chit: str) -> str:
    """"kill4" -> "4 Dice to Kill"."""
    return CHIT_NAMES[chit]


def learned_effect(s: State, weapon_id: str, choice: str | None = None) -> str | None:
    """The effect chit learned for good for a weapon counter or type ("knife"
    or "knife-2" -> "kill4"); choice="low" asks for the Comm Beamer's second
    setting. None while untried."""
    counter = weapon_id if weapon_id in WEAPON_OF else f"{weapon_id}-1"
    return s.known.get(s.effect_key(counter, choice))
