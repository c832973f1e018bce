"""A made-up expansion for developing against the expansion seam
(greenthings/engine/expansion.py): a pair of Teleporter pads.

    >>> import greenthings.devtools.teleporters          # registers it
    >>> from greenthings.engine import Options, new_state
    >>> s, _ = new_state(1, Options(teleporters=True))

It is not part of the game: nothing in greenthings/ imports it, and it
edits no core module. It plays beside Outside the Znutar or alone. Its
rules (ours, a toy):

- Places: two pads, one in each of two rooms far apart (on the Znutar the
  Galley and the Hospital Ward; on another map the two rooms farthest apart).
  For the distances bots judge by, the pads are one step apart. The board
  marks each pad with the charge left ("Pad 2/3").
- Records: the pads' charge, 3 at the start; a use spends one, and the start
  of each monster turn brings one back (3 at most). Saved as "teleporter".
- Actions: in its side's move, a piece on a pad that has not moved yet this
  phase (a crewman who may act; a monster that moves, not stunned) may
  `teleport` to the other pad while a charge is left. A die: 3-6 it arrives;
  1-2 the beam slips.
- Decisions: when the beam slips, the other side picks where the piece comes
  out, in an area next to the far pad (`scatter`). Either way the piece's
  move is over; a crewman who comes out among Adults or Babies may attack
  only there (the attack restriction, as after a step).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import ClassVar

from greenthings.engine.actions import make
from greenthings.engine.crew_turn import stops_crew
from greenthings.engine.events import register as register_event
from greenthings.engine.expansion import Expansion, register
from greenthings.engine.pieces import area_name, event, name
from greenthings.engine.map_steps import area_steps
from greenthings.engine.state import Field
from greenthings.engine.tables import CREW, CREW_BY_ID, MONSTERS, mobile_monsters

OPTION = "teleporters"
ZNUTAR_PADS = ("galley", "hospital-ward")
CHARGE = 3              # charges the pads hold
ARRIVES = 3             # the die arrives on this or more
TELEPORT, SCATTER = "teleport", "scatter"
TELEPORTER = register_event("teleporter", "the Teleporter pads gain a charge back", ("charge",))
SLIPPED = register_event("teleport-slip", "the beam slips: the other side picks where the piece comes out",
                         ("piece",))


@lru_cache(maxsize=8)
def pads(ship) -> tuple[str, str]:
    """The two pad rooms of a map (see the module's rules)."""
    if all(a in ship.areas for a in ZNUTAR_PADS):
        return ZNUTAR_PADS
    rooms = [a for a in ship.area_ids if ship.areas[a].kind == "room"]
    steps = area_steps(ship)
    far = max(((a, b) for a in rooms for b in rooms if a < b), key=lambda p: steps[p[0]].get(p[1], -1))
    return far


@dataclass(slots=True)
class Teleporter:
    charge: int = CHARGE

    def copy(self) -> "Teleporter":
        return Teleporter(self.charge)

    def to_json(self) -> dict:
        return {"charge": self.charge}

    @classmethod
    def from_json(cls, d: dict) -> "Teleporter":
        return cls(d["charge"])


@dataclass(slots=True)
class Scatter:
    """The beam slipped: the side against the traveller picks where it comes out."""
    kind: ClassVar[str] = SCATTER
    piece: str
    areas: list[str]

    @property
    def side(self) -> str:
        return MONSTERS if self.piece in CREW_BY_ID else CREW

    def copy(self) -> "Scatter":
        return Scatter(self.piece, self.areas.copy())

    def to_json(self) -> dict:
        return {"kind": self.kind, "piece": self.piece, "areas": list(self.areas)}

    @classmethod
    def from_json(cls, d: dict) -> "Scatter":
        return cls(d["piece"], list(d["areas"]))


def _record(s) -> Teleporter:
    return s.teleporter


def _far_pad(s, here: str) -> str | None:
    a, b = pads(s.map)
    return b if here == a else a if here == b else None


def _teleport(s, p: str) -> tuple:
    far = _far_pad(s, s.loc[p])
    if far is None or _record(s).charge <= 0 or s.mp.get(p) or p in s.stopped:
        return ()
    return (make(TELEPORT, p, far),)


class Teleporters(Expansion):
    option = OPTION
    title = "Teleporters (a developer's toy)"
    blurb = "Two pads in rooms far apart beam a piece across (a die: 3-6 arrives), three charges"
    fields = (Field("teleporter", lambda s: Teleporter(), Teleporter.copy, "teleporter",
                    Teleporter.to_json, Teleporter.from_json, optional=True),)
    decisions = {SCATTER: Scatter}
    action_types = ((TELEPORT, ("piece", "to"), "beam from a Teleporter pad to the other (a die: 3-6 arrives)"),
                    (SCATTER, ("piece", "to"), "where a piece the beam let slip comes out"))

    # ----- places and records ---------------------------------------------------------
    def links(self, ship, on_foot):
        return (pads(ship),)

    def json_shapes(self, shape):
        return {"state": {"teleporter": shape.maybe(shape.record({"charge": shape.count}))},
                "pending": {"piece": shape.name, "areas": shape.names}}

    def check(self, s, expect):
        expect(0 <= _record(s).charge <= CHARGE, f"teleporter.charge must be 0 to {CHARGE}")
        expect(all(a in s.map.areas for a in pads(s.map)), "teleporter: the map has no pads")

    def marked_places(self, s):
        charge = f"Pad {_record(s).charge}/{CHARGE}"
        return {pad: charge for pad in pads(s.map)}

    def describe(self, s):
        a, b = pads(s.map)
        return [f"Teleporter pads: {area_name(s, a)} and {area_name(s, b)}, {_record(s).charge} charges"]

    # ----- the decision: where a slipped piece comes out ------------------------------------
    def legal_decision(self, s, p):
        return [make(SCATTER, p.piece, area) for area in p.areas]

    def apply_decision(self, s, p, a, events):
        _arrive(s, p.piece, a.to, events, "comes out in")

    def check_decision(self, s, p, expect, where):
        expect(s.loc.get(p.piece) is not None and p.areas and all(a in s.map.areas for a in p.areas),
               f"{where} must name a piece on the board and the areas it may come out in")

    def view_decision(self, s, p):
        return None, (p.piece,), None, tuple(p.areas)

    # ----- the action ---------------------------------------------------------------------
    def crew_moves(self, s, c):
        return _teleport(s, c)

    def monster_move_offers(self, s, moves):
        for m, _ in mobile_monsters(s.species):
            if s.loc[m] is not None and m not in s.stun:
                beam = _teleport(s, m)
                if beam:
                    moves[m] = moves.get(m, ()) + beam

    def apply_action(self, s, a, events):
        if a.type != TELEPORT:
            return False
        p, frm = a.piece, s.loc[a.piece]
        _record(s).charge -= 1
        s.mp[p] = s.mp.get(p, 0) + 1
        s.stopped.add(p)
        if p in CREW_BY_ID:
            s.moved.add(p)
        roll = s.dice.d6()
        event(events, "roll", f"{name(s, p)} steps on the pad in {area_name(s, frm)}: {roll}, "
              f"{'arrives' if roll >= ARRIVES else 'the beam slips'}.", dice=[roll], total=roll, need=ARRIVES,
              target=p, purpose=TELEPORT, success=roll >= ARRIVES)
        if roll >= ARRIVES:
            _arrive(s, p, a.to, events, "arrives in")
        else:
            s.pending.append(Scatter(p, list(s.map.neighbors[a.to]) or [a.to]))
            event(events, SLIPPED, f"The beam slips: {name(s, p)} will come out next to {area_name(s, a.to)}.",
                  piece=p)
        return True

    def action_words(self, s, a):
        if a.type == TELEPORT:
            return f"{name(s, a.piece)}: teleport to {area_name(s, a.to)} (a die: 3-6 arrives)"
        if a.type == SCATTER:
            return f"{name(s, a.piece)} comes out in {area_name(s, a.to)}"
        return None

    # ----- the turn -----------------------------------------------------------------------
    def monster_turn_start(self, s, events):
        rec = _record(s)
        if rec.charge < CHARGE:
            rec.charge += 1
            event(events, TELEPORTER, f"The Teleporter hums: {rec.charge} charges.", charge=rec.charge)


def _arrive(s, p: str, to: str, events: list, how: str) -> None:
    frm = s.loc[p]
    s.loc[p] = to
    if p in CREW_BY_ID and stops_crew(s, to)[1]:
        s.restricted.add(p)
    event(events, "moved", f"{name(s, p)} {how} {area_name(s, to)}.", piece=p, frm=frm, to=to)


TELEPORTERS = register(Teleporters())
