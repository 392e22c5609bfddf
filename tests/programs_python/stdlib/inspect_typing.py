import inspect
from typing import Dict, List, Tuple, Optional, Union, Callable, Any
import torch
import torch.nn as nn

def train_step(model: nn.Module, batch: Tuple[torch.Tensor, torch.Tensor], lr: float = 0.1, *, verbose: bool = False) -> float:
    """One step."""
    return 0.0

sig = inspect.signature(train_step)
print(sig)
for name, param in sig.parameters.items():
    print(name, param.kind, param.default is inspect.Parameter.empty)
print(list(sig.parameters))
print(inspect.isfunction(train_step), inspect.isclass(nn.Linear), inspect.ismethod(nn.Linear(1, 1).forward))
print(inspect.getdoc(train_step))

class Net(nn.Module):
    def __init__(self, a: int, b: int = 2):
        super().__init__()
    def forward(self, x):
        return x

print(inspect.signature(Net.__init__))
print(inspect.signature(Net.forward).parameters.keys())
print(train_step.__annotations__["lr"], train_step.__name__)
def make(**kwargs: Any) -> Dict[str, Any]:
    return dict(kwargs)
print(make(a=1, b=[2]))
Registry = Dict[str, Callable[..., nn.Module]]
reg: Registry = {}
def register(name: str):
    def deco(fn):
        reg[name] = fn
        return fn
    return deco
@register("mlp")
def mlp(d: int = 4) -> nn.Module:
    return nn.Linear(d, d)
print(list(reg), reg["mlp"](3))
def first(xs: List[int]) -> Optional[int]:
    return xs[0] if xs else None
print(first([]), first([5]))
print(Optional[int], List[int], Union[int, str])
print([m for m, _ in inspect.getmembers(Net, predicate=inspect.isfunction) if not m.startswith("_")][:3])
