# A typing container without its contained types (List, Dict, Tuple,
# Optional) is an error wherever script code uses it as a type: signatures,
# type comments, torch.jit.isinstance; `list` and `dict` stay usable.
import torch
from typing import Any, Dict, List, Optional, Tuple


def sig(x: List):
    return x


def comment(x):
    # type: (Dict) -> int
    return 1


def check_tuple(x: Any):
    return torch.jit.isinstance(x, Tuple)


def check_optional(x: Any):
    return torch.jit.isinstance(x, Optional)


for fn in (sig, comment, check_tuple, check_optional):
    try:
        torch.jit.script(fn)
    except RuntimeError as e:
        print(type(e).__name__ + ":", str(e))


@torch.jit.script
def lower(x: Any) -> bool:
    return isinstance(x, list)


print(lower([1, 2]), lower(3))
