import torch

def tril_indices(rows: int, cols: int):
    indices = torch.tril_indices(rows, cols)
    assert indices.dtype == torch.int64
print(torch.jit.script(tril_indices)(3, 3))
