import torch

def tril_indices(rows: int, cols: int):
    indices = torch.tril_indices(rows, cols, dtype=torch.int32)
    assert indices.dtype == torch.int32
print(torch.jit.script(tril_indices)(3, 3))
