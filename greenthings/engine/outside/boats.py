"""The ship's boats outside (rulebook "Ship's Boats": "Attacks From the
Boats", "Rocket Blast", "Outside the Boats", "Jumping", "Combat Inside the
Boats"; spec "Boats outside").

- A boat that launches goes to the space area of its bay's skin. In each crew
  move a boat with a crewman able to fly it (not the Robot or the Mascot)
  may move one space area, re-enter its own bay, or leave for home (only with
  nobody on its outside and no monster aboard: *ruling*); a closed bay lock
  keeps it in or out (*ruling*). On re-entering, everyone in and on it gets
  off into the bay (*ruling*).
- Riders: when a boat leaves its bay the monster player picks which Adults and
  Babies (the stages that move) there ride out on its outside; crewmen in the
  bay may get on its outside in their move. They stay on until it is back in a bay.
- Crew in the Scout or the Saucer in space use their weapons on monsters on the
  skin of the boat's space area; the Cockboat only blasts.
- Rocket blast (Scout one can of Rocket Fuel, Cockboat two: the Rocket Fuel's
  effect) on the skin of the boat's space area, its own bay while in it, or the
  outside of another boat in its space area. The boat zooms off and comes back
  in the crew move of the third round after, in a space area of the crew's
  choice (its bay's, if they do not choose). To blast its bay, a boat boarded
  in the crew's move stays docked instead of launching (*ruling*): those
  aboard blast in the attack, or get out again at the end of the crew's turn;
  the monsters left in the bay may ride out on it as it zooms off.
- Hatch: a crewman on a boat's outside gets in if there is room, one inside
  gets out, each his whole move; the Mascot inside dies when the hatch opens
  unless it wears its Soot. Only suits and movers are kept out of the boats:
  the Soot goes in with the Mascot (*ruling*) and leaves with the boat.
  Monsters get in only from the outside of a boat with no crewman in it.
- Jumping (a crewman not in a unit: his whole move): skin to a boat's outside,
  a boat's outside to any skin area, or boat to boat, whatever space areas
  they are in. A die: to a boat he misses on 1-3, to the ship on 1; the Robot
  never misses. Adrift, he is lost unless in the next crew move a boat leaves
  the board to pick him up; it comes back in the crew move after, anywhere,
  with him on its outside.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..actions import Action, make
from ..ending import escape_concession
from ..pieces import area_name, event, kill_crew, leave_ship, name
from ..records import BoatTrip, Declaration, Battle
from ..tables import MASCOT, NON_CREWMEN, ROBOT, mobile_monsters
from .places import BOAT, BOAT_OUTSIDE, SKIN, layout
from .record import AWAY, HOME, OOK_SOOT, RiderChoice
from .units import follow

if TYPE_CHECKING:
    from collections.abc import Callable

    from ..shipmap import Boat
    from ..state import State

    Resolver = Callable[[State, list[dict[str, Any]]], object]     # combat.resolve_crew_battle

ZOOM_ROUNDS = 3                     # "may not return until the third turn after the blast"
BLAST_CANS = {"scout": 1, "cockboat": 2}
ATTACKING_BOATS = ("scout", "saucer")   # crew inside may open the lid and use weapons
DONE = "done"


def _boat(s: State, b: str) -> Boat:
    return next(x for x in s.map.boat_bays.values() if x.id == b)


def inside(s: State, b: str) -> list[str]:
    area = layout(s.map).boat_inside[b]
    return [c for c in s.status if s.loc[c] == area]


def pilots(s: State, b: str) -> list[str]:
    return [c for c in inside(s, b) if c not in NON_CREWMEN and c not in s.stun]


def on_outside(s: State, b: str) -> list[str]:
    area = layout(s.map).boat_outside[b]
    return [p for p, a in s.loc.items() if a == area]


def in_space(s: State, b: str) -> str | None:
    at: str = s.outside.boat_at[b]
    return at if at in layout(s.map).skins_of else None


def sidelined(s: State) -> set[str]:
    """Crewmen who cannot act: adrift, or in or on a boat that is away."""
    o = s.outside
    out = set(o.adrift)
    lay = layout(s.map)
    for b, at in o.boat_at.items():
        if at == AWAY:
            out.update(c for c in s.status if s.loc[c] in (lay.boat_inside[b], lay.boat_outside[b]))
    return out


def room_inside(s: State, b: str, c: str) -> bool:
    cap = _boat(s, b).capacity
    if cap is None or c in NON_CREWMEN:
        return True
    return sum(1 for x in inside(s, b) if x not in NON_CREWMEN) < cap


# ----- the crew's move: each crewman --------------------------------------------------
def crew_boat_moves(s: State, c: str) -> tuple[Action, ...]:
    """Hatches, riding out and jumps for crewman `c` (his whole move)."""
    if s.mp.get(c) or c in s.moved:
        return ()
    o, lay, here = s.outside, layout(s.map), s.loc[c]
    assert here is not None, f"{c} moves on the board"
    kind = s.map.areas[here].kind
    acts: list[Action] = []
    if kind == BOAT_OUTSIDE:
        b = here.split(":")[1]
        if o.boat_at[b] != AWAY and room_inside(s, b, c):
            acts.append(make("boat-hatch", c, lay.boat_inside[b]))
    elif kind == BOAT:
        b = here.split(":")[1]
        if o.boat_at[b] != AWAY and c != MASCOT:
            acts.append(make("boat-hatch", c, lay.boat_outside[b]))
    elif here in s.map.boat_bays and c != MASCOT:
        b = s.map.boat_bays[here].id
        if o.boat_at[b] == here and c not in s.boats[b].aboard:
            acts.append(make("ride", c, lay.boat_outside[b]))
    if c == MASCOT or kind not in (SKIN, BOAT_OUTSIDE):
        return tuple(acts)
    own = here.split(":")[1] if kind == BOAT_OUTSIDE else None
    for b, at in o.boat_at.items():
        if b != own and at in lay.skins_of:
            acts.append(make("jump", c, lay.boat_outside[b]))
    if own is not None and o.boat_at[own] in lay.skins_of:     # "regardless of which space area"
        acts.extend(make("jump", c, skin) for skin in lay.ring)
    return tuple(acts)


def miss_chance(s: State, c: str, to: str) -> float:
    """The chance a jump to `to` misses: to a boat 1-3, to the ship 1; the Robot never."""
    if c == ROBOT:
        return 0.0
    return 0.5 if s.map.areas[to].kind == BOAT_OUTSIDE else 1 / 6


def apply_crew_boat_move(s: State, a: Action, events: list[dict[str, Any]]) -> None:
    c, to, o = a.piece, a.to, s.outside
    assert c is not None and to is not None, f"a {a.type} names the crewman and where"
    frm = s.loc[c]
    s.mp[c] = s.mp.get(c, 0) + 1
    s.moved.add(c)
    s.stopped.add(c)
    if a.type == "jump":
        roll = s.dice.d6()
        need = 0 if c == ROBOT else (3 if s.map.areas[to].kind == BOAT_OUTSIDE else 1)
        missed = roll <= need
        event(events, "roll", f"{name(s, c)} jumps for {area_name(s, to)}: {roll}"
              + (" (the Robot never misses)" if c == ROBOT else f", misses on {need} or less") + ".",
              dice=[roll], total=roll, need=need + 1, target=c, purpose="jump", success=not missed)
        if missed:
            lay = layout(s.map)
            b = to.split(":")[1] if s.map.areas[to].kind == BOAT_OUTSIDE else None
            s.loc[c] = o.boat_at[b] if b else lay.space_of[to]
            o.adrift[c] = s.round
            event(events, "adrift", f"{name(s, c)} misses and drifts off into {area_name(s, s.loc[c])}!", piece=c)
            return
        s.loc[c] = to
        event(events, "moved", f"{name(s, c)} lands on {area_name(s, to)}.", piece=c, frm=frm, to=to)
        return
    s.loc[c] = to
    verb = {"ride": "gets on", "boat-hatch": "goes through the hatch to"}[a.type]
    event(events, "moved", f"{name(s, c)} {verb} {area_name(s, to)}.", piece=c, frm=frm, to=to)
    if a.type == "boat-hatch":
        _hatch_opened(s, to.split(":")[1], events)


def _hatch_opened(s: State, b: str, events: list[dict[str, Any]]) -> None:
    """"Opening the hatch of any boat will be fatal to any crewman inside who
    didn't stop to put on his pressure suit": the Mascot without its Soot."""
    if MASCOT in inside(s, b) and s.outside.occupants.get(OOK_SOOT) != MASCOT:
        kill_crew(s, MASCOT, events, "the hatch opened to space")


def monster_hatch_moves(s: State, m: str) -> tuple[Action, ...]:
    """A monster on a boat's outside gets in once no crewman is inside."""
    here = s.loc[m]
    assert here is not None, f"{m} moves on the board"
    if s.map.areas[here].kind != BOAT_OUTSIDE or s.mp.get(m):
        return ()
    b = here.split(":")[1]
    if s.outside.boat_at[b] == AWAY or any(s.status[c] == "aboard" for c in inside(s, b)):
        return ()
    return (make("boat-hatch", m, layout(s.map).boat_inside[b]),)


def apply_monster_hatch(s: State, a: Action, events: list[dict[str, Any]]) -> None:
    m = a.piece
    assert m is not None, "a hatch move names the monster"
    s.loc[m] = a.to
    s.mp[m] = s.mp.get(m, 0) + 1
    s.stopped.add(m)
    event(events, "moved", f"{name(s, m)} squeezes in through the hatch of {area_name(s, a.to)}.", piece=m, to=a.to)


# ----- the crew's move: the boats ------------------------------------------------------
def legal_boat_moves(s: State) -> list[Action]:
    o, lay = s.outside, layout(s.map)
    acts: list[Action] = []
    for b, at in o.boat_at.items():
        if b in s.moved:
            continue
        if at == lay.boat_bay[b]:
            if b in BLAST_CANS and _bay_pilot(s, b):
                acts.append(make("stay-docked", None, None, b))
            continue
        if at == AWAY:
            if o.boat_back[b] <= s.round:
                acts.extend(make("boat-move", None, sp, b) for sp in lay.skins_of)
            continue
        if at not in lay.skins_of or not pilots(s, b):
            continue
        acts.extend(make("boat-move", None, sp, b) for sp in lay.space_next[at])
        bay = lay.boat_bay[b]
        if lay.space_of[lay.airlock_skin[bay]] == at and bay not in o.closed:
            acts.append(make("boat-move", None, bay, b))
        if not on_outside(s, b) and all(p in s.status for p in inside(s, b) + _monsters_inside(s, b)):
            acts.append(make("boat-home", None, None, b))
        for c, fell in o.adrift.items():
            if fell < s.round:
                acts.append(make("rescue", c, None, b))
    return acts


def _monsters_inside(s: State, b: str) -> list[str]:
    area = layout(s.map).boat_inside[b]
    return [m for m, a in s.loc.items() if a == area and m not in s.status]


def _bay_pilot(s: State, b: str) -> bool:
    """Someone aboard boat `b` in its bay able to fly it."""
    return any(c not in NON_CREWMEN and c not in s.stun for c in s.boats[b].aboard)


def staying_aboard(s: State) -> set[str]:
    """Crewmen aboard a boat kept docked in the crew's turn: they act as its
    crew (its blast), not one by one."""
    return {c for b, at in s.outside.boat_at.items() if at == layout(s.map).boat_bay[b] for c in s.boats[b].aboard}


def apply_boat_action(s: State, a: Action, events: list[dict[str, Any]]) -> None:
    b, o, lay = a.target, s.outside, layout(s.map)
    assert b is not None, f"a {a.type} names the boat"
    boat = _boat(s, b)
    s.moved.add(b)
    if a.type == "stay-docked":
        event(events, "boat", f"The {boat.name} stays in its bay this turn, its crew aboard.", boat=b)
    elif a.type == "boat-move":
        was = o.boat_at[b]
        o.boat_at[b] = a.to
        if was == AWAY:
            o.boat_back.pop(b, None)
            c = o.rescuing.pop(b, None)
            event(events, "boat", f"The {boat.name} comes back into {area_name(s, a.to)}"
                  + (f" with {name(s, c)} clinging to it." if c else "."), boat=b, to=a.to)
        elif a.to == lay.boat_bay[b]:
            _dock(s, b, events)
        else:
            event(events, "boat", f"The {boat.name} moves to {area_name(s, a.to)}.", boat=b, frm=was, to=a.to)
    elif a.type == "boat-home":
        leave_for_home(s, b, events)
    elif a.type == "rescue":
        c = a.piece
        assert c is not None, "a rescue names the crewman"
        del o.adrift[c]
        o.rescuing[b] = c
        s.loc[c] = lay.boat_outside[b]
        o.boat_at[b] = AWAY
        o.boat_back[b] = s.round + 1
        event(events, "boat", f"The {boat.name} leaves the board to pick up {name(s, c)}.", boat=b, piece=c)


def _get_in(s: State, b: str) -> None:
    """Those aboard boat `b` in its bay take their seats inside (the Mascot
    with its Soot on)."""
    rec = s.boats[b]
    for c in rec.aboard:
        s.loc[c] = layout(s.map).boat_inside[b]
        follow(s, c)
    rec.aboard = []


def _dock(s: State, b: str, events: list[dict[str, Any]]) -> None:
    """Back in its bay: everyone in and on the boat gets off into the bay,
    and the Ook Soot with them."""
    lay = layout(s.map)
    bay = lay.boat_bay[b]
    for p, area in list(s.loc.items()):
        if area in (lay.boat_inside[b], lay.boat_outside[b]):
            s.loc[p] = bay
            s.stopped.add(p)
    units = s.outside.units
    for u, area in units.items():
        if area == lay.boat_inside[b]:
            units[u] = bay
    s.boats[b].aboard = []
    event(events, "boat", f"The {_boat(s, b).name} comes back into {area_name(s, bay)}; everyone gets off.",
          boat=b, to=bay)


def leave_for_home(s: State, b: str, events: list[dict[str, Any]]) -> None:
    rec, crew, o = s.boats[b], inside(s, b), s.outside
    for u, area in o.units.items():          # the Ook Soot leaves with it, worn or not
        if area == layout(s.map).boat_inside[b]:
            o.units[u] = None
            o.occupants.pop(u, None)
    leave_ship(s, crew)
    rec.aboard, rec.launched = list(crew), True
    s.outside.boat_at[b] = HOME
    s.epilogue.append(BoatTrip(b, list(crew)))
    conceded = escape_concession(s)
    s.escaped = True
    event(events, "escape", f"The {_boat(s, b).name} leaves for home with {', '.join(name(s, c) for c in crew)}."
          + (f" The crew concedes the ship: {conceded:g} points to the monsters." if conceded is not None else ""),
          boat=b, crew=crew)


def flee_blast(s: State, events: list[dict[str, Any]]) -> None:
    """The Znutar explodes: a boat in space with a crewman inside to fly it
    (not only the Robot or the Mascot) and no monster in or on it leaves for
    home at once (*ruling*); all else outside goes with the ship, a crewman
    on a boat's outside too (he does not keep the boat back)."""
    for b in s.outside.boat_at:
        if in_space(s, b) and any(c not in NON_CREWMEN for c in inside(s, b)) and not monsters_on(s, b):
            leave_for_home(s, b, events)


def monsters_on(s: State, b: str) -> bool:
    """A monster inside boat `b` or on its outside."""
    lay = layout(s.map)
    return any(a in (lay.boat_inside[b], lay.boat_outside[b]) and p not in s.status for p, a in s.loc.items())


def launch(s: State, events: list[dict[str, Any]]) -> None:
    """End of the crew's move: boats with someone to fly them go out into the
    space area of their bay's skin (a closed bay lock keeps them in); the
    monster player then picks riders among the Adults and Babies in the bay.
    Riders of a boat that cannot go get off again. Boats due back and not
    brought back come back into their bay's space area."""
    o, lay = s.outside, layout(s.map)
    for b, at in o.boat_at.items():
        if at == AWAY and o.boat_back[b] <= s.round:
            apply_boat_action(s, make("boat-move", None, lay.space_of[lay.airlock_skin[lay.boat_bay[b]]], b), events)
    for c, fell in list(o.adrift.items()):
        if fell < s.round:
            del o.adrift[c]
            kill_crew(s, c, events, "lost in space")
    for bay, boat in s.map.boat_bays.items():
        b, rec = boat.id, s.boats[boat.id]
        if o.boat_at[b] != bay or (b in s.moved and rec.aboard):     # kept docked: see `get_out`
            continue
        fliers = [c for c in rec.aboard if c not in NON_CREWMEN]
        if not rec.aboard or not fliers or bay in o.closed:
            for c in on_outside(s, b):
                s.loc[c] = bay
            if rec.aboard:
                why = "the bay's airlock is closed" if fliers else "nobody aboard can fly it"
                event(events, "board", f"The {boat.name} cannot leave ({why}); they climb out.", boat=b)
                rec.aboard = []
            continue
        space = lay.space_of[lay.airlock_skin[bay]]
        _get_in(s, b)
        o.boat_at[b] = space
        event(events, "boat", f"The {boat.name} launches into {area_name(s, space)}.", boat=b, to=space)
        _offer_riders(s, b, bay)


def _offer_riders(s: State, b: str, bay: str) -> None:
    """Boat `b` leaves `bay`: the monster player picks its riders."""
    riders = [m for m, _ in mobile_monsters(s.species) if s.loc[m] == bay]
    if riders:
        s.pending.append(RiderChoice(b, riders))


def get_out(s: State, events: list[dict[str, Any]]) -> None:
    """End of the crew's turn: those still aboard a boat kept docked get out
    into the bay."""
    for bay, boat in s.map.boat_bays.items():
        rec = s.boats[boat.id]
        if rec.aboard and s.outside.boat_at[boat.id] == bay:
            rec.aboard = []
            event(events, "board", f"The crew of the {boat.name} climb out into the bay.", boat=boat.id)


def legal_riders(s: State, p: RiderChoice) -> list[Action]:
    return [make("ride", m, layout(s.map).boat_outside[p.boat]) for m in p.candidates if s.loc[m] is not None] + [
        make("ride", None, None, None, None, DONE)]


def apply_rider(s: State, p: RiderChoice, a: Action, events: list[dict[str, Any]]) -> None:
    if a.choice == DONE:
        return
    m = a.piece
    assert m is not None, "a rider is named"
    s.loc[m] = a.to
    p.candidates.remove(m)
    event(events, "moved", f"{name(s, m)} clings to {area_name(s, a.to)}.", piece=m, to=a.to)
    if p.candidates:
        s.pending.insert(0, p)


# ----- the crew's attacks from boats ------------------------------------------------------
def boat_weapon_reach(s: State, here: str) -> tuple[str, ...]:
    """From boat area `here`: crew in the Scout or the Saucer in space reach
    the skin of its space area."""
    b = here.split(":")[1]
    space = in_space(s, b)
    if b not in ATTACKING_BOATS or space is None:
        return (here,)
    return (here, *layout(s.map).skins_of[space])


def legal_blasts(s: State) -> list[Action]:
    """Rocket blasts of the Scout and the Cockboat on whatever holds creatures."""
    o, lay = s.outside, layout(s.map)
    acts: list[Action] = []
    occupied = {a for p, a in s.loc.items() if a is not None}
    for b, cans in BLAST_CANS.items():
        at = o.boat_at[b]
        if b in s.acted:
            continue
        if at in lay.skins_of and pilots(s, b):
            if occupied & set(lay.skins_of[at]):
                acts.append(make("rocket-blast", None, at, b))
            for other, where in o.boat_at.items():
                if other != b and where == at and lay.boat_outside[other] in occupied:
                    acts.append(make("rocket-blast", None, lay.boat_outside[other], b))
        elif at == lay.boat_bay[b] and _bay_pilot(s, b):
            if any(a == at and p not in s.boats[b].aboard for p, a in s.loc.items()):
                acts.append(make("rocket-blast", None, at, b))
    return acts


def blast(s: State, a: Action, events: list[dict[str, Any]], resolve: Resolver) -> None:
    """The blast has the Rocket Fuel's effect (its chit), one can or two, on
    every creature there; then the boat zooms off the board."""
    b, to, o, lay = a.target, a.to, s.outside, layout(s.map)
    assert b is not None and to is not None, "a rocket blast names the boat and where"
    areas = list(lay.skins_of[to]) if to in lay.skins_of else [to]
    from_bay = to == lay.boat_bay[b]
    if from_bay:
        _get_in(s, b)                     # those aboard in the bay ride it out
    cans = [f"rocket-fuel-{i}" for i in range(1, BLAST_CANS[b] + 1)]
    event(events, "rocket-blast", f"The {_boat(s, b).name} fires its rockets on {area_name(s, to)}!",
          boat=b, area=to)
    s.acted.add(b)
    s.battle = Battle(tuple(areas), [Declaration(None, w, area, None) for area in areas for w in cans])
    resolve(s, events)
    o.boat_at[b] = AWAY
    o.boat_back[b] = s.round + ZOOM_ROUNDS
    event(events, "boat", f"The {_boat(s, b).name} zooms off the board; it is back in round {s.round + ZOOM_ROUNDS}.",
          boat=b)
    if from_bay:                          # it leaves its bay: the monsters left there may ride out
        _offer_riders(s, b, to)
