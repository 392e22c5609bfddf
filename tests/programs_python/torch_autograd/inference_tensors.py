import torch
x = torch.ones(2, 3, requires_grad=True)
print(x.is_inference())
with torch.inference_mode():
    y = x * 2
    z = torch.zeros(3)
    print(y.is_inference(), z.is_inference(), y.requires_grad, torch.is_inference_mode_enabled(), torch.is_grad_enabled())
    with torch.inference_mode(False):
        w = torch.ones(2)
        print("inner", w.is_inference(), torch.is_inference_mode_enabled())
print(y.is_inference(), torch.is_inference_mode_enabled())
try:
    (y * x).sum().backward()
except RuntimeError as e:
    print("E1", e)
try:
    y.add_(1)
except RuntimeError as e:
    print("E2", e)
try:
    y.requires_grad_()
except RuntimeError as e:
    print("E3", e)
print((y + 1).is_inference(), (y + 1).requires_grad)
@torch.inference_mode()
def f(t):
    return t * 3
r = f(x)
print(r.is_inference(), r.requires_grad)
c = y.clone()
print(c.is_inference())
with torch.inference_mode():
    q = torch.ones(2)
q2 = q.clone()
print(q2.is_inference())
try:
    q.view(2)
    print("view ok")
    q[0] = 5
except RuntimeError as e:
    print("E4", e)
with torch.no_grad():
    n = x * 2
print(n.is_inference(), n.requires_grad)
with torch.inference_mode(mode=True):
    print(torch.is_inference_mode_enabled())
lin = torch.nn.Linear(3, 2)
with torch.inference_mode():
    out = lin(x)
print(out.is_inference(), out.requires_grad)
try:
    loss = lin(out.new_ones(1, 3) + out.sum()).sum()
    loss.backward()
except RuntimeError as e:
    print("E5", e)
t = torch.ones(2)
with torch.inference_mode():
    t.add_(1)
    print(t)
try:
    with torch.inference_mode():
        x.add_(1)
except RuntimeError as e:
    print("E6", e)
print(torch.inference_mode().__class__.__name__)

# A typical evaluation loop under inference_mode, then fine-tuning on a clone.
torch.manual_seed(0)
model = torch.nn.Sequential(torch.nn.Linear(4, 8), torch.nn.ReLU(), torch.nn.Linear(8, 2))
data = torch.randn(6, 4)
with torch.inference_mode():
    preds = model(data)
    feats = model[0](data)
print(preds.is_inference(), feats.is_inference(), preds.requires_grad)
print(torch.is_inference(preds), torch.round(preds * 1000) / 1000)
head = torch.nn.Linear(8, 2)
try:
    head(feats).sum().backward()
except RuntimeError as e:
    print("E7", e)
head(feats.clone()).sum().backward()
print(head.weight.grad.shape, feats.clone().is_inference())
try:
    preds.mul_(2)
except RuntimeError as e:
    print("E8", e)
print((preds + preds).is_inference(), preds.detach().is_inference())
