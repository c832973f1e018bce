"""The expansion seam, proved with a toy expansion written as its own module
with no edit of the core (greenthings/devtools/teleporters.py): random games
with it, alone and beside Outside the Znutar, play to the end keeping every
invariant and load back unchanged; its record, decision and action go through
the state's fields, the saves and their checks, the read API and the command
line like the core's own."""
import json
import random

import pytest

import greenthings.devtools.teleporters as toy
from greenthings.engine import (
    ACTION_TYPES, Options, StateError, action_words, apply, check_invariants, distances, kill_total, legal_actions,
    load_state, new_state, pending, place_marks, stage_distances, walking_distances,
)
from greenthings.engine.cli import main
from greenthings.engine.expansion import Expansion, register
from greenthings.engine.species.shipped import SHIPPED
from greenthings.engine.state import Field

GAMES = 8


def _play(seed: int, options: Options) -> dict:
    s, _ = new_state(seed, options)
    rng = random.Random(seed)
    used = {toy.TELEPORT: 0, toy.SCATTER: 0}
    n = 0
    while s.phase != "over":
        acts = legal_actions(s)
        assert acts and len(set(acts)) == len(acts), f"seed {seed}: {s.phase}"
        a = rng.choice(acts)
        used[a.type] = used.get(a.type, 0) + 1
        apply(s, a)
        check_invariants(s)
        n += 1
        if n % 97 == 0:
            d = s.to_json()
            assert load_state(json.loads(json.dumps(d))).to_json() == d
    assert s.result.winner in ("crew", "monsters", None)
    return used


@pytest.mark.parametrize("outside", (False, True), ids=("alone", "beside-outside"))
def test_random_games_keep_invariants(outside):
    used = {toy.TELEPORT: 0, toy.SCATTER: 0}
    for seed in range(GAMES // 2):
        opts = Options(teleporters=True, outside=outside, species=SHIPPED[seed % len(SHIPPED)].id,
                       mode="survival" if seed == 3 else "full", extra_adult=seed == 1)
        for k, v in _play(100 + seed, opts).items():
            used[k] = used.get(k, 0) + v
    assert used[toy.TELEPORT] > 5 and used[toy.SCATTER] > 0, used


def _beam_position(slip: bool):
    """The crew's move with the Cook on the near pad; the seed found so that
    the die arrives (or slips)."""
    for seed in range(60):
        s, _ = new_state(seed, Options(teleporters=True))
        while not (s.phase == "crew-move" and s.to_play == "crew"):
            apply(s, legal_actions(s)[0])
        s.loc["cook"] = toy.ZNUTAR_PADS[0]
        s.options_cache = None
        beam = [a for a in legal_actions(s) if a.type == toy.TELEPORT]
        assert [(a.piece, a.to) for a in beam] == [("cook", toy.ZNUTAR_PADS[1])]
        trial = s.clone()
        if (trial.dice.d6() < toy.ARRIVES) == slip:
            return s, beam[0]
    raise AssertionError("no seed")


def test_a_beam_that_arrives_spends_a_charge_and_ends_the_move():
    s, beam = _beam_position(slip=False)
    assert place_marks(s) == {pad: ("Pad 3/3",) for pad in toy.ZNUTAR_PADS}
    events = apply(s, beam)
    assert s.loc["cook"] == toy.ZNUTAR_PADS[1] and s.teleporter.charge == toy.CHARGE - 1
    assert place_marks(s) == {pad: ("Pad 2/3",) for pad in toy.ZNUTAR_PADS}, "the board's marks show the charge"
    assert place_marks(new_state(1)[0]) == {}
    assert [e["type"] for e in events] == ["roll", "moved"]
    assert not any(a.piece == "cook" for a in legal_actions(s))      # his move is over


def test_a_beam_that_slips_owes_the_monsters_a_decision_that_saves_and_loads():
    s, beam = _beam_position(slip=True)
    apply(s, beam)
    owed = pending(s)
    assert owed.kind == toy.SCATTER and owed.side == "monsters" and s.to_play == "monsters"
    assert set(owed.options) == set(s.map.neighbors[toy.ZNUTAR_PADS[1]])
    d = json.loads(json.dumps(s.to_json()))
    back = load_state(d)
    assert legal_actions(back) == legal_actions(s)
    apply(s, legal_actions(s)[-1])
    assert s.loc["cook"] == owed.options[-1] and s.to_play == "crew" and s.phase == "crew-move"
    d["options"].pop(toy.OPTION)           # the decision of an expansion that is off
    d.pop("teleporter")
    with pytest.raises(StateError, match="is a decision of Teleporters"):
        load_state(d)


def test_the_record_is_checked_when_loaded():
    s, _ = new_state(3, Options(teleporters=True))
    good = s.to_json()
    assert good["options"][toy.OPTION] is True and good["teleporter"] == {"charge": toy.CHARGE}
    for value, words in (({"charge": 9}, "teleporter.charge must be 0 to 3"),
                         ({"charge": "x"}, "state.teleporter.charge must be a whole number"),
                         (None, "the record is there exactly when")):
        d = json.loads(json.dumps(good))
        d["teleporter"] = value
        with pytest.raises(StateError, match=words):
            load_state(d)
    d = json.loads(json.dumps(good))
    del d["options"][toy.OPTION]
    with pytest.raises(StateError, match="do not have teleporters on"):
        load_state(d)
    plain, _ = new_state(3)
    assert "teleporter" not in plain.to_json() and plain.teleporter is None


def test_options_the_read_api_and_the_command_line_know_it(tmp_path, capsys):
    assert Options(teleporters=True).teleporters and not Options().teleporters
    assert Options.from_json({"teleporters": True, "outside": True}) == Options(outside=True, teleporters=True)
    with pytest.raises(TypeError):
        Options(teleportres=True)
    with pytest.raises(ValueError, match="teleporters"):
        Options.from_json({"teleporter": True})
    assert ACTION_TYPES[toy.TELEPORT].fields == ("piece", "to")
    s, _ = new_state(1, Options(teleporters=True))
    a, b = toy.ZNUTAR_PADS
    assert distances(s)[a][b] == walking_distances(s)[a][b] == stage_distances(s, "adult")[a][b] == 1
    plain, _ = new_state(1)
    assert distances(plain)[a][b] > 1
    out = tmp_path / "game.json"
    assert main(["new", "--seed", "5", "--teleporters", "-o", str(out)]) == 0
    assert main(["show", str(out)]) == 0
    assert "Teleporter pads: Galley and Hospital Ward, 3 charges" in capsys.readouterr().out


def test_an_expansion_may_not_take_another_s_state_field():
    class Clash(Expansion):
        option = "clash"
        fields = (Field("teleporter", lambda s: None, lambda v: v, "clash"),)
    with pytest.raises(ValueError, match="already taken"):
        register(Clash())


class Nothing(Expansion):
    """An expansion that overrides no hook: every default is the rulebook's."""
    option = "nothing_at_all"
    title = "Nothing at all"


register(Nothing())


def test_an_expansion_that_changes_nothing_plays_as_the_base_game():
    for seed, species in ((21, SHIPPED[0].id), (22, SHIPPED[1].id)):
        games = []
        for opts in (Options(species=species), Options(species=species, nothing_at_all=True)):
            s, events = new_state(seed, opts)
            rng, log = random.Random(seed), [events]
            while s.phase != "over":
                acts = legal_actions(s)
                a = rng.choice(acts)
                log.append((acts, apply(s, a)))
            d = s.to_json()
            assert load_state(json.loads(json.dumps(d))).to_json() == d
            d["options"].pop("nothing_at_all", None)
            games.append((log, d))
        assert games[0] == games[1]
    s, _ = new_state(23, Options(nothing_at_all=True))
    plain, _ = new_state(23)
    assert distances(s) == distances(plain) and walking_distances(s) == walking_distances(plain)
    assert stage_distances(s, "adult") == stage_distances(plain, "adult")
    assert action_words(s, legal_actions(s)[0]) is None and kill_total(s, "cook") == kill_total(plain, "cook")
