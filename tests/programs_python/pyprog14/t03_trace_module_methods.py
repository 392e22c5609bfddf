import torch
import torch.nn as nn


class Enc(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.tensor([[1.0, 2.0], [3.0, 4.0]]))

    def forward(self, x):
        return x @ self.w

    def encode(self, x):
        return torch.relu(x - 2)

    def decode(self, z, scale):
        return z * scale


m = Enc()
x = torch.tensor([[1.0, 3.0]])
tm = torch.jit.trace_module(m, {"forward": x, "encode": x, "decode": (x, torch.tensor(2.0))})
print(tm(x), tm.encode(torch.tensor([[5.0, 0.0]])), tm.decode(x, torch.tensor(3.0)))
print(sorted(n for n in ("forward", "encode", "decode") if hasattr(tm, n)))
print(tm.encode.graph.findNode("aten::relu") is not None)
print(tm.decode.code.strip())
tm2 = torch.jit.trace(m, x)
try:
    tm2.encode(x)
except AttributeError as e:
    print("AttributeError:", str(e).splitlines()[0][:60])
try:
    torch.jit.trace_module(m, {"nothere": x})
except AttributeError as e:
    print("AttributeError:", str(e)[:60])
print(tm.w.requires_grad, tm.state_dict()["w"].tolist())
