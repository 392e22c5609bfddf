import torch

@torch.jit.script_if_tracing
def clamp_loop(x, n: int):
    for _ in range(n):
        x = x * 2
    return x

def f(x):
    return clamp_loop(x, 3) + 1

print(f(torch.ones(2)))
tf = torch.jit.trace(f, torch.ones(2))
print(tf.code)
print(tf(torch.full((2,), 0.5)))
print(torch.jit.is_tracing())

def g(x):
    if torch.jit.is_tracing():
        return x * 10
    return x

print(g(torch.ones(1)))
tg = torch.jit.trace(g, torch.ones(1))
print(tg(torch.ones(1)))
print(tg.code)
