"""Actions: one decision each, as small hashable records with a JSON form.

An action is `Action(type, piece, to, target, weapon, choice)` with unused
fields left None. JSON drops the None fields: {"type": "move", "piece":
"cook", "to": "galley"}. The types:

setup
  place-weapon  weapon, to           put a spare weapon counter on a picture
  place-crew    piece, to            put a crewman in one of his start areas
  first-area    to                   (roll of 6) pick the first monster's area
  place-monster choice=stage, to     put one of the starting monsters
  discover      piece, to            discovery move of one crewman
monster turn
  grow          choice=stage         the level that grows this turn
  grow-piece    piece                when counters run short: this one grows
  move          piece, to            one piece steps into an adjacent area
  attack        piece, target, [weapon]  declare one attack (target: a piece,
                                     or an area for area weapons)
  resolve                            roll the attacks declared in this area
  eater         piece                which attacker devours the victim
crew turn
  grab          piece, weapon        pick up (or dismantle a fence)
  give          piece, target        hand (or swap) the weapon to another crewman
  drop          piece                put the held weapon down
  fence-off     weapon               switch an active fence off by remote
  board         piece                get into this bay's boat (escape)
  fence-setup   piece                spend the turn setting up the held fence
  self-destruct piece                start the self-destruct from a bridge
  return-weapon weapon, to           where a used consumable goes back
any phase
  end-phase                          done with this phase
  epilogue      choice               a decision on a boat's journey home
  concede                            give up (always legal, never listed)
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any, NamedTuple


class Action(NamedTuple):
    type: str
    piece: str | None = None
    to: str | None = None
    target: str | None = None
    weapon: str | None = None
    choice: str | None = None

    def to_dict(self) -> dict[str, str]:
        return {k: v for k, v in zip(self._fields, self) if v is not None}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "Action":
        if not isinstance(d, dict) or not isinstance(d.get("type"), str):
            raise ValueError(f"an action is a JSON object with a 'type': got {d!r}")
        extra = set(d) - set(cls._fields)
        if extra:
            raise ValueError(f"unknown action field(s) {sorted(extra)} in {d!r}")
        for k, v in d.items():
            if v is not None and not isinstance(v, str):
                raise ValueError(f"action field {k!r} must be a string: got {v!r}")
        return cls(**d)

    def __str__(self) -> str:
        parts = [self.type]
        if self.piece:
            parts.append(self.piece)
        if self.weapon:
            parts.append(f"with {self.weapon}")
        if self.target:
            parts.append(f"-> {self.target}")
        if self.to:
            parts.append(f"to {self.to}")
        if self.choice:
            parts.append(f"[{self.choice}]")
        return " ".join(parts)


# A cached constructor for the hot loops that list actions: an action that was
# listed before is the same object, so listing makes no new ones. Pass the
# fields by position (type, piece, to, target, weapon, choice): it is faster.
make = lru_cache(maxsize=1 << 16)(Action)

END = Action("end-phase")
RESOLVE = Action("resolve")
CONCEDE = Action("concede")
