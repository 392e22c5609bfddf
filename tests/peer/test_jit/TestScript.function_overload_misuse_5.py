import torch

@torch.jit._overload
def null_overload(x: int) -> int:
    ...

@torch.jit._overload
def null_overload(x: str) -> str:
    pass

def null_overload_driver():
    return null_overload(0)
torch.jit.script(null_overload_driver)
