"""Benchmarks and bot experiments, run on purpose (never by the tests):

    python -m greenthings.bench engine        # random legal actions per second; last line actions_per_s=N
    python -m greenthings.bench ui            # frame time of the busiest board; last line frame_ms_p95=N
    python -m greenthings.bench bots-speed    # a bot's decision and turn times, rollouts per search
    python -m greenthings.bench mcts-workers  # root-parallel MCTS against one process: rollouts, same choices
    python -m greenthings.bench search-budget # what the search's choice gains with its budget (no games played)
    python -m greenthings.bench bots-tune     # heuristic self-play with the crew's knobs changed
    python -m greenthings.bench bots-fit      # fit the evaluation's weights (needs numpy: the bench extra)
    python -m greenthings.bench openings      # search the crew's opening book (posts at setup) in self-play
    python -m greenthings.bench bots-merge    # merge arena summaries into one table
    python -m greenthings.bench replay        # the replay cursor on a long game; last line seek_end_ms_median=N
    python -m greenthings.bench startup       # the built game's launch to its menu; last line startup_s_median=N
    python -m greenthings.bench ladder        # round robin of the bots on both sides: win-rate table and picture
    python -m greenthings.bench puzzles       # the test positions: a bot's score per category
    python -m greenthings.bench puzzles-harvest   # collect test positions from bot games

`python -m greenthings.bench <name> --help` tells each one's options. Bot
tournaments are `python -m greenthings.arena`.
"""
