import torch

@torch.jit.script
def foo():
    return len((1, 'str', None))

@torch.jit.script
def test_indexing_end_out_of_bounds():
    c = (1, 2)
    return c[2:10]
print(test_indexing_end_out_of_bounds())
