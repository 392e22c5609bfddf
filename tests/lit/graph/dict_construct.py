# Dict literals are prim::DictConstruct with alternating keys and values;
# `d[k] = v` is aten::_set_item and `d[k]` aten::__getitem__.
# RUN: graph f
import torch
from typing import Dict

# CHECK-LABEL: graph(%x.1 : Tensor):
# CHECK: [[K:%[0-9]+]] : str = prim::Constant[value="a"]()
# CHECK: [[D:%d\.[0-9]+]] : Dict(str, Tensor) = prim::DictConstruct([[K]], %x.1)
# CHECK: aten::_set_item([[D]], %{{[0-9]+}}, %x.1)
# CHECK: %e.1 : Dict(int, str) = prim::DictConstruct()
# CHECK: Tensor = aten::__getitem__([[D]],
# CHECK: return
@torch.jit.script
def f(x: torch.Tensor) -> torch.Tensor:
    d = {"a": x}
    d["b"] = x
    e: Dict[int, str] = {}
    return d["b"]
