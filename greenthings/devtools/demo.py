"""Game positions for the smoke test, the screenshots and the UI benchmark:
a setup in progress, a crowded board, a battle, an epilogue, a final score.
Played with random legal actions from fixed seeds, so they repeat."""
from __future__ import annotations

from typing import Callable

from greenthings.engine import active_fences, battle, pieces
from greenthings.ui.scenes.board import BoardScene


def demo_session(kind: str, seed: int = 11):
    """A session in a given situation: "setup", "board" (busy) or "epilogue"."""
    from greenthings.ui.game.botplayer import InlinePlayer
    from greenthings.ui.game.gameconfig import GameConfig
    from greenthings.ui.game.session import new_session

    if kind == "setup":
        session = new_session(GameConfig(seed=seed, opponent="hotseat"))
        # Play the spare weapons so the crew stations show.
        while session.state.phase == "setup-weapons":
            session.play(session.legal_actions()[0])
        return session
    if kind == "epilogue":
        session = new_session(GameConfig(seed=seed, opponent="hotseat", crew_survival=True))
        bot = InlinePlayer(None, seed)
        guard = 0
        while session.state.phase == "survival-boats" and guard < 50:
            bot.request(session.state)
            session.play(bot.poll())
            guard += 1
        return session
    return busy_session(seed)


def busy_session(seed: int = 11, min_pieces: int = 44, max_actions: int = 3000, species: str | None = None):
    """A hot-seat game played at random (crew cautious) until the board is
    crowded; ``species``: the monsters' (default: the rulebook's)."""
    from greenthings.ui.game.botplayer import InlinePlayer
    from greenthings.ui.game.gameconfig import GameConfig
    from greenthings.ui.game.session import new_session

    config = GameConfig(seed=seed, opponent="hotseat")
    if species is not None:
        config.species = species
    session = new_session(config)
    monsters = InlinePlayer(None, seed, end_bias=0.05)
    crew = InlinePlayer(None, seed + 1, end_bias=0.5)
    best = None
    for _ in range(max_actions):
        s = session.state
        if s.phase == "over" or s.phase == "epilogue":
            break
        if len(pieces(s)) >= min_pieces and s.phase in ("crew-attack", "crew-move") and battle(s) is None:
            best = session
            break
        bot = crew if session.to_play == "crew" else monsters
        bot.request(s)
        action = bot.poll()
        if action.type == "board" or action.type == "self-destruct":
            ends = [a for a in session.legal_actions() if a.type == "end-phase"]
            action = ends[0] if ends else action
        session.play(action)
    return best or session


def demo_scene_factories() -> list[tuple[str, Callable]]:
    from greenthings.ui.game.botplayer import InlinePlayer
    from greenthings.ui.scenes.epilogue import EpilogueScene

    def setup(ctx):
        return BoardScene(ctx, demo_session("setup"), computer=InlinePlayer(None, 1))

    def board(ctx):
        scene = BoardScene(ctx, demo_session("board"), computer=InlinePlayer(None, 1))
        return scene

    def battle(ctx):
        session = demo_session("board")
        declare_some_attacks(session)
        scene = BoardScene(ctx, session, computer=InlinePlayer(None, 1))
        return scene

    def epilogue(ctx):
        session = demo_session("epilogue")
        return EpilogueScene(ctx, session, InlinePlayer(None, 1))

    def score(ctx):
        session = demo_session("epilogue")
        bot = InlinePlayer(None, 2)
        while not session.over:
            bot.request(session.state)
            session.play(bot.poll())
        return EpilogueScene(ctx, session, bot)

    def pause(ctx):
        from greenthings.ui.scenes.pause import PauseScene

        board_scene = board(ctx)
        return [board_scene, PauseScene(ctx, board_scene)]

    def confirm(ctx):
        """Ending the crew's moves with crewmen who have not moved: asked first."""
        from greenthings.ui.game.confirm import end_title, unfinished_business
        from greenthings.ui.scenes.message import MessageBox

        session = demo_session("board")
        board_scene = BoardScene(ctx, session, computer=InlinePlayer(None, 1))
        left = unfinished_business(session.state, session.legal_actions()) or ""
        return [board_scene, MessageBox(ctx, end_title(session.state.phase), f"{left}\n\nEnd the phase anyway?",
                                        ok="End phase", cancel="Keep playing", check="Don't ask again this game")]

    def crowded(ctx):
        """Discovery with the crew bunched up: the mouse rests on the busiest room,
        which opens out beside itself."""
        scene = BoardScene(ctx, discovery_session(), computer=InlinePlayer(None, 1))
        scene.pointer.demo_hover = "busiest"
        return scene

    def fence(ctx):
        return BoardScene(ctx, fence_session(), computer=InlinePlayer(None, 1))

    return [("setup", setup), ("board", board), ("battle", battle), ("pause", pause), ("confirm", confirm),
            ("crowded", crowded), ("fence", fence), ("epilogue", epilogue), ("score", score)]


def shipped_species_scene_factories() -> list[tuple[str, Callable]]:
    """The boards of the other species the game ships: the Orange Things in a
    crowded game, a Purple Adult picked (its rooms beyond walls lit), and one
    on its way through a wall."""
    from greenthings.ui.game.botplayer import InlinePlayer

    def orange(ctx):
        session = busy_session(11, min_pieces=30, species="obnoxious-orange-things")
        return BoardScene(ctx, session, computer=InlinePlayer(None, 1))

    def purple(ctx):
        session, monster = phasing_session()
        scene = BoardScene(ctx, session, computer=InlinePlayer(None, 1))
        scene.selection.select(monster)
        return scene

    def phasing(ctx):
        from greenthings.engine import locations
        from greenthings.ui.draw.walls import is_through_wall

        session, monster = phasing_session()
        scene = BoardScene(ctx, session, computer=InlinePlayer(None, 1))
        here = locations(session.state)[monster]
        move = next(a for a in session.legal_actions()
                    if a.type == "move" and a.piece == monster and is_through_wall(session.state.map, here, a.to))
        scene.player.enqueue(session.play(move))  # played, not autosaved: the picture shows it under way
        return scene

    return [("species_orange", orange), ("species_purple", purple), ("species_phasing", phasing)]


def other_species_board(ctx):
    """The board of a crowded game with the development species (registered
    by importing greenthings/devtools/toy_species.py)."""
    from greenthings.devtools import toy_species
    from greenthings.ui.game.botplayer import InlinePlayer

    session = busy_session(11, min_pieces=30, species=toy_species.ID)
    return BoardScene(ctx, session, computer=InlinePlayer(None, 1))


def phasing_session(seed: int = 3, species: str = "insidious-purple-things"):
    """A hot-seat game of a species whose monsters go through walls, played
    by the heuristic players to a monsters' move in which one of them may go
    through a wall: (session, that monster).  The next seeds are tried if a
    game ends first."""
    from greenthings.engine import locations
    from greenthings.ui.game.botplayer import InlinePlayer
    from greenthings.ui.game.gameconfig import GameConfig
    from greenthings.ui.game.session import new_session
    from greenthings.ui.draw.walls import is_through_wall

    for attempt in range(seed, seed + 8):
        session = new_session(GameConfig(seed=attempt, opponent="hotseat", species=species))
        bot = InlinePlayer("heuristic", attempt)
        for _ in range(3000):
            s = session.state
            if s.phase in ("over", "epilogue"):
                break
            if s.phase == "monster-move":
                loc = locations(s)
                for a in session.legal_actions():
                    if a.type == "move" and is_through_wall(s.map, loc[a.piece], a.to):
                        return session, a.piece
            bot.request(s)
            session.play(bot.poll())
    raise RuntimeError(f"no move through a wall for {species} from seed {seed}")


def discovery_session(seed: int = 5):
    """A hot-seat game set up by the heuristic players, at the crew's discovery."""
    from greenthings.ui.game.botplayer import InlinePlayer
    from greenthings.ui.game.gameconfig import GameConfig
    from greenthings.ui.game.session import new_session

    session = new_session(GameConfig(seed=seed, opponent="hotseat"))
    bot = InlinePlayer("heuristic", seed)
    for _ in range(200):
        if session.state.phase == "discovery":
            break
        bot.request(session.state)
        session.play(bot.poll())
    return session


def fence_session(seed: int = 11):
    """Heuristic play in which the crew grabs an Electric Fence and switches it
    on (the next seeds are tried if a game ends first)."""
    for attempt in range(seed, seed + 6):
        session = _fence_attempt(attempt)
        if active_fences(session.state):
            break
    return session


def _fence_attempt(seed: int):
    from greenthings.ui.game.botplayer import InlinePlayer
    from greenthings.ui.game.gameconfig import GameConfig
    from greenthings.ui.game.session import new_session

    session = new_session(GameConfig(seed=seed, opponent="hotseat"))
    crew, monsters = InlinePlayer("heuristic", seed), InlinePlayer("heuristic", seed + 1)
    for _ in range(1500):
        s = session.state
        if s.phase in ("over", "epilogue") or active_fences(s):
            break
        acts = session.legal_actions()
        if session.to_play == "crew":
            pick = [a for a in acts if a.type == "fence-setup"] or \
                   [a for a in acts if a.type == "grab" and a.weapon.startswith("electric-fence")]
            if pick:
                session.play(pick[0])
                continue
        bot = crew if session.to_play == "crew" else monsters
        bot.request(s)
        session.play(bot.poll())
    return session


def declare_some_attacks(session, most: int = 3) -> None:
    """Move on to the crew's attack phase and declare a few attacks (for pictures)."""
    for _ in range(200):
        s = session.state
        if s.phase == "crew-attack":
            break
        acts = session.legal_actions()
        moves = [a for a in acts if a.type == "move"]
        ends = [a for a in acts if a.type == "end-phase"]
        if s.phase == "crew-move" and moves and len(session.game.actions) % 3:
            session.play(moves[0])
        elif ends:
            session.play(ends[0])
        else:
            session.play(acts[0])
    for _ in range(most):
        attacks = [a for a in session.legal_actions() if a.type == "attack"]
        if not attacks:
            break
        session.play(attacks[0])
