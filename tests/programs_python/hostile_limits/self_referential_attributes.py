# Attributes that hold themselves (a list or dict inside itself): scripting
# the module is a RecursionError, never a native stack overflow. PyTorch
# 1.13 itself segfaults here (infinite recursion in _jit_try_infer_type),
# so this .out is the clear error we give instead, not PyTorch's output.
import torch


class SelfList(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.l = [1]
        self.l.append(self.l)

    def forward(self, x):
        return x


class SelfDict(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.d = {"a": {"b": 1}}
        self.d["a"]["c"] = self.d

    def forward(self, x):
        return x


for cls in [SelfList, SelfDict]:
    m = cls()
    try:
        torch.jit.script(m)
        print(cls.__name__, "scripted")
    except RecursionError:
        print(cls.__name__, "RecursionError")
    # A list that only holds itself is a cycle our collector does not see (it
    # starts from objects, not lists; docs/python_level.md): break it by hand.
    if isinstance(m, SelfList):
        m.l.pop()
        print(len(m.l))
