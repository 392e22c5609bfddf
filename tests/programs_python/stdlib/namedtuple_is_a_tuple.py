from collections import namedtuple
from typing import NamedTuple, List
P2 = namedtuple("P2", "a b", defaults=[9])
p = P2(1)
print(p, isinstance(p, tuple), p == (1, 9), p + (3,), p[::-1], len(p), hash(p) == hash((1, 9)), sorted([P2(3, 1), P2(1, 2)]))
a, b = p; print(a, b, p._asdict(), p._replace(b=0), P2._make([5, 6]), P2.__match_args__, max(p))
try:
    p.a = 5
except AttributeError as e:
    print(e)
try:
    p.zz = 5
except AttributeError as e:
    print(e)
class Emp(NamedTuple):
    name: str
    dept: str = "eng"
    tags: List[str] = []
    def label(self) -> str:
        return f"{self.name}@{self.dept}"
e = Emp("ann"); print(e, e.label(), e[0], Emp._fields, type(e).__name__, isinstance(e, tuple))
print({p: 1}, str(p), f"{p}", list(p), tuple(p), dict(x=p))
