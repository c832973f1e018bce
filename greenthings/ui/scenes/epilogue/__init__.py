"""The Epilogue and the final score; see :mod:`greenthings.ui.scenes.epilogue.scene`."""
from greenthings.ui.scenes.epilogue.scene import EpilogueScene

__all__ = ["EpilogueScene"]
