"""The ladder (python -m greenthings.bench ladder): a tiny round robin, its
table, the check that levels are ordered, and the picture."""
import json

import pytest

from greenthings.bench import ladder
from greenthings.bench.__main__ import main
from greenthings.bots import make_bot
from greenthings.bots.mcts import LEVELS


def test_a_tiny_round_robin_prints_the_table_and_draws_it(tmp_path, capsys):
    png, out = tmp_path / "ladder.png", tmp_path / "games.jsonl"
    assert main(["ladder", "--bots", "random,heuristic", "--games", "1", "--seed", "3", "--workers", "1",
                 "--png", str(png), "--out", str(out)]) == 0
    text = capsys.readouterr().out
    games = [json.loads(line) for line in out.read_text().splitlines()]
    assert sorted(tuple(g["label"]) for g in games) == [("heuristic", "heuristic"), ("heuristic", "random"),
                                                       ("random", "heuristic"), ("random", "random")]
    # the heuristic crew beat random monsters (100% of one game) and the row shows it
    row = next(line for line in text.splitlines() if line.startswith("heuristic"))
    assert "100% [21%-100%] n1" in row
    pygame = pytest.importorskip("pygame")
    picture = pygame.image.load(str(png))
    assert picture.get_width() > 300 and picture.get_height() > 150
    # the same table again from the saved games, nothing played
    assert main(["ladder", "--from", str(out), "--bots", "random,heuristic", "--png", ""]) == 0
    assert row in capsys.readouterr().out


def test_fixed_rollouts_replace_the_levels_budgets():
    sims = {"mcts:easy": 5, "mcts:normal": 20, "mcts:hard": 80}
    assert ladder.fixed("mcts:hard", sims) == "mcts:hard,sims=80"
    easy = make_bot(ladder.fixed("mcts:easy", sims), 1)
    assert (easy.sims, easy.plans, easy.follow) == (5, LEVELS["easy"]["plans"], LEVELS["easy"]["follow"])
    assert ladder.fixed("heuristic", sims) == "heuristic"
    jobs = ladder.jobs_for(["heuristic", "mcts:easy"], 2, 10, ["awful-green-things"], True, 150, sims)
    assert len(jobs) == 8 and {j["seed"] for j in jobs} == {10, 11} and all(j["outside"] for j in jobs)
    assert {j["crew"] for j in jobs} == {"heuristic", "mcts:easy,sims=5"}


def _cells(rates, bots):
    return {k: {"games": 100, "rate": v, "ci": (0, 1), "capped": 0} for k, v in zip(
        [(c, m) for c in bots for m in bots], rates)}


def test_the_ordering_check():
    bots = ["a", "b"]
    # crew rates: b as crew beats a by 30 points against each monster; b's monsters hold each crew 20 points lower
    good = _cells([0.4, 0.2, 0.7, 0.5], bots)
    assert ladder.ordering(good, bots) == ([], 0)
    flat = _cells([0.4, 0.35, 0.45, 0.4], bots)
    bad, _ = ladder.ordering(flat, bots)
    assert len(bad) == 4
    swept = _cells([0.95, 0.5, 1.0, 0.5], bots)     # a's crew already wins 95% against a's monsters
    bad, saturated = ladder.ordering(swept, bots)
    assert saturated == 1 and bad == ["as crew against monsters b: b 50%, a 50%"]
