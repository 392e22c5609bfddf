import torch

def index():
    a = [1, 2, 3]
    return a[1]

def negative_index():
    a = [1, 2, 3]
    return a[-1]

def bad_index():
    a = [1, 2, 3]
    return a[4]

def bad_negative_index():
    a = [1, 2, 3]
    return a[-5]
torch.jit.script(bad_negative_index)()
