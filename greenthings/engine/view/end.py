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


def step_odds(step: int) -> dict[int, float]:
    """A plain roll's chances on the Epilogue chart: next step -> probability
    (one die: the split or less leads to the first, more to the second).
    Empty for a step that is not a plain roll."""
    info = ending.CHART[step]
    if info.kind != "roll" or info.split is None:
        return {}
    low, high = info.next
    return {low: info.split / 6, high: (6 - info.split) / 6}


def _sum_chances(dice: int) -> dict[int, float]:
    """The chance of each total of ``dice`` six-sided dice."""
    out = {0: 1.0}
    for _ in range(dice):
        nxt: dict[int, float] = {}
        for total, p in out.items():
            for face in range(1, 7):
                nxt[total + face] = nxt.get(total + face, 0.0) + p / 6
        out = nxt
    return out


def natives_battle_odds(crew: tuple[str, ...] | list[str]) -> float:
    """Step 5 ("Battle!"): the chance that ``crew`` beat the natives, who are
    one die's worth (1-6) and roll a die each against the crew's dice
    (every member's, the Robot's and Mascot's too); the crew win on a higher total."""
    ours = _sum_chances(sum(CREW_BY_ID[c].dice for c in crew))
    win = 0.0
    for natives in range(1, 7):
        theirs = _sum_chances(natives)
        win += sum(p * q for a, p in ours.items() for b, q in theirs.items() if a > b) / 6
    return win
