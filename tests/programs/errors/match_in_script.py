import torch


@torch.jit.script
def f(x: int) -> int:
    match x:
        case 1:
            return 2
        case _:
            return 3
