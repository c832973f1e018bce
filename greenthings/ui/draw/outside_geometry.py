"""Each area's outline and token anchor as the board draws them, in canvas
units: the map's own for the ship's rooms and passages; for the places of
Outside the Znutar, the shapes worked out round the hull (outside_shapes.py),
with the boats' insides and outsides on a card that follows the boat.
No pygame here."""
from __future__ import annotations

from collections.abc import Mapping

from greenthings.ui.draw.outside_shapes import BOAT, BOAT_OUTSIDE, SKIN, SPACE, card_polygons, is_outside_map, \
    outside_shapes

Pt = tuple[float, float]


class AreaShapes:
    """Outlines (``polygons``: hit-testing order, boats before the space they
    float in) and anchors (``labels``) of the areas on the map now."""

    def __init__(self, ship) -> None:
        self.ship = ship
        self.outside = is_outside_map(ship)
        self.polygons: dict[str, tuple[Pt, ...]] = {}
        self.labels: dict[str, Pt] = {}
        self.boat_at: dict[str, str] = {}
        for aid, a in ship.areas.items():
            if not self.outside or a.inside_hull:
                self.polygons[aid] = tuple(map(tuple, a.polygon))
                self.labels[aid] = tuple(a.label_at)
        if not self.outside:
            return
        self.art = outside_shapes(ship)
        self._boat_areas = {b.id: (f"boat:{b.id}", f"boat:{b.id}:outside") for b in ship.boat_bays.values()}
        self.place_boats({b.id: bay for bay, b in ship.boat_bays.items()})
        for kind in (SKIN, SPACE):
            for aid, a in ship.areas.items():
                if a.kind == kind:
                    self.polygons[aid] = self.art.polygons[aid]
                    self.labels[aid] = self.art.labels[aid]

    def place_boats(self, at: Mapping[str, str]) -> list[str]:
        """Boat id -> where it is; returns the areas whose outline changed. A
        boat away (or gone home) has no place on the map."""
        if not self.outside:
            return []
        moved = []
        for boat, where in at.items():
            if self.boat_at.get(boat) == where or boat not in self._boat_areas:
                continue
            self.boat_at[boat] = where
            centre = self.art.berths.get((boat, where))
            for aid, poly in zip(self._boat_areas[boat], card_polygons(centre) if centre else (None, None)):
                moved.append(aid)
                if poly is None:
                    self.polygons.pop(aid, None)
                    self.labels.pop(aid, None)
                    continue
                self.polygons[aid] = poly
                xs, ys = [p[0] for p in poly], [p[1] for p in poly]
                # Tokens sit right of the card's name.
                self.labels[aid] = (min(xs) + (max(xs) - min(xs)) * 0.7, (min(ys) + max(ys)) / 2)
        if moved:  # keep boats ahead of the space areas they float in (hit-testing)
            order = sorted(self.polygons, key=lambda a: self._rank(a))
            self.polygons = {a: self.polygons[a] for a in order}
        return moved

    def _rank(self, aid: str) -> int:
        kind = self.ship.areas[aid].kind
        return {BOAT: 1, BOAT_OUTSIDE: 1, SKIN: 2, SPACE: 3}.get(kind, 0)

    def boat_card(self, boat: str) -> tuple[tuple[Pt, ...], tuple[Pt, ...]] | None:
        """The boat's card (inside, outside) where it is now, or None."""
        ins, out = self._boat_areas.get(boat, (None, None))
        if ins not in self.polygons:
            return None
        return self.polygons[ins], self.polygons[out]
