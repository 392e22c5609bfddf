import torch

def triu_indices(rows: int, cols: int):
    indices = torch.triu_indices(rows, cols, dtype=torch.int32)
    assert indices.dtype == torch.int32
print(torch.jit.script(triu_indices)(3, 3))
