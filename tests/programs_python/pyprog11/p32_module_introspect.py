import torch
import torch.nn as nn

class Tiny(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(2, 2)
        self.alpha = 0.5
    def forward(self, x):
        return self.lin(x) * self.alpha
    def helper(self):
        return "help"

t = Tiny()
names = dir(t)
for n in ["lin", "alpha", "helper", "forward", "training", "_parameters", "__init__", "register_buffer", "T_destination", "dump_patches"]:
    print(n, n in names)
print([n for n in names if n.startswith("named_")])
print(len([n for n in dir(nn.Linear(1, 1)) if n in ("weight", "bias", "in_features", "out_features")]))
print(sorted(vars(t).keys())[:5])
print(type(t).__mro__[1].__name__, Tiny.__bases__, Tiny.__name__)
print(callable(t), callable(t.helper), t.helper.__name__, t.forward.__self__ is t)
print(hasattr(t, "lin"), getattr(t, "alpha"), getattr(t, "zzz", "default"))
try:
    t.zzz
except AttributeError as e:
    print(e)
t.new_mod = nn.ReLU()
print([n for n, _ in t.named_children()])
del t.new_mod
print([n for n, _ in t.named_children()])
t.register_parameter("extra", nn.Parameter(torch.zeros(1)))
print([n for n, _ in t.named_parameters()])
print(type(t.__dict__["_parameters"]).__name__)
print("lin" in t.__dict__, "lin" in t._modules, "alpha" in t.__dict__)
print(Tiny.forward.__qualname__, Tiny.helper.__code__.co_argcount)
print(isinstance(t, nn.Module), issubclass(Tiny, nn.Module), nn.Linear.__module__)
print(repr(t.lin), str(t.lin.weight.shape))
sd = t.state_dict()
print(type(sd).__name__, list(sd))
print(t.lin.weight.__class__.__name__, type(t.lin.weight.data).__name__)
import inspect
print(inspect.signature(Tiny.forward))
print(inspect.isclass(Tiny), inspect.ismethod(t.helper), inspect.isfunction(Tiny.helper))
print([p for p in inspect.signature(nn.Linear.__init__).parameters])
