"""The heuristic's tuning knobs, in one frozen object handed to the bot.

Try an idea with a changed copy, never by editing module globals:

    bolder = dataclasses.replace(DEFAULT_PARAMS, risk_fighter=0.7)
    bot = HeuristicBot(seed=1, params=bolder)        # or MCTSBot(..., params=bolder)

The values were measured in heuristic self-play and by the search's results
(docs/bots.md); `python -m greenthings.bench bots-tune` plays quick trials.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class HeuristicParams:
    # Exploring (noise > 0): how often an exploring move ends the phase instead.
    explore_end: float = 0.3

    # What a crewman is worth: Constitution + this much per attack die; the Robot a fixed worth.
    crew_die_value: float = 4.0
    robot_value: float = 30.0

    # The balance of power: monster dice (+ egg_power per egg) against crew dice
    # (+ kill_weapon_power per known killing weapon, + area_weapon_power if it hits an area).
    egg_power: float = 0.8
    kill_weapon_power: float = 2.0
    area_weapon_power: float = 2.0
    # The ship is lost (blow it up and run) from lost_round on, when
    # monster power > lost_k * crew power + lost_c. From round 2 (was 3): only the
    # Orange swarm reaches these odds so early, and the crew that leave then win more
    # (docs/bots.md, issue 26); the Green and Purple games play as before.
    lost_round: int = 2
    lost_k: float = 2.6
    lost_c: float = 6.0

    # Monsters: a known area weapon of this many dice (kill or stun) makes them
    # spread out of areas this crowded; growing the stage that lays is worth lay_bonus
    # times the eggs' worth.
    spread_dice: int = 4
    spread_crowd: int = 3
    lay_bonus: float = 1.2
    # ... and they stop going round the Robot once the dice of every monster that
    # moves sum on average to this many times its constitution
    robot_odds: float = 5.0

    # Crew moves: the kill chance a fighter (2+ dice) and a weak crewman accept
    # when closing in; how far armed crew look for a spot in reach of monsters and
    # weak crew walk to a weapon.
    risk_fighter: float = 0.45
    risk_weak: float = 0.2
    hunt_range: int = 6
    fetch_range: int = 8
    # Safe moves: a crewman at less risk stays; each crewman in the area shares the attacks.
    safe_risk: float = 0.15
    group_share: float = 0.6
    # A crewman this likely to be killed where he stands is endangered (the search's retreat plans).
    endangered_risk: float = 0.3

    # Setup: posts (crewman, area) taken instead of the rule's: the search's
    # opening book (openings.py) and `bench openings`' candidates.
    posts: tuple[tuple[str, str], ...] = ()

    # Discovery: the least expected worth of a fight worth walking into.
    discovery_min: float = 0.25
    # Grabbing: a weapon is worth more to a weak crewman (1 die), less to a strong one
    # (3+ dice); dropping a useless one; handing a good one from a fighter to a weak crewman.
    grab_weak: float = 1.0
    grab_strong: float = 0.5
    drop_useless: float = 0.5
    give_to_weak: float = 1.5

    # Crew attacks: a stun is worth this share of a kill; trying an untried weapon
    # teaches the crew this much; a blast on the crew costs this many times the
    # crewmen it may kill (kill5), or this share of them (the Robot breathes no gas).
    stun_weight: float = 0.3
    learn_bonus: float = 3.0
    own_blast_kill: float = 1.5
    own_blast_other: float = 0.2

    # Outside the Znutar. The bridge closes the lock that keeps most monster dice
    # from walking at the crew (in from the skin, or out to crew on foot within
    # lock_skin_reach skin steps of it) and opens a closed one when each crewman
    # shut out on its skin weighs more than lock_crew_weight dice of monsters.
    lock_skin_reach: int = 2
    lock_crew_weight: float = 4.0
    # While monsters are outside: getting into a Cargo Mover, a weak crewman
    # without a good weapon into a Jet Suit (compared with grab values); getting
    # out once none are left outside; a unit in space weighs a space area's
    # monster worth less unit_travel per space step to it.
    enter_mover: float = 4.0
    enter_suit: float = 1.5
    leave_unit: float = 0.5
    unit_travel: float = 3.0


DEFAULT_PARAMS = HeuristicParams()
