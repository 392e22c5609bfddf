import torch
from typing import Any

def returns_int(x: int) -> int:
    return x + x + 1

def returns_future_any(x: int) -> torch.jit.Future[Any]:
    return torch.jit._fork(returns_int, x)

@torch.jit.script
def fn_int(x: int) -> Any:
    fut = returns_future_any(x)
    return fut.wait()

def returns_future_float(x: int) -> torch.jit.Future[float]:
    return torch.jit._fork(returns_int, x)

@torch.jit.script
def fn_float(x: int) -> Any:
    fut = returns_future_float(x)
    return fut.wait()
