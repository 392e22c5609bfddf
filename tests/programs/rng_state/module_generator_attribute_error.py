# Script code cannot use a module's torch.Generator attribute.
import torch


class Noisy(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.gen = torch.Generator().manual_seed(3)

    def forward(self, x):
        return x + torch.rand(2, generator=self.gen)


m = Noisy()
print(m.gen.initial_seed())
torch.jit.script(m)
print("not reached")
