"""The Epilogue in words: boats by their names on the map ("The Saucer"),
steps by their names on the chart ("12. Home: Snudl-1"), what the current
step does in our own words, and the odds of where each way leads (the
engine's sums: step_odds, natives_battle_odds)."""
from __future__ import annotations

from greenthings.engine import Ev, boats, epilogue_chart, natives_battle_odds, step_odds

# What happens at a step, said our way (the numbers come from the chart);
# {boat} is the boat's name, so that with two boats away each says which.
STEP_WORDS = {
    1: "The {boat} is away. Set its course:",
    2: "A year passes in space (a year of food, on short rations).",
    3: "The {boat} lands on a world it has visited before.",
    4: "Natives come out to meet the {boat}. Run or fight?",
    6: "The crew take on food and fuel: short rations end.",
    7: "Two years pass in space (two years of food, on short rations).",
    8: "The {boat} has lost its way among the stars.",
    9: "A black hole pulls at the {boat}.",
    10: "A cosmic cloud hides the stars.",
    13: "A strange planetoid lies ahead.",
    14: "Supplies run low: two years of food on short rations; a second time, the crew starve.",
    15: "Gravy Flu: each crewman rolls 4 dice and dies on his constitution or more; then a die sends the boat on.",
}


def boat_name(state, boat: str) -> str:
    """"Saucer" for "saucer": the name the map gives the boat's bay."""
    return next((b.name for b in boats(state) if b.id == boat), boat.replace("-", " ").title())


def step_label(step: int) -> str:
    return f"{step}. {epilogue_chart()[step].name}"


def _pct(p: float) -> str:
    return f"{round(p * 100)}%"


def odds_of(step: int, crew) -> str:
    """Where ``step`` leads and how likely each way is, or "" when it is a decision or an end."""
    info = epilogue_chart()[step]
    odds = step_odds(step)
    if odds:
        return ", ".join(f"{_pct(p)} to {step_label(n)}" for n, p in odds.items())
    if info.kind == "battle":
        win = natives_battle_odds(tuple(crew))
        return (f"{_pct(win)} win, on to {step_label(info.next[0])}; "
                f"a loss kills one and back to {step_label(info.next[1])}")
    if info.kind == "flu":
        return " or ".join(step_label(n) for n in info.next) + " for the survivors"
    return ""


def step_rule(step: int, crew, choices: dict[str, str], boat: str) -> list[str]:
    """The rule of ``step`` for the boat named ``boat`` ("Saucer") in words,
    then each choice (``choices``: choice id -> button label) or each roll's
    outcome with its chance."""
    info = epilogue_chart()[step]
    lines = [f"The {boat}: step {step_label(step)}"]
    if info.kind == "home":
        return lines + [f"Home! Everyone aboard the {boat} is safe and scores."]
    if info.kind == "lost":
        return lines + [f"The {boat} is gone, and everyone aboard."]
    lines.append(STEP_WORDS.get(step, "").format(boat=boat))
    if info.choices:
        for choice, label in choices.items():
            to = info.choices.get(choice)
            if to is None:
                continue
            then = odds_of(to, crew)
            lines.append(f"{label}: to {step_label(to)}" + (f" - then {then}" if then else ""))
    else:
        then = odds_of(step, crew)
        if then:
            lines.append(f"Roll: {then}.")
    return [line for line in lines if line]


def event_line(state, e: dict) -> str:
    """An Epilogue event for the log, with the boat's proper name."""
    text = e.get("text", "")
    boat = e.get("boat")
    if not boat:
        return text
    name = boat_name(state, boat)
    if e.get("type") == Ev.ROLL and isinstance(e.get("next"), int) and isinstance(e.get("step"), int):
        return f"The {name}, {step_label(e['step'])}: rolled {e.get('total')}, on to {step_label(e['next'])}."
    if e.get("type") == Ev.EPILOGUE and e.get("choice"):
        return f"The {name}'s crew choose: {CHOICE_WORDS.get(e['choice'], e['choice'])}."
    if text.startswith(f"{boat}:"):
        return f"The {name}:{text[len(boat) + 1:]}"
    return text.replace(f"The {boat}", f"The {name}")


# The crew's decisions, named after the chart's places.
CHOICE_WORDS = {
    "snudl-1": "straight for home, Snudl-1",
    "last-planet": "back to the last planet visited",
    "run": "run from the natives",
    "fight": "stand and fight",
    "press-on": "press on for home",
    "turn-back": "turn back to the last planet",
}
