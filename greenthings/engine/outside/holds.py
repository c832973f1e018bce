"""Who still holds a part of the ship (rulebook "Rules Changes"; spec "End
of the game"): the game on the ship is not over while either side holds any
part of it, skin included. A crewman holds on while he is aboard anywhere,
except in or on a boat nobody can fly (only the Robot and the Mascot inside,
or nobody: *ruling*, they can never come back)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..tables import NON_CREWMEN
from .places import BOAT, BOAT_OUTSIDE

if TYPE_CHECKING:
    from ..state import State


def crew_hold_on(s: State) -> bool:
    areas, loc, status = s.map.areas, s.loc, s.status
    stranded: dict[str, bool] = {}
    for c, st in status.items():
        if st != "aboard":
            continue
        here = loc[c]
        assert here is not None, f"{c} is aboard"
        kind = areas[here].kind
        if kind not in (BOAT, BOAT_OUTSIDE):
            return True
        b = here.split(":")[1]
        if b not in stranded:
            inside = f"boat:{b}"
            stranded[b] = not any(status[x] == "aboard" and loc[x] == inside and x not in NON_CREWMEN
                                  for x in status)
        if not stranded[b]:
            return True
    return False
