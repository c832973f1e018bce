"""Reading a state back from JSON, and the invariants every state keeps.

`check_invariants` is what the fuzz tests run after every action; loading a
state runs it too, so a hand-edited file that breaks the rules is refused
with a message that names the problem.
"""
from __future__ import annotations

from collections.abc import Callable
from types import SimpleNamespace
from typing import Any

from .dice import MAX_DRAWS, Dice
from .phases import PHASES, to_play
from .ending import CHART as EPILOGUE_CHART, CHOICES as EPILOGUE_CHOICES, MAX_EPILOGUE_STEPS
from . import hooks
from .expansion import EXPANSIONS, Expansion, owner_of, registered_fields
from .records import CONCESSION, END_REASONS, SETUP_FACTS_NEEDED, Declaration, SetupFacts
from .state import (
    ABOARD, AWAY, DEAD, ESCAPED, FIELDS, GONE, HELD, STATE_FORMAT, STATE_VERSION, TURN_SETS, UNPLACED, UNPLACED_W,
    Options, State,
)
from .tables import CHITS, COMM_BEAMER, CREW, CREW_BY_ID, MONSTERS, SIDES, WEAPON_BY_ID, WEAPON_OF, weapon_ids

class StateError(ValueError):
    """A state (usually from a file) that is not a legal position."""


_ALL_WEAPONS = frozenset(weapon_ids())
_SORTED_CHITS = sorted(CHITS)


def check_invariants(s: State) -> None:
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
    if len(loc) != len(CREW_BY_ID) + len(specs) or any(p not in specs and p not in CREW_BY_ID for p in loc):
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
        if where.startswith(HELD):
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
        if not w.startswith("electric-fence-") or wloc.get(w) not in areas:
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
    _check_pending(s)
    if s.battle is not None:
        _check_battle(s)
    _check_records(s)


def _check_pending(s: State) -> None:
    """Decisions owed before play goes on name real pieces, places and boats."""
    areas, specs = s.map.areas, s.specs
    for i, p in enumerate(s.pending):
        where = f"pending[{i}] ({p.kind})"
        if p.kind == "eater":
            _expect(p.victim in CREW_BY_ID and p.candidates and all(m in specs for m in p.candidates),
                    f"{where} must name a crewman and the monsters that killed him")
        elif p.kind == "return":
            _expect(p.weapon in s.wloc and p.options and all(a in areas for a in p.options),
                    f"{where} must name a weapon and the areas it may go back to")
        else:       # an expansion's decision
            owner = hooks.decision_of(s, p.kind)
            if owner is None:
                x = owner_of(p.kind)
                raise StateError(f"{where} is a decision of {x.title if x else 'no expansion'}, which is not on")
            owner.check_decision(s, p, _expect, where)


# The phases that leave a battle open (declared, not yet rolled), and whose attacks they hold.
_BATTLE_PHASES = {"monster-attack": MONSTERS, "crew-attack": CREW, "discovery-attack": CREW}


def _check_battle(s: State) -> None:
    """An open battle is what the attack phases leave: one area's monster
    attacks on the crew, or crew attacks in one blast region, each declared
    by a piece able to make it ("Attacks"). A device acting by itself (a
    fence, a boat's rocket blast) is rolled at once and never left open."""
    b = s.battle
    assert b is not None, "no open battle"
    side = _BATTLE_PHASES.get(s.phase)
    _expect(side is not None, f"battle: a battle is open only in an attack phase, not in {s.phase}")
    _expect(b.zone and all(a in s.map.areas for a in b.zone), f"battle.zone must name areas: {_shown(b.zone)}")
    _expect(side == CREW or len(b.zone) == 1, "battle.zone: monsters fight one area at a time")
    _expect(b.decl, "battle.decl: an open battle holds at least one declared attack")
    attackers = [d.attacker for d in b.decl]
    _expect(len(set(attackers)) == len(attackers), "battle.decl: a piece declares one attack a turn")
    check = _monster_attack if side == MONSTERS else _crew_attack
    for i, d in enumerate(b.decl):
        check(s, d, b.zone, f"battle.decl[{i}]")


def _monster_attack(s: State, d: Declaration, zone: tuple[str, ...], where: str) -> None:
    m, t, area = d.attacker, d.target, zone[0]
    if m not in s.specs or s.loc[m] != area:
        raise StateError(f"{where}: the attacker {_shown(m)} must be a monster counter in the battle's area {area}")
    _expect(s.specs[m].dice > 0, f"{where}: {m} ({s.specs[m].name}) has no attack dice")
    _expect(m not in s.stun, f"{where}: {m} is stunned")
    _expect(d.weapon is None and d.choice is None, f"{where}: monsters attack with no weapon and no setting")
    if t in CREW_BY_ID:
        place = s.loc[t] if s.status[t] == ABOARD else None
    else:
        found = hooks.target_place(s, t) if isinstance(t, str) else None     # an expansion's target (a unit)
        place = None if found is None else found[0]
    _expect(place == area, f"{where}: the target {_shown(t)} must be a crewman (or a unit) in {area}")


def _crew_attack(s: State, d: Declaration, zone: tuple[str, ...], where: str) -> None:
    c, w, t = d.attacker, d.weapon, d.target
    if c not in CREW_BY_ID or s.status[c] != ABOARD or c in s.stun:
        raise StateError(f"{where}: the attacker {_shown(c)} must be a crewman aboard and not stunned")
    _expect(s.phase != "discovery-attack" or (c in (s.setup.discoverers or ()) and w is None),
            f"{where}: in the discovery fight only the discoverers attack, hand-to-hand")
    spec = WEAPON_OF.get(w) if w is not None else None
    _expect(w is None or s.held.get(c) == w, f"{where}: {c} must hold the weapon {_shown(w)} he attacks with")
    if spec is not None and spec.area_effect:
        _expect(t in zone,
                f"{where}: the {spec.name} must be aimed at an area of the battle {list(zone)}, not {_shown(t)}")
    else:
        _expect(t in s.specs and s.loc[t] in zone,
                f"{where}: the target {_shown(t)} must be a monster counter in the battle's areas {list(zone)}")
    settings = ("high", "low") if spec is not None and spec.id == COMM_BEAMER and \
        s.options.comm_beamer_frequencies and spec.area_effect else (None,)
    _expect(d.choice in settings, f"{where}: setting {_shown(d.choice)} is not one this weapon has")


def _shown(v: object) -> str:
    """A value from a file, for a message: short whatever the file held."""
    text = repr(v)
    return text if len(text) <= 40 else f"{text[:30]}... ({len(text)} characters)"


def _check_records(s: State) -> None:
    """The ids inside the setup facts, the boats, the growth and the
    epilogue name real pieces, areas, stages and chart choices."""
    areas, crew = s.map.areas, CREW_BY_ID
    boats = {b.id for b in s.map.boat_bays.values()}
    stages = {st.id for st in s.species.stages}
    setup = s.setup
    for key, listed, known in (("discoverers", setup.discoverers, crew), ("survivors", setup.survivors, crew),
                               ("first_area_choices", setup.first_area_choices, areas)):
        _expect(all(x in known for x in listed or ()), f"setup.{key} names unknown pieces or areas")
    _expect(setup.first_area is None or setup.first_area in areas, "setup.first_area is not an area")
    _expect(all(k in stages for k in setup.to_place or {}), "setup.to_place names unknown stages")
    _expect(all(c in crew and b in boats for c, b in (setup.assign or {}).items()),
            "setup.assign must give crewmen boats")
    for b, bay in s.boats.items():
        _expect(all(c in crew for c in bay.aboard), f"boats[{b!r}].aboard names unknown crew")
    if s.grow is not None:
        _expect(s.grow.stage in stages and all(m in s.specs for m in s.grow.done),
                "grow names unknown stages or counters")
    for i, e in enumerate(s.epilogue):
        where = f"epilogue[{i}]"
        _expect(e.boat in boats and all(c in crew for c in e.crew), f"{where} names unknown boats or crew")
        _expect(e.result in (None, "home", "lost", "unfinished"), f"{where}.result {_shown(e.result)} is not a result")
        _expect(e.step in EPILOGUE_CHART, f"{where}.step {e.step} is not a step of the chart (1-{len(EPILOGUE_CHART)})")
        _expect(e.rations in (None, 0, 1, 2), f"{where}.rations: short rations hold 2 years of food at most")
        _expect(e.steps <= MAX_EPILOGUE_STEPS + 1, f"{where}.steps: a boat is lost after {MAX_EPILOGUE_STEPS} steps")
        _expect(e.choices is None or e.choices == list(EPILOGUE_CHOICES.get(e.step, ())),
                f"{where}.choices are not the chart's choices at step {e.step}")
    if s.result is not None:
        r = s.result
        _expect(r.winner in (None, *SIDES) and r.conceded in (None, *SIDES), "result names an unknown side")
        _expect(r.reason in (*END_REASONS, CONCESSION), f"result.reason {r.reason!r} is not a way a game ends")
    for x, f in registered_fields():
        on = x in s.expansions
        _expect((getattr(s, f.name) is not None) == on,
                f"{f.key}: the record is there exactly when the game's options have {x.option} on")
    for x in s.expansions:
        x.check(s, _expect)


def _expect(cond: object, msg: str) -> None:
    if not cond:
        raise StateError(msg)


def _named(value: object, what: str) -> list[str]:
    if not (isinstance(value, list) and all(isinstance(x, str) for x in value)):
        raise StateError(f"{what} must be a list of names")
    return value


def _whole(value: object, what: str) -> int:
    if type(value) is not int:
        raise StateError(f"{what} must be a whole number")
    return value


# ----- the JSON shape of a state --------------------------------------------
# Each checker takes (value, where) and raises StateError naming `where`
# (e.g. "battle.decl[0][2]") when the value has the wrong JSON type; the
# rules' own checks (known ids, invariants) come after. Loading runs them on
# every value of a state (and the fuzz tests load every state they reach), so
# `where` is kept as a chain of (parent, key) and written out only for an error.
# The key: a list index, a record's field, or (an object's key,).
Where = str | tuple["Where", int | str | tuple[object]]
Check = Callable[[Any, Where], None]      # a checker: (a value from the file, where it is)

def _at(where: Where) -> str:
    """The place a chain of (parent, key) names: state.battle.decl[0][2]."""
    steps = []
    while isinstance(where, tuple):
        where, key = where          # a list index, a record's field, or (an object's key,)
        steps.append(f"[{key}]" if isinstance(key, int) else f".{key}" if isinstance(key, str)
                     else f"[{_shown(key[0])}]")
    return where + "".join(reversed(steps))


def _name(v: Any, where: Where) -> None:
    if not isinstance(v, str):
        raise StateError(f"{_at(where)} must be a name (a string), not {_kind(v)}")


def _count(v: Any, where: Where) -> None:
    if type(v) is not int or v < 0:
        raise StateError(f"{_at(where)} must be a whole number >= 0, not {_kind(v, v)}")


def _flag(v: Any, where: Where) -> None:
    if not isinstance(v, bool):
        raise StateError(f"{_at(where)} must be true or false, not {_kind(v, v)}")


def _number(v: Any, where: Where) -> None:
    if type(v) not in (int, float) or v != v or abs(v) == float("inf"):
        raise StateError(f"{_at(where)} must be a number, not {_kind(v, v)}")


def _whole_number(v: Any, where: Where) -> None:
    if type(v) is not int:
        raise StateError(f"{_at(where)} must be a whole number, not {_kind(v, v)}")


def _kind(v: object, shown: object = None) -> str:
    """How an error names a value: its JSON type (and the value if short)."""
    kinds = {dict: "an object", list: "a list", str: "a string", bool: "true/false", int: "a number",
             float: "a number", type(None): "null"}
    text = kinds.get(type(v), type(v).__name__)
    if shown is not None and type(v) in (int, float, bool):
        text += f" ({str(shown)[:24]})"
    return text


def _maybe(check: Check) -> Check:
    def run(v: Any, where: Where) -> None:
        if v is not None:
            check(v, where)
    return run


def _list(check: Check) -> Check:
    def run(v: Any, where: Where) -> None:
        if not isinstance(v, list):
            raise StateError(f"{_at(where)} must be a list, not {_kind(v)}")
        for i, x in enumerate(v):
            check(x, (where, i))
    return run


def _map(check: Check) -> Check:
    def run(v: Any, where: Where) -> None:
        if not isinstance(v, dict):
            raise StateError(f"{_at(where)} must be an object, not {_kind(v)}")
        for k, x in v.items():
            check(x, (where, (k,)))
    return run


def _record(required: dict[str, Check] | None = None, optional: dict[str, Check] | None = None) -> Check:
    required, optional = required or {}, optional or {}

    def run(v: Any, where: Where) -> None:
        if not isinstance(v, dict):
            raise StateError(f"{_at(where)} must be an object, not {_kind(v)}")
        for k, check in required.items():
            if k not in v:
                raise StateError(f"{_at(where)} is missing {k!r}")
            check(v[k], (where, k))
        for k, check in optional.items():
            if k in v:
                check(v[k], (where, k))
    return run


def _tuple(*checks: Check) -> Check:
    def run(v: Any, where: Where) -> None:
        if not isinstance(v, list) or len(v) != len(checks):
            raise StateError(f"{_at(where)} must be a list of {len(checks)} items")
        for i, (x, check) in enumerate(zip(v, checks)):
            check(x, (where, i))
    return run


_NAMES = _list(_name)
# The combinators, for the shapes of what an expansion adds (Expansion.json_shapes).
SHAPES = SimpleNamespace(name=_name, names=_NAMES, count=_count, flag=_flag, number=_number, maybe=_maybe,
                         list=_list, map=_map, record=_record, tuple=_tuple)


def _state_shape(added: dict[str, dict[str, Check]]) -> Check:
    """The JSON shape of a saved state, with what the registered expansions add."""
    return _record(
        required={"options": _map(lambda v, w: None), "rng": _record({"seed": _whole_number}, {"draws": _count}),
                  "phase": _name, "round": _count, "pieces": _map(_record(optional={
                      "status": _name, "area": _maybe(_name), "weapon": _maybe(_name),
                      "stunned_until": _maybe(_count)})),
                  "weapons": _map(_name), "cup": _NAMES, "known_effects": _map(_name)},
        optional={
            "to_play": _maybe(_name), "fences_on": _NAMES,
            "turn": _record(optional={**{k: _NAMES for k in TURN_SETS}, "movement_used": _map(_whole_number)}),
            "setup": _maybe(_record(optional={
                "population_roll": _maybe(_whole_number), "first_area": _maybe(_name),
                "first_area_choices": _NAMES, "to_place": _map(_count), "discoverers": _NAMES,
                "survivors": _NAMES, "assign": _map(_name), "cleared_before_blast": _flag,
                "reason": _maybe(_name)})),
            "battle": _maybe(_record({"zone": _NAMES, "decl": _list(_tuple(
                _maybe(_name), _maybe(_name), _name, _maybe(_name)))})),
            "pending": _list(_record({"kind": _name}, {"victim": _name, "candidates": _NAMES, "weapon": _name,
                                                       "options": _NAMES, **added.get("pending", {})})),
            "grow": _maybe(_record({"stage": _name, "left": _count, "done": _NAMES}, added.get("grow", {}))),
            "boats": _map(_record({"aboard": _NAMES, "launched": _flag})),
            "self_destruct_at": _maybe(_count), "escaped": _flag,
            "epilogue": _list(_record({"boat": _name, "crew": _NAMES, "step": _count},
                                      {"rations": _maybe(_count), "result": _maybe(_name), "choices": _maybe(_NAMES),
                                       "steps": _count})),
            "result": _maybe(_record({"reason": _name, "score": _record({s: _number for s in SIDES})},
                                     {"winner": _maybe(_name), "conceded": _maybe(_name)})),
            **added.get("state", {}),
        })


_SHAPE: dict[tuple[Expansion, ...], Check] = {}       # the registered expansions -> the state's shape with theirs


def _shape_now() -> Check:
    key = tuple(EXPANSIONS.values())
    shape = _SHAPE.get(key)
    if shape is None:
        added: dict[str, dict[str, Check]] = {}
        for x in key:
            for part, checks in x.json_shapes(SHAPES).items():
                added.setdefault(part, {}).update(checks)
        _SHAPE.clear()
        shape = _SHAPE[key] = _state_shape(added)
    return shape


def check_options(d: object, where: str = "options") -> Options:
    """The game's options from JSON (`Options.from_json` checks each field's
    type), any problem a StateError saying where."""
    if not isinstance(d, dict):
        raise StateError(f"{where} must be an object, not {_kind(d)}")
    try:
        return Options.from_json(d)
    except ValueError as e:
        raise StateError(f"{where}: {e}") from None


def load_state(d: dict[str, Any]) -> State:
    """Rebuild a state from its JSON form (docs/save-format.md); raises
    StateError naming the first problem found."""
    _expect(isinstance(d, dict), "a state must be a JSON object")
    _expect(d.get("format") == STATE_FORMAT, f"not a game state (format should be {STATE_FORMAT!r})")
    _expect(type(d.get("version")) is int and d["version"] == STATE_VERSION,
            f"state version {str(d.get('version'))[:20]} is not supported (this game reads version {STATE_VERSION})")
    _shape_now()(d, "state")
    opts = check_options(d["options"])
    s = State.new(0, opts)
    try:
        rng = d["rng"]
        draws = rng.get("draws", 0)
        _expect(draws <= MAX_DRAWS, f"rng.draws {draws} is more than a game makes (at most {MAX_DRAWS})")
        s.dice = Dice(rng["seed"], draws)
        _expect(d["phase"] in PHASES, f"unknown phase {d['phase']!r}")
        s.phase = d["phase"]
        s.round = d["round"]
        s.to_play = d.get("to_play")
        _expect(s.to_play in (None, "crew", "monsters"), f"bad to_play {s.to_play!r}")
        pieces, specs, areas = d["pieces"], s.specs, s.map.areas
        for p, info in pieces.items():          # (the shape check made each an object)
            if p not in CREW_BY_ID and p not in specs:
                raise StateError(f"unknown piece {_shown(p)}")
            area = info.get("area")
            if area is not None and area not in areas:
                raise StateError(f"piece {p!r} is in unknown area {_shown(area)}")
            s.loc[p] = area
            if p in CREW_BY_ID:
                s.status[p] = info.get("status", ABOARD if area else "dead")
                if info.get("weapon"):
                    s.held[p] = info["weapon"]
            if info.get("stunned_until") is not None:
                s.stun[p] = info["stunned_until"]
        weapons = d["weapons"]
        missing = sorted(_ALL_WEAPONS - weapons.keys())
        _expect(not missing, f"the weapons list must name all {len(_ALL_WEAPONS)} weapon counters (missing {missing})")
        extra = weapons.keys() - _ALL_WEAPONS
        _expect(not extra, f"unknown weapon {_shown(min(extra, default=''))}")
        s.wloc.update(weapons)      # (the shape check made each place a string)
        turn = d.get("turn", {})
        _expect(isinstance(turn, dict), "turn must be an object")
        for k in TURN_SETS:
            setattr(s, k, set(_named(turn.get(k, []), f"turn.{k}")))
        mp = turn.get("movement_used", {})
        _expect(isinstance(mp, dict), "turn.movement_used must be an object")
        s.mp = {k: _whole(v, f"turn.movement_used[{k!r}]") for k, v in mp.items()}
        setup = d.get("setup") or {}
        _expect(isinstance(setup, dict), "setup must be an object")
        setup = dict(setup)
        s.ended = setup.pop("reason", None)
        _expect(s.ended is None or s.ended in END_REASONS, f"setup.reason {s.ended!r} is not a way a game ends")
        try:
            s.setup = SetupFacts.from_json(setup)
        except ValueError as e:
            raise StateError(f"setup: {e}") from None
        lacking = [k for k in SETUP_FACTS_NEEDED.get(s.phase, ()) if getattr(s.setup, k) is None]
        _expect(not lacking, f"the saved position cannot be played: the phase {s.phase} needs "
                             f"setup.{', setup.'.join(lacking)}")
        # The rest follows the State's field list.
        for f in FIELDS:
            if f.key is None or f.key in ("phase", "round", "to_play", "weapons") or f.key not in d:
                continue
            try:
                setattr(s, f.name, f.load(d[f.key]))
            except (KeyError, TypeError, ValueError, AttributeError) as e:
                raise StateError(f"{f.key}: malformed ({type(e).__name__}: {e})") from None
        for x, f in registered_fields():       # each expansion's records, None while it is off
            try:
                setattr(s, f.name, None if d.get(f.key) is None else f.load(d[f.key]))
            except (KeyError, TypeError, ValueError, AttributeError) as e:
                raise StateError(f"{f.key}: malformed ({type(e).__name__}: {e})") from None
        for x, f in registered_fields():
            _expect(d.get(f.key) is None or x in s.expansions,
                    f"{f.key}: the state has the expansion's record but its options do not have {x.option} on")
        _expect(set(s.boats) == {b.id for b in s.map.boat_bays.values()},
                f"boats must name {', '.join(sorted(b.id for b in s.map.boat_bays.values()))}")
        if s.phase != "over":
            s.to_play = to_play(s)
        check_invariants(s)
    except StateError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as e:
        raise StateError(f"malformed state ({type(e).__name__}: {e})") from None
    return s
