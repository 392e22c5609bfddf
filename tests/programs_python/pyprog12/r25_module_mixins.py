import copy
import torch
import torch.nn as nn

class CountMixin:
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.calls = 0
    def __call__(self, *args, **kwargs):
        self.calls += 1
        return super().__call__(*args, **kwargs)

class ReprMixin:
    def summary(self):
        n = sum(p.numel() for p in self.parameters())
        return f"{type(self).__name__}<{n} params, {self.calls} calls>"

class Net(CountMixin, ReprMixin, nn.Module):
    def __init__(self, d):
        super().__init__()
        self.fc = nn.Linear(d, d)
    def forward(self, x):
        return self.fc(x)

torch.manual_seed(0)
n = Net(3)
n(torch.ones(1, 3)); n(torch.ones(2, 3))
print(n.summary(), [c.__name__ for c in Net.__mro__])

class Wrapper(nn.Module):
    def __init__(self, inner):
        super().__init__()
        self.inner = inner
    def __getattr__(self, name):
        try:
            return super().__getattr__(name)
        except AttributeError:
            return getattr(self.inner, name)
    def forward(self, x):
        return self.inner(x) * 2

w = Wrapper(n)
print(w.fc.in_features, w.calls, w.summary(), hasattr(w, "nothing"))
class Frozen(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = nn.Linear(1, 1)
        self._locked = True
    def __setattr__(self, name, value):
        if getattr(self, "_locked", False) and name != "_locked":
            raise AttributeError(f"cannot set {name}")
        super().__setattr__(name, value)
f = Frozen()
try:
    f.b = 3
except AttributeError as e:
    print(e)
c = copy.deepcopy(n)
print(c.calls, torch.equal(c.fc.weight, n.fc.weight), c.fc.weight is n.fc.weight, c.fc.weight.data_ptr() != n.fc.weight.data_ptr())
class Tied(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(5, 3)
        self.out = nn.Linear(3, 5, bias=False)
        self.out.weight = self.emb.weight
t = Tied()
print(len(list(t.parameters())), list(t.state_dict().keys()), len(list(t.named_parameters(remove_duplicate=False))) if "remove_duplicate" in nn.Module.named_parameters.__code__.co_varnames else "")
t2 = copy.deepcopy(t)
print(t2.out.weight is t2.emb.weight)
