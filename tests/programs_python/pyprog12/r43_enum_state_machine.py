from enum import Enum, auto, unique
import torch

@unique
class State(Enum):
    IDLE = auto()
    TRAIN = auto()
    EVAL = auto()
    DONE = auto()
    def can_go(self, other):
        return other in TRANSITIONS[self]
    @property
    def label(self):
        return self.name.lower()
    @classmethod
    def parse(cls, s):
        return cls[s.upper()]

TRANSITIONS = {State.IDLE: {State.TRAIN}, State.TRAIN: {State.EVAL, State.DONE}, State.EVAL: {State.TRAIN, State.DONE}, State.DONE: set()}
s = State.IDLE
history = [s]
for nxt in ["train", "eval", "train", "done", "train"]:
    target = State.parse(nxt)
    if s.can_go(target):
        s = target
        history.append(s)
    else:
        print(f"blocked {s.label} -> {target.label}")
print([h.label for h in history], [h.value for h in history])
print(State.TRAIN, repr(State.EVAL), State(2), len(State), State.DONE in State, list(State)[-1])
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print(e)
class Color(str, Enum):
    RED = "r"
    GREEN = "g"
print(Color.RED == "r", Color("g"), Color.RED.value, f"{Color.GREEN}", sorted(c.value for c in Color))
counts = {st: 0 for st in State}
for h in history:
    counts[h] += 1
print({k.name: v for k, v in counts.items()})
print(torch.tensor([st.value for st in history]).bincount())
