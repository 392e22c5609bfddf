import torch

def fib(x):
    # type: (int) -> int
    prev = 1
    v = 1
    for i in range(0, x):
        save = v
        v = v + prev
        prev = save
    return v
print(torch.jit.script(fib)(10))
