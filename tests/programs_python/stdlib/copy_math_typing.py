# copy.copy/deepcopy, typing annotations, math.
import copy
from typing import List, Dict, Optional, Tuple, Union, Any, Callable
a = [[1, 2], {"k": [3]}]
s = copy.copy(a)
d = copy.deepcopy(a)
s[0].append(9)
print(a, d, s is a, s[0] is a[0], d[0] is a[0])
class Node:
    def __init__(self, v):
        self.v = v
        self.children = []
n = Node(1)
n.children.append(Node(2))
m = copy.deepcopy(n)
m.children[0].v = 20
print(n.children[0].v, m.children[0].v, type(m).__name__)
cyc = [1]
cyc.append(cyc)
cc = copy.deepcopy(cyc)
print(cc[1] is cc, cc[0])
cc.pop()
cyc.pop()  # no cycle collector: break reference cycles explicitly
def f(x: List[int], y: Optional[Dict[str, int]] = None) -> Tuple[int, ...]:
    return tuple(x)
print(f([1, 2]), f.__name__)
v: Union[int, str] = 5
w: Any = "x"
cb: Callable[[int], int] = lambda q: q
print(v, w, cb(3))
class Cfg:
    name: str = "n"
    size: int
print(Cfg.__annotations__ if hasattr(Cfg, "__annotations__") else "no annotations", Cfg.name)
import math
print(math.sqrt(2), math.sin(0), math.cos(math.pi), math.atan2(1, 1), math.degrees(math.pi), math.floor(3.9))
