"""Every screen of the game, gathered for the routes (``Context.scenes``).

The app builds this once; it is the only module that names all the scenes,
and nothing below the app imports it. The menu and the small pages over it
are imported at once; the bigger screens when first opened, which keeps the
game's start quick.
"""
from __future__ import annotations

from greenthings.ui.scene import Scene, Scenes
from greenthings.ui.scenes.help import HelpOverlay
from greenthings.ui.scenes.menu import MenuScene
from greenthings.ui.scenes.message import AskText, MessageBox


def _new_game(*args, **kw) -> Scene:
    from greenthings.ui.scenes.new_game import NewGameScene
    return NewGameScene(*args, **kw)


def _load(*args, **kw) -> Scene:
    from greenthings.ui.scenes.load import LoadScene
    return LoadScene(*args, **kw)


def _import_game(*args, **kw) -> Scene:
    from greenthings.ui.scenes.import_game import ImportScene
    return ImportScene(*args, **kw)


def _settings(*args, **kw) -> Scene:
    from greenthings.ui.scenes.settings import SettingsScene
    return SettingsScene(*args, **kw)


def _rules(*args, **kw) -> Scene:
    from greenthings.ui.scenes.rules import RulesScene
    return RulesScene(*args, **kw)


def _how_to_play(*args, **kw) -> Scene:
    from greenthings.ui.scenes.howto import HowToPlayScene
    return HowToPlayScene(*args, **kw)


def _tutorial(*args, **kw) -> Scene:
    from greenthings.ui.tutorial import tutorial_board
    return tutorial_board(*args, **kw)


def _board(*args, **kw) -> Scene:
    from greenthings.ui.scenes.board import BoardScene
    return BoardScene(*args, **kw)


def _pause(*args, **kw) -> Scene:
    from greenthings.ui.scenes.pause import PauseScene
    return PauseScene(*args, **kw)


def _log(*args, **kw) -> Scene:
    from greenthings.ui.scenes.log import LogScene
    return LogScene(*args, **kw)


def _epilogue(*args, **kw) -> Scene:
    from greenthings.ui.scenes.epilogue import EpilogueScene
    return EpilogueScene(*args, **kw)


def _replay(*args, **kw) -> Scene:
    from greenthings.ui.scenes.replay import ReplayScene
    return ReplayScene(*args, **kw)


def all_scenes() -> Scenes:
    return Scenes(
        menu=MenuScene, help=HelpOverlay, message=MessageBox, ask_text=AskText,
        new_game=_new_game, load=_load, import_game=_import_game, settings=_settings, rules=_rules,
        how_to_play=_how_to_play, tutorial=_tutorial, board=_board, pause=_pause, log=_log,
        epilogue=_epilogue, replay=_replay,
    )
