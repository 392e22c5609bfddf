import torch

def test_dicts(x):
    # type: (Dict[str, int]) -> int
    sum = 0
    for key in x:
        sum += x[key]
    return sum
print(torch.jit.script(test_dicts)({'a': 1, 'b': 2, 'c': 3}))
