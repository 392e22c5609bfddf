# Tensor._version: shared by a tensor, its views and detach(); bumped once per
# in-place write (methods, out=, index assignment, optimizers, nn.init);
# `.data` has a counter of its own.
import torch
x = torch.zeros(3)
print(x._version)
x.add_(1); print(x._version)
v = x[1:]
print(v._version)
v.mul_(2); print(x._version, v._version)
x[0] = 5; print(x._version)
x[[0, 1]] = 3.; print(x._version)
x[x > 2] = 0; print(x._version)
d = x.detach(); d.zero_(); print(x._version, d._version)
y = x.clone(); print(y._version)
torch.add(x, 1, out=y); print(y._version)
print(x.data._version)
x.data.add_(1); print(x._version)
with torch.no_grad():
    x.sub_(1)
print(x._version)
x += 1; print(x._version)
x = x + 1; print(x._version)
p = torch.nn.Parameter(torch.ones(2))
opt = torch.optim.SGD([p], lr=0.1, momentum=0.9)
p.sum().backward(); opt.step(); print(p._version)
opt.step(); print(p._version)
l = torch.nn.Linear(2, 2)
print(l.weight._version)
torch.nn.init.zeros_(l.weight); print(l.weight._version)
r = torch.relu_(torch.ones(2)); print(r._version)
import torch.nn.functional as F
z = torch.ones(2); F.relu(z, inplace=True); print(z._version)
z.copy_(torch.zeros(2)); print(z._version)
z.fill_(2); z.uniform_(); print(z._version)
t = z.view(2, 1); t.t_(); print(z._version, t._version)
