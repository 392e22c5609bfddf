import torch

torch.manual_seed(0)

def test_is_tracing(x):
    if torch.jit.is_tracing():
        return x + 1
    else:
        return x - 1
inp = torch.randn(3, 3)
print(torch.jit.script(test_is_tracing)(inp))
