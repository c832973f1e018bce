"""The game runs without numpy: the packaged game leaves numpy out
(build_scripts/greenthings.spec), so nothing the player reaches may need it.

numpy is shadowed by a package that refuses to import, through PYTHONPATH, so
the bot process the game spawns is shadowed too.  pygame's own optional numpy
support (surfarray, sndarray) catches the ImportError, as it does when numpy
is not installed.
"""
from __future__ import annotations

import os
import subprocess
import sys
import textwrap

from tests.long import long_only

REFUSE = 'raise ImportError("numpy is not part of the packaged game")\n'

GAME_WITHOUT_NUMPY = textwrap.dedent("""
    import sys
    from greenthings.__main__ import main
    from greenthings.ui.audio.sound import NAMES, wav_bytes
    from greenthings.bots import make_bot
    from greenthings.engine import legal_actions, new_state

    sounds = {name: len(wav_bytes(name)) for name in NAMES}
    state, _ = new_state(3)
    bot = make_bot("mcts:sims=20", 3)  # the search and the fitted evaluation
    action = bot.choose(state)
    assert action in legal_actions(state), action
    code = main(["--smoke-test", "--frames", "2"])
    print("sounds", sounds, "numpy loaded:", "numpy" in sys.modules)
    sys.exit(code)
""")


@long_only
def test_the_game_and_its_bots_run_without_numpy(tmp_path):
    shadow = tmp_path / "shadow" / "numpy"
    shadow.mkdir(parents=True)
    (shadow / "__init__.py").write_text(REFUSE)
    env = dict(os.environ, PYTHONPATH=str(shadow.parent), GREENTHINGS_HOME=str(tmp_path / "home"),
               SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    proc = subprocess.run([sys.executable, "-c", GAME_WITHOUT_NUMPY], env=env, cwd=tmp_path,
                          capture_output=True, text=True, timeout=240, stdin=subprocess.DEVNULL)
    out = proc.stdout + proc.stderr
    assert proc.returncode == 0, out[-5000:]
    assert "smoke test passed" in proc.stdout and "bot process ok" in proc.stdout
    assert "numpy loaded: False" in proc.stdout


def test_the_shadow_really_refuses_numpy(tmp_path):
    """The check above would prove nothing if the shadow did not take effect."""
    shadow = tmp_path / "shadow" / "numpy"
    shadow.mkdir(parents=True)
    (shadow / "__init__.py").write_text(REFUSE)
    env = dict(os.environ, PYTHONPATH=str(shadow.parent))
    proc = subprocess.run([sys.executable, "-c", "import numpy"], env=env, cwd=tmp_path,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode != 0 and "not part of the packaged game" in proc.stderr
