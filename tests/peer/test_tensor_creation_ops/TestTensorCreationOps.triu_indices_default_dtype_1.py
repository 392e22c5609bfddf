import torch

def triu_indices(rows: int, cols: int):
    indices = torch.triu_indices(rows, cols)
    assert indices.dtype == torch.int64
print(torch.jit.script(triu_indices)(3, 3))
