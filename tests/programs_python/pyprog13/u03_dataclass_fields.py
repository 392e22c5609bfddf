from dataclasses import dataclass, field, asdict, astuple, replace, fields, InitVar
from typing import List, Dict

@dataclass(order=True)
class Item:
    priority: int
    name: str = field(compare=False)
    tags: List[str] = field(default_factory=list, compare=False, repr=False)

items = [Item(3, "c"), Item(1, "a", ["x"]), Item(2, "b")]
print(sorted(items))
print(Item(1, "z") == Item(1, "q"))

@dataclass
class Config:
    lr: float = 1e-3
    layers: List[int] = field(default_factory=lambda: [64, 32])
    extra: Dict[str, int] = field(default_factory=dict)
    scale: InitVar[int] = 1
    def __post_init__(self, scale):
        self.layers = [l * scale for l in self.layers]

c = Config(scale=2)
print(c)
print(asdict(c))
print(astuple(Config()))
c2 = replace(c, lr=0.1)
print(c2.lr, c2.layers is c.layers)
print([f.name for f in fields(Config)])
try:
    Config(1, 2, 3, 4, 5)
except TypeError as e:
    print("TypeError", e)

@dataclass(frozen=True)
class Frozen:
    x: int
    y: int = 0
f = Frozen(1)
try:
    f.x = 3
except Exception as e:
    print(type(e).__name__, e)
print(hash(f) == hash(Frozen(1, 0)), {f: 1}[Frozen(1)])
@dataclass
class Child(Frozen.__mro__[1] if False else object):
    pass
print(Child())
