import torch

@torch.jit.script
def f(x: torch.Tensor, n: int) -> torch.Tensor:
    for i in range(n):
        x = x * 2
    return x

print(f.code)
print(f(torch.ones(2), 3))
print(f.schema)
print(f.name)

@torch.jit.script
def g(xs: list[int]) -> dict[str, int]:
    out: dict[str, int] = {}
    for i, v in enumerate(xs):
        out[str(i)] = v * v
    return out
print(g([1, 2, 3]))
print(g.code)
