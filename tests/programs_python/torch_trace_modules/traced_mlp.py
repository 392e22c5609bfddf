import torch
import torch.nn as nn


class MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(4, 8)
        self.fc2 = nn.Linear(8, 3)
        self.register_buffer("offset", torch.full((3,), 0.5))

    def forward(self, x):
        h = torch.relu(self.fc1(x))
        return self.fc2(h) + self.offset

    def embed(self, x):
        return torch.tanh(self.fc1(x))


torch.manual_seed(0)
model = MLP()
traced = torch.jit.trace(model, torch.randn(2, 4))
print(traced)
print(isinstance(traced, torch.jit.ScriptModule))
print(traced.code)
print(traced.fc1.code)
print([name for name, _ in traced.named_parameters()])
print([name for name, _ in traced.named_buffers()])
x = torch.randn(5, 4)
with torch.no_grad():
    print(torch.allclose(traced(x), model(x)))
    print(traced(x).shape)

torch.jit.save(traced, "mlp.pt")
loaded = torch.jit.load("mlp.pt")
with torch.no_grad():
    print(torch.equal(loaded(x), traced(x)))
print(loaded.code)

both = torch.jit.trace_module(model, {"forward": torch.randn(1, 4), "embed": torch.randn(1, 4)})
with torch.no_grad():
    print(torch.allclose(both.embed(x), model.embed(x)))
print(hasattr(both, "embed"), hasattr(traced, "embed"))
traced_fwd = torch.jit.trace(model.forward, torch.randn(1, 4))
print(type(traced_fwd).__name__ == type(traced).__name__)
