"""A hint is the computer's searched move: Easy's and Normal's handicap
(turns played by the heuristic, unsearched: bots/mcts.py) is left out of it."""
from greenthings.bots import make_bot
from greenthings.bots.mcts import LEVELS, unhandicapped
from greenthings.engine import new_state
from greenthings.ui.game.botplayer import WorkerPlayer


def test_a_hint_asks_the_level_without_its_handicap():
    easy = make_bot(unhandicapped("mcts:easy"), 1)
    assert easy.follow == easy.mfollow == 0.0 and easy.book == 1
    assert (easy.plans, easy.budget_s) == (LEVELS["easy"]["plans"], LEVELS["easy"]["budget_s"])
    assert unhandicapped("heuristic") == "heuristic"


def test_the_player_sends_a_hint_to_the_unhandicapped_bot():
    asked = []

    class Recorder:
        busy = False

        def start(self, name, state, budget_s=None):
            asked.append(name)
    player = WorkerPlayer("mcts:normal", seed=3)
    player.worker = Recorder()
    s, _ = new_state(3)
    player.request(s)
    player.request(s, hint=True)
    assert asked == ["mcts:normal", "mcts:normal,follow=0,mfollow=0,book=1"]
