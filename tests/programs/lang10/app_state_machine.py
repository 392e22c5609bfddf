import torch
from enum import Enum
from typing import Dict, List, Tuple


class State(Enum):
    IDLE = 0
    RUNNING = 1
    PAUSED = 2
    DONE = 3


@torch.jit.script
def step(s: State, event: str) -> State:
    if s == State.IDLE and event == "start":
        return State.RUNNING
    if s == State.RUNNING:
        if event == "pause":
            return State.PAUSED
        if event == "finish":
            return State.DONE
    if s == State.PAUSED and event == "resume":
        return State.RUNNING
    return s


@torch.jit.script
def run(events: List[str]) -> Tuple[List[str], Dict[str, int]]:
    s = State.IDLE
    trace: List[str] = [s.name]
    visits: Dict[str, int] = {}
    for e in events:
        nxt = step(s, e)
        if nxt != s:
            trace.append(nxt.name)
            visits[nxt.name] = visits.get(nxt.name, 0) + 1
        s = nxt
        if s == State.DONE:
            break
    return trace, visits


print(run(["start", "pause", "bogus", "resume", "pause", "resume", "finish", "start"]))
print(run(["resume", "finish"]))
print(step(State.PAUSED, "resume"), step(State.DONE, "start").value)
