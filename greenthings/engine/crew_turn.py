"""The crew player's turn: grab weapons, move, attack, wake up (rulebook
"Crew Player's Turn", "Movement", "Attacks", "Weapons", "Line of Sight",
"Attack Restriction", "Electric Fence", "Crew Escape", "Znutar Self-Destruct")."""
from __future__ import annotations

from collections.abc import Collection, Iterable

from .actions import END, RESOLVE, Action, make
from .combat import declare, resolve_crew_battle
from . import hooks
from .ending import check_end, escape_concession
from .pieces import area_name, drop_weapon, event, hold, leave_ship, move_actions, name, occupancy
from .records import BoatTrip
from .shipmap import ShipMap
from .species.hooks import Events
from .state import ABOARD, State
from .tables import (
    COMM_BEAMER, CREW, FENCE, MASCOT, NON_CREWMEN, SELF_DESTRUCT_CREW,
    WEAPON_OF, mobile_monsters, weapon_type,
)
from .turn import end_crew_turn, start_first_round



def _active(s: State) -> list[str]:
    """Crew aboard who can act this turn (not stunned, nor kept out by an
    expansion's rule)."""
    out = [c for c, st in s.status.items() if st == ABOARD and c not in s.stun]
    if s.expansions:
        gone = hooks.sidelined(s)
        if gone:
            out = [c for c in out if c not in gone]
    return out


# ----- 1. grab weapons --------------------------------------------------------
def legal_grab(s: State) -> list[Action]:
    held, grabbed, dropped, gave, stun, loc = s.held, s.grabbed, s.dropped, s.gave, s.stun, s.loc
    crew_here: dict[str, list[str]] = {}
    seekers: dict[str, list[str]] = {}      # unarmed crew who may still pick something up
    for c, st in s.status.items():
        if st == ABOARD and c not in stun:
            area = loc[c]
            assert area is not None, f"{c} is aboard"
            crew_here.setdefault(area, []).append(c)
            if c not in held and c != MASCOT and c not in grabbed:
                seekers.setdefault(area, []).append(c)
    acts: list[Action] = []
    if seekers:
        # One offer per kind of weapon lying there (two knives are the same choice).
        offers: dict[str, dict[tuple[str, bool], str]] = {}
        for w, where in s.wloc.items():
            if where in seekers:
                offers.setdefault(where, {}).setdefault((WEAPON_OF[w].id, w in s.fence_on), w)
        for area, here in offers.items():
            for c in seekers[area]:
                for x in here.values():
                    acts.append(make("grab", c, None, None, x))
    for area, crew in crew_here.items():
        for c in crew:
            if c not in held:
                continue
            if c not in dropped:
                acts.append(make("drop", c))
            if c not in gave:
                for d in crew:
                    if d != c and d != MASCOT:
                        acts.append(make("give", c, None, d))
    for w in sorted(s.fence_on):
        acts.append(make("fence-off", None, None, None, w))
    if s.expansions:
        acts = hooks.grab_filter(s, acts)
        acts.extend(hooks.grab_offers(s, _active(s)))
    acts.append(END)
    return acts


def apply_grab(s: State, a: Action, events: Events) -> None:
    t, c = a.type, a.piece
    if t == "grab":
        w = a.weapon
        assert c is not None and w is not None, a
        if w in s.fence_on:           # "Setting up the Fence": dismantling it
            s.fence_on.discard(w)
            event(events, "fence", f"{name(s, c)} dismantles the Electric Fence.", weapon=w)
        hold(s, c, w)
        s.grabbed.add(c)
        event(events, "grab", f"{name(s, c)} grabs a {WEAPON_OF[w].name}.", piece=c, weapon=w)
    elif t == "drop":
        assert c is not None, a
        w = drop_weapon(s, c)
        assert w is not None, f"{c} holds no weapon"
        s.dropped.add(c)
        event(events, "drop", f"{name(s, c)} puts down the {WEAPON_OF[w].name}.", piece=c, weapon=w)
    elif t == "give":
        giver, taker = c, a.target
        assert giver is not None and taker is not None, a
        w1, w2 = s.held.pop(giver), s.held.pop(taker, None)
        hold(s, taker, w1)
        if w2 is not None:
            hold(s, giver, w2)
        s.gave.add(giver)
        what = "trades weapons with" if w2 else "hands the " + WEAPON_OF[w1].name + " to"
        event(events, "give", f"{name(s, giver)} {what} {name(s, taker)}.", piece=giver, target=taker)
    elif t == "fence-off":
        assert a.weapon is not None, a
        s.fence_on.discard(a.weapon)
        event(events, "fence", "The crew switches an Electric Fence off by remote control.", weapon=a.weapon)
    elif t == "end-phase":
        s.phase = "crew-move"
        event(events, "phase", "Move the crew.", phase=s.phase, to_play=CREW)
    else:
        hooks.apply_action(s, a, events)


# ----- 2. move ----------------------------------------------------------------
def legal_move(s: State) -> list[Action]:
    if s.options_cache is None:
        s.options_cache = {c: _crew_moves(s, c) for c in _active(s)}
    acts = [a for opts in s.options_cache.values() for a in opts]
    if s.expansions:
        acts.extend(hooks.crew_move_offers(s))
    acts.append(END)
    return acts


def _crew_moves(s: State, c: str) -> tuple[Action, ...]:
    """Crewman c's moves and boarding (cached for the phase; a move changes
    only his): his steps, an expansion's moves, boarding the boat in his bay
    (or, when an expansion says so, its moves instead)."""
    if s.expansions:
        own = hooks.crew_moves_instead(s, c)
        if own is not None:
            return own
    a = s.loc[c]
    out: tuple[Action, ...] = ()
    if c not in s.stopped and s.mp.get(c, 0) < hooks.move_allowance(s, c):
        assert a is not None, f"{c} is aboard"
        out = move_actions(s.map)[c, a]
    if s.expansions:
        out = (*out, *hooks.crew_moves(s, c))
    bays = s.map.boat_bays
    if a in bays and hooks.boat_docked(s, bays[a].id) and c not in s.boats[bays[a].id].aboard:
        if _has_room(s, bays[a].id, c):
            out = (*out, Action("board", piece=c))
    return out


def _has_room(s: State, boat: str, c: str) -> bool:
    """Boat capacities ("Crew Escape"); the Robot and the Mascot ride free."""
    cap = next(b.capacity for b in s.map.boat_bays.values() if b.id == boat)
    if cap is None or c in NON_CREWMEN:
        return True
    return sum(1 for x in s.boats[boat].aboard if x not in NON_CREWMEN) < cap


def stops_crew(s: State, area: str) -> tuple[bool, bool]:
    """(must stop, attack restriction) for a crewman entering `area`: Adults
    or Babies not stunned, or an active fence. Nothing there changes while
    the crew moves, so the areas are kept for the phase."""
    if s.stops_cache is None:
        loc, stun = s.loc, s.stun
        mons = frozenset(loc[m] for m, _ in mobile_monsters(s.species) if loc[m] is not None and m not in stun)
        s.stops_cache = (mons | {s.wloc[w] for w in s.fence_on}, mons)
    stop, restrict = s.stops_cache
    return area in stop, area in restrict


def apply_move(s: State, a: Action, events: Events) -> None:
    t = a.type
    c = a.piece
    if t == "move":
        to = a.to
        assert c is not None and to is not None, a
        frm = s.loc[c]
        s.loc[c] = to
        s.mp[c] = s.mp.get(c, 0) + 1
        s.moved.add(c)
        stop, restrict = stops_crew(s, to)
        if stop:
            s.stopped.add(c)
        if restrict:
            s.restricted.add(c)
        if s.expansions:
            hooks.crew_stepped(s, c)
        if s.options_cache is not None:
            s.options_cache[c] = _crew_moves(s, c)
        event(events, "moved", f"{name(s, c)} moves to {area_name(s, to)}.", piece=c, frm=frm, to=to)
    elif t == "board":
        assert c is not None, a
        bay = s.loc[c]
        assert bay is not None, f"{c} is aboard"
        boat = s.map.boat_bays[bay]
        s.boats[boat.id].aboard.append(c)
        s.stopped.add(c)
        event(events, "board", f"{name(s, c)} climbs aboard the {boat.name}.", piece=c, boat=boat.id)
    elif t == "end-phase":
        if not hooks.launch_boats(s, events):
            _launch_boats(s, events)
        elif check_end(s, events):      # an expansion launched them its own way
            return
        s.phase = "crew-attack"
        s.battle = None
        event(events, "phase", "Crew attacks: declare attacks area by area, then roll.", phase=s.phase, to_play=CREW)
    else:
        hooks.apply_action(s, a, events)


def _launch_boats(s: State, events: Events) -> None:
    """Boats with someone able to fly them leave; the others get out again."""
    for bay, boat in s.map.boat_bays.items():
        rec = s.boats[boat.id]
        if not rec.aboard or rec.launched:
            continue
        if any(c not in NON_CREWMEN for c in rec.aboard):
            rec.launched = True
            leave_ship(s, rec.aboard)
            s.epilogue.append(BoatTrip(boat.id, list(rec.aboard)))
            conceded = escape_concession(s)
            s.escaped = True
            event(events, "escape", f"The {boat.name} blasts out of the Znutar with "
                  f"{', '.join(name(s, c) for c in rec.aboard)} aboard."
                  + (f" The crew concedes the ship: {_points(conceded)} points to the monsters."
                     if conceded is not None else ""),
                  boat=boat.id, crew=list(rec.aboard))
        else:
            event(events, "board", f"Nobody aboard the {boat.name} can fly it; they climb out.", boat=boat.id)
            rec.aboard = []


# ----- 3. attack --------------------------------------------------------------
_REACH: dict[tuple[ShipMap, str, str], tuple[str, ...]] = {}


def weapon_reach(ship: ShipMap, here: str, weapon: str) -> tuple[str, ...]:
    """Areas a weapon reaches from `here`: its own area only, adjacent areas
    (thrown), or what it sees ("Line of Sight"). Cached per map and area."""
    r = WEAPON_OF[weapon].reach
    key = (ship, here, r)
    areas = _REACH.get(key)
    if areas is None:
        if r == "same":
            areas = (here,)
        elif r == "adjacent":
            areas = (here, *ship.neighbors[here])
        else:
            areas = (here, *sorted(ship.los[here] - {here}))
        _REACH[key] = areas
    return areas


def reach(s: State, c: str, weapon: str | None) -> tuple[str, ...]:
    """Areas crewman `c` can attack into with `weapon` (None: hand-to-hand),
    the attack restriction included."""
    here = s.loc[c]
    assert here is not None, f"{c} is on the board"
    if weapon is None or c in s.restricted:
        return (here,)
    return open_reach(s, c, weapon)


def open_reach(s: State, c: str, weapon: str, here: str | None = None) -> tuple[str, ...]:
    """Areas `weapon` reaches in crewman `c`'s hands from area `here` (default:
    where he is), the attack restriction aside (as the expansions on change
    it: from places they add)."""
    if here is None:
        here = s.loc[c]
        assert here is not None, f"{c} is on the board"
    areas = weapon_reach(s.map, here, weapon)
    return hooks.weapon_reach(s, c, weapon, here, areas) if s.expansions else areas


def legal_attacks(s: State, only: Iterable[str] | None = None, weapons: bool = True) -> list[Action]:
    """Attack declarations, limited to the open battle's zone (one area, or a
    passageway's blast region, at a time)."""
    _, mons = occupancy(s)
    zone = None if s.battle is None else s.battle.zone
    fought = s.fought
    declared = set() if s.battle is None else s.battle.attackers()
    blast = s.map.blast
    acts: list[Action] = []
    for c in (only if only is not None else _active(s)):
        if c in s.acted or c in declared or s.status[c] != ABOARD or c in s.stun:
            continue
        here = s.loc[c]
        assert here is not None, f"{c} is aboard"
        if (zone is None or here in zone) and here not in fought:
            acts.extend(make("attack", c, None, m) for m in mons.get(here, ()))
        if s.expansions:
            acts.extend(hooks.crew_attack_offers(s, c, mons, zone, fought))
        w = s.held.get(c) if weapons else None
        if w is None:
            continue
        spec = WEAPON_OF[w]
        if spec.id == FENCE:
            continue
        settings = ("high", "low") if spec.id == COMM_BEAMER and s.options.comm_beamer_frequencies else (None,)
        for area in reach(s, c, w):
            if (zone is not None and area not in zone) or area in fought:
                continue
            if s.expansions and not hooks.weapon_works(s, w, here, area):
                continue
            if spec.area_effect:
                covered: Collection[str] = blast[area] if spec.blast else (area,)
                if spec.blast and s.expansions:
                    covered = hooks.blast_areas(s, area, covered)
                if any(x in mons for x in covered):
                    acts.extend(make("attack", c, None, area, w, ch) for ch in settings)
            else:
                acts.extend(make("attack", c, None, m, w) for m in mons.get(area, ()))
    return acts


def legal_attack_phase(s: State) -> list[Action]:
    acts = legal_attacks(s)
    if s.battle is not None:
        acts.append(RESOLVE)
        return acts
    for c in _active(s):
        if c in s.acted or c in s.moved:
            continue
        w = s.held.get(c)
        if w is not None and weapon_type(w) == FENCE:
            acts.append(Action("fence-setup", piece=c))
        if c in SELF_DESTRUCT_CREW and s.loc[c] in s.map.self_destruct_areas and s.self_destruct_at is None:
            acts.append(Action("self-destruct", piece=c))
    if s.expansions:
        acts.extend(hooks.crew_attack_phase_offers(s))
    acts.append(END)
    return acts


def apply_attack_phase(s: State, a: Action, events: Events) -> None:
    t = a.type
    if t == "attack":
        declare(s, a, events)
    elif t == "resolve":
        resolve_crew_battle(s, events)
        check_end(s, events)
    elif t == "fence-setup":
        c = a.piece
        assert c is not None, a
        area = s.loc[c]
        w = drop_weapon(s, c)
        assert w is not None, f"{c} holds no fence"
        s.fence_on.add(w)
        s.acted.add(c)
        event(events, "fence", f"{name(s, c)} sets up an Electric Fence in {area_name(s, area)}.",
              piece=c, weapon=w, area=area)
    elif t == "self-destruct":
        c = a.piece
        assert c is not None, a
        s.self_destruct_at = s.round + 3
        s.acted.add(c)
        event(events, "self-destruct", f"{name(s, c)} sets the engines to overload! The Znutar explodes "
              f"at the end of the crew's turn in round {s.self_destruct_at}.", piece=c, at=s.self_destruct_at)
    elif t == "end-phase":
        end_crew_turn(s, events)
    else:
        hooks.apply_action(s, a, events)


# ----- discovery: the first fight ("Preparation for Play") -------------------
def legal_discovery_attack(s: State) -> list[Action]:
    """Only the discoverers fight, hand-to-hand, in one area at a time."""
    acts = legal_attacks(s, only=s.setup.discoverers or [], weapons=False)
    acts.append(END if s.battle is None else RESOLVE)
    return acts


def apply_discovery_attack(s: State, a: Action, events: Events) -> None:
    if a.type == "attack":
        declare(s, a, events)
    elif a.type == "resolve":
        resolve_crew_battle(s, events)
    else:   # end-phase: "the alarm is raised", the monsters' first turn
        start_first_round(s, events)


def _points(p: float) -> str:
    """111 -> "111", 55.5 -> "55 1/2", as the rulebook writes them."""
    return f"{int(p)} 1/2" if p % 1 else f"{p:g}"
