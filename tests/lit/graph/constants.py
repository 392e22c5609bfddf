# Literals become prim::Constant nodes typed by their value; bools print as
# 0/1 like PyTorch, floats with 17 significant digits, strings escaped.
# RUN: graph f
import torch

# CHECK-LABEL: graph(%x.1 : int):
# CHECK: %{{[0-9]+}} : int = prim::Constant[value=7]()
# CHECK: %{{[0-9]+}} : float = prim::Constant[value=0.10000000000000001]()
# CHECK: %{{[0-9]+}} : float = prim::Constant[value=2.]()
# CHECK: %{{[0-9]+}} : bool = prim::Constant[value=1]()
# CHECK: %{{[0-9]+}} : bool = prim::Constant[value=0]()
# CHECK: %{{[0-9]+}} : str = prim::Constant[value="a\"b\n"]()
# CHECK: %{{[0-9]+}} : NoneType = prim::Constant()
# CHECK: %{{[0-9]+}} : int = prim::Constant[value=-9223372036854775807]()
# CHECK: return
@torch.jit.script
def f(x: int):
    print(7, 0.1, 2.0, True, False, "a\"b\n", None, -9223372036854775807)
    return x
