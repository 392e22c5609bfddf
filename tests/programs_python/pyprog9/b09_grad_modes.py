# no_grad / inference_mode / enable_grad / set_grad_enabled; detach vs clone; leaf/grad_fn semantics.
import torch

a = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
with torch.no_grad():
    b = a * 2
    with torch.enable_grad():
        c = a * 3
print(b.requires_grad, c.requires_grad, torch.is_grad_enabled())
with torch.set_grad_enabled(False):
    print(torch.is_grad_enabled(), (a + 1).requires_grad)
torch.set_grad_enabled(False)
print((a * a).requires_grad)
torch.set_grad_enabled(True)
print((a * a).requires_grad)


@torch.no_grad()
def predict(x):
    return x * a


print(predict(torch.ones(3)).requires_grad, torch.is_grad_enabled())
with torch.inference_mode():
    i = a * 2
print(i.requires_grad, i.is_inference(), a.is_inference(), torch.is_inference_mode_enabled())
try:
    (i * a).sum().backward()
except RuntimeError as e:
    print("RuntimeError:", str(e)[:60])
with torch.inference_mode(mode=False):
    print(torch.is_inference_mode_enabled(), (a * 2).requires_grad)

d = a.detach()
d[0] = 10.0
print(a.tolist(), d.requires_grad, d.is_leaf)
e = a.clone()
print(e.requires_grad, e.is_leaf, e.grad_fn.name())
e.sum().backward()
print(a.grad.tolist())
x = torch.ones(2, requires_grad=True)
y = x * 2
y.retain_grad()
z = (y ** 2).sum()
z.backward()
print(y.grad.tolist(), x.grad.tolist(), y.is_leaf, z.grad_fn.name(), z.grad_fn.next_functions[0][0].name())
w = torch.ones(3, requires_grad=True)
v = w.sigmoid()
v.mul_(2)
try:
    w2 = torch.ones(3, requires_grad=True)
    s = w2.exp()
    s.add_(1)
    s.sum().backward()
    print("ok add_", w2.grad.tolist()[:1])
    t = w2.exp()
    u = t * 1
    t.add_(1)
    torch.ones(1).requires_grad_()
    w3 = torch.ones(3, requires_grad=True)
    r = w3.sigmoid()
    r.mul_(2)
    r.sum().backward()
    print("ok sigmoid mul_", [round(g, 4) for g in w3.grad.tolist()])
    w4 = torch.ones(3, requires_grad=True)
    q = w4.exp()
    q2 = q.exp()
    q.zero_()
    q2.sum().backward()
except RuntimeError as err:
    print("RuntimeError:", str(err).split(";")[0][:90])
try:
    w[0] = 5.0
except RuntimeError as err:
    print(str(err))
leaf = torch.zeros(2, requires_grad=True)
with torch.no_grad():
    leaf[0] = 5.0
print(leaf.tolist(), leaf.grad_fn, leaf._version)
k = torch.ones(2)
print(k._version, k.add_(1)._version, k.requires_grad_().requires_grad)
try:
    torch.ones(2, dtype=torch.long, requires_grad=True)
except RuntimeError as err:
    print(err)
g = torch.autograd.grad((a * a).sum(), a, create_graph=True)[0]
print(g.requires_grad, g.grad_fn is not None, g.tolist())
print(torch.autograd.grad((g * g).sum(), a)[0].tolist())
