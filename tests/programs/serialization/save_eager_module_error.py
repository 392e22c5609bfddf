import torch
import torch.nn as nn
class M(nn.Module):
    def forward(self, x: int) -> int:
        return x
torch.jit.save(M(), "e.pt")
