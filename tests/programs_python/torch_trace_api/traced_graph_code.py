import torch
def f(x, y):
    z = x + y
    return torch.relu(z) * 2
t = torch.jit.trace(f, (torch.ones(2), torch.ones(2)))
print(t.code)
s = torch.jit.script(f)
print(s.code)
print(s.schema if hasattr(s, "schema") else None)
