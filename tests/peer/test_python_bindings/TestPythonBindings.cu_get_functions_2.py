import torch
from torch import Tensor

@torch.jit.script
def test_get_python_cu_fn(x: torch.Tensor):
    return 2 * x
cu = torch.jit._state._python_cu
print('test_get_python_cu_fn' in (str(fn.name) for fn in cu.get_functions()))
