"""The named points where the core asks the expansions a game plays with
(`State.expansions`; engine/expansion.py says what an expansion is).

Each function here is one point, called from one place in the core, and
asks each expansion on in turn; with none on, each answers as the rulebook:

====================  ==============================  ==========================================
point                 called from                     asks
====================  ==============================  ==========================================
game_map              State.new                       the map with the expansion's places
setup_places          species rules: placement        the monsters' setup chain
links                 view.pieces: distances          ways between areas besides the map's
crew_con, hand_dice,  combat, view.battles            a crewman's constitution, hand-to-hand
gas_proof                                             dice, whether gas touches him
move_allowance        crew_turn: moves                how far a crewman walks
sidelined             crew_turn: who acts             crewmen who cannot act this turn
crew_killed           pieces.kill_crew                a crewman is about to die
crew_holds_on         ending.check_end                whether the crew hold any of the ship
monster_turn_start,   turn.py                         the start and end of the sides' turns
crew_turn_start,
crew_turn_end
self_destruct         turn.end_crew_turn              the clock has run out, before the blast
grow_targets,         monster_turn: grow              narrower grow offers, who grows, words
growers, grow_note
monster_move_offers,  monster_turn: move              the monsters' moves besides steps
monster_moved
monster_targets       monster_turn: attack            whom monsters may attack, where
grab_filter,          crew_turn: grab                 grab offers kept, and the expansion's own
grab_offers
crew_moves_instead,   crew_turn: move                 a crewman's moves besides (or instead of)
crew_moves,                                           steps; whether a boat may be boarded;
boat_docked,                                          after a step; the move's other actions;
crew_stepped,                                         the boats' launch at its end
crew_move_offers,
launch_boats
weapon_reach,         crew_turn: attack, combat       reach, weapons that do nothing, blast
weapon_works,                                         areas, more attacks, the attack phase's
blast_areas,                                          other actions
crew_attack_offers,
crew_attack_phase_
offers
target_place,         combat, validate,               attack targets that are no piece (their
target_con,           view.battles                    area, constitution, the total that
kill_total,                                           kills, the roll)
attack_target
blast_taker           battle_sums: crew_blast         who takes a blast's dice for a crewman
blast_on_crewman      combat: blasts on the crew      a blast's dice on a crewman
apply_action          the phase modules               the expansion's own actions
decision_of           rules, validate, view.turn      who owns a pending decision
====================  ==============================  ==========================================
"""
from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from typing import TYPE_CHECKING

from .expansion import EXPANSIONS, ByArea, Events, Expansion, GameState, Neighbours, owner_of
from .tables import CREW_BY_ID

if TYPE_CHECKING:
    from .actions import Action
    from .shipmap import ShipMap

# `s` below is a state.State (GameState: the state imports this module).


# ----- places -------------------------------------------------------------------------
def game_map(expansions: Iterable[Expansion], name: str) -> ShipMap | None:
    for x in expansions:
        ship = x.game_map(name)
        if ship is not None:
            return ship
    return None


def setup_places(s: GameState) -> tuple[Neighbours, Sequence[str]]:
    for x in s.expansions:
        found: tuple[Neighbours, Sequence[str]] | None = x.setup_places(s)
        if found is not None:
            return found
    return s.map.neighbors, s.map.area_ids


def links(s: GameState, on_foot: bool) -> tuple[tuple[str, str], ...]:
    return tuple(pair for x in s.expansions for pair in x.links(s.map, on_foot))


# ----- pieces -------------------------------------------------------------------------
def crew_con(s: GameState, c: str) -> int:
    con = CREW_BY_ID[c].con
    for x in s.expansions:
        con = x.crew_con(s, c, con)
    return con


def hand_dice(s: GameState, c: str) -> int:
    dice = CREW_BY_ID[c].dice
    for x in s.expansions:
        dice = x.hand_dice(s, c, dice)
    return dice


def gas_proof(s: GameState, c: str) -> bool:
    return any(x.gas_proof(s, c) for x in s.expansions)


def move_allowance(s: GameState, c: str) -> int:
    move = CREW_BY_ID[c].move
    for x in s.expansions:
        move = x.move_allowance(s, c, move)
    return move


def sidelined(s: GameState) -> set[str]:
    out: set[str] = set()
    for x in s.expansions:
        out |= x.sidelined(s)
    return out


def crew_killed(s: GameState, c: str, area: str | None) -> None:
    for x in s.expansions:
        x.crew_killed(s, c, area)


def crew_holds_on(s: GameState) -> bool:
    return all(x.crew_holds_on(s) for x in s.expansions)


# ----- the turn -----------------------------------------------------------------------
def monster_turn_start(s: GameState, events: Events) -> None:
    for x in s.expansions:
        x.monster_turn_start(s, events)


def crew_turn_start(s: GameState, events: Events) -> None:
    for x in s.expansions:
        x.crew_turn_start(s, events)


def crew_turn_end(s: GameState, events: Events) -> None:
    for x in s.expansions:
        x.crew_turn_end(s, events)


def self_destruct(s: GameState, events: Events) -> None:
    for x in s.expansions:
        x.self_destruct(s, events)


# ----- the monsters' turn ---------------------------------------------------------------
def grow_targets(s: GameState, stage: str, growers: list[str]) -> list[str]:
    return [t for x in s.expansions for t in x.grow_targets(s, stage, growers)]


def growers(s: GameState, target: str | None, ms: list[str]) -> list[str]:
    for x in s.expansions:
        ms = x.growers(s, target, ms)
    return ms


def grow_note(s: GameState, target: str | None) -> str:
    return "".join(x.grow_note(target) for x in s.expansions) if target else ""


def monster_move_offers(s: GameState, moves: dict[str, tuple[Action, ...]]) -> None:
    for x in s.expansions:
        x.monster_move_offers(s, moves)


def monster_moved(s: GameState, m: str, frm: str, to: str) -> None:
    for x in s.expansions:
        x.monster_moved(s, m, frm, to)


def monster_targets(s: GameState, places: Iterable[tuple[str, list[str]]], crew: ByArea,
                    mons: ByArea) -> Iterable[tuple[str, list[str]]]:
    for x in s.expansions:
        places = x.monster_targets(s, places, crew, mons)
    return places


# ----- the crew's turn --------------------------------------------------------------------
def grab_filter(s: GameState, acts: list[Action]) -> list[Action]:
    return [a for a in acts if all(x.grab_allowed(s, a) for x in s.expansions)]


def grab_offers(s: GameState, active: list[str]) -> list[Action]:
    return [a for x in s.expansions for a in x.grab_offers(s, active)]


def crew_moves_instead(s: GameState, c: str) -> tuple[Action, ...] | None:
    for x in s.expansions:
        own: tuple[Action, ...] | None = x.crew_moves_instead(s, c)
        if own is not None:
            return own
    return None


def crew_moves(s: GameState, c: str) -> tuple[Action, ...]:
    return tuple(a for x in s.expansions for a in x.crew_moves(s, c))


def boat_docked(s: GameState, boat: str) -> bool:
    return not s.boats[boat].launched and all(x.boat_docked(s, boat) for x in s.expansions)


def crew_stepped(s: GameState, c: str) -> None:
    for x in s.expansions:
        x.crew_stepped(s, c)


def crew_move_offers(s: GameState) -> list[Action]:
    return [a for x in s.expansions for a in x.crew_move_offers(s)]


def launch_boats(s: GameState, events: Events) -> bool:
    return any(x.launch_boats(s, events) for x in s.expansions)


def weapon_reach(s: GameState, c: str, weapon: str, here: str, areas: tuple[str, ...]) -> tuple[str, ...]:
    for x in s.expansions:
        areas = x.weapon_reach(s, c, weapon, here, areas)
    return areas


def weapon_works(s: GameState, weapon: str, here: str, area: str) -> bool:
    return all(x.weapon_works(s, weapon, here, area) for x in s.expansions)


def blast_areas(s: GameState, target: str, areas: Collection[str]) -> Collection[str]:
    for x in s.expansions:
        areas = x.blast_areas(s, target, areas)
    return areas


def crew_attack_offers(s: GameState, c: str, mons: ByArea, zone: Collection[str] | None,
                       fought: Collection[str]) -> list[Action]:
    return [a for x in s.expansions for a in x.crew_attack_offers(s, c, mons, zone, fought)]


def crew_attack_phase_offers(s: GameState) -> list[Action]:
    return [a for x in s.expansions for a in x.crew_attack_phase_offers(s)]


# ----- combat -----------------------------------------------------------------------------
def target_place(s: GameState, target: str) -> tuple[str, str] | None:
    for x in s.expansions:
        found: tuple[str, str] | None = x.target_place(s, target)
        if found is not None:
            return found
    return None


def target_con(s: GameState, target: str) -> int | None:
    for x in s.expansions:
        con: int | None = x.target_con(s, target)
        if con is not None:
            return con
    return None


def kill_total(s: GameState, target: str) -> tuple[str | None, int] | None:
    for x in s.expansions:
        found: tuple[str | None, int] | None = x.kill_total(s, target)
        if found is not None:
            return found
    return None


def attack_target(s: GameState, target: str, attackers: list[str], who: str, dice: int, events: Events) -> str | None:
    for x in s.expansions:
        if x.target_con(s, target) is not None:
            killed: str | None = x.attack_target(s, target, attackers, who, dice, events)
            return killed
    raise ValueError(f"{target!r} is no target of this game")


def blast_taker(s: GameState, c: str) -> str | None:
    for x in s.expansions:
        found: str | None = x.blast_taker(s, c)
        if found is not None:
            return found
    return None


def blast_on_crewman(s: GameState, c: str, dice: int, events: Events) -> bool:
    return any(x.blast_on_crewman(s, c, dice, events) for x in s.expansions)


# ----- actions and decisions -----------------------------------------------------------
def apply_action(s: GameState, a: Action, events: Events) -> None:
    for x in s.expansions:
        if x.apply_action(s, a, events):
            return
    raise ValueError(f"no rule of this game applies {a} in {s.phase}")


def decision_of(s: GameState, kind: str) -> Expansion | None:
    """The expansion on in this game that owns decision `kind`, else None."""
    x = owner_of(kind)
    return x if x is not None and x in s.expansions else None


def action_words(s: GameState, a: Action) -> str | None:
    for x in s.expansions:
        words: str | None = x.action_words(s, a)
        if words is not None:
            return words
    return None


def registered() -> tuple[Expansion, ...]:
    """Every expansion known, on or off."""
    return tuple(EXPANSIONS.values())
