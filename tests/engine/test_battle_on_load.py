"""An open battle read from a file is checked in full ("Attacks": each attack
is declared by a piece able to make it, against a target it can reach):
a damaged declaration is refused by the loader with StateError naming it,
never a KeyError later when the board previews the battle (issue 23, item 11)."""
from __future__ import annotations

import copy
import json
import random
import subprocess
import sys

import pytest

from greenthings.engine import Game, StateError, apply, battle_preview, legal_actions, new_state


def _open_battle(phase: str, seed: int = 0) -> dict:
    """A state of random play with a battle open in `phase`."""
    for seed in range(seed, seed + 50):
        s, _ = new_state(seed)
        rng = random.Random(seed)
        while s.phase != "over":
            if s.phase == phase and s.battle is not None and not s.pending and (
                    phase != "crew-attack" or any(d.weapon for d in s.battle.decl)):
                return s.to_json()
            apply(s, rng.choice(legal_actions(s)))
    raise AssertionError(f"no open battle in {phase}")


@pytest.fixture(scope="module")
def monster_battle():
    return _open_battle("monster-attack")


@pytest.fixture(scope="module")
def crew_battle():
    return _open_battle("crew-attack")


def _refused(state: dict) -> str:
    with pytest.raises(StateError) as info:
        Game.from_json(state)
    return str(info.value)


def _with_decl(state: dict, *decl) -> dict:
    out = copy.deepcopy(state)
    out["battle"]["decl"] = [list(d) if isinstance(d, (list, tuple)) else d for d in decl]
    return out


def test_the_positions_as_played_load_and_preview(monster_battle, crew_battle):
    for state in (monster_battle, crew_battle):
        game = Game.from_json(copy.deepcopy(state))
        assert game.state.to_json() == state
        assert battle_preview(game.state)


REAL = object()   # the declaration's own attacker or target


@pytest.mark.parametrize("attacker,target,named", [
    (None, REAL, "None"),
    ("adult-99", REAL, "'adult-99'"),               # no such counter in the box
    ("adult", REAL, "'adult'"),                     # a stage name, not a counter
    ("cook", REAL, "'cook'"),                       # a crewman in a monster battle
    ("adult-12", REAL, "'adult-12'"),               # a counter still in the box
    (REAL, None, "decl[0][2]"),
    (REAL, "nobody", "'nobody'"),
    (REAL, "adult", "'adult'"),
    (REAL, "adult-1", "'adult-1'"),                 # a monster is no target for monsters
])
def test_a_monster_attack_names_a_monster_there_and_a_crewman_there(monster_battle, attacker, target, named):
    real = monster_battle["battle"]["decl"][0]
    decl = [real[0] if attacker is REAL else attacker, None, real[2] if target is REAL else target, None]
    message = _refused(_with_decl(monster_battle, decl))
    assert "battle.decl[0]" in message and named in message, message


def test_an_egg_cannot_attack(monster_battle):
    """Eggs have no attack dice ("The Monsters": an Egg does nothing but hatch)."""
    state = copy.deepcopy(monster_battle)
    zone = state["battle"]["zone"][0]
    egg = "egg-19"
    state["pieces"][egg] = {"area": zone}
    target = state["battle"]["decl"][0][2]
    assert "no attack dice" in _refused(_with_decl(state, [egg, None, target, None]))


@pytest.mark.parametrize("decl", [None, [], [None, None, None, None], ["a", "b"], "adult-1", 7])
def test_a_declaration_of_the_wrong_shape_is_refused(monster_battle, decl):
    assert "battle.decl" in _refused(_with_decl(monster_battle, decl))


def test_a_battle_needs_an_attack_phase_and_an_attack(monster_battle):
    state = copy.deepcopy(monster_battle)
    state["battle"]["decl"] = []
    assert "at least one" in _refused(state)
    state = copy.deepcopy(monster_battle)
    state["phase"] = "crew-move"
    assert "attack phase" in _refused(state)
    state = copy.deepcopy(monster_battle)
    state["battle"]["decl"].append(list(state["battle"]["decl"][0]))
    assert "one attack" in _refused(state)


def test_a_crew_attack_names_a_crewman_with_his_weapon_and_a_target_in_the_zone(crew_battle):
    attacker, weapon, target, choice = next(d for d in crew_battle["battle"]["decl"] if d[1])
    cases = [
        ([None, weapon, target, choice], "attacker None"),
        (["adult-1", weapon, target, choice], "'adult-1'"),
        (["nobody", weapon, target, choice], "'nobody'"),
        ([attacker, "knife-9", target, choice], "'knife-9'"),
        ([attacker, weapon, "adult", choice], "'adult'"),
        ([attacker, weapon, "cook", choice], "'cook'"),
        ([attacker, weapon, target, "sideways"], "'sideways'"),
    ]
    for decl, named in cases:
        message = _refused(_with_decl(crew_battle, decl))
        assert "battle.decl[0]" in message and named.split()[-1] in message, (decl, message)


def test_the_command_line_refuses_a_bad_declaration_in_one_line(monster_battle, tmp_path):
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(_with_decl(monster_battle, ["adult", None, "cook", None])))
    proc = subprocess.run([sys.executable, "-m", "greenthings.engine", "show", str(path)],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode != 0 and "Traceback" not in proc.stderr
    assert proc.stderr.startswith("error:") and proc.stderr.count("\n") == 1, proc.stderr
