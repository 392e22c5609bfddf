import torch

def fn(t1, t2):
    return hash(t1) == hash(t2)
tensor1 = torch.tensor(1)
tensor1_clone = torch.tensor(1)
tensor2 = torch.tensor(2)
print(torch.jit.script(fn)(tensor1, tensor1_clone))
