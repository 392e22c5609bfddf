import torch

def none_stmt(x):
    output = None
    output = x
    return output

def none_args(x):

    # type: (Optional[Tensor]) -> Optional[Tensor]
    return None
print(torch.jit.script(none_args)(None))
