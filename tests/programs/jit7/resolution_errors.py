# Name resolution and typing errors in PyTorch 1.13's words: unknown builtin
# operators (with the similar operators PyTorch suggests, or none), an Enum
# whose values are tensors, a Future without its contained type; and the
# Future.wait() method.
import torch
from enum import Enum
from typing import List


def message(fn):
    try:
        fn()
        print("compiled")
    except Exception as e:
        text = str(e).strip()
        print(type(e).__name__, "|", text.split("The original call is")[0].split(":\n")[0])


def unknown_op():
    @torch.jit.script
    def f(x: torch.Tensor):
        torch.set_anomaly_enabled(True)
        return x


def similar_op():
    @torch.jit.script
    def f(x: torch.Tensor):
        return torch.is_tensor(x)


class TensorEnum(Enum):
    A = torch.tensor(0)
    B = torch.tensor(1)


def tensor_enum():
    @torch.jit.script
    def f(e: TensorEnum) -> str:
        return e.name


def bare_future():
    @torch.jit.script
    def f(x: int):
        futs = torch.jit.annotate(List[torch.jit.Future], [])
        return x


for fn in (unknown_op, similar_op, tensor_enum, bare_future):
    message(fn)


def double(x: int) -> int:
    return 2 * x


@torch.jit.script
def waits(x: int) -> int:
    fut = torch.jit.fork(double, x)
    return fut.wait() + torch.jit.wait(fut)


print(waits(5))
