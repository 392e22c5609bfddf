import torch

def test_reverse_empty():
    a = []
    a.reverse()
    return a == []
print(torch.jit.script(test_reverse_empty)())
