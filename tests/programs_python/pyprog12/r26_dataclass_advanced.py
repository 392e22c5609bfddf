from dataclasses import dataclass, field, InitVar, astuple, is_dataclass, make_dataclass
import dataclasses
import torch

@dataclass(order=True)
class Checkpoint:
    score: float
    step: int = field(compare=False)
    path: str = field(default="", repr=False, compare=False)

@dataclass
class Sample:
    x: torch.Tensor
    label: int
    weight: float = 1.0
    meta: dict = field(default_factory=dict)
    scale: InitVar[float] = 1.0
    def __post_init__(self, scale):
        self.x = self.x * scale

cks = [Checkpoint(0.5, 10, "a.pt"), Checkpoint(0.9, 20, "b.pt"), Checkpoint(0.7, 30)]
print(sorted(cks))
print(max(cks), Checkpoint(0.5, 1) == Checkpoint(0.5, 2), Checkpoint(0.1, 1) < Checkpoint(0.2, 0))
s = Sample(torch.tensor([1.0, 2.0]), 3, scale=2.0)
print(s)
print(astuple(Checkpoint(1.0, 2, "p")), is_dataclass(s), is_dataclass(Sample), dataclasses.fields(Sample)[0].type)
try:
    Sample(torch.zeros(1))
except TypeError as e:
    print(e)
Point = make_dataclass("Point", [("x", int), ("y", int, field(default=0))])
print(Point(1), Point(1, 2) == Point(1, 2))
@dataclass(frozen=True)
class Hyper:
    lr: float = 1e-3
    betas: tuple = (0.9, 0.999)
h = Hyper()
print(h, hash(h) == hash(Hyper()), {h: 1}[Hyper()])
try:
    h.lr = 0.1
except dataclasses.FrozenInstanceError as e:
    print("frozen:", e)
@dataclass
class Node:
    value: int
    children: list = field(default_factory=list)
tree = Node(1, [Node(2), Node(3, [Node(4)])])
print(tree)
print(dataclasses.asdict(tree))
print(dataclasses.replace(h, lr=0.5))
try:
    @dataclass
    class Bad:
        a: list = []
except ValueError as e:
    print(e)
