import torch
for v in [[1.0, [2.0]], [[1.5], [2, 3]], ([1, 2], [3]), [[True], []], [[], [1]], [torch.tensor(1), 2], [[1, 2], (3, 4)], [[[1, 2]], [[3]]]]:
    try:
        print(torch.tensor(v))
    except Exception as e:
        print(type(e).__name__, e)

for v in [[[1, 2], [3]], [[1], 2], [1, [2]], [[1, 2], [3, 4, 5]], [[[1]], [[2, 3]]]]:
    try:
        torch.tensor(v)
    except Exception as e:
        print(type(e).__name__, e)
@torch.jit.script
def f():
    return torch.tensor([[1, 2], [3]])
try:
    f()
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[-1])
