"""The game's fixed tables: crew, weapons and effect chits (the monsters are in species/).

Layout facts (areas, start choices, weapon pictures) live in the map file; this
module holds what is printed on the counters and in the rulebook's lists.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, TypeVar

# The monster species live in greenthings/engine/species (one module each).
from .species import Species, Stage

CREW = "crew"
MONSTERS = "monsters"
SIDES = (CREW, MONSTERS)
T = TypeVar("T")


def other_side(side: str) -> str:
    return MONSTERS if side == CREW else CREW


@dataclass(frozen=True, slots=True)
class CrewSpec:
    id: str
    name: str
    dice: int
    con: int
    move: int
    # "Preparation for play": the crew list gives attack dice / constitution / movement.


# Rulebook, "Crew Starting Locations" (number order per rules-clarifications.md).
CREW_TABLE: tuple[CrewSpec, ...] = (
    CrewSpec("captain", "Captain Yid", 3, 27, 3),
    CrewSpec("first-officer", "1st Officer", 2, 19, 3),
    CrewSpec("comm-officer", "Comm Officer", 1, 11, 4),
    CrewSpec("ops-officer", "Operations Officer", 1, 12, 3),
    CrewSpec("eng-officer", "Engineering Officer", 1, 12, 2),
    CrewSpec("supply-officer", "Supply Officer", 1, 11, 2),
    CrewSpec("doc", "Doc", 1, 11, 4),
    CrewSpec("medic", "Medic", 1, 11, 4),
    CrewSpec("sparks", "Sparks", 1, 16, 3),
    CrewSpec("sergeant", "Marine Sergeant", 3, 21, 3),
    CrewSpec("marine-19", "Marine (19)", 2, 19, 3),
    CrewSpec("marine-18", "Marine (18)", 2, 18, 3),
    CrewSpec("cook", "Cook", 1, 21, 3),
    CrewSpec("yeoman", "Yeoman", 1, 15, 3),
    CrewSpec("technician", "Technician", 1, 11, 4),
    CrewSpec("engineer", "Engineer", 2, 13, 2),
    CrewSpec("machinist", "Machinist", 2, 14, 2),
    CrewSpec("coxswain", "Coxswain", 2, 18, 3),
    CrewSpec("pilot-15", "Pilot (15)", 1, 15, 3),
    CrewSpec("pilot-12", "Pilot (12)", 1, 12, 3),
    CrewSpec("robot", "Robot \"Leadfoot\"", 4, 44, 1),
    CrewSpec("mascot", "Mascot (Ook)", 1, 8, 4),
)
CREW_BY_ID = {c.id: c for c in CREW_TABLE}
ROBOT = "robot"
MASCOT = "mascot"
# Who cannot operate a boat, take a boat seat, or score points (the Mascot alone cannot hold weapons).
NON_CREWMEN = frozenset({ROBOT, MASCOT})
# "Znutar Self-Destruct": who may set the engines to overload.
SELF_DESTRUCT_CREW = frozenset({"captain", "first-officer", "eng-officer", "pilot-15", "pilot-12"})


def monster_ids(species: Species) -> tuple[str, ...]:
    """One id per counter in the box: adult-1 .. adult-12, baby-1 ..."""
    return tuple(f"{s.id}-{i}" for s in species.stages for i in range(1, s.counters + 1))


def _per_species(build: Callable[[Species], T]) -> Callable[[Species], T]:
    """Cache `build(species)` per species (a different species object under
    the same id, as tests make with dataclasses.replace, is built afresh)."""
    cache: dict[str, tuple[Species, T]] = {}

    def cached(species: Species) -> T:
        hit = cache.get(species.id)
        if hit is None or hit[0] is not species:
            hit = cache[species.id] = (species, build(species))
        return hit[1]
    cached.__doc__ = build.__doc__
    cached.__name__ = build.__name__
    return cached


@_per_species
def monster_specs(species: Species) -> dict[str, Stage]:
    """Monster counter id -> the stats of its stage."""
    return {f"{s.id}-{i}": s for s in species.stages for i in range(1, s.counters + 1)}


@_per_species
def counters_by_stage(species: Species) -> dict[str, tuple[str, ...]]:
    """stage id -> its counter ids, lowest number first."""
    return {st.id: tuple(f"{st.id}-{i}" for i in range(1, st.counters + 1)) for st in species.stages}


@_per_species
def mobile_monsters(species: Species) -> tuple[tuple[str, int], ...]:
    """(counter id, movement) for every counter of a stage that moves."""
    return tuple((m, st.move) for m, st in monster_specs(species).items() if st.move > 0)


def stage_of(monster_id: str) -> str:
    return monster_id.rsplit("-", 1)[0]


# Weapon reach: "same" (own area only), "adjacent" (own or adjacent), "sight" (LOS).
@dataclass(frozen=True, slots=True)
class WeaponSpec:
    id: str
    name: str
    counters: int
    reach: str            # same | adjacent | sight
    area_effect: bool     # affects every monster in the target area (or blast)
    consumable: bool      # returns to a start area after use
    blast: bool = False   # covers the blast region (open passageways), not just one area
    crew_effect: str | None = None   # "kill5" rocket fuel, "stun5" gas
    thrown: bool = False  # a knife thrown (sight) lands where it was thrown


# Rulebook, "The Weapons".
WEAPON_TABLE: tuple[WeaponSpec, ...] = (
    WeaponSpec("acid", "Bottle of Acid", 3, "adjacent", False, True),
    WeaponSpec("zgwortz", "Cannister of Zgwortz", 3, "adjacent", False, True),
    WeaponSpec("comm-beamer", "Communications Beamer", 2, "sight", True, False),
    WeaponSpec("electric-fence", "Electric Fence", 2, "same", True, False),
    WeaponSpec("fire-extinguisher", "Fire Extinguisher", 2, "adjacent", True, False),
    WeaponSpec("gas-grenade", "Gas Grenade", 3, "adjacent", True, True, blast=True, crew_effect="stun5"),
    WeaponSpec("hypodermic", "Hypodermic", 2, "same", False, False),
    WeaponSpec("knife", "Knife", 3, "sight", False, False, thrown=True),
    WeaponSpec("pool-stick", "Pool Stick", 2, "same", False, False),
    WeaponSpec("rocket-fuel", "Can of Rocket Fuel", 3, "adjacent", True, True, blast=True, crew_effect="kill5"),
    WeaponSpec("stun-pistol", "Stun Pistol", 2, "sight", False, False),
    WeaponSpec("welding-torch", "Welding Torch", 2, "same", False, False),
)
WEAPON_BY_ID = {w.id: w for w in WEAPON_TABLE}
FENCE = "electric-fence"
COMM_BEAMER = "comm-beamer"


def weapon_ids() -> tuple[str, ...]:
    return tuple(f"{w.id}-{i}" for w in WEAPON_TABLE for i in range(1, w.counters + 1))


# weapon counter id ("knife-2") -> its weapon's spec
WEAPON_OF: dict[str, WeaponSpec] = {f"{w.id}-{i}": w for w in WEAPON_TABLE for i in range(1, w.counters + 1)}


def weapon_type(weapon_id: str) -> str:
    return WEAPON_OF[weapon_id].id


# Weapon Effect Chits (15). Each is (kind, dice).
GROW, SHRINK, KILL, FRAGMENTS, STUN, NO_EFFECT = "grow", "shrink", "kill", "fragments", "stun", "none"
CHITS: tuple[str, ...] = (
    ("fragments",) * 4 + ("grow", "shrink") + ("stun5",) * 2 + ("none",) * 2
    + ("kill5",) + ("kill4",) * 2 + ("kill3",) * 2
)
# A canonical order of the chits: a state given another future (State.clone
# with other dice) and a side's view of the game (observe) hold the cup in it.
CHIT_RANK: dict[str, int] = {c: i for i, c in enumerate(dict.fromkeys(CHITS))}
CHIT_NAMES = {
    "fragments": "1 Die Fragments", "grow": "Grow", "shrink": "Shrink",
    "stun5": "5 Dice to Stun", "none": "No Effect",
    "kill5": "5 Dice to Kill", "kill4": "4 Dice to Kill", "kill3": "3 Dice to Kill",
}


def _chit_kind(chit: str) -> tuple[str, int]:
    if chit.startswith("kill"):
        return KILL, int(chit[4:])
    if chit.startswith("stun"):
        return STUN, int(chit[4:])
    return chit, 0


_CHIT_KINDS = {c: _chit_kind(c) for c in CHITS}


def chit_kind(chit: str) -> tuple[str, int]:
    """'kill4' -> ('kill', 4); 'grow' -> ('grow', 0)."""
    kind = _CHIT_KINDS.get(chit)
    return kind if kind is not None else _chit_kind(chit)
