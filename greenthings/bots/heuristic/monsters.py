"""The monsters' decisions: which stage grows, where each monster goes, whom
it attacks, who eats the victim, the setup placements, and (Outside the
Znutar) who rides out on a launching boat."""
from __future__ import annotations

from greenthings.engine import (
    ROBOT, Action, active_fences, airlocks, battle_preview, chance_at_least, crew_status, distances,
    expected_laid, kill_total, locations, monster_stages, moves_used, occupancy, species_of, stage_distances, steps_to,
    stunned,
)

from ..common import ABOARD
from .assess import area_threat, crew_value, explore
from .params import HeuristicParams

# A monster's step to another area: a plain move, through an airlock, or
# through a boat's hatch (Outside the Znutar); the distance tables count them all.
STEP_TYPES = ("move", "airlock", "boat-hatch")

# Who eats the Robot when several monsters killed it, by stage role: its eater
# draws an effect chit (or splits), so the one least missed.
ROBOT_EATER_ORDER = {"fragment": 0, "egg": 1, "young": 2, "adult": 3}


def grow(s, acts, p: HeuristicParams):
    """The stage whose growth adds most worth (counters in the box permitting)."""
    best, bv = acts[0], -1e9
    loc, status, stun, specs = locations(s), crew_status(s), stunned(s), monster_stages(s)
    counts: dict[str, int] = {}
    for m, a in loc.items():
        if a is not None and m not in status and m not in stun:
            st = specs[m].id
            counts[st] = counts.get(st, 0) + 1
    free: dict[str, int] = {}
    for m, a in loc.items():
        if a is None and m not in status:
            st = specs[m].id
            free[st] = free.get(st, 0) + 1
    species = species_of(s)
    for a in acts:
        if a.type != "grow":
            continue
        stage = species.stage(a.choice)
        n = counts.get(stage.id, 0)
        if stage.grows_to is None:     # lays instead
            laid = min(expected_laid(s, stage.id, n), free.get(stage.lays, 0))
            v = laid * species.stage(stage.lays).value * p.lay_bonus if stage.lays else 0.0
        else:
            v = min(n, free.get(stage.grows_to, 0)) * (species.stage(stage.grows_to).value - stage.value)
        if v > bv:
            best, bv = a, v
    return best


def move(s, acts, rng, noise, p: HeuristicParams, style=None):
    """Adults first, each monster one step toward the nearest crew (not the
    Robot, not a live fence) by its own stage's moves (a phasing stage goes
    through walls); crowds spread out when the crew have a good area weapon.
    The style ("focus", area) (the search's plans) sends every monster that
    can get to `area` this turn there, the others as usual."""
    moves: dict[str, list[Action]] = {}
    end = None
    hatches = []
    for a in acts:
        if a.type in STEP_TYPES:
            moves.setdefault(a.piece, []).append(a)
            if a.type == "boat-hatch":
                hatches.append(a)
        elif a.type == "end-phase":
            end = a
    if not moves:
        return end or acts[-1]
    if explore(rng, noise):
        if rng.random() < p.explore_end:
            return end or acts[-1]
        return rng.choice(acts)
    crew, mons = occupancy(s)
    loc = locations(s)
    for a in hatches:
        # Outside the Znutar: a rider goes in through the hatch of a boat no
        # crewman is in (the only time it may) unless crew on the outside are
        # there to attack: inside, no blast or thrown weapon reaches it and
        # the crew cannot fly the boat without fighting it there.
        if loc[a.piece] not in crew:
            return a
    robot_area = loc.get(ROBOT) if crew_status(s).get(ROBOT) == ABOARD else None
    specs = monster_stages(s)
    if robot_area is not None and _robot_outmatched(s, specs, mons, p):
        # strong enough to crush it: the Robot's area is a target like any other (a
        # crewman slipping in and out of an airlock beside it kept a swarm going
        # round it for 120 rounds)
        robot_area = None
    fences = set(active_fences(s).values())
    targets = [a for a in crew if a != robot_area and a not in fences]
    if not targets and any(a in fences for a in crew):
        # every crewman they could reach shelters behind a fence: waiting outside
        # would go on for ever (a game of 60 rounds did), so they go in and take its effect
        targets, fences = [a for a in crew if a != robot_area], set()
    robot_alone = not targets and robot_area is not None
    if robot_alone:
        # only the Robot is left: everybody gangs up on it
        targets = [robot_area]
        robot_area = None
    if not targets:
        return end or acts[-1]
    # the crew's area weapon spreads the monsters out, but not round the Robot
    # left alone: spreading from the weapon it holds would go on for ever
    threat = not robot_alone and area_threat(s, p)
    order = sorted(moves, key=lambda m: (specs[m].role != "adult", m))
    weakest = {x: min(kill_total(s, c)[1] for c in crew[x]) for x in targets}
    aims: dict[tuple[str, str, int], tuple[str, dict[str, int]] | None] = {}
    focus = style[1] if isinstance(style, tuple) and style[0] == "focus" else None
    cut = _shut_doors(s)
    for m in order:
        here = loc[m]
        if here in crew and here != robot_area:
            continue
        left = specs[m].move - moves_used(s, m)
        key = (specs[m].id, here, left)
        if key not in aims:
            D = _open_ways(stage_distances(s, key[0]), cut)
            aims[key] = _aim(D, here, targets, robot_area, weakest)
            if focus is not None and here != focus:
                dt = _steps_to(D, focus, None)
                if dt.get(here, left + 1) <= left:
                    aims[key] = (focus, dt)
        aim = aims[key]
        if aim is None:
            continue
        t, dt = aim
        d = dt[here]
        if threat and d > left + 1 and len(mons.get(here, ())) >= p.spread_crowd:
            # spread out to quiet areas to lay eggs, never farther from the crew: a step
            # back out of a crowd, then forward into it again, went on for ever
            best = None
            for a in moves[m]:
                n = a.to
                if n in crew or n == robot_area or n in fences or dt.get(n, d + 1) > d:
                    continue
                k = len(mons.get(n, ()))
                if k < len(mons.get(here, ())) - 1 and (best is None or k < best[0]):
                    best = (k, a)
            if best is not None:
                return best[1]
            continue
        step = None
        for a in moves[m]:
            n = a.to
            if (n == robot_area and n != t) or (n in fences and n != t):
                continue
            if dt.get(n) == d - 1:
                if step is None or n == t:
                    step = a
        if step is not None:
            return step
    return end or acts[-1]


def _robot_outmatched(s, specs, mons, p: HeuristicParams) -> bool:
    """The dice of every monster (`mons`: occupancy's) that can move (and is
    not stunned) sum on average (3.5 a die) to `robot_odds` times the Robot's
    constitution or more."""
    stun = stunned(s)
    dice = sum(specs[m].dice for ms in mons.values() for m in ms if specs[m].move and m not in stun)
    return 3.5 * dice >= p.robot_odds * kill_total(s, ROBOT)[1]


def _shut_doors(s) -> frozenset[tuple[str, str]]:
    """Outside the Znutar: the airlock steps shut to monsters now, as (from,
    to) pairs: both ways through a lock closed from the bridge, in from the
    skin through one that crewmen in its room hold. Empty without the expansion."""
    cut = set()
    for lk in airlocks(s):
        if lk.closed or lk.overridden:
            cut.add((lk.skin, lk.room))
        if lk.closed:
            cut.add((lk.room, lk.skin))
    return frozenset(cut)


_OPEN: dict[tuple[int, frozenset], tuple[object, dict[str, dict[str, int]]]] = {}


def _open_ways(D, cut: frozenset) -> dict[str, dict[str, int]]:
    """D's one-step moves less the `cut` ones (a table for the engine's
    `steps_to`, which reads only the one-step pairs): a monster takes the way
    round a shut airlock instead of waiting at it. D itself when nothing is cut."""
    if not cut:
        return D
    key = (id(D), cut)
    hit = _OPEN.get(key)
    if hit is None or hit[0] is not D:
        table = {a: {b: 1 for b, k in row.items() if k == 1 and (a, b) not in cut} for a, row in D.items()}
        if len(_OPEN) > 256:
            _OPEN.clear()
        hit = _OPEN[key] = (D, table)
    return hit[1]


def _aim(D, here: str, targets: list[str], robot_area: str | None, weakest: dict[str, int]):
    """(target, its steps table) for a monster at `here` moving by D: the
    nearest target reached around the Robot (ties: the weakest crewman there,
    then the area's id); the Robot's area when it holds the only way; None
    when no target can be reached."""
    to = {x: _steps_to(D, x, robot_area) for x in targets}
    near = [x for x in targets if here in to[x]]
    if not near and robot_area is not None:
        steps = _steps_to(D, robot_area, None)
        return (robot_area, steps) if here in steps else None
    if not near:
        return None
    t = min(near, key=lambda x: (to[x][here], weakest[x], x))
    return t, to[t]


_STEPS_TO: dict[tuple[int, str, str | None], tuple[object, dict[str, int]]] = {}


def _steps_to(D, goal: str, blocked: str | None) -> dict[str, int]:
    """area -> steps to `goal` for a monster moving by D (the engine's
    `steps_to`), never entering `blocked` on the way (the Robot's area): it is
    left out unless it is the goal, like the areas that cannot get there.
    Cached: the engine keeps one D per map and species, and the Robot seldom
    moves."""
    key = (id(D), goal, blocked)
    hit = _STEPS_TO.get(key)
    if hit is not None and hit[0] is D:
        return hit[1]
    steps = steps_to(D, goal, () if blocked is None else (blocked,))
    if blocked != goal:
        steps.pop(blocked, None)
    if len(_STEPS_TO) > 4096:      # bound the memory over long tournaments
        _STEPS_TO.clear()
    _STEPS_TO[key] = (D, steps)
    return steps


def attack(s, acts, p: HeuristicParams):
    """The strongest monster of the battle's area attacks whoever its dice
    most likely finish (counting the dice already declared on him)."""
    marks = _marks(s, acts)
    attacks = [a for a in acts if a.type == "attack" and a.target in marks]
    other = [a for a in acts if a.type != "attack"]
    if not attacks:
        return other[0] if other else acts[0]
    # the dice already declared on each target, as the engine will roll them
    dice_on = {row["target"]: row["kill_dice"] for row in battle_preview(s)}
    specs = monster_stages(s)
    # The area to fight in: the open battle's, or the first with attackers.
    loc = locations(s)
    area = loc[attacks[0].piece]
    cand = [a for a in attacks if loc[a.piece] == area]
    pieces = sorted({a.piece for a in cand}, key=lambda m: (-specs[m].dice, m))
    m = pieces[0]
    k = specs[m].dice
    best, bg = None, -1.0
    for a in cand:
        if a.piece != m:
            continue
        t = a.target
        who, con = marks[t]
        d = dice_on.get(t, 0)
        # dice still to come in this area, for whoever is already being ganged up on
        g = crew_value(who, p) * (chance_at_least(d + k, con) - chance_at_least(d, con))
        g += 0.01 * crew_value(who, p) * (d + k) / con
        if g > bg:
            best, bg = a, g
    return best


def _marks(s, acts) -> dict[str, tuple[str, int]]:
    """Attack target -> (the crewman it kills, the total that does): the
    engine's `kill_total` (Outside the Znutar: a manned unit's hits over its
    constitution carry to its occupant). An empty unit kills nobody: not
    worth the dice."""
    marks = {t: kill_total(s, t) for t in {a.target for a in acts if a.type == "attack"}}
    return {t: m for t, m in marks.items() if m[0] is not None}


def riders(s, acts):
    """Outside the Znutar, a boat launching from a bay with monsters in it:
    one rider is enough to keep it from leaving for home, so one rides, the
    one least missed aboard the ship; the one with most dice when crewmen ride
    on the outside too, to fight them there. The others stay for the crew
    still aboard."""
    rides = [a for a in acts if a.piece is not None]
    if not rides:
        return acts[-1]
    crew, mons = occupancy(s)
    out = rides[0].to
    if mons.get(out):
        return acts[-1]         # DONE, offered last
    specs = monster_stages(s)
    if crew.get(out):
        return min(rides, key=lambda a: (-specs[a.piece].dice, a.piece))
    return min(rides, key=lambda a: (specs[a.piece].value, a.piece))


def eater(s, acts, victim):
    """A crewman goes to the monster that gains most by eating him (growing,
    or laying what its species lays); the Robot to the one least missed."""
    specs = monster_stages(s)
    if victim == ROBOT:
        return min(acts, key=lambda a: (ROBOT_EATER_ORDER[specs[a.piece].role], a.piece))
    species = species_of(s)

    def gain(st):
        if st.grows_to is not None:
            return species.stage(st.grows_to).value - st.value
        return expected_laid(s, st.id) * species.stage(st.lays).value if st.lays else 0.0
    return min(acts, key=lambda a: (-gain(specs[a.piece]), a.piece))


def first_area(s, acts):
    """The first monster hatches as near the crew as it may."""
    D = distances(s)
    crew, _ = occupancy(s)
    return min(acts, key=lambda a: (min((D[a.to][c] for c in crew), default=0), a.to))


def place(s, acts):
    """Adults, then the other movers, nearest the crew; eggs as far away as they may."""
    D = distances(s)
    crew, _ = occupancy(s)
    species = species_of(s)

    def score(a):
        dc = min((D[a.to][c] for c in crew), default=5)
        role = species.stage(a.choice).role
        if role == "egg":
            return (2, -dc, a.to)
        return (0 if role == "adult" else 1, dc, a.to)
    return min(acts, key=score)
