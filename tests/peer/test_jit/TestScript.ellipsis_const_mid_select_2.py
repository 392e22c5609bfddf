import torch

def ellipsize(x):
    # type: (Tensor) -> List[int]
    return x[2, Ellipsis, 4, 4, 4:8, 2].size()
dummy = torch.zeros(8, 8, 8, 8, 8, 8, 8)
print(torch.jit.script(ellipsize)(dummy))
