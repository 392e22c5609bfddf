import torch
from typing import List

torch.manual_seed(0)

def reassign():
    x = [1]
    if 1 == 1:
        x = [2, 3]
    return

def reassign_arity_change():
    x = [1]
    if 1 == 1:
        x = [1, 2, 3]
    return

def reassign_from_empty_literal():
    x = []
    if 1 == 1:
        x = [1, 2, 3]
    return

def reassign_from_empty_builtin():
    x = torch.jit.annotate(List[int], [])
    if 1 == 1:
        x = [1, 2, 3]
    y = torch.jit.annotate(List[float], [])
    if 1 == 1:
        y = [1.0, 2.0, 3.0]
    z = []
    if 1 == 1:
        z = [torch.randn([1])]
    return
print(torch.jit.script(reassign_from_empty_builtin)())
