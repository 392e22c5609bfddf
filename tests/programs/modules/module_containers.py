import torch
from typing import Dict


class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = torch.nn.ModuleList([torch.nn.ReLU(), torch.nn.Tanh(), torch.nn.Sigmoid()])
        self.d = torch.nn.ModuleDict({"neg": torch.nn.Hardtanh(), "pos": torch.nn.Softplus()})
        self.seq = torch.nn.Sequential(torch.nn.Identity(), torch.nn.LeakyReLU(0.5))

    def forward(self, x: torch.Tensor) -> Dict[str, torch.Tensor]:
        out: Dict[str, torch.Tensor] = {}
        for i, l in enumerate(self.layers):
            out["l" + str(i)] = l(x)
        for k, v in self.d.items():
            out[k] = v(x)
        out["seq"] = self.seq(x - 1)
        out["len"] = torch.tensor(len(self.layers))
        return out


m = torch.jit.script(M())
for k, v in m(torch.tensor([-2.0, 0.5, 3.0])).items():
    print(k, v)
