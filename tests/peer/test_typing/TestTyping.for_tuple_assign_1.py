import torch

def test_simple_assign(x):
    # type: (Tuple[int, float]) -> float
    sum = 0.0
    for a in x:
        sum += float(a)
    return sum
print(torch.jit.script(test_simple_assign)((1, 2.5)))
