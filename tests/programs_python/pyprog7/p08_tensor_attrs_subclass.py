# Python attributes on tensors and parameters, and torch.Tensor / nn.Parameter subclasses keeping their type.
import torch
import torch.nn as nn


class MyT(torch.Tensor):
    def double_it(self):
        return self * 2

    @property
    def total(self):
        return self.sum().item()


m = torch.ones(2).as_subclass(MyT)
print(m, repr(m), type(m).__name__, isinstance(m, torch.Tensor), isinstance(m, MyT))
print(type(m + 1).__name__, type(torch.add(m, 1)).__name__, type(m.double_it()).__name__, type(m.sum()).__name__)
print(type(m[0]).__name__, type(m.shape).__name__, type(m.tolist()).__name__, type(m.max(0)[0]).__name__)
print(type(torch.ones(2) + m).__name__, type(m.detach()).__name__, type(m.clone()).__name__, m.total)
print(type(torch.cat([torch.zeros(1), m])).__name__, type(torch.ones(2)).__name__)
print(f"{m}", str(m.double_it()))
q = MyT([1.0, 2.0])
print(type(q).__name__, q, q.dtype)
m.foo = 3
print(m.foo, hasattr(m.clone(), "foo"))


class P(nn.Parameter):
    def __init__(self, data):
        self.tag = "w"


p = P(torch.ones(2))
print(type(p).__name__, p.tag, isinstance(p, nn.Parameter), p.requires_grad, type(p * 2).__name__)

t = torch.ones(3)
t.name_ = "abc"
print(t.__dict__, vars(t))
print(getattr(t, "missing", 5), hasattr(t, "name_"))
try:
    t.missing
except AttributeError as e:
    print("AttributeError:", e)
u = t.view(3)
print(hasattr(u, "name_"), t.name_)
t.add_(1)
print(t.name_, t)
setattr(t, "scale", 0.5)
print(t.scale * 2)
del t.name_
print(hasattr(t, "name_"), t.__dict__)

lin = nn.Linear(2, 2)
lin.weight.no_decay = True
lin.bias._custom = {"lr_mult": 2.0}
decay, no_decay = [], []
for n, prm in lin.named_parameters():
    (no_decay if getattr(prm, "no_decay", False) else decay).append(n)
print(decay, no_decay, lin.bias._custom["lr_mult"])
groups = [{"params": [q for q in lin.parameters() if hasattr(q, "no_decay")], "weight_decay": 0.0},
          {"params": [q for q in lin.parameters() if not hasattr(q, "no_decay")]}]
opt = torch.optim.SGD(groups, lr=0.1, weight_decay=0.01)
print([len(g["params"]) for g in opt.param_groups], [g["weight_decay"] for g in opt.param_groups])
x = torch.tensor([1.0, 2.0], requires_grad=True)
y = x.as_subclass(MyT)
(y * y).sum().backward()
print(type(y).__name__, x.grad)
import copy
t = torch.ones(2)
t.meta = {"a": [1]}
u = copy.deepcopy(t)
print(u.meta, u.meta is t.meta, u.meta == t.meta)
pp = nn.Parameter(torch.ones(2))
pp.flag = 1
qq = copy.deepcopy(pp)
print(type(qq).__name__, hasattr(qq, "flag"), hasattr(copy.deepcopy(lin).weight, "no_decay"))
