"""Reading a state back from JSON, and the invariants every state keeps.

`check_invariants` is what the fuzz tests run after every action; loading a
state runs it too, so a hand-edited file that breaks the rules is refused
with a message that names the problem.
"""
from __future__ import annotations

from collections import Counter

from .dice import Dice
from .shipmap import load_map
from .tables import CHITS, CREW_BY_ID, SPECIES, WEAPON_BY_ID, monster_ids, stage_of, weapon_ids, weapon_type

PHASE_NAMES = (
    "setup-weapons", "setup-crew", "setup-first-area", "setup-monsters", "discovery", "discovery-attack",
    "monster-grow", "monster-grow-select", "monster-move", "monster-attack",
    "crew-grab", "crew-move", "crew-attack", "survival-boats", "epilogue", "over",
)


class StateError(ValueError):
    """A state (usually from a file) that is not a legal position."""


def check_invariants(s) -> None:
    """Raise StateError if the state breaks a rule of the box or the board."""
    from .state import ABOARD, AWAY, DEAD, ESCAPED, GONE, HELD, UNPLACED, UNPLACED_W
    areas = s.map.areas
    # Pieces: each in one place; the dead stay dead; counters within the box.
    for c in CREW_BY_ID:
        st, a = s.status[c], s.loc[c]
        if st == ABOARD and a not in areas:
            raise StateError(f"{c} is aboard but in no area")
        if st != ABOARD and a is not None:
            raise StateError(f"{c} is {st} but still on the board in {a}")
        if st not in (ABOARD, DEAD, ESCAPED, UNPLACED):
            raise StateError(f"{c} has unknown status {st!r}")
    per_stage = Counter(stage_of(m) for m, a in s.loc.items() if a is not None and m not in s.status)
    for st in s.species.stages:
        if per_stage[st.id] > st.counters:
            raise StateError(f"{per_stage[st.id]} {st.id} counters on the board; the box holds {st.counters}")
    for m, a in s.loc.items():
        if m not in s.status and a is not None and a not in areas:
            raise StateError(f"{m} is in unknown area {a!r}")
    # Weapons: all 29 somewhere; holders alive and aboard, one each.
    if set(s.wloc) != set(weapon_ids()):
        raise StateError("the weapons list must name all 29 weapon counters")
    holders = Counter()
    for w, where in s.wloc.items():
        if where.startswith(HELD):
            c = where[1:]
            if c not in CREW_BY_ID or s.status[c] != ABOARD:
                raise StateError(f"{w} is held by {c!r}, who is not a crewman aboard")
            if s.held.get(c) != w:
                raise StateError(f"{w} says it is held by {c} but {c} holds {s.held.get(c)!r}")
            holders[c] += 1
        elif where not in areas and where not in (GONE, AWAY, UNPLACED_W, "returning"):
            raise StateError(f"{w} is in unknown place {where!r}")
    for c, w in s.held.items():
        if s.wloc.get(w) != HELD + c:
            raise StateError(f"{c} holds {w} but the weapon is at {s.wloc.get(w)!r}")
    if "mascot" in s.held:
        raise StateError("the Mascot cannot hold a weapon")
    for w in s.fence_on:
        if weapon_type(w) != "electric-fence" or s.wloc[w] not in areas:
            raise StateError(f"active fence {w} must be an Electric Fence lying in an area")
    # Chits: the cup plus the effects learned for good are the 15 chits.
    learned = Counter(s.known.values())
    cup = Counter(s.cup)
    if cup + learned != Counter(CHITS):
        raise StateError("the chits in the cup and the known effects must add up to the 15 chits")
    for k in s.known:
        if k.split(":")[0] not in WEAPON_BY_ID:
            raise StateError(f"known effect for unknown weapon {k!r}")
    if s.phase not in PHASE_NAMES:
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


def state_from_json(cls, d: dict):
    from .state import ABOARD, STATE_FORMAT, STATE_VERSION, Options, State
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
    s = State.new(0, opts, load_map())
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
        from .rules import to_play
        s.to_play = to_play(s)
    check_invariants(s)
    return s
