import torch
from typing import List, Dict, Optional, Tuple


@torch.jit.script
def show_all(x: torch.Tensor):
    print(x.dtype, x.shape, x.size(), x.device, x.requires_grad)
    print(x.int().dtype, x.to(torch.float64).dtype, torch.float16, torch.bool)
    print(1.0, 2.5e-8, 1e20, -0.0, 3, True, None, "s")
    print(x.sum().item(), x.max().item(), int(x.argmax()), float(x.mean()))
    print([1.5, 2.0], [1, 2], [True], (1, "a", 2.0), {"k": 1.25})
    o: Optional[int] = None
    print(o, [x.size(0), x.size(1)])
    print(x[0], x[:, 0].contiguous())
    print(x.to(torch.bool), x.long())
    print(torch.zeros(2, 2, 2))
    print(torch.ones(1, 3) * 1e-7)
    print(torch.tensor([float("nan"), float("inf")]))
    print(torch.arange(3, dtype=torch.int8), torch.arange(2, dtype=torch.uint8), torch.tensor([True]))
    print(torch.tensor(7), torch.tensor(2.5), torch.tensor(False))


show_all(torch.tensor([[1.25, -2.0, 0.0], [3.5, 4.0, 100.0]]))
