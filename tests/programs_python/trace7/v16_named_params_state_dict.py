import torch
import torch.nn as nn


class Head(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 2)
        self.register_buffer("calls", torch.zeros(1))

    def forward(self, x):
        return self.fc(x)


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(4, 3), nn.ReLU())
        self.head = Head()
        self.bias = nn.Parameter(torch.zeros(2))

    def forward(self, x):
        return self.head(self.body(x)) + self.bias


torch.manual_seed(0)
s = torch.jit.script(Net())
for name, p in s.named_parameters():
    print(name, tuple(p.shape), p.requires_grad)
print([n for n, _ in s.named_parameters(recurse=False)])
print([n for n, _ in s.named_buffers()])
print(list(s.state_dict().keys()))
print([n for n, _ in s.named_modules()])
print([n for n, _ in s.named_children()])
print(len(list(s.parameters())), len(list(s.buffers())))
sd = {k: torch.ones_like(v) for k, v in s.state_dict().items()}
print(s.load_state_dict(sd))
print(s(torch.ones(1, 4)))
print(s.head.fc.weight.sum().item())
s.head.calls += 1
print(s.state_dict()["head.calls"])
print(type(s.body).__name__, s.body.original_name, s.head.original_name)
t = torch.jit.trace(Net(), torch.randn(1, 4))
print(list(t.state_dict().keys()) == list(s.state_dict().keys()))
