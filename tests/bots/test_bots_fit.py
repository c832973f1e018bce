"""The evaluation fit's game generator (greenthings.bench.bots_fit) plays the species it is given."""
from greenthings.bench import bots_fit
from greenthings.bots.evaluate import FEATURES


def _rows(species):
    _, rows = bots_fit.gen((3, {"crew": "heuristic", "monsters": "heuristic"}, ("crew-grab",), species))
    return rows


def test_positions_come_from_the_species_asked_for():
    green, orange = _rows("awful-green-things"), _rows("obnoxious-orange-things")
    assert green and orange
    assert all(len(r) == len(FEATURES) and y in (0.0, 1.0) for r, y in green + orange)
    frags = FEATURES.index("fragments")
    # the Orange Things start with 6 Fragments in the Mess Deck; the Green Things have none
    # until a crewman's attack breaks a monster, which cannot happen before the crew's first turn
    assert green[0][0][frags] == 0 and orange[0][0][frags] > 0
