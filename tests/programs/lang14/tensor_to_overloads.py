import torch


@torch.jit.script
def convs(x: torch.Tensor, y: torch.Tensor):
    a = x.to(torch.float64)
    b = x.to(dtype=torch.int32)
    c = x.to(y)
    d = x.to("cpu")
    e = x.to(torch.device("cpu"), torch.int16)
    f = x.type(torch.float16)
    return a.dtype, b.dtype, c.dtype, d.dtype, e.dtype, f.dtype, c


@torch.jit.script
def casts(x: torch.Tensor):
    return x.float(), x.double(), x.long(), x.int(), x.half().dtype, x.byte()


x = torch.tensor([1.5, -2.25, 0.0])
print(convs(x, torch.tensor([1], dtype=torch.int8)))
for r in casts(x):
    print(r)
print(casts.code)
