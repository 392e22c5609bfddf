# A full `:` is a slice op in the graph, as PyTorch emits it.
import torch
@torch.jit.script
def f(x: torch.Tensor):
    a = x[:]
    b = x[:, 1]
    c = x[1, :]
    d = x[..., :]
    e = x[:, :, None]
    g = x[::1]
    h = x[0:]
    return a, b, c, d, e, g, h
print(f.code)
