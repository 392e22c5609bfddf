# isinstance on a Union refines the value in each branch.
# RUN: graph f
import torch
from typing import Union

# CHECK-LABEL: graph(%x.1 : Union(int, str)):
# CHECK: [[C:%[0-9]+]] : bool = prim::isinstance[types=int](%x.1)
# CHECK: prim::If([[C]])
# CHECK: int = prim::unchecked_cast(%x.1)
# CHECK: str = prim::unchecked_cast(%x.1)
@torch.jit.script
def f(x: Union[int, str]) -> str:
    if isinstance(x, int):
        return str(x + 1)
    return x
