import torch

def stuff3(x):
    # type: (List[int]) -> Tuple[Tensor, List[int]]
    return (torch.ones(x), x)
print(torch.jit.script(stuff3)([3, 2]))
