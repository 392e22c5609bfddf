import torch
from typing import List

a = torch.tensor([[[1, 11], [2, 22]], [[3, 33], [4, 44]], [[5, 55], [6, 66]]])

def test_index_slice1(x):
    x = x[:, :, [0, 1]]
    return x

def test_index_slice2(x):
    x = x[[2, 1, 0], :, :]
    return x

def test_index_slice3(x):
    x = x[[0, 1], :, [1]]
    return x

def test_index_slice_empty_list(x):
    empty_list: List[int] = []
    x = x[empty_list, :, :]
    return x
print(torch.jit.script(test_index_slice_empty_list)(a))
