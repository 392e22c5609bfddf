# Default arguments of scripted functions are the values Python evaluated
# when the def ran (tensors and expressions included), converted to the
# parameter's type; PyTorch's messages for defaults that do not fit.
import torch
from typing import Dict, Optional, Tuple, List

base = torch.tensor([1.0, 2.0])
offset = 3


@torch.jit.script
def shifted(x, b=base, k: int = offset * 2, scale: float = 2):
    return x * scale + b + k


print(shifted(torch.zeros(2)))
print(shifted(torch.zeros(2), torch.ones(2), 0, 1.0))
base.add_(10)  # the default shares the tensor Python bound
print(shifted(torch.zeros(2)))


@torch.jit.script
def maybe(x: Optional[int] = None, names: Tuple[str, str] = ("a", "b")) -> str:
    return names[0] + str(x)


print(maybe(), maybe(4))


def report(fn):
    try:
        torch.jit.script(fn)
    except Exception as e:
        print(type(e).__name__ + ":", str(e).strip().splitlines()[0])


def wrong_float(x, a=10, b=0.5):
    # type: (Tensor, float, int) -> Tensor
    return x + a + b


def wrong_none(x=None):
    # type: (Dict[str, int]) -> Dict[str, int]
    return x


def mutable_tuple(x=(1, [])):
    # type: (Tuple[int, List[Tensor]]) -> int
    return x[0]


def partial(x: int) -> int:
    if x > 0:
        return 1


for f in (wrong_float, wrong_none, mutable_tuple, partial):
    report(f)
