import torch

torch.manual_seed(0)
x = torch.randn(3, requires_grad=True)
seen = []

def log_hook(name):
    def hook(grad):
        seen.append((name, [round(v, 4) for v in grad.tolist()]))
    return hook

y = x * 2
y.register_hook(log_hook("y"))
z = y.exp()
h = z.register_hook(lambda g: g * 10)
z.register_hook(log_hook("z"))
x.register_hook(log_hook("x"))
z.sum().backward()
for s in seen:
    print(*s)
print([round(v, 4) for v in x.grad.tolist()])

h.remove()
x.grad = None
seen.clear()
z = (x * 2).exp()
z.register_hook(log_hook("z2"))
z.sum().backward()
print(seen)

# hook returning None leaves grad unchanged; retain_grad
a = torch.ones(2, requires_grad=True)
b = a * 3
b.retain_grad()
b.register_hook(lambda g: print("b grad in hook", g))
(b * b).sum().backward()
print(b.grad, a.grad)

# hook on leaf changes what is accumulated
w = torch.tensor([1.0, -1.0], requires_grad=True)
w.register_hook(lambda g: g.clamp(min=0))
(w * torch.tensor([2.0, -3.0])).sum().backward()
print(w.grad)
