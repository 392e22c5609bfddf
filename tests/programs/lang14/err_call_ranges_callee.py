import torch
def add(a: int, b: int) -> int:
    return a + b
def c1() -> int:
    return add(1, 2, 3)
def c2() -> int:
    return add(1, [2, 3])
def c3(x: torch.Tensor):
    return torch.zeros(x, [2])
def c4(x: torch.Tensor):
    return x.view(1, [2, 3] )
for f in [c1, c2, c3, c4]:
    try:
        torch.jit.script(f)
    except Exception as e:
        print(str(e).replace(__file__, "<file>").splitlines()[-2:])
