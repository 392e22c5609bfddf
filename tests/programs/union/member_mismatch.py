# The binding error for a value that is no member of a Union names the
# value's inferred type.
import torch
from typing import Dict, List, Union


def fn(x: Union[Dict[str, int], List[int]]) -> str:
    return "ok"


s = torch.jit.script(fn)
print(s([1, 2]))
s({"a": "b"})
