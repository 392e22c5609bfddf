import torch
from typing import Dict, List, Optional, Tuple

@torch.jit.script
class ClassWithDefaultArgs:
    def __init__(self, a: int = 1, b: Optional[List[int]] = None, c: Tuple[int, int, int] = (1, 2, 3),
                 d: Optional[Dict[int, int]] = None, e: Optional[str] = None):
        self.int = a
        self.tup = c
        self.str = e
        self.list = [1, 2, 3]
        if b is not None:
            self.list = b
        self.dict = {1: 2, 3: 4}
        if d is not None:
            self.dict = d

    def add(self, b: int, scale: float = 1.0) -> float:
        return self.int * scale + b

def all_defaults() -> int:
    obj: ClassWithDefaultArgs = ClassWithDefaultArgs()
    return obj.int + obj.list[2] + obj.tup[1]

def some_defaults() -> int:
    obj: ClassWithDefaultArgs = ClassWithDefaultArgs(b=[5, 6, 7])
    return obj.int + obj.list[2] + obj.dict[1]

def override_defaults() -> int:
    obj: ClassWithDefaultArgs = ClassWithDefaultArgs(3, [9, 10, 11], (12, 13, 14), {3: 4}, "str")
    s: int = obj.int
    for x in obj.list:
        s += x
    for y in obj.tup:
        s += y
    s += obj.dict[3]
    st = obj.str
    if st is not None:
        s += len(st)
    return s

def method_defaults() -> float:
    obj: ClassWithDefaultArgs = ClassWithDefaultArgs()
    return obj.add(3) + obj.add(3, 0.25)

for f in (all_defaults, some_defaults, override_defaults, method_defaults):
    print(torch.jit.script(f)())
