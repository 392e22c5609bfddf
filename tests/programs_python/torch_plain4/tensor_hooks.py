import torch
x = torch.tensor([1.0, 2.0], requires_grad=True)
seen = []
h = x.register_hook(lambda g: seen.append(g.clone()))
y = x * 3
y.register_hook(lambda g: g * 10)
y.retain_grad()
(y * y).sum().backward()
print(x.grad, seen, y.grad)
h.remove()
x.grad = None
(x * 2).sum().backward()
print(x.grad, len(seen))
w = torch.ones(2, requires_grad=True)
z = w * 2
z.register_hook(lambda g: print("hook z", g))
def mod(g):
    return g + 1
w.register_hook(mod)
z.sum().backward()
print(w.grad)
a = torch.tensor(1.0, requires_grad=True)
b = a * 2
c = b.exp()
print(c.grad_fn.name(), c.grad_fn.next_functions[0][0].name())
c.backward()
print(round(a.grad.item(), 4), b.is_leaf, a.is_leaf, b.grad_fn is not None)
