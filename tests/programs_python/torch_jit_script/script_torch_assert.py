import torch
@torch.jit.script
def g(x: torch.Tensor):
    torch._assert(x.sum() > 0, "need positive")
    torch._assert(True, "ok")
    return x * 2
print(g.code)
print(g(torch.ones(2)))
try:
    g(-torch.ones(2))
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[-1])
try:
    torch.jit.script(lambda: None)
except Exception as e:
    print(type(e).__name__)
def h(x: int):
    torch._assert(x, "int")
    return x
try:
    torch.jit.script(h)
except Exception as e:
    print(type(e).__name__, str(e)[:300])
