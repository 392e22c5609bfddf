import functools
import operator
from typing import NamedTuple
from functools import cached_property, total_ordering
import torch

class Sample(NamedTuple):
    x: torch.Tensor
    label: int = 0
    def double(self):
        return self._replace(x=self.x * 2)

s = Sample(torch.ones(2))
print(s, s.double().x, s._asdict().keys(), Sample._fields, Sample._field_defaults)

@total_ordering
class Version:
    def __init__(self, s):
        self.parts = tuple(int(p) for p in s.split("."))
    def __eq__(self, o):
        return self.parts == o.parts
    def __lt__(self, o):
        return self.parts < o.parts
    def __repr__(self):
        return "Version(" + ".".join(map(str, self.parts)) + ")"
vs = [Version("1.13.1"), Version("1.9.0"), Version("2.0")]
print(sorted(vs), max(vs), Version("1.2") >= Version("1.10"))

class Stats:
    def __init__(self, t):
        self.t = t
    @cached_property
    def mean(self):
        print("computing")
        return self.t.mean().item()
st = Stats(torch.arange(4.))
print(st.mean, st.mean)

def describe(obj):
    match obj:
        case torch.Tensor() if obj.dim() == 0:
            return f"scalar {obj.item()}"
        case torch.Tensor():
            return f"tensor of shape {tuple(obj.shape)}"
        case [first, *rest]:
            return f"list starting {first} (+{len(rest)})"
        case {"lr": lr}:
            return f"config lr={lr}"
        case int() | float() as n:
            return f"number {n}"
        case _:
            return "unknown"
for o in [torch.tensor(3), torch.ones(2, 2), [1, 2, 3], {"lr": 0.1}, 5, "x"]:
    print(describe(o))
print({"a": 1} | {"b": 2}, "{x}-{y}".format_map({"x": 1, "y": 2}))
people = [("ann", 31), ("bob", 25)]
print(sorted(people, key=operator.itemgetter(1)), list(map(operator.attrgetter("real"), [1, 2])))
print(functools.reduce(operator.add, [torch.ones(1)] * 3))
try:
    list(zip([1, 2], [1], strict=True))
except ValueError as e:
    print("ValueError:", e)
print(f"{'=' * 10}", f"{3.14159=:.2f}" if False else "", end="|\n")
x = 42
print(f"{x=}", f"{x!r:>6}", f"{torch.tensor(1.5).item()=}")
