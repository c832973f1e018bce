"""Pieces: who is where, their stats and condition, the species."""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import NamedTuple

from .. import hooks
from ..pieces import monster_neighbors, monster_steps, name
from ..map_steps import area_steps, steps_from, steps_over
from ..shipmap import ShipMap
from ..species import RulesNote, Species, Stage
from ..state import ABOARD, State
from ..tables import CREW, CREW_BY_ID, MASCOT, MONSTERS, ROBOT, CrewSpec


class PieceView(NamedTuple):
    id: str
    side: str               # "crew" or "monsters"
    kind: str               # "crewman", "robot", "mascot" or "monster"
    name: str               # "Cook", "Adult 7"
    letter: str             # what the token shows
    stage: Stage | None     # a monster's stage
    area: str | None        # None: in the box, dead, escaped, unplaced
    status: str             # crew: unplaced | aboard | dead | escaped; monsters: "aboard" | "box"
    stunned: bool
    move: int
    moves_left: int         # this phase
    con: int
    dice: int
    weapon: str | None      # held weapon counter
    boat: str | None        # the boat he has boarded (still in its bay)


def distances(s: State) -> Mapping[str, Mapping[str, int]]:
    """area -> {area -> steps along hatches and open passages}, all pairs
    (computed once per map), and along the ways the expansions on add
    (`Expansion.links`: Outside the Znutar's skin, airlocks, space, boats)."""
    table = _linked(s, False)
    return area_steps(s.map) if table is None else table


def walking_distances(s: State) -> Mapping[str, Mapping[str, int]]:
    """`distances` for a piece on foot: along the expansions' ways a piece
    walking may take (`Expansion.links(on_foot=True)`: through airlocks and
    boat hatches, never through space); the same as `distances` without."""
    table = _linked(s, True)
    return area_steps(s.map) if table is None else table


def stage_distances(s: State, stage_id: str) -> Mapping[str, Mapping[str, int]]:
    """area -> {area -> steps} for a monster of `stage_id`, over its species'
    extra moves too (a Purple Adult through walls), and the ways on foot the
    expansions add; the same as `distances` for a stage with none. Computed
    once per map, species and expansions."""
    table = _linked(s, True, stage_id)
    return monster_steps(s.map, s.species)[stage_id] if table is None else table


# (map, expansions, on foot, species id or None, stage id or None) -> (species, steps table or None)
_LINKED: dict[tuple[object, ...], tuple[Species, dict[str, dict[str, int]] | None]] = {}


def _linked(s: State, on_foot: bool, stage_id: str | None = None) -> dict[str, dict[str, int]] | None:
    """Steps over the map's ways (a stage's own, with `stage_id`) and the
    links of the expansions on, all pairs (places no way joins are
    `len(areas)` apart); None when the expansions add no link."""
    if not s.expansions:
        return None
    key = (s.map, s.expansions, on_foot, stage_id and s.species.id, stage_id)
    entry = _LINKED.get(key)
    if entry is None or (stage_id is not None and entry[0] is not s.species):
        links = hooks.links(s, on_foot)
        ship, table = s.map, None
        if links:
            steps = ship.neighbors if stage_id is None else monster_neighbors(ship, s.species)[stage_id]
            ways = {a: set(steps.get(a, ())) for a in ship.area_ids}
            for a, b in links:
                ways[a].add(b)
                ways[b].add(a)
            rows = steps_over(ship.area_ids, {a: tuple(sorted(n)) for a, n in ways.items()})
            far = len(ship.areas)
            table = {a: {b: row.get(b, far) for b in ship.area_ids} for a, row in rows.items()}
        entry = _LINKED[key] = (s.species, table)
    return entry[1]


StepsTable = Mapping[str, Mapping[str, int]]     # area -> {area -> steps}
_INTO: dict[int, tuple[StepsTable, dict[str, list[str]]]] = {}


def steps_to(table: StepsTable, goal: str, avoid: Iterable[str] = ()) -> dict[str, int]:
    """area -> steps from it to `goal` by the moves of `table` (`distances`,
    `walking_distances` or `stage_distances`: two areas one step apart in it
    are a move), never passing through an area of `avoid` (a way may start in
    one); areas that cannot get there are left out."""
    return steps_from(goal, _moves_into(table), frozenset(avoid))


def _moves_into(table: StepsTable) -> dict[str, list[str]]:
    """area -> the areas one move from which lead into it (a phasing stage's
    moves are one-way), read off `table` once per table."""
    hit = _INTO.get(id(table))
    if hit is None or hit[0] is not table:
        into: dict[str, list[str]] = {a: [] for a in table}
        for a, row in table.items():
            for b, k in row.items():
                if k == 1:
                    into[b].append(a)
        if len(_INTO) > 64:
            _INTO.clear()
        hit = _INTO[id(table)] = (table, into)
    return hit[1]


def expected_laid(s: State, stage_id: str, layers: int = 1) -> float:
    """How many counters `layers` monsters of `stage_id` lay on average in
    the Grow phase (one Egg each; the Orange Adults' shared die, 3.5): the
    species' hints (species/hints.py)."""
    return s.species.hints.expected_laid(s.species, stage_id, layers)


def expected_fragments(s: State, stage_id: str) -> dict[str, float]:
    """What 1 Die Fragments leaves of a monster of `stage_id` on average:
    stage id -> counters (3.5 Fragments for the Green Things; nothing for a
    species without Fragments unless its rules say otherwise)."""
    return s.species.hints.expected_fragments(s.species, stage_id)


def is_crew(piece: str) -> bool:
    return piece in CREW_BY_ID


def crew_spec(crewman: str) -> CrewSpec:
    return CREW_BY_ID[crewman]


def species_of(s: State) -> Species:
    return s.species


def species_rules_text(species: Species, ship: ShipMap) -> list[RulesNote]:
    """The species' section of the in-game rules, as its rules object tells
    it (`ship`: the map the page describes), paragraph by paragraph."""
    return species.rules.rules_text(species, ship)


def monster_stage(s: State, monster: str) -> Stage:
    """The stage of a monster counter (its stats, name, role)."""
    return s.specs[monster]


def piece_name(s: State, piece: str) -> str:
    """"Cook", "Adult 7": what the log calls a piece."""
    return name(s, piece)


def piece(s: State, pid: str) -> PieceView:
    used = s.mp.get(pid, 0)
    if pid in CREW_BY_ID:
        c = CREW_BY_ID[pid]
        kind = "robot" if pid == ROBOT else "mascot" if pid == MASCOT else "crewman"
        boat = next((b for b, rec in s.boats.items() if pid in rec.aboard and not rec.launched), None)
        return PieceView(pid, CREW, kind, c.name, c.name[0], None, s.loc[pid], s.status[pid], pid in s.stun,
                         c.move, max(0, c.move - used), c.con, c.dice, s.held.get(pid), boat)
    st = s.specs[pid]
    area = s.loc[pid]
    return PieceView(pid, MONSTERS, "monster", piece_name(s, pid), st.letter, st, area,
                     ABOARD if area is not None else "box", pid in s.stun, st.move, max(0, st.move - used),
                     st.con, st.dice, None, None)


def pieces(s: State, side: str | None = None) -> list[PieceView]:
    """Every piece on the board (crew aboard, monsters placed), in id order of the box."""
    return [piece(s, p) for p, a in s.loc.items()
            if a is not None and (side is None or (p in CREW_BY_ID) == (side == CREW))]


def locations(s: State) -> Mapping[str, str | None]:
    """*Live*: piece id -> area, or None off the board (every crewman and
    every monster counter in the box)."""
    return s.loc


def crew_status(s: State) -> Mapping[str, str]:
    """*Live*: crewman -> unplaced | aboard | dead | escaped. Its keys are the
    crew: `p in crew_status(s)` tells a crewman from a monster."""
    return s.status


def stunned(s: State) -> Mapping[str, int]:
    """*Live*: stunned piece -> the round at whose end (of its side's turn) it wakes."""
    return s.stun


def holdings(s: State) -> Mapping[str, str]:
    """*Live*: crewman -> the weapon counter he holds."""
    return s.held


def moves_used(s: State, piece_id: str) -> int:
    """Areas the piece has moved this phase."""
    return s.mp.get(piece_id, 0)


def has_moved(s: State, crewman: str) -> bool:
    """The crewman moved this turn (he may not set up a fence or the self-destruct)."""
    return crewman in s.moved


def has_acted(s: State, piece_id: str) -> bool:
    """The piece has attacked (or set a fence, or the self-destruct) this turn."""
    return piece_id in s.acted


def crew_aboard(s: State) -> list[str]:
    return s.crew_aboard()


def monsters_on_board(s: State) -> list[str]:
    return s.monsters_on_board()


def free_counters(s: State, stage_id: str) -> list[str]:
    """Counters of a stage still in the box, lowest number first."""
    return s.counters_free(stage_id)


def monster_stages(s: State) -> Mapping[str, Stage]:
    """*Live*: monster counter -> its stage, for every counter of the species
    (in the box or not): `monster_stage` for the bots' inner loops."""
    return s.specs
