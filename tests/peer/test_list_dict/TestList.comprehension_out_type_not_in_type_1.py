import torch

def list_cast() -> int:
    li = [int(i) for i in [torch.tensor(0), torch.tensor(1), torch.tensor(2)]]
    return li[0] + li[1] + li[2]
print(torch.jit.script(list_cast)())
