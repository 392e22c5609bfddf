import torch
from typing import Any, Tuple


@torch.jit.script
def kind(a: Any) -> str:
    # `is None` on an Any value is decided at compile time (False).
    if a is None:
        return "none"
    return "other"


@torch.jit.script
def pair(x: int) -> Tuple[int, str]:
    return x, str(x)


def describe(n: int) -> str:
    if not torch.jit.is_scripting():
        return "py" * n + 2 * "!"
    return "ts" + str(n)


print(kind(None), kind(3))
print(pair.schema)
print(describe(2), torch.jit.script(describe)(2))
