import torch
import torch.nn as nn

torch.manual_seed(0)


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = nn.Linear(2, 3, device='meta')
        self.b = nn.Linear(3, 4)
        self.register_buffer('buf', torch.randn(4, device='meta'))

    def forward(self, x):
        return self.b(self.a(x))


m = torch.jit.script(Net())
torch.jit.save(m, "meta_save_load.pt")
n = torch.jit.load("meta_save_load.pt")
for name, p in n.named_parameters():
    print(name, p.is_meta, p.shape)
print(n.buf)
print(n.a.weight)
print(n.b.weight)
print(n(torch.empty(1, 2, device='meta')))


@torch.jit.script
def shape_only(x: torch.Tensor) -> torch.Tensor:
    return torch.relu(x @ x.t()).sum(1)


print(shape_only(torch.empty(3, 5, device='meta')))
