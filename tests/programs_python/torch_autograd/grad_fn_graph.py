import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
w = torch.tensor([0.5, -1.0, 2.0], requires_grad=True)
y = (x * w).sum()
print(type(y.grad_fn).__name__)
print(y.grad_fn.name())
nf = y.grad_fn.next_functions
print(len(nf))
print(nf[0][0].name(), nf[0][1])
mul = nf[0][0]
print([type(f).__name__ if f is not None else None for f, _ in mul.next_functions])
print([f.name() for f, _ in mul.next_functions])
acc = mul.next_functions[0][0]
print(acc.variable is x)
z = x.exp().mean() + w.pow(2).sum()
node = z.grad_fn
seen = []
def walk(fn, depth):
    if fn is None:
        return
    seen.append("  " * depth + fn.name())
    for child, _ in fn.next_functions:
        walk(child, depth + 1)
walk(node, 0)
print("\n".join(seen))
z.backward()
print(x.grad.round(decimals=3))
print(w.grad)
print(x.is_leaf, z.is_leaf, z.requires_grad)
d = x.detach()
print(d.grad_fn, d.requires_grad)
