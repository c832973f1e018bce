"""Reading a state back from JSON, and the invariants every state keeps.

`check_invariants` is what the fuzz tests run after every action; loading a
state runs it too, so a hand-edited file that breaks the rules is refused
with a message that names the problem.
"""
from __future__ import annotations

from .dice import Dice
from .phases import PHASES, to_play
from .records import END_REASONS
from .state import (
    ABOARD, AWAY, DEAD, ESCAPED, FIELDS, GONE, HELD, STATE_FORMAT, STATE_VERSION, TURN_SETS, UNPLACED, UNPLACED_W,
    Options, State, piece_ids,
)
from .tables import CHITS, CREW_BY_ID, SIDES, WEAPON_BY_ID, weapon_ids

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
    if loc.keys() != set(piece_ids(s.species)):
        raise StateError(f"the pieces must be the {len(CREW_BY_ID)} crew and the {len(specs)} monster counters "
                         "in the box")
    # Counter ids are the box's own (adult-1..adult-12 ...), so no stage can
    # exceed its box count; check each placed counter is a real one in a real area.
    for m, a in loc.items():
        if a is not None and a not in areas:
            raise StateError(f"{m} is in unknown area {a!r}")
    # Weapons: every counter somewhere; holders alive and aboard, one each.
    wloc = s.wloc
    if wloc.keys() != _ALL_WEAPONS:
        raise StateError(f"the weapons list must name all {len(_ALL_WEAPONS)} weapon counters")
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
    # Chits: the cup plus the effects learned for good are all the chits.
    if len(s.cup) + len(s.known) != len(CHITS) or sorted([*s.cup, *s.known.values()]) != _SORTED_CHITS:
        raise StateError(f"the chits in the cup and the known effects must add up to the {len(CHITS)} chits")
    for k in s.known:
        if k.split(":")[0] not in WEAPON_BY_ID:
            raise StateError(f"known effect for unknown weapon {k!r}")
    if s.phase not in PHASES:
        raise StateError(f"unknown phase {s.phase!r}")
    if s.result is not None:
        sc = s.result.score
        for side in SIDES:
            v = sc.get(side)
            if not isinstance(v, (int, float)) or v < 0:
                raise StateError(f"score for {side} must be a number >= 0")
    for p in s.pending:
        if p.kind == "eater" and (p.victim not in CREW_BY_ID or not all(m in specs for m in p.candidates)):
            raise StateError(f"pending eater choice names unknown pieces: {p.to_json()}")
        if p.kind == "return" and (p.weapon not in wloc or not all(a in areas for a in p.options)):
            raise StateError(f"pending weapon return names an unknown weapon or area: {p.to_json()}")
    if s.battle is not None:
        for d in s.battle.decl:
            if d.attacker is not None and d.attacker not in loc:
                raise StateError(f"battle declaration by unknown piece {d.attacker!r}")
            if d.target not in loc and d.target not in areas:
                raise StateError(f"battle declaration against unknown target {d.target!r}")


def _expect(cond: bool, msg: str) -> None:
    if not cond:
        raise StateError(msg)


def _named(value, what: str) -> list:
    _expect(isinstance(value, list) and all(isinstance(x, str) for x in value), f"{what} must be a list of names")
    return value


def _whole(value, what: str) -> int:
    _expect(type(value) is int, f"{what} must be a whole number")
    return value


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
        known_ids = set(piece_ids(s.species))
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
        _expect(not missing, f"the weapons list must name all {len(_ALL_WEAPONS)} weapon counters (missing {missing})")
        for w, where in weapons.items():
            _expect(w in s.wloc, f"unknown weapon {w!r}")
            _expect(isinstance(where, str), f"weapon {w!r}: place must be a string")
            s.wloc[w] = where
        turn = d.get("turn", {})
        _expect(isinstance(turn, dict), "turn must be an object")
        for k in TURN_SETS:
            setattr(s, k, set(_named(turn.get(k, []), f"turn.{k}")))
        mp = turn.get("movement_used", {})
        _expect(isinstance(mp, dict), "turn.movement_used must be an object")
        s.mp = {k: _whole(v, f"turn.movement_used[{k!r}]") for k, v in mp.items()}
        setup = d.get("setup") or {}
        _expect(isinstance(setup, dict), "setup must be an object")
        s.setup = dict(setup)
        s.ended = s.setup.pop("reason", None)
        _expect(s.ended is None or s.ended in END_REASONS, f"setup.reason {s.ended!r} is not a way a game ends")
        # The rest follows the State's field list.
        for f in FIELDS:
            if f.key is None or f.key in ("phase", "round", "to_play", "weapons") or f.key not in d:
                continue
            try:
                setattr(s, f.name, f.load(d[f.key]))
            except (KeyError, TypeError, ValueError, AttributeError) as e:
                raise StateError(f"{f.key}: malformed ({type(e).__name__}: {e})") from None
        _expect(set(s.boats) == {b.id for b in s.map.boat_bays.values()},
                f"boats must name {', '.join(sorted(b.id for b in s.map.boat_bays.values()))}")
    except StateError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError) as e:
        raise StateError(f"malformed state ({type(e).__name__}: {e})") from None
    if s.phase != "over":
        s.to_play = to_play(s)
    check_invariants(s)
    return s
