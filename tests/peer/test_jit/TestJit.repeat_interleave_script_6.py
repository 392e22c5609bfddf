import torch
from torch import Tensor

def fn(input: torch.Tensor, repeats: torch.Tensor) -> torch.Tensor:
    output = input.repeat_interleave(repeats)
    return output
fn_scripted = torch.jit.script(fn)
input = torch.tensor([5, 7], dtype=torch.int64)
repeats = torch.tensor([3, 6], dtype=torch.int64)
output = fn(input, repeats)
output_scripted = fn_scripted(input, repeats)
print(output_scripted)
