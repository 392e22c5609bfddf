# script_if_tracing, is_tracing, scripted functions called while tracing, trace inside script
import torch

@torch.jit.script_if_tracing
def clamp_rows(x, n: int):
    for i in range(n):
        x = x + i
    return x

def uses_it(x):
    if torch.jit.is_tracing():
        print("tracing now")
    return clamp_rows(x, x.size(0))

print(uses_it(torch.zeros(2)))
t = torch.jit.trace(uses_it, torch.zeros(3))
print(t(torch.zeros(3)))
print(t(torch.zeros(5)))
print(torch.jit.is_tracing())

@torch.jit.script
def scripted(x, k: int):
    if k > 1:
        return x * k
    return x

def outer(x):
    return scripted(x, 3) + 1

t2 = torch.jit.trace(outer, torch.ones(2))
print(t2.code)
print(t2(torch.ones(2)))

def inner(x):
    return x.sin() + x.cos()

traced_inner = torch.jit.trace(inner, torch.zeros(3))

@torch.jit.script
def use_traced(x):
    return traced_inner(x) * 2

print(use_traced(torch.zeros(3)))
print(use_traced.code)
