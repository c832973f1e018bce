"""The read API: what bots and the UI may know about a game, answered by the
engine so that no rule is worked out twice.

Bots and the UI import only `greenthings.engine`, which re-exports these
names; they never read `State`'s fields beyond `map`, `options`, `phase`,
`to_play` and `round` (a test holds them to it). Functions take a `State`.
Views are small immutable snapshots; the few mappings marked *live* are the
state's own, for the bots' inner loops: read them, never change them.

Nothing here shows the future: not the dice, not the order of the chits in
the cup.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

from . import ending
from .combat import battle_preview as preview, declaration_targets
from .ending import ChartStep
from .phases import PHASES, Phase, PhaseInfo
from .records import Declaration
from .crew_turn import reach
from .pieces import name, occupancy
from .shipmap import area_steps
from .species import Species, Stage
from .state import ABOARD, AWAY, GONE, HELD, UNPLACED_W, State
from .tables import (
    CHIT_NAMES, CREW, CREW_BY_ID, MASCOT, MONSTERS, ROBOT, WEAPON_BY_ID, WEAPON_OF, CrewSpec,
    WeaponSpec, chit_kind,
)


__all__ = [
    "ACTION_TYPES",
    "ActionType",
    "BattleView",
    "BoatView",
    "Declaration",
    "HELD_WEAPON",
    "Journey",
    "PHASES",
    "Phase",
    "PendingView",
    "PhaseInfo",
    "PieceView",
    "Result",
    "Score",
    "SetupView",
    "WeaponView",
    "active_fences",
    "attack_reach",
    "battle",
    "battle_preview",
    "boats",
    "chit_name",
    "crew_aboard",
    "crew_spec",
    "crew_status",
    "cup",
    "declared_effects",
    "distances",
    "effect_key",
    "epilogue_chart",
    "free_counters",
    "game_result",
    "growth",
    "has_acted",
    "has_escaped",
    "has_moved",
    "holdings",
    "is_crew",
    "journeys",
    "known_effect",
    "known_effects",
    "locations",
    "monster_stage",
    "monster_stages",
    "monster_threat",
    "monsters_on_board",
    "moves_used",
    "pending",
    "phase_info",
    "piece",
    "piece_name",
    "pieces",
    "score",
    "self_destruct_round",
    "setup_view",
    "sight_reach",
    "species_of",
    "stunned",
    "targets_of",
    "weapon",
    "weapon_spec",
    "weapons",
    "weapons_lying",
]


# ----- pieces ---------------------------------------------------------------
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
    (computed once per map)."""
    return area_steps(s.map)


def is_crew(piece: str) -> bool:
    return piece in CREW_BY_ID


def crew_spec(crewman: str) -> CrewSpec:
    return CREW_BY_ID[crewman]


def species_of(s: State) -> Species:
    return s.species


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


# ----- weapons ----------------------------------------------------------------
class WeaponView(NamedTuple):
    id: str                 # "knife-2"
    type: str               # "knife"
    name: str               # "Knife"
    place: str              # "area" | "held" | "gone" | "away" | "unplaced"
    area: str | None        # lying there (or where its holder stands)
    holder: str | None
    active: bool            # an Electric Fence switched on
    effect: str | None      # the known effect chit ("kill4"), None while untried


def weapon_spec(weapon: str) -> WeaponSpec:
    """The printed facts of a weapon counter ("knife-2") or type ("knife")."""
    return WEAPON_OF[weapon] if weapon in WEAPON_OF else WEAPON_BY_ID[weapon]


def weapon(s: State, w: str) -> WeaponView:
    t = WEAPON_OF[w].id
    where = s.wloc[w]
    if where.startswith(HELD):
        holder = where[1:]
        place, area = "held", s.loc[holder]
    else:
        holder = None
        place = {GONE: "gone", AWAY: "away", UNPLACED_W: "unplaced"}.get(where, "area")
        area = where if place == "area" else None
    return WeaponView(w, t, WEAPON_BY_ID[t].name, place, area, holder, w in s.fence_on, s.known.get(t))


def weapons(s: State) -> list[WeaponView]:
    return [weapon(s, w) for w in s.wloc]


def weapons_lying(s: State) -> dict[str, list[str]]:
    """area -> the weapon counters lying there (held ones not included)."""
    out: dict[str, list[str]] = {}
    areas = s.map.areas
    for w, where in s.wloc.items():
        if where in areas:
            out.setdefault(where, []).append(w)
    return out


def active_fences(s: State) -> dict[str, str]:
    """Switched-on Electric Fences: weapon counter -> its area."""
    return {w: s.wloc[w] for w in sorted(s.fence_on)}


def effect_key(s: State, weapon_id: str, choice: str | None = None) -> str:
    """What an effect chit is learned for: the weapon type, or "comm-beamer:low"
    for the Comm Beamer's second setting (Game Balance variant)."""
    return s.effect_key(weapon_id, choice)


def known_effect(s: State, weapon_id: str, choice: str | None = None) -> tuple[str, int] | None:
    """(kind, dice) of a weapon's known effect ("kill", 4), or None if untried."""
    chit = s.known.get(s.effect_key(weapon_id, choice))
    return None if chit is None else chit_kind(chit)


def known_effects(s: State) -> Mapping[str, str]:
    """*Live*: effect key -> chit, for every effect learned for good."""
    return s.known


def cup(s: State) -> list[str]:
    """The chits still in the cup, sorted (which ones, never their order)."""
    return sorted(s.cup)


def chit_name(chit: str) -> str:
    """"kill4" -> "4 Dice to Kill"."""
    return CHIT_NAMES[chit]


# ----- reach, battles and threats ------------------------------------------------
HELD_WEAPON = object()


def attack_reach(s: State, crewman: str, weapon_id: str | None | object = HELD_WEAPON) -> tuple[str, ...]:
    """Areas the crewman can attack into now with a weapon (default: the one he
    holds; None: hand-to-hand), the attack restriction included ("Attack
    Restriction": a crewman who stopped by monsters attacks only there)."""
    if s.loc.get(crewman) is None:
        return ()
    w = s.held.get(crewman) if weapon_id is HELD_WEAPON else weapon_id
    return reach(s, crewman, w)


def sight_reach(s: State, crewman: str, weapon_id: str | None | object = HELD_WEAPON) -> tuple[str, ...]:
    """Areas the weapon could reach from where the crewman stands, ignoring the
    attack restriction (what to light while he plans a move or a grab)."""
    here = s.loc.get(crewman)
    w = s.held.get(crewman) if weapon_id is HELD_WEAPON else weapon_id
    if here is None or w is None:
        return ()
    r = WEAPON_OF[w].reach
    if r == "same":
        return (here,)
    if r == "adjacent":
        return (here, *s.map.neighbors[here])
    return (here, *sorted(s.map.los[here] - {here}))


class BattleView(NamedTuple):
    zone: tuple[str, ...]               # the areas this battle may cover
    declarations: tuple[Declaration, ...]


def battle(s: State) -> BattleView | None:
    """The open battle (declared attacks not yet rolled), or None."""
    b = s.battle
    if b is None:
        return None
    return BattleView(tuple(b.zone), tuple(b.decl))


def targets_of(s: State, attacker: str, weapon_id: str | None, target: str) -> tuple[list[str], list[str]]:
    """(monsters affected, areas covered) by one crew attack declaration."""
    return declaration_targets(s, attacker, weapon_id, target)


def declared_effects(s: State) -> dict[str, dict]:
    """For the open crew battle: monster -> {"kill": dice, "stun": dice,
    "shrink"/"grow"/"fragments"/"none": count, "untried": {effect keys}}."""
    eff: dict[str, dict] = {}
    if s.battle is None:
        return eff
    for att, w, tgt, ch in s.battle.decl:
        if att is None:
            continue
        mons, _ = declaration_targets(s, att, w, tgt)
        if w is None:
            kind, n = "kill", CREW_BY_ID[att].dice
        else:
            k = known_effect(s, w, ch)
            if k is None:
                for m in mons:
                    eff.setdefault(m, {}).setdefault("untried", set()).add(s.effect_key(w, ch))
                continue
            kind, n = k
        for m in mons:
            e = eff.setdefault(m, {})
            e[kind] = e.get(kind, 0) + (n if kind in ("kill", "stun") else 1)
    return eff


def battle_preview(s: State) -> list[dict]:
    """For the open battle: each target's combined dice to kill / stun and the
    exact chance they succeed, where the effects are known (shown before the roll)."""
    return preview(s)


def monster_threat(s: State) -> dict[str, int]:
    """area -> attack dice of the monsters that could reach it in their next
    move (each within its stage's movement; stunned ones left out)."""
    steps = distances(s)
    out: dict[str, int] = {}
    specs, stun, loc = s.specs, s.stun, s.loc
    for m, st in specs.items():
        a = loc[m]
        if a is None or m in stun or not st.dice:
            continue
        if st.move == 0:
            out[a] = out.get(a, 0) + st.dice
            continue
        for x, d in steps[a].items():
            if d <= st.move:
                out[x] = out.get(x, 0) + st.dice
    return out


# ----- the turn --------------------------------------------------------------------
def phase_info(s: State) -> PhaseInfo:
    return PHASES[s.phase]


class ActionType(NamedTuple):
    id: str
    fields: tuple[str, ...]  # the Action fields it uses
    description: str


ACTION_TYPES: dict[str, ActionType] = {t.id: t for t in (
    ActionType("place-weapon", ("weapon", "to"), "put a spare weapon counter on one of its pictures"),
    ActionType("place-crew", ("piece", "to"), "station a crewman at one of his posts"),
    ActionType("first-area", ("to",), "choose the first monster's area (a roll of 6)"),
    ActionType("place-monster", ("choice", "to"), "place one starting monster of a stage"),
    ActionType("discover", ("piece", "to"), "a crewman's discovery move into a monster area"),
    ActionType("grow", ("choice",), "the stage that grows this turn"),
    ActionType("grow-piece", ("piece",), "this monster grows (when counters run short)"),
    ActionType("move", ("piece", "to"), "a piece steps into a neighbouring area"),
    ActionType("attack", ("piece", "target", "weapon", "choice"), "declare one attack"),
    ActionType("resolve", (), "roll the attacks declared in this area"),
    ActionType("eater", ("piece",), "the attacker that devours the victim"),
    ActionType("grab", ("piece", "weapon"), "pick up a weapon (or dismantle a fence)"),
    ActionType("give", ("piece", "target"), "hand (or swap) the weapon to another crewman"),
    ActionType("drop", ("piece",), "put the held weapon down"),
    ActionType("fence-off", ("weapon",), "switch an active fence off by remote"),
    ActionType("board", ("piece", "choice"), "get into the boat (escape), or take a Crew Survival seat"),
    ActionType("fence-setup", ("piece",), "spend the turn setting up the held fence"),
    ActionType("self-destruct", ("piece",), "start the self-destruct from a bridge"),
    ActionType("return-weapon", ("weapon", "to"), "where a used consumable goes back"),
    ActionType("end-phase", (), "done with this phase"),
    ActionType("epilogue", ("choice",), "a decision on a boat's journey home"),
    ActionType("concede", (), "give up (always legal, never listed)"),
)}


class PendingView(NamedTuple):
    kind: str                   # "eater" or "return"
    side: str                   # who decides
    victim: str | None          # eater: the crewman killed
    candidates: tuple[str, ...]  # eater: the attackers who may eat him
    weapon: str | None          # return: the used weapon
    options: tuple[str, ...]    # return: the areas it may go back to


def pending(s: State) -> PendingView | None:
    """The decision owed before play goes on (possibly by the side not in its turn)."""
    if not s.pending:
        return None
    p = s.pending[0]
    if p.kind == "eater":
        return PendingView(p.kind, p.side, p.victim, tuple(p.candidates), None, ())
    return PendingView(p.kind, p.side, None, (), p.weapon, tuple(p.options))


class SetupView(NamedTuple):
    population_roll: int | None
    to_place: Mapping[str, int]          # stage id -> monsters still to place
    first_area: str | None
    discoverers: tuple[str, ...]
    survivors: tuple[str, ...]           # Crew Survival: who reached the boats
    seats: Mapping[str, str]             # Crew Survival: survivor -> boat chosen


def setup_view(s: State) -> SetupView:
    st = s.setup
    return SetupView(st.get("population_roll"), dict(st.get("to_place", {})), st.get("first_area"),
                     tuple(st.get("discoverers", ())), tuple(st.get("survivors", ())),
                     dict(st.get("assign", {})))


def growth(s: State) -> tuple[str, int, tuple[str, ...]] | None:
    """While the monsters pick who grows: (stage, growths left, those done)."""
    g = s.grow
    return None if g is None else (g["stage"], g["left"], tuple(g["done"]))


def self_destruct_round(s: State) -> int | None:
    """The round at whose crew-turn end the ship explodes, or None."""
    return s.self_destruct_at


def has_escaped(s: State) -> bool:
    """A boat has left: the crew have conceded the ship."""
    return s.escaped


class BoatView(NamedTuple):
    id: str
    name: str
    bay: str
    capacity: int | None         # crewmen seats (None: no limit)
    aboard: tuple[str, ...]      # boarded in the bay, or who left in it
    launched: bool


def boats(s: State) -> list[BoatView]:
    out = []
    for bay, b in s.map.boat_bays.items():
        rec = s.boats.get(b.id)
        if rec is None:
            continue
        out.append(BoatView(b.id, b.name, bay, b.capacity, tuple(rec.aboard), rec.launched))
    return out


# ----- the end: score, result, epilogue -------------------------------------------
class Score(NamedTuple):
    crew: float
    monsters: float
    crew_points: Mapping[str, float]    # crewman -> the points he brings
    monster_reason: str                 # why the monsters have their points


def score(s: State) -> Score:
    """The points as they stand ("How to Win"): final once the game is over."""
    pts = ending.points(s)
    reason = s.ended
    per = {c: float(CREW_BY_ID[c].con) for c in ending.scoring_crew(s)}
    if not pts[MONSTERS]:
        why = "no points"
    elif reason == "self-destruct":
        why = "the ship blew up"
    else:
        why = "the ship is theirs"
    return Score(pts[CREW], pts[MONSTERS], per, why)


class Result(NamedTuple):
    winner: str | None          # None: a draw
    reason: str                 # ship-taken | monsters-destroyed | self-destruct | survival | concession
    conceded: str | None
    crew: float
    monsters: float


def game_result(s: State) -> Result | None:
    r = s.result
    if r is None:
        return None
    return Result(r.winner, r.reason, r.conceded, r.score[CREW], r.score[MONSTERS])


class Journey(NamedTuple):
    boat: str
    crew: tuple[str, ...]
    step: int
    rations: int | None          # years of food left on short rations
    result: str | None           # None travelling, "home", "lost", "unfinished"
    choices: tuple[str, ...]     # waiting for the crew's choice


def journeys(s: State) -> list[Journey]:
    """Each escaped boat's trip home, in launch order."""
    return [Journey(e.boat, tuple(e.crew), e.step, e.rations, e.result, tuple(e.choices or ()))
            for e in s.epilogue]


def epilogue_chart() -> dict[int, ChartStep]:
    """The Epilogue's steps and where each leads (steps 14-15 are house interpretations)."""
    return ending.CHART


# ----- added for the UI ---------------------------------------------------------------
def learned_effect(s: State, weapon_id: str, choice: str | None = None) -> str | None:
    """The effect chit learned for good for a weapon counter or type ("knife"
    or "knife-2" -> "kill4"); choice="low" asks for the Comm Beamer's second
    setting. None while untried."""
    counter = weapon_id if weapon_id in WEAPON_OF else f"{weapon_id}-1"
    return s.known.get(s.effect_key(counter, choice))


__all__ += ["learned_effect"]
