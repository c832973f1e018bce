"""Reading a state back from JSON, and the invariants every state keeps.

`check_invariants` is what the fuzz tests run after every action; loading a
state runs it too, so a hand-edited file that breaks the rules is refused
with a message that names the problem.
"""
from __future__ import annotations

from .dice import Dice
from .phases import PHASES, to_play
from .state import (
    ABOARD, AWAY, DEAD, ESCAPED, GONE, HELD, STATE_FORMAT, STATE_VERSION, UNPLACED, UNPLACED_W, Options, State,
)
from .tables import CHITS, CREW_BY_ID, SPECIES, WEAPON_BY_ID, monster_ids, weapon_ids

class StateError(ValueError):
    """A state (usually from a file) that is not a legal position."""


_ALL_WEAPONS = frozenset(weapon_ids())
_SORTED_CHITS = sorted(CHITS)


def check_invariants(s) -> None:
    """Raise StateError if the state breaks a rule of the box or the board."""
    areas = s.map.areas
    loc, status, specs = s.loc, s.status, s.specs
    # Pieces: each in one place (one area entry per id); the dead stay off the board.
    for c in CREW_BY_ID:
        st, a = status[c], loc[c]
        if st == ABOARD:
            if a not in areas:
                raise StateError(f"{c} is aboard but in no area")
        elif a is not None:
            raise StateError(f"{c} is {st} but still on the board in {a}")
        elif st not in (DEAD, ESCAPED, UNPLACED):
            raise StateError(f"{c} has unknown status {st!r}")
    if len(loc) != len(CREW_BY_ID) + len(specs):
        raise StateError("the pieces must be the 22 crew and the monster counters in the box")
    # Counter ids are the box's own (adult-1..adult-12 ...), so no stage can
    # exceed its box count; check each placed counter is a real one in a real area.
    for m, a in loc.items():
        if a is not None and a not in areas:
            raise StateError(f"{m} is in unknown area {a!r}")
    # Weapons: all 29 somewhere; holders alive and aboard, one each.
    wloc = s.wloc
    if len(wloc) != len(_ALL_WEAPONS) or wloc.keys() != _ALL_WEAPONS:
        raise StateError("the weapons list must name all 29 weapon counters")
    held = s.held
    for w, where in wloc.items():
        if where in areas:
            continue
        if where[0] == HELD:
            c = where[1:]
            if c not in CREW_BY_ID or status[c] != ABOARD:
                raise StateError(f"{w} is held by {c!r}, who is not a crewman aboard")
            if held.get(c) != w:
                raise StateError(f"{w} says it is held by {c} but {c} holds {held.get(c)!r}")
        elif where not in (GONE, AWAY, UNPLACED_W, "returning"):
            raise StateError(f"{w} is in unknown place {where!r}")
    for c, w in held.items():
        if wloc.get(w) != HELD + c:
            raise StateError(f"{c} holds {w} but the weapon is at {wloc.get(w)!r}")
    if "mascot" in held:
        raise StateError("the Mascot cannot hold a weapon")
    for w in s.fence_on:
        if not w.startswith("electric-fence-") or wloc[w] not in areas:
            raise StateError(f"active fence {w} must be an Electric Fence lying in an area")
    # Chits: the cup plus the effects learned for good are the 15 chits.
    if len(s.cup) + len(s.known) != len(CHITS) or sorted([*s.cup, *s.known.values()]) != _SORTED_CHITS:
        raise StateError("the chits in the cup and the known effects must add up to the 15 chits")
    for k in s.known:
        if k.split(":")[0] not in WEAPON_BY_ID:
            raise StateError(f"known effect for unknown weapon {k!r}")
    if s.phase not in PHASES:
        raise StateError(f"unknown phase {s.phase!r}")
    if s.result is not None:
        sc = s.result.get("score", {})
        for side in ("crew", "monsters"):
            v = sc.get(side)
            if not isinstance(v, (int, float)) or v < 0:
                raise StateError(f"score for {side} must be a number >= 0")


def _expect(cond: bool, msg: str) -> None:
    if not cond:
        raise StateError(msg)


def load_state(d: dict) -> State:
    """Rebuild a state from its JSON form (docs/save-format.md); raises
    StateError naming the first problem found."""
    _expect(isinstance(d, dict), "a state must be a JSON object")
    _expect(d.get("format") == STATE_FORMAT, f"not a game state (format should be {STATE_FORMAT!r})")
    _expect(d.get("version") == STATE_VERSION,
            f"state version {d.get('version')!r} is not supported (this game reads version {STATE_VERSION})")
    for key in ("options", "rng", "phase", "round", "pieces", "weapons", "cup", "known_effects"):
        _expect(key in d, f"state is missing {key!r}")
    try:
        opts = Options.from_json(d["options"])
    except (TypeError, ValueError) as e:
        raise StateError(f"bad options: {e}") from None
    s = State.new(0, opts)
    try:
        rng = d["rng"]
        s.dice = Dice(int(rng["seed"]), int(rng.get("draws", 0)))
        s.phase = d["phase"]
        _expect(isinstance(d["round"], int), "round must be a whole number")
        s.round = d["round"]
        s.to_play = d.get("to_play")
        _expect(s.to_play in (None, "crew", "monsters"), f"bad to_play {s.to_play!r}")
        pieces = d["pieces"]
        _expect(isinstance(pieces, dict), "pieces must be an object")
        known_ids = set(CREW_BY_ID) | set(monster_ids(SPECIES[opts.species]))
        for p, info in pieces.items():
            _expect(p in known_ids, f"unknown piece {p!r}")
            _expect(isinstance(info, dict), f"piece {p!r} must be an object")
            area = info.get("area")
            _expect(area is None or area in s.map.areas, f"piece {p!r} is in unknown area {area!r}")
            s.loc[p] = area
            if p in CREW_BY_ID:
                s.status[p] = info.get("status", ABOARD if area else "dead")
                if info.get("weapon"):
                    s.held[p] = info["weapon"]
            if info.get("stunned_until") is not None:
                s.stun[p] = int(info["stunned_until"])
        weapons = d["weapons"]
        _expect(isinstance(weapons, dict), "weapons must be an object")
        missing = sorted(_ALL_WEAPONS - set(weapons))
        _expect(not missing, f"the weapons list must name all 29 weapon counters (missing {missing})")
        for w, where in weapons.items():
            _expect(w in s.wloc, f"unknown weapon {w!r}")
            _expect(isinstance(where, str), f"weapon {w!r}: place must be a string")
            s.wloc[w] = where
        s.fence_on = set(d.get("fences_on", []))
        s.cup = list(d["cup"])
        s.known = dict(d["known_effects"])
        turn = d.get("turn", {})
        for k in ("stopped", "restricted", "acted", "moved", "grabbed", "dropped", "gave"):
            setattr(s, k, set(turn.get(k, [])))
        s.mp = {k: int(v) for k, v in turn.get("movement_used", {}).items()}
        s.battle = d.get("battle")
        s.pending = list(d.get("pending") or [])
        s.grow = d.get("grow")
        s.setup = dict(d.get("setup") or {})
        if d.get("boats"):
            _expect(set(d["boats"]) == set(s.boats), "boats must name scout, saucer and cockboat")
            s.boats = {k: {"aboard": list(v["aboard"]), "launched": bool(v["launched"])} for k, v in d["boats"].items()}
        s.self_destruct_at = d.get("self_destruct_at")
        s.escaped = bool(d.get("escaped", False))
        s.epilogue = [dict(e, crew=list(e["crew"])) for e in d.get("epilogue") or []]
        s.result = d.get("result")
    except StateError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError) as e:
        raise StateError(f"malformed state ({type(e).__name__}: {e})") from None
    if s.phase != "over":
        s.to_play = to_play(s)
    check_invariants(s)
    return s
