"""Steps between a map's areas: breadth-first distances over a neighbour table
(the map's own, or one a rule or a bot builds, e.g. with extra moves)."""
from __future__ import annotations

import functools
from collections import deque
from collections.abc import Iterable, Mapping, Set as AbstractSet

from .shipmap import ShipMap


@functools.lru_cache(maxsize=4)
def area_steps(ship: ShipMap) -> dict[str, dict[str, int]]:
    """Steps between every two areas along connections, ignoring what is in
    them (computed once per map; read-only)."""
    return steps_over(ship.area_ids, ship.neighbors)


def steps_over(area_ids: Iterable[str], neighbors: Mapping[str, Iterable[str]]) -> dict[str, dict[str, int]]:
    """All-pairs steps over any neighbour table (breadth first from each area)."""
    return {src: steps_from(src, neighbors) for src in area_ids}


def steps_from(start: str, neighbors: Mapping[str, Iterable[str]],
               avoid: AbstractSet[str] = frozenset()) -> dict[str, int]:
    """area -> steps from `start` over a neighbour table (breadth first),
    never going on from an area of `avoid` (such an area is reached, and
    given its steps, but nothing beyond it through it); `start` itself always
    goes on. Over a table of the steps *into* each area, the steps to `start`."""
    d = {start: 0}
    queue = deque([start])
    while queue:
        a = queue.popleft()
        for n in neighbors[a]:
            if n not in d:
                d[n] = d[a] + 1
                if n not in avoid:
                    queue.append(n)
    return d
