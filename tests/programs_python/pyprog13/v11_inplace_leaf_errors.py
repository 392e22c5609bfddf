import torch
w = torch.ones(3, requires_grad=True)
try:
    w.add_(1)
except RuntimeError as e:
    print("RuntimeError:", e)
with torch.no_grad():
    w.add_(1)
print(w, w.requires_grad, w.is_leaf)
a = torch.ones(2, requires_grad=True)
b = a.sigmoid()
b.mul_(2)
try:
    b.sum().backward()
except RuntimeError as e:
    print("RuntimeError:", str(e)[:90])
c = a * 1
d = c.exp()
c.add_(1)
try:
    d.sum().backward()
except RuntimeError as e:
    print("RuntimeError:", str(e)[:80])
print(c._version, a._version)
try:
    torch.ones(2).backward()
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    (a * 2).backward()
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    torch.ones(2, dtype=torch.long, requires_grad=True)
except RuntimeError as e:
    print("RuntimeError:", e)
v = a.view(2)
print(v._base is a, v.is_leaf)
try:
    a.detach().resize_(3)
    print("resized")
except RuntimeError as e:
    print("RuntimeError:", e)
