"""How the game ends, the score, and each escaped boat's journey home
(rulebook "How to Win", "Crew Escape", "Znutar Self-Destruct", "Epilogue",
"Crew Survival"; steps 14-15 per rules-clarifications.md, a house interpretation)."""
from __future__ import annotations

from typing import Any, NamedTuple

from .actions import Action
from . import hooks
from .pieces import event, kill_crew, name, remove_monster
from .records import CONCESSION, SURVIVAL, BoatTrip, Result
from .state import ABOARD, ESCAPED, State
from .tables import CREW, CREW_BY_ID, MONSTERS, NON_CREWMEN, other_side

SHIP_POINTS = 111.0          # what the monsters score for the ship ("How to Win")
BLOWN_UP_POINTS = 55.5       # ... and after the self-destruct, unless every monster was dead before it
MAX_EPILOGUE_STEPS = 200     # house interpretation: a boat still wandering after this many steps is lost


def check_end(s: State, events: list[dict[str, Any]]) -> bool:
    """End the game if the monsters hold the ship or none are left. True if it ended.
    With nobody left aboard, a pending self-destruct still goes off ("Once
    initiated, self-destruct cannot be canceled"): nothing aboard can change
    before the blast, so it comes at once."""
    if s.phase in ("epilogue", "over"):
        return True
    if not any(st == ABOARD for st in s.status.values()) or not hooks.crew_holds_on(s):
        if s.self_destruct_at is not None:
            explode(s, events)
        else:
            finish(s, "ship-taken", events)
        return True
    if s.self_destruct_at is None and not s.has_monsters():
        finish(s, "monsters-destroyed", events)
        return True
    return False


def explode(s: State, events: list[dict[str, Any]]) -> None:
    """Self-destruct: everything still aboard dies. Whether the crew had
    already destroyed every monster is kept for the score."""
    if not s.has_monsters():
        s.setup.cleared_before_blast = True
    event(events, "explosion", "The Znutar explodes in a ball of green-tinged fire!")
    for c in s.crew_aboard():
        kill_crew(s, c, events, "the explosion")
    for m in s.monsters_on_board():
        remove_monster(s, m)
    finish(s, "self-destruct", events)


def finish(s: State, reason: str, events: list[dict[str, Any]]) -> None:
    s.ended = reason
    s.battle = None
    for p in s.pending:                 # a used weapon still owed a place goes to its first start area
        if p.kind == "return":
            s.wloc[p.weapon] = p.options[0]
    s.pending = []
    texts = {
        "ship-taken": f"No crew remain aboard: the {s.species.name} have the Znutar.",
        "monsters-destroyed": f"Every one of the {s.species.name} is destroyed!",
        "self-destruct": "The monsters perished with the ship.",
    }
    event(events, "ship-over", texts[reason], reason=reason)
    if s.epilogue:
        s.phase = "epilogue"
        s.to_play = CREW
        event(events, "phase", "Epilogue: guide each boat home.", phase=s.phase, to_play=CREW)
        advance_epilogue(s, events)
    else:
        _final(s, events)


def points(s: State) -> dict[str, float]:
    reason = s.ended
    if reason == "self-destruct":
        # "If the crew destroys all the Green Things, the monsters score 0",
        # also when the ship blows up after that.
        monsters = 0.0 if s.setup.cleared_before_blast else BLOWN_UP_POINTS
    elif reason == "ship-taken" or s.escaped:
        monsters = SHIP_POINTS
    else:
        monsters = 0.0
    crew = sum(CREW_BY_ID[c].con for c in scoring_crew(s))
    return {CREW: float(crew), MONSTERS: monsters}


def scoring_crew(s: State) -> list[str]:
    """Crewmen whose constitution counts for the crew: those home on Snudl-1,
    and those aboard when every monster is destroyed (the Robot and the Mascot never score)."""
    out = [c for e in s.epilogue if e.result == "home" for c in e.crew if c not in NON_CREWMEN]
    if s.ended == "monsters-destroyed":
        out += [c for c in s.crew_aboard() if c not in NON_CREWMEN]
    return out


def _final(s: State, events: list[dict[str, Any]]) -> None:
    score = points(s)
    assert s.ended is not None, "the game on the ship has ended"
    if s.options.mode == "survival":
        winner = CREW if score[CREW] > 0 else MONSTERS
    elif score[CREW] == score[MONSTERS]:
        winner = None
    else:
        winner = CREW if score[CREW] > score[MONSTERS] else MONSTERS
    s.result = Result(winner, s.ended, score)
    s.phase = "over"
    s.to_play = None
    who = {CREW: "The crew wins", MONSTERS: "The monsters win", None: "A draw"}[winner]
    if s.options.mode == "survival":  # "You win if you successfully return any crew": no points compared
        home = len(scoring_crew(s))
        text = (f"{who}: {home} crewm{'a' if home == 1 else 'e'}n home on Snudl-1 ({score[CREW]:g} points)."
                if winner == CREW else f"{who}: no crewman reached Snudl-1.")
    else:
        text = f"{who}: crew {score[CREW]:g}, monsters {score[MONSTERS]:g}."
    event(events, "game-over", text, winner=winner, score=score)


def escape_concession(s: State) -> float | None:
    """"Crew Escape": the points the crew concede to the monsters if a boat
    leaves now ("111 victory points ... (55 1/2 on a self-destruct)"); None
    when the ship is conceded already (a boat has left)."""
    if s.escaped:
        return None
    return BLOWN_UP_POINTS if s.self_destruct_at is not None else SHIP_POINTS


def concede(s: State, side: str, events: list[dict[str, Any]]) -> None:
    """"How to Win": a side that gives up loses. House interpretation of the
    points: a conceding crew leaves the monsters the ship (111); conceding
    monsters leave the crew aboard as survivors."""
    winner = other_side(side)
    reason = "ship-taken" if side == CREW else "monsters-destroyed"
    s.ended = reason
    s.battle, s.pending = None, []
    for e in s.epilogue:
        e.result = e.result or "unfinished"
    score = points(s)
    s.result = Result(winner, CONCESSION, score, side)
    s.phase, s.to_play = "over", None
    event(events, "game-over", f"The {side} concede. The {winner} win.", winner=winner, score=score)


# ----- the Epilogue ----------------------------------------------------------
CHOICES = {
    1: {"snudl-1": 7, "last-planet": 3},
    4: {"run": 8, "fight": 5},
    14: {"press-on": 2, "turn-back": 3},
}
# die roll -> next step, for the steps that are a plain roll
ROLLS = {
    2: (3, 7, 8), 3: (4, 4, 6), 6: (4, 2, 12), 7: (3, 13, 14), 8: (3, 9, 10),
    9: (3, 2, 11), 10: (3, 8, 15), 13: (3, 6, 15),
}
STEP_TEXT = {
    2: "a year in space", 3: "landing on a world explored before", 6: "restocking food and fuel",
    7: "two years in space", 8: "lost in space", 9: "near a black hole", 10: "a cosmic cloud",
    13: "a strange planetoid",
}

STEP_NAMES = {
    1: "Choose a course", 2: "A year in space", 3: "A known world", 4: "Hostile natives",
    5: "Battle!", 6: "Food and fuel", 7: "Two years in space", 8: "Lost in space",
    9: "Black hole", 10: "Cosmic cloud", 11: "Vanished", 12: "Home: Snudl-1",
    13: "Strange planetoid", 14: "Supplies low", 15: "Gravy Flu",
}
HOUSE_STEPS = frozenset({14, 15})


class ChartStep(NamedTuple):
    step: int
    name: str
    kind: str                    # "choice", "roll", "battle", "home", "lost", "rations", "flu"
    house: bool                  # our interpretation (rules-clarifications), not the rulebook's text
    next: tuple[int, ...]        # where it can lead
    choices: dict[str, int]      # a decision: choice -> next step
    split: int | None            # a plain roll: this or less leads to next[0], more to next[1]


def _chart() -> dict[int, ChartStep]:
    special = {5: ("battle", (6, 4)), 11: ("lost", ()), 12: ("home", ()), 15: ("flu", (6, 7))}
    chart = {}
    for step, title in STEP_NAMES.items():
        choices, split = dict(CHOICES.get(step, {})), None
        if step in CHOICES:
            kind, nxt = ("rations" if step == 14 else "choice"), tuple(choices.values())
        elif step in ROLLS:
            kind, nxt, split = "roll", ROLLS[step][1:], ROLLS[step][0]
        else:
            kind, nxt = special[step]
        chart[step] = ChartStep(step, title, kind, step in HOUSE_STEPS, nxt, choices, split)
    return chart


def current_boat(s: State) -> BoatTrip | None:
    for e in s.epilogue:
        if e.result is None:
            return e
    return None


def _waiting_boat(s: State) -> BoatTrip:
    """The boat whose crew must choose (the epilogue waits for it)."""
    e = current_boat(s)
    assert e is not None and e.choices is not None, "a boat waits for the crew's choice"
    return e


def legal_epilogue(s: State) -> list[Action]:
    return [Action("epilogue", choice=c) for c in _waiting_boat(s).choices or ()]


def apply_epilogue(s: State, a: Action, events: list[dict[str, Any]]) -> None:
    e = _waiting_boat(s)
    assert a.choice is not None, a
    e.step = CHOICES[e.step][a.choice]
    e.choices = None
    event(events, "epilogue", f"The {e.boat} crew decide: {a.choice.replace('-', ' ')}.",
          boat=e.boat, choice=a.choice)
    advance_epilogue(s, events)


def _lose(s: State, e: BoatTrip, why: str, events: list[dict[str, Any]]) -> None:
    e.result = "lost"
    event(events, "epilogue", f"The {e.boat} is lost: {why}.", boat=e.boat, result="lost")


def _random_death(s: State, e: BoatTrip, events: list[dict[str, Any]], why: str) -> None:
    victim = e.crew.pop(s.dice.index(len(e.crew)))
    event(events, "epilogue", f"{name(s, victim)} dies ({why}).", boat=e.boat, victim=victim)


def advance_epilogue(s: State, events: list[dict[str, Any]]) -> None:
    """Play boats' journeys until a decision is needed or all are done."""
    while True:
        e = current_boat(s)
        if e is None:
            _final(s, events)
            return
        if _run_boat(s, e, events):
            return


def _run_boat(s: State, e: BoatTrip, events: list[dict[str, Any]]) -> bool:
    """Advance one boat; True when it waits for the crew player's choice."""
    boat = e.boat
    while e.result is None:
        step = e.step
        e.steps += 1
        if e.steps > MAX_EPILOGUE_STEPS:
            _lose(s, e, "it wanders space forever", events)
            break
        if step in (1, 4):
            e.choices = list(CHOICES[step])
            return True
        if step == 14:      # Supplies run low
            if e.rations is not None:
                _lose(s, e, "supplies ran out on short rations and the crew starved", events)
                break
            e.rations = 2
            e.choices = list(CHOICES[14])
            event(events, "epilogue", f"The {boat}'s supplies run low: short rations, two years of food.", boat=boat)
            return True
        if step in (2, 7) and e.rations is not None:
            # Years of food left is a count: step 7 with one year left eats the last
            # of it and "reaching 0 years starves the crew" (rules-clarifications,
            # step 14); never below 0, so the saved trip stays a legal state.
            e.rations = max(0, e.rations - (1 if step == 2 else 2))
            if e.rations == 0:
                _lose(s, e, "the food ran out and the crew starved", events)
                break
        if step == 6:
            e.rations = None
        if step in ROLLS:
            split, low, high = ROLLS[step]
            roll = s.dice.d6()
            nxt = low if roll <= split else high
            event(events, "roll", f"{boat}: {STEP_TEXT[step]}; rolled {roll}.", dice=[roll], total=roll,
                  purpose="epilogue", boat=boat, step=step, next=nxt, success=True)
            e.step = nxt
        elif step == 5:
            _battle(s, e, events)
        elif step == 11:
            _lose(s, e, "it vanished into the black hole", events)
        elif step == 12:
            e.result = "home"
            event(events, "epilogue", f"The {boat} reaches Snudl-1 safely with "
                  f"{', '.join(name(s, c) for c in e.crew)}!", boat=boat, result="home")
        elif step == 15:
            _gravy_flu(s, e, events)
    return False


def _battle(s: State, e: BoatTrip, events: list[dict[str, Any]]) -> None:
    """Step 5: the crew (Robot and Mascot included) against 1-6 natives."""
    natives = s.dice.d6()
    crew_dice = sum(CREW_BY_ID[c].dice for c in e.crew)
    ours = s.dice.roll(crew_dice)
    theirs = s.dice.roll(natives)
    won = sum(ours) > sum(theirs)
    event(events, "roll", f"{e.boat}: {natives} natives attack. Crew {sum(ours)} vs natives {sum(theirs)}.",
          dice=ours, total=sum(ours), against=theirs, purpose="epilogue", boat=e.boat, step=5, success=won)
    if won:
        e.step = 6
        return
    _random_death(s, e, events, "killed by natives")
    if not e.crew:
        _lose(s, e, "nobody survived the natives", events)
    else:
        e.step = 4


def _gravy_flu(s: State, e: BoatTrip, events: list[dict[str, Any]]) -> None:
    """Step 15 (house interpretation): 4 dice against each crewman's constitution."""
    for c in list(e.crew):
        dice = s.dice.roll(4)
        died = sum(dice) >= CREW_BY_ID[c].con
        event(events, "roll", f"Gravy Flu: {name(s, c)} rolls {sum(dice)} vs {CREW_BY_ID[c].con}"
              f"{': dies' if died else ''}.", dice=dice, total=sum(dice), need=CREW_BY_ID[c].con,
              target=c, purpose="epilogue", boat=e.boat, step=15, success=not died)
        if died:
            e.crew.remove(c)
    if not e.crew:
        _lose(s, e, "the Gravy Flu took everyone", events)
        return
    roll = s.dice.d6()
    e.step = 6 if roll <= 3 else 7
    event(events, "roll", f"{e.boat}: after the flu, rolled {roll}.", dice=[roll], total=roll,
          purpose="epilogue", boat=e.boat, step=15, next=e.step, success=True)


# ----- Crew Survival (a very short game) -------------------------------------
def start_survival(s: State, events: list[dict[str, Any]]) -> None:
    """Draw a die's worth of crew (a 1 rolls again for more); four or fewer
    take one boat, five or more may split between two."""
    roll = s.dice.d6()
    n = roll
    if roll == 1:
        n += s.dice.d6()
    pool = [c for c in CREW_BY_ID]
    drawn = [pool.pop(s.dice.index(len(pool))) for _ in range(min(n, len(pool)))]
    event(events, "roll", f"Crew Survival: {n} crew reach the boats: {', '.join(name(s, c) for c in drawn)}.",
          dice=[roll], total=n, purpose="survival", success=True)
    s.setup.survivors = drawn
    for c in drawn:
        s.status[c] = ESCAPED
    s.escaped = True
    s.ended = SURVIVAL
    if len(drawn) <= 4:
        _launch_survival(s, {"cockboat": drawn}, events)
    else:
        s.phase = "survival-boats"
        s.to_play = CREW
        s.setup.assign = {}
        event(events, "phase", "Split the survivors between the Cockboat and the Saucer (4 seats).",
              phase=s.phase, to_play=CREW)


def _seating(s: State) -> tuple[list[str], dict[str, str]]:
    """Crew Survival's survivors and the seats chosen so far (both set when the seating began)."""
    survivors, assign = s.setup.survivors, s.setup.assign
    assert survivors is not None and assign is not None, "the survivors choose seats after the draw"
    return survivors, assign


def legal_survival(s: State) -> list[Action]:
    survivors, assign = _seating(s)
    c = next(c for c in survivors if c not in assign)
    saucer = sum(1 for x, b in assign.items() if b == "saucer" and x not in NON_CREWMEN)
    acts = [Action("board", piece=c, choice="cockboat")]
    if c in NON_CREWMEN or saucer < 4:
        acts.append(Action("board", piece=c, choice="saucer"))
    return acts


def apply_survival(s: State, a: Action, events: list[dict[str, Any]]) -> None:
    survivors, assign = _seating(s)
    assert a.piece is not None and a.choice is not None, a
    assign[a.piece] = a.choice
    event(events, "board", f"{name(s, a.piece)} takes a seat in the {a.choice}.", piece=a.piece, boat=a.choice)
    if len(assign) == len(survivors):
        boats: dict[str, list[str]] = {}
        for c in survivors:
            boats.setdefault(assign[c], []).append(c)
        _launch_survival(s, boats, events)


def _launch_survival(s: State, boats: dict[str, list[str]], events: list[dict[str, Any]]) -> None:
    for boat, crew in boats.items():
        if any(c not in NON_CREWMEN for c in crew):
            s.epilogue.append(BoatTrip(boat, list(crew)))
    s.phase = "epilogue"
    s.to_play = CREW
    event(events, "phase", "Epilogue: guide each boat home.", phase=s.phase, to_play=CREW)
    advance_epilogue(s, events)


CHART = _chart()   # step -> ChartStep, for the read API
