from typing import Union, List, Optional, Dict
import torch


@torch.jit.script
def describe(x: Union[int, str, List[int]]) -> str:
    if isinstance(x, int):
        return "int " + str(x + 1)
    elif isinstance(x, str):
        return "str " + x.upper()
    else:
        return "list of " + str(len(x))


print(describe(4), describe("ab"), describe([1, 2, 3]))


@torch.jit.script
def opt_chain(d: Dict[str, int], key: str) -> int:
    v: Optional[int] = d.get(key)
    if v is None:
        return -1
    assert v is not None
    return v * 2


print(opt_chain({"a": 3}, "a"), opt_chain({"a": 3}, "b"))


@torch.jit.script
def tensor_or_float(x: Union[torch.Tensor, float]) -> torch.Tensor:
    if isinstance(x, torch.Tensor):
        return x * 2
    return torch.tensor(x) + 1


print(tensor_or_float(torch.ones(2)), tensor_or_float(2.5))
try:
    describe(2.5)
except RuntimeError as e:
    print("RuntimeError:", str(e).splitlines()[0][:80])
print(describe.schema if hasattr(describe, "schema") else "")
