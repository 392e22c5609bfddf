import torch
x = torch.tensor([1.0, 2.0], requires_grad=True)
with torch.no_grad():
    y = x * 2
    with torch.enable_grad():
        z = x * 3
print(y.requires_grad, z.requires_grad, torch.is_grad_enabled())
with torch.inference_mode():
    w = x * 4
print(w.requires_grad, w.is_inference(), torch.is_inference_mode_enabled())
@torch.no_grad()
def f(t):
    return t * 5, torch.is_grad_enabled()
print(f(x))
torch.set_grad_enabled(False)
print((x * 2).requires_grad)
torch.set_grad_enabled(True)
with torch.set_grad_enabled(False):
    print((x + 1).grad_fn)
print((x + 1).grad_fn.name())
try:
    w.add_(1)
    x2 = w * x
    x2.sum().backward()
except RuntimeError as e:
    print("RuntimeError", str(e)[:60])
d = x.detach()
d[0] = 10
print(x, d.requires_grad)
