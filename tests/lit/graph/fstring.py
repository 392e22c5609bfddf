# f-strings become aten::format of a `{}` template, as in PyTorch.
# RUN: graph f
import torch

# CHECK-LABEL: graph(%n.1 : int,
# CHECK: [[T:%[0-9]+]] : str = prim::Constant[value="{}={}"]()
# CHECK-NEXT: str = aten::format([[T]], %s.1, %n.1)
@torch.jit.script
def f(n: int, s: str) -> str:
    return f"{s}={n}"
