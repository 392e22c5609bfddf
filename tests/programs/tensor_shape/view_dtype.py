import torch
@torch.jit.script
def f(x):
    return torch.slice_scatter(x, torch.ones(2, 2), start=1, end=3)
try:
    print(f(torch.zeros(4,2)))
except Exception as e: print(e)
x = torch.arange(6).reshape(2,3)
print(x.view(torch.int32).shape, x.view(torch.uint8).shape, x.view(torch.int16).stride())
print(torch.tensor([1.0, 2.0]).view(torch.int16))
print(torch.arange(8, dtype=torch.uint8).view(torch.int32))
print(torch.arange(8, dtype=torch.uint8).view(torch.float64))
try: print(x.t().view(torch.int32))
except Exception as e: print(e)
try: print(torch.arange(3, dtype=torch.uint8).view(torch.int16))
except Exception as e: print(e)
try: print(torch.arange(6, dtype=torch.uint8).reshape(2,3)[:, :2].view(torch.int16))
except Exception as e: print(e)
