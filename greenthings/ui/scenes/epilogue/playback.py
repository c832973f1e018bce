"""What the Epilogue shows of each boat while its events play out.

The engine has already run a decision's whole consequence when the scene gets
its events; the panel and the chart must not run ahead of the animation.  So
each boat's shown trip (its way on the chart, who is aboard, its fate) moves
only as the events are shown: a roll's outcome once its dice have landed, a
death or a fate when its line appears, and the engine's final word on a boat
once none of its events are left to show."""
from __future__ import annotations

from dataclasses import dataclass, field

from greenthings.engine import Ev, Journey, epilogue_chart


@dataclass
class ShownTrip:
    boat: str
    crew: list[str]
    path: list[int] = field(default_factory=lambda: [1])   # the chart steps it went through
    result: str | None = None                              # None travelling, "home", "lost", "unfinished"
    rations: int | None = None

    @classmethod
    def of(cls, j: Journey) -> "ShownTrip":
        return cls(j.boat, list(j.crew), [1] if j.step == 1 else [1, j.step], j.result, j.rations)

    def at(self, step: int) -> None:
        if step in epilogue_chart() and self.path[-1] != step:
            self.path.append(step)

    def catch_up(self, j: Journey) -> None:
        """The engine's word once every event of this boat has been shown."""
        self.at(j.step)
        self.crew, self.result, self.rations = list(j.crew), j.result, j.rations


class Playback:
    """The shown trips, by boat, in launch order."""

    def __init__(self, trips: list[Journey]) -> None:
        self.trips = {j.boat: ShownTrip.of(j) for j in trips}
        self.focus: str | None = None   # the boat whose event is being shown

    def begin(self, e: dict) -> None:
        """An event starts to show (a roll starts tumbling)."""
        boat = e.get("boat")
        if boat in self.trips:
            self.focus = boat
            if isinstance(e.get("step"), int):
                self.trips[boat].at(e["step"])

    def settle(self, e: dict, journeys: list[Journey], still_to_show: list[dict]) -> None:
        """An event has landed: its outcome shows; a boat with nothing left to show catches up."""
        trip = self.trips.get(e.get("boat"))
        if trip is not None:
            if e.get("type") == Ev.EPILOGUE and e.get("choice"):
                trip.at(epilogue_chart()[trip.path[-1]].choices.get(e["choice"], trip.path[-1]))
            if isinstance(e.get("next"), int):
                trip.at(e["next"])
            gone = e.get("victim") or (e.get("target") if e.get("success") is False else None)
            if gone in trip.crew:
                trip.crew.remove(gone)
            if e.get("result"):
                trip.result = e["result"]
        waiting = {x.get("boat") for x in still_to_show}
        for j in journeys:
            if j.boat not in self.trips:
                self.trips[j.boat] = ShownTrip.of(j)
            elif j.boat not in waiting:
                self.trips[j.boat].catch_up(j)

    def current(self, busy: bool) -> ShownTrip | None:
        """The boat to show on the chart: the one whose events play, else the first still travelling."""
        if busy and self.focus in self.trips:
            return self.trips[self.focus]
        trips = list(self.trips.values())
        return next((t for t in trips if t.result is None), trips[-1] if trips else None)
