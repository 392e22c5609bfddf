import torch
from typing import Any, List


@torch.jit.script
def pick(inp: torch.Tensor) -> Any:
    if inp.shape[0] == 1:
        return inp * inp
    else:
        return "str"


@torch.jit.script
def describe(x: Any) -> str:
    if isinstance(x, str):
        return "str:" + x
    if isinstance(x, int):
        return "int:" + str(x + 1)
    if isinstance(x, List[int]):
        return "list:" + str(len(x))
    return "other"


print(pick(torch.tensor([3.0])))
print(pick(torch.tensor([1.0, 2.0])))
print(describe("bar"), describe(41), describe([1, 2, 3]), describe(2.5))
print(describe.graph.inputs().__next__().type())
