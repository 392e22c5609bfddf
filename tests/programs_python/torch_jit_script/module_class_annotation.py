# A class-level annotation that names a module class is no TorchScript type:
# scripting fails as in PyTorch (ann_to_type's ValueError).
import torch


class Sub(torch.nn.Module):
    def forward(self, x):
        return x + 1


class Top(torch.nn.Module):
    sub: Sub

    def __init__(self):
        super().__init__()
        self.sub = Sub()

    def forward(self, x):
        return self.sub(x)


print(Top()(torch.zeros(1)))
try:
    torch.jit.script(Top())
except ValueError as e:
    print("ValueError:", e)
