"""What the rules report: the catalogue of event kinds.

Every change the rules make is reported as an event, a small dict with a
"type" (its kind), a sentence in "text" for the log, and the fields of its
kind. Events are never saved (a replay makes them again), so the dicts stay
plain JSON; this module says which kinds there are and what each carries,
once. `pieces.event` refuses a kind that is not here, and the tests check
every event of many played games against its kind (`check_event`).

The core's kinds are the members of `Ev`; an expansion or a species with
events of its own registers them with `register` (Outside the Znutar's are
in engine/outside/events.py). Code that reads events compares `e["type"]`
with these names, never with a string written out.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any


@dataclass(frozen=True)
class EventKind:
    """One kind of event: its name, what it means, the fields every event of
    the kind carries (besides "type" and "text") and those some carry."""
    name: str
    about: str
    fields: tuple[str, ...] = ()
    optional: tuple[str, ...] = ()


#: Every kind of event, by name (the core's and those registered).
EVENT_KINDS: dict[str, EventKind] = {}


def register(name: str, about: str, fields: tuple[str, ...] = (), optional: tuple[str, ...] = ()) -> str:
    """Add a kind to the catalogue (once); returns its name."""
    kind = EventKind(name, about, tuple(fields), tuple(optional))
    if EVENT_KINDS.get(name, kind) != kind:
        raise ValueError(f"event kind {name!r} is already registered with other fields")
    EVENT_KINDS[name] = kind
    return name


def check_event(e: dict[str, Any]) -> None:
    """Raise ValueError unless `e` is a well-formed event of a known kind."""
    name = e.get("type")
    kind = EVENT_KINDS.get(name) if isinstance(name, str) else None
    if kind is None:
        raise ValueError(f"unknown event kind {e.get('type')!r}")
    if not isinstance(e.get("text"), str):
        raise ValueError(f"a {kind.name!r} event has no text")
    missing = [f for f in kind.fields if f not in e]
    extra = set(e) - {"type", "text", *kind.fields, *kind.optional}
    if missing or extra:
        raise ValueError(f"a {kind.name!r} event lacks {missing} or has unknown fields {sorted(extra)}")


class Ev(StrEnum):
    """The core's kinds of event (each equal to its name as a string)."""
    # setup
    POPULATION = register("population", "the starting monsters are rolled", ("purpose",))
    FIRST_AREA = register("first-area", "where the first monster goes is rolled", ("purpose",))
    PLACED = register("placed", "a crewman takes his post or a spare weapon is placed", ("to",),
                      ("piece", "weapon"))
    # the turn
    PHASE = register("phase", "a new phase begins", ("phase", "to_play"))
    WOKE = register("woke", "a stunned piece wakes up", ("piece",))
    MOVED = register("moved", "a piece moves", ("piece", "to"), ("frm", "airlock", "unit"))
    GRAB = register("grab", "a crewman picks up a weapon", ("piece", "weapon"))
    DROP = register("drop", "a crewman puts a weapon down", ("piece", "weapon"))
    GIVE = register("give", "a crewman hands his weapon to another", ("piece", "target"))
    FENCE = register("fence", "an Electric Fence is set up or switched off", ("weapon",), ("area", "piece"))
    # monsters
    GROW_LEVEL = register("grow-level", "the monsters choose a stage to grow", ("stage",))
    GREW = register("grew", "a monster grows into the next stage", ("piece", "new", "area"))
    LAID = register("laid", "a monster lays a new counter", ("piece", "new", "area"))
    SHRANK = register("shrank", "a monster shrinks a stage", ("piece", "new", "area"))
    FRAGMENTED = register("fragmented", "a monster is blown into fragments (or split)", ("piece", "new", "area"))
    SPLIT = register("split", "a monster splits (a species' own rule)", ("piece",))
    NO_COUNTER = register("no-counter", "a monster cannot grow or lay: no counters left", ("piece",))
    NO_EFFECT = register("no-effect", "a result does not affect this monster (a species' own rule)", ("piece",))
    DEVOUR = register("devour", "a monster eats a crewman", ("piece", "victim"))
    # battles
    DECLARE = register("declare", "an attack is declared", ("piece", "target", "weapon"))
    ROLL = register("roll", "dice are rolled", ("purpose", "success", "total"),
                    ("dice", "target", "need", "against", "attackers", "boat", "step", "next"))
    CHIT = register("chit", "an effect chit is drawn", ("weapon", "effect", "temporary"))
    CHIT_RETURNED = register("chit-returned", "a chit goes back in the cup, its weapon still untried",
                             ("weapon", "effect"))
    KILLED = register("killed", "a piece is killed", ("piece", "area", "side"), ("by",))
    DESTROYED = register("destroyed", "a monster is destroyed (shrunk away)", ("piece", "area"))
    STUNNED = register("stunned", "a piece is stunned", ("piece",))
    WEAPON_RETURNED = register("weapon-returned", "a used weapon goes back to a room", ("weapon", "to"))
    WEAPON_DROPPED = register("weapon-dropped", "a thrown weapon lands", ("weapon", "to"))
    WEAPON_REMOVED = register("weapon-removed", "a useless weapon leaves the board", ("weapon",))
    # the end
    SELF_DESTRUCT = register("self-destruct", "the self-destruct is set", ("piece", "at"))
    BOARD = register("board", "a crewman boards a boat", ("boat",), ("piece",))
    ESCAPE = register("escape", "a boat leaves for home", ("boat", "crew"))
    EXPLOSION = register("explosion", "the Znutar explodes")
    SHIP_OVER = register("ship-over", "the fight aboard the Znutar is over", ("reason",))
    EPILOGUE = register("epilogue", "a step of a boat's journey home", ("boat",), ("choice", "result", "victim"))
    GAME_OVER = register("game-over", "the game is over", ("winner", "score"))
