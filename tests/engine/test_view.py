"""The read API answers from the rules, consistently with the state."""
import random

from greenthings.engine import (
    CREW, MONSTERS, Options, apply, attack_reach, battle, epilogue_chart, journeys, legal_actions,
    monster_threat, new_state, piece, pieces, points, score, weapons,
)
from greenthings.engine.state import HELD
from tests.engine.helpers import position


def _random_positions(seed, every=5):
    s, _ = new_state(seed)
    r = random.Random(seed)
    i = 0
    while s.phase != "over" and s.round <= 40:
        if i % every == 0:
            yield s
        apply(s, r.choice(legal_actions(s)))
        i += 1
    yield s


def test_piece_and_weapon_views_agree_with_the_state():
    for s in _random_positions(3):
        for v in pieces(s):
            assert v.area == s.loc[v.id] and v.area is not None
            assert v.side == (CREW if v.id in s.status else MONSTERS)
            assert v.stunned == (v.id in s.stun)
            if v.side == CREW:
                assert v.weapon == s.held.get(v.id)
        for w in weapons(s):
            assert (w.place == "held") == s.wloc[w.id].startswith(HELD)
            if w.holder:
                assert piece(s, w.holder).weapon == w.id


def test_attack_reach_keeps_the_attack_restriction():
    # "Attack Restriction": a crewman who moved in among monsters attacks only there.
    s, _ = position({"captain": "hall-5"}, [("adult", "hall-5")], held={"captain": "stun-pistol-1"})
    free = attack_reach(s, "captain")
    assert len(free) > 1 and "hall-5" in free
    s.restricted.add("captain")
    assert attack_reach(s, "captain") == ("hall-5",)
    assert attack_reach(s, "captain", None) == ("hall-5",)


def test_threat_counts_each_monster_within_its_move():
    s, ids = position({"captain": "hall-5"}, [("adult", "galley"), ("egg", "galley")])
    threat = monster_threat(s)
    assert threat["galley"] == 4          # the Adult; an Egg has no attack dice
    assert all(threat[a] == 4 for a in s.map.neighbors["galley"])
    s.stun[ids["adult1"]] = 9
    assert monster_threat(s).get("galley", 0) == 0


def test_score_breakdown_adds_up_to_the_points():
    for seed in range(4):
        s = list(_random_positions(seed, every=10 ** 6))[-1]
        sc, pts = score(s), points(s)
        assert (sc.crew, sc.monsters) == (pts[CREW], pts[MONSTERS])
        assert sum(sc.crew_points.values()) == sc.crew


def test_epilogue_chart_leads_only_to_its_own_steps():
    chart = epilogue_chart()
    assert set(chart) == set(range(1, 16))
    for step in chart.values():
        assert all(n in chart for n in step.next)
        assert (step.kind in ("home", "lost")) == (not step.next)
    assert chart[12].kind == "home" and chart[14].house and chart[15].house


def test_journeys_and_battle_views_in_a_played_game():
    s, _ = new_state(5, Options(mode="survival"))
    assert journeys(s) and all(j.step in epilogue_chart() for j in journeys(s))
    assert battle(s) is None


def test_threat_follows_a_species_extra_moves():
    # The development species' Bloaters also cross walls and a vent: their threat reaches further.
    from greenthings.devtools.toy_species import ID
    from greenthings.engine import State, distances, monster_stages
    s = State.new(0, Options(species=ID))
    big = next(m for m, st in monster_stages(s).items() if st.role == "adult")
    s.loc[big] = "galley"
    threat = monster_threat(s)
    plain = {a for a, d in distances(s)["galley"].items() if d <= monster_stages(s)[big].move}
    assert set(threat) > plain


def test_escape_concession_is_what_the_escape_concedes():
    """"Crew Escape": the first boat out concedes 111 points (55 1/2 on a
    self-destruct); after it, a boat concedes nothing more."""
    from greenthings.engine import END, Action, escape_concession, score
    from tests.engine.helpers import play

    s, _ = position({"cook": "scout-bay", "doc": "galley"}, [("adult", "engineering")], phase="crew-move")
    assert escape_concession(s) == 111
    play(s, Action("board", piece="cook"), END)
    assert s.phase == "crew-attack" and score(s).monsters == 111
    assert escape_concession(s) is None
    s, _ = position({"cook": "scout-bay", "doc": "galley"}, [("adult", "engineering")], phase="crew-move")
    s.self_destruct_at = s.round + 2
    assert escape_concession(s) == 55.5
