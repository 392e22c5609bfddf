# dataclasses: defaults, default_factory, frozen, ordering, post_init, asdict/astuple/replace, fields.
import dataclasses
from dataclasses import dataclass, field, asdict, astuple, replace, fields, InitVar
from typing import List, Dict, Optional, ClassVar


@dataclass
class TrainConfig:
    lr: float = 1e-3
    epochs: int = 10
    layers: List[int] = field(default_factory=lambda: [64, 32])
    tags: Dict[str, str] = field(default_factory=dict)
    name: Optional[str] = None
    secret: str = field(default="xyz", repr=False)
    counter: ClassVar[int] = 0

    def __post_init__(self):
        TrainConfig.counter += 1
        if self.lr <= 0:
            raise ValueError(f"lr must be positive, got {self.lr}")


@dataclass(frozen=True, order=True)
class Version:
    major: int
    minor: int = 0
    patch: int = field(default=0, compare=False)

    def bump(self):
        return replace(self, minor=self.minor + 1)


@dataclass
class Scaled:
    value: float
    factor: InitVar[float] = 2.0
    scaled: float = field(init=False)

    def __post_init__(self, factor):
        self.scaled = self.value * factor


@dataclass(eq=False)
class Node:
    name: str
    children: list = field(default_factory=list)


a = TrainConfig()
b = TrainConfig(lr=0.1, layers=[8])
a.layers.append(16)
print(a)
print(b, TrainConfig.counter)
print(a == TrainConfig(layers=[64, 32, 16]), a == b)
print(asdict(b))
print(astuple(Version(1, 2, 3)))
print([f.name for f in fields(TrainConfig)], fields(Version)[2].compare)
try:
    TrainConfig(lr=-1)
except ValueError as e:
    print("ValueError:", e)
v = Version(1, 4)
try:
    v.major = 2
except dataclasses.FrozenInstanceError as e:
    print(type(e).__name__, e)
print(sorted([Version(2), Version(1, 5), Version(1, 5, 9), Version(1, 0)]))
print(Version(1, 2, 3) == Version(1, 2, 7), Version(1, 2) < Version(1, 3), hash(Version(1, 2)) == hash(Version(1, 2, 5)))
print(v.bump(), v)
s = Scaled(3.0)
print(s, Scaled(1.5, factor=4.0).scaled)
n1, n2 = Node("x"), Node("x")
print(n1 == n2, n1 == n1, n1)
print(dataclasses.is_dataclass(a), dataclasses.is_dataclass(TrainConfig), dataclasses.is_dataclass(3))
print(repr(replace(b, name="run1")))
try:
    Version()
except TypeError as e:
    print("TypeError:", e)


@dataclass
class Base:
    x: int
    y: int = 1


@dataclass
class Derived(Base):
    z: int = 5

    def total(self):
        return self.x + self.y + self.z


d = Derived(1, z=10)
print(d, d.total(), isinstance(d, Base), asdict(d))
print({Version(1): "one", Version(1, 0, 5): "same"})
