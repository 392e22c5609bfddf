from dataclasses import dataclass, field, fields, astuple, is_dataclass, FrozenInstanceError
from typing import List, Tuple
import torch

@dataclass(frozen=True, order=True)
class Version:
    major: int
    minor: int = 0
    patch: int = 0
    def __str__(self):
        return f"{self.major}.{self.minor}.{self.patch}"

@dataclass
class TrainState:
    step: int = 0
    losses: List[float] = field(default_factory=list)
    best: float = float("inf")
    name: str = field(default="run", repr=False)
    shape: Tuple[int, ...] = (1,)

    def __post_init__(self):
        self.shape = tuple(self.shape)

    def log(self, loss):
        self.step += 1
        self.losses.append(loss)
        self.best = min(self.best, loss)

vs = sorted([Version(1, 13, 1), Version(1, 2), Version(2)])
print(vs, [str(v) for v in vs], Version(1, 2) < Version(1, 10))
try:
    vs[0].major = 5
except FrozenInstanceError as e:
    print("frozen:", e)
print(hash(Version(1)) == hash(Version(1)), {Version(1), Version(1, 0, 0)})
st = TrainState(shape=[2, 3])
for l in torch.tensor([0.9, 0.5, 0.7]).tolist():
    st.log(round(l, 2))
print(st)
print([f.name for f in fields(st)], astuple(Version(3, 1)), is_dataclass(st), is_dataclass(TrainState))
print(st == TrainState(3, [0.9, 0.5, 0.7], 0.5, "other", (2, 3)))

@dataclass
class Base:
    x: int
    y: int = 1

@dataclass
class Child(Base):
    z: int = 2

print(Child(5), Child(1, 2, 3).z, Child.__dataclass_fields__.keys())
@dataclass(eq=False)
class Node:
    val: torch.Tensor
    children: list = field(default_factory=list)
n = Node(torch.tensor([1.0]))
n.children.append(Node(torch.tensor([2.0])))
print(n.val, len(n.children), n == n, repr(n.children[0])[:30])
try:
    @dataclass
    class Bad:
        a: int = 1
        b: int
except TypeError as e:
    print("TypeError:", e)
