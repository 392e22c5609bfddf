import torch

def test_script_clamp_max_none(x):
    return torch.clamp(x, min=2, max=None)

def test_script_clamp_max(x):
    return torch.clamp(x, max=2)

def test_script_clamp_min_none(x):
    return torch.clamp(x, min=None, max=2)

def test_script_clamp_min(x):
    return torch.clamp(x, min=2)
input = [torch.arange(0, 3)]
print(torch.jit.script(test_script_clamp_min_none)(*input))
