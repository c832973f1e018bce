"""The turn: phases, action types, decisions owed, setup progress, boats."""
from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import NamedTuple

from .. import hooks
from ..actions import Action
from ..expansion import Expansion
from ..phases import PHASES, PhaseInfo
from ..state import State


def phase_info(s: State) -> PhaseInfo:
    return PHASES[s.phase]


class ActionType(NamedTuple):
    id: str
    fields: tuple[str, ...]  # the Action fields it uses
    description: str


_CORE_TYPES: dict[str, ActionType] = {t.id: t for t in (
    ActionType("place-weapon", ("weapon", "to"), "put a spare weapon counter on one of its pictures"),
    ActionType("place-crew", ("piece", "to"), "station a crewman at one of his posts"),
    ActionType("first-area", ("to",), "choose the first monster's area (a roll of 6)"),
    ActionType("place-monster", ("choice", "to"), "place one starting monster of a stage"),
    ActionType("discover", ("piece", "to"), "a crewman's discovery move into a monster area"),
    ActionType("grow", ("choice", "target"), "the stage that grows this turn (target: an expansion's "
               "narrowing of who grows)"),
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


class _ActionTypes(Mapping[str, ActionType]):
    """The core's action types, then those of every registered expansion
    (`Expansion.action_types`), by id: a live mapping, so an expansion
    registered later is in it too."""

    def _all(self) -> dict[str, ActionType]:
        key = hooks.registered()
        if self._key != key:
            self._types = {**_CORE_TYPES, **{t[0]: ActionType(*t) for x in key for t in x.action_types
                                            if t[0] not in _CORE_TYPES}}
            self._key = key
        return self._types

    _key: tuple[Expansion, ...] = ()
    _types: dict[str, ActionType] = _CORE_TYPES

    def __getitem__(self, type_id: str) -> ActionType:
        return self._all()[type_id]

    def __iter__(self) -> Iterator[str]:
        return iter(self._all())

    def __len__(self) -> int:
        return len(self._all())


ACTION_TYPES: Mapping[str, ActionType] = _ActionTypes()


def action_words(s: State, action: Action) -> str | None:
    """A short imperative sentence for one of an expansion's actions, in the
    expansion's own words (`Expansion.action_words`); None for the others."""
    return hooks.action_words(s, action)


class PendingView(NamedTuple):
    kind: str                   # "eater", "return", or an expansion's (Outside the Znutar: "lock", "riders")
    side: str                   # who decides
    victim: str | None          # eater: the crewman killed
    candidates: tuple[str, ...]  # eater: the attackers who may eat him; an expansion's: as it says
                                 # (lock: the crewman at the controls; riders: the monsters that may ride out)
    weapon: str | None          # return: the used weapon
    options: tuple[str, ...]    # return: the areas it may go back to; an expansion's: as it says
                                 # (lock: the airlock rooms; riders: (the boat,))


def pending(s: State) -> PendingView | None:
    """The decision owed before play goes on (possibly by the side not in its turn)."""
    if not s.pending:
        return None
    p = s.pending[0]
    if p.kind == "eater":
        return PendingView(p.kind, p.side, p.victim, tuple(p.candidates), None, ())
    if p.kind == "return":
        return PendingView(p.kind, p.side, None, (), p.weapon, tuple(p.options))
    owner = hooks.decision_of(s, p.kind)
    assert owner is not None, p
    return PendingView(p.kind, p.side, *owner.view_decision(s, p))


class SetupView(NamedTuple):
    population_roll: int | None
    to_place: Mapping[str, int]          # stage id -> monsters still to place
    first_area: str | None
    discoverers: tuple[str, ...]
    survivors: tuple[str, ...]           # Crew Survival: who reached the boats
    seats: Mapping[str, str]             # Crew Survival: survivor -> boat chosen


def setup_view(s: State) -> SetupView:
    st = s.setup
    return SetupView(st.population_roll, dict(st.to_place or {}), st.first_area, tuple(st.discoverers or ()),
                     tuple(st.survivors or ()), dict(st.assign or {}))


def growth(s: State) -> tuple[str, int, tuple[str, ...]] | None:
    """While the monsters pick who grows: (stage, growths left, those done)."""
    g = s.grow
    return None if g is None else (g.stage, g.left, tuple(g.done))


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
