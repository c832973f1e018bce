"""The ship's boats outside (rulebook "Ship's Boats", "Attacks From the
Boats", "Rocket Blast", "Outside the Boats", "Jumping", "Combat Inside the
Boats"; spec "Boats outside", "End of the game")."""
from greenthings.engine import Action, Options, State, attack_reach, legal_actions, outside_places, sight_reach
from greenthings.engine.outside.boats import miss_chance

from .outside_helpers import legal_of, outside_position, play


def launched(crew, monsters=(), phase="crew-move", dice=(), at="space:ventral", boat="scout", **kw):
    """A position with `boat` in space area `at`."""
    s, ids = outside_position(crew, monsters, phase=phase, dice=dice, **kw)
    s.outside.boat_at[boat] = at
    return s, ids


def test_ships_boats_launch_into_the_space_area_of_their_bay():
    s, _ = outside_position({"pilot-15": "scout-bay", "cook": "galley"})
    play(s, Action("board", piece="pilot-15"), Action("end-phase"))
    assert s.outside.boat_at["scout"] == "space:ventral" and s.loc["pilot-15"] == "boat:scout"
    assert s.status["pilot-15"] == "aboard" and not s.escaped


def test_ships_boats_the_robot_and_mascot_cannot_fly_a_boat():
    s, _ = outside_position({"robot": "scout-bay", "cook": "galley"})
    play(s, Action("board", piece="robot"), Action("end-phase"))
    assert s.outside.boat_at["scout"] == "scout-bay" and s.loc["robot"] == "scout-bay"


def test_ships_boats_move_one_space_area_and_reenter_only_their_own_bay():
    s, _ = launched({"pilot-15": "boat:scout", "cook": "galley"})
    moves = {a.to for a in legal_of(s, "boat-move")}
    assert moves == {"space:fore", "space:aft", "scout-bay"}
    play(s, Action("boat-move", to="space:aft", target="scout"))
    assert legal_of(s, "boat-move") == []          # one a turn
    s, _ = launched({"pilot-15": "boat:scout", "cook": "skin:sensor-2"})
    play(s, Action("boat-move", to="scout-bay", target="scout"))
    assert s.loc["pilot-15"] == "scout-bay" and s.outside.boat_at["scout"] == "scout-bay"


def test_abandon_ship_leave_for_home_only_with_no_monster_on_the_outside():
    s, _ = launched({"pilot-15": "boat:scout", "cook": "galley"}, [("adult", "boat:scout:outside")])
    assert legal_of(s, "boat-home") == []
    s, _ = launched({"pilot-15": "boat:scout", "cook": "galley"}, [("adult", "galley")])
    play(s, Action("boat-home", target="scout"))
    assert s.status["pilot-15"] == "escaped" and s.escaped and s.epilogue[0].crew == ["pilot-15"]
    assert s.outside.boat_at["scout"] == "home"


def test_attacks_from_the_boats_scout_and_saucer_use_weapons_on_the_skin_of_their_space_area():
    s, (a,) = launched({"pilot-15": "boat:scout", "cook": "galley"}, [("adult", "skin:sensor-2")],
                       phase="crew-attack", held={"pilot-15": "stun-pistol-1"})
    assert Action("attack", piece="pilot-15", target=a, weapon="stun-pistol-1") in legal_actions(s)
    s, (a,) = launched({"pilot-15": "boat:cockboat", "cook": "galley"}, [("adult", "skin:sensor-2")],
                       phase="crew-attack", held={"pilot-15": "stun-pistol-1"}, boat="cockboat")
    assert [x for x in legal_of(s, "attack") if x.piece == "pilot-15"] == []


def test_attacks_from_the_boats_line_of_sight_from_inside_is_what_its_crew_may_fire_on():
    """Rulebook "Attacks From the Boats": crew in the Scout and the Saucer use
    weapons on the ship's surface of the boat's space area, the Cockboat's
    crew none. `sight_reach` (what a weapon would reach, lit while planning)
    says the same as the attack itself, for a sighted weapon and a thrown one."""
    ventral_skin = set(outside_places(State.new(0, Options(outside=True))).skins_of["space:ventral"])
    for weapon in ("stun-pistol-1", "rocket-fuel-1"):
        s, (a,) = launched({"pilot-15": "boat:scout", "cook": "galley"}, [("adult", "skin:sensor-2")],
                           phase="crew-grab", held={"pilot-15": weapon})
        assert set(sight_reach(s, "pilot-15")) == {"boat:scout"} | ventral_skin, weapon
        assert set(sight_reach(s, "pilot-15")) == set(attack_reach(s, "pilot-15"))
        s, _ = launched({"pilot-15": "boat:cockboat", "cook": "galley"}, [("adult", "skin:sensor-2")],
                        phase="crew-grab", held={"pilot-15": weapon}, boat="cockboat")
        assert sight_reach(s, "pilot-15") == ("boat:cockboat",), weapon
    s, _ = launched({"pilot-15": "boat:scout", "cook": "galley"}, phase="crew-grab", held={"pilot-15": "stun-pistol-1"},
                    at="away")
    assert sight_reach(s, "pilot-15") == ("boat:scout",)          # zoomed off: nothing on the board


def test_rocket_blast_on_the_skin_then_the_boat_zooms_off_until_the_third_turn_after():
    s, (a, b) = launched({"pilot-15": "boat:cockboat", "cook": "galley"},
                         [("baby", "skin:sensor-2"), ("baby", "skin:saucer-bay")], phase="crew-attack",
                         boat="cockboat", dice=[6] * 40)
    s.known["rocket-fuel"] = "kill5"
    s.cup.remove("kill5")
    events = play(s, Action("rocket-blast", to="space:ventral", target="cockboat"))
    rolls = [e for e in events if e["type"] == "roll"]
    assert len(rolls) == 2 and all(len(r["dice"]) == 10 for r in rolls)    # two cans: 10 dice each
    assert s.loc[a] is None and s.loc[b] is None
    assert s.outside.boat_at["cockboat"] == "away" and s.outside.boat_back["cockboat"] == s.round + 3
    # it comes back in the crew move of that round, anywhere
    s.round += 3
    s.phase, s.battle = "crew-move", None
    s.moved.clear()
    s.options_cache = None
    assert {x.to for x in legal_of(s, "boat-move")} == {"space:fore", "space:dorsal", "space:aft", "space:ventral"}


def test_rocket_blast_scout_one_can_on_another_boats_outside():
    s, (a,) = launched({"pilot-15": "boat:scout", "cook": "galley"}, [("adult", "boat:saucer:outside")],
                       phase="crew-attack", dice=[6] * 10)
    s.outside.boat_at["saucer"] = "space:ventral"
    s.known["rocket-fuel"] = "kill5"
    s.cup.remove("kill5")
    assert Action("rocket-blast", to="boat:saucer:outside", target="scout") in legal_actions(s)
    events = play(s, Action("rocket-blast", to="boat:saucer:outside", target="scout"))
    assert [len(e["dice"]) for e in events if e["type"] == "roll"] == [5] and s.loc[a] is None


def test_outside_the_boats_monsters_in_the_bay_choose_to_ride_out():
    s, (a, e) = outside_position({"pilot-15": "scout-bay", "cook": "galley"}, [("adult", "scout-bay"),
                                                                               ("egg", "scout-bay")])
    play(s, Action("board", piece="pilot-15"), Action("end-phase"))
    assert s.pending and s.pending[0].kind == "riders" and s.to_play == "monsters"
    assert {x.piece for x in legal_actions(s) if x.piece} == {a}       # Eggs stay
    play(s, Action("ride", piece=a, to="boat:scout:outside"))
    assert s.loc[a] == "boat:scout:outside" and s.loc[e] == "scout-bay"


def test_outside_the_boats_crewmen_go_through_the_hatch_and_the_mascot_dies_without_its_soot():
    s, _ = launched({"pilot-15": "boat:scout", "mascot": "boat:scout", "cook": "boat:scout:outside"})
    play(s, Action("boat-hatch", piece="pilot-15", to="boat:scout:outside"))
    assert s.status["mascot"] == "dead"
    # room: the Scout seats two
    s, _ = launched({"pilot-15": "boat:scout", "doc": "boat:scout", "cook": "boat:scout:outside"})
    assert legal_of(s, "boat-hatch", "cook") == []


def test_combat_inside_the_boats_monsters_get_in_only_when_no_crew_is_inside():
    s, (a,) = launched({"cook": "galley", "doc": "boat:scout"}, [("adult", "boat:scout:outside")],
                       phase="monster-move")
    assert legal_of(s, "boat-hatch", a) == []
    s, (a,) = launched({"cook": "galley"}, [("adult", "boat:scout:outside")], phase="monster-move")
    play(s, Action("boat-hatch", piece=a, to="boat:scout"))
    assert s.loc[a] == "boat:scout"
    # inside, one area and normal combat
    s, (a,) = launched({"cook": "galley", "pilot-15": "boat:scout"}, [("adult", "boat:scout")],
                       phase="monster-attack")
    assert Action("attack", piece=a, target="pilot-15") in legal_actions(s)


def test_jumping_to_a_boat_misses_on_1_to_3_and_the_robot_never_misses():
    s, _ = launched({"cook": "skin:sensor-2", "pilot-15": "boat:scout"}, dice=[3])
    assert miss_chance(s, "cook", "boat:scout:outside") == 0.5 and miss_chance(s, "robot", "skin:hall-5") == 0
    play(s, Action("jump", piece="cook", to="boat:scout:outside"))
    assert s.outside.adrift == {"cook": 3} and s.loc["cook"] == "space:ventral"
    s, _ = launched({"cook": "skin:sensor-2", "pilot-15": "boat:scout"}, [("egg", "galley")], dice=[4])
    play(s, Action("jump", piece="cook", to="boat:scout:outside"))
    assert s.loc["cook"] == "boat:scout:outside"
    # back to the ship he misses only on a 1
    s.dice.values, s.mp, s.moved, s.options_cache = [2], {}, set(), None
    play(s, Action("jump", piece="cook", to="skin:sensor-2"))
    assert s.loc["cook"] == "skin:sensor-2"


def test_jumping_rescue_the_next_crew_move_or_he_is_lost():
    s, _ = launched({"cook": "space:ventral", "pilot-15": "boat:scout", "doc": "galley"}, adrift={"cook": 2})
    play(s, Action("rescue", piece="cook", target="scout"))
    assert s.outside.boat_at["scout"] == "away" and s.loc["cook"] == "boat:scout:outside"
    s, _ = launched({"cook": "space:ventral", "pilot-15": "boat:scout", "doc": "galley"}, adrift={"cook": 2})
    play(s, Action("end-phase"))
    assert s.status["cook"] == "dead"


def test_end_of_the_game_not_while_either_side_holds_part_of_the_ship_skin_included():
    from greenthings.engine.ending import check_end
    # crew only on the skin: the game goes on
    s, _ = outside_position({"cook": "skin:hall-5"}, [("adult", "galley")], phase="crew-attack")
    assert not check_end(s, []) and s.phase != "over"
    # monsters only on the skin: the crew have not won yet
    s, _ = outside_position({"cook": "galley"}, [("egg", "skin:hall-5")], phase="crew-attack")
    assert not check_end(s, [])
    # a monster on a boat's outside counts too
    s, _ = outside_position({"cook": "galley"}, [("egg", "boat:scout:outside")], phase="crew-attack")
    assert not check_end(s, [])
    # only the Robot left, in a boat nobody can fly: the monsters have the ship
    s, _ = launched({"robot": "boat:scout"}, [("adult", "galley")], phase="crew-attack")
    assert check_end(s, []) and s.result.reason == "ship-taken"


def test_outside_the_boats_crewmen_in_the_bay_may_ride_out_too():
    s, _ = outside_position({"pilot-15": "scout-bay", "cook": "scout-bay"}, [("egg", "galley")])
    play(s, Action("board", piece="pilot-15"), Action("ride", piece="cook", to="boat:scout:outside"),
         Action("end-phase"))
    assert s.loc["cook"] == "boat:scout:outside" and s.outside.boat_at["scout"] == "space:ventral"
    # riders stay on until the boat is back in a bay
    s.phase, s.moved, s.mp, s.options_cache = "crew-move", set(), {}, None
    play(s, Action("boat-move", to="scout-bay", target="scout"))
    assert s.loc["cook"] == "scout-bay" == s.loc["pilot-15"]


def test_jumping_from_a_boats_outside_reaches_the_skin_regardless_of_which_space_area():
    """Rulebook "Jumping": "Crewmen can jump from the exterior of the ship to
    the exterior of a boat, or vice versa, or from one boat to another,
    regardless of which space area the boats are in"; spec "Jumping": from a
    boat's outside to the ship's skin "whatever space area either is in"."""
    s, _ = launched({"cook": "boat:scout:outside", "pilot-15": "boat:scout"}, dice=[2])
    ring = set(outside_places(s).ring)
    assert {a.to for a in legal_of(s, "jump", "cook")} == ring          # the whole skin, not only ventral
    play(s, Action("jump", piece="cook", to="skin:engine-room"))        # the aft skin, from ventral space
    assert s.loc["cook"] == "skin:engine-room"


def test_ships_boats_the_mascot_keeps_its_ook_soot_on_in_a_boat():
    """Rulebook "Ship's Boats": "Neither Jet Suits nor Cargo Movers will fit in
    the boats": the Ook Soot is not kept out, so it goes with the Mascot (spec
    "The Ook Soot and the boats"). Launched, docked and gone home, the game is
    one the loader takes back unchanged at every step."""
    from greenthings.engine import load_state

    def reloads(s):
        assert load_state(s.to_json()).to_json() == s.to_json()

    soot = {"units": {"ook-soot": "scout-bay"}, "occupants": {"ook-soot": "mascot"}}
    s, _ = outside_position({"pilot-15": "scout-bay", "mascot": "scout-bay"}, [("egg", "galley")], **soot)
    play(s, Action("board", piece="pilot-15"), Action("board", piece="mascot"), Action("end-phase"))
    assert s.loc["mascot"] == "boat:scout" == s.outside.units["ook-soot"]
    assert s.outside.occupants["ook-soot"] == "mascot"
    reloads(s)
    s.phase, s.moved, s.mp, s.options_cache = "crew-move", set(), {}, None
    play(s, Action("boat-move", to="scout-bay", target="scout"))
    assert s.loc["mascot"] == "scout-bay" == s.outside.units["ook-soot"]
    reloads(s)
    s, _ = launched({"pilot-15": "boat:scout", "mascot": "boat:scout"}, [("egg", "galley")],
                    units={"ook-soot": "boat:scout"}, occupants={"ook-soot": "mascot"})
    play(s, Action("boat-home", target="scout"))
    assert s.status["mascot"] == "escaped" and s.outside.units["ook-soot"] is None
    reloads(s)


def _to_the_bay_blast(g, bay="cockboat-bay"):
    """Play game `g` as a crew that walks its nearest crewmen into `bay`, boards
    the boat there, keeps it docked and blasts the bay; every other decision
    passes (or takes the first choice). Returns the blast's events, or None
    if the crew never get to fire it."""
    from greenthings.engine import END, NON_CREWMEN, walking_distances
    for _ in range(400):
        s, acts = g.state, g.legal_actions()
        if s.phase == "over":
            return None
        if s.pending:
            a = next((x for x in acts if x.choice in ("keep", "done")), acts[0])
        elif s.phase == "crew-attack":
            blast = [x for x in acts if x.type == "rocket-blast" and x.to == bay]
            if blast:
                return g.play(blast[0])
            a = END
        elif s.phase == "crew-move":
            d = walking_distances(s)
            a = next((x for x in acts if x.type == "board" and s.loc[x.piece] == bay), None) \
                or next((x for x in acts if x.type == "stay-docked"), None) \
                or min((x for x in acts if x.type == "move" and x.piece not in NON_CREWMEN
                        and d[x.to][bay] < d[s.loc[x.piece]][bay]), key=lambda x: d[x.to][bay], default=END)
        elif s.phase == "discovery":
            a = END if END in acts else next(x for x in acts if x.to != bay)
        else:
            a = END if END in acts and s.phase != "setup-first-area" else acts[0]
        g.play(a)
    return None


def test_rocket_blast_on_its_own_bay_a_boarded_boat_stays_docked_and_blasts_it():
    """Rulebook "Rocket Blast": "The blast affects ... all creatures in the hold
    or bay in question"; spec "The Cockboat's blast on its own bay": "a crew
    that has boarded a boat may keep it docked through the attack phase and
    blast its bay". Reached by legal play from a new game (the first Adult set
    up in the Cockboat's bay)."""
    from greenthings.engine import Game, Options, load_state
    g = Game.new(3, Options(outside=True))
    events = _to_the_bay_blast(g)
    assert events is not None, "the crew never could blast the Cockboat's bay"
    s = g.state
    assert any(e["type"] == "chit" or e["type"] == "roll" for e in events)      # Rocket Fuel's effect, two cans
    crew = [c for c in s.status if s.loc[c] == "boat:cockboat"]
    assert crew and s.outside.boat_at["cockboat"] == "away" and not s.boats["cockboat"].aboard
    assert load_state(s.to_json()).to_json() == s.to_json()


def test_rocket_blast_a_boat_kept_docked_its_crew_get_out_at_the_end_of_the_turn():
    """Those who stayed aboard act as the boat's crew (no attacks of their own)
    and, if it did not blast, get out into the bay when the crew's turn ends."""
    s, (a,) = outside_position({"pilot-15": "cockboat-bay", "cook": "galley"}, [("adult", "cockboat-bay")],
                               held={"pilot-15": "stun-pistol-1"})
    play(s, Action("board", piece="pilot-15"), Action("stay-docked", target="cockboat"), Action("end-phase"))
    assert s.outside.boat_at["cockboat"] == "cockboat-bay" and s.boats["cockboat"].aboard == ["pilot-15"]
    assert legal_of(s, "attack", "pilot-15") == []
    assert legal_of(s, "rocket-blast") == [Action("rocket-blast", to="cockboat-bay", target="cockboat")]
    play(s, Action("end-phase"))
    assert s.boats["cockboat"].aboard == [] and s.loc["pilot-15"] == "cockboat-bay"
    # the blast takes the boat out of its bay: the Green Things left there may ride out on it
    s, (a,) = outside_position({"pilot-15": "cockboat-bay", "cook": "galley"}, [("adult", "cockboat-bay")])
    s.known["rocket-fuel"] = "none"
    s.cup.remove("none")
    play(s, Action("board", piece="pilot-15"), Action("stay-docked", target="cockboat"), Action("end-phase"),
         Action("rocket-blast", to="cockboat-bay", target="cockboat"))
    assert s.loc["pilot-15"] == "boat:cockboat" and s.pending and s.pending[0].kind == "riders"
    play(s, Action("ride", piece=a, to="boat:cockboat:outside"))
    assert s.loc[a] == "boat:cockboat:outside" and s.outside.boat_at["cockboat"] == "away"
    # the Saucer has no rocket blast: nothing to stay for
    s, _ = outside_position({"pilot-15": "saucer-bay", "cook": "galley"}, [("adult", "galley")])
    play(s, Action("board", piece="pilot-15"))
    assert legal_of(s, "stay-docked") == []
