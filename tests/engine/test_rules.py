"""Rule tests, each named for the rulebook section it checks."""

from greenthings.engine import RESOLVE, END, Action, Game, legal_actions
from greenthings.engine.state import DEAD, GONE

from tests.engine.helpers import FixedDice, play, position


def att(piece, target, weapon=None, choice=None):
    return Action("attack", piece=piece, target=target, weapon=weapon, choice=choice)


# ----- worked examples -------------------------------------------------------
def test_example_of_a_monster_attack():
    """"Example of a Monster Attack": two Adults on the Cook (8 dice, 29 vs 21:
    dead, an Adult lays an Egg), a Baby on the Mascot (7 vs 8: fails)."""
    s, m = position({"cook": "mess-deck", "mascot": "mess-deck", "pilot-15": "mess-deck"},
                    [("adult", "mess-deck"), ("adult", "mess-deck"), ("baby", "mess-deck")],
                    phase="monster-attack")
    s.dice = FixedDice([6, 5, 5, 4, 4, 3, 1, 1, 5, 2])
    ev = play(s, att(m["adult1"], "cook"), att(m["adult2"], "cook"), att(m["baby1"], "mascot"), RESOLVE)
    rolls = [e for e in ev if e["type"] == "roll"]
    assert [r["total"] for r in rolls] == [29, 7]
    assert s.status["cook"] == DEAD and s.status["mascot"] == "aboard"
    # Two attackers: the monster player picks the eater; an Adult eater lays an Egg.
    assert s.to_play == "monsters"
    assert legal_actions(s) == [Action("eater", piece=m["adult1"]), Action("eater", piece=m["adult2"])]
    play(s, Action("eater", piece=m["adult2"]))
    assert sorted(s.monsters_in("mess-deck")) == sorted([m["adult1"], m["adult2"], m["baby1"], "egg-1"])


def test_example_using_several_weapons_at_once():
    """"Using Several Weapons at Once": gas (known 3 dice to kill) on the whole
    Mess Deck, the Sergeant's 3 dice on Adult 1, two Zgwortz (known 5 dice to
    stun) on Adult 2; then 5 dice to stun on each crewman from the gas."""
    crew = {"sergeant": "mess-deck", "cook": "mess-deck", "coxswain": "mess-deck", "yeoman": "mess-deck"}
    s, m = position(crew, [("adult", "mess-deck")] * 2 + [("fragment", "mess-deck")] * 5,
                    held={"cook": "gas-grenade-1", "coxswain": "zgwortz-1", "yeoman": "zgwortz-2"},
                    known={"gas-grenade": "kill3", "zgwortz": "stun5"})
    a1, a2 = m["adult1"], m["adult2"]
    frags = [m[f"fragment{i}"] for i in range(1, 6)]
    dice = [6, 6, 6, 3, 3, 3]          # Adult 1: 6 dice (gas 3 + Sergeant 3) = 27 >= 16: dead
    dice += [2, 2, 2]                  # Adult 2: 3 dice of gas = 6 < 16
    dice += [3, 3, 2] * 5              # each Fragment: 8 >= 8: dead
    dice += [2] * 10                   # Adult 2: 10 dice to stun = 20 >= 16: stunned
    dice += [1] * 20                   # the gas on the four crew: 5 each, no effect
    s.dice = FixedDice(dice)
    ev = play(s, att("cook", "mess-deck", "gas-grenade-1"), att("sergeant", a1),
              att("coxswain", a2, "zgwortz-1"), att("yeoman", a2, "zgwortz-2"), RESOLVE)
    assert s.loc[a1] is None and all(s.loc[f] is None for f in frags)
    assert s.loc[a2] == "mess-deck" and a2 in s.stun
    kinds = [e["purpose"] for e in ev if e["type"] == "roll"]
    assert kinds == ["kill"] * 7 + ["stun"] + ["stun"] * 4
    gas_rolls = [e for e in ev if e["type"] == "roll" and e["target"] in crew]
    assert sorted(e["target"] for e in gas_rolls) == sorted(crew)
    # Used consumables go back: gas to Damage Control; Zgwortz wait for the crew's choice.
    assert s.wloc["gas-grenade-1"] == "damage-control"
    assert [p.weapon for p in s.pending] == ["zgwortz-1", "zgwortz-2"] and s.to_play == "crew"
    play(s, Action("return-weapon", weapon="zgwortz-1", to="galley"),
         Action("return-weapon", weapon="zgwortz-2", to="mess-deck"))
    assert s.wloc["zgwortz-1"] == "galley" and s.wloc["zgwortz-2"] == "mess-deck"


def test_example_using_several_untried_weapons_at_once():
    """"Using Several Untried Weapons at Once": a Stun Pistol (at Adult 1) and a
    Fire Extinguisher fired together into the Science Lab draw one chit,
    Shrink: the Baby and Adult 1 become Eggs, Adult 2 a Baby; nothing learned."""
    s, m = position({"captain": "hall-45", "sparks": "hall-45"},
                    [("adult", "science-lab"), ("adult", "science-lab"), ("baby", "science-lab")],
                    held={"captain": "stun-pistol-1", "sparks": "fire-extinguisher-1"})
    shrink_at = s.cup.index("shrink")
    s.dice = FixedDice([shrink_at])
    ev = play(s, att("captain", m["adult1"], "stun-pistol-1"), att("sparks", "science-lab", "fire-extinguisher-1"),
              RESOLVE)
    chits = [e for e in ev if e["type"] == "chit"]
    assert len(chits) == 1 and chits[0]["effect"] == "shrink" and chits[0]["temporary"]
    lab = sorted(x.rsplit("-", 1)[0] for x in s.monsters_in("science-lab"))
    assert lab == ["baby", "egg", "egg"]
    assert s.known == {} and "shrink" in s.cup and len(s.cup) == 15


# ----- setup -------------------------------------------------------------------
def test_preparation_spare_weapons_are_the_crew_players_choice():
    """"Preparation for Play": every picture gets a counter; spares are split by choice."""
    g = Game.new(1)
    acts = g.legal_actions()
    assert {a.type for a in acts} == {"place-weapon"}
    spare = acts[0].weapon
    assert spare.startswith(("zgwortz", "rocket-fuel"))
    assert {a.to for a in acts} == set(g.state.map.weapon_starts[spare.rsplit("-", 1)[0]])


def test_crew_starting_locations_come_from_the_map():
    g = Game.new(2)
    while g.state.phase == "setup-weapons":
        g.play(g.legal_actions()[0])
    seen = set()
    while g.state.phase == "setup-crew":
        acts = g.legal_actions()
        c = acts[0].piece
        assert {a.to for a in acts} == set(g.state.map.crew_starts[c])
        seen.add(c)
        g.play(acts[-1])
    assert len(seen) == 22


def _to_monster_setup(seed):
    g = Game.new(seed)
    while g.state.phase in ("setup-weapons", "setup-crew"):
        g.play(g.legal_actions()[0])
    return g


def test_initial_population_and_first_monster_roll():
    """"Initial Monster Population" and "Initial Monster Placement"."""
    for seed in range(12):
        g = _to_monster_setup(seed)
        s = g.state
        pop = s.setup.to_place
        assert pop == {k: v for k, v in s.species.population[s.setup.population_roll].items()}
        if s.phase == "setup-first-area":
            assert {a.to for a in g.legal_actions()} == set(s.map.first_monster[6])
            g.play(g.legal_actions()[0])
        first = s.setup.first_area or g.state.setup.first_area
        assert {a.to for a in g.legal_actions()} == {first}


def test_monsters_placed_one_per_area_adjacent_and_never_with_crew():
    for seed in range(6):
        g = _to_monster_setup(seed)
        if g.state.phase == "setup-first-area":
            g.play(g.legal_actions()[0])
        while g.state.phase == "setup-monsters":
            g.play(g.legal_actions()[-1])
        s = g.state
        crew_areas = {s.loc[c] for c in s.crew_aboard()}
        areas = [s.loc[m] for m in s.monsters_on_board()]
        assert len(areas) == len(set(areas))        # one per area
        assert not crew_areas & set(areas)
        for a in areas[1:]:
            assert any(n in areas for n in s.map.neighbors[a])


def test_extra_adult_variant():
    from greenthings.engine import Options
    g = Game.new(3, Options(extra_adult=True))
    while g.state.phase in ("setup-weapons", "setup-crew"):
        g.play(g.legal_actions()[0])
    s = g.state
    assert s.setup.to_place["adult"] == s.species.population[s.setup.population_roll]["adult"] + 1


def test_discovery_one_or_two_crew_hand_to_hand_only():
    """"Discovering the Awful Green Things"."""
    s, m = position({"captain": "ships-store", "cook": "galley", "mascot": "captains-cabin"},
                    [("baby", "mess-deck"), ("egg", "main-cargo-hold")], phase="discovery",
                    held={"cook": "knife-1"})
    s.setup.discoverers = []
    acts = legal_actions(s)
    assert Action("discover", piece="captain", to="mess-deck") in acts
    assert Action("discover", piece="cook", to="main-cargo-hold") in acts
    assert END not in acts          # at least one must go
    play(s, Action("discover", piece="cook", to="mess-deck"))
    assert END in legal_actions(s)
    play(s, Action("discover", piece="captain", to="main-cargo-hold"))
    assert s.phase == "discovery-attack"
    acts = legal_actions(s)
    assert all(a.weapon is None for a in acts if a.type == "attack")   # no weapons
    assert Action("attack", piece="cook", target=m["baby1"]) in acts


# ----- monster turn ------------------------------------------------------------
def test_grow_phase_eggs_to_babies_and_stunned_do_not_grow():
    """Monster turn 1, GROW."""
    s, m = position({"captain": "bridge-1"}, [("egg", "galley"), ("egg", "galley"), ("adult", "pool-room")],
                    phase="monster-grow")
    s.stun[m["egg2"]] = s.round
    play(s, Action("grow", choice="egg"))
    assert sorted(s.monsters_in("galley")) == sorted(["baby-1", m["egg2"]])
    assert s.phase == "monster-move"


def test_adults_lay_eggs_when_grown():
    s, m = position({"captain": "bridge-1"}, [("adult", "galley"), ("adult", "pool-room")], phase="monster-grow")
    play(s, Action("grow", choice="adult"))
    assert "egg-1" in s.monsters_in("galley") or "egg-1" in s.monsters_in("pool-room")
    assert len([x for x in s.monsters_on_board() if x.startswith("egg")]) == 2


def test_grow_with_too_few_counters_lets_the_player_pick():
    """"If there are not enough pieces to grow all creatures ..." (GROW)."""
    s, m = position({"captain": "bridge-1"}, [("adult", "galley")] * 11 + [("baby", "galley")] * 3,
                    phase="monster-grow")
    play(s, Action("grow", choice="baby"))
    assert s.phase == "monster-grow-select"
    acts = legal_actions(s)
    assert len(acts) == 3 and {a.type for a in acts} == {"grow-piece"}
    play(s, acts[1])
    assert s.phase == "monster-move"
    assert len([x for x in s.monsters_on_board() if x.startswith("adult")]) == 12


def test_monster_movement_allowances_and_stopping_on_crew():
    """MOVE: Babies 1, Adults 2; stop on entering unstunned crew; may always leave."""
    s, m = position({"captain": "galley", "cook": "hall-26"},
                    [("adult", "main-cargo-hold"), ("baby", "hall-5"), ("egg", "hall-5")], phase="monster-move")
    acts = legal_actions(s)
    movers = {a.piece for a in acts if a.type == "move"}
    assert movers == {m["adult1"], m["baby1"]}
    play(s, Action("move", piece=m["adult1"], to="galley"))     # crew there: must stop
    assert not [a for a in legal_actions(s) if a.piece == m["adult1"]]
    play(s, Action("move", piece=m["baby1"], to="hall-26"))
    assert not [a for a in legal_actions(s) if a.piece == m["baby1"]]


def test_monster_passes_stunned_crew():
    s, m = position({"captain": "galley"}, [("adult", "main-cargo-hold")], phase="monster-move")
    s.stun["captain"] = s.round
    play(s, Action("move", piece=m["adult1"], to="galley"))
    assert any(a.piece == m["adult1"] for a in legal_actions(s))


def test_robot_must_be_attacked_by_all_in_its_area():
    """"Leadfoot" the Robot: monsters in its area attack only it."""
    s, m = position({"robot": "galley", "cook": "galley", "captain": "bridge-1"},
                    [("adult", "galley"), ("baby", "galley")], phase="monster-attack")
    acts = legal_actions(s)
    assert {a.target for a in acts if a.type == "attack"} == {"robot"}
    assert END not in acts
    play(s, Action("attack", piece=m["adult1"], target="robot"))
    assert RESOLVE not in legal_actions(s)       # the Baby must attack too
    play(s, Action("attack", piece=m["baby1"], target="robot"))
    s.dice = FixedDice([1] * 6)
    play(s, RESOLVE)
    assert s.status["robot"] == "aboard"
    assert legal_actions(s) == [END]


def test_eaten_robot_applies_a_random_chit_to_the_eater():
    s, m = position({"robot": "galley", "captain": "bridge-1"}, [("adult", "galley")] * 3, phase="monster-attack")
    for k in ("adult1", "adult2", "adult3"):
        play(s, Action("attack", piece=m[k], target="robot"))
    shrink = s.cup.index("shrink")
    s.dice = FixedDice([6] * 12 + [shrink])
    play(s, RESOLVE, Action("eater", piece=m["adult3"]))
    assert s.status["robot"] == DEAD
    assert m["adult3"] not in s.monsters_in("galley") and "baby-1" in s.monsters_in("galley")
    assert len(s.cup) == 15            # the chit went back


def test_electric_fence_acts_after_monster_movement():
    """"Electric Fence": stops monsters; its effect comes after movement."""
    s, m = position({"captain": "bridge-1"}, [("baby", "galley"), ("egg", "science-lab")], phase="monster-move",
                    known={"electric-fence": "kill5"}, lying={"electric-fence-1": "mess-deck"})
    s.fence_on.add("electric-fence-1")
    play(s, Action("move", piece=m["baby1"], to="mess-deck"))
    assert m["baby1"] in s.stopped
    s.dice = FixedDice([6, 6, 1, 1, 1])
    ev = play(s, END)
    assert s.loc[m["baby1"]] is None
    assert [e["type"] for e in ev[:3]] == ["fence", "roll", "killed"]
    assert s.phase == "monster-attack"      # the Egg lives on: the attacks come next


def test_electric_fence_killing_the_last_monster_ends_the_game():
    """"How to Win": "If the crew destroys all the Green Things, the monsters
    score 0 and the Crew Player scores ..." -- the game is over there and then,
    also when the Electric Fence kills the last one in the monsters' turn."""
    s, m = position({"captain": "bridge-1"}, [("baby", "galley")], phase="monster-move",
                    known={"electric-fence": "kill5"}, lying={"electric-fence-1": "mess-deck"})
    s.fence_on.add("electric-fence-1")
    play(s, Action("move", piece=m["baby1"], to="mess-deck"))
    s.dice = FixedDice([6, 6, 1, 1, 1])
    ev = play(s, END)
    assert s.result.reason == "monsters-destroyed"
    assert [e["type"] for e in ev].count("game-over") == 1
    assert s.phase == "over" and legal_actions(s) == []


def test_stunned_monsters_miss_their_next_turn_and_wake_at_its_end():
    """Stun timing (rules-clarifications)."""
    s, m = position({"captain": "hall-5"}, [("adult", "main-cargo-hold"), ("baby", "galley")],
                    held={"captain": "stun-pistol-1"}, known={"stun-pistol": "stun5"})
    s.dice = FixedDice([6] * 5)
    play(s, att("captain", m["adult1"], "stun-pistol-1"), RESOLVE, END)
    assert s.phase == "monster-grow" and m["adult1"] in s.stun
    play(s, Action("grow", choice="baby"))
    assert not any(a.piece == m["adult1"] for a in legal_actions(s))
    play(s, END)       # end movement
    assert m["adult1"] in s.stun
    play(s, END)       # end attacks: wake up
    assert m["adult1"] not in s.stun


# ----- crew turn -------------------------------------------------------------
def test_grab_trade_and_the_mascot_holds_nothing():
    """Crew turn 1, GRAB WEAPONS."""
    s, _ = position({"cook": "galley", "captain": "galley", "mascot": "galley"}, [("egg", "science-lab")],
                    phase="crew-grab", held={"captain": "stun-pistol-1"})
    acts = legal_actions(s)
    assert not [a for a in acts if a.piece == "mascot" and a.type == "grab"]
    knives = [a for a in acts if a.type == "grab" and a.piece == "cook" and a.weapon.startswith("knife")]
    assert len(knives) == 1               # one offer per kind of weapon
    play(s, knives[0], Action("give", piece="captain", target="cook"))
    assert s.held["cook"] == "stun-pistol-1" and s.held["captain"].startswith("knife")


def test_crew_stop_on_entering_monsters_and_attack_restriction():
    """"Movement Restrictions" and "Attack Restriction"."""
    s, m = position({"sparks": "hall-5"}, [("baby", "main-cargo-hold"), ("adult", "galley")],
                    phase="crew-move", held={"sparks": "stun-pistol-1"})
    play(s, Action("move", piece="sparks", to="main-cargo-hold"))
    assert "sparks" in s.stopped and "sparks" in s.restricted
    assert not [a for a in legal_actions(s) if a.type == "move" and a.piece == "sparks"]
    play(s, END)
    targets = {a.target for a in legal_actions(s) if a.type == "attack"}
    assert targets == {m["baby1"]}       # not the Adult in the Galley, though in sight


def test_starting_with_monsters_may_fire_elsewhere():
    s, m = position({"sparks": "main-cargo-hold"}, [("baby", "main-cargo-hold"), ("adult", "galley")],
                    held={"sparks": "stun-pistol-1"})
    targets = {a.target for a in legal_actions(s) if a.type == "attack"}
    assert targets == {m["baby1"], m["adult1"]}


def test_line_of_sight_limits_ranged_weapons():
    """"Line of Sight": the Stun Pistol reaches what the holder sees."""
    s, m = position({"sparks": "hall-45"}, [("baby", "hall-14"), ("baby", "galley"), ("baby", "sick-bay")],
                    held={"sparks": "stun-pistol-1"})
    targets = {a.target for a in legal_actions(s) if a.type == "attack"}
    assert targets == {m["baby1"]}           # hall-14 is in sight; the Galley and Sick Bay are not


def test_thrown_weapons_reach_adjacent_areas_only():
    s, m = position({"cook": "galley"}, [("baby", "mess-deck"), ("baby", "hall-44")],
                    held={"cook": "acid-1"})
    targets = {a.target for a in legal_actions(s) if a.type == "attack"}
    assert targets == {m["baby1"]}


def test_rocket_fuel_blast_fills_the_passageway():
    """"Rocket Fuel": the blast is only stopped by hatches (blast regions)."""
    s, m = position({"captain": "damage-control"},
                    [("adult", "hall-42"), ("baby", "hall-22"), ("baby", "galley")],
                    held={"captain": "rocket-fuel-1"}, known={"rocket-fuel": "kill5"})
    acts = [a for a in legal_actions(s) if a.type == "attack"]
    assert {a.target for a in acts} == {"hall-43"}      # through the hatch into the passage
    s.dice = FixedDice([6] * 10)
    play(s, acts[0], RESOLVE)
    assert s.loc[m["adult1"]] is None and s.loc[m["baby1"]] is None and s.loc[m["baby2"]] == "galley"


def test_rocket_fuel_on_crew_in_blast():
    s, m = position({"cook": "hall-43", "robot": "hall-43", "captain": "damage-control"},
                    [("adult", "hall-42"), ("egg", "galley")], held={"captain": "rocket-fuel-1"},
                    known={"rocket-fuel": "kill3"})
    s.dice = FixedDice([6, 6, 6] + [6] * 5 + [6] * 5 + [1, 1])
    play(s, att("captain", "hall-43", "rocket-fuel-1"), RESOLVE)
    assert s.loc[m["adult1"]] is None
    assert s.status["cook"] == DEAD and s.status["robot"] == "aboard"
    assert s.pending and s.pending[0].kind == "return"


def test_gas_stuns_crew_but_not_the_robot():
    s, m = position({"cook": "mess-deck", "robot": "mess-deck"}, [("adult", "mess-deck")],
                    held={"cook": "gas-grenade-1"}, known={"gas-grenade": "none"})
    s.known = {"gas-grenade": "kill3"}
    s.cup.remove("kill3")
    s.cup.append("none")
    s.dice = FixedDice([1, 1, 1] + [6] * 5)
    play(s, att("cook", "mess-deck", "gas-grenade-1"), RESOLVE)
    assert "cook" in s.stun and "robot" not in s.stun


def test_no_effect_weapons_leave_the_board():
    """NO EFFECT: counters for this weapon should be removed from the board."""
    s, m = position({"cook": "galley"}, [("baby", "galley")], held={"cook": "knife-1"})
    s.dice = FixedDice([s.cup.index("none")])
    play(s, att("cook", m["baby1"], "knife-1"), RESOLVE)
    assert s.known["knife"] == "none"
    assert all(s.wloc[f"knife-{i}"] == GONE for i in (1, 2, 3)) and "cook" not in s.held


def test_fragments_one_die_and_running_out():
    """1 DIE FRAGMENTS, and "Running Out of Monster Counters"."""
    s, m = position({"cook": "galley"}, [("adult", "galley")] + [("fragment", "bridge-2")] * 20,
                    held={"cook": "knife-1"}, known={"knife": "fragments"})
    s.dice = FixedDice([5])
    play(s, att("cook", m["adult1"], "knife-1"), RESOLVE)
    assert sorted(s.monsters_in("galley")) == ["fragment-21", "fragment-22"]


def test_grow_chit_does_not_make_adults_lay():
    s, m = position({"cook": "galley"}, [("adult", "galley")], held={"cook": "knife-1"}, known={"knife": "grow"})
    play(s, att("cook", m["adult1"], "knife-1"), RESOLVE)
    assert s.monsters_in("galley") == [m["adult1"]]


def test_shrink_vaporizes_eggs_and_removes_when_no_counter():
    s, m = position({"cook": "galley"}, [("egg", "galley")], held={"cook": "knife-1"}, known={"knife": "shrink"})
    play(s, att("cook", m["egg1"], "knife-1"), RESOLVE)
    assert s.monsters_in("galley") == []


def test_untried_weapon_never_reached_stays_untried():
    """"Special case": a new weapon whose effect comes after the target died."""
    s, m = position({"cook": "galley", "sergeant": "galley"}, [("egg", "galley")], held={"cook": "knife-1"})
    s.dice = FixedDice([s.cup.index("stun5"), 3, 3, 3])     # the Sergeant kills the Egg first
    ev = play(s, att("sergeant", m["egg1"]), att("cook", m["egg1"], "knife-1"), RESOLVE)
    assert "knife" not in s.known and len(s.cup) == 15
    assert s.held["cook"] == "knife-1"
    assert any(e["type"] == "chit-returned" for e in ev)


def test_fence_setup_dismantle_and_remote_switch_off():
    s, _ = position({"cook": "galley"}, [("egg", "science-lab")], held={"cook": "electric-fence-1"})
    play(s, Action("fence-setup", piece="cook"))
    assert "electric-fence-1" in s.fence_on and s.wloc["electric-fence-1"] == "galley"
    play(s, END)
    s.phase = "crew-grab"
    assert Action("fence-off", weapon="electric-fence-1") in legal_actions(s)
    play(s, Action("grab", piece="cook", weapon="electric-fence-1"))
    assert "electric-fence-1" not in s.fence_on and s.held["cook"] == "electric-fence-1"


def test_escape_in_boats_with_capacity():
    """"Crew Escape": the Scout carries two; Robot and Mascot ride free."""
    crew = {"cook": "scout-bay", "captain": "scout-bay", "doc": "scout-bay", "robot": "scout-bay", "sparks": "bridge-1"}
    s, m = position(crew, [("adult", "scout-bay")], phase="crew-move")
    play(s, Action("board", piece="cook"), Action("board", piece="captain"), Action("board", piece="robot"))
    assert Action("board", piece="doc") not in legal_actions(s)
    play(s, END)
    assert all(s.status[c] == "escaped" for c in ("cook", "captain", "robot"))
    assert s.escaped and s.epilogue[0].boat == "scout"


def test_self_destruct_explodes_at_end_of_third_crew_turn():
    """"Znutar Self-Destruct"."""
    s, m = position({"captain": "bridge-1", "cook": "galley"}, [("egg", "science-lab")])
    play(s, Action("self-destruct", piece="captain"))
    assert s.self_destruct_at == s.round + 3
    start = s.round
    while s.phase != "over":
        acts = legal_actions(s)
        play(s, END if END in acts else acts[0])
    assert s.round == start + 3
    assert s.result.reason == "self-destruct" and s.result.score["monsters"] == 55.5


def test_all_monsters_destroyed_scores_surviving_crew():
    """"How to Win": crew score constitution of survivors, not Robot or Mascot."""
    s, m = position({"sergeant": "galley", "cook": "galley", "robot": "bridge-1"}, [("egg", "galley")])
    s.dice = FixedDice([3, 3, 3])
    play(s, att("sergeant", m["egg1"]), RESOLVE)
    assert s.phase == "over"
    assert s.result.score == {"crew": 42.0, "monsters": 0.0} and s.result.winner == "crew"


def test_monsters_take_the_ship():
    s, m = position({"cook": "galley"}, [("adult", "galley")] * 2, phase="monster-attack")
    s.dice = FixedDice([6] * 8)
    play(s, att(m["adult1"], "cook"), att(m["adult2"], "cook"), RESOLVE)
    assert s.phase == "over" and s.result.winner == "monsters" and s.result.score["monsters"] == 111


def test_concession():
    g = Game.new(5)
    g.play(Action("concede"))
    assert g.state.result.winner == "monsters" and g.state.phase == "over"


def test_running_out_of_adults_ignores_grow_and_of_babies_removes_shrunk_adults():
    """"Running Out of Monster Counters": no Adults left, a Grow is ignored;
    no Babies left, a shrunk Adult is removed from play."""
    s, m = position({"cook": "galley", "doc": "galley"},
                    [("adult", "bridge-2")] * 12 + [("baby", "galley")] + [("baby", "pool-room")] * 17,
                    held={"cook": "knife-1", "doc": "hypodermic-1"}, known={"knife": "grow", "hypodermic": "shrink"})
    s.loc["adult-12"] = "galley"
    play(s, att("cook", m["baby1"], "knife-1"), att("doc", "adult-12", "hypodermic-1"), RESOLVE)
    assert m["baby1"] in s.monsters_in("galley")          # could not grow: no Adult counter free
    assert "adult-12" not in s.monsters_in("galley")      # shrunk with no Baby counter free: removed


def test_running_out_of_eggs_stops_laying():
    s, m = position({"captain": "bridge-1"}, [("adult", "galley")] + [("egg", "pool-room")] * 19,
                    phase="monster-grow")
    assert Action("grow", choice="adult") not in legal_actions(s)
