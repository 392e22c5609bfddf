import torch


@torch.jit.script
def show(a: int, s: str, f: float):
    print(a, s, f)
    print("x", a, [1, 2], (s, f))
    print()
    print(torch.tensor([1, 2]), a)


show(1, "two", 3.0)
show(-5, "", 1e-5)
