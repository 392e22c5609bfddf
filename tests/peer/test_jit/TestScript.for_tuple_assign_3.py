import torch

def test_simple_assign(x):
    # type: (Tuple[int, float]) -> float
    sum = 0.0
    for a in x:
        sum += float(a)
    return sum

def test_tuple_assign(x):

    # type: (Tuple[Tuple[int, int], Tuple[int, int]]) -> int
    sum = 0
    for a in x:
        sum += a[0]
        sum += a[1]
    return sum
print(torch.jit.script(test_tuple_assign)(((1, 2), (4, 7))))
