import torch
from torch import Tensor
from typing import List

torch.manual_seed(0)

def fn(tensor_list: List[torch.Tensor], add_tensor):
    cat = torch.cat(tensor_list, dim=1)
    r = torch.sin(cat + add_tensor)
    return r
fn_s = torch.jit.script(fn)
a = torch.rand((3, 6), requires_grad=True)
b = torch.rand((3, 10), requires_grad=True)
x = [a, b]
y = torch.rand((3, 16), requires_grad=True)
ret = fn_s(x, y)
ret.sum().backward()
ret = fn_s(x, y)
ret.sum().backward()
ret = fn_s(x, y)
s = ret.sum()
backward_fn = s.grad_fn.next_functions[0][0]
grad_out = torch.rand((3, 16))
grad_inputs = backward_fn(grad_out, None)
grad_inputs = backward_fn(None, None)
for x in grad_inputs:
    if x is not None:
        print(torch.max(torch.abs(x)).item())
