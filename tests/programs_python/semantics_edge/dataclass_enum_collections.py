# dataclasses (order, frozen, field defaults, post_init, asdict), Enum/IntEnum/Flag/auto, collections
import dataclasses
from dataclasses import dataclass, field, asdict, astuple, replace
from enum import Enum, IntEnum, Flag, auto
from collections import namedtuple, OrderedDict, defaultdict, Counter, deque, ChainMap
from typing import List, Optional

@dataclass(order=True)
class Version:
    major: int
    minor: int = 0
    patch: int = 0
    tags: List[str] = field(default_factory=list, compare=False)

    def __post_init__(self):
        if self.major < 0:
            raise ValueError("negative")

    @property
    def text(self):
        return f"{self.major}.{self.minor}.{self.patch}"

vs = [Version(1, 2), Version(1, 0, 5), Version(0, 9, tags=["beta"])]
print(sorted(vs))
print(max(vs).text, Version(1) == Version(1, tags=["x"]))
print(asdict(vs[2]), astuple(vs[1]))
print(replace(vs[0], patch=7))
print([f.name for f in dataclasses.fields(Version)])
@dataclass(frozen=True)
class Point:
    x: float
    y: float = 0.0
p = Point(1.5)
try:
    p.x = 2
except dataclasses.FrozenInstanceError as e:
    print("frozen:", e)
print(hash(p) == hash(Point(1.5, 0.0)), {p: 1}[Point(1.5)])
try:
    Version(-1)
except ValueError as e:
    print(e)

class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
class Prio(IntEnum):
    LOW = auto()
    HIGH = auto()
class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
print(Color.RED, repr(Color.GREEN), Color(3), Color["BLUE"].value, list(Color)[1].name)
print(Prio.HIGH > Prio.LOW, Prio.HIGH + 1, sorted([Prio.HIGH, Prio.LOW]))
rw = Perm.R | Perm.W
print(rw, Perm.R in rw, Perm.X in rw, bool(Perm.R & Perm.X))
print(Color.RED is Color(1), len(Color), Color.__members__.keys())

Card = namedtuple("Card", ["rank", "suit"], defaults=["hearts"])
c = Card("A")
print(c, c._replace(rank="K"), c._fields, Card._make(["2", "clubs"]))
od = OrderedDict.fromkeys("abc", 0)
od.move_to_end("a")
od["z"] = 1
print(od, od.popitem(last=False))
dd = defaultdict(list)
for w in "apple avocado banana blueberry cherry".split():
    dd[w[0]].append(w)
print(dict(dd), dd["q"], len(dd))
cnt = Counter("mississippi")
print(cnt.most_common(2), cnt["z"], sorted(cnt.elements())[:5], cnt + Counter("sip"))
dq = deque(range(5), maxlen=4)
dq.appendleft(-1)
dq.rotate(2)
print(dq, dq.maxlen)
cm = ChainMap({"a": 1}, {"a": 2, "b": 3})
print(cm["a"], cm["b"], list(cm))
