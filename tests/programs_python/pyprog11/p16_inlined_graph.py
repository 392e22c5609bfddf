import torch

@torch.jit.script
def helper(x: torch.Tensor) -> torch.Tensor:
    return x * 2 + 1

@torch.jit.script
def outer(x: torch.Tensor, n: int) -> torch.Tensor:
    for i in range(n):
        x = helper(x)
    return x.relu()

print(outer.graph)
print(outer.inlined_graph)
print(outer(torch.tensor([-3.0, 1.0]), 2))
print(outer.code)
print(helper.schema if hasattr(helper, "schema") else None)
print(outer.name)
