import json

from greenthings import arena


def test_wilson():
    lo, hi = arena.wilson(50, 100)
    assert 0.39 < lo < 0.41 and 0.59 < hi < 0.61
    assert arena.wilson(0, 0) == (0.0, 1.0)


def test_arena_pairs_and_json(capsys):
    arena.main(["--crew", "heuristic", "--monsters", "random", "--games", "2", "--seed", "3",
                "--workers", "1", "--json"])
    out = capsys.readouterr().out.strip().splitlines()
    summary = json.loads(out[-1])
    assert [p["crew"] for p in summary["pairings"]] == ["heuristic", "random"]
    for p in summary["pairings"]:
        assert p["games"] == 2
        assert p["crew_wins"] + p["monster_wins"] + p["draws"] + p["capped"] == 2


def test_round_cap_is_recorded():
    r = arena.play_game({"seed": 1, "crew": "random", "monsters": "random", "cap": 1})
    assert r["capped"] and r["winner"] is None and r["reason"] == "cap"


def test_arena_plays_the_species_asked_for(capsys):
    arena.main(["--crew", "heuristic", "--monsters", "random", "--games", "1", "--seed", "2",
                "--workers", "1", "--json", "--species", "insidious-purple-things"])
    summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert summary["species"] == "insidious-purple-things"
    r = arena.play_game({"seed": 2, "crew": "random", "monsters": "random", "cap": 1,
                         "species": "obnoxious-orange-things"})
    assert r["capped"]
