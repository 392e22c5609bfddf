# An attribute scripting cannot type (an unannotated empty list) stays on the
# Python module but not on the script module.
import torch


class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.pending = []
        self.count = 3

    def forward(self, x):
        return x + self.count


m = M()
s = torch.jit.script(m)
print(s(torch.zeros(2)), hasattr(s, "pending"), hasattr(s, "count"), hasattr(m, "pending"))
