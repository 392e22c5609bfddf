import torch

@torch.jit.ignore
def somefunc():
    # type: () -> Tuple[Tuple[Tensor, Tensor]]
    return (torch.zeros(3, 4), torch.zeros(4, 5))

@torch.jit.script
def wrong_return_type():
    return somefunc()
wrong_return_type()
