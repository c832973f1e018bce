"""The benchmarks live in one package, `python -m greenthings.bench <name>`:
each runs (tiny sizes here) and prints its result line."""
import json
import re

import pytest

from greenthings import arena
from greenthings.bench.__main__ import BENCHMARKS, main


def test_the_list_of_benchmarks(capsys):
    assert main([]) == 2
    listed = capsys.readouterr().out
    assert all(f"greenthings.bench {name}" in listed for name in BENCHMARKS)
    assert main(["--help"]) == 0


def test_engine(capsys):
    assert main(["engine", "--seconds", "0.3", "--repeats", "1"]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    assert last.startswith("actions_per_s=") and int(last.split("=")[1]) > 0


def test_bots_speed_counts_the_rollouts(capsys):
    assert main(["bots-speed", "--bot", "mcts:sims=5", "--games", "1", "--max-rounds", "1"]) == 0
    out = capsys.readouterr().out
    assert "rollouts per search: median 5," in out


def test_bots_speed_plays_the_species_and_expansion_asked(capsys):
    assert main(["bots-speed", "--bot", "mcts:sims=3", "--games", "1", "--max-rounds", "1",
                 "--species", "insidious-purple-things", "--outside"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("mcts:sims=3, insidious-purple-things with Outside the Znutar: ")
    assert "rollouts per search: median 3," in out


def test_bots_tune_takes_the_crews_params(capsys):
    assert main(["bots-tune", "--games", "2", "--workers", "1", "--params", '{"lost_round": 99}']) == 0
    out = capsys.readouterr().out
    assert out.startswith("crew wins ") and "/2 = " in out and "self-destruct" not in out
    with pytest.raises(TypeError):      # a misspelt knob is refused, not ignored
        main(["bots-tune", "--games", "1", "--workers", "1", "--params", '{"risk_figther": 0.7}'])


def test_bots_tune_plays_the_game_asked(monkeypatch, capsys):
    from greenthings.bench import bots_tune
    jobs, real = [], bots_tune.game

    def spy(job):
        jobs.append(job)
        return real(job)
    monkeypatch.setattr(bots_tune, "game", spy)
    assert main(["bots-tune", "--games", "1", "--workers", "1", "--species", "insidious-purple-things",
                 "--outside"]) == 0
    assert jobs and jobs[0][3] == {"species": "insidious-purple-things", "outside": True}
    assert capsys.readouterr().out.rstrip().endswith("; insidious-purple-things with Outside the Znutar")


def test_bots_merge_adds_up_arena_runs(tmp_path, capsys):
    paths = []
    for seed in (1, 2):
        arena.main(["--crew", "heuristic", "--monsters", "random", "--games", "1", "--seed", str(seed),
                    "--workers", "1", "--json"])
        path = tmp_path / f"run{seed}.txt"
        path.write_text(capsys.readouterr().out)
        paths.append(str(path))
    summaries = [json.loads(p.read_text().splitlines()[-1]) for p in map(type(tmp_path), paths)]
    wins = sum(pr["crew_wins"] for s in summaries for pr in s["pairings"] if pr["crew"] == "heuristic")
    assert main(["bots-merge", *paths]) == 0
    out = capsys.readouterr().out
    assert "crew=heuristic vs monsters=random: 2 games" in out
    assert f"crew wins {wins} (" in out


def test_openings_searches_posts_and_prints_the_entry(capsys):
    assert main(["openings", "--species", "obnoxious-orange-things", "--games", "2", "--passes", "1",
                 "--workers", "1", "--fresh"]) == 0
    out = capsys.readouterr().out
    assert "pass 1: robot -> machine-shop:" in out       # every post the rules offer is tried
    assert "fresh seeds 1400000-1400001: crew wins with the book" in out
    assert out.rstrip().endswith("},") and "('znutar', 'obnoxious-orange-things', ()): {" in out


def test_search_budget_runs_the_search_on_a_table(capsys):
    import random

    from greenthings.bench.search_budget import regrets
    # plan 2 is best under every dice, plan 1 under none: a search of 30 rollouts finds it
    table = [[0.5] * 40, [0.3] * 40, [0.5 + 0.01 * (j % 20) for j in range(40)]]
    found, own = regrets(table, [30], 5, random.Random(3))
    assert found == [0.0] and 0.05 < own < 0.15
    assert main(["search-budget", "--species", "obnoxious-orange-things", "--positions", "1", "--rollouts", "6",
                 "--budgets", "4,8", "--repeats", "2"]) == 0
    out = capsys.readouterr().out
    assert "1 positions (crew, obnoxious-orange-things" in out and "search,     8 rollouts: " in out
    # the gain over plan 0 printed beside each budget is plan 0's regret less the search's
    own_line = next(x for x in out.splitlines() if "the heuristic's own plan:" in x)
    own_regret = float(own_line.rsplit(":", 1)[1])
    lines = [x for x in out.splitlines() if "rollouts:" in x]
    assert len(lines) == 2
    for line in lines:
        regret, gain = re.search(r"rollouts: ([-\d.]+) +\(gain over the heuristic's plan ([-+\d.]+)\)", line).groups()
        assert abs(float(gain) - (own_regret - float(regret))) < 2e-4
