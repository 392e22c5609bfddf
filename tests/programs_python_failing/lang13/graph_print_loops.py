import torch


@torch.jit.script
def loop_sum(n: int) -> int:
    total = 0
    i = 0
    while i < n:
        total += i
        i += 1
    return total


@torch.jit.script
def branchy(x: int) -> int:
    if x > 3:
        y = x * 2
    else:
        y = x - 1
    return y


print(loop_sum(5), branchy(5), branchy(1))
print(loop_sum.graph)
print(branchy.graph)
print(loop_sum.code)
print(branchy.code)
