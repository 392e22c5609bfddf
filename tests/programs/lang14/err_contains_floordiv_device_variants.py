import torch
def f(x: str) -> int:
    return x // 2
def g(x: str):
    return 3 in x
def h(x: int):
    return torch.device(x)
for fn in [f, g, h]:
    try:
        torch.jit.script(fn)
    except Exception as e:
        print(str(e).replace(__file__, "<file>"))
