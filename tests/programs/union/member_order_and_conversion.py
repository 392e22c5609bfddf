# Union members are ordered as PyTorch orders them (by type kind, then
# spelling); a Python value passed for a Union keeps its own type when that
# is a member (1 stays an int in Union[float, int]).
import torch
from typing import Dict, List, Optional, Tuple, Union


def kind(x: Union[float, int, List[str], Dict[str, int], Tuple[int, str], torch.Tensor]) -> str:
    r = "tuple"
    if isinstance(x, int):
        r = "int"
    elif isinstance(x, float):
        r = "float"
    elif isinstance(x, torch.Tensor):
        r = "tensor"
    elif isinstance(x, list):
        r = "list"
    return r


s = torch.jit.script(kind)
print(s.schema)
for v in [1, 2.5, ["a"], {"k": 1}, (1, "x"), torch.ones(1)]:
    print(s(v))


def pick(x: Union[str, int, bool]) -> str:
    return str(isinstance(x, bool)) + str(isinstance(x, int))


p = torch.jit.script(pick)
print(p.schema)
print(p(True), p(3), p("s"))
