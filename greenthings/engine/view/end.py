"""The end: the score, the result, the boats' journeys and the epilogue chart."""
from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

from .. import ending
from ..ending import ChartStep
from ..state import State
from ..tables import CREW, CREW_BY_ID, MONSTERS


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


def escape_concession(s: State) -> float | None:
    """"Crew Escape": the points the crew concede to the monsters if a boat
    leaves now (the ship, or half of it once the self-destruct runs); None
    when the ship is conceded already."""
    return ending.escape_concession(s)


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
