"""Collect test positions ("puzzles") from bot games.

    python -m greenthings.bench puzzles-harvest --games 4 --seed 300 --out greenthings/bench/puzzles

Plays games (every species, with and without Outside the Znutar, the bots
given), and at each decision asks the detectors below whether the position
has a move that is clearly right or clearly wrong: the last monsters in
reach of the crew's hands, a boat to board before the ship blows, a hopeless
ship to blow up, the only killing weapon about to be dropped, a crewman on a
boat's outside in space, a boat wandering in space while the crew fight, a
choice on the trip home, a killing blow the monsters could leave undone,
monsters standing still while the crew run. Each candidate is then checked by rollouts
(`MCTSBot.action_values`, many more than a bot gets): a judged category
keeps it only when its right move's value leads the wrong ones' by
`--margin`; a sure one (a rule settles it: attacking costs the attacker
nothing, the ship's blast kills whoever is aboard) only when the wrong move
is not better. The kept ones are written one JSON file per category,
appended to what is there (same id: replaced).
"""
from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import os
import sys
from collections.abc import Callable
from typing import NamedTuple

from greenthings.engine import (
    CREW_BY_ID, NON_CREWMEN, SPECIES, Action, Options, apply, battle, boat_places, crew_status,
    holdings, known_effect, legal_actions, locations, monster_stages, new_state, occupancy, outside_on,
    outside_places, self_destruct_round, species_of, targets_of, units, weapon_spec,
)

HERE = os.path.join(os.path.dirname(__file__), "puzzles")


class Candidate(NamedTuple):
    best: list[Action]      # any of these is right (empty: anything not in `avoid`)
    avoid: list[Action]     # each of these is wrong
    note: str


def _monsters(s) -> dict[str, str]:
    st = crew_status(s)
    return {m: a for m, a in locations(s).items() if a is not None and m not in st}


def _aboard(s) -> list[str]:
    return [c for c, x in crew_status(s).items() if x == "aboard"]


def _end(acts):
    return [a for a in acts if a.type == "end-phase"]


# ----- the crew -------------------------------------------------------------------
def finish_off(s, acts):
    """Three monsters or fewer left and crewmen can strike them: strike, do
    not end the attacks (any attack on them is right but a blast on the crew)."""
    mons = _monsters(s)
    if s.phase not in ("crew-attack", "discovery-attack") or battle(s) is not None or not mons or len(mons) > 3:
        return None
    crew, _ = occupancy(s)
    strikes = []
    for a in acts:
        if a.type != "attack":
            continue
        if _is_area(a):
            _, areas = targets_of(s, a.piece, a.weapon, a.target)
            if any(crew.get(x) for x in areas) or not any(mons[m] in areas for m in mons):
                continue
        elif a.target not in mons:
            continue
        strikes.append(a)
    if not strikes:
        return None
    stages = ", ".join(sorted(monster_stages(s)[m].name for m in mons))
    return Candidate(strikes, _end(acts), f"only {stages} left on the ship, and the crew can strike")


def _is_area(a) -> bool:
    return a.weapon is not None and weapon_spec(a.weapon).area_effect


def board_before_blast(s, acts):
    """The ship blows up at the end of this crew turn and a crewman stands in
    a bay with a seat for him: he boards."""
    if s.phase != "crew-move" or self_destruct_round(s) != s.round:
        return None
    # the Robot cannot fly a boat; with the expansion, monsters in the bay would ride out on it and die with the ship
    _, mons = occupancy(s)
    loc, specs = locations(s), monster_stages(s)
    boards = [a for a in acts if a.type == "board" and a.piece not in NON_CREWMEN
              and not (outside_on(s) and any(specs[m].move for m in mons.get(loc[a.piece], ())))]
    if not boards:
        return None
    return Candidate(boards, _end(acts), "the ship blows up at the end of this turn; a seat is free in the bay")


def blow_up_when_lost(s, acts):
    """Monster dice far beyond the crew's and the self-destruct at hand: set it."""
    if s.phase != "crew-attack" or battle(s) is not None:
        return None
    sd = [a for a in acts if a.type == "self-destruct"]
    if not sd or self_destruct_round(s) is not None:
        return None
    specs = monster_stages(s)
    mdice = sum(specs[m].dice for m in _monsters(s))
    cdice = sum(CREW_BY_ID[c].dice for c in _aboard(s))
    if mdice < 3 * cdice + 6:
        return None
    return Candidate(sd, _end(acts), f"monster dice {mdice} against the crew's {cdice}: the ship is lost")


def keep_the_weapon(s, acts):
    """The only crewman holding a known killing weapon may drop it: he keeps it."""
    if s.phase != "crew-grab":
        return None
    held = holdings(s)
    killers = [c for c, w in held.items() if c in _aboard(s) and (known_effect(s, w) or ("",))[0] == "kill"]
    if len(killers) != 1:
        return None
    drops = [a for a in acts if a.type == "drop" and a.piece == killers[0]]
    if not drops:
        return None
    return Candidate([], drops, f"{CREW_BY_ID[killers[0]].name} holds the crew's only known killing weapon")


def hatch_in(s, acts):
    """Crewmen on a boat's outside in space, nobody left to move aboard the
    ship: in through the hatch (or home), not sit there."""
    if s.phase != "crew-move" or not outside_on(s):
        return None
    places = outside_places(s)
    out = {p.id for p in boat_places(s) if p.at in places.space_next}
    outsides = {places.boat_outside[b] for b in out}
    loc = locations(s)
    movers = {a.piece for a in acts if a.piece is not None}
    if not movers or not all(loc[c] in outsides or loc[c] in places.boat_inside.values() for c in movers):
        return None
    ins = [a for a in acts if a.type == "boat-hatch" and loc[a.piece] in outsides]
    if not ins:
        return None
    home = [a for a in acts if a.type == "boat-home"]
    return Candidate(ins + home, _end(acts), "a crewman on a boat's outside out in space, room inside")


def no_wandering(s, acts):
    """A boat out in space while crewmen are still aboard the ship: it comes
    back to its bay or leaves for home, it does not fly about or wait."""
    if s.phase != "crew-move" or not outside_on(s):
        return None
    bays = [a for a in acts if a.type == "boat-home" or (a.type == "boat-move" and a.to in s.map.boat_bays)]
    wander = [a for a in acts if a.type == "boat-move" and a.to not in s.map.boat_bays]
    if not bays or not wander:
        return None
    loc = locations(s)
    in_ship = [c for c in _aboard(s) if s.map.areas[loc[c]].inside_hull]
    if not in_ship:
        return None
    return Candidate(bays, wander + _end(acts), f"a boat out in space while {len(in_ship)} crewmen fight aboard")


def trip_home(s, acts):
    """A choice on a boat's trip home (the Epilogue): the labels come from the rollouts alone."""
    if s.phase != "epilogue" or len(acts) < 2:
        return None
    return Candidate([], [], "a choice on the trip home: " + ", ".join(a.choice for a in acts))


# ----- the monsters -----------------------------------------------------------------
def strike(s, acts):
    """Few crewmen left and a monster can attack one: attack, do not end the phase."""
    if s.phase != "monster-attack" or battle(s) is not None:
        return None
    st = crew_status(s)
    manned = {v.id for v in units(s) if v.occupant is not None}
    hits = [a for a in acts if a.type == "attack" and (a.target in st or a.target in manned)]
    if not hits or len(_aboard(s)) > 4:
        return None
    return Candidate(hits, _end(acts), f"{len(_aboard(s))} crewmen left aboard, monsters in reach of them")


def chase(s, acts):
    """The crew are leaving (the self-destruct set) with crewmen still aboard
    the ship: the monsters go after them, they do not stand still."""
    if s.phase != "monster-move" or self_destruct_round(s) is None:
        return None
    moves = [a for a in acts if a.type in ("move", "airlock", "boat-hatch")]
    if not moves or not _aboard(s):
        return None
    return Candidate(moves, _end(acts), "the crew run for the boats; the monsters can still catch some")


# category -> (detector, side, judged): a judged category needs its right
# move to lead by the margin in the rollouts; a sure one only not to trail
DETECTORS: dict[str, tuple[Callable, str, bool]] = {
    "finish-off": (finish_off, "crew", False),
    "board-before-blast": (board_before_blast, "crew", False),
    "blow-up-when-lost": (blow_up_when_lost, "crew", True),
    "keep-the-weapon": (keep_the_weapon, "crew", False),
    "hatch-in": (hatch_in, "crew", False),
    "no-wandering": (no_wandering, "crew", True),
    "trip-home": (trip_home, "crew", True),
    "strike": (strike, "monsters", False),
    "chase": (chase, "monsters", True),
}
SHORT = {"awful-green-things": "green", "obnoxious-orange-things": "orange", "insidious-purple-things": "purple"}


def play_and_collect(job: dict) -> list[dict]:
    """One game (or the rest of one from a saved state, for a few rounds);
    every position a detector fires on, at most `per_game` a category
    (spread over the game)."""
    from greenthings.bots import make_bot
    from greenthings.engine import load_state
    seed = job["seed"]
    bots = {"crew": make_bot(job["crew"], seed * 2 + 1), "monsters": make_bot(job["monsters"], seed * 2 + 2)}
    if job.get("state"):
        with open(job["state"]) as f:
            s = load_state(json.load(f))
        last = s.round + 3
    else:
        s, _ = new_state(seed, Options(species=job["species"], outside=job["outside"]))
        last = 60
    sp, outside = species_of(s).id, outside_on(s)
    found: dict[str, list[dict]] = {}
    while s.phase != "over" and s.round <= last:
        acts = legal_actions(s)
        if len(acts) > 1:
            for cat, (detect, side, _) in DETECTORS.items():
                if s.to_play != side or cat not in job["categories"]:
                    continue
                c = detect(s, acts)
                if c is None or not (c.avoid or cat == "trip-home"):
                    continue
                n = len(found.get(cat, ()))
                found.setdefault(cat, []).append({
                    "id": f"{cat}-{SHORT[sp]}{'-outside' if outside else ''}-{seed}-r{s.round}-{n}",
                    "category": cat, "species": sp, "outside": outside, "side": side, "note": c.note,
                    "source": (f"the game saved in {os.path.basename(job['state'])}" if job.get("state")
                               else f"seed {seed}")
                              + f", {job['crew']} crew vs {job['monsters']} monsters, round {s.round}, {s.phase}",
                    "best": [a.to_dict() for a in c.best], "avoid": [a.to_dict() for a in c.avoid],
                    "state": s.to_json()})
        apply(s, bots[s.to_play].choose(s))
    out = []
    for cat, cands in found.items():
        k = job["per_game"]
        step = max(1, len(cands) // k)
        out.extend(cands[::step][:k])
    return out


def verify(cand: dict, rollouts: int, margin: float) -> dict | None:
    """The candidate with its rollout values, or None when the rollouts do
    not bear its labels out. A judged category is played out to the end of
    the game (the heuristic on both sides), never cut short by the
    evaluation, so a move that ends the game (a self-destruct) and one that
    does not are valued alike. `trip-home` gets its labels here: right, the
    choices within 0.02 of the best; wrong, those `margin` or more below."""
    from greenthings.bots.heuristic import heuristic_action
    from greenthings.bots.mcts import MCTSBot
    from greenthings.engine import load_state
    s = load_state(cand["state"])
    acts = legal_actions(s)
    judged = DETECTORS[cand["category"]][2]
    avoid = [a for a in acts if a.to_dict() in cand["avoid"]]
    best = [a for a in acts if a.to_dict() in cand["best"]]
    bot = MCTSBot(seed=12345, sims=1, horizon=999 if judged else 1)
    if cand["category"] == "trip-home":
        n = rollouts * 8      # the trip home alone: cheap, and each rollout is a win or a loss
        vals = dict(zip(acts, bot.action_values(s, acts, n)))
        top = max(vals.values())
        best = [a for a in acts if vals[a] >= top - 0.02]
        avoid = [a for a in acts if vals[a] <= top - margin]
        if not avoid:
            return None
        cand = dict(cand, best=[a.to_dict() for a in best], avoid=[a.to_dict() for a in avoid])
    else:
        right = best or [a for a in acts if a not in avoid]
        h = heuristic_action(s, acts)
        pool = list(dict.fromkeys(([h] if h in right else []) + right[:3]))
        n = rollouts if judged else max(8, rollouts // 4)     # a sure label needs only a sanity check
        vals = dict(zip(pool + avoid, bot.action_values(s, pool + avoid, n)))
    good = max(vals[a] for a in (best or acts) if a in vals and a not in avoid)
    bad = max(vals[a] for a in avoid)
    if (judged and good - bad < margin) or (not judged and good < bad):
        return None
    return dict(cand, check={"rollouts": n, "played_out": judged, "right": round(good, 3), "wrong": round(bad, 3)})


def _same_position(c: dict) -> str:
    """A candidate's position without the options: the same seed with and
    without the expansion often reaches the same early decisions."""
    d = {k: v for k, v in c["state"].items() if k not in ("options", "outside", "rng")}
    return c["category"] + json.dumps(d, sort_keys=True)


def write_puzzles(path: str, cat: str, puzzles: list[dict]) -> None:
    """One category's file: one puzzle a line, so that a diff shows which changed."""
    about = DETECTORS[cat][0].__doc__.split("\n\n")[0].replace("\n    ", " ")
    with open(path, "w") as f:
        f.write("{" + f'"category": {json.dumps(cat)},\n "about": {json.dumps(about)},\n "puzzles": [\n')
        f.write(",\n".join(json.dumps(p, sort_keys=True, separators=(",", ":")) for p in puzzles))
        f.write("\n]}\n")


def _verify_job(args):
    return verify(*args)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m greenthings.bench puzzles-harvest",
                                 description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=3, help="seeds per species and expansion setting")
    ap.add_argument("--seed", type=int, default=300)
    ap.add_argument("--species", default="all")
    ap.add_argument("--outside", choices=("both", "on", "off"), default="both")
    ap.add_argument("--crew", default="heuristic")
    ap.add_argument("--monsters", default="heuristic")
    ap.add_argument("--categories", default=",".join(DETECTORS))
    ap.add_argument("--per-game", type=int, default=1, help="positions a category from one game")
    ap.add_argument("--per-bucket", type=int, default=3,
                    help="positions checked a category for each species and expansion setting")
    ap.add_argument("--rollouts", type=int, default=48)
    ap.add_argument("--margin", type=float, default=0.05)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--out", default=HERE, help="the folder of puzzle files (one per category)")
    ap.add_argument("--states", nargs="*", default=None,
                    help="saved game states (JSON) to play on from for 3 rounds instead of new games")
    args = ap.parse_args(argv)
    species = list(SPECIES) if args.species == "all" else args.species.split(",")
    outs = {"both": (False, True), "on": (True,), "off": (False,)}[args.outside]
    cats = set(args.categories.split(","))
    common = {"crew": args.crew, "monsters": args.monsters, "categories": cats, "per_game": args.per_game}
    if args.states:
        jobs = [{"seed": args.seed + i, "state": path, **common} for i, path in enumerate(args.states)]
    else:
        jobs = [{"seed": args.seed + i, "species": sp, "outside": o, **common}
                for sp in species for o in outs for i in range(args.games)]
    pool = mp.get_context("spawn").Pool(args.workers) if args.workers > 1 else None
    run = pool.imap_unordered if pool else map
    found = [c for cs in run(play_and_collect, jobs) for c in cs]
    # no position twice; at most --per-bucket a category for each species and expansion setting
    seen, cands, buckets = set(), [], {}
    for c in sorted(found, key=lambda c: c["id"]):
        k = _same_position(c)
        b = (c["category"], c["species"], c["outside"])
        if k in seen or buckets.get(b, 0) >= args.per_bucket:
            continue
        seen.add(k)
        buckets[b] = buckets.get(b, 0) + 1
        cands.append(c)
    print(f"{len(cands)} candidates ({len(found)} found) from {len(jobs)} games")
    kept = []
    for i, c in enumerate(run(_verify_job, [(c, args.rollouts, args.margin) for c in cands])):
        if c is not None:
            kept.append(c)
        print(f"checked {i + 1}/{len(cands)}, kept {len(kept)}", flush=True)
    if pool:
        pool.close()
    os.makedirs(args.out, exist_ok=True)
    by_cat: dict[str, list[dict]] = {}
    for c in kept:
        by_cat.setdefault(c["category"], []).append(c)
    for cat in sorted(cats):
        new = by_cat.get(cat, [])
        print(f"{cat}: {len(new)} kept of {sum(c['category'] == cat for c in cands)}")
        if not new:
            continue
        path = os.path.join(args.out, f"{cat}.json")
        old = json.load(open(path))["puzzles"] if os.path.exists(path) else []
        ids = {c["id"] for c in new}
        write_puzzles(path, cat, [p for p in old if p["id"] not in ids] + sorted(new, key=lambda c: c["id"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
